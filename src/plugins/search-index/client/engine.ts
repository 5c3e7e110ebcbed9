import MiniSearch, {type SearchResult} from 'minisearch';
import type {SearchRecord} from '../types';
import {normaliseTerm} from './terms';
import {indexTerms} from './tokens';
import {planQuery, type MatchTier, type QueryPlan, type Vocabulary} from './queryPlan';
import {recordFields, type Field} from './recordFields';

/**
 * Field boosts: a page title outranks a heading, which outranks body text;
 * code and the text of links (which describe another page) weigh less.
 */
const BOOST: Record<Field, number> = {title: 6, heading: 3, content: 1, code: 0.5, links: 0.3, path: 0.3};
const TYPE_BOOST: Record<SearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.3,
  lvl3: 1.15,
  lvl4: 1.05,
  lvl5: 1,
  lvl6: 1,
  content: 1,
};

/** From this many meaningful words on, a query is a question: records need not hold them all. */
const LONG_QUERY_WORDS = 4;

/**
 * A matching record. `tier` tells how closely it matched what was typed
 * (see `QueryPlan.tierOf`): as on the hosted index, a closer match ranks
 * above a better-scored looser one.
 */
export type EngineHit = {record: SearchRecord; score: number; tier: MatchTier; terms: string[]; queryTerms: string[]};

export type SearchEngine = {
  search(query: string): EngineHit[];
  size: number;
};

/**
 * The index's terms, each weighted by its inverse record frequency relative
 * to the rarest possible term: in "how do I read the journal on the host",
 * journal tells more than host, which titles a page of its own.
 */
function termWeights(frequency: ReadonlyMap<string, number>, records: number): Vocabulary {
  const idf = (count: number) => Math.log(1 + records / Math.max(1, count));
  const rarest = idf(1);
  return {
    has: (term) => frequency.has(term),
    weight: (term) => idf(frequency.get(term) ?? 1) / rarest,
    normalise: normaliseTerm,
  };
}

export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  const byId = new Map(records.map((record) => [record.objectID, record]));
  const fields = new Map(records.map((record) => [record.objectID, recordFields(record)]));
  // How many records hold each term: a query tries a split, joined or
  // swapped-letter spelling only when the index holds it, and weighs its
  // words by how rare they are.
  const frequency = new Map<string, number>();
  const lastRecord = new Map<string, string>();
  let current = '';
  const index = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: Object.keys(BOOST),
    storeFields: [],
    extractField: (record, field) => {
      current = record.objectID;
      return field === 'objectID' ? record.objectID : (fields.get(record.objectID)?.[field as Field] ?? '');
    },
    tokenize: (text) => indexTerms(text),
    processTerm: (term) => {
      if (lastRecord.get(term) !== current) {
        lastRecord.set(term, current);
        frequency.set(term, (frequency.get(term) ?? 0) + 1);
      }
      return term;
    },
    searchOptions: {
      boost: {...BOOST},
      maxFuzzy: 2,
      // Queries arrive as planned trees of single terms (see queryPlan).
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boostDocument: (id: string) => TYPE_BOOST[byId.get(id)?.type ?? 'content'],
    },
  });
  index.addAll(records as SearchRecord[]);
  fields.clear();
  lastRecord.clear();
  const vocabulary = termWeights(frequency, records.length);

  const toHits = (results: SearchResult[], tierOf: QueryPlan['tierOf']): EngineHit[] =>
    results.flatMap((result) => {
      const record = byId.get(result.id as string);
      const {score, terms, queryTerms} = result;
      return record ? [{record, score, tier: tierOf(terms), terms, queryTerms}] : [];
    });

  return {
    size: records.length,
    search(query) {
      const plan = planQuery(query, vocabulary);
      if (!plan) return [];
      // Every word must match, as on the hosted index; if nothing does, or
      // the query is a long question whose words rarely share one paragraph,
      // any word may match, records with more of them first.
      const all = plan.groups.length >= LONG_QUERY_WORDS ? [] : index.search(plan.all);
      return toHits(all.length > 0 ? all : index.search(plan.any), plan.tierOf);
    },
  };
}
