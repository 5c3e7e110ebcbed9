import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page, Request} from '@playwright/test';

/**
 * What a page fetches before it is interactive, measured in a real browser:
 * every script and stylesheet requested between navigation and the moment
 * the page has hydrated (the `docs:hydrated` performance mark, set in
 * the hydration commit by src/clientModules/hydrationMark.ts).
 * Prefetches of other routes (Sec-Purpose: prefetch) are left out; they do
 * not delay this page. Sizes come from the built files, so the figures do
 * not depend on the server or the machine's speed.
 */
export type StartupAsset = {path: string; kind: 'js' | 'css'; raw: number; gzip: number};
export type StartupTotals = {raw: number; gzip: number};
export type StartupReport = {assets: StartupAsset[]; js: StartupTotals; css: StartupTotals};

const sizeCache = new Map<string, {raw: number; gzip: number}>();

/** Raw and gzip size of a built file (gzip at the default level, as static hosts compress). */
export function fileSizes(file: string): {raw: number; gzip: number} {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const bytes = readFileSync(file);
    sizes = {raw: bytes.length, gzip: gzipSync(bytes).length};
    sizeCache.set(file, sizes);
  }
  return sizes;
}

function kindOf(pathname: string): StartupAsset['kind'] | null {
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return null;
}

function total(assets: StartupAsset[], kind: StartupAsset['kind']): StartupTotals {
  return assets
    .filter((asset) => asset.kind === kind)
    .reduce((sum, asset) => ({raw: sum.raw + asset.raw, gzip: sum.gzip + asset.gzip}), {raw: 0, gzip: 0});
}

/**
 * Opens `url` in `page` and reports the scripts and stylesheets it loaded
 * before hydration. The page must start with an empty cache (a fresh context,
 * or the cache disabled) for the figures to be what a first visit costs.
 */
export async function measureStartup(page: Page, url: string, buildDir: string): Promise<StartupReport> {
  // Docusaurus also prefetches the chunks it has just loaded, so a path
  // counts when at least one request for it was not a prefetch.
  const loaded = new Set<string>();
  const onRequest = (request: Request) => {
    const purpose = request.headers()['sec-purpose'] ?? request.headers()['purpose'];
    if (!purpose?.includes('prefetch')) loaded.add(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  try {
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('docs:hydrated').length > 0);
  } finally {
    page.off('request', onRequest);
  }
  const requested = await page.evaluate(() => {
    const hydratedAt = performance.getEntriesByName('docs:hydrated')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= hydratedAt)
      .map((entry) => new URL(entry.name).pathname);
  });
  const origin = new URL(url).origin;
  const documentPath = new URL(url, origin).pathname;
  const seen = new Set<string>();
  const assets: StartupAsset[] = [];
  for (const pathname of requested) {
    const kind = kindOf(pathname);
    if (!kind || !loaded.has(pathname) || seen.has(pathname) || pathname === documentPath) continue;
    seen.add(pathname);
    const file = path.join(buildDir, decodeURIComponent(pathname));
    assets.push({path: pathname, kind, ...fileSizes(file)});
  }
  return {assets, js: total(assets, 'js'), css: total(assets, 'css')};
}
