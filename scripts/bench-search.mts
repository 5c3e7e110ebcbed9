#!/usr/bin/env -S npx tsx
// `npm run bench:search`: sizes, build time, load time, query latency and
// relevance of the embedded search index. Prints figures; asserts nothing.
//
//   --misses          list every query whose expected page is not in the top 3
//   --first-misses    list every query whose expected page is not shown first
//   --relevance-only  skip the cost figures (sizes, build time, latency)
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {listDocs} from './lib/docs-inventory.mjs';
import {extractRecords} from '../src/plugins/search-index/extractRecords';
import {createSearchEngine} from '../src/plugins/search-index/client/engine';
import {createOfflineSearchClient, type SearchResponse} from '../src/plugins/search-index/client/offlineSearchClient';
import {buildShard} from '../src/plugins/search-index/buildShard';
import {packHead} from '../src/plugins/search-index/client/headFormat';
import {measureSearchInBrowser, measureTypingOverHttp2} from './lib/searchInBrowser';
import type {SearchRecord, ShardHead} from '../src/plugins/search-index/types';
import {readBuiltIndex} from '../src/plugins/search-index/readBuiltIndex';
import {MODAL_HITS_PER_SECTION, snippetAttributes, SNIPPET_WORDS} from '../src/config/search';
import {printTable as table} from './lib/printTable';
import {modalPageOrder} from './lib/modalResultOrder';
import {latestApiVersion, searchedTags, siteSearchTags} from './lib/searchScope';
import {percentile} from './lib/stats';
import {rankOf} from './lib/relevanceMetrics';
import {printRelevance, type Ranked} from './lib/relevanceReport';
import {READER_QUERIES} from '../tests/search/queries';
import {HELD_OUT_QUERIES} from '../tests/search/heldOutQueries';
import {HELD_OUT_QUERIES_2} from '../tests/search/heldOutQueries2';
import {HELD_OUT_QUERIES_3} from '../tests/search/heldOutQueries3';
import type {QueryContext, ReaderQuery} from '../tests/search/readerQuery';

const siteDir = path.resolve(import.meta.dirname, '..');
const {values: options} = parseArgs({
  options: {
    misses: {type: 'boolean', default: false},
    'first-misses': {type: 'boolean', default: false},
    'relevance-only': {type: 'boolean', default: false},
  },
});

/** The modal's input keeps this many characters of a pasted query (DocSearch 3.9). */
const MODAL_QUERY_LIMIT = 64;
/** What the modal asks for (DocSearch 3.9 sends 20 hits per page). */
const MODAL_HITS_PER_PAGE = 20;
const LATEST_API_VERSION = latestApiVersion(siteDir);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

type Search = (query: string, context?: QueryContext) => Promise<SearchResponse | undefined>;

/**
 * The facet filters the modal sends from a page of `context`: the language,
 * then the root docs and one API version (the page's own, or the latest
 * from a root page), as Docusaurus' contextual search builds them.
 */
function contextFilters(context: QueryContext): (string | string[])[] {
  return ['language:en', searchedTags(context, LATEST_API_VERSION).map((tag) => `docusaurus_tag:${tag}`)];
}

type Shard = {head: ShardHead; files: Map<string, string>; load: (name: string) => Promise<unknown>};

