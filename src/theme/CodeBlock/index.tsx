import type {ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import DeferredHydration from '@site/src/components/DeferredHydration';

type Props = WrapperProps<typeof CodeBlockType>;

// Prism and the code block's controls (about 30 KB gzip) load after the page
// is interactive; until then the highlighted HTML rendered at build time is
// what the reader sees (see src/plugins/server-deferred-modules).
import HighlightedCodeBlock from './HighlightedCodeBlock.deferred';

export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <DeferredHydration>
      <HighlightedCodeBlock {...props} />
    </DeferredHydration>
  );
}
