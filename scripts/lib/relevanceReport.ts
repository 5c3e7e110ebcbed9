/** The relevance part of the search benchmarks: one table overall and per kind, one per sub-kind, then the misses. */
import {printTable as table} from './printTable';
import {summarise, summariseBy, type RelevanceSummary} from './relevanceMetrics';
import {formOf, type ReaderQuery} from '../../tests/search/readerQuery';

/** One reader query, the pages shown for it in order, and the rank of the first expected one (0: not shown). */
export type Ranked = {query: ReaderQuery; shown: string[]; rank: number};

const pct = (share: number) => `${(100 * share).toFixed(1)}%`;

function summaryRow(name: string, summary: RelevanceSummary): (string | number)[] {
  return [name, summary.queries, pct(summary.top1), pct(summary.top3), summary.mrr.toFixed(3)];
}

/** The reader query sets, and the files that hold them. */
const QUERY_SETS = {
  tuned: 'tests/search/queries.ts with batch3Queries.ts to batch19Queries.ts',
  'held-out': 'tests/search/heldOutQueries.ts',
  'held-out-2': 'tests/search/heldOutQueries2.ts',
  'held-out-3': 'tests/search/heldOutQueries3.ts',
} as const;

/**
 * Prints the tables for one query set; with `listMisses`, the queries of the
 * tuned set whose expected page is not within the top `cutoff`.
 */
export function printRelevance(
  ranked: Ranked[],
  listMisses: boolean,
  cutoff = 3,
  set: keyof typeof QUERY_SETS = 'tuned',
): void {
  const byKind = summariseBy(
    ranked,
    ({query}) => [query.kind],
    ({rank}) => rank,
  );
  const byForm = summariseBy(
    ranked,
    ({query}) => (formOf(query) === null ? [] : [`${query.kind}/${formOf(query)}`]),
    ({rank}) => rank,
  );
  const what = {
    tuned: 'reader queries',
    'held-out': 'held-out reader queries (never tuned on)',
    'held-out-2':
      'reader queries of the second held-out set (written after the ranking changes of 2026-11-27, never tuned on)',
    'held-out-3':
      'reader queries of the third held-out set (written after the last change of 2026-11-28, never tuned on)',
  }[set];
  console.log(
    `\nRelevance over ${ranked.length} ${what} (${QUERY_SETS[set]}): expected page among the pages the modal shows`,
  );
  table([
    ['queries', 'n', 'top-1', 'top-3', 'MRR'],
    summaryRow('all', summarise(ranked.map(({rank}) => rank))),
    ...[...byKind].map(([kind, summary]) => summaryRow(kind, summary)),
  ]);
  console.log('By sub-kind');
  table([
    ['queries', 'n', 'top-1', 'top-3', 'MRR'],
    ...[...byForm].map(([form, summary]) => summaryRow(form, summary)),
  ]);

  const misses = ranked.filter(({rank}) => rank === 0 || rank > cutoff);
  if (set !== 'tuned') {
    // Listing them would invite tuning to them, and the set would stop telling anything.
    console.log(`${misses.length} queries miss the top ${cutoff}; they are not listed, so the set stays unseen.`);
    return;
  }
  if (!listMisses) {
    console.log(`${misses.length} queries miss the top ${cutoff}; run with --misses to list them.`);
    return;
  }
  console.log(`Not in the top ${cutoff} (${misses.length}):`);
  for (const {query, shown, rank} of misses) {
    console.log(`  [${query.kind}${formOf(query) ? `/${formOf(query)}` : ''}] "${query.query}"`);
    console.log(`      expected ${query.expected.join(' or ')} (rank ${rank || 'none'})`);
    console.log(`      got      ${shown.slice(0, 3).join(', ') || 'nothing'}`);
  }
}
