import {deferredWidget} from '../DeferredWidget';
import TraceTableExplorerWidget from './TraceTableExplorerWidget.deferred';
import type {TraceTableExplorerProps} from './TraceTableExplorerWidget';

export type {TraceTableExplorerProps};

/** The STARK-by-hand trace and its six rules. Props: `prime` (97), `input1` (24), `input2` (30), `output` (28). */
export default deferredWidget<TraceTableExplorerProps>(TraceTableExplorerWidget, {title: 'Trace table explorer'});
