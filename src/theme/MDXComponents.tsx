import MDXComponents from '@theme-original/MDXComponents';
import DocsRs from '@site/src/components/DocsRs';
import ExtLink from '@site/src/components/ExtLink';
import RepoLink from '@site/src/components/RepoLink';

// Spread the stock map and add the link components nearly every API page uses.
export default {
  ...MDXComponents,
  DocsRs,
  ExtLink,
  RepoLink,
};
