import type {Hierarchy, HierarchyLevel, SearchRecord, ShardHead} from '../types';
import type {EngineHit, FileLoader, SearchEngine} from './engine';
import {queryTerms} from './terms';
import {recordFilter, requestedTags, type FacetFilters} from './facetFilters';
import {highlight, snippet, type Tags} from './highlight';
import {
  byRank,
  diversify,
  IDENTIFIER_PAGE_SUPPORT_WEIGHT,
  PAGE_SUPPORT_WEIGHT,
  withoutBuriedHits,
  withPageSupport,
} from './ranking';
import {namesIdentifier} from './tokens';

/** One request as DocSearch and our search page send it (Algolia v5 shape). */
export type SearchRequest = {
  indexName: string;
  query?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  /**
   * The embedded index's own parameter, never sent to the hosted service: the
   * most hits per section the UI shows (DocSearch's modal groups hits by
   * section and shows at most `maxResultsPerGroup` of each). Hits beyond it
   * are left out of `hits`, so their records are never fetched; `nbHits`
   * still counts them.
   */
  maxHitsPerSection?: number;
  [parameter: string]: unknown;
};

export type SearchHit = SearchRecord & {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
};

export type SearchResponse = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  queryID?: string;
};

/** A docs version's index: its head, and how to fetch the files the head names. */
export type ShardSource = {head: ShardHead; load: FileLoader};

export type ShardLoader = (tag: string) => Promise<ShardSource>;

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const DEFAULT_SNIPPET_WORDS = 10;

/** `["content:10", "hierarchy.lvl1:10"]` → {content: 10, "hierarchy.lvl1": 10}. */
function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name = '', words] = attribute.split(':');
    lengths.set(name, Number.parseInt(words ?? '', 10) || DEFAULT_SNIPPET_WORDS);
  }
  return lengths;
}

/**
 * DocSearch shows its network error ('Unable to fetch results') only for
 * errors named RetryError, the name the hosted client uses when every host
 * failed; a shard that cannot load is the same situation for the reader.
 */
