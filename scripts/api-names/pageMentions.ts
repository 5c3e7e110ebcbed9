import {docLayout, type DocLayout} from './docLayout';
import {manifestMentions} from './manifestNames';
import type {Mention, ReleaseRef} from './mention';
import {mergeScopes, resolveRefs, scanRust, type RustScan} from './rustNames';
import {rustTokens} from './rustTokens';
import {shellMentions} from './shellNames';

/** The crates a page can name, as `risc0_zkvm` (code) and `risc0-zkvm` (manifests, prose). */
export type CrateNames = {code: ReadonlySet<string>; dashed: ReadonlySet<string>};

/** Lines `from`…`to` (1-based, inclusive) that talk about other releases besides the page's own. */
export type Passage = {from: number; to: number; releases: ReleaseRef[]};

/**
 * The releases a piece of prose talks about: every release line it names
 * (`0.20`, `release 1.1`, `risc0-zkvm = "1.2"`), and "earlier releases",
 * "before this release", "later releases" and the like.
 */
export function releasesTalkedAbout(text: string): ReleaseRef[] {
  const refs = new Set<ReleaseRef>(
    [...text.matchAll(/\b(\d+)\.(\d+)(?:\.\d+)*\b/g)].map((match) => `${match[1]}.${match[2]}`),
  );
  if (
    /\b(?:earlier|older|previous|prior) (?:releases?|versions?|code|lines?)\b|\bbefore (?:this|that) release\b/i.test(
      text,
    )
  )
    refs.add('earlier');
  if (/\b(?:later|newer|future|next) (?:releases?|versions?)\b/i.test(text)) refs.add('later');
  return [...refs];
}

/**
 * The parts of a page about other releases. A paragraph, list item, table
 * row or heading counts when it names one (an old name in "Release 0.20
 * renamed `get_metadata` to `get_claim`" is checked against 0.20 and the
 * release before it), and so does a "This page moved" notice. A "What
 * changed in 1.1" or "What differs from 1.2" section talks about that
 * release from its heading down to the next heading of its level or above;
 * a "New in this release" section about the previous release (what was
 * renamed).
 */
export function releasePassages(layout: DocLayout, lineCount: number): Passage[] {
  const passages: Passage[] = [...layout.passages, ...layout.moved].flatMap(({from, to, text}) => {
    const releases = releasesTalkedAbout(text);
    return releases.length === 0 ? [] : [{from, to, releases}];
  });
  layout.headings.forEach((heading, i) => {
    const named =
      /^What (?:changed in|differs from) (\d+\.\d+)/.exec(heading.text)?.[1] ??
      (/^New in this release/.test(heading.text) ? 'previous' : null);
    if (heading.depth > 3 || named === null) return;
    const end = layout.headings.slice(i + 1).find((next) => next.depth <= heading.depth);
    passages.push({from: heading.line, to: end === undefined ? lineCount : end.line - 1, releases: [named]});
  });
  return passages;
}

/** `risc0_zkvm/guest/env/fn.read.html#method.x` → `risc0_zkvm::guest::env::read::x`. */
export function docsRsPath(item: string): string {
  const [file = '', anchor] = item.split('#');
  const parts = file.split('/');
  const page = parts.pop() ?? '';
  if (page !== 'index.html') parts.push(page.replace(/^\w+\./, '').replace(/\.html$/, ''));
  const member = /^\w+\.(\w+)$/.exec(anchor ?? '')?.[1];
  if (member !== undefined) parts.push(member);
  return parts.join('::');
}

function docsRsMentions(link: DocLayout['docsRs'][number], crates: CrateNames): Mention[] {
  const path = docsRsPath(link.item);
  const crate = path.split('::')[0] ?? '';
  if (!crates.code.has(crate)) return [];
  const mentions: Mention[] = [{kind: 'path', name: path, line: link.line}];
  if (link.crateVersion !== undefined)
    mentions.push({kind: 'crate', name: crate.replace(/_/g, '-'), version: link.crateVersion, line: link.line});
  return mentions;
}

const SHELL_START = /^(?:[A-Z_][A-Z0-9_]*=\S*\s+)*(?:cargo|rzup|r0vm|curl|git|sudo|export|docker|forge|npm)\b/;

