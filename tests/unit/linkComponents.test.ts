import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
// The inventory lists every doc of every area and version.
import {listDocs} from '../../scripts/lib/docs-inventory.mjs';
import {externalLinks} from '../../src/config/links';
import {siteDir} from '../support/siteDir';

const docs = listDocs(siteDir).map((doc) => ({file: doc.file, source: readFileSync(doc.file, 'utf8')}));

describe('link components in the docs', () => {
  it('use only keys that src/config/links.ts defines', () => {
    const unknown = docs.flatMap(({file, source}) =>
      [...source.matchAll(/<ExtLink\s+to="([^"]*)"/g)]
        .map((match) => match[1] ?? '')
        .filter((key) => !(key in externalLinks))
        .map((key) => `${file.slice(siteDir.length + 1)}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });

  it('give docs.rs items and repository paths as relative paths', () => {
    const bad = docs.flatMap(({file, source}) =>
      [...source.matchAll(/<(?:DocsRs\s+item|RepoLink[^>]*?\spath)="([^"]*)"/g)]
        .map((match) => match[1] ?? '')
        .filter((value) => value === '' || /^(?:https?:|\/)/.test(value))
        .map((value) => `${file.slice(siteDir.length + 1)}: "${value}"`),
    );
    expect(bad).toEqual([]);
  });
});
