import MiniSearch, {type SearchResult} from 'minisearch';
import type {SearchRecord} from '../types';
import {normaliseTerm, queryTerms} from './terms';

/** Field boosts: a page title outranks a heading, which outranks body text. */
const BOOST = {title: 6, heading: 3, content: 1, path: 0.3} as const;
const TYPE_BOOST: Record<SearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.3,
  lvl3: 1.15,
  lvl4: 1.05,
  lvl5: 1,
  lvl6: 1,
  content: 1,
};

type Field = keyof typeof BOOST;

function fieldOf(record: SearchRecord, field: Field): string {
  const {hierarchy} = record;
  const headings = [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6];
  switch (field) {
    case 'title':
      return record.type === 'lvl1' ? (hierarchy.lvl1 ?? '') : '';
    case 'heading':
      return record.type !== 'lvl1' && record.type !== 'content' ? (hierarchy[record.type] ?? '') : '';
    case 'content':
      return record.content ?? '';
    case 'path':
      // Titles and headings above the record, so "receipt journal" finds
      // the journal paragraph of the Receipts page.
      return [hierarchy.lvl1, ...headings.filter((heading) => heading !== hierarchy[record.type as 'lvl2'])]
        .filter(Boolean)
        .join(' ');
  }
}

/** Typo tolerance as readers expect it: none below 4 letters, 1 up to 7, 2 from 8. */
export function typoDistance(term: string): number | false {
  if (term.length < 4) return false;
  return term.length < 8 ? 1 : 2;
}

/**
 * Words too common to narrow a search. They are dropped from a query that
 * has other words, so "how do I verify a receipt" searches "verify receipt".
 */
const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from how i if in into is it its my of on or so that the their then there these this to use using was what when where which who why will with you your'.split(
    ' ',
  ),
);

/** The words of a query that carry meaning; all of them if none does. */
export function meaningfulTerms(query: string): string[] {
  const terms = queryTerms(query);
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length > 0 ? meaningful : terms;
}

export type EngineHit = {record: SearchRecord; score: number; terms: string[]; queryTerms: string[]};

export type SearchEngine = {
  search(query: string): EngineHit[];
  size: number;
};

export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  const byId = new Map(records.map((record) => [record.objectID, record]));
  const index = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: Object.keys(BOOST),
    storeFields: [],
    extractField: (record, field) => (field === 'objectID' ? record.objectID : fieldOf(record, field as Field)),
    tokenize: (text) => queryTerms(text),
    processTerm: (term) => normaliseTerm(term),
    searchOptions: {
      boost: {...BOOST},
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => typoDistance(term),
      maxFuzzy: 2,
      boostDocument: (id: string) => TYPE_BOOST[byId.get(id)?.type ?? 'content'],
    },
  });
  index.addAll(records as SearchRecord[]);

  const toHits = (results: SearchResult[]): EngineHit[] =>
    results.flatMap((result) => {
      const record = byId.get(result.id as string);
      return record ? [{record, score: result.score, terms: result.terms, queryTerms: result.queryTerms}] : [];
    });

  return {
    size: records.length,
    search(query) {
      const terms = meaningfulTerms(query);
      if (terms.length === 0) return [];
      const text = terms.join(' ');
      // Every word must match, as on the hosted index; if nothing does,
      // fall back to any word rather than showing nothing.
      const all = index.search(text, {combineWith: 'AND'});
      return toHits(all.length > 0 ? all : index.search(text, {combineWith: 'OR'}));
    },
  };
}
