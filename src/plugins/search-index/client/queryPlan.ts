// cspell:ignore arent couldnt didnt doesnt isnt shouldnt theres wasnt whats wouldnt youre executeonly dont gettingstarted
// Turns what a reader typed into a MiniSearch query tree. Each typed token
// becomes a group of alternatives: the exact term first, then, weighted
// lower, its other inflections, its parts (identifiers), a swapped-letter
// form, a split or a joined form that the index knows. Groups combine with
// AND, as on the hosted index.
import type {QueryCombination} from 'minisearch';
import {normaliseTerm} from './terms';
import {tokenize, type Segment, type Token} from './tokens';

type Query = QueryCombination | string;

/** Weight of a match found through an alternative spelling, below an exact one. */
export const ALTERNATIVE_WEIGHT = 0.6;
/** Weight of a match on an identifier's parts only, below the whole identifier. */
export const PARTS_WEIGHT = 0.5;
/**
 * The same when the index holds the whole identifier: the parts then mostly
 * find pages about something else (`--release` and release notes).
 */
export const KNOWN_WHOLE_PARTS_WEIGHT = 0.1;

/** Typo tolerance as the hosted index has it: none below 4 letters, 1 up to 7, 2 from 8. */
export function typoDistance(term: string): number | false {
  if (term.length < 4) return false;
  return term.length < 8 ? 1 : 2;
}

/**
 * Words too common to narrow a search, including the words questions are
 * made of. They are dropped from a query that has other words, so "how do I
 * verify a receipt" searches "verify receipt". Kept in the form typed words
 * take once plurals are folded ("does" becomes "doe"), since that is the form
 * they are compared in.
 */
const STOP_WORDS = new Set(
  (
    'a about actually also an and any are as at be but by can could do does doing done exactly for from get getting how i if in into is it its just me my of on or really should so some that the their them then there these this those to use used using want was way we what when where which who why will with would you your' +
    // Contractions, as the index holds them (without the apostrophe).
    ' arent cant couldnt didnt doesnt dont im isnt ive shouldnt thats theres wasnt whats wont wouldnt youre'
  )
    .split(' ')
    .map(normaliseTerm),
);

/**
 * True for a word too common to tell pages apart. A typo never lands on one:
 * "than" is a letter from "that" and "then".
 */
export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/** What the planner asks of the index. */
export type Vocabulary = {
  has(term: string): boolean;
  /** How much a match on the term tells, from 0 to 1: rare terms tell more (IDF). */
  weight(term: string): number;
  normalise(term: string): string;
  /** The index terms within a word's typo distance (see typoDistance); none if not given. */
  near?(term: string): string[];
  /** True when some index term begins with these letters. */
  begins?(prefix: string): boolean;
};

type Leaf = {term: string; prefix: boolean};

/**
 * The shortest word that matches the words it begins while the reader
 * types. A single letter would match a twentieth of the vocabulary, whose
 * postings the browser would fetch for one keystroke's results.
 */
export const MIN_PREFIX_LENGTH = 2;

/** One term, weighted by how telling it is and by how it was reached (exact, part, variant). */
function leaf(
  {term, prefix}: Leaf,
  vocabulary: Vocabulary,
  weight: number,
  fuzzy = typoDistance(term),
): QueryCombination {
  const boost = weight * vocabulary.weight(term);
  return {queries: [term], prefix: prefix && term.length >= MIN_PREFIX_LENGTH, fuzzy, boostTerm: () => boost};
}

function anyOf(queries: Query[]): Query {
  const [only] = queries;
  return queries.length === 1 && only !== undefined ? only : {queries, combineWith: 'OR'};
}

function allOf(queries: Query[]): QueryCombination {
  return {queries, combineWith: 'AND'};
}

/** Spellings with two neighbouring letters swapped that the index holds (Damerau: one edit). */
export function transpositions(term: string, vocabulary: Pick<Vocabulary, 'has'>): string[] {
  if (term.length < 4) return [];
  const found = new Set<string>();
  for (let i = 0; i + 1 < term.length; i += 1) {
    const swapped = term.slice(0, i) + term.charAt(i + 1) + term.charAt(i) + term.slice(i + 2);
    if (swapped !== term && vocabulary.has(swapped)) found.add(swapped);
  }
  return [...found];
}

