// Misspelt on purpose: queries a reader might type.
// cspell:ignore receipr reciept receit receeipt reciepts
import {describe, expect, it} from 'vitest';
import {HELD_OUT_QUERIES} from '../search/heldOutQueries';
import {HELD_OUT_QUERIES_2} from '../search/heldOutQueries2';
import {HELD_OUT_QUERIES_3} from '../search/heldOutQueries3';
import {READER_QUERIES} from '../search/queries';
import {QUERY_KINDS, type IdentifierForm, type MisspellingForm, type ReaderQuery} from '../search/readerQuery';
import {joinRoute, readPageMatrix, withoutTrailingSlash} from '../support/pageMatrix';

const matrix = readPageMatrix();
const ALL_QUERIES = [...READER_QUERIES, ...HELD_OUT_QUERIES, ...HELD_OUT_QUERIES_2, ...HELD_OUT_QUERIES_3];

/** Routes a query typed from `context` can find: the root docs plus one API version. */
function searchableRoutes(context: ReaderQuery['context']): Set<string> {
  const version = context === 'root' ? matrix.latest : context;
  const api = matrix.api[version];
  if (!api) throw new Error(`routes.json has no API version ${version}`);
  return new Set([...matrix.root, ...api.pages.map((page) => joinRoute(api.path, page))].map(withoutTrailingSlash));
}

/** Which single slip turns `intended` into `typed`, or null if none does. */
function slipBetween(intended: string, typed: string): MisspellingForm | null {
  const a = intended.toLowerCase();
  const b = typed.toLowerCase();
  // The character a one-character removal takes out, if removing it from `longer` gives `shorter`.
  const removed = (longer: string, shorter: string) =>
    [...longer].find((_, i) => longer.slice(0, i) + longer.slice(i + 1) === shorter);
  if (a.length === b.length) {
    const differ = [...a].flatMap((char, i) => (char === b[i] ? [] : [i]));
    const [first, second] = differ;
    if (differ.length === 1) return 'substitution';
    const swapped = first !== undefined && second === first + 1 && a[first] === b[second] && a[second] === b[first];
    return differ.length === 2 && swapped ? 'transposition' : null;
  }
  const dropped = b.length === a.length - 1 ? removed(a, b) : undefined;
  if (dropped !== undefined) return dropped === ' ' ? 'joined' : 'deletion';
  const added = a.length === b.length - 1 ? removed(b, a) : undefined;
  if (added !== undefined) return added === ' ' ? 'split' : 'insertion';
  return null;
}

const IDENTIFIER_PATTERNS: Record<IdentifierForm, RegExp> = {
  'path-colons': /\w::\w/,
  snake_case: /[a-z0-9]_[a-z0-9]/,
  camelCase: /[a-z][A-Z]/,
  'env-var': /\b[A-Z][A-Z0-9]*_[A-Za-z0-9_]+/,
  'cli-flag': /(^|\s)--?[a-z]/i,
};

describe('reader queries of the search benchmark', () => {
  it('holds at least 220 distinct queries, and a held-out set of other ones', () => {
    expect(READER_QUERIES.length).toBeGreaterThanOrEqual(220);
    expect(HELD_OUT_QUERIES.length).toBeGreaterThanOrEqual(80);
    const seen = new Set<string>();
    const duplicates = ALL_QUERIES.map(({query}) => query.toLowerCase().trim()).filter((query) => {
      const repeated = seen.has(query);
      seen.add(query);
      return repeated;
    });
    expect(duplicates, 'each query once').toEqual([]);
  });

  it('gives every kind a fair share and covers every sub-kind', () => {
    for (const kind of QUERY_KINDS) {
      expect(READER_QUERIES.filter((query) => query.kind === kind).length, kind).toBeGreaterThanOrEqual(25);
    }
    const forms = (kind: ReaderQuery['kind']) =>
      new Set(READER_QUERIES.flatMap((query) => (query.kind === kind && 'form' in query ? [query.form] : [])));
    expect([...forms('identifier')].sort()).toEqual(Object.keys(IDENTIFIER_PATTERNS).sort());
    expect([...forms('misspelling')].sort()).toEqual(
      ['deletion', 'insertion', 'joined', 'split', 'substitution', 'transposition'].sort(),
    );
    // The held-out set is smaller, but each kind needs enough queries for its rate to mean something.
    for (const kind of QUERY_KINDS) {
      expect(HELD_OUT_QUERIES.filter((query) => query.kind === kind).length, `held-out ${kind}`).toBeGreaterThanOrEqual(
        12,
      );
    }
  });

  it.each(ALL_QUERIES.map((query) => [query.query, query] as const))(
    '"%s" expects pages that exist where it is typed, and names its source',
    (_name, query) => {
      const routes = searchableRoutes(query.context);
      const missing = query.expected.filter((route) => !routes.has(withoutTrailingSlash(route)));
      expect(missing, 'expected routes must be in src/data/routes.json for the query context').toEqual([]);
      expect(query.expected.length).toBeGreaterThan(0);
      expect(query.source.trim().length, 'say which reader material the query comes from').toBeGreaterThan(10);
    },
  );

  it.each(ALL_QUERIES.flatMap((query) => (query.kind === 'identifier' ? [[query.query, query.form] as const] : [])))(
    'identifier "%s" is written as %s',
    (query, form) => {
      expect(query).toMatch(IDENTIFIER_PATTERNS[form]);
    },
  );

  it.each(
    ALL_QUERIES.flatMap((query) =>
      query.kind === 'misspelling' ? [[query.query, query.form, query.intended] as const] : [],
    ),
  )('misspelling "%s" is one %s away from what was meant', (query, form, intended) => {
    expect(slipBetween(intended, query)).toBe(form);
  });
});

describe('slipBetween', () => {
  it.each([
    ['receipt', 'receipr', 'substitution'],
    ['receipt', 'reciept', 'transposition'],
    ['receipt', 'receit', 'deletion'],
    ['receipt', 'receeipt', 'insertion'],
    ['dev mode', 'devmode', 'joined'],
    ['groth16', 'groth 16', 'split'],
    ['receipt', 'journal', null],
    ['receipt', 'reciepts', null],
  ] as const)('%s → %s is %s', (intended, typed, form) => {
    expect(slipBetween(intended, typed)).toBe(form);
  });
});
