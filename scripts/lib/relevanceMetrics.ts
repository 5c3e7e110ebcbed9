/** Relevance figures for a query set: top-1, top-3 and mean reciprocal rank. */

/** `/api/zkvm/` and `/api/zkvm` are the same page (trailingSlash is unset). */
function samePage(a: string, b: string): boolean {
  const trim = (route: string) => (route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route);
  return trim(a) === trim(b);
}

/** 1-based position of the first expected page among the shown pages, or 0 when none is shown. */
export function rankOf(shown: readonly string[], expected: readonly string[]): number {
  const index = shown.findIndex((page) => expected.some((wanted) => samePage(page, wanted)));
  return index + 1;
}

export type RelevanceSummary = {queries: number; top1: number; top3: number; mrr: number};

/** Shares of ranks at 1 and within 3, and the mean of 1/rank (0 for a miss). */
export function summarise(ranks: readonly number[]): RelevanceSummary {
  const found = ranks.filter((rank) => rank > 0);
  const share = (count: number) => (ranks.length === 0 ? 0 : count / ranks.length);
  return {
    queries: ranks.length,
    top1: share(found.filter((rank) => rank === 1).length),
    top3: share(found.filter((rank) => rank <= 3).length),
    mrr: share(found.reduce((sum, rank) => sum + 1 / rank, 0)),
  };
}

/**
 * One summary per group, in order of first appearance; an item can belong to
 * several groups (its kind, and its kind and sub-kind).
 */
export function summariseBy<T>(
  items: readonly T[],
  groupsOf: (item: T) => readonly string[],
  rankOfItem: (item: T) => number,
): Map<string, RelevanceSummary> {
  const ranks = new Map<string, number[]>();
  for (const item of items) {
    for (const group of groupsOf(item)) {
      const list = ranks.get(group) ?? [];
      if (!ranks.has(group)) ranks.set(group, list);
      list.push(rankOfItem(item));
    }
  }
  return new Map([...ranks].map(([group, list]) => [group, summarise(list)]));
}