/**
 * Weight of a match on another inflection of a word (verify → verifying),
 * half that of the word as typed. Such a match counts as typed for the tier,
 * as plurals do (the index folds them): readers ask "how do I verify a
 * receipt" of a page whose heading says "Verifying a receipt".
 */
export const INFLECTION_WEIGHT = 0.5;

// cspell:ignore aeiou aeiouwxy ation ication compresion
const VOWEL = /[aeiou]/;

/** The words an inflected form may come from: verifying → verify, using → use, setting → set. */
function stemsOf(term: string): string[] {
  const stems = [term];
  const strip = (suffix: string) => (term.endsWith(suffix) ? term.slice(0, -suffix.length) : null);
  const past = term.length >= 5 ? strip('ed') : null;
  const gerund = term.length >= 5 ? strip('ing') : null;
  const pastOfY = term.length >= 5 ? strip('ied') : null;
  if (pastOfY) stems.push(`${pastOfY}y`);
  for (const stem of [past, gerund]) {
    // "using" → "us" + e; "thing" and "bring" have no stem.
    if (!stem || stem.length < 2 || !VOWEL.test(stem)) continue;
    stems.push(stem, `${stem}e`);
    // A doubled last consonant: setting → set, embedded → embed.
    if (stem.at(-1) === stem.at(-2) && !VOWEL.test(stem.at(-1) ?? '')) stems.push(stem.slice(0, -1));
  }
  return stems;
}

/** The -ing and -ed forms of a word: verify → verifying, verified; use → using, used; set → setting. */
function formsOf(stem: string): string[] {
  const forms = [stem, `${stem}ing`, `${stem}ed`];
  if (stem.endsWith('e')) forms.push(`${stem.slice(0, -1)}ing`, `${stem}d`);
  if (stem.endsWith('y')) forms.push(`${stem.slice(0, -1)}ied`);
  const last = stem.at(-1) ?? '';
  if (/[^aeiouwxy][aeiou][^aeiouwxy]$/.test(stem)) forms.push(`${stem}${last}ing`, `${stem}${last}ed`);
  return forms;
}

/**
 * Other inflections of a word that the index holds, through its -ing and -ed
 * forms (plurals are folded by the index already): "verify" finds
 * "verifying" and "verified", "reading" finds "read". Only from stems the
 * index holds: a misspelt word ("instal") has no inflections, or a typo would
 * count as typed ("installed").
 */
export function inflections(term: string, vocabulary: Pick<Vocabulary, 'has'>): string[] {
  if (term.length < 3 || !/^\p{L}+$/u.test(term)) return [];
  const found = new Set<string>();
  for (const stem of stemsOf(term)) {
    if (stem.length < 3 || !vocabulary.has(stem)) continue;
    for (const form of formsOf(stem)) if (form !== term && vocabulary.has(form)) found.add(form);
  }
  return [...found];
}

/** The shortest stem a noun in -ion is cut back to: "option" is not "opt". */
const MIN_DERIVATION_STEM = 4;

/** Verbs and the nouns made from them, both ways: install ↔ installation, verify ↔ verification. */
function derivedForms(term: string): string[] {
  const forms: string[] = [];
  const base = term.endsWith('e') ? term.slice(0, -1) : term;
  forms.push(`${base}ation`, `${base}ion`);
  if (term.endsWith('y')) forms.push(`${term.slice(0, -1)}ication`);
  for (const [suffix, endings] of [
    ['ication', ['y']],
    ['ation', ['', 'e']],
    ['ion', ['', 'e']],
  ] as const) {
    if (!term.endsWith(suffix)) continue;
    const stem = term.slice(0, -suffix.length);
    if (stem.length >= MIN_DERIVATION_STEM) for (const ending of endings) forms.push(stem + ending);
    break;
  }
  return forms.filter((form) => form !== term && form.length >= MIN_DERIVATION_STEM);
}

