import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {listDocs, readApiVersions} from '../../scripts/lib/docs-inventory.mjs';
import {siteDir} from '../support/siteDir';
import rootSidebars from '../../sidebars';
import nextApiSidebars from '../../sidebarsApi';

type Item = string | {type?: string; id?: string; items?: Item[]; link?: {type: string; id?: string}};

/** Doc ids a sidebar points at: doc items, category links and `ref`s. */
function referencedDocIds(items: readonly Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = (item.type === 'doc' || item.type === 'ref') && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...referencedDocIds(item.items ?? [])];
  });
}

function sidebarItems(sidebars: SidebarsConfig, name: string): Item[] {
  const items = sidebars[name];
  if (!Array.isArray(items)) throw new Error(`Sidebar "${name}" must be an array of items`);
  return items as Item[];
}

const docs = listDocs(siteDir);
const docIds = (version: string | null) => new Set(docs.filter((doc) => doc.version === version).map((doc) => doc.id));

const apiSidebarsByVersion: [string, SidebarsConfig][] = [
  ['next', nextApiSidebars],
  ...readApiVersions(siteDir).map((version): [string, SidebarsConfig] => [
    version,
    JSON.parse(
      readFileSync(path.join(siteDir, 'api_versioned_sidebars', `version-${version}-sidebars.json`), 'utf8'),
    ) as SidebarsConfig,
  ]),
];

describe('root sidebars', () => {
  it('are named docs and education_hub', () => {
    expect(Object.keys(rootSidebars).sort()).toEqual(['docs', 'education_hub']);
  });

  it('reference only existing root docs, and every root doc once', () => {
    const referenced = [
      ...referencedDocIds(sidebarItems(rootSidebars, 'docs')),
      ...referencedDocIds(sidebarItems(rootSidebars, 'education_hub')),
    ];
    const existing = docIds(null);
    expect(
      referenced.filter((id) => !existing.has(id)),
      'sidebar ids without a doc in docs/',
    ).toEqual([]);
    expect(referenced.length, 'a doc listed twice').toBe(new Set(referenced).size);
    expect(
      [...existing].filter((id) => !referenced.includes(id)),
      'docs missing from sidebars.ts',
    ).toEqual([]);
  });
});

describe.each(apiSidebarsByVersion)('API %s sidebar', (version, sidebars) => {
  it('is the single sidebar named api', () => {
    expect(Object.keys(sidebars)).toEqual(['api']);
  });

  it('references only docs of its own version, and all of them', () => {
    const referenced = referencedDocIds(sidebarItems(sidebars, 'api'));
    const existing = docIds(version);
    expect(
      referenced.filter((id) => !existing.has(id)),
      `ids without a doc in version ${version}`,
    ).toEqual([]);
    expect(
      [...existing].filter((id) => !referenced.includes(id)),
      `docs of ${version} not in its sidebar`,
    ).toEqual([]);
  });
});