/** What a backticked snippet in prose names: a command line, a crate, or Rust. */
export function inlineMentions(value: string, line: number, pageScope: RustScan, crates: CrateNames): Mention[] {
  const text = value.trim();
  const at = (mention: Mention): Mention => ({...mention, line: line + mention.line});
  if (SHELL_START.test(text)) return shellMentions(text, 0).map(at);
  const crate = /^([a-z0-9]+(?:[-_][a-z0-9]+)+)(?:@(\S+))?$/.exec(text);
  const crateName = crate?.[1]?.replace(/_/g, '-') ?? '';
  if (crate !== null && crates.dashed.has(crateName)) {
    return [at({kind: 'crate', name: crateName, ...(crate[2] === undefined ? {} : {version: crate[2]}), line: 0})];
  }
  if (crate !== null && crate[1]!.includes('-')) return [];
  // An environment assignment (RISC0_ names are checked on every line), a
  // flag on its own, a file or URL path, a number, a version such as
  // `1.3.0-alpha.1` or an attribute names no Rust item.
  if (/^[A-Z][A-Z0-9_]*=|^-|^v?\d[\w.+-]*$|^#\[/.test(text) || (/[/\\]/.test(text) && !text.includes('::'))) return [];
  const scan = scanRust(text, crates.code);
  return [...scan.imported, ...resolveRefs(scan.refs, mergeScopes(scan, pageScope), crates.code, true)].map(at);
}

function blockMentions(
  block: DocLayout['blocks'][number],
  scan: RustScan | undefined,
  pageScope: RustScan,
  crates: CrateNames,
): Mention[] {
  const firstLine = block.line + 1;
  const shift = (mention: Mention): Mention => ({...mention, line: firstLine + mention.line});
  switch (block.lang) {
    case 'rust':
      return scan === undefined
        ? []
        : [...scan.imported, ...resolveRefs(scan.refs, mergeScopes(scan, pageScope), crates.code)].map(shift);
    case 'bash':
      return shellMentions(block.code, firstLine);
    case 'toml':
      return manifestMentions(block.code, firstLine).filter(
        (mention) => mention.kind !== 'crate' || crates.dashed.has(mention.name),
      );
    case 'solidity':
      return rustTokens(block.code)
        .filter((token) => token.ident)
        .map((token) => ({kind: 'solidity', name: token.text, line: firstLine + token.line}));
    default:
      return [];
  }
}

const ENV_NAME = /(?<![\w$])(?:RISC0|BONSAI)_[A-Z0-9_]*[A-Z0-9]\b/g;

/** `RISC0_*` and `BONSAI_*` names anywhere in the source: prose, code, attributes. */
function envMentions(lines: string[]): Mention[] {
  return lines.flatMap((text, row) =>
    [...text.matchAll(ENV_NAME)].map((match) => ({kind: 'env' as const, name: match[0], line: row + 1})),
  );
}

/**
 * Every API-looking name of a doc, each with its line and, inside a passage
 * about other releases, those releases (`also`). Rust names resolve through
 * the `use` declarations of their own block first, then those of the page;
 * names the page's examples declare are left out.
 */
export function pageMentions(source: string, crates: CrateNames): Mention[] {
  const lines = source.split('\n');
  const layout = docLayout(source);
  const scans = layout.blocks.map((block) => (block.lang === 'rust' ? scanRust(block.code, crates.code) : undefined));
  const pageScope: RustScan = {...mergeScopes(...scans.filter((scan) => scan !== undefined)), imported: [], refs: []};
  const passages = releasePassages(layout, lines.length);
  const mentions = [
    ...layout.blocks.flatMap((block, i) => blockMentions(block, scans[i], pageScope, crates)),
    ...layout.inline.flatMap(({value, line}) => inlineMentions(value, line, pageScope, crates)),
    ...layout.docsRs.flatMap((link) => docsRsMentions(link, crates)),
    ...envMentions(lines),
  ];
  return mentions
    .map((mention) => {
      const also = new Set(
        passages
          .filter(({from, to}) => mention.line >= from && mention.line <= to)
          .flatMap((passage) => passage.releases),
      );
      return also.size === 0 ? mention : {...mention, also: [...also]};
    })
    .sort((a, b) => a.line - b.line);
}
