import {chunkBeforeNavigationRenders} from '@site/src/components/DeferredHydration/lazyChunk';
import {lazyWidgetChunk} from '../DeferredWidget';
import type {FriFoldingStepperProps} from './FriFoldingStepperWidget';

// In the browser the widget is its own chunk, fetched once the page is
// interactive; the server bundle imports FriFoldingStepperWidget itself instead
// (src/plugins/server-deferred-modules), so the static HTML holds the real widget.
const FriFoldingStepperWidget = lazyWidgetChunk<FriFoldingStepperProps>(
  () => import(/* webpackChunkName: "widget-fri-folding" */ './FriFoldingStepperWidget'),
);

// A page reached by navigation renders once the widget's code is here.
await chunkBeforeNavigationRenders(FriFoldingStepperWidget);

export default FriFoldingStepperWidget;
