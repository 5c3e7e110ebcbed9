import type {OutlineEntry} from './client/recordFiles';

/** Hierarchy levels of a DocSearch record: lvl0 is the section, lvl1 the page title. */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export type Hierarchy = Record<HierarchyLevel, string | null>;

/**
 * One searchable record, in the shape the hosted DocSearch index uses, so
 * the same UI renders hits from either backend.
 */
export type SearchRecord = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Exclude<HierarchyLevel, 'lvl0'> | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Order of the record on its page, for stable sorting of ties. */
  position: number;
  /** Set on a code block's record: code is searchable but weighs less than prose. */
  code?: true;
  /** Start and end (in `content`) of the text of each link, which weighs less than the record's own words. */
  links?: [number, number][];
};

/** What the plugin tells the tools: which head file holds which tag. */
export type SearchIndexManifest = {
  /** Tag → file name of its head. */
  shards: Record<string, string>;
};

/** MiniSearch's serialised state apart from its term index (see MiniSearch's `toJSON`). */
export type IndexState = {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  dirtCount: number;
  serializationVersion: number;
};

/**
 * What the browser loads first for one docs version: the vocabulary and
 * what ranking needs of every record, but no postings and no record text.
 * Those sit in small files, fetched as a query needs them.
 */
export type ShardHead = {
  tag: string;
  language: string;
  /**
   * URL path of the shard's folder, ending in a slash. Its name carries a
   * hash of every file in it; postings file i is `t{i}.json`, records file
   * i is `r{i}.json`.
   */
  base: string;
  index: IndexState;
  /** Terms per field of each record, by record number (MiniSearch's `fieldLength`). */
  fieldLength: number[][];
  /** Every indexed term, sorted. */
  terms: string[];
  /** How many records hold each term. */
  frequency: number[];
  /** Per postings file, the number of the first term it holds. */
  termFiles: number[];
  /** Per record: its page's number, its type (an index into `RECORD_TYPES`) and its position on the page. */
  records: [number, number, number][];
  /** The sections (`hierarchy.lvl0`) the shard's pages belong to. */
  sections: string[];
  /** Per page number, its section (an index into `sections`). */
  pageSections: number[];
  /** Per records file, the number of the first record it holds. */
  recordFiles: number[];
  /** Per page number, the page's URL without anchor. */
  pageUrls: string[];
  /**
   * Whether the shard is a released docs version older than the latest
   * release (API 1.1 and before while 1.2 is the latest): its reader asks
   * about that release, which the root docs do not describe.
   */
  olderRelease: boolean;
  /**
   * The title and heading records, in record order: what the browser needs to
   * show them and to place every other record under its heading (recordFiles.ts).
   */
  outline: OutlineEntry[];
};

/**
 * Postings of consecutive terms. Per term and field: the field's id, the
 * numbers of the records holding the term (each as the gap from the one
 * before) and how often each holds it.
 */
export type PostingsFile = [string, [number, number[], number[]][]][];

/** One term's postings as MiniSearch serialises them: field id → record number → term count. */
export type MiniSearchPostings = [string, Record<string, Record<string, number>>];
