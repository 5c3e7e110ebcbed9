import {createHash} from 'node:crypto';
import {isDeepStrictEqual} from 'node:util';
import MiniSearch from 'minisearch';
import {indexTerms} from './client/tokens';
import {FIELDS, RECORD_TYPES} from './client/indexOptions';
import {recordFields, type Field} from './client/recordFields';
import {compactPostings} from './client/postings';
import {outlineEntry, recordRestorer, recordsFileEntry, type OutlineEntry} from './client/recordFiles';
import type {IndexState, MiniSearchPostings, SearchRecord, ShardHead} from './types';

/**
 * Raw JSON bytes a postings or records file grows to before the next one
 * starts (about 1.5 and 0.7 KB gzip): a query fetches only the files of its
 * terms and of the paragraph-level hits it shows, so smaller files mean fewer
 * bytes per search.
 */
const POSTINGS_FILE_BYTES = 6_000;
const RECORDS_FILE_BYTES = 1_500;

/** The MiniSearch serialisation this module reads (`toJSON`'s `serializationVersion`). */
const SERIALIZATION_VERSION = 2;

type Document = {id: number; fields: Record<Field, string>};

export type BuiltShard = {
  head: ShardHead;
  /** The folder of the shard's files, below the files' base URL. */
  folder: string;
  /** File name → JSON text, for every file of the folder. */
  files: Map<string, string>;
};

/** Cuts items into consecutive runs of about `bytes` of JSON each. */
function runs<T>(items: readonly T[], bytes: number): {first: number; items: T[]}[] {
  const result: {first: number; items: T[]}[] = [];
  let size = Number.POSITIVE_INFINITY;
  items.forEach((item, i) => {
    const length = JSON.stringify(item).length + 1;
    if (size + length > bytes) {
      result.push({first: i, items: []});
      size = 0;
    }
    result.at(-1)?.items.push(item);
    size += length;
  });
  return result;
}

/** What a shard is built with besides its records. */
export type ShardOptions = {
  tag: string;
  /** URL path under which the shard's folder is served. */
  base: string;
  /** Start of the folder's name. */
  stem: string;
  /** See `ShardHead.olderRelease`. */
  olderRelease?: boolean;
};

/**
 * Indexes one docs version's records with MiniSearch and cuts the index into
 * a head (vocabulary, record lengths and ranking data) and small postings and
 * records files, so the browser fetches only what a query needs. Records are
 * numbered by their order in `records`; MiniSearch numbers them the same way.
 */
export function buildShard(
  records: readonly SearchRecord[],
  {tag, base, stem, olderRelease = false}: ShardOptions,
): BuiltShard {
  const frequency = new Map<string, number>();
  let current = -1;
  const seen = new Map<string, number>();
  const index = new MiniSearch<Document>({
    fields: FIELDS,
    storeFields: [],
    extractField: (document, field) => (field === 'id' ? document.id : document.fields[field as Field]),
    tokenize: (text) => indexTerms(text),
    processTerm: (term) => {
      // Counts records, not occurrences: the query planner weighs a term by
      // how many records hold it.
      if (seen.get(term) !== current) {
        seen.set(term, current);
        frequency.set(term, (frequency.get(term) ?? 0) + 1);
      }
      return term;
    },
  });
  records.forEach((record, id) => {
    current = id;
    index.add({id, fields: recordFields(record)});
  });

  const {index: postings, documentIds, fieldLength, storedFields, ...state} = index.toJSON();
  if (state.serializationVersion !== SERIALIZATION_VERSION)
    throw new Error(
      `MiniSearch now serialises version ${state.serializationVersion}, not ${SERIALIZATION_VERSION}: check that the search-index plugin still reads it right`,
    );
  Object.entries(documentIds).forEach(([shortId, id]) => {
    if (Number(shortId) !== id) throw new Error(`MiniSearch numbered record ${String(id)} as ${shortId}`);
  });
  void storedFields;

  const sorted = [...(postings as MiniSearchPostings[])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const files = new Map<string, string>();
  const write = (name: string, value: unknown) => void files.set(name, JSON.stringify(value));
  const postingsFiles = runs(sorted.map(compactPostings), POSTINGS_FILE_BYTES);
  postingsFiles.forEach(({items}, i) => write(`t${i}.json`, items));
  const recordsFiles = runs(records.map(recordsFileEntry), RECORDS_FILE_BYTES);
  recordsFiles.forEach(({items}, i) => write(`r${i}.json`, items));
  // One hash for the folder: a changed shard gets a new folder, so every
  // file in it can be cached for good.
  const hash = createHash('sha256');
  for (const [name, json] of files) hash.update(`${name}\n${json}\n`);
  const folder = `${stem}.${hash.digest('hex').slice(0, 10)}`;

  const pages = new Map<string, number>();
  const sections: string[] = [];
  const pageSections: number[] = [];
  const recordEntries = records.map((record): [number, number, number] => {
    if (!pages.has(record.url_without_anchor)) {
      pages.set(record.url_without_anchor, pages.size);
      const section = record.hierarchy.lvl0 ?? '';
      if (!sections.includes(section)) sections.push(section);
      pageSections.push(sections.indexOf(section));
    }
    return [pages.get(record.url_without_anchor) ?? 0, RECORD_TYPES.indexOf(record.type), record.position];
  });
  const head: ShardHead = {
    tag,
    language: records[0]?.language ?? 'en',
    base: `${base}${folder}/`,
    index: state as IndexState,
    fieldLength: records.map((_record, id) => fieldLength[id] ?? []),
    terms: sorted.map(([term]) => term),
    frequency: sorted.map(([term]) => frequency.get(term) ?? 0),
    termFiles: postingsFiles.map(({first}) => first),
    records: recordEntries,
    recordFiles: recordsFiles.map(({first}) => first),
    sections,
    pageSections,
    pageUrls: [...pages.keys()],
    olderRelease,
    outline: records.map(outlineEntry).filter((entry): entry is OutlineEntry => entry !== null),
  };
  // The client groups hits by section before it loads their records, which
  // holds only while every record of a page has the page's section.
  records.forEach((record, id) => {
    const page = head.records[id]?.[0] ?? 0;
    if (sections[pageSections[page] ?? -1] !== (record.hierarchy.lvl0 ?? ''))
      throw new Error(`Search record ${id} of ${tag} is not in its page's section`);
  });
  // The browser must get back every record exactly.
  const restorer = recordRestorer(head);
  records.forEach((record, id) => {
    const restored = restorer.restore(id, recordsFileEntry(record));
    const {links, ...expected} = record;
    void links; // only the index reads them
    if (!isDeepStrictEqual(restored, expected))
      throw new Error(`Search record ${id} of ${tag} does not survive its records file`);
  });
  const languages = new Set(records.map((record) => record.language));
  if (languages.size > 1) throw new Error(`Search shard ${tag} mixes languages: ${[...languages].join(', ')}`);
  return {head, folder, files};
}
