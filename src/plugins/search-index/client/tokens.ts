// How identifiers are cut into terms. Readers paste `ExecutorEnv::builder`,
// `RISC0_DEV_MODE` or `--release` whole, or type one part of them, so the
// index holds both the whole identifier and its parts.
import {normaliseTerm, plainTerm, WORD_PATTERN} from './terms';

/**
 * A word (apostrophes inside it included, see `WORD_PATTERN`), or an identifier whose
 * parts are joined by `::`, `_`, `-` or `.`, with the leading dashes of a
 * command-line flag.
 */
const TOKEN = new RegExp(String.raw`(?<![\p{L}\p{N}])-{0,2}${WORD_PATTERN}(?:(?:::|[_.-])[\p{L}\p{N}]+)*`, 'gu');
const SEPARATOR = /::|[_.-]/;
/** Lower-to-upper boundaries and the end of an acronym: `ExecutorEnv`, `HTTPServer`. */
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** One segment of a token (between separators), with its camelCase words. */
export type Segment = {text: string; words: string[]};

/** A token as written: `whole` is set only when it has parts of its own. */
export type Token = {whole: string | null; segments: Segment[]};

function segmentOf(raw: string): Segment {
  const words = raw.split(CAMEL_BOUNDARY).map(normaliseTerm);
  return {text: normaliseTerm(raw), words: words.length > 1 ? words : []};
}

/** The tokens of a text, in order, each cut into its segments and words. */
export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map(([raw]) => {
    const segments = raw.replace(/^-+/, '').split(SEPARATOR).filter(Boolean).map(segmentOf);
    const compound = raw.startsWith('-') || segments.length > 1;
    return {whole: compound ? plainTerm(raw) : null, segments};
  });
}

/**
 * The shorter identifiers inside a Rust path, which readers paste on their
 * own: `risc0_zkvm::guest::env::read_slice` holds `guest::env::read_slice`,
 * `env::read_slice`, `risc0_zkvm::guest` and the like, and `read_slice` and
 * `risc0_zkvm`. One segment counts only when it has parts (plain segments
 * are indexed anyway).
 */
export function subIdentifiers(whole: string): string[] {
  const steps = whole.split('::');
  const found = new Set<string>();
  for (let from = 0; from < steps.length; from += 1) {
    for (let to = from + 1; to <= steps.length; to += 1) {
      if (to - from === steps.length) continue;
      const path = steps.slice(from, to).join('::');
      if (path && (to - from > 1 || SEPARATOR.test(path))) found.add(path);
    }
  }
  return [...found];
}

/**
 * Every term the index stores for a text: whole identifiers and the shorter
 * ones in a path, their segments and camelCase words.
 */
export function indexTerms(text: string): string[] {
  return tokenize(text).flatMap(({whole, segments}) => [
    ...(whole ? [whole, ...subIdentifiers(whole)] : []),
    ...segments.flatMap((segment) => [segment.text, ...segment.words]),
  ]);
}

/** True when the query names an identifier: a token with parts (`env::verify`, `RISC0_DEV_MODE`, `--release`) or camelCase words. */
export function namesIdentifier(query: string): boolean {
  return tokenize(query).some(
    ({whole, segments}) => whole !== null || segments.some((segment) => segment.words.length > 0),
  );
}