/**
 * The verb or noun of a typed word that the index holds: "install" finds the
 * page titled "Installation", "recursion" the text that says "recurse". A
 * misspelt word has none ("instal" is no form of "installation").
 */
export function derivations(term: string, vocabulary: Pick<Vocabulary, 'has'>): string[] {
  if (term.length < MIN_DERIVATION_STEM || !/^\p{L}+$/u.test(term)) return [];
  return [...new Set(derivedForms(term).filter((form) => vocabulary.has(form)))];
}

/**
 * Two known words a joined word splits into ("devmode" → dev + mode). A
 * stop word is no part: "another" is not "an other", and matching "an"
 * everywhere would only add noise.
 */
export function splits(term: string, vocabulary: Pick<Vocabulary, 'has'>): [string, string][] {
  if (term.length < 5 || !/^\p{L}+$/u.test(term)) return [];
  const found: [string, string][] = [];
  for (let i = 2; i <= term.length - 2; i += 1) {
    const [head, tail] = [term.slice(0, i), term.slice(i)];
    if (STOP_WORDS.has(head) || STOP_WORDS.has(tail)) continue;
    if (vocabulary.has(head) && vocabulary.has(tail)) found.push([head, tail]);
  }
  return found;
}

/**
 * The word a stop word was typed joined to, when the whole is no word of the
 * index: "gettingstarted" is "started", as "getting started" would search.
 * The word must have four letters or more, so a stray "an" or "to" at either
 * end of a misspelt word does not turn it into some short word.
 */
export function stopWordSplits(term: string, vocabulary: Pick<Vocabulary, 'has'>): string[] {
  if (term.length < 6 || !/^\p{L}+$/u.test(term) || vocabulary.has(term)) return [];
  const found = new Set<string>();
  for (let i = 2; i <= term.length - 2; i += 1) {
    const [head, tail] = [term.slice(0, i), term.slice(i)];
    for (const [stop, word] of [
      [head, tail],
      [tail, head],
    ] as const) {
      if (STOP_WORDS.has(stop) && !STOP_WORDS.has(word) && word.length >= 4 && vocabulary.has(word)) found.add(word);
    }
  }
  return [...found];
}

/**
 * The other inflections and derivations of the words a word not in the index
 * is a typo of, which MiniSearch's typo tolerance would not reach.
 */
export function typoForms(term: string, vocabulary: Vocabulary, prefix = false): string[] {
  // A word still being typed that begins index terms is not misspelt yet.
  if (vocabulary.has(term) || !vocabulary.near || (prefix && vocabulary.begins?.(term))) return [];
  const near = vocabulary.near(term);
  const forms = near.flatMap((word) => [...inflections(word, vocabulary), ...derivations(word, vocabulary)]);
  return [...new Set(forms)].filter((form) => form !== term && !near.includes(form));
}

/** Leaves for a word's other inflections and derivations that the index holds, weighted below the word. */
function otherForms(term: string, vocabulary: Vocabulary, weight: number): Query[] {
  return [...inflections(term, vocabulary), ...derivations(term, vocabulary)].map((form) =>
    leaf({term: form, prefix: false}, vocabulary, weight * INFLECTION_WEIGHT, false),
  );
}

