#!/usr/bin/env -S npx tsx
// `npm run bench:search:pagefind`: the reader queries of `npm run bench:search`
// answered by Pagefind instead of the embedded MiniSearch index, for the choice
// of engine (issue 15). Indexes the production build (`build/`) with Pagefind's
// Node API, serves the bundle on 127.0.0.1 and searches with Pagefind's own
// browser code in the system Chromium. Prints figures; asserts nothing.
//
//   --misses          list every query whose expected page is not in the top 3
//   --relevance-only  skip the first-search sizes and the latency (minutes on a busy machine)
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gunzipSync, gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import type {PagefindServiceConfig} from 'pagefind';
import {CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium} from '../../tests/support/chromium.mjs';
import {READER_QUERIES} from '../../tests/search/queries';
import {HELD_OUT_QUERIES} from '../../tests/search/heldOutQueries';
import type {ReaderQuery} from '../../tests/search/readerQuery';
import {buildPagefindIndex, closePagefind, TAG_FILTER} from '../lib/pagefindIndex.mjs';
import {printTable as table} from '../lib/printTable';
import {rankOf} from '../lib/relevanceMetrics';
import {printRelevance, type Ranked} from '../lib/relevanceReport';
import {latestApiVersion, searchedTags} from '../lib/searchScope';
import {median, percentile} from '../lib/stats';
import {serveStatic} from '../lib/staticServer';

const siteDir = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = path.join(siteDir, 'build');
const PORT = 3392;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const {values: options} = parseArgs({
  options: {misses: {type: 'boolean', default: false}, 'relevance-only': {type: 'boolean', default: false}},
});

/** As in bench:search: the modal keeps this many characters of a pasted query. */
const MODAL_QUERY_LIMIT = 64;
/** Pages whose details a first search loads: Pagefind's own UI shows 5 results, then a "load more" button. */
const PAGES_SHOWN = 5;
/** Pages ranked for relevance (a page further down counts as a miss). */
const PAGES_RANKED = 10;

type Settings = {
  name: string;
  /** Index-time options of Pagefind's Node API. */
  index: PagefindServiceConfig;
  /** Search-time ranking weights (`pagefind.options({ranking})`); Pagefind's defaults when empty. */
  ranking: Record<string, number>;
};

/**
 * Pagefind out of the box, and one setting tuned for docs pages in general:
 * the table of contents, version banners and "edit this page" links indexed
 * as content repeat every heading and add noise; and titles, which readers
 * type, weigh more than Pagefind's default against long pages.
 */
const SETTINGS: Settings[] = [
  {name: 'default', index: {}, ranking: {}},
  {
    name: 'tuned',
    index: {
      excludeSelectors: [
        '.theme-doc-toc-desktop',
        '.theme-doc-toc-mobile',
        '.theme-doc-version-banner',
        '.theme-doc-version-badge',
        '.theme-doc-footer',
        '.hash-link',
      ],
    },
    ranking: {pageLength: 0.5, termSaturation: 1.2},
  },
];

/** What the page runs: Pagefind's own module, searched as a first search does. */
type InPage = {bundle: string; query: string; tags: string[]; ranking: Record<string, number>; count: number};

/** Loads Pagefind (once per page), searches, and loads the details of the first `count` results; returns their URLs. */
function searchInPage(page: Page, request: InPage): Promise<string[]> {
  return page.evaluate(
    async ({bundle, query, tags, ranking, count, filter}) => {
      type Result = {data: () => Promise<{url: string}>};
      type Pagefind = {
        options: (options: object) => Promise<void>;
        search: (query: string, options: object) => Promise<{results: Result[]}>;
      };
      const cached = (window as {pagefind?: Pagefind}).pagefind;
      const pagefind = cached ?? ((await import(`${bundle}/pagefind.js`)) as Pagefind);
      // The bundle is not at the site root here: results are URLs of the site.
      if (!cached) await pagefind.options({ranking, baseUrl: '/'});
      (window as {pagefind?: Pagefind}).pagefind = pagefind;
      const {results} = await pagefind.search(query, {filters: {[filter]: {any: tags}}});
      const shown = await Promise.all(results.slice(0, count).map((result) => result.data()));
      return shown.map(({url}) => url);
    },
    {...request, filter: TAG_FILTER},
  );
}

/** Bytes of the bundle files fetched, as sent with gzip and once uncompressed (Pagefind's chunks are gzip files). */
function fetchedBytes(bundleDir: string, urls: readonly string[]): {raw: number; gzip: number} {
  let raw = 0;
  let gzip = 0;
  for (const url of new Set(urls)) {
    const file = readFileSync(path.join(bundleDir, new URL(url).pathname));
    const gzipped = file[0] === 0x1f && file[1] === 0x8b;
    raw += gzipped ? gunzipSync(file).length : file.length;
    gzip += gzipped ? file.length : gzipSync(file).length;
  }
  return {raw, gzip};
}

type Bytes = {raw: number; gzip: number};
type Outcome = {ranked: Ranked[]; heldOut: Ranked[]; firstSearch: Bytes[]; latency: number[]};

