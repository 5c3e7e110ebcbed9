import headLoaders from '@generated/search-index/default/heads.js';
import {unpackHead, type PackedHead} from '@site/src/plugins/search-index/client/headFormat';
import {
  createOfflineSearchClient,
  type OfflineSearchClient,
  type SearchRequest,
  type SearchResponse,
} from '@site/src/plugins/search-index/client/offlineSearchClient';
import {SEARCH_TIMEOUTS, isEmbeddedSearch, parseSearchHost} from '@site/src/config/search';

/** The one method the search UI uses, offered by both backends. */
export type DocsSearchClient = {
  search(query: {requests: SearchRequest[]}): Promise<{results: SearchResponse[]}>;
};

let embedded: OfflineSearchClient | undefined;

/** Fetches one postings or records file of the embedded index. */
async function fetchIndexFile(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The embedded index, created once; each version's head loads on its first search. */
export function embeddedSearchClient(): OfflineSearchClient {
  embedded ??= createOfflineSearchClient(async (tag) => {
    const loadHead = headLoaders[tag];
    if (!loadHead) throw new Error(`No search index for ${tag}`);
    const head = unpackHead((await loadHead()).default as PackedHead);
    return {head, load: (name) => fetchIndexFile(head.base + name)};
  }, Object.keys(headLoaders));
  return embedded;
}

export type SearchBackendConfig = {appId: string; apiKey: string; searchHost?: string | null};

/** The backend settings of this site, from its config. */
export function searchBackendConfig(siteConfig: {
  themeConfig: Record<string, unknown>;
  customFields?: Record<string, unknown>;
}): SearchBackendConfig & {indexName: string} {
  const {appId, apiKey, indexName} = siteConfig.themeConfig.algolia as {
    appId: string;
    apiKey: string;
    indexName: string;
  };
  const searchHost = siteConfig.customFields?.searchHost;
  return {appId, apiKey, indexName, searchHost: typeof searchHost === 'string' ? searchHost : null};
}

/** The hosted service's client, whose code loads with the first search. */
function hostedSearchClient({appId, apiKey, searchHost}: SearchBackendConfig): DocsSearchClient & {
  addAlgoliaAgent(segment: string, version?: string): void;
} {
  const agents: [string, string | undefined][] = [];
  let client: Promise<DocsSearchClient> | undefined;
  const load = () =>
    (client ??= import('algoliasearch/lite').then(({liteClient}) => {
      const hosted = liteClient(appId, apiKey, {
        timeouts: SEARCH_TIMEOUTS,
        ...(searchHost ? {hosts: [parseSearchHost(searchHost)]} : {}),
      });
      for (const [segment, version] of agents) hosted.addAlgoliaAgent(segment, version);
      return hosted as unknown as DocsSearchClient;
    }));
  return {
    search: (query) => load().then((hosted) => hosted.search(query)),
    addAlgoliaAgent: (segment, version) => void agents.push([segment, version]),
  };
}

/**
 * The client for the configured backend: the embedded index, or the hosted
 * service (through a proxy host when one is configured) with the spec's
 * timeouts. The hosted client marks a failed host down for 2 minutes.
 */
export function docsSearchClient(config: SearchBackendConfig): DocsSearchClient {
  if (isEmbeddedSearch(config.appId)) return embeddedSearchClient();
  return hostedSearchClient(config);
}