function wordQuery(word: Leaf, vocabulary: Vocabulary, weight: number): Query {
  const variant = weight * ALTERNATIVE_WEIGHT;
  const variants = [
    ...otherForms(word.term, vocabulary, weight),
    // A swapped pair of letters is read as the word meant, with that word's other forms.
    ...transpositions(word.term, vocabulary).flatMap((term) => [
      leaf({term, prefix: false}, vocabulary, variant, false),
      ...otherForms(term, vocabulary, variant),
    ]),
    // A word the index lacks is likely misspelt: the words it is a typo of
    // come through MiniSearch's fuzzy match, their other forms from here
    // ("compresion" finds "compress" as "compression" would).
    ...typoForms(word.term, vocabulary, word.prefix).map((term) =>
      leaf({term, prefix: false}, vocabulary, variant * INFLECTION_WEIGHT, false),
    ),
    ...stopWordSplits(word.term, vocabulary).map((term) =>
      anyOf([leaf({term, prefix: word.prefix}, vocabulary, variant, false), ...otherForms(term, vocabulary, variant)]),
    ),
    // Each half with its other forms: "executeonly" finds "executing only".
    ...splits(word.term, vocabulary).map(([head, tail]) =>
      allOf([
        anyOf([
          leaf({term: head, prefix: false}, vocabulary, variant, false),
          ...otherForms(head, vocabulary, variant),
        ]),
        anyOf([
          leaf({term: tail, prefix: word.prefix}, vocabulary, variant, false),
          ...otherForms(tail, vocabulary, variant),
        ]),
      ]),
    ),
  ];
  const typed = leaf(word, vocabulary, weight);
  // A misspelt word has no form as typed to prefer: its variants add up.
  if (variants.length === 0 || !vocabulary.has(word.term)) return anyOf([typed, ...variants]);
  // A record with the word as typed scores on it alone: "cargo risczero new"
  // would otherwise count "RISC Zero" in the same paragraph as a second
  // "risczero", and "verify" a "verifying" beside it as more of the word.
  return {queries: [typed, {queries: [anyOf(variants), typed], combineWith: 'AND_NOT'}], combineWith: 'OR'};
}

function segmentQuery(segment: Segment, prefix: boolean, vocabulary: Vocabulary, weight: number): Query {
  const whole = leaf({term: segment.text, prefix}, vocabulary, weight);
  if (segment.words.length === 0) return whole;
  const last = segment.words.length - 1;
  const words = segment.words.map((term, i) =>
    leaf({term, prefix: prefix && i === last}, vocabulary, weight * PARTS_WEIGHT),
  );
  return anyOf([whole, allOf(words)]);
}

/**
 * A segment as `segmentQuery` matches it and, weighted lower, each of its
 * camelCase words alone, for the last fallback: `SessionCreateErr` pasted
 * from a log finds the pages on creating sessions, though no page holds
 * "session", "create" and "err" together; a record that holds them all
 * still ranks first.
 */
function segmentParts(segment: Segment, prefix: boolean, vocabulary: Vocabulary): Query[] {
  const last = segment.words.length - 1;
  return [
    segmentQuery(segment, prefix, vocabulary, PARTS_WEIGHT),
    ...segment.words.map((term, i) =>
      leaf({term, prefix: prefix && i === last}, vocabulary, PARTS_WEIGHT * PARTS_WEIGHT),
    ),
  ];
}

/**
 * The longest end of a Rust path that the index holds, when it lacks the whole
 * path: readers paste `risc0_zkvm::ReceiptMetadata` where the page names
 * `ReceiptMetadata` alone, and no record holds every part of the path.
 */
function knownPathEnd(whole: string, prefix: boolean, vocabulary: Vocabulary): string | null {
  const steps = whole.split('::');
  for (let from = 1; from < steps.length; from += 1) {
    const end = steps.slice(from).join('::');
    const term = from === steps.length - 1 && !/[_.-]/.test(end) ? normaliseTerm(end) : end;
    if (term && (vocabulary.has(term) || (prefix && vocabulary.begins?.(term)))) return term;
  }
  return null;
}

/** The known ends of the paths among the tokens, each matching as the whole identifier it names. */
function pathEnds(tokens: readonly Token[], typing: boolean, vocabulary: Vocabulary): Query[] {
  return tokens.flatMap(({whole}, i) => {
    const prefix = typing && i === tokens.length - 1;
    const end = whole !== null && !vocabulary.has(whole) ? knownPathEnd(whole, prefix, vocabulary) : null;
    return end ? [leaf({term: end, prefix}, vocabulary, 1)] : [];
  });
}

