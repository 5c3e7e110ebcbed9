import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import SearchPage from '@site/src/components/Search/SearchPage';

export default function Search(): ReactNode {
  return (
    <Layout title="Search" description="Search the Developer Docs for the zkVM and the proving service.">
      <SearchPage />
    </Layout>
  );
}
