// The records files' format, written by the index build and read by the
// browser: a record without what the shard head already tells (its tag,
// language and position) or what follows from the rest (its URL).
import type {Hierarchy, HierarchyLevel, SearchRecord} from '../types';

const LEVELS: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** A record as a records file holds it: hierarchy levels in order, trailing empty levels left out. */
export type StoredRecord = Pick<SearchRecord, 'objectID' | 'url_without_anchor' | 'anchor' | 'type' | 'content'> & {
  hierarchy: (string | null)[];
  code?: true;
};

export function storedRecord(record: SearchRecord): StoredRecord {
  const levels = LEVELS.map((level) => record.hierarchy[level]);
  while (levels.length > 0 && levels.at(-1) === null) levels.pop();
  const {objectID, url_without_anchor, anchor, type, content} = record;
  return {objectID, url_without_anchor, anchor, type, content, hierarchy: levels, ...(record.code ? {code: true} : {})};
}

export function searchRecord(
  stored: StoredRecord,
  shard: {docusaurus_tag: string; language: string; position: number},
): SearchRecord {
  const hierarchy = Object.fromEntries(LEVELS.map((level, i) => [level, stored.hierarchy[i] ?? null])) as Hierarchy;
  return {
    ...stored,
    url: stored.anchor ? `${stored.url_without_anchor}#${stored.anchor}` : stored.url_without_anchor,
    hierarchy,
    language: shard.language,
    docusaurus_tag: shard.docusaurus_tag,
    position: shard.position,
  };
}
