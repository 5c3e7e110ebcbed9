import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listDocs, readApiVersions} from '../../scripts/lib/docs-inventory.mjs';
import {PAGE_MATRIX_FILE, readPageMatrix} from '../support/pageMatrix';
import {siteDir} from '../support/siteDir';
import config from '../../docusaurus.config';

const matrix = readPageMatrix();
const docs = listDocs(siteDir);
const SHARED_SPEC = path.join(siteDir, '../shared/spec/routes.json');

describe('page matrix', () => {
  // The shared spec exists beside the workplace checkout, not on GitHub's CI.
  it.runIf(existsSync(SHARED_SPEC))('is an identical copy of the shared spec', () => {
    const shared: unknown = JSON.parse(readFileSync(SHARED_SPEC, 'utf8'));
    expect(readPageMatrix(), `Copy ${SHARED_SPEC} to ${PAGE_MATRIX_FILE}`).toEqual(shared);
  });

  it('lists the released API versions in api_versions.json, newest first', () => {
    const released = matrix.api_versions_newest_first.filter((version) => version !== 'next');
    expect(readApiVersions(siteDir)).toEqual(released);
  });

  it('makes the newest released version the latest one, served at /api', () => {
    const apiPlugin = config.plugins.find(
      (plugin) => Array.isArray(plugin) && (plugin[1] as {id?: string}).id === 'api',
    ) as [string, {lastVersion: string; routeBasePath: string}];
    expect(apiPlugin[1].lastVersion).toBe(matrix.latest);
    expect(readApiVersions(siteDir)[0]).toBe(matrix.latest);
    expect(matrix.api[matrix.latest]?.path).toBe(`/${apiPlugin[1].routeBasePath}`);
  });

  it.each(matrix.api_versions_newest_first)('has exactly the pages of API version %s', (version) => {
    const routes = docs.filter((doc) => doc.version === version).map((doc) => doc.route);
    expect(routes.sort(), `pages of version ${version} must match src/data/routes.json`).toEqual(
      [...(matrix.api[version]?.pages ?? [])].sort(),
    );
  });

  it('has exactly the root pages, as docs or React pages', () => {
    const docRoutes = docs.filter((doc) => doc.area === 'root').map((doc) => `/${doc.route}`);
    const reactPages = ['/', '/search'];
    expect([...docRoutes, ...reactPages].sort()).toEqual([...matrix.root].sort());
  });
});
