import {chunkBeforeNavigationRenders} from '@site/src/components/DeferredHydration/lazyChunk';
import {lazyWidgetChunk} from '../DeferredWidget';
import type {NttExplorerProps} from './NttExplorerWidget';

// In the browser the widget is its own chunk, fetched once the page is
// interactive; the server bundle imports NttExplorerWidget itself instead
// (src/plugins/server-deferred-modules), so the static HTML holds the real widget.
const NttExplorerWidget = lazyWidgetChunk<NttExplorerProps>(
  () => import(/* webpackChunkName: "widget-ntt-explorer" */ './NttExplorerWidget'),
);

// A page reached by navigation renders once the widget's code is here.
await chunkBeforeNavigationRenders(NttExplorerWidget);

export default NttExplorerWidget;
