import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

// Placeholder until the search issue lands: the route exists, and it is
// honest with the reader about what it can do today.
export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search" description="Search the Developer Docs.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Search</Heading>
        <p>
          Full-text search of these docs is being set up. Until it arrives, these pages are the
          quickest way in:
        </p>
        <ul>
          <li>
            <Link to="/api">API documentation</Link>
          </li>
          <li>
            <Link to="/terminology">Terminology</Link>
          </li>
          <li>
            <Link to="/faq">FAQ</Link>
          </li>
          <li>
            <Link to="/education">Education Hub</Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
