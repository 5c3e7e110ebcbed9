#!/usr/bin/env -S npx tsx
// `npm run bench:search`: sizes, build time, load time, query latency and
// relevance of the embedded search index. Prints figures; asserts nothing.
//
//   --misses          list every query whose expected page is not in the top 3
//   --first-misses    list every query whose expected page is not shown first
//   --relevance-only  skip the cost figures (sizes, build time, latency)
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {listDocs} from './lib/docs-inventory.mjs';
import {extractRecords} from '../src/plugins/search-index/extractRecords';
import {createSearchEngine} from '../src/plugins/search-index/client/engine';
import {createOfflineSearchClient, type SearchResponse} from '../src/plugins/search-index/client/offlineSearchClient';
import type {SearchRecord} from '../src/plugins/search-index/types';
import {readBuiltIndex} from '../src/plugins/search-index/readBuiltIndex';
import {snippetAttributes, SNIPPET_WORDS} from '../src/config/search';
import {printTable as table} from './lib/printTable';
import {modalPageOrder} from './lib/modalResultOrder';
import {latestApiVersion, searchedTags} from './lib/searchScope';
import {percentile} from './lib/stats';
import {rankOf} from './lib/relevanceMetrics';
import {printRelevance, type Ranked} from './lib/relevanceReport';
import {READER_QUERIES} from '../tests/search/queries';
import type {QueryContext} from '../tests/search/readerQuery';

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

function readShards(): Map<string, {json: string; records: SearchRecord[]}> {
  if (!existsSync(path.join(siteDir, '.docusaurus', 'search-index'))) {
    console.log('No search shards yet: running `npm run build` first.\n');
    execFileSync('npm', ['run', '--silent', 'build'], {cwd: siteDir, stdio: 'inherit'});
  }
  return new Map(readBuiltIndex(siteDir).map(({tag, json, records}) => [tag, {json, records}]));
}

function printCostOfIndex(shards: Map<string, {json: string; records: SearchRecord[]}>): void {
  console.log('Shard sizes (the browser downloads one per docs version in context)');
  table([
    ['tag', 'records', 'raw', 'gzip'],
    ...[...shards].map(([tag, {json, records}]) => [tag, records.length, kb(json.length), kb(gzipSync(json).length)]),
  ]);

  console.log('\nIndex build time');
  const docs = listDocs(siteDir);
  let started = performance.now();
  let extracted = 0;
  for (const doc of docs) {
    extracted += extractRecords({
      source: readFileSync(doc.file, 'utf8'),
      title: String(doc.frontMatter.title ?? doc.id),
      url: `https://example.invalid/${doc.route}`,
      section: 'Documentation',
      docusaurusTag: doc.area,
    }).length;
  }
  const extraction = performance.now() - started;
  started = performance.now();
  for (const {records} of shards.values()) createSearchEngine(records);
  const indexing = performance.now() - started;
  table([
    ['step', 'time'],
    [`extract ${extracted} records from ${docs.length} pages`, ms(extraction)],
    [`index all ${shards.size} shards (MiniSearch)`, ms(indexing)],
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
async function rankReaderQueries(search: Search): Promise<Ranked[]> {
  const ranked: Ranked[] = [];
  for (const query of READER_QUERIES) {
    const result = await search(query.query.slice(0, MODAL_QUERY_LIMIT), query.context);
    const shown = modalPageOrder(result?.hits ?? []);
    ranked.push({query, shown, rank: rankOf(shown, query.expected)});
  }
  return ranked;
}

async function main(): Promise<void> {
  const shards = readShards();
  if (!options['relevance-only']) printCostOfIndex(shards);

  const started = performance.now();
  const client = createOfflineSearchClient(
    async (tag) => {
      const shard = shards.get(tag);
      if (!shard) throw new Error(`no shard ${tag}`);
      return JSON.parse(shard.json) as SearchRecord[];
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
            attributesToSnippet: snippetAttributes(SNIPPET_WORDS.wide),
            snippetEllipsisText: '…',
          },
        ],
      })
    ).results[0];
  await search('receipt');
  if (!options['relevance-only']) {
    console.log('\nFirst search (latest version + root docs): parse shards, index, answer');
    console.log(`  ${ms(performance.now() - started)}`);
    await measureLatency(search);
  }

  const firstMisses = options['first-misses'];
  printRelevance(await rankReaderQueries(search), options.misses || firstMisses, firstMisses ? 1 : 3);
}

await main();
