#!/usr/bin/env -S npx tsx
// `npm run bench`: build cost, output size, start-up transfer and Lighthouse
// figures of the production build. Prints figures; asserts nothing (the
// budgets are checked by tests/browser/everyPage.spec.ts).
//
// Usage: npm run bench [-- --runs 3] [-- --skip-builds] [-- --skip-versions] [-- --builds-only]
//                      [-- --dir build] [-- --pages /,/terminology] [-- --form-factors mobile]
//   --skip-builds    measure the build already in build/ (no cold/warm builds)
//   --skip-versions  leave out the per-API-version build cost
//   --builds-only    only the build figures: cold builds (fresh machine, and caches
//                    removed) and a warm one, output, versions
//   --dir            measure another build folder (implies --skip-builds), to compare variants
//   --pages          only these routes of the bench's pages
//   --form-factors   only these Lighthouse form factors (mobile, desktop)
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {launch} from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium} from '../tests/support/chromium.mjs';
import {measureStartup} from './lib/startupAssets';
import {directorySize, htmlPageCount} from './lib/buildSize';
import {median} from './lib/stats';
import {printTable as table} from './lib/printTable';
import {perfPhases, type PerfPhase} from './lib/perfLog';
import {serveStatic} from './lib/staticServer';

const siteDir = path.resolve(import.meta.dirname, '..');
const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    'skip-builds': {type: 'boolean', default: false},
    'skip-versions': {type: 'boolean', default: false},
    'builds-only': {type: 'boolean', default: false},
    dir: {type: 'string'},
    pages: {type: 'string'},
    'form-factors': {type: 'string', default: 'mobile,desktop'},
  },
});
const RUNS = Number(options.runs);
const BUILD_DIR = path.resolve(siteDir, options.dir ?? 'build');
const SKIP_BUILDS = options['skip-builds'] || options.dir !== undefined;
const FORM_FACTORS = options['form-factors']
  .split(',')
  .filter((f): f is 'mobile' | 'desktop' => f === 'mobile' || f === 'desktop');
const PORT = 3390;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ALL_PAGES: [string, string][] = [
  ['Home', '/'],
  ['Doc page with code (1.2 quick start)', '/api/zkvm/quickstart'],
  ['Math page (about FRI)', '/reference-docs/about-fri'],
  ['Long glossary (terminology)', '/terminology'],
  ['Long math lesson (STARK by hand)', '/proof-system/stark-by-hand'],
  ['Search', '/search'],
];
const PAGES = options.pages ? ALL_PAGES.filter(([, route]) => options.pages?.split(',').includes(route)) : ALL_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type BuildRun = {seconds: number; peakMemoryBytes: number; phases: PerfPhase[]};

