import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {cacheSite} from '../../../../tests/support/cacheSite';
import {buildShard} from '../buildShard';
import {extractRecords} from '../extractRecords';
import {INDEXER_FILES, openShardCache} from '../shardCache';
import {localImports} from '../../../../tests/support/localImports';

const site = () => cacheSite(INDEXER_FILES);

const records = (source: string) =>
  extractRecords({source, title: 'Receipts', url: 'https://example.com/receipts', section: 'zkVM', docusaurusTag: 't'});
const options = {tag: 't', base: '/assets/search/', stem: 't'};

describe('the search shard cache', () => {
  it('indexes a docs version again only when its records changed', async () => {
    const dir = site();
    const first = vi.fn(buildShard);
    const cold = await openShardCache(dir, first);
    const built = await cold.shardOf(records('A receipt.'), options);
    await cold.save();

    const second = vi.fn(buildShard);
    const warm = await openShardCache(dir, second);
    expect(await warm.shardOf(records('A receipt.'), options)).toEqual(built);
    await warm.shardOf(records('A journal.'), options);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('starts empty when the indexer changes', async () => {
    const dir = site();
    const cold = await openShardCache(dir, buildShard);
    await cold.shardOf(records('A receipt.'), options);
    await cold.save();
    writeFileSync(path.join(dir, 'src/plugins/search-index/client/tokens.ts'), '// changed');
    const again = vi.fn(buildShard);
    await (await openShardCache(dir, again)).shardOf(records('A receipt.'), options);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('fingerprints every module the indexer imports', () => {
    const imported = localImports('src/plugins/search-index/buildShard.ts');
    expect(imported).toContain('src/plugins/search-index/client/tokens.ts');
    expect(imported.filter((file) => !INDEXER_FILES.includes(file))).toEqual([]);
  });
});