/** A typed token: an identifier matches whole, or (weighted lower) by its parts. */
function tokenQuery(token: Token, prefix: boolean, vocabulary: Vocabulary): Query {
  const {whole, segments} = token;
  const [single] = segments;
  if (whole === null && single && single.words.length === 0)
    return wordQuery({term: single.text, prefix}, vocabulary, 1);
  const weight = whole === null ? 1 : vocabulary.has(whole) ? KNOWN_WHOLE_PARTS_WEIGHT : PARTS_WEIGHT;
  const last = segments.length - 1;
  const parts = allOf(segments.map((segment, i) => segmentQuery(segment, prefix && i === last, vocabulary, weight)));
  return whole === null ? parts : anyOf([leaf({term: whole, prefix}, vocabulary, 1), parts]);
}

type Group = {token: Token; query: Query; plain: string | null};

/** The plain word of a token, if it is one (no parts, no camelCase). */
function plainWord(token: Token): string | null {
  const [single] = token.segments;
  return token.whole === null && token.segments.length === 1 && single && single.words.length === 0
    ? single.text
    : null;
}

/**
 * Neighbouring words the index knows as one ("groth 16" → groth16): the pair
 * matches either way, joined weighted lower. When the index lacks one of the
 * pair ("lite paper"), the split is the slip, and the joined word weighs as
 * much as a word typed as the index holds it.
 */
function joinNeighbours(groups: Group[], vocabulary: Vocabulary): Group[] {
  const joined: Group[] = [];
  for (const group of groups) {
    const previous = joined.at(-1);
    const pair = previous?.plain && group.plain ? [previous.plain, group.plain] : null;
    const together = pair ? vocabulary.normalise(pair.join('')) : null;
    if (previous && pair && together && vocabulary.has(together)) {
      const bothKnown = pair.every((part) => vocabulary.has(vocabulary.normalise(part)));
      joined[joined.length - 1] = {
        token: group.token,
        plain: null,
        query: anyOf([
          allOf([previous.query, group.query]),
          leaf({term: together, prefix: false}, vocabulary, bothKnown ? ALTERNATIVE_WEIGHT : 1),
        ]),
      };
    } else {
      joined.push(group);
    }
  }
  return joined;
}

/** The tokens of a query that carry meaning; all of them if none does. */
export function meaningfulTokens(query: string): Token[] {
  const tokens = tokenize(query);
  const meaningful = tokens.filter((token) => !STOP_WORDS.has(plainWord(token) ?? ''));
  return meaningful.length > 0 ? meaningful : tokens;
}

/** The meaningful tokens as typed, lower-cased. */
export function meaningfulTerms(query: string): string[] {
  return meaningfulTokens(query).map((token) => token.whole ?? token.segments.map((segment) => segment.text).join(''));
}

/** The terms a reader typed, as the index stores them (no variant spellings). */
function typedTerms(tokens: readonly Token[]): string[] {
  return tokens.flatMap(({whole, segments}) => [
    ...(whole ? [whole] : []),
    ...segments.flatMap((segment) => [segment.text, ...segment.words]),
  ]);
}

export type MatchTier = 0 | 1 | 2;

/**
 * From this many meaningful words on, a query is a question: records need not
 * hold them all. Three, not four: "how do I read the journal on the host" is
 * read, journal, host, and the section on reading the journal need not say
 * "host" (README, "An eighth look").
 */
export const LONG_QUERY_WORDS = 3;

/**
 * In a question, a word weighing less than this (in more than about one
 * record in six) tells little: "guest" in "how do I verify a receipt inside
 * another guest". A record need not hold it to count as matching as typed.
 */
export const TELLING_WEIGHT = 0.25;

