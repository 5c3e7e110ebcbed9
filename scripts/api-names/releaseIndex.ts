import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** One file of tests/data/api-symbols (see its README for how each list was made). */
export type SymbolFile = {
  release: string;
  tag: string;
  crates: Record<string, string>;
  paths: string[];
  env: string[];
  cli: Record<string, string[]>;
  solidity: string[];
};

/** The names of one release, arranged for look-ups. */
export type ReleaseIndex = {
  release: string;
  tag: string;
  /** Crate name (dashes) → `[package] version`. */
  crates: Map<string, string>;
  /** Paths outside code can name: every prefix is itself a path. */
  publicPaths: Set<string>;
  /** Every tail of two or more segments of a public path (`env::read`). */
  suffixes: Set<string>;
  /** Last segment of public paths declared in a module: types, functions, constants, modules, macros. */
  items: Set<string>;
  /** `Type::member` of public paths: methods, fields, variants, associated items. */
  memberPairs: Set<string>;
  /** The member half of `memberPairs`. */
  members: Set<string>;
  env: Set<string>;
  /** Tool (`cargo-risczero`, `rzup`, `r0vm`) → subcommands and flags. */
  cli: Map<string, Set<string>>;
  solidity: Set<string>;
};

export const SYMBOLS_DIR = path.resolve(__dirname, '../../tests/data/api-symbols');

/**
 * Crates whose items readers call. cargo-risczero and rzup are binaries: their
 * subcommands and flags are checked through `cli`, and their internal types
 * (clap enums named `Build`, `Install`, `Update`, …) would otherwise look like API.
 */
const TOOL_CRATES = new Set(['cargo_risczero', 'rzup']);

const isUpper = (segment: string) => /^[A-Z]/.test(segment);

export function indexRelease(file: SymbolFile): ReleaseIndex {
  const all = new Set(file.paths);
  const publicPaths = new Set<string>();
  const suffixes = new Set<string>();
  const items = new Set<string>();
  const memberPairs = new Set<string>();
  const members = new Set<string>();
  for (const joined of file.paths) {
    const segments = joined.split('::');
    const prefixes = segments.map((_, end) => segments.slice(0, end + 1).join('::'));
    if (!prefixes.every((prefix) => all.has(prefix))) continue;
    publicPaths.add(joined);
    if (TOOL_CRATES.has(segments[0] ?? '')) continue;
    for (let start = 1; start < segments.length - 1; start++) suffixes.add(segments.slice(start).join('::'));
    const last = segments.at(-1) ?? '';
    const parent = segments.at(-2);
    if (parent !== undefined && isUpper(parent)) {
      memberPairs.add(`${parent}::${last}`);
      members.add(last);
    } else if (parent !== undefined) {
      items.add(last);
    }
  }
  return {
    release: file.release,
    tag: file.tag,
    crates: new Map(Object.entries(file.crates)),
    publicPaths,
    suffixes,
    items,
    memberPairs,
    members,
    env: new Set(file.env),
    cli: new Map(Object.entries(file.cli).map(([tool, words]) => [tool, new Set(words)])),
    solidity: new Set(file.solidity),
  };
}

/** Every release's index, by release name (`0.18` … `1.2`, `next`). */
export function loadReleases(dir = SYMBOLS_DIR): Map<string, ReleaseIndex> {
  const releases = new Map<string, ReleaseIndex>();
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    const file = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SymbolFile;
    releases.set(file.release, indexRelease(file));
  }
  return releases;
}

/**
 * The union of all releases: a name outside it is not a zkVM name at all
 * (std, serde, the reader's own code) and is never checked.
 */
export function unionOf(releases: Iterable<ReleaseIndex>): ReleaseIndex {
  const union: ReleaseIndex = {
    release: 'any',
    tag: 'any',
    crates: new Map(),
    publicPaths: new Set(),
    suffixes: new Set(),
    items: new Set(),
    memberPairs: new Set(),
    members: new Set(),
    env: new Set(),
    cli: new Map(),
    solidity: new Set(),
  };
  const merge = <T>(into: Set<T>, from: Set<T>) => from.forEach((value) => into.add(value));
  for (const release of releases) {
    release.crates.forEach((version, crate) => union.crates.set(crate, version));
    merge(union.publicPaths, release.publicPaths);
    merge(union.suffixes, release.suffixes);
    merge(union.items, release.items);
    merge(union.memberPairs, release.memberPairs);
    merge(union.members, release.members);
    merge(union.env, release.env);
    merge(union.solidity, release.solidity);
    release.cli.forEach((words, tool) =>
      merge(union.cli.get(tool) ?? union.cli.set(tool, new Set()).get(tool)!, words),
    );
  }
  return union;
}

/** The release line of a tag or version: `v1.3.0` → `1.3`. */
export function releaseLine(version: string): string {
  return version
    .replace(/^[v^=~]+/, '')
    .split('.')
    .slice(0, 2)
    .join('.');
}

/**
 * The release a text names (`1.1`, `0.20`, or the next release's line such
 * as `1.3`), as a key of `releases`; undefined when no documented release has
 * that line.
 */
export function releaseNamed(line: string, releases: Map<string, ReleaseIndex>): string | undefined {
  if (releases.has(line)) return line;
  for (const index of releases.values()) if (releaseLine(index.tag) === line) return index.release;
  return undefined;
}
