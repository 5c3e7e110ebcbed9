import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {buildShard} from '../buildShard';
import {extractRecords} from '../extractRecords';
import {INDEXER_FILES, openShardCache} from '../shardCache';
import {siteDir} from '../../../../tests/support/siteDir';

/** A site folder with the files the cache fingerprints. */
function site(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shard-cache-'));
  for (const file of INDEXER_FILES) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), `// ${file}`);
  }
  return dir;
}

const records = (source: string) =>
  extractRecords({source, title: 'Receipts', url: 'https://example.com/receipts', section: 'zkVM', docusaurusTag: 't'});
const options = {tag: 't', base: '/assets/search/', stem: 't'};

describe('the search shard cache', () => {
  it('indexes a docs version again only when its records changed', async () => {
    const dir = site();
    const first = vi.fn(buildShard);
    const cold = await openShardCache(dir, first);
    const built = cold.shardOf(records('A receipt.'), options);
    await cold.save();

    const second = vi.fn(buildShard);
    const warm = await openShardCache(dir, second);
    expect(warm.shardOf(records('A receipt.'), options)).toEqual(built);
    warm.shardOf(records('A journal.'), options);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('starts empty when the indexer changes', async () => {
    const dir = site();
    const cold = await openShardCache(dir, buildShard);
    cold.shardOf(records('A receipt.'), options);
    await cold.save();
    writeFileSync(path.join(dir, 'src/plugins/search-index/client/tokens.ts'), '// changed');
    const again = vi.fn(buildShard);
    (await openShardCache(dir, again)).shardOf(records('A receipt.'), options);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('fingerprints every module the indexer imports', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(path.join(siteDir, file), 'utf8');
      for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        visit(path.posix.join(path.posix.dirname(file), `${specifier}.ts`));
      }
    };
    visit('src/plugins/search-index/buildShard.ts');
    expect([...seen].filter((file) => !INDEXER_FILES.includes(file))).toEqual([]);
  });
});
