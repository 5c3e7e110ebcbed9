import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SocialCard from '@site/src/components/SocialCard';
import SearchPage from '@site/src/components/Search/SearchPage';

export default function Search(): ReactNode {
  return (
    <Layout title="Search" description="Search the Developer Docs for the zkVM and the proving service.">
      <SocialCard permalink={useBaseUrl('/search')} type="website" />
      <SearchPage />
    </Layout>
  );
}
