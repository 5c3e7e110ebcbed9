/** Rust's keywords (and `macro_rules`): never a name the check looks up. */
export const KEYWORDS = new Set([
  'as',
  'async',
  'await',
  'break',
  'const',
  'continue',
  'crate',
  'dyn',
  'else',
  'enum',
  'extern',
  'false',
  'fn',
  'for',
  'if',
  'impl',
  'in',
  'let',
  'loop',
  'match',
  'mod',
  'move',
  'mut',
  'pub',
  'ref',
  'return',
  'self',
  'Self',
  'static',
  'struct',
  'super',
  'trait',
  'true',
  'type',
  'unsafe',
  'use',
  'where',
  'while',
  'macro_rules',
]);

/** A Rust token: an identifier, or one punctuation mark (`::` counts as one). */
export type Token = {text: string; ident: boolean; line: number};

// Order matters: comments and literals first, so that nothing inside them
// becomes an identifier; lifetimes before char literals.
const TOKEN = new RegExp(
  [
    String.raw`(?<comment>//[^\n]*|/\*[\s\S]*?(?:\*/|$))`,
    String.raw`(?<raw>b?r(?<hashes>#*)"[\s\S]*?"\k<hashes>)`,
    String.raw`(?<string>b?"(?:\\[\s\S]|[^"\\])*(?:"|$))`,
    String.raw`(?<lifetime>'[A-Za-z_]\w*(?!'))`,
    String.raw`(?<char>b?'(?:\\[^']+|[^'\\])')`,
    String.raw`(?<number>\d[\w.]*)`,
    String.raw`(?<ident>(?:r#)?[A-Za-z_]\w*)`,
    String.raw`(?<punct>::|=>|->|\S)`,
  ].join('|'),
  'gu',
);

/**
 * Tokens of Rust code (or of something close to it: excerpts, macro bodies,
 * inline code in prose), without comments, literals and numbers. `line` is
 * 0-based within `code`.
 */
export function rustTokens(code: string): Token[] {
  const tokens: Token[] = [];
  let line = 0;
  let counted = 0;
  for (const match of code.matchAll(TOKEN)) {
    const at = match.index;
    for (let i = counted; i < at; i++) if (code.charCodeAt(i) === 10) line++;
    counted = at;
    const groups = match.groups ?? {};
    if (groups.ident !== undefined) tokens.push({text: groups.ident.replace(/^r#/, ''), ident: true, line});
    else if (groups.punct !== undefined) tokens.push({text: groups.punct, ident: false, line});
  }
  return tokens;
}
