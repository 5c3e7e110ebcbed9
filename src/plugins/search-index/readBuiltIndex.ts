import {readFileSync} from 'node:fs';
import path from 'node:path';
import {PLUGIN_NAME} from './index';
import type {SearchIndexManifest, SearchRecord} from './types';

export type BuiltShard = {tag: string; json: string; records: SearchRecord[]};

/**
 * The shards of the last `docusaurus start` or `build`, as listed by the
 * plugin's global data (older shard files may linger in the folder).
 */
export function readBuiltIndex(siteDir: string): BuiltShard[] {
  const generated = path.join(siteDir, '.docusaurus');
  const globalData = JSON.parse(readFileSync(path.join(generated, 'globalData.json'), 'utf8')) as Record<
    string,
    {default: SearchIndexManifest}
  >;
  const manifest = globalData[PLUGIN_NAME]?.default;
  if (!manifest) throw new Error('The last build has no search index. Run `npm run build`.');
  return Object.entries(manifest.shards)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, file]) => {
      const json = readFileSync(path.join(generated, PLUGIN_NAME, 'default', file), 'utf8');
      return {tag, json, records: JSON.parse(json) as SearchRecord[]};
    });
}
