// Misspelt on purpose: queries a reader might type.
// cspell:ignore recipt jornal veriy contnuations
import {describe, expect, it} from 'vitest';
import {memoryShard} from './memoryShard';
import {extractRecords} from '../../extractRecords';
import type {PostingsFile} from '../../types';
import {createSearchEngine, loadMiniSearch, runPlan, shardVocabulary} from '../engine';
import {expandPostings} from '../postings';
import {planQuery} from '../queryPlan';

// Enough pages for several postings and records files, with words that
// share prefixes and lie one or two edits apart.
const PAGES = Array.from({length: 24}, (_, i) =>
  extractRecords({
    source: [
      `Receipt ${i} carries a journal and a seal; verify it with the image ID of guest ${i}.`,
      `## Continuations ${i}\n\nA long run splits into segments; each segment is proven alone.`,
      `## Tools\n\nSet RISC0_DEV_MODE=1 or call ExecutorEnv::builder() and prove_with_opts on host ${i}.`,
      '```rust\nlet receipt = prover.prove(env, GUEST_ELF)?;\n```',
      // Words of this page alone, so the vocabulary needs several files.
      Array.from({length: 40}, (_word, j) => `term${i}x${j}`).join(' '),
    ].join('\n\n'),
    title: `Page ${i} receipts`,
    url: `https://docs.example/page-${i}`,
    section: 'Docs',
    docusaurusTag: 'docs-api-1.2',
  }),
).flat();

const QUERIES = [
  'r',
  're',
  'rec',
  'receipt',
  'recipt',
  'jornal seal',
  'veriy image',
  'contnuations segment',
  'RISC0_DEV_MODE',
  'ExecutorEnv::builder',
  'prove_with_opts',
  'how do I verify a receipt on the host',
  'segments ',
  'zzz',
];

describe('chunked search index', () => {
  const shard = memoryShard(PAGES);
  const {head, files} = shard;

  it('cuts the index into several postings and records files', () => {
    expect(head.termFiles.length).toBeGreaterThan(2);
    expect(head.recordFiles.length).toBeGreaterThan(2);
  });

  it.each(QUERIES)('finds for %j exactly what MiniSearch finds over the whole index', async (query) => {
    const allPostings = head.termFiles.flatMap((_first, i) =>
      (JSON.parse(files.get(`t${i}.json`) ?? '[]') as PostingsFile).map(expandPostings),
    );
    const plan = planQuery(query, shardVocabulary(head).weights);
    const expected = plan ? runPlan(loadMiniSearch(head, allPostings), plan) : [];
    const hits = await createSearchEngine(head, shard.load).search(query);
    expect(hits.map(({id, score, terms}) => ({id, score, terms}))).toEqual(
      expected.map(({id, score, terms}) => ({id, score, terms})),
    );
  });

  it('fetches only the files a query needs', async () => {
    const {head: ownHead, load, fetched} = memoryShard(PAGES);
    const engine = createSearchEngine(ownHead, load);
    const [hit] = await engine.search('journal');
    expect(hit).toBeDefined();
    expect(fetched.length).toBeLessThan(ownHead.termFiles.length);
    await engine.record(hit?.id ?? 0);
    expect(fetched.filter((name) => name.startsWith('r'))).toHaveLength(1);
  });

  it('gives back every record as it was indexed', async () => {
    const engine = createSearchEngine(head, shard.load);
    const records = await Promise.all(PAGES.map((_record, id) => engine.record(id)));
    expect(records).toEqual(PAGES.map(({links: _links, ...record}) => record));
  });
});
