import type {SearchRecord} from '../types';

/** Algolia facet filters: groups are ANDed, the filters inside a group ORed. */
export type FacetFilters = string | readonly (string | readonly string[])[] | undefined;

type Facet = 'language' | 'docusaurus_tag';
const FACETS: ReadonlySet<string> = new Set<Facet>(['language', 'docusaurus_tag']);

function normalise(filters: FacetFilters): string[][] {
  if (filters === undefined) return [];
  if (typeof filters === 'string') return [[filters]];
  return filters.map((group) => (typeof group === 'string' ? [group] : [...group]));
}

/** A predicate for records, from the facet filters DocSearch sends. */
export function recordFilter(filters: FacetFilters): (record: Pick<SearchRecord, Facet>) => boolean {
  const groups = normalise(filters)
    .map((group) =>
      group.flatMap((filter) => {
        const separator = filter.indexOf(':');
        const facet = filter.slice(0, separator);
        return FACETS.has(facet) ? [{facet: facet as Facet, value: filter.slice(separator + 1)}] : [];
      }),
    )
    .filter((group) => group.length > 0);
  return (record) => groups.every((group) => group.some(({facet, value}) => record[facet] === value));
}

/** The docs tags a request may match, or null when it does not restrict them. */
export function requestedTags(filters: FacetFilters): Set<string> | null {
  const tags = normalise(filters)
    .flat()
    .filter((filter) => filter.startsWith('docusaurus_tag:'))
    .map((filter) => filter.slice('docusaurus_tag:'.length));
  return tags.length > 0 ? new Set(tags) : null;
}
