import {deferredWidget} from '../DeferredWidget';
import ReedSolomonEncoderWidget from './ReedSolomonEncoderWidget.deferred';
import type {ReedSolomonEncoderProps} from './ReedSolomonEncoderWidget';

export type {ReedSolomonEncoderProps};

/** Encode, corrupt and check a Reed–Solomon codeword. Props: `prime` (97), `message` ([3, 1, 4, 1]), `blowup` (4). */
export default deferredWidget<ReedSolomonEncoderProps>(ReedSolomonEncoderWidget, {title: 'Reed–Solomon encoder'});
