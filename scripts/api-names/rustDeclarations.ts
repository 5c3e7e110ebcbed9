import {KEYWORDS, type Token} from './rustTokens';

const DECLARING = new Set(['fn', 'struct', 'enum', 'trait', 'type', 'mod', 'const', 'static']);

/** Names bound by a pattern (`x`, `(a, b)`, `Some(x)`, `Point { x, y }`) up to `=`, `:`, `in` or `;` at depth 0. */
function patternNames(tokens: Token[], start: number, into: Set<string>): void {
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    const {text, ident} = tokens[i]!;
    if (depth === 0 && (text === '=' || text === ':' || text === 'in' || text === ';' || text === '|')) return;
    if ('([{'.includes(text)) depth++;
    else if (')]}'.includes(text)) depth--;
    if (depth < 0) return;
    if (ident && !KEYWORDS.has(text) && /^[a-z_]/.test(text)) into.add(text);
  }
}

/** Names the code declares or binds: items, enum variants, fields, parameters, variables. */
export function declaredNames(tokens: Token[]): Set<string> {
  const declared = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (DECLARING.has(token.text) && next?.ident) declared.add(next.text);
    if (token.text === 'crate' && tokens[i - 1]?.text === 'extern' && next?.ident) declared.add(next.text);
    if (token.text === 'macro_rules' && tokens[i + 2]?.ident) declared.add(tokens[i + 2]!.text);
    if (token.text === 'union' && next?.ident && tokens[i + 2]?.text === '{') declared.add(next.text);
    // `name: Type` is a parameter, a field or a field initialiser; `::` is one token.
    if (token.ident && next?.text === ':') declared.add(token.text);
    if (token.text === 'let' || token.text === 'for') patternNames(tokens, i + 1, declared);
    if (token.text === '|' && /^(\(|,|=|move|\{)$/.test(tokens[i - 1]?.text ?? '('))
      patternNames(tokens, i + 1, declared);
    if (token.text === 'enum' && next?.ident) {
      let j = i + 2;
      while (j < tokens.length && tokens[j]!.text !== '{') j++;
      let depth = 0;
      for (; j < tokens.length; j++) {
        const {text, ident} = tokens[j]!;
        if ('([{<'.includes(text)) depth++;
        else if (')]}>'.includes(text)) depth--;
        if (depth === 0) break;
        if (depth === 1 && ident && /^[{,]$/.test(tokens[j - 1]!.text)) declared.add(text);
      }
    }
  }
  return declared;
}
