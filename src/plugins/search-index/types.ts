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

/** What the plugin tells the browser: which shard file holds which tag. */
export type SearchIndexManifest = {
  shards: Record<string, string>;
};
