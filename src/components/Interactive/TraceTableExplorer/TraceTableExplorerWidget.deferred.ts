import {chunkBeforeNavigationRenders} from '@site/src/components/DeferredHydration/lazyChunk';
import {lazyWidgetChunk} from '../DeferredWidget';
import type {TraceTableExplorerProps} from './TraceTableExplorerWidget';

// In the browser the widget is its own chunk, fetched once the page is
// interactive; the server bundle imports TraceTableExplorerWidget itself instead
// (src/plugins/server-deferred-modules), so the static HTML holds the real widget.
const TraceTableExplorerWidget = lazyWidgetChunk<TraceTableExplorerProps>(
  () => import(/* webpackChunkName: "widget-trace-table" */ './TraceTableExplorerWidget'),
);

// A page reached by navigation renders once the widget's code is here.
await chunkBeforeNavigationRenders(TraceTableExplorerWidget);

export default TraceTableExplorerWidget;
