// How the client orders hits from every shard searched. Kept apart from the
// engine so the client can order hits without loading MiniSearch up front.
import type {EngineHit} from './engine';

type Ranked = Pick<EngineHit, 'position' | 'score' | 'tier' | 'partial'>;

/**
 * Hits best first: holding every word of a short query (see
 * `EngineHit.partial`), then closer to what was typed, then by score, then in
 * page order.
 */
export function byRank(a: Ranked, b: Ranked): number {
  return Number(a.partial) - Number(b.partial) || b.tier - a.tier || b.score - a.score || a.position - b.position;
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

/**
 * The modal's hits without those it would show above a closer match.
 * DocSearch's modal lists hits by section (`hierarchy.lvl0`) in the order of
 * each section's first hit, and by page inside a section, so every hit of the
 * first section sits above the best hit of the second, whatever their rank.
 * A hit that is not its section's first is left out when a section listed
 * below it has a hit of a higher tier: one that holds more of what was typed
 * (see `QueryPlan.tierOf`). Scores alone decide nothing here; they are too
 * close across sections to tell a weak hit from a good one (tried on the tuned
 * reader queries, README). The search page lists hits as ranked and keeps
 * them all, and `nbHits` still counts them.
 */
export function withoutBuriedHits<T extends Pick<EngineHit, 'section' | 'tier'>>(
  hits: readonly T[],
  pageOf: (hit: T) => string,
): T[] {
  const sections = groupInOrder(hits, (hit) => hit.section).map((section) => groupInOrder(section, pageOf).flat());
  const buried = new Set<T>();
  sections.forEach((section, index) => {
    const bestBelow = Math.max(...sections.slice(index + 1).flatMap((below) => below.map((hit) => hit.tier)));
    for (const hit of section.slice(1)) if (bestBelow > hit.tier) buried.add(hit);
  });
  return hits.filter((hit) => !buried.has(hit));
}

/**
 * Groups items by key in the order each key first appears, keeping at most
 * `limit` items per group: how DocSearch's modal lays out hits by section, and
 * by page inside a section.
 */
export function groupInOrder<T>(items: readonly T[], keyOf: (item: T) => string, limit = Infinity): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key) ?? [];
    if (!groups.has(key)) groups.set(key, group);
    if (group.length < limit) group.push(item);
  }
  return [...groups.values()];
}