export type QueryPlan = {
  /** One query per group of the reader's words. */
  groups: Query[];
  /** Every word must match (each in one of its forms). */
  all: Query;
  /** Any word may match: the fallback when nothing matches them all. */
  any: Query;
  /**
   * Any part of any identifier may match: the last fallback, when no record
   * holds an identifier's parts together (`InnerReceipt::Composite`, whose
   * page names the enum in one sentence and its variants in a table).
   */
  parts: Query;
  /**
   * How closely a record's matched index terms follow what was typed, as the
   * hosted index's typo and exactness criteria rank: 2 when every typed
   * token matched as typed (or as another inflection), identifiers whole; 1
   * when an identifier matched only by its parts, or when every identifier
   * the query names matched whole but another word did not; 0 when a word
   * came through a typo, a split or a join, or did not match.
   * The last token, while the reader types, also matches words it begins.
   * In a question, only its telling words count (TELLING_WEIGHT).
   */
  tierOf(matched: readonly string[]): MatchTier;
  /**
   * True for one word still being typed and shorter than
   * HEADINGS_ONLY_BELOW, and for a query of common words only ("how do"),
   * as when a question is half typed: it matches titles and headings only
   * (see the engine).
   */
  headingsOnly: boolean;
  /**
   * The letter, when the query is one letter still being typed: the engine
   * answers it from the titles and headings with a word that begins with it,
   * as a prefix would, without the postings of every such word.
   */
  initial: string | null;
};

/**
 * A query of one word shorter than this, still being typed, is the start of
 * a word ("re", "gu"): it begins hundreds of words of the pages' text, so
 * paragraph hits on it are noise, and each would cost a records file.
 */
export const HEADINGS_ONLY_BELOW = 3;

/**
 * A word of one or two letters being typed after other words ("verify a
 * receipt o") begins hundreds of index terms: its hits are noise that lasts
 * one keystroke and costs records files. Until it has HEADINGS_ONLY_BELOW
 * letters it is left out, or, when the index knows two letters as a word
 * ("zk", "io"), they match as typed only. Numbers ("RISC0_INFO=1") count.
 * Two letters that only one or two records hold ("et" of "et al.") are left
 * out too: on the way to "ethereum" they would swap the results for that
 * one paragraph and back.
 */
function startedWord(tokens: readonly Token[], query: string, vocabulary: Vocabulary): 'left out' | 'as typed' | null {
  const last = tokens.at(-1);
  const word = last && tokens.length > 1 && !/\s$/.test(query) ? plainWord(last) : null;
  if (word === null || word.length >= HEADINGS_ONLY_BELOW || /^\d+$/.test(word)) return null;
  const known = word.length > 1 && vocabulary.has(word) && vocabulary.weight(word) < RARE_TWO_LETTERS_WEIGHT;
  return known ? 'as typed' : 'left out';
}

/**
 * The weight (see `Vocabulary.weight`) from which a two-letter word counts
 * as rare: a term held by one record weighs 1, by two about 0.9, by five
 * about 0.78 in a docs version of some 1,700 records.
 */
const RARE_TWO_LETTERS_WEIGHT = 0.88;

/**
 * Plans a query. The last token matches as a prefix while the reader types
 * (no trailing space); stop words are dropped when other words remain.
 */
/**
 * Where a pasted panic or compiler message points (`risc0/r0vm/src/lib.rs:176:18`,
 * `gpu_t.cuh:158`): a file and line in the reader's or a dependency's source,
 * which no page holds. Its rare parts (`r0vm`, `lib`, `176`) would otherwise
 * outweigh the message's words. A file named without a line stays a search term.
 */
const SOURCE_LOCATION =
  /(?:[\w.@+-]+\/)*[\w+-]+(?:\.[\w+-]+)*\.(?:rs|c|cc|cpp|cxx|h|hpp|cu|cuh|metal|sol|go|py|js|ts):\d+(?::\d+)?/gi;

/**
 * What Rust wraps around a panic's message (``called `Result::unwrap()` on an
 * `Err` value:``, `thread 'main' panicked at`): the same in every pasted panic,
 * and made of words that code blocks hold everywhere (`unwrap`, `Err`), so it
 * would rank pages by their code instead of by the message. "Guest panicked"
 * is the zkVM's own message and stays.
 */
const PANIC_WRAPPER =
  /(?:thread '[^']*' )?panicked at\b|(?:called `(?:Result|Option)::(?:unwrap|expect)\(\)` )?on an? `(?:Err|None)` value:?|(?:^|\s)`Err` value:?/gi;