/** The index of the last build, as the browser gets it, served from memory. */
function readShards(): Map<string, Shard> {
  if (!existsSync(path.join(siteDir, '.docusaurus', 'search-index'))) {
    console.log('No search index yet: running `npm run build` first.\n');
    execFileSync('npm', ['run', '--silent', 'build'], {cwd: siteDir, stdio: 'inherit'});
  }
  const shipped = readBuiltIndex(siteDir);
  // `.docusaurus` holds the index of whichever build ran last: after `npm run
  // build:test:hosted` or `npm start` (fewer versions) or `build:test`
  // (fixtures) the figures would silently be another site's.
  const expected = siteSearchTags(siteDir);
  const tags = shipped.map(({tag}) => tag);
  if (expected.some((tag) => !tags.includes(tag)) || tags.some((tag) => !expected.includes(tag))) {
    throw new Error(
      `The last build's search index covers ${tags.join(', ')}, not the whole site (${expected.join(', ')}): ` +
        'a test build or `npm start` ran after it. Run `npm run build`, then the bench again.',
    );
  }
  return new Map(
    shipped.map(({tag, head, dir}) => {
      const files = new Map(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
      const load = async (name: string): Promise<unknown> => JSON.parse(files.get(name) ?? 'null');
      return [tag, {head, files, load}];
    }),
  );
}

const gzipSize = (text: string | Buffer) => gzipSync(text).length;

/** Gzip size of a built chunk, or of `fallback` when there is no production build. */
function builtChunkSize(prefix: string, fallback: string): number {
  const dir = path.join(siteDir, 'build', 'assets', 'js');
  const file = existsSync(dir) ? readdirSync(dir).find((name) => name.startsWith(`${prefix}.`)) : undefined;
  return file ? gzipSize(readFileSync(path.join(dir, file))) : gzipSize(fallback);
}

function printCostOfIndex(shards: Map<string, Shard>): void {
  console.log('Index sizes per docs version: the head loads on the first search, the files as queries need them');
  table([
    ['tag', 'records', 'head gzip', 'postings files', 'gzip', 'records files', 'gzip'],
    ...[...shards].map(([tag, {head, files}]) => {
      const sum = (names: string[]) => kb(names.reduce((total, name) => total + gzipSize(files.get(name) ?? ''), 0));
      const postings = head.termFiles.map((_first, i) => `t${i}.json`);
      const records = head.recordFiles.map((_first, i) => `r${i}.json`);
      return [
        tag,
        head.records.length,
        kb(builtChunkSize(`search-${tag}`, JSON.stringify(packHead(head)))),
        postings.length,
        sum(postings),
        records.length,
        sum(records),
      ];
    }),
  ]);

  console.log('\nIndex build time');
  const docs = listDocs(siteDir);
  let started = performance.now();
  const byArea = new Map<string, SearchRecord[]>();
  for (const doc of docs) {
    const records = extractRecords({
      source: readFileSync(doc.file, 'utf8'),
      title: String(doc.frontMatter.title ?? doc.id),
      url: `https://example.invalid/${doc.route}`,
      section: 'Documentation',
      docusaurusTag: doc.area,
    });
    byArea.set(doc.area, [...(byArea.get(doc.area) ?? []), ...records]);
  }
  const extraction = performance.now() - started;
  started = performance.now();
  for (const [area, records] of byArea) buildShard(records, {tag: area, base: '/assets/search/', stem: area});
  const indexing = performance.now() - started;
  const extracted = [...byArea.values()].reduce((total, records) => total + records.length, 0);
  table([
    ['step', 'time'],
    [`extract ${extracted} records from ${docs.length} pages`, ms(extraction)],
    [`index ${byArea.size} docs versions and cut their files (MiniSearch)`, ms(indexing)],
  ]);
}

/**
 * What a reader's first search transfers of the index, gzip: the heads
 * of the versions searched (root docs and the latest API) and the files the
 * query fetches, its results' records included. Per query as pasted whole,
 * and typed letter by letter (every keystroke searches, as in the modal).
 */
async function measureFirstSearch(shards: Map<string, Shard>): Promise<void> {
  const {queries} = JSON.parse(readFileSync(path.join(siteDir, 'scripts/bench/search-queries.json'), 'utf8')) as {
    queries: string[];
  };
  const transferred = async (typed: string[]): Promise<number> => {
    const fetched = new Set<string>();
    const tags = new Set<string>();
    const client = createOfflineSearchClient(
      async (tag) => {
        const shard = shards.get(tag);
        if (!shard) throw new Error(`no shard ${tag}`);
        tags.add(tag);
        return {head: shard.head, load: (name) => (fetched.add(`${tag}/${name}`), shard.load(name))};
      },
      [...shards.keys()],
      async () => ({createSearchEngine}),
    );
    for (const query of typed) {
      await client.search({
        requests: [
          {
            indexName: 'risczero',
            query,
            facetFilters: contextFilters('root'),
            hitsPerPage: MODAL_HITS_PER_PAGE,
            maxHitsPerSection: MODAL_HITS_PER_SECTION,
          },
        ],
      });
    }
    let bytes = 0;
    for (const tag of tags) {
      const head = shards.get(tag)?.head;
      if (head) bytes += builtChunkSize(`search-${tag}`, JSON.stringify(packHead(head)));
    }
    for (const key of fetched) {
      const [tag = '', name = ''] = key.split('/');
      bytes += gzipSize(shards.get(tag)?.files.get(name) ?? '');
    }
    return bytes;
  };
  const pasted: number[] = [];
  const typed: number[] = [];
  for (const query of queries) {
    pasted.push(await transferred([query]));
    typed.push(await transferred([...query].map((_letter, i) => query.slice(0, i + 1))));
  }
  const row = (name: string, sizes: number[]) => {
    const sorted = [...sizes].sort((a, b) => a - b);
    return [name, kb(percentile(sorted, 50)), kb(percentile(sorted, 95)), kb(sorted.at(-1) ?? 0)];
  };
  console.log(
    `\nFirst search from a root page: index gzip transferred (heads and files; the search code is in the browser figures), over ${queries.length} queries`,
  );
  table([['query', 'p50', 'p95', 'max'], row('pasted whole', pasted), row('typed letter by letter', typed)]);
}

/** The first search and later keystrokes in Chromium, on the production build. */
async function printBrowserFigures(): Promise<void> {
  if (!existsSync(path.join(siteDir, 'build', 'index.html'))) {
    console.log('\nNo production build in build/: run `npm run build` for the browser figures.');
    return;
  }
  const {queries} = JSON.parse(readFileSync(path.join(siteDir, 'scripts/bench/search-queries.json'), 'utf8')) as {
    queries: string[];
  };
  // Every fifth query of the list, typed by a reader; all of them pasted.
  const typed = queries.filter((_query, i) => i % 5 === 0);
  const figures = await measureSearchInBrowser(siteDir, typed, queries);
  const overHttp2 = await measureTypingOverHttp2(siteDir, typed);
  console.log(
    `\nIn Chromium: the modal opened on the home page, ${typed.length} queries on a fresh page each, gzip transferred from opening the modal: the search (its code, the engine, heads, files), then apart the results' pages that Docusaurus's links prefetch as they appear (not on 2g or with data saver on)`,
  );
  type Part = {bytes: number; files: number};
  type Figures = typeof figures.typed;
  const transferRow = (name: string, transfers: Figures, partOf: (transfer: Figures[number]) => Part) => {
    const parts = transfers.map((transfer) => ({query: transfer.query, ...partOf(transfer)}));
    const bytes = parts.map((part) => part.bytes).sort((a, b) => a - b);
    const largest = [...parts].sort((a, b) => b.bytes - a.bytes)[0];
    return [
      name,
      kb(percentile(bytes, 50)),
      kb(percentile(bytes, 95)),
      kb(bytes.at(-1) ?? 0),
      largest ? `"${largest.query}" (${largest.files} requests)` : '',
    ];
  };
  const search = (transfer: Figures[number]): Part => ({bytes: transfer.bytes, files: transfer.files});
  const prefetched = (transfer: Figures[number]): Part => ({
    bytes: transfer.prefetchBytes,
    files: transfer.prefetchFiles,
  });
  const everything = (transfer: Figures[number]): Part => ({
    bytes: transfer.bytes + transfer.prefetchBytes,
    files: transfer.files + transfer.prefetchFiles,
  });
  table([
    ['query', 'p50', 'p95', 'max', 'largest'],
    transferRow('search, pasted whole', figures.pastedFirst, search),
    transferRow('search, typed letter by letter (every keystroke searches)', figures.typed, search),
    transferRow("results' pages prefetched, pasted", figures.pastedFirst, prefetched),
    transferRow("results' pages prefetched, typed", figures.typed, prefetched),
    transferRow('everything, pasted', figures.pastedFirst, everything),
    transferRow('everything, typed', figures.typed, everything),
  ]);
  const times = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return [ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(sorted.at(-1) ?? 0)];
  };
  console.log(
    '\nIn Chromium: from a changed query to its rendered results, the first keystroke of each query left out (HTTP/1.1 allows six requests at a time to a host; the host serves HTTP/2)',
  );
  table([
    ['searches', 'n', 'p50', 'p95', 'max'],
    [
      `keystrokes while typing (${figures.unchanged} left results unchanged)`,
      figures.keystrokes.length,
      ...times(figures.keystrokes),
    ],
    [
      `the same keystrokes over HTTP/2 (${overHttp2.unchanged} unchanged)`,
      overHttp2.keystrokes.length,
      ...times(overHttp2.keystrokes),
    ],
    ['whole queries pasted one after another', figures.pasted.length, ...times(figures.pasted)],
  ]);
}

