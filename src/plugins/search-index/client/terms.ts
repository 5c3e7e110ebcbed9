// How the index and queries split text into terms. Kept apart from the
// engine so the search client can load MiniSearch lazily, on first search.

/** Tokenizes the way the index does, for queries and highlighting alike. */
export function queryTerms(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(Boolean);
}

/**
 * Folds simple English plurals so "receipts" and "receipt" are one term;
 * words ending in -ss, -us or -is keep their s.
 */
export function normaliseTerm(term: string): string {
  const lower = term.toLowerCase();
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) {
    return lower.endsWith('ies') && lower.length > 4 ? `${lower.slice(0, -3)}y` : lower.slice(0, -1);
  }
  return lower;
}
