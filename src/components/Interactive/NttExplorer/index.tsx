import {deferredWidget} from '../DeferredWidget';
import NttExplorerWidget from './NttExplorerWidget.deferred';
import type {NttExplorerProps} from './NttExplorerWidget';

export type {NttExplorerProps};

/** Coefficients ↔ evaluations over F_p. Props: `prime` (97), `size` (8). */
export default deferredWidget<NttExplorerProps>(NttExplorerWidget, {title: 'NTT explorer'});
