import {lazyWidget} from '../LazyWidget';
import type {NttExplorerProps} from './NttExplorerWidget';

export type {NttExplorerProps};

/** Coefficients ↔ evaluations over F_p. Props: `prime` (97), `size` (8). */
export default lazyWidget<NttExplorerProps>(
  () => import(/* webpackChunkName: "widget-ntt-explorer" */ './NttExplorerWidget'),
  {title: 'NTT explorer'},
);
