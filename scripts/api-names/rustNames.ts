import {chainedMethods, skipGroup, typedChain} from './methodChains';
import type {Mention} from './mention';
import {declaredNames} from './rustDeclarations';
import {KEYWORDS, rustTokens, type Token} from './rustTokens';

/** A name used in Rust code, before `use` imports resolve it. */
export type RustRef = {line: number} & (
  | {kind: 'path'; segments: string[]}
  | {kind: 'field'; name: string}
  | {kind: 'bare'; name: string; call: boolean}
  /** Method calls chained on a call (`ExecutorEnv::builder().write(..)?.build()`), typed by `typedChain`. */
  | {kind: 'chain'; head: string[]; methods: {name: string; line: number}[]}
);

/** What a code block brings into scope. */
export type RustScope = {
  /** Alias → absolute path, for imports from zkVM crates. */
  imports: Map<string, string[]>;
  /** Names imported from other crates, or declared by the example itself. */
  local: Set<string>;
};

export type RustScan = RustScope & {
  /** The paths `use` declarations import from zkVM crates, already absolute. */
  imported: Mention[];
  refs: RustRef[];
};

/** Path starts that never lead into a zkVM crate. */
const NOT_ZKVM_ROOTS = new Set(['std', 'core', 'alloc', 'crate', 'self', 'super', 'Self']);

type UseLeaf = {segments: string[]; alias: string | null; line: number};

/** One use tree (`a::b::{c, d as e, self, *}`) starting at `start`; returns the index after it. */
function parseUseTree(tokens: Token[], start: number, prefix: string[], out: UseLeaf[]): number {
  const segments = [...prefix];
  let i = start;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (token.text === '::') {
      i++;
    } else if (token.text === '{') {
      i++;
      while (i < tokens.length && tokens[i]!.text !== '}') {
        const next = parseUseTree(tokens, i, segments, out);
        i = tokens[next]?.text === ',' ? next + 1 : Math.max(next, i + 1);
      }
      return i + 1;
    } else if (token.text === '*') {
      out.push({segments, alias: null, line: token.line});
      return i + 1;
    } else if (token.ident) {
      if (token.text !== 'self') segments.push(token.text);
      i++;
      if (tokens[i]?.text === '::') continue;
      let alias = segments.at(-1) ?? null;
      if (tokens[i]?.text === 'as' && tokens[i + 1]?.ident) {
        alias = tokens[i + 1]!.text;
        i += 2;
      }
      out.push({segments, alias, line: token.line});
      return i;
    } else {
      return i;
    }
  }
  return i;
}

/** Skips a generic argument list starting at `<`; returns the index after its `>`. */
function skipGenerics(tokens: Token[], start: number): number {
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    if (tokens[i]!.text === '<') depth++;
    else if (tokens[i]!.text === '>') depth--;
    else if (tokens[i]!.text === '->' || tokens[i]!.text === '=>') continue;
    if (depth === 0) return i + 1;
  }
  return tokens.length;
}

/**
 * Reads Rust code: what its `use` declarations import, what it declares, and
 * the names it uses. `zkvmCrates` are the crate names (underscores) whose
 * imports count as zkVM imports.
 */
