// The shard head as it travels: the browser downloads it on the first search,
// so its largest parts are stored in forms that compress well, and unpacked
// into a ShardHead once loaded. `unpackHead(packHead(head))` equals `head`.
import type {ShardHead} from '../types';
import type {OutlineEntry} from './recordFiles';

/**
 * A head as shipped. What is not listed here is as in ShardHead.
 * - `terms`: the sorted vocabulary front-coded into one string, a line per
 *   term: one character telling how many leading characters it shares with
 *   the term before (`0` for none, `1` for one, and so on up the character
 *   table), then the rest of the term.
 * - `pageRecords` and `types`: the records in page order, as how many each
 *   page has and one digit per record for its type; a record's position is
 *   its place on its page.
 * - `fieldLengths`: per field, every record's length of it (columns compress
 *   better than ShardHead's rows).
 * - `termFileSizes`, `recordFileSizes`: how many terms or records each file holds.
 * - `outline`: a heading whose anchor is `plainAnchor` of its text (most
 *   are) as its text alone; the others, and titles, as in ShardHead.
 */
export type PackedHead = Omit<
  ShardHead,
  'terms' | 'records' | 'fieldLength' | 'termFiles' | 'recordFiles' | 'outline'
> & {
  outline: (string | OutlineEntry)[];
  terms: string;
  pageRecords: number[];
  types: string;
  fieldLengths: number[][];
  termFileSizes: number[];
  recordFileSizes: number[];
};

const SHARED_BASE = '0'.charCodeAt(0);
/** Longest shared start written: up to `Z`, so the string needs no escaping in JSON. */
const MAX_SHARED = 'Z'.charCodeAt(0) - SHARED_BASE;

function frontCode(terms: readonly string[]): string {
  let previous = '';
  return terms
    .map((term) => {
      if (term.includes('\n')) throw new Error(`Search term ${JSON.stringify(term)} holds a line break`);
      let shared = 0;
      while (shared < MAX_SHARED && shared < term.length && term[shared] === previous[shared]) shared += 1;
      previous = term;
      return String.fromCharCode(SHARED_BASE + shared) + term.slice(shared);
    })
    .join('\n');
}

function frontDecode(coded: string): string[] {
  let previous = '';
  return coded === ''
    ? []
    : coded.split('\n').map((line) => {
        previous = previous.slice(0, line.charCodeAt(0) - SHARED_BASE) + line.slice(1);
        return previous;
      });
}

/**
 * The anchor Docusaurus gives a heading of plain ASCII words. A heading whose
 * anchor is something else (an explicit id, other letters) keeps it in the
 * head, so this need only agree with itself.
 */
export function plainAnchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

const sizesOf = (starts: readonly number[], total: number): number[] =>
  starts.map((start, i) => (starts[i + 1] ?? total) - start);

function startsOf(sizes: readonly number[]): number[] {
  let start = 0;
  return sizes.map((size) => {
    const at = start;
    start += size;
    return at;
  });
}

export function packHead(head: ShardHead): PackedHead {
  const {terms, records, fieldLength, termFiles, recordFiles, outline, ...rest} = head;
  const pageRecords: number[] = [];
  let types = '';
  records.forEach(([page, type, position], id) => {
    if (page !== pageRecords.length - 1 && page !== pageRecords.length)
      throw new Error(`Search record ${id} of ${head.tag} is out of page order`);
    if (page === pageRecords.length) pageRecords.push(0);
    if (position !== pageRecords[page] || type < 0 || type > 9)
      throw new Error(`Search record ${id} of ${head.tag} has position ${position} and type ${type}`);
    pageRecords[page] = position + 1;
    types += String(type);
  });
  const fields = Math.max(0, ...fieldLength.map((lengths) => lengths.length));
  return {
    ...rest,
    terms: frontCode(terms),
    pageRecords,
    types,
    fieldLengths: Array.from({length: fields}, (_unused, field) => fieldLength.map((lengths) => lengths[field] ?? 0)),
    termFileSizes: sizesOf(termFiles, terms.length),
    recordFileSizes: sizesOf(recordFiles, records.length),
    outline: outline.map((entry) => {
      const [anchor, text] = entry;
      return anchor !== null && anchor === plainAnchor(text) ? text : entry;
    }),
  };
}

export function unpackHead(packed: PackedHead): ShardHead {
  const {terms, pageRecords, types, fieldLengths, termFileSizes, recordFileSizes, outline, ...rest} = packed;
  const records = pageRecords.flatMap((count, page) =>
    Array.from({length: count}, (_unused, position): [number, number, number] => [page, 0, position]),
  );
  records.forEach((record, id) => (record[1] = Number(types[id])));
  return {
    ...rest,
    terms: frontDecode(terms),
    records,
    fieldLength: records.map((_record, id) => fieldLengths.map((column) => column[id] ?? 0)),
    termFiles: startsOf(termFileSizes),
    recordFiles: startsOf(recordFileSizes),
    outline: outline.map((entry): OutlineEntry => (typeof entry === 'string' ? [plainAnchor(entry), entry] : entry)),
  };
}
