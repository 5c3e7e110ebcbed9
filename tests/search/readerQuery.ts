/**
 * The shape of the search benchmark's reader queries (tests/search/queries.ts),
 * measured by `npm run bench:search` and checked by tests/unit/searchQueries.test.ts.
 */

/** How identifiers are written when readers paste them. */
export type IdentifierForm = 'path-colons' | 'snake_case' | 'camelCase' | 'env-var' | 'cli-flag';

/** The one slip that turns the intended word into the typed one. */
export type MisspellingForm = 'substitution' | 'deletion' | 'insertion' | 'transposition' | 'joined' | 'split';

/** Where a pasted error comes from. */
export type ErrorSource = 'build' | 'runtime' | 'verify' | 'service';

/**
 * The page a query is typed from, which decides the docs searched: a page of
 * an API version searches that version and the root docs; a root page (FAQ,
 * Education Hub, …) searches the latest API version and the root docs.
 */
export type QueryContext = 'root' | 'next' | '1.2' | '1.1' | '1.0' | '0.21' | '0.20' | '0.19' | '0.18';

type Common = {
  /** As the reader types or pastes it; the modal keeps the first 64 characters. */
  query: string;
  /** Routes of the page matrix that answer it best (any of them counts as found). */
  expected: readonly string[];
  context: QueryContext;
  /** The real reader material the query is written from. */
  source: string;
};

export type ReaderQuery =
  | (Common & {kind: 'keyword' | 'question' | 'concept'})
  | (Common & {kind: 'identifier'; form: IdentifierForm})
  | (Common & {kind: 'misspelling'; form: MisspellingForm; /** The word or words meant. */ intended: string})
  | (Common & {kind: 'error'; form: ErrorSource});

export type QueryKind = ReaderQuery['kind'];

export const QUERY_KINDS: readonly QueryKind[] = [
  'keyword',
  'identifier',
  'question',
  'misspelling',
  'concept',
  'error',
];

/** The sub-kind of a query, when its kind has them. */
export function formOf(query: ReaderQuery): string | null {
  return 'form' in query ? query.form : null;
}
