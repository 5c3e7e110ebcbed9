// How the client orders hits from every shard searched. Kept apart from the
// engine so the client can order hits without loading MiniSearch up front.
import type {EngineHit} from './engine';

type Ranked = Pick<EngineHit, 'position' | 'score' | 'tier'>;

/** Hits best first: closer to what was typed, then by score, then in page order. */
export function byRank(a: Ranked, b: Ranked): number {
  return b.tier - a.tier || b.score - a.score || a.position - b.position;
}

/**
 * The share of a page's other hits' scores each of its hits gains. A page
 * whose sections match the query throughout is more likely about it than one
 * that names it in a single paragraph, and a short paragraph that happens to
 * hold the words should not beat it on its own. Chosen on the tuned reader
 * queries (0.02 to 0.07 all gained without any kind losing; 0.03 is the
 * middle of that range), then checked once on the held-out ones (README).
 */
export const PAGE_SUPPORT_WEIGHT = 0.03;

/**
 * The same share when the query names an identifier. Many pages mention
 * `env::read_slice` once, with scores that nearly tie; the page that documents
 * it uses it in section after section. Chosen on the tuned reader queries
 * (0.06 to 0.2 gained; 0.2 lost an error message from the top 3).
 */
export const IDENTIFIER_PAGE_SUPPORT_WEIGHT = 0.1;

/** The hits with `weight` times the summed scores of their page's other hits added to their own. */
export function withPageSupport<T extends {score: number}>(
  hits: readonly T[],
  pageOf: (hit: T) => string,
  weight = PAGE_SUPPORT_WEIGHT,
): T[] {
  const totals = new Map<string, number>();
  for (const hit of hits) totals.set(pageOf(hit), (totals.get(pageOf(hit)) ?? 0) + hit.score);
  return hits.map((hit) => ({...hit, score: hit.score + weight * ((totals.get(pageOf(hit)) ?? 0) - hit.score)}));
}

/**
 * Keeps at most `perPage` hits of one page ahead of other pages' hits: the
 * page's further hits follow everything else, in their order. The modal shows
 * only five hits per section, so without this one page with many matching
 * paragraphs hides the other pages of its section.
 */
export function diversify<T>(hits: readonly T[], pageOf: (hit: T) => string, perPage = 2): T[] {
  const seen = new Map<string, number>();
  const lead: T[] = [];
  const rest: T[] = [];
  for (const hit of hits) {
    const page = pageOf(hit);
    const count = seen.get(page) ?? 0;
    seen.set(page, count + 1);
    (count < perPage ? lead : rest).push(hit);
  }
  return [...lead, ...rest];
}
