// @ts-check
// Builds search index shards in a worker thread (see shardBuilder.ts). Node
// 20 cannot load TypeScript by itself, so the indexer is loaded with tsx,
// which the build already runs on.
import {parentPort} from 'node:worker_threads';
import {tsImport} from 'tsx/esm/api';

/** @type {typeof import('./buildShard')} */
const {buildShard} = await tsImport('./buildShard.ts', import.meta.url);

if (!parentPort) throw new Error('shardWorker.mjs runs only as a worker thread');
const port = parentPort;
port.on('message', ({id, serialized}) => {
  try {
    const {records, options} = JSON.parse(serialized);
    port.postMessage({id, shard: buildShard(records, options)});
  } catch (error) {
    port.postMessage({id, error});
  }
});
