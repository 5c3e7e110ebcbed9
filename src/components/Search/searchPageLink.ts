import {SEARCH_PAGE_PATH} from '@site/src/config/search';

/** The search page for a query; Link adds the base URL. */
export function searchPageLink(query: string, version?: string): string {
  const params = new URLSearchParams({q: query});
  if (version) params.set('version', version);
  return `/${SEARCH_PAGE_PATH}?${params.toString()}`;
}
