import {lazyWidget} from '../LazyWidget';
import type {FieldCalculatorProps} from './FieldCalculatorWidget';

export type {FieldCalculatorProps};

/** Arithmetic in F_p: the reader picks p, a and b. Props: `defaultPrime` (7). */
export default lazyWidget<FieldCalculatorProps>(
  () => import(/* webpackChunkName: "widget-field-calculator" */ './FieldCalculatorWidget'),
  {title: 'Finite field calculator'},
);
