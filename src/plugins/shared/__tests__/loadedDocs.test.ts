import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {loadedDocs, loadedDocsVersions} from '../loadedDocs';

const siteDir = mkdtempSync(path.join(tmpdir(), 'loaded-docs-'));
writeFileSync(path.join(siteDir, 'a.md'), '# A');
writeFileSync(path.join(siteDir, 'b.md'), '# B');

function content(): AllContent {
  const version = (versionName: string, sources: string[]) => ({
    versionName,
    docs: sources.map((source) => ({id: source, source: `@site/${source}`})),
  });
  return {
    'docusaurus-plugin-content-docs': {
      default: {loadedVersions: [version('current', ['a.md'])]},
      api: {loadedVersions: [version('current', ['a.md']), version('1.2', ['b.md'])]},
    },
  } as unknown as AllContent;
}

describe('the shared walk of the loaded docs', () => {
  it('lists every doc of every instance and version, with its source file', () => {
    const docs = loadedDocs(content(), siteDir);
    expect(docs.map(({pluginId, version, doc}) => `${pluginId}/${version.versionName}/${doc.id}`)).toEqual([
      'default/current/a.md',
      'api/current/a.md',
      'api/1.2/b.md',
    ]);
    expect(docs[2]?.file).toBe(path.join(siteDir, 'b.md'));
    expect(loadedDocsVersions(content(), siteDir).map(({pluginId}) => pluginId)).toEqual(['default', 'api', 'api']);
  });

  it('is walked once per content load, and each source read once', async () => {
    const loaded = content();
    const [first] = loadedDocs(loaded, siteDir);
    expect(loadedDocs(loaded, siteDir)[0]).toBe(first);
    expect(first?.source()).toBe(first?.source());
    expect(await first?.source()).toBe('# A');
    // A reload brings new content, and a new walk.
    expect(loadedDocs(content(), siteDir)[0]).not.toBe(first);
  });
});
