import {describe, expect, it} from 'vitest';
import {buildShard} from '../buildShard';
import {extractRecords} from '../extractRecords';
import {openShardBuilder} from '../shardBuilder';

const records = extractRecords({
  source: '## Journal\n\nThe journal holds public outputs.\n\n- A [receipt](/receipts) proves a run.\n',
  title: 'Receipts',
  url: 'https://example.com/receipts',
  section: 'zkVM',
  docusaurusTag: 't',
});
const options = {tag: 't', base: '/assets/search/', stem: 't'};

describe('the shard builder', () => {
  it('builds in its worker thread the shard the indexer builds in this one', async () => {
    const builder = openShardBuilder();
    try {
      const built = await builder.build(records, options, JSON.stringify({records, options}));
      expect(built).toEqual(buildShard(records, options));
    } finally {
      await builder.close();
    }
  });

  it('fails the build with the indexer’s error', async () => {
    const builder = openShardBuilder();
    const mixed = records.map((record, i) => (i === 0 ? {...record, language: 'fr'} : record));
    try {
      await expect(builder.build(mixed, options, JSON.stringify({records: mixed, options}))).rejects.toThrow(
        /does not survive its records file/,
      );
    } finally {
      await builder.close();
    }
  });
});
