import MiniSearch, {type QueryCombination, type SearchResult} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type {MiniSearchPostings, PostingsFile, SearchRecord, ShardHead} from '../types';
import {expandPostings} from './postings';
import {recordRestorer, type RecordsFileEntry} from './recordFiles';
import {normaliseTerm, queryTerms} from './terms';
import {BOOST, FIELDS, RECORD_TYPES, TYPE_BOOST} from './indexOptions';
import {
  isStopWord,
  LONG_QUERY_WORDS,
  planQuery,
  typoDistance,
  type MatchTier,
  type QueryPlan,
  type Vocabulary,
} from './queryPlan';

/**
 * A matching record, by its number in the shard. `tier` tells how closely it
 * matched what was typed (see `QueryPlan.tierOf`): as on the hosted index, a
 * closer match ranks above a better-scored looser one. `page` and `position`
 * order and group hits without the record's text, which loads only for the
 * hits shown.
 */
export type EngineHit = {
  id: number;
  page: number;
  /** The section (`hierarchy.lvl0`) of the hit's page, which DocSearch groups hits by. */
  section: string;
  position: number;
  score: number;
  tier: MatchTier;
  /**
   * True when the hit lacks a word of a short query because no record of its
   * shard held them all. Another shard's records that do hold them all rank
   * first, as they would in one index searched whole.
   */
  partial: boolean;
  /**
   * The index terms the query could match, which the hit's text shows
   * highlighted wherever they occur: a record that matched a word as typed
   * scores on that form alone, but its other forms are still the reader's word.
   */
  highlighted: readonly string[];
};

export type SearchEngine = {
  search(query: string): Promise<EngineHit[]>;
  /** The full record of a hit, for display. */
  record(id: number): Promise<SearchRecord>;
};

/** Fetches one of the shard's files by name, parsed. */
export type FileLoader = (name: string) => Promise<unknown>;

/**
 * The index's terms, each weighted by its inverse record frequency relative
 * to the rarest possible term: in "how do I read the journal on the host",
 * journal tells more than host, which titles a page of its own.
 */
function termWeights(head: ShardHead, numbers: ReadonlyMap<string, number>): Vocabulary {
  const records = head.records.length;
  const idf = (count: number) => Math.log(1 + records / Math.max(1, count));
  const rarest = idf(1);
  return {
    has: (term) => numbers.has(term),
    weight: (term) => idf(head.frequency[numbers.get(term) ?? -1] ?? 1) / rarest,
    normalise: normaliseTerm,
  };
}

type LeafOptions = {prefix: boolean; fuzzy: boolean | number};

/** Every term of a query tree with the prefix and fuzzy options MiniSearch applies to it. */
function leaves(query: QueryCombination | string, inherited: LeafOptions): {term: string; options: LeafOptions}[] {
  if (typeof query === 'string') return [{term: query, options: inherited}];
  const options = {
    prefix: typeof query.prefix === 'boolean' ? query.prefix : inherited.prefix,
    fuzzy: typeof query.fuzzy === 'boolean' || typeof query.fuzzy === 'number' ? query.fuzzy : inherited.fuzzy,
  };
  return query.queries.flatMap((child) => (typeof child === 'symbol' ? [] : leaves(child, options)));
}

