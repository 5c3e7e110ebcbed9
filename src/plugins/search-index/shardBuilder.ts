import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {BuiltShard, ShardOptions} from './buildShard';
import type {SearchRecord} from './types';

type Reply = {id: number; shard?: BuiltShard; error?: unknown};

export type ShardBuilder = {
  /** Builds the shard of `serialized`: the records and options as JSON, which the shard cache makes anyway to hash them. */
  build(records: readonly SearchRecord[], options: ShardOptions, serialized: string): Promise<BuiltShard>;
  /** Stops the worker; a build still running then fails. */
  close(): Promise<void>;
};

/**
 * Builds shards in one worker thread, started on the first build. While the
 * main thread parses the next docs version's pages (the Markdown twins and
 * the search records share that parse), the worker indexes the versions
 * already parsed. On two cores the indexing of a cold build (1.3 s) then
 * runs beside the parse instead of after it; the parse slows a little
 * beside it, so content loading ends about 0.4 s sooner.
 */
export function openShardBuilder(): ShardBuilder {
  let worker: Worker | null = null;
  const waiting = new Map<number, {resolve: (shard: BuiltShard) => void; reject: (error: unknown) => void}>();
  let next = 0;

  const fail = (error: unknown) => {
    for (const {reject} of waiting.values()) reject(error);
    waiting.clear();
  };

  const start = (): Worker => {
    const started = new Worker(path.join(__dirname, 'shardWorker.mjs'));
    started.on('message', ({id, shard, error}: Reply) => {
      const entry = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined || !shard) entry?.reject(error ?? new Error('the shard worker sent no shard'));
      else entry?.resolve(shard);
    });
    started.on('error', fail);
    started.on('exit', (code) => {
      worker = null;
      if (waiting.size > 0) fail(new Error(`the search index worker exited (${code}) before it finished`));
    });
    return started;
  };

  return {
    build(_records, _options, serialized) {
      worker ??= start();
      const id = next++;
      const sent = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, {resolve, reject});
        sent.postMessage({id, serialized});
      });
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
