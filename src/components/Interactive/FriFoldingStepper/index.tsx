import {deferredWidget} from '../DeferredWidget';
import FriFoldingStepperWidget from './FriFoldingStepperWidget.deferred';
import type {FriFoldingStepperProps} from './FriFoldingStepperWidget';

export type {FriFoldingStepperProps};

/** Steps through FRI folds. Props: `prime` (97), `coefficients`, `challenges` ([12, 32, 64]). */
export default deferredWidget<FriFoldingStepperProps>(FriFoldingStepperWidget, {title: 'FRI folding stepper'});
