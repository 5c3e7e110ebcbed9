import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import type {SearchRecord} from '@site/src/plugins/search-index/types';
import {readBuiltIndex} from '@site/src/plugins/search-index/readBuiltIndex';
import {BUILD_DIR, htmlFileFor, readRouteManifest} from '../support/buildOutput';
import {siteDir} from '../support/siteDir';

// The embedded index of the last production build (checked to be build/).
readRouteManifest(BUILD_DIR);
const shards = new Map(readBuiltIndex(siteDir).map((shard) => [shard.tag, shard.records]));

function shard(tag: string): SearchRecord[] {
  const records = shards.get(tag);
  if (!records) throw new Error(`no search shard for ${tag}`);
  return records;
}

describe('embedded search index of the production build', () => {
  it('has one shard per docs version and none for test fixtures', () => {
    expect([...shards.keys()].sort()).toEqual(
      [
        'docs-default-current',
        'docs-api-current',
        ...['1.2', '1.1', '1.0', '0.21', '0.20', '0.19', '0.18'].map((version) => `docs-api-${version}`),
      ].sort(),
    );
  });

  it.each(['docs-api-1.2', 'docs-default-current', 'docs-api-0.18'])(
    'links every %s record to a built page and an anchor that exists on it',
    (tag) => {
      const missing: string[] = [];
      for (const record of shard(tag)) {
        const pathname = new URL(record.url_without_anchor).pathname;
        const file = htmlFileFor(BUILD_DIR, pathname);
        if (!existsSync(file)) {
          missing.push(`${pathname} (no page)`);
          continue;
        }
        if (record.anchor) {
          const html = readFileSync(file, 'utf8');
          const id = new RegExp(`id=("?)${record.anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1[\\s>]`);
          if (!id.test(html)) missing.push(`${pathname}#${record.anchor}`);
        }
      }
      expect(missing).toEqual([]);
    },
  );
});
