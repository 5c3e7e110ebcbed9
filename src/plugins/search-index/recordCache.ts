import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
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
  'package-lock.json',
];

/** Where the cache lives, beside the bundler's and the social cards' caches. */
export const RECORD_CACHE_FILE = 'node_modules/.cache/search-index/records.json';

type CacheFile = {fingerprint: string; entries: Record<string, SearchRecord[]>};

export type RecordCache = {
  /** The page's records: from the cache when the same page was extracted before, else extracted now. */
  recordsOf(page: PageInput): SearchRecord[];
  /** Writes the entries of this build (and only those) for the next one. */
  save(): Promise<void>;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function fingerprintOf(siteDir: string): Promise<string> {
  const contents = await Promise.all(
    EXTRACTOR_FILES.map(async (file) => {
      const absolute = path.join(siteDir, file);
      if (!existsSync(absolute)) {
        throw new Error(`search-index: ${file} is gone; list what extraction depends on in EXTRACTOR_FILES.`);
      }
      return readFile(absolute, 'utf8');
    }),
  );
  return sha256(contents.join('\u0000'));
}

async function readCacheFile(file: string): Promise<CacheFile | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as CacheFile;
  } catch {
    return null;
  }
}

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
  const file = path.join(siteDir, RECORD_CACHE_FILE);
  const fingerprint = await fingerprintOf(siteDir);
  const previous = await readCacheFile(file);
  const known = previous?.fingerprint === fingerprint ? previous.entries : {};
  const used: Record<string, SearchRecord[]> = {};
  return {
    recordsOf(page) {
      const key = sha256(JSON.stringify(page));
      const records = used[key] ?? known[key] ?? extract(page);
      used[key] = records;
      return records;
    },
    async save() {
      await mkdir(path.dirname(file), {recursive: true});
      // Written aside and renamed, so an interrupted build leaves no half file.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, JSON.stringify({fingerprint, entries: used} satisfies CacheFile));
      await rename(partial, file);
    },
  };
}
