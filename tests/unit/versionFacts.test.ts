import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {listDocs, readApiVersions} from '../../scripts/lib/docs-inventory.mjs';
import {containsFormula, ROOT_FACTS, VERSION_FACTS} from '../support/versionFacts';
import {siteDir} from '../support/siteDir';

/** An introduction's section about another release, up to the next heading of its level or above. */
const WHAT_CHANGED = /^(#{2,3}) What changed in ([^\n]*)\n([\s\S]*?)(?=^#{2,3} |(?![\s\S]))/gm;
const MOVED_NOTICE = /^:::info\[This page moved\][\s\S]*?^:::$/gm;

function docsOf(version: string | null): {file: string; text: string}[] {
  return listDocs(siteDir)
    .filter((doc) => doc.version === version)
    .map((doc) => ({file: doc.file, text: readFileSync(doc.file, 'utf8')}));
}

/**
 * A version's pages as one text, without the parts that talk about other
 * releases on purpose: "What changed in …" sections and "This page moved" notices.
 */
function versionText(version: string): string {
  return docsOf(version)
    .map(({text}) => text.replace(WHAT_CHANGED, '').replace(MOVED_NOTICE, ''))
    .join('\n');
}

/** Every "What changed in X" section of the API docs, keyed by the release X it describes. */
function whatChangedSections(): {release: string; file: string; text: string}[] {
  return listDocs(siteDir)
    .filter((doc) => doc.version !== null)
    .flatMap((doc) =>
      [...readFileSync(doc.file, 'utf8').matchAll(WHAT_CHANGED)].map((match) => ({
        release: (match[2] ?? '').trim(),
        file: doc.file,
        text: match[3] ?? '',
      })),
    );
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
    // A requirement may carry Cargo's operator (`=2.0.0` pins an exact release of the line).
    const matchesLine = (wanted: string) => (requirement: string) => {
      const found = requirement.replace(/^[=^~]/, '');
      return found === wanted || found.startsWith(`${wanted}.`);
    };

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

    it.each([...facts.absent, ...facts.later])('never mentions %s', (item) => {
      expect(text).not.toContain(item);
    });
  });

  describe('"What changed in …" sections', () => {
    const sections = whatChangedSections();

    it('are found, each about a documented release', () => {
      expect(sections.length).toBeGreaterThan(0);
      expect(sections.map(({release}) => release).filter((release) => !(release in VERSION_FACTS))).toEqual([]);
    });

    it.each(sections.map((section) => [section.release, section] as const))(
      'about %s never mention what came later',
      (_release, {release, file, text}) => {
        const later = VERSION_FACTS[release]?.later ?? [];
        expect(later.filter((item) => text.includes(item)).map((item) => `${file}: ${item}`)).toEqual([]);
      },
    );
  });
});

describe('root docs facts', () => {
  const docs = docsOf(null);

  it.each(ROOT_FACTS.present)('mention %s', (formula) => {
    expect(docs.some(({text}) => containsFormula(text, formula))).toBe(true);
  });

  it.each(ROOT_FACTS.absent)('never mention %s', (formula) => {
    expect(docs.filter(({text}) => containsFormula(text, formula)).map(({file}) => file)).toEqual([]);
  });

  it('match formulas as whole terms in any notation', () => {
    expect(containsFormula('built from $X^{4} − 11$.', 'x^4 - 11')).toBe(true);
    expect(containsFormula('the field F[x]/(x⁴ − 11)', 'x^4 - 11')).toBe(true);
    expect(containsFormula('$25x^4 - 11x^5$', 'x^4 - 11')).toBe(false);
  });
});
