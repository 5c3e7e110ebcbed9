import MDXComponents from '@theme-original/MDXComponents';
import DocsRs from '@site/src/components/DocsRs';

// Spread the stock map and add the components nearly every API page uses.
export default {
  ...MDXComponents,
  DocsRs,
};
