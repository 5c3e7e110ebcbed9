import type {Mention} from './mention';
import type {Token} from './rustTokens';

/** The index after the bracket group that opens at `start`. */
export function skipGroup(tokens: Token[], start: number): number {
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    if ('([{'.includes(tokens[i]!.text)) depth++;
    else if (')]}'.includes(tokens[i]!.text)) depth--;
    if (depth === 0) return i + 1;
  }
  return tokens.length;
}

/**
 * The methods called in a chain on the call that ends before `start`
 * (`(…)?.write(…)?.build()`), with the index of each name.
 */
export function chainedMethods(tokens: Token[], start: number): {name: string; line: number; at: number}[] {
  const methods: {name: string; line: number; at: number}[] = [];
  let i = start;
  for (;;) {
    while (tokens[i]?.text === '?') i++;
    const [dot, name, open] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (dot?.text !== '.' || !name?.ident || open?.text !== '(') return methods;
    methods.push({name: name.text, line: name.line, at: i + 1});
    i = skipGroup(tokens, i + 2);
  }
}

/** Result and Option methods a builder chain passes through. */
const PASS_THROUGH = new Set(['unwrap', 'expect', 'context', 'with_context', 'map_err']);

/**
 * Types the methods of a chain whose receiver is known from the call that
 * starts it: every call on `X::builder()` up to `build` is a method of
 * `XBuilder`, and the first call on `default_prover()` or
 * `default_executor()` one of the `Prover` or `Executor` trait. Other
 * chained calls stay `.name` mentions.
 */
export function typedChain(head: string[], methods: {name: string; line: number}[]): Mention[] {
  const [last, owner] = [head.at(-1), head.at(-2) ?? ''];
  const mentions: Mention[] = [];
  let rest = methods;
  if (last === 'builder' && /^[A-Z]/.test(owner)) {
    const end = methods.findIndex((method) => method.name === 'build');
    const typed = methods.slice(0, end < 0 ? methods.length : end + 1);
    rest = methods.slice(typed.length);
    for (const method of typed) {
      if (!PASS_THROUGH.has(method.name))
        mentions.push({kind: 'member', owner: `${owner}Builder`, member: method.name, line: method.line});
    }
  } else if ((last === 'default_prover' || last === 'default_executor') && methods[0] !== undefined) {
    const trait = last === 'default_prover' ? 'Prover' : 'Executor';
    mentions.push({kind: 'member', owner: trait, member: methods[0].name, line: methods[0].line});
    rest = methods.slice(1);
  }
  return [...mentions, ...rest.map((method): Mention => ({kind: 'field', name: method.name, line: method.line}))];
}
