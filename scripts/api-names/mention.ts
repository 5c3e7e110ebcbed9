/**
 * The releases a part of a page talks about besides its own: a release line
 * (`0.20`, `1.3`), or the releases before or after the page's.
 */
export type ReleaseRef = string | 'previous' | 'earlier' | 'later';

/**
 * One API-looking name on a page, with the 1-based line of the doc source it
 * is on. `also` lists the other releases the surrounding passage describes
 * (see `releasesTalkedAbout` in pageMentions.ts).
 */
export type Mention = {line: number; also?: ReleaseRef[]} &
  /** An absolute path whose first segment is a zkVM crate: `risc0_zkvm::guest::env::read`. */
  (
    | {kind: 'path'; name: string}
    /** A path that does not start at a crate: `env::read`, `serde::to_vec`. */
    | {kind: 'relative'; name: string}
    /** `Type::member`: a method, field, variant or associated item. */
    | {kind: 'member'; owner: string; member: string}
    /** A bare type, function or macro in code: `ProveInfo`, `default_prover(`. */
    | {kind: 'item'; name: string}
    /** A backticked identifier on its own in prose: `paging_cycles`, `ProveInfo`. */
    | {kind: 'word'; name: string}
    /** `.name` after an expression: a method call or field access. */
    | {kind: 'field'; name: string}
    | {kind: 'env'; name: string}
    /** A subcommand or flag of a command-line tool (`cargo-risczero`, `rzup`, `r0vm`). */
    | {kind: 'cli'; tool: string; word: string}
    /** A crate name (dashes), with the version a manifest or command asks for. */
    | {kind: 'crate'; name: string; version?: string}
    | {kind: 'solidity'; name: string}
  );

/** How a mention reads in a failure message. */
export function mentionName(mention: Mention): string {
  switch (mention.kind) {
    case 'member':
      return `${mention.owner}::${mention.member}`;
    case 'field':
      return `.${mention.name}`;
    case 'cli':
      return `${mention.tool === 'cargo-risczero' ? 'cargo risczero' : mention.tool} ${mention.word}`;
    case 'crate':
      return mention.version === undefined ? mention.name : `${mention.name} ${mention.version}`;
    default:
      return mention.name;
  }
}