function retryError(tag: string, cause: unknown): Error {
  const error = new Error(`Could not load the search index for ${tag}`, {cause});
  error.name = 'RetryError';
  return error;
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Builds a hit with escaped highlight and snippet values for every text attribute. */
export function toSearchHit(
  hit: Pick<EngineHit, 'highlighted'>,
  record: SearchRecord,
  request: SearchRequest,
): SearchHit {
  const tags: Tags = {pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>'};
  const terms = new Set(hit.highlighted);
  const words = queryTerms(request.query ?? '');
  const lengths = snippetLengths(request.attributesToSnippet);
  const ellipsis = request.snippetEllipsisText ?? '…';

  const highlightOf = (text: string | null) => highlight(text ?? '', terms, words, tags);
  const snippetOf = (name: string, text: string | null) =>
    snippet(text ?? '', terms, words, lengths.get(name) ?? Number.POSITIVE_INFINITY, tags, ellipsis);

  const hierarchy = (make: (level: HierarchyLevel, text: string | null) => unknown) =>
    Object.fromEntries(LEVELS.map((level) => [level, make(level, record.hierarchy[level])])) as Record<
      keyof Hierarchy,
      unknown
    >;

  // Every attribute the UI may render gets an escaped value: DocSearch falls
  // back to the raw record text, as HTML, when a snippet is missing.
  return {
    ...record,
    _highlightResult: {
      hierarchy: hierarchy((_level, text) => highlightOf(text)),
      content: highlightOf(record.content),
    },
    _snippetResult: {
      hierarchy: hierarchy((level, text) => snippetOf(`hierarchy.${level}`, text)),
      content: snippetOf('content', record.content),
    },
  };
}

/**
 * The root docs (glossary, FAQ, litepaper) mention every API topic in passing
 * and are searched alongside the reader's API version; their scores are damped
 * so a page about the topic ranks above the glossary entry that names it.
 */
const ROOT_DOCS_WEIGHT = 0.55;

/**
 * The root docs' weight beside an older release's docs. They describe the
 * latest release, and a reader on a 0.19 page asks about 0.19: where both
 * hold the words, that release's page should come first. Chosen on the tuned
 * reader queries (0.45 to 0.25 gained; 0.25 lost a service error from the top
 * 3), then checked on a batch written before the change (README).
 */
const OLDER_RELEASE_ROOT_DOCS_WEIGHT = 0.35;

/** A shard's weight, given whether the search includes an older release's docs. */
function shardWeight(tag: string, besideOlderRelease: boolean): number {
  if (!tag.startsWith('docs-default-')) return 1;
  return besideOlderRelease ? OLDER_RELEASE_ROOT_DOCS_WEIGHT : ROOT_DOCS_WEIGHT;
}

/** The hits in order, with at most `max` of each section (all of them without a maximum). */
export function atMostPerSection<T extends Pick<EngineHit, 'section'>>(
  hits: readonly T[],
  max: number | undefined,
): T[] {
  if (max === undefined) return [...hits];
  const counts = new Map<string, number>();
  return hits.filter((hit) => {
    const count = counts.get(hit.section) ?? 0;
    counts.set(hit.section, count + 1);
    return count < max;
  });
}

export type EngineLoader = () => Promise<Pick<typeof import('./engine'), 'createSearchEngine'>>;

// MiniSearch is fetched with the first shard head, so pages that never search skip it.
const loadEngineChunk: EngineLoader = () => import(/* webpackChunkName: "search-engine" */ './engine');

/**
 * A search client with the surface DocSearch needs (search, addAlgoliaAgent,
 * transporter.algoliaAgent), answering from the site's embedded index. Shards
 * load on first use; a shard that fails to load fails the search, and the
 * next search tries again.
 */
export function createOfflineSearchClient(
  loadShard: ShardLoader,
  knownTags: readonly string[],
  loadEngine: EngineLoader = loadEngineChunk,
) {
  type ShardEngine = SearchEngine & Pick<ShardHead, 'language' | 'olderRelease'>;
  const engines = new Map<string, Promise<ShardEngine>>();

  const engineFor = (tag: string): Promise<ShardEngine> => {
    let engine = engines.get(tag);
    if (!engine) {
      engine = Promise.all([loadShard(tag), loadEngine()]).then(
        ([{head, load}, {createSearchEngine}]) => ({
          ...createSearchEngine(head, load),
          language: head.language,
          olderRelease: head.olderRelease,
        }),
        (cause: unknown) => {
          throw retryError(tag, cause);
        },
      );
      engines.set(tag, engine);
      engine.catch(() => engines.delete(tag));
    }
    return engine;
  };

  const searchOne = async (request: SearchRequest): Promise<SearchResponse> => {
    const started = performance.now();
    const query = (request.query ?? '').slice(0, 512);
    const hitsPerPage = Math.max(1, Math.min(request.hitsPerPage ?? 20, 1000));
    const page = Math.max(0, request.page ?? 0);
    const wanted = requestedTags(request.facetFilters);
    const tags = knownTags.filter((tag) => wanted === null || wanted.has(tag));
    const keep = recordFilter(request.facetFilters);

    // Every head before any search: the root docs' weight depends on whether
    // an older release is searched with them. Every record of a shard has the
    // shard's tag and language.
    const searched = (await Promise.all(tags.map(async (tag) => ({tag, engine: await engineFor(tag)})))).filter(
      ({tag, engine}) => keep({docusaurus_tag: tag, language: engine.language}),
    );
    const besideOlderRelease = searched.some(({engine}) => engine.olderRelease);
    const results = await Promise.all(
      searched.map(async ({tag, engine}) => {
        const weight = shardWeight(tag, besideOlderRelease);
        const found = await engine.search(query).catch((cause: unknown) => {
          throw retryError(tag, cause);
        });
        return found.map((hit) => ({...hit, tag, engine, score: hit.score * weight}));
      }),
    );
    const pageOf = (hit: {tag: string; page: number}) => `${hit.tag} ${hit.page}`;
    const support = namesIdentifier(query) ? IDENTIFIER_PAGE_SUPPORT_WEIGHT : PAGE_SUPPORT_WEIGHT;
    const hits = diversify(withPageSupport(results.flat(), pageOf, support).sort(byRank), pageOf);
    const pageHits = atMostPerSection(
      hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
      request.maxHitsPerSection,
    );
    // Only the modal groups hits by section; the search page lists them as ranked.
    const shown = request.maxHitsPerSection === undefined ? pageHits : withoutBuriedHits(pageHits, pageOf);
    const records = await Promise.all(shown.map((hit) => hit.engine.record(hit.id))).catch((cause: unknown) => {
      throw retryError(shown[0]?.tag ?? '', cause);
    });

    return {
      hits: shown.map((hit, i) => toSearchHit(hit, records[i] as SearchRecord, request)),
      nbHits: hits.length,
      page,
      nbPages: Math.ceil(hits.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      query,
      params: '',
      index: request.indexName,
      ...(request.clickAnalytics ? {queryID: randomId()} : {}),
    };
  };

  const agent = {value: 'Developer Docs offline search', add: () => undefined};
  return {
    /**
     * Starts loading the engine and the heads a search with these facet
     * filters needs, so the reader's first keystroke finds them loaded. A
     * failure here is left to that search to report.
     */
    warm(facetFilters: FacetFilters): void {
      const wanted = requestedTags(facetFilters);
      for (const tag of knownTags) if (wanted === null || wanted.has(tag)) engineFor(tag).catch(() => undefined);
    },
    appId: 'offline',
    transporter: {algoliaAgent: agent},
    addAlgoliaAgent: (): void => undefined,
    async search({requests}: {requests: SearchRequest[]}): Promise<{results: SearchResponse[]}> {
      return {results: await Promise.all(requests.map(searchOne))};
    },
  };
}

export type OfflineSearchClient = ReturnType<typeof createOfflineSearchClient>;
