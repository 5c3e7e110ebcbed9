import {openCacheFile, sha256} from '../shared/cacheFile';

/**
 * The code a twin's text depends on besides its inputs: the converter, the
 * modules it imports, and the locked versions of the remark packages it
 * parses and writes with. A change to any of them empties the cache.
 */
export const TWIN_FILES = [
  'src/plugins/markdown-twins/docToMarkdown.ts',
  'src/plugins/search-index/parseDocSource.ts',
  'src/components/DocsRs/docsRsUrl.ts',
  'src/components/RepoLink/repoUrl.ts',
  'src/config/links.ts',
  'package-lock.json',
];

/** Where the cache lives, beside the bundler's and the search index's caches. */
export const TWIN_CACHE_FILE = 'node_modules/.cache/markdown-twins/twins.json';

export type TwinCache = {
  /**
   * The twin made from these inputs: from the cache when the last build made
   * it from the same inputs, else made now. `inputs` must hold everything
   * `make` reads.
   */
  twinOf(inputs: unknown, make: () => string): string;
  /** Writes the twins of this build (and only those) for the next one. */
  save(): Promise<void>;
};

/**
 * Markdown twins of unchanged pages from the last build. Making a twin
 * parses the page's MDX and writes it out again, about 3 s for the whole
 * site on two cores; with the cache a warm build makes only the twins of
 * pages that changed.
 */
export async function openTwinCache(siteDir: string): Promise<TwinCache> {
  const cache = await openCacheFile<string>(siteDir, TWIN_CACHE_FILE, {files: TWIN_FILES, listName: 'TWIN_FILES'});
  const used: Record<string, string> = {};
  return {
    twinOf(inputs, make) {
      const key = sha256(JSON.stringify(inputs));
      const twin = used[key] ?? cache.known[key] ?? make();
      used[key] = twin;
      return twin;
    },
    save: () => cache.save(used),
  };
}
