import {readFileSync} from 'node:fs';
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
