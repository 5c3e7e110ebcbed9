import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {SOCIAL_CARD_SIZE, cardRouteOf, socialCardPath} from '../../src/plugins/social-cards/cardPath';
import {readSiteEnv} from '../../src/config/siteEnv';
import {BUILD_DIR, htmlFileFor, readRouteManifest} from '../support/buildOutput';
import {joinRoute, matrixRoutes, readPageMatrix, withoutTrailingSlash} from '../support/pageMatrix';
import {pngSize} from '../support/pngSize';

const matrix = readPageMatrix();
const {baseUrl} = readRouteManifest(BUILD_DIR);
const siteUrl = readSiteEnv(process.env).siteUrl.replace(/\/$/, '');
/** A route of the matrix (below the base URL) as an absolute URL of the site. */
const absolute = (route: string) => `${siteUrl}${baseUrl}${route.slice(1)}`;

/** The `<head>` of a built page: all the sharing metadata lives there. */
function headOf(route: string): Document {
  const html = readFileSync(htmlFileFor(BUILD_DIR, route), 'utf8');
  return new JSDOM(html.slice(0, html.indexOf('</head>') + '</head>'.length)).window.document;
}

function meta(head: Document, key: string): string | null {
  return head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
}

/** The file in the build that a card URL points at. */
function cardFile(url: string): string {
  const {pathname} = new URL(url);
  expect(pathname.startsWith(baseUrl), `${url} is outside the base URL ${baseUrl}`).toBe(true);
  return path.join(BUILD_DIR, pathname.slice(baseUrl.length));
}

/** The card a route should show: its own, or its API version's when that is not the latest. */
function expectedCardRoute(route: string): string {
  // The latest version lives at /api, the start of every other version's path: the longest match owns the route.
  const owner = matrix.api_versions_newest_first
    .filter((name) => {
      const base = matrix.api[name]?.path ?? '';
      return route === base || route.startsWith(`${base}/`);
    })
    .sort((a, b) => (matrix.api[b]?.path.length ?? 0) - (matrix.api[a]?.path.length ?? 0))[0];
  if (owner === undefined) return route;
  return cardRouteOf(route, {pluginId: 'api', name: owner === 'next' ? 'current' : owner, isLast: owner === matrix.latest});
}

describe('social cards and Open Graph metadata', () => {
  it.each(matrixRoutes(matrix))('%s has its card, 1200×630 PNG, in og:image and twitter:image', (route) => {
    const head = headOf(route);
    const image = meta(head, 'og:image');
    expect(image, 'og:image').toBe(absolute(`/${socialCardPath(expectedCardRoute(route))}`));
    expect(meta(head, 'twitter:image')).toBe(image);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'og:type')).toBe(route === '/' || route === '/search' ? 'website' : 'article');
    expect(meta(head, 'og:title')).toBe(head.title);
    expect(meta(head, 'og:description')?.length ?? 0, 'og:description').toBeGreaterThan(0);
    expect(meta(head, 'og:url')).toBe(head.querySelector('link[rel="canonical"]')?.getAttribute('href'));

    const file = cardFile(image ?? '');
    expect(existsSync(file), file).toBe(true);
    const bytes = readFileSync(file);
    expect(pngSize(bytes)).toEqual(SOCIAL_CARD_SIZE);
    // A complete PNG ends with the IEND chunk (an interrupted write does not).
    expect(bytes.toString('latin1', bytes.length - 8, bytes.length - 4)).toBe('IEND');
    // Flat colours and one font keep a card small; a much larger file means the design changed.
    expect(statSync(file).size).toBeLessThan(120_000);
  });

  it('renders a card of its own for each page of the latest release and one for each other version', () => {
    const latest = readFileSync(cardFile(absolute(`/${socialCardPath('/api/zkvm/receipts')}`)));
    const latestOther = readFileSync(cardFile(absolute(`/${socialCardPath('/api/zkvm/composition')}`)));
    const older = meta(headOf('/api/1.1/zkvm/receipts'), 'og:image') ?? '';
    expect(older).toBe(meta(headOf('/api/1.1/zkvm/composition'), 'og:image'));
    expect(older).not.toBe(meta(headOf('/api/1.0/zkvm/receipts'), 'og:image'));
    expect(latest.equals(latestOther)).toBe(false);
    expect(latest.equals(readFileSync(cardFile(older)))).toBe(false);
    // Older pages share a card instead of having their own copy.
    expect(existsSync(path.join(BUILD_DIR, socialCardPath('/api/1.1/zkvm/receipts')))).toBe(false);
  });

  it('gives pages without a card of their own (not found) the default card', () => {
    const head = new JSDOM(readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8')).window.document;
    expect(meta(head, 'og:image')).toBe(absolute(`/${socialCardPath('/')}`));
  });
});

describe('canonical links, sitemap, robots.txt and breadcrumbs', () => {
  const olderRoutes = matrix.api_versions_newest_first
    .filter((version) => version !== matrix.latest)
    .flatMap((version) => matrix.api[version]?.pages.map((page) => joinRoute(matrix.api[version]?.path ?? '', page)) ?? []);

  it.each(olderRoutes)('%s (versioned) has a canonical link to its own URL', (route) => {
    const canonical = headOf(route).querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical, 'canonical link').toBeTruthy();
    expect(withoutTrailingSlash(canonical ?? '')).toBe(withoutTrailingSlash(absolute(route)));
  });

  const sitemap = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => withoutTrailingSlash(match[1] ?? ''));

  it('lists every page of the latest API version in the sitemap', () => {
    const latest = matrix.api[matrix.latest];
    expect(latest).toBeDefined();
    for (const page of latest?.pages ?? []) expect(listed, page).toContain(withoutTrailingSlash(absolute(joinRoute(latest?.path ?? '', page))));
  });

  it('leaves the unreleased API docs and the search page out of the sitemap', () => {
    expect(listed.length).toBeGreaterThan(100);
    expect(listed.filter((url) => /\/api\/next(?:\/|$)/.test(url))).toEqual([]);
    expect(listed).not.toContain(absolute('/search'));
  });

  it('names the sitemap in robots.txt', () => {
    expect(readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  });

  it('describes the breadcrumbs of a doc page as schema.org BreadcrumbList', () => {
    const html = readFileSync(htmlFileFor(BUILD_DIR, '/api/zkvm/receipts'), 'utf8');
    const scripts = new JSDOM(html).window.document.querySelectorAll('script[type="application/ld+json"]');
    const data = [...scripts].map((script) => JSON.parse(script.textContent ?? '') as {'@type'?: string; itemListElement?: {name: string; item: string; position: number}[]});
    const breadcrumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList');
    expect(breadcrumbs, 'BreadcrumbList JSON-LD').toBeDefined();
    const items = breadcrumbs?.itemListElement ?? [];
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items.at(-1)).toMatchObject({name: 'Receipts', item: absolute('/api/zkvm/receipts')});
  });
});
