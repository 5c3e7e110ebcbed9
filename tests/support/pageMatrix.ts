import {readFileSync} from 'node:fs';
import path from 'node:path';
import {siteDir} from './siteDir';

export type PageMatrix = {
  root: string[];
  api_versions_newest_first: string[];
  latest: string;
  api: Record<string, {path: string; label: string; pages: string[]}>;
  redirects: Record<string, string>;
};

/** The repo's copy of the page matrix: every route a reader can open. */
export const PAGE_MATRIX_FILE = path.join(siteDir, 'src/data/routes.json');

export function readPageMatrix(): PageMatrix {
  return JSON.parse(readFileSync(PAGE_MATRIX_FILE, 'utf8')) as PageMatrix;
}

/** Joins a version base path and a page of the matrix into a URL path. */
export function joinRoute(basePath: string, page: string): string {
  return page === '' ? basePath : `${basePath}/${page}`;
}

/** Every route of the matrix (root pages and API pages of all versions). */
export function matrixRoutes(matrix: PageMatrix): string[] {
  const apiRoutes = matrix.api_versions_newest_first.flatMap((version) => {
    const entry = matrix.api[version];
    if (!entry) throw new Error(`routes.json lists version ${version} without an "api" entry`);
    return entry.pages.map((page) => joinRoute(entry.path, page));
  });
  return [...matrix.root, ...apiRoutes];
}

/** Compares routes regardless of a trailing slash (trailingSlash is unset). */
export function withoutTrailingSlash(route: string): string {
  return route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
}

/** The built route of a doc from the inventory: root docs at `/`, API docs under their version's path. */
export function routeOfDoc(matrix: PageMatrix, doc: {version: string | null; route: string}): string {
  if (doc.version === null) return `/${doc.route}`;
  const base = matrix.api[doc.version]?.path;
  if (base === undefined) throw new Error(`routes.json has no API version ${doc.version}`);
  return joinRoute(base, doc.route);
}
