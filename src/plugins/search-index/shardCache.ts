import type {BuiltShard, ShardOptions} from './buildShard';
import {openCacheFile, sha256} from '../shared/cacheFile';
import type {SearchRecord} from './types';

/** What decides a shard's index files besides its records: the indexer's code and locked packages. */
export const INDEXER_FILES = [
  'src/plugins/search-index/buildShard.ts',
  'src/plugins/search-index/types.ts',
  'src/plugins/search-index/client/indexOptions.ts',
  'src/plugins/search-index/client/postings.ts',
  'src/plugins/search-index/client/recordFields.ts',
  'src/plugins/search-index/client/recordFiles.ts',
  'src/plugins/search-index/client/terms.ts',
  'src/plugins/search-index/client/tokens.ts',
  'package-lock.json',
];

export const SHARD_CACHE_FILE = 'node_modules/.cache/search-index/shards.json';

type Entry = {head: BuiltShard['head']; folder: string; files: [string, string][]};

export type ShardCache = {
  /** The built shard: from the last build when its records and options are the same, else built now. */
  shardOf(records: readonly SearchRecord[], options: ShardOptions): Promise<BuiltShard>;
  /** Writes this build's shards (and only those) for the next one. */
  save(): Promise<void>;
};

/**
 * Built index shards of the last build. Indexing every docs version takes
 * about 1.5 s on two cores, and the released versions' docs rarely change:
 * a warm build indexes only the versions whose records changed.
 */
export async function openShardCache(
  siteDir: string,
  /** Builds a shard; `serialized` is `{records, options}` as JSON, which the cache hashes anyway. */
  build: (
    records: readonly SearchRecord[],
    options: ShardOptions,
    serialized: string,
  ) => BuiltShard | Promise<BuiltShard>,
): Promise<ShardCache> {
  const cache = await openCacheFile<Entry>(siteDir, SHARD_CACHE_FILE, {
    files: INDEXER_FILES,
    listName: 'INDEXER_FILES',
  });
  const used: Record<string, Entry> = {};
  return {
    async shardOf(records, options) {
      const serialized = JSON.stringify({records, options});
      const key = sha256(serialized);
      const cached = used[key] ?? cache.known[key];
      if (cached) {
        used[key] = cached;
        return {head: cached.head, folder: cached.folder, files: new Map(cached.files)};
      }
      const built = await build(records, options, serialized);
      used[key] = {head: built.head, folder: built.folder, files: [...built.files]};
      return built;
    },
    save: () => cache.save(used),
  };
}
