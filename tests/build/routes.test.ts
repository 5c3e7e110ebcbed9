import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, htmlFileFor, readRouteManifest} from '../support/buildOutput';
import {matrixRoutes, readPageMatrix, withoutTrailingSlash} from '../support/pageMatrix';

const matrix = readPageMatrix();
const expected = matrixRoutes(matrix);
const manifest = readRouteManifest(BUILD_DIR);
const built = manifest.routes;

// Routes a reader expects beyond the matrix: the not-found page and the
// generated index of the background-reading section.
const ALLOWED_EXTRA = new Set(['/404.html', '/reference-docs']);

describe('production build routes', () => {
  it.each(expected)('renders %s', (route) => {
    const normalised = built.map(withoutTrailingSlash);
    expect(normalised, `route ${route} is missing from the build`).toContain(withoutTrailingSlash(route));
    expect(existsSync(htmlFileFor(BUILD_DIR, route)), `no HTML file for ${route}`).toBe(true);
  });

  it('holds every page in the HTML itself, not in fragments a script reveals', () => {
    // React streams a suspended boundary as a hidden fragment plus an inline
    // script ($RC): such a page reads empty with JavaScript off.
    const streamed = expected.filter((route) =>
      /\$RC\(|<div hidden id="?S:/.test(readFileSync(htmlFileFor(BUILD_DIR, route), 'utf8')),
    );
    expect(streamed).toEqual([]);
  });

  it('renders nothing beyond the page matrix except expected section indexes', () => {
    const wanted = new Set(expected.map(withoutTrailingSlash));
    const unexpected = built
      .map(withoutTrailingSlash)
      .filter((route) => !wanted.has(route) && !ALLOWED_EXTRA.has(route));
    expect(unexpected).toEqual([]);
  });

  it.each(Object.entries(matrix.redirects))('redirects %s to %s', (from, to) => {
    const html = readFileSync(htmlFileFor(BUILD_DIR, from), 'utf8');
    expect(html).toMatch(new RegExp(`<meta http-equiv="refresh" content="0; url=${to}"`));
  });

  it.each(
    matrix.api_versions_newest_first.filter((version) => version !== matrix.latest && version !== 'next'),
  )('marks API %s as no longer maintained', (version) => {
    const html = readFileSync(htmlFileFor(BUILD_DIR, matrix.api[version]?.path ?? ''), 'utf8');
    expect(html).toContain('theme-doc-version-banner');
    expect(html).toMatch(/no longer actively maintained/);
  });

  it('marks the next API docs as unreleased and the latest as current', () => {
    const next = readFileSync(htmlFileFor(BUILD_DIR, '/api/next'), 'utf8');
    expect(next).toMatch(/This is unreleased documentation/);
    const latest = readFileSync(htmlFileFor(BUILD_DIR, '/api'), 'utf8');
    expect(latest).not.toContain('theme-doc-version-banner');
  });

  it('keeps search engines off the unreleased API docs, and only those', () => {
    const noIndex = (route: string) =>
      /<meta[^>]+name="?robots"?[^>]+content="?noindex/.test(readFileSync(htmlFileFor(BUILD_DIR, route), 'utf8'));
    const next = expected.filter((route) => route.startsWith('/api/next'));
    expect(next.length).toBeGreaterThan(0);
    expect(next.filter((route) => !noIndex(route)), 'unreleased pages without noindex').toEqual([]);
    expect(
      expected.filter((route) => !route.startsWith('/api/next') && noIndex(route)),
      'released pages with noindex',
    ).toEqual([]);
  });

  it('leaves the test fixtures out of the production build', () => {
    expect(built.filter((route) => route.startsWith('/tests'))).toEqual([]);
  });
});
