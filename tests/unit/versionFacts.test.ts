import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {listDocs, readApiVersions} from '../../scripts/lib/docs-inventory.mjs';
import {VERSION_FACTS} from '../support/versionFacts';
import {siteDir} from '../support/siteDir';

/**
 * A version's pages as one text, without the parts that talk about other
 * releases on purpose: an introduction's "What changed in …" section and the
 * "This page moved" notices.
 */
function versionText(version: string): string {
  return listDocs(siteDir)
    .filter((doc) => (doc.version ?? '') === version)
    .map((doc) =>
      readFileSync(doc.file, 'utf8')
        .replace(/^(#{2,3}) What changed in[^\n]*\n[\s\S]*?(?=^#{2,3} |(?![\s\S]))/gm, '')
        .replace(/^:::info\[This page moved\][\s\S]*?^:::$/gm, ''),
    )
    .join('\n');
}

function crateVersions(text: string, crate: string): string[] {
  const pattern = new RegExp(`^${crate}\\s*=\\s*(?:\\{[^}\\n]*?version\\s*=\\s*)?"([^"]+)"`, 'gm');
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '');
}

const versions = ['next', ...readApiVersions(siteDir)];

describe('per-version facts', () => {
  it('cover every API docs version', () => {
    expect(Object.keys(VERSION_FACTS).sort()).toEqual([...versions].sort());
  });

  describe.each(versions)('API docs %s', (version) => {
    const facts = VERSION_FACTS[version];
    if (facts === undefined) throw new Error(`No facts for ${version}`);
    const text = versionText(version);
    const matchesLine = (wanted: string) => (found: string) => found === wanted || found.startsWith(`${wanted}.`);

    it(`uses risc0-zkvm ${facts.zkvmCrate} in every manifest`, () => {
      const found = crateVersions(text, 'risc0-zkvm');
      expect(found.length).toBeGreaterThan(0);
      expect(found.filter((v) => !matchesLine(facts.zkvmCrate)(v))).toEqual([]);
    });

    it(`uses risc0-build ${facts.buildCrate ?? facts.zkvmCrate}`, () => {
      const wanted = facts.buildCrate ?? facts.zkvmCrate;
      expect(crateVersions(text, 'risc0-build').filter((v) => !matchesLine(wanted)(v))).toEqual([]);
    });

    it(`installs with "${facts.install}"`, () => {
      expect(text).toContain(facts.install);
    });

    it.each(facts.present)('mentions %s', (item) => {
      expect(text).toContain(item);
    });

    it.each(facts.absent)('never mentions %s', (item) => {
      expect(text).not.toContain(item);
    });
  });
});
