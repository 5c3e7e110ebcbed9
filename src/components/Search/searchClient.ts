import {liteClient} from 'algoliasearch/lite';
import shardLoaders from '@generated/search-index/default/shards.js';
import type {SearchRecord} from '@site/src/plugins/search-index/types';
import {
  createOfflineSearchClient,
  type OfflineSearchClient,
  type SearchRequest,
  type SearchResponse,
} from '@site/src/plugins/search-index/client/offlineSearchClient';
import {isEmbeddedSearch} from '@site/src/config/search';

/** The one method the search UI uses, offered by both backends. */
export type DocsSearchClient = {
  search(query: {requests: SearchRequest[]}): Promise<{results: SearchResponse[]}>;
};

let embedded: OfflineSearchClient | undefined;

/** The embedded index, created once; shards load on the first search. */
export function embeddedSearchClient(): OfflineSearchClient {
  embedded ??= createOfflineSearchClient(
    async (tag) => {
      const load = shardLoaders[tag];
      if (!load) throw new Error(`No search shard for ${tag}`);
      return (await load()).default as readonly SearchRecord[];
    },
    Object.keys(shardLoaders),
  );
  return embedded;
}

/** The client for the configured backend: hosted DocSearch, or the embedded index. */
export function docsSearchClient(appId: string, apiKey: string): DocsSearchClient {
  if (isEmbeddedSearch(appId)) return embeddedSearchClient();
  return liteClient(appId, apiKey) as unknown as DocsSearchClient;
}
