import type {Mention} from './mention';
import {releaseLine, type ReleaseIndex} from './releaseIndex';

/**
 * Names of std and common crates (serde, hex) that also name some zkVM item
 * in some release: on an unknown receiver `.iter()` or `.is_empty()` is far
 * more likely the std one, `alloc` is std's crate, and `DeserializeOwned`
 * serde's trait (risc0_zkvm re-exports it from 1.3). These are not checked
 * as `.name`, bare names or prose words.
 */
const COMMON_NAMES = new Set([
  'alloc',
  'bytes',
  'DeserializeOwned',
  'deref',
  'deserialize',
  'error',
  'errors',
  'hex',
  'into_iter',
  'is_empty',
  'is_none',
  'is_null',
  'is_ok',
  'is_some',
  'iter',
  'key',
  'left',
  'len',
  'map',
  'ok',
  'right',
  'serialize',
  'to_str',
  'total',
  'value',
  'values',
  'wrapping_add',
]);

/**
 * Methods every type gets from std or derived traits. The symbol lists only
 * hold them where a crate writes the impl itself (see their README), so
 * `Digest::from` passes whenever `Digest` exists.
 */
const TRAIT_METHODS = new Set([
  'as_ref',
  'borrow',
  'clone',
  'cmp',
  'default',
  'deref',
  'deserialize',
  'encode_hex',
  'eq',
  'fmt',
  'from',
  'from_hex',
  'from_iter',
  'from_str',
  'hash',
  'into',
  'into_iter',
  'partial_cmp',
  'serialize',
  'to_owned',
  'to_string',
  'try_from',
  'try_into',
]);

/** clap adds these to every command; the symbol lists hold them only when the source spells them out. */
const CLAP_BUILT_INS = new Set(['-h', '--help', '-V', '--version', 'help']);

const TOOL_NAMES: Record<string, string> = {'cargo-risczero': 'cargo risczero', rzup: 'rzup', r0vm: 'r0vm'};

/** `skip`: not a zkVM name. Otherwise the name was looked up; `missing` says what the release lacks. */
export type Verdict = {checked: false} | {checked: true; missing?: string; has?: string};

const ok: Verdict = {checked: true};
const lacks = (missing: string, has?: string): Verdict => ({
  checked: true,
  missing,
  ...(has === undefined ? {} : {has}),
});
const skip: Verdict = {checked: false};

function judgePath(name: string, release: ReleaseIndex): Verdict {
  const segments = name.split('::');
  const crate = segments[0]!.replace(/_/g, '-');
  if (!release.crates.has(crate)) return lacks(`crate ${crate}`);
  if (release.publicPaths.has(name)) return ok;
  const owner = segments.slice(0, -1).join('::');
  if (TRAIT_METHODS.has(segments.at(-1)!) && release.publicPaths.has(owner)) return ok;
  return lacks(name);
}

function judgeCrate(name: string, version: string | undefined, release: ReleaseIndex, any: ReleaseIndex): Verdict {
  if (!any.crates.has(name)) return skip;
  const released = release.crates.get(name);
  if (released === undefined) return lacks(`crate ${name}`);
  if (version === undefined || version === '*' || releaseLine(version) === releaseLine(released)) return ok;
  return lacks(`${name} ${version}`, `${name} ${released}`);
}

/**
 * Whether `release` has the name a mention uses. `any` is the union of all
 * releases: names outside it (std, third-party crates, the reader's own
 * code) are skipped, except absolute paths into zkVM crates, environment
 * variables and command lines, which are zkVM names by their form.
 */
export function judge(mention: Mention, release: ReleaseIndex, any: ReleaseIndex): Verdict {
  switch (mention.kind) {
    case 'path':
      return judgePath(mention.name, release);
    case 'relative':
      if (!any.suffixes.has(mention.name)) return skip;
      return release.suffixes.has(mention.name) ? ok : lacks(mention.name);
    case 'member': {
      const pair = `${mention.owner}::${mention.member}`;
      if (!any.items.has(mention.owner)) return skip;
      if (!release.items.has(mention.owner)) return lacks(mention.owner);
      return release.memberPairs.has(pair) || TRAIT_METHODS.has(mention.member) ? ok : lacks(pair);
    }
    case 'item':
      if (COMMON_NAMES.has(mention.name) || !any.items.has(mention.name)) return skip;
      return release.items.has(mention.name) ? ok : lacks(mention.name);
    case 'field':
      if (COMMON_NAMES.has(mention.name) || !any.members.has(mention.name)) return skip;
      return release.members.has(mention.name) ? ok : lacks(mention.name);
    case 'word': {
      const known = (index: ReleaseIndex) => index.items.has(mention.name) || index.members.has(mention.name);
      if (COMMON_NAMES.has(mention.name) || !known(any)) return skip;
      return known(release) ? ok : lacks(mention.name);
    }
    case 'env':
      return release.env.has(mention.name) ? ok : lacks(mention.name);
    case 'cli': {
      const words = release.cli.get(mention.tool);
      if (words === undefined) return lacks(TOOL_NAMES[mention.tool] ?? mention.tool);
      return words.has(mention.word) || CLAP_BUILT_INS.has(mention.word)
        ? ok
        : lacks(`${TOOL_NAMES[mention.tool]} ${mention.word}`);
    }
    case 'crate':
      return judgeCrate(mention.name, mention.version, release, any);
    case 'solidity':
      // Only 0.18–0.21 kept contracts in risc0/risc0; later ones live elsewhere and have no list.
      if (release.solidity.size === 0 || !any.solidity.has(mention.name)) return skip;
      return release.solidity.has(mention.name) ? ok : lacks(mention.name);
  }
}
