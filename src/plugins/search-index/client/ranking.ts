// How the client orders hits from every shard searched. Kept apart from the
// engine so the client can order hits without loading MiniSearch up front.
import type {EngineHit} from './engine';

type Ranked = Pick<EngineHit, 'position' | 'score' | 'tier'>;

/** Hits best first: closer to what was typed, then by score, then in page order. */
export function byRank(a: Ranked, b: Ranked): number {
  return b.tier - a.tier || b.score - a.score || a.position - b.position;
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
