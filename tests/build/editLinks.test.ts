import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import {describe, expect, it} from 'vitest';
import {readSiteEnv} from '../../src/config/siteEnv';
import {BUILD_DIR, htmlFileFor} from '../support/buildOutput';
import {joinRoute, readPageMatrix} from '../support/pageMatrix';
import {siteDir} from '../support/siteDir';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type EditLink = {href: string; text: string};

const matrix = readPageMatrix();
// The build and its tests read the same environment (npm test runs both).
const editBase = readSiteEnv(process.env).editUrl;

// React pages (src/pages) are not docs and have no source to edit.
const REACT_PAGES = new Set(
  readdirSync(path.join(siteDir, 'src/pages'))
    .map((file) => file.replace(/\.[jt]sx?$/, ''))
    .map((name) => (name === 'index' ? '/' : `/${name}`)),
);

/** Every doc route of the matrix, with the folder its source must come from. */
const docPages = [
  ...matrix.root
    .filter((route) => !REACT_PAGES.has(route))
    .map((route) => ({route, version: null, dir: 'docs'})),
  ...matrix.api_versions_newest_first.flatMap((version) => {
    const entry = matrix.api[version]!;
    const dir = version === 'next' ? 'api' : `api_versioned_docs/version-${version}`;
    return entry.pages.map((page) => ({route: joinRoute(entry.path, page), version, dir}));
  }),
];

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
}

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

function readPage(route: string): {h1: string; editLinks: EditLink[]} {
  const all = [...elements(parse(readFileSync(htmlFileFor(BUILD_DIR, route), 'utf8')))];
  const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value ?? '';
  const h1 = all.find((element) => element.tagName === 'h1');
  return {
    h1: h1 ? textOf(h1).trim() : '',
    editLinks: all
      .filter((element) => element.tagName === 'a' && attr(element, 'class').split(/\s+/).includes('theme-edit-this-page'))
      .map((element) => ({href: attr(element, 'href'), text: textOf(element).trim()})),
  };
}

/** The repository file an edit link opens, checked to exist. */
function fileOf(link: EditLink): string {
  expect(link.href.startsWith(editBase), `${link.href} is not under ${editBase}`).toBe(true);
  const file = decodeURI(link.href.slice(editBase.length));
  expect(existsSync(path.join(siteDir, file)), `${link.href} opens ${file}, which does not exist`).toBe(true);
  return file;
}

/** The next-release file of a released page, if the next release still has it (a doc keeps its id). */
function nextReleaseFile(releasedFile: string, dir: string): string | undefined {
  const id = path.posix.relative(dir, releasedFile).replace(/\.mdx?$/, '');
  return ['md', 'mdx'].map((ext) => `api/${id}.${ext}`).find((file) => existsSync(path.join(siteDir, file)));
}

describe('"Edit this page" links', () => {
  it.each(docPages)('$route links its own source file in $dir', ({route, version, dir}) => {
    const {h1, editLinks} = readPage(route);
    expect(editLinks.length, 'edit links').toBeGreaterThan(0);
    const file = fileOf(editLinks[0]!);
    expect(file.startsWith(`${dir}/`), `${file} is outside ${dir}/`).toBe(true);
    // The right file, not just one that exists: it is the page whose title is shown.
    expect(matter(readFileSync(path.join(siteDir, file), 'utf8')).data.title).toBe(h1);

    const released = version !== null && version !== 'next';
    if (!released) {
      expect(editLinks).toHaveLength(1);
      return;
    }
    expect(editLinks[0]!.text).toContain(version);
    const next = nextReleaseFile(file, dir);
    if (next === undefined) {
      expect(editLinks, `${file} has no next-release file`).toHaveLength(1);
    } else {
      expect(editLinks).toHaveLength(2);
      expect(fileOf(editLinks[1]!)).toBe(next);
    }
  });
});
