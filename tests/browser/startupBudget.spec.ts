import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {BUILD_DIR} from '../support/buildOutput';
import {matrixRoutes, readPageMatrix} from '../support/pageMatrix';
import {PRODUCTION_PORT} from '../support/ports';
import {measureStartup, type StartupAsset} from '../../scripts/lib/startupAssets';
import {START_UP_BUDGET} from '../support/startupBudget';

// Sizes, not times: what every page of the production build (`npm run build`)
// fetches before it is interactive, against the budgets of the delivery issue.
const origin = `http://127.0.0.1:${PRODUCTION_PORT}`;

/** Chunks that must load after start-up, on the pages that use them. */
const DEFERRED_CHUNK = /\/(?:code-block|docsearch-modal|search-[\w.-]+|widget-[\w-]+)\.[0-9a-f]+\.js$/;
/** Library code recognised by its content, whatever its chunk is called. */
const DEFERRED_LIBRARIES: [string, string][] = [
  ['Mermaid', 'flowchart-v2'],
  ['KaTeX', 'KaTeX parse error'],
];

function deferredCodeIn(asset: StartupAsset): string | null {
  if (DEFERRED_CHUNK.test(asset.path)) return asset.path;
  if (asset.kind !== 'js') return null;
  const source = readFileSync(path.join(BUILD_DIR, asset.path), 'utf8');
  const library = DEFERRED_LIBRARIES.find(([, marker]) => source.includes(marker));
  return library ? `${library[0]} in ${asset.path}` : null;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

// One test per docs section (the root docs, each API version), each opening
// its pages one after another in fresh browser contexts (empty caches).
const matrix = readPageMatrix();
const groups: [string, string[]][] = [
  ['root docs, home and search', [...new Set(['/', ...matrix.root])]],
  ...matrix.api_versions_newest_first.map((version): [string, string[]] => [
    `API ${version}`,
    matrixRoutes({...matrix, root: [], api_versions_newest_first: [version]}),
  ]),
];

test.describe('start-up budget of the production build', () => {
  test.describe.configure({timeout: 240_000});

  for (const [name, routes] of groups) {
    test(name, async ({browser}) => {
      for (const route of routes) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const report = await measureStartup(page, origin + route, BUILD_DIR);
        const figures = `JS ${kb(report.js.gzip)} KB, CSS ${kb(report.css.gzip)} KB gzip`;
        test.info().annotations.push({type: route, description: figures});

        expect.soft(report.js.gzip, `start-up JavaScript of ${route} (${figures})`).toBeLessThanOrEqual(
          START_UP_BUDGET.jsGzip,
        );
        expect.soft(report.css.gzip, `start-up CSS of ${route} (${figures})`).toBeLessThanOrEqual(START_UP_BUDGET.cssGzip);
        const deferred = report.assets.map(deferredCodeIn).filter(Boolean);
        expect.soft(deferred, `deferred code fetched at start-up by ${route}`).toEqual([]);
        expect.soft(await renderBlockingElsewhere(page), `render-blocking requests to another origin from ${route}`).toEqual([]);
        expect.soft(await unsizedImages(page), `images without width and height on ${route}`).toEqual([]);
        await context.close();
      }
    });
  }
});

/** Stylesheets and synchronous scripts in <head> served by another origin. */
function renderBlockingElsewhere(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]'),
      ...document.querySelectorAll<HTMLScriptElement>('head script[src]:not([async]):not([defer])'),
    ]
      .map((element) => ('href' in element ? element.href : element.src))
      .filter((url) => new URL(url).origin !== location.origin),
  );
}

/** Images without a width and height in the markup (they shift the layout as they load). */
function unsizedImages(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
      .map((img) => img.getAttribute('src')),
  );
}