/** The query without source locations and panic wrappers, unless nothing else is left of it. */
export function withoutPastedNoise(query: string): string {
  const rest = query.replace(SOURCE_LOCATION, ' ').replace(PANIC_WRAPPER, ' ');
  return /[\p{L}\p{N}]/u.test(rest) ? rest : query;
}

export function planQuery(typedQuery: string, vocabulary: Vocabulary): QueryPlan | null {
  const query = withoutPastedNoise(typedQuery);
  const meaningful = meaningfulTokens(query);
  if (meaningful.length === 0) return null;
  const started = startedWord(meaningful, query, vocabulary);
  const kept = started === 'left out' ? meaningful.slice(0, -1) : meaningful;
  // The last word matches the words it begins while it is being typed.
  const typing = !/\s$/.test(query) && started === null;
  const groups = kept.map((token, i) => ({
    token,
    plain: plainWord(token),
    query: tokenQuery(token, typing && i === kept.length - 1, vocabulary),
  }));
  const queries = joinNeighbours(groups, vocabulary).map((group) => group.query);
  const typed = kept.map((token, i) => {
    const plain = plainWord(token);
    return {
      whole: token.whole,
      terms: typedTerms([token]),
      inflected: plain === null ? [] : [...inflections(plain, vocabulary), ...derivations(plain, vocabulary)],
      prefix: typing && i === kept.length - 1,
    };
  });
  const telling = typed.filter(({terms}) => terms.some((term) => vocabulary.weight(term) >= TELLING_WEIGHT));
  // The words a record must hold, as typed, for the closest tier.
  const forms = kept.length >= LONG_QUERY_WORDS && telling.length > 0 ? telling : typed;
  // The identifiers the query names whole that this docs version knows.
  const named = typed.filter(({whole}) => whole !== null && vocabulary.has(whole));
  const has = (matched: readonly string[], term: string, prefix: boolean) =>
    matched.some((word) => word === term || (prefix && word.startsWith(term)));
  const only = kept.length === 1 ? typed[0] : undefined;
  // Only common words: paragraph hits on "how do" are noise, and each costs a records file.
  const common = kept.every((token) => STOP_WORDS.has(plainWord(token) ?? ''));
  // One plain letter still being typed (see `initial`).
  const letter = only?.prefix && only.whole === null ? only.terms[0] : undefined;
  return {
    headingsOnly: common || (only !== undefined && only.prefix && (only.terms[0]?.length ?? 0) < HEADINGS_ONLY_BELOW),
    initial: letter !== undefined && /^[\p{L}\p{N}]$/u.test(letter) ? letter : null,
    groups: queries,
    all: allOf(queries),
    // A pasted error names a path the pages write shorter: let its end match
    // on its own, or only the other words would. A path typed alone falls
    // to its parts instead (below), which find more than its end does.
    any: {queries: kept.length > 1 ? [...queries, ...pathEnds(kept, typing, vocabulary)] : queries, combineWith: 'OR'},
    parts: {
      queries: kept.flatMap((token, i) => {
        const last = token.segments.length - 1;
        return token.segments.flatMap((segment, j) =>
          segmentParts(segment, typing && i === kept.length - 1 && j === last, vocabulary),
        );
      }),
      combineWith: 'OR',
    },
    tierOf: (matched) => {
      const holdsWhole = ({whole, prefix}: (typeof typed)[number]) => whole !== null && has(matched, whole, prefix);
      const asTyped = ({terms, inflected, prefix}: (typeof typed)[number]) =>
        terms.some((term) => has(matched, term, prefix)) || inflected.some((term) => has(matched, term, false));
      // A record that names every identifier of the query whole is closer than
      // one that only shares its other words: a pasted error's boilerplate
      // ("no method named … found") is on many pages, the identifier on few.
      if (!forms.every(asTyped)) return named.length > 0 && named.every(holdsWhole) ? 1 : 0;
      return forms.every(({whole, prefix}) => whole === null || has(matched, whole, prefix)) ? 2 : 1;
    },
  };
}
