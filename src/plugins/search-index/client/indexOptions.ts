// What the index build and the browser's search must agree on: the fields
// MiniSearch indexes and how much each weighs.
import type {SearchRecord} from '../types';
import type {Field} from './recordFields';

/**
 * Field boosts: a page title outranks a heading, which outranks body text;
 * code and the text of links (which describe another page) weigh less.
 */
export const BOOST: Readonly<Record<Field, number>> = {
  title: 6,
  heading: 3,
  content: 1,
  code: 0.5,
  links: 0.3,
  path: 0.3,
};

export const FIELDS = Object.keys(BOOST) as Field[];

/** Record types in the order the shard head numbers them. */
export const RECORD_TYPES: readonly SearchRecord['type'][] = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
];

export const TYPE_BOOST: Readonly<Record<SearchRecord['type'], number>> = {
  lvl1: 1.6,
  lvl2: 1.3,
  lvl3: 1.15,
  lvl4: 1.05,
  lvl5: 1,
  lvl6: 1,
  content: 1,
};
