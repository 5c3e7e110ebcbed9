import {lazyWidgetChunk} from '../DeferredWidget';
import type {FieldCalculatorProps} from './FieldCalculatorWidget';

// In the browser the widget is its own chunk, fetched once the page is
// interactive; the server bundle imports FieldCalculatorWidget itself instead
// (src/plugins/server-deferred-modules), so the static HTML holds the real widget.
// A page reached by navigation renders only once the chunk has loaded.
export default await lazyWidgetChunk<FieldCalculatorProps>(
  () => import(/* webpackChunkName: "widget-field-calculator" */ './FieldCalculatorWidget'),
);
