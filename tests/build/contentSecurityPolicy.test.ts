import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {headersForPath, parseHeadersFile} from '../../scripts/lib/headers-rules.mjs';
import {readHtmlPage} from '../../src/plugins/built-html/htmlPage';
import {IMMUTABLE_CACHE, REVALIDATE_CACHE} from '../../src/plugins/built-html/headersFile';
import {BUILD_DIR} from '../support/buildOutput';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g;

describe('the production build under its Content-Security-Policy', () => {
  const headersFile = path.join(BUILD_DIR, '_headers');
  if (!existsSync(headersFile)) throw new Error(`No ${headersFile}. Run \`npm run build\` first.`);
  const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
  const headerPolicy = headersForPath(rules, '/').get('content-security-policy') ?? '';
  const pages = filesUnder(BUILD_DIR).filter((file) => file.endsWith('.html'));

  it('names no host beyond its own origin when no service is configured', () => {
    expect(headerPolicy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+; style-src/);
    expect(headerPolicy).not.toMatch(/https?:/);
  });

  it('puts the header policy, less frame-ancestors, first in the head of every page', () => {
    const expected = headerPolicy.replace(/; frame-ancestors 'none'$/, '');
    expect(pages.length).toBeGreaterThan(200);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const policies = [...html.matchAll(META)].map((match) => match[1]);
      expect(policies, file).toEqual([expected]);
      // Every inline script of the page is allowed by one of the hashes.
      for (const hash of readHtmlPage(html, file).scriptHashes) expect(headerPolicy, file).toContain(`'${hash}'`);
    }
  });

  it('caches only content-hashed files for a year', () => {
    const assets = filesUnder(path.join(BUILD_DIR, 'assets'));
    // The hash is in the file's name, or in its folder's for the search index's files.
    const unhashed = assets.filter(
      (file) => !/[.-][0-9a-f]{8,}(?:\.\w+$|\/)/.test(path.relative(path.join(BUILD_DIR, 'assets'), file)),
    );
    expect(unhashed, 'files under assets/ without a content hash in their path').toEqual([]);
    const asset = `/${path.relative(BUILD_DIR, assets[0] ?? '')}`;
    expect(headersForPath(rules, asset).get('cache-control')).toBe(IMMUTABLE_CACHE);
    for (const route of ['/', '/faq/', '/llms.txt', '/sitemap.xml', '/faq.md']) {
      expect(headersForPath(rules, route).get('cache-control'), route).toBe(REVALIDATE_CACHE);
    }
  });
});
