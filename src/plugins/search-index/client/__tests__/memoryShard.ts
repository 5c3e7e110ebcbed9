// A built shard served from memory, for the search client's unit tests.
import {buildShard} from '../../buildShard';
import {packHead, unpackHead} from '../headFormat';
import type {SearchRecord, ShardHead} from '../../types';

/** `fetched` lists the files a search asked for, in order. */
export function memoryShard(
  records: readonly SearchRecord[],
  tag = records[0]?.docusaurus_tag ?? 'docs-test',
  olderRelease = false,
): {head: ShardHead; load: (name: string) => Promise<unknown>; fetched: string[]; files: Map<string, string>} {
  const built = buildShard(records, {tag, base: '/assets/search/', stem: tag, olderRelease});
  // The head as the browser gets it: packed, sent as JSON, unpacked.
  const head = unpackHead(JSON.parse(JSON.stringify(packHead(built.head))) as ReturnType<typeof packHead>);
  const {files} = built;
  const fetched: string[] = [];
  return {
    head,
    files,
    fetched,
    load: async (name) => {
      fetched.push(name);
      const json = files.get(name);
      if (json === undefined) throw new Error(`no search file ${name}`);
      return JSON.parse(json) as unknown;
    },
  };
}
