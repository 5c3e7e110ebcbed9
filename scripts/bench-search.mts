#!/usr/bin/env -S npx tsx
// `npm run bench:search`: sizes, build time, load time, query latency and
// relevance of the embedded search index. Prints figures; asserts nothing.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {listDocs} from './lib/docs-inventory.mjs';
import {extractRecords} from '../src/plugins/search-index/extractRecords';
import {createSearchEngine} from '../src/plugins/search-index/client/engine';
import {createOfflineSearchClient} from '../src/plugins/search-index/client/offlineSearchClient';
import type {SearchRecord} from '../src/plugins/search-index/types';
import {readBuiltIndex} from '../src/plugins/search-index/readBuiltIndex';
import {printTable as table} from './lib/printTable';

const siteDir = path.resolve(import.meta.dirname, '..');
const LATEST_CONTEXT = [['language:en'], ['docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-1.2']];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function readShards(): Map<string, {json: string; records: SearchRecord[]}> {
  if (!existsSync(path.join(siteDir, '.docusaurus', 'search-index'))) {
    console.log('No search shards yet: running `npm run build` first.\n');
    execFileSync('npm', ['run', '--silent', 'build'], {cwd: siteDir, stdio: 'inherit'});
  }
  return new Map(readBuiltIndex(siteDir).map(({tag, json, records}) => [tag, {json, records}]));
}

async function main(): Promise<void> {
  const shards = readShards();

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

  console.log('\nFirst search (latest version + root docs): parse shards, index, answer');
  started = performance.now();
  const client = createOfflineSearchClient(async (tag) => {
    const shard = shards.get(tag);
    if (!shard) throw new Error(`no shard ${tag}`);
    return JSON.parse(shard.json) as SearchRecord[];
  }, [...shards.keys()], async () => ({createSearchEngine}));
  const search = async (query: string) =>
    (await client.search({requests: [{indexName: 'risczero', query, facetFilters: LATEST_CONTEXT, hitsPerPage: 20}]}))
      .results[0];
  await search('receipt');
  console.log(`  ${ms(performance.now() - started)}`);

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

  const {questions} = JSON.parse(readFileSync(path.join(siteDir, 'scripts/bench/search-relevance.json'), 'utf8')) as {
    questions: {query: string; page: string}[];
  };
  let at1 = 0;
  let at3 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const {query, page} of questions) {
    const result = await search(query);
    const pages = [...new Set((result?.hits ?? []).map((hit) => new URL(hit.url_without_anchor).pathname))];
    const rank = pages.indexOf(page) + 1;
    if (rank === 1) at1 += 1;
    if (rank >= 1 && rank <= 3) at3 += 1;
    if (rank >= 1) reciprocal += 1 / rank;
    if (rank === 0 || rank > 3) misses.push(`  "${query}" → expected ${page}, got ${pages.slice(0, 3).join(', ') || 'nothing'}`);
  }
  const pct = (count: number) => `${((100 * count) / questions.length).toFixed(1)}%`;
  console.log(`\nRelevance over ${questions.length} reader questions (expected page among distinct result pages)`);
  table([
    ['hit@1', 'hit@3', 'MRR'],
    [pct(at1), pct(at3), (reciprocal / questions.length).toFixed(3)],
  ]);
  if (misses.length > 0) console.log(`Not in the top 3:\n${misses.join('\n')}`);
}

await main();
