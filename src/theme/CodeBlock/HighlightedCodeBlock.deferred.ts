import {lazyChunk} from '@site/src/components/DeferredHydration/lazyChunk';

// In the browser the highlighted code block is a separate chunk, fetched once
// the page is interactive. The server bundle imports HighlightedCodeBlock
// directly instead (src/plugins/server-deferred-modules): a lazy component would make
// React stream the block as a hidden fragment that needs a script to show.
export default lazyChunk(() => import(/* webpackChunkName: "code-block" */ './HighlightedCodeBlock'));
