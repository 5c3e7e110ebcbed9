import {readFileSync} from 'node:fs';
import path from 'node:path';
import {listDocs, readApiVersions} from '../lib/docs-inventory.mjs';
import {ALLOWLIST, type AllowedName} from './allowlist';
import {judge} from './checkMention';
import {mentionName, type ReleaseRef} from './mention';
import {pageMentions, type CrateNames} from './pageMentions';
import {loadReleases, releaseNamed, unionOf, type ReleaseIndex} from './releaseIndex';

/** A name a page uses that its release (and the releases its passage describes) does not have. */
export type NameProblem = {file: string; line: number; name: string; message: string};

/** Per docs version: names looked up (and how many distinct), problems left, problems the allowlist accepts. */
export type VersionTally = {
  version: string;
  release: string;
  checked: number;
  distinct: number;
  problems: number;
  allowlisted: number;
};

/** `version` is the docs version of the page (`root`, `next`, `1.2`, …). */
export type NameReport = {
  problems: (NameProblem & {version: string})[];
  tallies: VersionTally[];
  unusedAllowlist: AllowedName[];
};

/** The symbol lists, their union, and the releases oldest first. */
export type Releases = {byName: Map<string, ReleaseIndex>; any: ReleaseIndex; ordered: string[]; crates: CrateNames};

const tagOrder = (tag: string) =>
  tag
    .replace(/^v/, '')
    .split('.')
    .map((part) => part.padStart(4, '0'))
    .join('.');

export function prepareReleases(byName = loadReleases()): Releases {
  const any = unionOf(byName.values());
  const ordered = [...byName.values()]
    .sort((a, b) => tagOrder(a.tag).localeCompare(tagOrder(b.tag)))
    .map((index) => index.release);
  const dashed = new Set(any.crates.keys());
  return {byName, any, ordered, crates: {dashed, code: new Set([...dashed].map((crate) => crate.replace(/-/g, '_')))}};
}

/**
 * The release a docs version is checked against: `next` for `api/`, the
 * version itself for `api_versioned_docs/version-X`, and for the root docs
 * (FAQ, terminology, education), which link to `/api`, the latest release.
 */
export function releaseOfVersion(version: string | null, latest: string): string {
  return version ?? latest;
}

/**
 * The releases a passage's references stand for, seen from a page of
 * release `own`. A named release brings the one before it too, since a
 * passage about a change names the old API as well as the new.
 */
export function referredReleases(refs: ReleaseRef[], own: string, releases: Releases): string[] {
  const {ordered} = releases;
  const at = ordered.indexOf(own);
  const found = refs.flatMap((ref) => {
    if (ref === 'previous') return ordered.slice(Math.max(0, at - 1), at);
    if (ref === 'earlier') return ordered.slice(0, at);
    if (ref === 'later') return ordered.slice(at + 1);
    const named = releaseNamed(ref, releases.byName);
    if (named === undefined) return [];
    const index = ordered.indexOf(named);
    return ordered.slice(Math.max(0, index - 1), index + 1);
  });
  return [...new Set(found)].filter((name) => name !== own);
}

const globPattern = (glob: string) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`);

/** Whether an allowlist entry accepts a problem: the same name, on a page its `where` globs match. */
export function isAllowed(entry: AllowedName, problem: Pick<NameProblem, 'file' | 'name'>): boolean {
  return entry.names.includes(problem.name) && entry.where.some((glob) => globPattern(glob).test(problem.file));
}

const describe = (index: ReleaseIndex) => `${index.release} (risc0 ${index.tag})`;

/** Checks the names of one doc source, a page of release `own`. `checked` lists the names looked up. */
export function checkSource(
  source: string,
  file: string,
  own: string,
  releases: Releases,
): {problems: NameProblem[]; checked: string[]} {
  const problems: NameProblem[] = [];
  const checked: string[] = [];
  const ownIndex = releases.byName.get(own);
  if (ownIndex === undefined) throw new Error(`No symbol list for release ${own} (tests/data/api-symbols)`);
  for (const mention of pageMentions(source, releases.crates)) {
    const verdict = judge(mention, ownIndex, releases.any);
    if (!verdict.checked) continue;
    checked.push(mentionName(mention));
    if (verdict.missing === undefined) continue;
    const others = referredReleases(mention.also ?? [], own, releases).map((name) => releases.byName.get(name)!);
    if (
      others.some((index) => {
        const other = judge(mention, index, releases.any);
        return other.checked && other.missing === undefined;
      })
    )
      continue;
    const has = verdict.has === undefined ? '' : `, which has ${verdict.has}`;
    const described =
      others.length === 0 ? '' : `, nor in ${others.map(describe).join(', ')}, which this passage describes`;
    problems.push({
      file,
      line: mention.line,
      name: verdict.missing,
      message: `${verdict.missing} is not in release ${describe(ownIndex)}${has}${described}`,
    });
  }
  return {problems, checked};
}

/** Checks every doc of the site; returns what the allowlist does not accept, and the figures. */
export function checkSite(siteDir: string, releases = prepareReleases()): NameReport {
  const latest = readApiVersions(siteDir)[0] ?? 'next';
  const used = new Set<AllowedName>();
  const tallies = new Map<string, VersionTally & {names: Set<string>}>();
  const problems: NameReport['problems'] = [];
  for (const doc of listDocs(siteDir)) {
    const version = doc.version ?? 'root';
    const release = releaseOfVersion(doc.version, latest);
    const file = path.relative(siteDir, doc.file).split(path.sep).join('/');
    const result = checkSource(readFileSync(doc.file, 'utf8'), file, release, releases);
    const tally = tallies.get(version) ?? {
      version,
      release,
      checked: 0,
      distinct: 0,
      problems: 0,
      allowlisted: 0,
      names: new Set(),
    };
    tallies.set(version, tally);
    tally.checked += result.checked.length;
    result.checked.forEach((name) => tally.names.add(name));
    for (const problem of result.problems) {
      const entry = ALLOWLIST.find((allowed) => isAllowed(allowed, problem));
      if (entry === undefined) {
        problems.push({...problem, version});
        tally.problems++;
      } else {
        used.add(entry);
        tally.allowlisted++;
      }
    }
  }
  return {
    problems,
    tallies: [...tallies.values()].map(({names, ...tally}) => ({...tally, distinct: names.size})),
    unusedAllowlist: ALLOWLIST.filter((entry) => !used.has(entry)),
  };
}

/** `file:line: message`, the form editors turn into links. */
export function formatProblem(problem: NameProblem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}
