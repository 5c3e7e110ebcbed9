import {lazyWidgetChunk} from '../DeferredWidget';
import type {ReedSolomonEncoderProps} from './ReedSolomonEncoderWidget';

// In the browser the widget is its own chunk, fetched once the page is
// interactive; the server bundle imports ReedSolomonEncoderWidget itself instead
// (src/plugins/server-deferred-modules), so the static HTML holds the real widget.
export default lazyWidgetChunk<ReedSolomonEncoderProps>(
  () => import(/* webpackChunkName: "widget-reed-solomon" */ './ReedSolomonEncoderWidget'),
);
