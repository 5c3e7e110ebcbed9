import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Nodes} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import {describe, expect, it} from 'vitest';
import {listDocs} from '../../scripts/lib/docs-inventory.mjs';
import {parseDocSource} from '../../src/plugins/search-index/parseDocSource';
import {twinPath} from '../../src/plugins/markdown-twins/twinPath';
import {BUILD_DIR} from '../support/buildOutput';
import {joinRoute, matrixRoutes, readPageMatrix, routeOfDoc} from '../support/pageMatrix';
import {siteDir} from '../support/siteDir';

const matrix = readPageMatrix();
const twinFile = (route: string) => path.join(BUILD_DIR, twinPath(route));

function count(node: Nodes, type: 'heading' | 'code'): number {
  const own = node.type === type && !(node.type === 'code' && node.lang === 'mermaid') ? 1 : 0;
  return own + ('children' in node ? node.children.reduce((sum, child) => sum + count(child, type), 0) : 0);
}

function htmlOf(node: Nodes): string[] {
  const own = node.type === 'html' ? [node.value] : [];
  return [...own, ...('children' in node ? node.children.flatMap((child) => htmlOf(child)) : [])];
}

const docs = listDocs(siteDir).map((doc) => {
  const route = routeOfDoc(matrix, doc);
  const tree = parseDocSource(readFileSync(doc.file, 'utf8'));
  return {route, headings: count(tree, 'heading'), codeBlocks: count(tree, 'code')};
});

describe('Markdown twins of the production build', () => {
  it.each(matrixRoutes(matrix))('%s has a twin at its URL + .md', (route) => {
    expect(existsSync(twinFile(route)), twinPath(route)).toBe(true);
  });

  it.each(docs)('$route: twin has the page headings and code blocks, no HTML chrome', ({route, headings, codeBlocks}) => {
    const twin = readFileSync(twinFile(route), 'utf8');
    expect(twin.startsWith('# ')).toBe(true);
    // Read back as plain Markdown (not MDX): what a tool fetching the twin sees.
    const tree = unified().use(remarkParse).use(remarkGfm).use(remarkMath).parse(twin);
    // One more heading than the source: the title becomes the twin's H1.
    expect(count(tree, 'heading')).toBe(headings + 1);
    expect(count(tree, 'code')).toBe(codeBlocks);
    // HTML outside code: no page chrome and no unconverted site components.
    expect(htmlOf(tree).filter((html) => /<(?:div|nav|script|footer|aside|button|DocsRs|ExtLink|RepoLink)\b/i.test(html))).toEqual([]);
  });

  it('lists the latest API docs and the Education Hub in llms.txt', () => {
    const text = readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
    expect(text).toMatch(/^# .+\n\n> .+\n\n## /);
    const latest = matrix.api[matrix.latest];
    const wanted = [...(latest?.pages.map((page) => joinRoute(latest.path, page)) ?? []), ...matrix.root.filter((r) => r !== '/' && r !== '/search')];
    for (const route of wanted) expect(text, route).toContain(`${twinPath(route)})`);
    expect(text).not.toContain('/api/1.1/');
  });

  it('puts the full text of those pages in llms-full.txt', () => {
    const full = readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
    expect(full).toContain('# Receipts');
    expect(full).toContain('# About the FRI Protocol');
  });
});
