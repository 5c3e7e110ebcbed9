import {deferredWidget} from '../DeferredWidget';
import FieldCalculatorWidget from './FieldCalculatorWidget.deferred';
import type {FieldCalculatorProps} from './FieldCalculatorWidget';

export type {FieldCalculatorProps};

/** Arithmetic in F_p: the reader picks p, a and b. Props: `defaultPrime` (7). */
export default deferredWidget<FieldCalculatorProps>(FieldCalculatorWidget, {title: 'Finite field calculator'});