/** Runs `npm run build` under GNU time: wall time and the peak resident memory of the build process. */
function timedBuild(env: NodeJS.ProcessEnv = {}): BuildRun {
  if (!existsSync('/usr/bin/time')) {
    throw new Error('GNU time is missing: install it with `apt-get install -y time`.');
  }
  const result = spawnSync('/usr/bin/time', ['-f', 'BENCH %e %M', 'npm', 'run', '--silent', 'build'], {
    cwd: siteDir,
    // The perf logger prints each phase's time; it costs nothing measurable.
    env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true', FORCE_COLOR: '0', ...env},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const line = result.stderr.split('\n').find((text) => text.startsWith('BENCH '));
  if (result.status !== 0 || !line) {
    console.error(result.stderr);
    throw new Error('`npm run build` failed');
  }
  const [, seconds, maxRssKb] = line.split(' ');
  return {seconds: Number(seconds), peakMemoryBytes: Number(maxRssKb) * 1024, phases: perfPhases(result.stdout)};
}

/** Removes the project's caches and output; with `jitiToo`, also jiti's transpile cache in the system's temp folder. */
function clearCaches(jitiToo: boolean): void {
  for (const dir of ['.docusaurus', 'node_modules/.cache', 'build']) {
    rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  }
  // jiti's transpile cache for the config (scripts/lib/configLoader.mjs), as a fresh machine has none.
  if (jitiToo) rmSync(path.join(tmpdir(), 'node-jiti'), {recursive: true, force: true});
}

function benchBuilds(): void {
  console.log(
    'Building: cold on a fresh machine (no jiti cache either), cold (no .docusaurus, no node_modules/.cache), then warm …',
  );
  clearCaches(true);
  const fresh = timedBuild();
  clearCaches(false);
  const cold = timedBuild();
  const warm = timedBuild();
  table([
    ['Build', 'Wall time', 'Peak memory'],
    ['Cold, fresh machine', `${fresh.seconds.toFixed(1)} s`, mb(fresh.peakMemoryBytes)],
    ['Cold', `${cold.seconds.toFixed(1)} s`, mb(cold.peakMemoryBytes)],
    ['Warm', `${warm.seconds.toFixed(1)} s`, mb(warm.peakMemoryBytes)],
  ]);
  // Phases as Docusaurus's perf logger reports them, side by side.
  const phaseOf = (run: BuildRun) => new Map(run.phases.map((phase) => [phase.label, phase.seconds]));
  const [coldPhase, warmPhase] = [phaseOf(cold), phaseOf(warm)];
  // perfPhases leaves out phases under 0.3 s.
  const seconds = (phases: Map<string, number>, label: string) =>
    phases.has(label) ? `${phases.get(label)!.toFixed(1)} s` : '< 0.3 s';
  table([
    ['Phase (perf logger)', 'Cold, fresh', 'Cold', 'Warm'],
    ...fresh.phases.map(({label, seconds: fromFresh}) => [
      label,
      `${fromFresh.toFixed(1)} s`,
      seconds(coldPhase, label),
      seconds(warmPhase, label),
    ]),
  ]);
}

function benchOutput(): void {
  table([
    ['Output', 'Value'],
    ['HTML pages', htmlPageCount(BUILD_DIR)],
    ['Total size', mb(directorySize(BUILD_DIR))],
    ['  of which /assets', mb(directorySize(path.join(BUILD_DIR, 'assets')))],
    ['  of which /img', mb(directorySize(path.join(BUILD_DIR, 'img')))],
  ]);
}

/** What each API version adds: its pages and bytes in build/, and the build time without the older ones. */
function benchVersions(): void {
  const {versions, latest} = readVersions();
  const rows: (string | number)[][] = [['API version', 'Pages', 'Output']];
  for (const version of versions) {
    const dir = path.join(BUILD_DIR, 'api', version === latest ? '' : version === 'current' ? 'next' : version);
    const own = version === latest ? directorySize(dir, (entry) => !isVersionDir(entry, versions)) : directorySize(dir);
    const pages =
      version === latest ? htmlPageCount(dir, (entry) => !isVersionDir(entry, versions)) : htmlPageCount(dir);
    rows.push([version === 'current' ? 'next' : version, pages, kb(own)]);
  }
  table(rows);

  console.log('Warm builds: all API versions, then only next and the latest …');
  const all = timedBuild();
  const recent = timedBuild({DOCS_API_VERSIONS: `current,${latest}`});
  table([
    ['Build (warm)', 'Wall time', 'Peak memory'],
    ['All versions', `${all.seconds.toFixed(1)} s`, mb(all.peakMemoryBytes)],
    [`next + ${latest}`, `${recent.seconds.toFixed(1)} s`, mb(recent.peakMemoryBytes)],
  ]);
  // Leave a complete build behind for the page measurements.
  timedBuild();
}

function readVersions(): {versions: string[]; latest: string} {
  const released = JSON.parse(readFileSync(path.join(siteDir, 'api_versions.json'), 'utf8')) as string[];
  return {versions: ['current', ...released], latest: released[0] ?? 'current'};
}

function isVersionDir(relativePath: string, versions: string[]): boolean {
  const first = relativePath.split(path.sep)[0] ?? '';
  return first === 'next' || versions.includes(first);
}

async function benchStartup(): Promise<void> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const rows: (string | number)[][] = [['Start-up transfer', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip']];
  for (const [name, route] of PAGES) {
    const context = await browser.newContext();
    const report = await measureStartup(await context.newPage(), ORIGIN + route, BUILD_DIR);
    rows.push([`${name} ${route}`, kb(report.js.raw), kb(report.js.gzip), kb(report.css.raw), kb(report.css.gzip)]);
    await context.close();
  }
  await browser.close();
  table(rows);
}

type LighthouseFigures = Record<string, number>;

async function lighthouseRun(url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  // Lighthouse drives its own Chromium instance (the system one, headless).
  const chrome = await launch({chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new']});
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]},
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const {categories, audits} = result.lhr;
    const figures: LighthouseFigures = {};
    for (const category of CATEGORIES) figures[category] = Math.round((categories[category]?.score ?? 0) * 100);
    for (const [label, audit] of METRICS) figures[label] = audits[audit]?.numericValue ?? Number.NaN;
    return figures;
  } finally {
    await chrome.kill();
  }
}

async function benchLighthouse(): Promise<void> {
  const rows: (string | number)[][] = [
    ['Lighthouse (median of ' + RUNS + ')', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
  ];
  for (const formFactor of FORM_FACTORS) {
    for (const [name, route] of PAGES) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(ORIGIN + route, formFactor));
      const at = (key: string) => median(runs.map((figures) => figures[key] ?? Number.NaN));
      rows.push([
        `${formFactor}: ${name}`,
        ...CATEGORIES.map((category) => at(category)),
        `${(at('FCP') / 1000).toFixed(2)} s`,
        `${(at('LCP') / 1000).toFixed(2)} s`,
        `${Math.round(at('TBT'))} ms`,
        at('CLS').toFixed(3),
      ]);
    }
  }
  table(rows);
}

async function main(): Promise<void> {
  assertChromium();
  if (!SKIP_BUILDS) benchBuilds();
  if (!existsSync(path.join(BUILD_DIR, 'index.html')))
    throw new Error(`No build in ${BUILD_DIR}: run \`npm run build\`.`);
  benchOutput();
  if (!options['skip-versions'] && options.dir === undefined) benchVersions();
  if (options['builds-only']) return;
  // The production build served as a static host serves it.
  const stopServer = await serveStatic(siteDir, BUILD_DIR, PORT);
  try {
    await benchStartup();
    await benchLighthouse();
  } finally {
    stopServer();
  }
}

await main();
