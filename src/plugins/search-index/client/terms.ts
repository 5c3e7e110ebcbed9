// cspell:ignore doesn doesnt
// How the index and queries split text into terms. Kept apart from the
// engine so the search client can load MiniSearch lazily, on first search.

/**
 * A run of letters and digits, with the apostrophes inside it: "doesn't" and
 * "guest's" are one word each, not "doesn" and a stray "t" or "s" that every
 * contraction would add to the vocabulary.
 */
export const WORD_PATTERN = String.raw`[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*`;
export const WORD = new RegExp(WORD_PATTERN, 'gu');

/** A word lower-cased and without its apostrophes, as the index holds it before folding plurals. */
export function plainTerm(word: string): string {
  return word.toLowerCase().replace(/['’]/g, '');
}

/** Tokenizes the way the index does, for queries and highlighting alike. */
export function queryTerms(query: string): string[] {
  return (query.match(WORD) ?? []).map(plainTerm);
}

/**
 * Folds simple English plurals so "receipts" and "receipt" are one term;
 * words ending in -ss, -us or -is keep their s. Apostrophes go, so "doesn't"
 * is "doesnt" and "guest's" folds to "guest".
 */
export function normaliseTerm(term: string): string {
  const lower = plainTerm(term);
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) {
    return lower.endsWith('ies') && lower.length > 4 ? `${lower.slice(0, -3)}y` : lower.slice(0, -1);
  }
  return lower;
}
