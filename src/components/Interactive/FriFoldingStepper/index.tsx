import {lazyWidget} from '../LazyWidget';
import type {FriFoldingStepperProps} from './FriFoldingStepperWidget';

export type {FriFoldingStepperProps};

/** Steps through FRI folds. Props: `prime` (97), `coefficients`, `challenges` ([12, 32, 64]). */
export default lazyWidget<FriFoldingStepperProps>(
  () => import(/* webpackChunkName: "widget-fri-folding" */ './FriFoldingStepperWidget'),
  {title: 'FRI folding stepper'},
);
