import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {FILES_PATH, headFileName} from '@site/src/plugins/search-index';
import type {SearchRecord} from '@site/src/plugins/search-index/types';
import {unpackHead, type PackedHead} from '@site/src/plugins/search-index/client/headFormat';
import {readBuiltIndex} from '@site/src/plugins/search-index/readBuiltIndex';
import {BUILD_DIR, htmlFileFor, readRouteManifest} from '../support/buildOutput';
import {siteDir} from '../support/siteDir';
import {siteSearchTags} from '../../scripts/lib/searchScope';

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
    // The versions as api_versions.json lists them, so a version cut needs no edit here.
    expect([...shards.keys()].sort()).toEqual(siteSearchTags(siteDir).sort());
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

describe('embedded search index files', () => {
  const generated = path.join(siteDir, '.docusaurus', 'search-index', 'default');
  const heads = [...shards.keys()].map(
    (tag) => unpackHead(JSON.parse(readFileSync(path.join(generated, headFileName(tag)), 'utf8')) as PackedHead),
  );

  it('marks the releases before the latest, and only those, as older releases', () => {
    // api_versions.json lists the latest release first.
    const [, ...older] = JSON.parse(readFileSync(path.join(siteDir, 'api_versions.json'), 'utf8')) as string[];
    expect(older.length).toBeGreaterThan(0);
    const marked = heads.filter((head) => head.olderRelease).map((head) => head.tag);
    expect(marked.sort()).toEqual(older.map((version) => `docs-api-${version}`).sort());
  });

  it('has in the build every postings and records file a head names, and no other', () => {
    const expected = heads.flatMap((head) => {
      const folder = head.base.replace(/^\/assets\/search\//, '').replace(/\/$/, '');
      return [
        ...head.termFiles.map((_first, i) => `${folder}/t${i}.json`),
        ...head.recordFiles.map((_first, i) => `${folder}/r${i}.json`),
      ];
    });
    const built = readdirSync(path.join(BUILD_DIR, FILES_PATH), {recursive: true})
      .map(String)
      .filter((name) => name.endsWith('.json'));
    expect(built.sort()).toEqual(expected.sort());
  });

  it('keeps every head small enough to load on the first search', () => {
    for (const head of heads) expect(gzipSync(JSON.stringify(head)).length, head.tag).toBeLessThan(40 * 1024);
  });
});