async function measureLatency(search: Search): Promise<void> {
  const {queries} = JSON.parse(readFileSync(path.join(siteDir, 'scripts/bench/search-queries.json'), 'utf8')) as {
    queries: string[];
  };
  const timings: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const query of queries) {
      const queryStarted = performance.now();
      await search(query);
      timings.push(performance.now() - queryStarted);
    }
  }
  timings.sort((a, b) => a - b);
  console.log(`\nQuery latency over ${queries.length} queries × 3 rounds (shards loaded)`);
  table([
    ['p50', 'p95', 'max'],
    [ms(percentile(timings, 50)), ms(percentile(timings, 95)), ms(timings.at(-1) ?? 0)],
  ]);
}

/** Each reader query as the modal runs it: cut to its input limit, ranked by page as it lists them. */
async function rankReaderQueries(search: Search, queries: readonly ReaderQuery[]): Promise<Ranked[]> {
  const ranked: Ranked[] = [];
  for (const query of queries) {
    const result = await search(query.query.slice(0, MODAL_QUERY_LIMIT), query.context);
    const shown = modalPageOrder(result?.hits ?? []);
    ranked.push({query, shown, rank: rankOf(shown, query.expected)});
  }
  return ranked;
}

async function main(): Promise<void> {
  const shards = readShards();
  if (!options['relevance-only']) printCostOfIndex(shards);

  if (!options['relevance-only']) {
    await measureFirstSearch(shards);
    await printBrowserFigures();
  }

  const started = performance.now();
  const client = createOfflineSearchClient(
    async (tag) => {
      const shard = shards.get(tag);
      if (!shard) throw new Error(`no shard ${tag}`);
      return shard;
    },
    [...shards.keys()],
    async () => ({createSearchEngine}),
  );
  const search: Search = async (query, context = 'root') =>
    (
      await client.search({
        requests: [
          {
            indexName: 'risczero',
            query,
            facetFilters: contextFilters(context),
            hitsPerPage: MODAL_HITS_PER_PAGE,
            maxHitsPerSection: MODAL_HITS_PER_SECTION,
            attributesToSnippet: snippetAttributes(SNIPPET_WORDS.wide),
            snippetEllipsisText: '…',
          },
        ],
      })
    ).results[0];
  await search('receipt');
  if (!options['relevance-only']) {
    console.log('\nFirst search (latest version + root docs): read the heads, fetch files, answer');
    console.log(`  ${ms(performance.now() - started)}`);
    await measureLatency(search);
  }

  const firstMisses = options['first-misses'];
  const listMisses = Boolean(options.misses || firstMisses);
  const cutoff = firstMisses ? 1 : 3;
  printRelevance(await rankReaderQueries(search, READER_QUERIES), listMisses, cutoff);
  printRelevance(await rankReaderQueries(search, HELD_OUT_QUERIES), listMisses, cutoff, 'held-out');
  printRelevance(await rankReaderQueries(search, HELD_OUT_QUERIES_2), listMisses, cutoff, 'held-out-2');
  printRelevance(await rankReaderQueries(search, HELD_OUT_QUERIES_3), listMisses, cutoff, 'held-out-3');
}

await main();
