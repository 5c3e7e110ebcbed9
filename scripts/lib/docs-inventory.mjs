// Lists every doc of the site with its area, id, route and front matter, from
// the content folders alone (no build needed). Shared by scripts and tests.
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/**
 * @typedef {{area: string, version: string | null, file: string, id: string,
 *   route: string, frontMatter: Record<string, unknown>}} DocEntry
 */

const DOC_EXTENSIONS = new Set(['.md', '.mdx']);

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return DOC_EXTENSIONS.has(path.extname(entry.name)) ? [full] : [];
  });
}

/**
 * The route of a doc relative to its version's base path, in the page
 * matrix's notation: '' for the version index, a trailing '/' for a section
 * index. Only absolute slugs are used in this repo.
 * @param {string} id @param {Record<string, unknown>} frontMatter
 */
export function relativeRoute(id, frontMatter) {
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : null;
  if (slug === null) return id;
  if (!slug.startsWith('/')) {
    throw new Error(`Doc "${id}" has a relative slug "${slug}"; use an absolute slug.`);
  }
  return slug.slice(1);
}

/** @param {string} contentDir @param {string} area @param {string | null} version */
function readArea(contentDir, area, version) {
  return walk(contentDir)
    .sort()
    .map((file) => {
      const {data} = matter(readFileSync(file, 'utf8'));
      const id = path
        .relative(contentDir, file)
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/');
      return {area, version, file, id, route: relativeRoute(id, data), frontMatter: data};
    });
}

/** @param {string} siteDir @returns {string[]} released API versions, newest first */
export function readApiVersions(siteDir) {
  return JSON.parse(readFileSync(path.join(siteDir, 'api_versions.json'), 'utf8'));
}

/** @param {string} siteDir @returns {DocEntry[]} */
export function listDocs(siteDir) {
  return [
    ...readArea(path.join(siteDir, 'docs'), 'root', null),
    ...readArea(path.join(siteDir, 'api'), 'api/next', 'next'),
    ...readApiVersions(siteDir).flatMap((version) =>
      readArea(path.join(siteDir, 'api_versioned_docs', `version-${version}`), `api/${version}`, version),
    ),
  ];
}

/** @param {DocEntry} doc */
export function isOutlineDoc(doc) {
  return doc.frontMatter.status === 'outline';
}

/**
 * Counts pages and outline pages per area, in site order.
 * @param {DocEntry[]} docs
 * @returns {{area: string, pages: number, outlines: number}[]}
 */
export function summariseOutlines(docs) {
  /** @type {Map<string, {area: string, pages: number, outlines: number}>} */
  const byArea = new Map();
  for (const doc of docs) {
    const row = byArea.get(doc.area) ?? {area: doc.area, pages: 0, outlines: 0};
    row.pages += 1;
    if (isOutlineDoc(doc)) row.outlines += 1;
    byArea.set(doc.area, row);
  }
  return [...byArea.values()];
}