/** Index of the last file whose first entry is at most `at` (files in order). */
function fileOf(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A shard's vocabulary: term numbers, a tree for prefix and typo look-ups, and term weights. */
export type ShardVocabulary = {
  numbers: ReadonlyMap<string, number>;
  tree: SearchableMap<number>;
  weights: Vocabulary;
  /** How many records hold each term, by term number. */
  frequency: readonly number[];
};

export function shardVocabulary(head: ShardHead): ShardVocabulary {
  const numbers = new Map(head.terms.map((term, i) => [term, i]));
  const tree = new SearchableMap<number>();
  head.terms.forEach((term, i) => tree.set(term, i));
  const near = (term: string): string[] => {
    const distance = typoDistance(term);
    return distance === false ? [] : [...tree.fuzzyGet(term, distance).keys()].filter((near) => !isStopWord(near));
  };
  const begins = (prefix: string): boolean => tree.atPrefix(prefix).size > 0;
  return {numbers, tree, weights: {...termWeights(head, numbers), near, begins}, frequency: head.frequency};
}

/**
 * A prefix shorter than this matches only the terms it begins that the most
 * records hold. Two letters begin hundreds of terms ("re"), whose postings
 * took several files and whose ranking 15–30 ms in the browser on every such
 * keystroke; the hits shown come from the common ones.
 */
export const SHORT_PREFIX_LENGTH = 3;
export const SHORT_PREFIX_TERMS = 30;

/** The terms a prefix begins, all of them, or for a short prefix the SHORT_PREFIX_TERMS most frequent. */
export function prefixTerms(prefix: string, {tree, frequency}: ShardVocabulary): number[] {
  const all = [...tree.atPrefix(prefix).values()];
  if (prefix.length >= SHORT_PREFIX_LENGTH || all.length <= SHORT_PREFIX_TERMS) return all;
  return all.sort((a, b) => (frequency[b] ?? 0) - (frequency[a] ?? 0) || a - b).slice(0, SHORT_PREFIX_TERMS);
}

/**
 * The numbers of every index term a query tree can match, found as
 * MiniSearch finds them: the term itself, the terms it begins when it is a
 * prefix (the most frequent ones for a short prefix), and those within its
 * typo distance. MiniSearch gets the postings of these terms only, so it
 * expands a prefix to these terms and no others.
 */
export function matchingTerms(query: QueryCombination | string, vocabulary: ShardVocabulary): Set<number> {
  const {numbers, tree} = vocabulary;
  const found = new Set<number>();
  for (const {term, options} of leaves(query, {prefix: false, fuzzy: false})) {
    const exact = numbers.get(term);
    if (exact !== undefined) found.add(exact);
    if (options.prefix) for (const number of prefixTerms(term, vocabulary)) found.add(number);
    const fuzzy = options.fuzzy === true ? 0.2 : options.fuzzy;
    const distance = fuzzy === false ? 0 : fuzzy < 1 ? Math.min(2, Math.round(term.length * fuzzy)) : fuzzy;
    if (distance > 0) {
      for (const [near, [number]] of tree.fuzzyGet(term, distance)) if (!isStopWord(near)) found.add(number);
    }
  }
  return found;
}

/** MiniSearch over the given postings of a shard, with every record's lengths for scoring. */
export function loadMiniSearch(head: ShardHead, index: MiniSearchPostings[]): MiniSearch {
  return MiniSearch.loadJS(
    {
      ...head.index,
      documentIds: Object.fromEntries(head.records.map((_record, id) => [id, id])),
      fieldLength: Object.fromEntries(head.fieldLength.map((lengths, id) => [id, lengths])),
      storedFields: {},
      index,
    },
    {
      fields: FIELDS,
      searchOptions: {
        boost: {...BOOST},
        // Queries arrive as planned trees of single terms (see queryPlan).
        tokenize: (text) => [text],
        processTerm: (term) => term,
        boostDocument: (id: number) => TYPE_BOOST[RECORD_TYPES[head.records[id]?.[1] ?? 6] ?? 'content'],
      },
    },
  );
}

/**
 * Every word must match, as on the hosted index; if nothing does, or the
 * query is a long question whose words rarely share one paragraph, any word
 * may match, records with more of them first; and if an identifier's parts
 * are nowhere together, any of its parts. `partial` is true when every word
 * was asked for and no record held them all.
 */
export function runPlan(miniSearch: MiniSearch, plan: QueryPlan): {results: SearchResult[]; partial: boolean} {
  const long = plan.groups.length >= LONG_QUERY_WORDS;
  const all = long ? [] : miniSearch.search(plan.all);
  if (all.length > 0) return {results: all, partial: false};
  const any = miniSearch.search(plan.any);
  return {results: any.length > 0 ? any : miniSearch.search(plan.parts), partial: !long};
}

/**
 * Searches one docs version from its head, fetching postings files as
 * queries need them. A query's terms, with the words its last term begins
 * and the spellings within its typo distance, are looked up in the whole
 * vocabulary first, so MiniSearch, given exactly the postings of those
 * terms, scores every record as it would on the whole index.
 */
export function createSearchEngine(head: ShardHead, load: FileLoader): SearchEngine {
  const vocabulary = shardVocabulary(head);
  // Postings as their files hold them, expanded into MiniSearch's form only
  // for the terms a query uses: a file holds a hundred terms or more.
  const compact = new Map<number, PostingsFile[number]>();
  const postings = new Map<number, MiniSearchPostings>();
  const postingsOf = (term: number): MiniSearchPostings | undefined => {
    let entry = postings.get(term);
    if (!entry) {
      const stored = compact.get(term);
      if (!stored) return undefined;
      entry = expandPostings(stored);
      postings.set(term, entry);
    }
    return entry;
  };
  const postingsFiles = new Map<number, Promise<void>>();
  const recordFiles = new Map<number, Promise<RecordsFileEntry[]>>();
  const restorer = recordRestorer(head);

  const once = <T>(cache: Map<number, Promise<T>>, key: number, make: () => Promise<T>): Promise<T> => {
    let pending = cache.get(key);
    if (!pending) {
      pending = make();
      cache.set(key, pending);
      // A file that failed to load is fetched again by the next search.
      pending.catch(() => cache.delete(key));
    }
    return pending;
  };

  const loadPostings = (file: number) =>
    once(postingsFiles, file, async () => {
      const first = head.termFiles[file] ?? 0;
      ((await load(`t${file}.json`)) as PostingsFile).forEach((entry, i) => compact.set(first + i, entry));
    });

  /**
   * MiniSearch over the postings of the given terms only: its cost follows
   * the query, not what earlier queries loaded. The last one is kept, for a
   * query that changes without changing its terms.
   */
  let last: {key: string; miniSearch: MiniSearch} | null = null;
  const miniSearch = (terms: readonly number[]): MiniSearch => {
    const key = terms.join(' ');
    if (last?.key !== key) {
      const index = terms.flatMap((term) => {
        const entry = postingsOf(term);
        return entry ? [entry] : [];
      });
      last = {key, miniSearch: loadMiniSearch(head, index)};
    }
    return last.miniSearch;
  };

  const toHits = (
    {results, partial}: ReturnType<typeof runPlan>,
    tierOf: QueryPlan['tierOf'],
    highlighted: readonly string[],
  ): EngineHit[] =>
    results.map(({id, score, terms, match}) => {
      const [page = 0, , position = 0] = head.records[id as number] ?? [];
      const section = head.sections[head.pageSections[page] ?? -1] ?? '';
      // Words matched only in link text name another page: they do not make
      // this record a closer match than that page's title found through a split.
      const own = terms.filter((term) => (match[term] ?? []).some((field) => field !== 'links'));
      return {id: id as number, page, section, position, score, tier: tierOf(own), partial, highlighted};
    });

  let headingWords: {id: number; words: string[]}[] | undefined;
  /** Titles and headings with a word that begins with `letter`, a title's first word best. */
  const initialHits = (letter: string): EngineHit[] => {
    headingWords ??= restorer.headings().map(({id, text}) => ({id, words: queryTerms(text)}));
    return headingWords.flatMap(({id, words}) => {
      const at = words.findIndex((word) => word.startsWith(letter));
      if (at < 0) return [];
      const [page = 0, type = 0, position = 0] = head.records[id] ?? [];
      const boost = TYPE_BOOST[RECORD_TYPES[type] ?? 'content'];
      const section = head.sections[head.pageSections[page] ?? -1] ?? '';
      const word = words[at] ?? letter;
      return [
        {
          id,
          page,
          section,
          position,
          score: at === 0 ? 2 * boost : boost,
          tier: 2,
          partial: false,
          highlighted: [normaliseTerm(word)],
        },
      ];
    });
  };

  return {
    async search(query) {
      const plan = planQuery(query, vocabulary.weights);
      if (!plan) return [];
      if (plan.initial !== null) return initialHits(plan.initial);
      const terms = [...matchingTerms(plan.any, vocabulary)].sort((a, b) => a - b);
      await Promise.all([...new Set(terms.map((term) => fileOf(head.termFiles, term)))].map(loadPostings));
      const hits = toHits(
        runPlan(miniSearch(terms), plan),
        plan.tierOf,
        terms.map((term) => head.terms[term] ?? ''),
      );
      if (!plan.headingsOnly) return hits;
      // Titles and headings come from the head, so these results need no
      // records file; paragraphs only when no title or heading matches.
      const headings = hits.filter((hit) => restorer.inOutline(hit.id));
      return headings.length > 0 ? headings : hits;
    },
    async record(id) {
      // Titles and headings come whole from the head's outline.
      if (restorer.inOutline(id)) return restorer.restore(id, null);
      const file = fileOf(head.recordFiles, id);
      const first = head.recordFiles[file] ?? 0;
      const entries = await once(recordFiles, file, async () => (await load(`r${file}.json`)) as RecordsFileEntry[]);
      const entry = entries[id - first];
      // An empty paragraph is "", so only a missing entry is an error here.
      if (entry === undefined) throw new Error(`Search shard ${head.tag} has no record ${id}`);
      return restorer.restore(id, entry);
    },
  };
}
