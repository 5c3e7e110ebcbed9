import {readFileSync} from 'node:fs';
import path from 'node:path';
import {FILES_PATH, MANIFEST_FILE, PLUGIN_NAME, SEARCH_STATIC_DIR} from './index';
import {recordRestorer, type RecordsFileEntry} from './client/recordFiles';
import {unpackHead, type PackedHead} from './client/headFormat';
import type {SearchIndexManifest, SearchRecord, ShardHead} from './types';

export type ShippedShard = {
  tag: string;
  head: ShardHead;
  /** The folder holding the shard's postings and records files. */
  dir: string;
  /** Every record, read back from the records files. */
  records: SearchRecord[];
};

/**
 * The index of the last `docusaurus start` or `build`, as the browser gets
 * it: each docs version's head and files.
 */
export function readBuiltIndex(siteDir: string): ShippedShard[] {
  const generated = path.join(siteDir, '.docusaurus', PLUGIN_NAME, 'default');
  const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
  let manifest: SearchIndexManifest;
  try {
    manifest = read(path.join(generated, MANIFEST_FILE)) as SearchIndexManifest;
  } catch {
    throw new Error('The last build has no search index. Run `npm run build`.');
  }
  return Object.entries(manifest.shards)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, file]) => {
      const head = unpackHead(read(path.join(generated, file)) as PackedHead);
      const folder = head.base.slice(head.base.indexOf(`/${FILES_PATH}/`) + FILES_PATH.length + 2);
      const dir = path.join(siteDir, SEARCH_STATIC_DIR, FILES_PATH, folder);
      const restorer = recordRestorer(head);
      const records = head.recordFiles.flatMap((first, i) =>
        (read(path.join(dir, `r${i}.json`)) as RecordsFileEntry[]).map((entry, offset) =>
          restorer.restore(first + offset, entry),
        ),
      );
      return {tag, head, dir, records};
    });
}
