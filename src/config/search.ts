/**
 * Placeholder credentials that select the embedded index: the Algolia theme
 * requires an app id and key, and these never reach any host.
 */
export const EMBEDDED_SEARCH = {appId: 'embedded', apiKey: 'embedded'} as const;

export function isEmbeddedSearch(appId: string): boolean {
  return appId === EMBEDDED_SEARCH.appId;
}

/**
 * Hits of one section the search modal shows (DocSearch's `maxResultsPerGroup`);
 * the embedded index returns no more than these, so it fetches no records for
 * hits the reader would not see.
 */
export const MODAL_HITS_PER_SECTION = 5;

/** Where the search page lives, and its query parameter. */
export const SEARCH_PAGE_PATH = 'search';

/** Words per snippet: fewer on narrow screens, as the spec asks. */
export const SNIPPET_WORDS = {wide: 10, narrow: 5, narrowMaxWidth: 768} as const;

/** Attributes to snippet, for a given number of words. */
export function snippetAttributes(words: number): string[] {
  return [
    ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `hierarchy.${level}:${words}`),
    `content:${words}`,
  ];
}

/** Where readers report a query that should have found something. */
export function missingResultsUrl(query: string): string {
  const title = `Search: no results for "${query}"`;
  return `https://github.com/risc0/risc0/issues/new?title=${encodeURIComponent(title)}&labels=documentation`;
}

/** Search client timeouts, in milliseconds (spec §9). */
export const SEARCH_TIMEOUTS = {connect: 1_000, read: 2_000, write: 30_000} as const;

export type SearchHost = {url: string; port?: number; protocol: 'http' | 'https'; accept: 'read'};

/** `https://search.example.com` or `127.0.0.1:7700` → a host of the search client. */
export function parseSearchHost(value: string): SearchHost {
  const url = new URL(/^https?:\/\//.test(value) ? value : `http://${value}`);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {url: url.hostname, ...(url.port ? {port: Number(url.port)} : {}), protocol, accept: 'read'};
}