/** Each reader query as a first search on a fresh page: the bundle files it fetches. */
async function firstSearchBytes(browser: Browser, bundleDir: string, settings: Settings): Promise<Bytes[]> {
  const latest = latestApiVersion(siteDir);
  const bytes: Bytes[] = [];
  for (const query of READER_QUERIES) {
    const context = await browser.newContext();
    const fetched: string[] = [];
    // Pagefind searches in a Web Worker; the context sees the worker's requests too.
    context.on('requestfinished', (request) => {
      if (request.url().includes(`/${settings.name}/pagefind/`)) fetched.push(request.url());
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/`);
    await searchInPage(page, {
      bundle: `/${settings.name}/pagefind`,
      query: query.query.slice(0, MODAL_QUERY_LIMIT),
      tags: searchedTags(query.context, latest),
      ranking: settings.ranking,
      count: PAGES_SHOWN,
    });
    bytes.push(fetchedBytes(bundleDir, fetched));
    await context.close();
    process.stderr.write(`\r${settings.name}: ${bytes.length}/${READER_QUERIES.length} first searches`);
  }
  process.stderr.write('\n');
  return bytes;
}

/** Each reader query as the modal would run it, ranked by page in Pagefind's order (one page: results do not depend on what is cached). */
async function rankReaderQueries(
  browser: Browser,
  settings: Settings,
  queries: readonly ReaderQuery[],
): Promise<Ranked[]> {
  const latest = latestApiVersion(siteDir);
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}/`);
  const ranked: Ranked[] = [];
  for (const query of queries) {
    const urls = await searchInPage(page, {
      bundle: `/${settings.name}/pagefind`,
      query: query.query.slice(0, MODAL_QUERY_LIMIT),
      tags: searchedTags(query.context, latest),
      ranking: settings.ranking,
      count: PAGES_RANKED,
    });
    const shown = urls.map((url) => new URL(url, ORIGIN).pathname);
    ranked.push({query, shown, rank: rankOf(shown, query.expected)});
  }
  await page.close();
  return ranked;
}

/** Time from query to the first results' details, Pagefind loaded (chunks load as queries need them), 3 rounds. */
async function latency(browser: Browser, settings: Settings): Promise<number[]> {
  const {queries} = JSON.parse(readFileSync(path.join(siteDir, 'scripts/bench/search-queries.json'), 'utf8')) as {
    queries: string[];
  };
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}/`);
  const request = {
    bundle: `/${settings.name}/pagefind`,
    tags: searchedTags('root', latestApiVersion(siteDir)),
    ranking: settings.ranking,
    count: PAGES_SHOWN,
  };
  await searchInPage(page, {...request, query: 'receipt'});
  const timings: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      await searchInPage(page, {...request, query});
      timings.push(performance.now() - started);
    }
  }
  await page.close();
  return timings.sort((a, b) => a - b);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  assertChromium();
  const root = mkdtempSync(path.join(tmpdir(), 'bench-pagefind-'));
  // serve-static.mjs wants a 404 page; the blank index is the page searches start from.
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Pagefind bench</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  const builds = new Map<string, {pages: number; seconds: number}>();
  for (const settings of SETTINGS) {
    mkdirSync(path.join(root, settings.name));
    builds.set(
      settings.name,
      await buildPagefindIndex(BUILD_DIR, path.join(root, settings.name, 'pagefind'), settings.index),
    );
  }
  await closePagefind();

  const stopServer = await serveStatic(siteDir, root, PORT);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const outcomes = new Map<string, Outcome>();
  try {
    for (const settings of SETTINGS) {
      const costs = !options['relevance-only'];
      outcomes.set(settings.name, {
        ranked: await rankReaderQueries(browser, settings, READER_QUERIES),
        heldOut: await rankReaderQueries(browser, settings, HELD_OUT_QUERIES),
        firstSearch: costs ? await firstSearchBytes(browser, root, settings) : [],
        latency: costs ? await latency(browser, settings) : [],
      });
    }
  } finally {
    await browser.close();
    stopServer();
    rmSync(root, {recursive: true, force: true});
  }

  if (!options['relevance-only']) printCosts(builds, outcomes);
  for (const {name} of SETTINGS) {
    console.log(`\n=== Pagefind, ${name} settings`);
    const outcome = outcomes.get(name) as Outcome;
    printRelevance(outcome.ranked, options.misses);
    printRelevance(outcome.heldOut, options.misses, 3, 'held-out');
  }
}

function printCosts(builds: Map<string, {pages: number; seconds: number}>, outcomes: Map<string, Outcome>): void {
  console.log('Cost (first search: pagefind.js, worker, wasm, entry, filter, meta, index chunks and 5 fragments)');
  const gzipKb = (list: {gzip: number}[]) => list.map(({gzip}) => gzip);
  const rawKb = (list: {raw: number}[]) => list.map(({raw}) => raw);
  table([
    ['settings', 'index build', 'first search gzip (median / max)', 'raw (median / max)', 'p50', 'p95', 'max'],
    ...SETTINGS.map(({name}) => {
      const {firstSearch, latency: timings} = outcomes.get(name) as Outcome;
      const build = builds.get(name) as {pages: number; seconds: number};
      return [
        name,
        `${build.seconds.toFixed(2)} s (${build.pages} pages)`,
        `${kb(median(gzipKb(firstSearch)))} / ${kb(Math.max(...gzipKb(firstSearch)))}`,
        `${kb(median(rawKb(firstSearch)))} / ${kb(Math.max(...rawKb(firstSearch)))}`,
        ms(percentile(timings, 50)),
        ms(percentile(timings, 95)),
        ms(timings.at(-1) ?? 0),
      ];
    }),
  ]);
}

await main();
