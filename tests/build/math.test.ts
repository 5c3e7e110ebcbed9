import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Nodes} from 'mdast';
import {describe, expect, it} from 'vitest';
import {listDocs} from '../../scripts/lib/docs-inventory.mjs';
import {parseDocSource} from '../../src/plugins/search-index/parseDocSource';
import {BUILD_DIR, htmlFileFor} from '../support/buildOutput';
import {readPageMatrix, routeOfDoc} from '../support/pageMatrix';
import {siteDir} from '../support/siteDir';

const matrix = readPageMatrix();

function countMath(node: Nodes): number {
  const own = node.type === 'math' || node.type === 'inlineMath' ? 1 : 0;
  return own + ('children' in node ? node.children.reduce((sum, child) => sum + countMath(child), 0) : 0);
}

const mathDocs = listDocs(siteDir)
  .map((doc) => ({route: routeOfDoc(matrix, doc), formulas: countMath(parseDocSource(readFileSync(doc.file, 'utf8')))}))
  .filter((doc) => doc.formulas > 0);

describe('math in the production build', () => {
  it('has pages with formulas to check', () => {
    expect(mathDocs.length).toBeGreaterThan(0);
  });

  it.each(mathDocs)('$route renders its $formulas formulas with KaTeX, without errors', ({route, formulas}) => {
    const html = readFileSync(htmlFileFor(BUILD_DIR, route), 'utf8');
    // rehype-katex marks a formula it cannot parse with .katex-error instead of failing the build.
    expect(html).not.toContain('katex-error');
    // Each KaTeX formula carries one MathML copy (attribute quotes are minified away).
    const rendered = html.match(/class="?katex-mathml\b/g)?.length ?? 0;
    expect(rendered).toBeGreaterThanOrEqual(formulas);
  });
});

/** The built stylesheets, where the KaTeX fonts' hashed URLs are. */
function builtCss(): string {
  const cssDir = path.join(BUILD_DIR, 'assets', 'css');
  return readdirSync(cssDir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(cssDir, file), 'utf8'))
    .join('\n');
}

describe('KaTeX fonts on math pages', () => {
  const css = builtCss();

  it.each(mathDocs)('$route preloads the fonts its formulas are drawn with', ({route}) => {
    const html = readFileSync(htmlFileFor(BUILD_DIR, route), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const preloaded = [...head.matchAll(/<link[^>]*rel="?preload"?[^>]*as="?font"?[^>]*href="?([^" >]+)/g)].map(
      (match) => match[1] as string,
    );
    const fonts = preloaded.map((url) => path.basename(url).replace(/-[0-9a-f]+\.woff2$/, ''));
    // Every formula is drawn with KaTeX_Main, and nearly every one with KaTeX_Math's italic letters.
    expect(fonts).toContain('KaTeX_Main-Regular');
    if (/\bmathnormal\b/.test(html)) expect(fonts).toContain('KaTeX_Math-Italic');
    if (/\bmathbb\b/.test(html)) expect(fonts).toContain('KaTeX_AMS-Regular');
    // A preload at a URL the stylesheet does not use would download the font twice.
    for (const url of preloaded) {
      expect(css).toContain(`${url})`);
      expect(existsSync(path.join(BUILD_DIR, url))).toBe(true);
    }
  });

  it('leaves pages without math alone', () => {
    const html = readFileSync(htmlFileFor(BUILD_DIR, '/api/zkvm/install'), 'utf8');
    expect(html).not.toContain('class="katex');
    expect(html).not.toMatch(/as="?font/);
  });
});
