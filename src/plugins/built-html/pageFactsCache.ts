import {openCacheFile, sha256} from '../shared/cacheFile';
import {readHtmlPage, type HtmlPageFacts} from './htmlPage';

/** What decides a page's facts besides the page: the reader and the locked parse5. */
export const PAGE_READER_FILES = ['src/plugins/built-html/htmlPage.ts', 'package-lock.json'];

/** Where the cache lives, beside the other build caches. */
export const PAGE_FACTS_CACHE_FILE = 'node_modules/.cache/built-html/page-facts.json';

export type PageFactsCache = {
  /** The page's facts: from the cache when the same file held the same HTML before, else read now. */
  factsOf(html: string, file: string): HtmlPageFacts;
  /** Writes the entries of this build (and only those) for the next one. */
  save(): Promise<void>;
};

/**
 * Facts of the pages the last build wrote the same way. Parsing every page
 * with parse5 is most of the policy's cost (about 1.2 s for the site); a
 * build's HTML is the same from one build to the next when nothing changed,
 * so a warm build parses only the pages that did.
 */
export async function openPageFactsCache(siteDir: string): Promise<PageFactsCache> {
  const cache = await openCacheFile<HtmlPageFacts>(siteDir, PAGE_FACTS_CACHE_FILE, {
    files: PAGE_READER_FILES,
    listName: 'PAGE_READER_FILES',
  });
  const used: Record<string, HtmlPageFacts> = {};
  return {
    factsOf(html, file) {
      // Problems name the file, so the same HTML in another file is another entry.
      const key = sha256(`${file}\u0000${html}`);
      const facts = used[key] ?? cache.known[key] ?? readHtmlPage(html, file);
      used[key] = facts;
      return facts;
    },
    save: () => cache.save(used),
  };
}
