import {SEARCH_PAGE_PATH} from '@site/src/config/search';

/** The search page for a query; Link adds the base URL. */
export function searchPageLink(query: string, version?: string): string {
  const params = new URLSearchParams({q: query});
  if (version) params.set('version', version);
  return `/${SEARCH_PAGE_PATH}?${params.toString()}`;
}

/** The API docs version a set of facet filters searches, if exactly one. */
export function apiVersionOf(facetFilters: unknown, pluginId = 'api'): string | undefined {
  const prefix = `docusaurus_tag:docs-${pluginId}-`;
  const tags = (Array.isArray(facetFilters) ? facetFilters.flat() : [facetFilters]).filter(
    (filter): filter is string => typeof filter === 'string' && filter.startsWith(prefix),
  );
  return tags.length === 1 ? tags[0]?.slice(prefix.length) : undefined;
}