export function scanRust(code: string, zkvmCrates: ReadonlySet<string>): RustScan {
  const tokens = rustTokens(code);
  const scan: RustScan = {imports: new Map(), local: declaredNames(tokens), imported: [], refs: []};
  const chained = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.text === 'use' && (i === 0 || tokens[i - 1]!.text !== '.')) {
      const leaves: UseLeaf[] = [];
      let end = parseUseTree(tokens, i + 1, [], leaves);
      while (end < tokens.length && tokens[end]!.text !== ';') end++;
      for (const leaf of leaves) {
        const root = leaf.segments[0] ?? '';
        if (zkvmCrates.has(root)) {
          scan.imported.push({kind: 'path', name: leaf.segments.join('::'), line: leaf.line});
          if (leaf.alias !== null) scan.imports.set(leaf.alias, leaf.segments);
        } else if (leaf.alias !== null && !NOT_ZKVM_ROOTS.has(root)) {
          scan.local.add(leaf.alias);
        }
      }
      i = end;
      continue;
    }
    if (!token.ident || KEYWORDS.has(token.text)) continue;
    const previous = tokens[i - 1]?.text;
    if (previous === '::') continue;
    const segments = [token.text];
    let j = i + 1;
    while (tokens[j]?.text === '::') {
      const after = tokens[j + 1];
      if (after?.ident) {
        segments.push(after.text);
        j += 2;
      } else if (after?.text === '<') {
        j = skipGenerics(tokens, j + 1);
      } else {
        break;
      }
    }
    if (previous === '.' && segments.length === 1) {
      if (!chained.has(i)) scan.refs.push({kind: 'field', name: token.text, line: token.line});
    } else if (segments.length > 1) {
      scan.refs.push({kind: 'path', segments, line: token.line});
    } else {
      const call = tokens[j]?.text === '(' || tokens[j]?.text === '!';
      scan.refs.push({kind: 'bare', name: token.text, call, line: token.line});
    }
    if (tokens[j]?.text === '(' && previous !== '.') {
      const methods = chainedMethods(tokens, skipGroup(tokens, j));
      if (methods.length > 0)
        scan.refs.push({
          kind: 'chain',
          head: segments,
          methods: methods.map(({name, line}) => ({name, line})),
          line: token.line,
        });
      methods.forEach(({at}) => chained.add(at));
    }
    i = j - 1;
  }
  return scan;
}

/**
 * Turns a path into a mention: through the scope's imports, as an absolute
 * path when it starts at a zkVM crate, as `Type::member`, or as a relative
 * path. Null for std, `crate::`, and names the example declares or imports
 * from elsewhere.
 */
export function resolvePath(
  segments: string[],
  line: number,
  scope: RustScope,
  zkvmCrates: ReadonlySet<string>,
): Mention | null {
  const [first = '', second = ''] = segments;
  if (NOT_ZKVM_ROOTS.has(first)) return null;
  const imported = scope.imports.get(first);
  if (imported !== undefined) return {kind: 'path', name: [...imported, ...segments.slice(1)].join('::'), line};
  if (scope.local.has(first)) return null;
  if (zkvmCrates.has(first)) return {kind: 'path', name: segments.join('::'), line};
  if (/^[A-Z]/.test(first)) return {kind: 'member', owner: first, member: second, line};
  return {kind: 'relative', name: segments.join('::'), line};
}

/**
 * The mentions of a code block's references. In `prose` (a backticked
 * snippet), a lone identifier is a `word`; in code only calls, macros and
 * capitalised names count, since other bare names are the example's variables.
 */
export function resolveRefs(
  refs: RustRef[],
  scope: RustScope,
  zkvmCrates: ReadonlySet<string>,
  prose = false,
): Mention[] {
  const mentions: Mention[] = [];
  const lone = prose && refs.length === 1;
  for (const ref of refs) {
    if (ref.kind === 'path') {
      const mention = resolvePath(ref.segments, ref.line, scope, zkvmCrates);
      if (mention !== null) mentions.push(mention);
    } else if (ref.kind === 'chain') {
      const [first = '', ...rest] = ref.head;
      if (scope.local.has(first) && !scope.imports.has(first)) continue;
      mentions.push(...typedChain([...(scope.imports.get(first) ?? [first]), ...rest], ref.methods));
    } else if (ref.kind === 'field') {
      if (!scope.local.has(ref.name)) mentions.push({kind: 'field', name: ref.name, line: ref.line});
    } else if (scope.imports.has(ref.name)) {
      // Code was checked at its `use`; prose names the item the page imports.
      if (lone) mentions.push({kind: 'path', name: scope.imports.get(ref.name)!.join('::'), line: ref.line});
    } else if (!scope.local.has(ref.name)) {
      if (lone) mentions.push({kind: 'word', name: ref.name, line: ref.line});
      else if (ref.call || /^[A-Z]/.test(ref.name)) mentions.push({kind: 'item', name: ref.name, line: ref.line});
    }
  }
  return mentions;
}

/** Joins scopes; earlier ones win where an alias is imported twice. */
export function mergeScopes(...scopes: RustScope[]): RustScope {
  const merged: RustScope = {imports: new Map(), local: new Set()};
  for (const scope of scopes) {
    scope.imports.forEach((target, alias) => {
      if (!merged.imports.has(alias)) merged.imports.set(alias, target);
    });
    scope.local.forEach((name) => merged.local.add(name));
  }
  return merged;
}
