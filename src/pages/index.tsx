import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SocialCard from '@site/src/components/SocialCard';
import Hero from '@site/src/components/Home/Hero';
import EntryPoints from '@site/src/components/Home/EntryPoints';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Developer Docs"
      description="Documentation for the RISC Zero zkVM and the Bonsai proving service: quick start, API docs for every release, and an education hub on the proof system.">
      <SocialCard permalink={useBaseUrl('/')} type="website" />
      <main>
        <Hero />
        <EntryPoints />
      </main>
    </Layout>
  );
}
