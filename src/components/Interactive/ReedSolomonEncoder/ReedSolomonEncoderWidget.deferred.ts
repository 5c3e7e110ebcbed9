import {chunkBeforeNavigationRenders} from '@site/src/components/DeferredHydration/lazyChunk';
import {lazyWidgetChunk} from '../DeferredWidget';
import type {ReedSolomonEncoderProps} from './ReedSolomonEncoderWidget';

// In the browser the widget is its own chunk, fetched once the page is
// interactive; the server bundle imports ReedSolomonEncoderWidget itself instead
// (src/plugins/server-deferred-modules), so the static HTML holds the real widget.
const ReedSolomonEncoderWidget = lazyWidgetChunk<ReedSolomonEncoderProps>(
  () => import(/* webpackChunkName: "widget-reed-solomon" */ './ReedSolomonEncoderWidget'),
);

// A page reached by navigation renders once the widget's code is here.
await chunkBeforeNavigationRenders(ReedSolomonEncoderWidget);

export default ReedSolomonEncoderWidget;
