import {openCacheFile, sha256} from '../shared/cacheFile';
import type {PageInput} from './extractRecords';
import type {SearchRecord} from './types';

/**
 * What decides the records a page gives, besides the page itself: the
 * extractor, its parser, the record type, and the locked versions of the
 * remark packages it parses with. A change to any of them empties the cache.
 */
export const EXTRACTOR_FILES = [
  'src/plugins/search-index/extractRecords.ts',
  'src/plugins/search-index/parseDocSource.ts',
  'src/plugins/search-index/types.ts',
  'src/plugins/search-index/client/recordFiles.ts',
  'src/plugins/search-index/client/indexOptions.ts',
  'src/plugins/search-index/client/recordFields.ts',
  'package-lock.json',
];

/** Where the cache lives, beside the bundler's and the social cards' caches. */
export const RECORD_CACHE_FILE = 'node_modules/.cache/search-index/records.json';

export type RecordCache = {
  /** The page's records: from the cache when the same page was extracted before, else extracted now. */
  recordsOf(page: PageInput): SearchRecord[];
  /** Writes the entries of this build (and only those) for the next one. */
  save(): Promise<void>;
};

/**
 * Search records of unchanged pages from the last build. Extracting parses
 * every page's MDX (about 2.2 s for the whole site on two cores); with the
 * cache, a warm build and each reload of `npm start` parse only the pages
 * that changed.
 */
export async function openRecordCache(
  siteDir: string,
  extract: (page: PageInput) => SearchRecord[],
): Promise<RecordCache> {
  const cache = await openCacheFile<SearchRecord[]>(siteDir, RECORD_CACHE_FILE, {
    files: EXTRACTOR_FILES,
    listName: 'EXTRACTOR_FILES',
  });
  const used: Record<string, SearchRecord[]> = {};
  return {
    recordsOf(page) {
      const key = sha256(JSON.stringify(page));
      const records = used[key] ?? cache.known[key] ?? extract(page);
      used[key] = records;
      return records;
    },
    save: () => cache.save(used),
  };
}
