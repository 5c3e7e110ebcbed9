import {chunkBeforeNavigationRenders} from '@site/src/components/DeferredHydration/lazyChunk';
import {lazyWidgetChunk} from '../DeferredWidget';
import type {FieldCalculatorProps} from './FieldCalculatorWidget';

// In the browser the widget is its own chunk, fetched once the page is
// interactive; the server bundle imports FieldCalculatorWidget itself instead
// (src/plugins/server-deferred-modules), so the static HTML holds the real widget.
const FieldCalculatorWidget = lazyWidgetChunk<FieldCalculatorProps>(
  () => import(/* webpackChunkName: "widget-field-calculator" */ './FieldCalculatorWidget'),
);

// A page reached by navigation renders once the widget's code is here.
await chunkBeforeNavigationRenders(FieldCalculatorWidget);

export default FieldCalculatorWidget;
