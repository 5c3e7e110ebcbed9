// Misspelt on purpose: queries a reader might type.
// cspell:ignore recipt jornal veriy contnuations
import {describe, expect, it} from 'vitest';
import {memoryShard} from './memoryShard';
import {extractRecords} from '../../extractRecords';
import type {PostingsFile} from '../../types';
import {SHORT_PREFIX_TERMS, createSearchEngine, loadMiniSearch, prefixTerms, runPlan, shardVocabulary} from '../engine';
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
  // Begins the hundreds of `term…` words: a prefix of three letters is expanded to all of them.
  'ter',
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
    const found = plan ? runPlan(loadMiniSearch(head, allPostings), plan).results : [];
    // A word of one or two letters being typed keeps its title and heading hits, if any.
    const headings = found.filter(({id}) => PAGES[id as number]?.type !== 'content');
    const expected = plan?.headingsOnly && headings.length > 0 ? headings : found;
    const hits = await createSearchEngine(head, shard.load).search(query);
    expect(hits.map(({id, score}) => ({id, score}))).toEqual(expected.map(({id, score}) => ({id, score})));
  });

  it('expands a two-letter prefix to its most frequent terms only, as MiniSearch would over those', async () => {
    const vocabulary = shardVocabulary(head);
    const kept = new Set(prefixTerms('te', vocabulary).map((number) => head.terms[number]));
    expect(kept.size).toBe(SHORT_PREFIX_TERMS);
    expect([...vocabulary.tree.atPrefix('te').keys()].length).toBeGreaterThan(SHORT_PREFIX_TERMS * 10);
    // The least frequent kept term is held by at least as many records as any term left out.
    const frequencyOf = (term: string) => head.frequency[head.terms.indexOf(term)] ?? 0;
    const leftOut = [...vocabulary.tree.atPrefix('te').keys()].filter((term) => !kept.has(term));
    expect(Math.min(...[...kept].map((term) => frequencyOf(term ?? '')))).toBeGreaterThanOrEqual(
      Math.max(...leftOut.map(frequencyOf)),
    );

    const postings = head.termFiles
      .flatMap((_first, i) => (JSON.parse(files.get(`t${i}.json`) ?? '[]') as PostingsFile).map(expandPostings))
      .filter(([term]) => !term.startsWith('te') || kept.has(term));
    const plan = planQuery('te', vocabulary.weights);
    const expected = plan ? runPlan(loadMiniSearch(head, postings), plan).results : [];
    const hits = await createSearchEngine(head, shard.load).search('te');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.map(({id, score}) => ({id, score}))).toEqual(expected.map(({id, score}) => ({id, score})));
  });

  it('answers a word of one or two letters still being typed from titles and headings, with no records file', async () => {
    const {head: ownHead, load, fetched} = memoryShard(PAGES);
    const engine = createSearchEngine(ownHead, load);
    const hits = await engine.search('co');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => PAGES[hit.id]?.type === 'lvl2')).toBe(true);
    await Promise.all(hits.map((hit) => engine.record(hit.id)));
    expect(fetched.filter((name) => name.startsWith('r'))).toEqual([]);
    // Three letters, or a finished word, find paragraphs too.
    const longer = await engine.search('con');
    expect(longer.some((hit) => PAGES[hit.id]?.type === 'content')).toBe(true);
  });

  it('answers one letter from the words of titles and headings that begin with it, with no file at all', async () => {
    const {head: ownHead, load, fetched} = memoryShard(PAGES);
    const engine = createSearchEngine(ownHead, load);
    const hits = await engine.search('t');
    const begins = (text: string | null | undefined) =>
      (text ?? '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .some((word) => word.startsWith('t'));
    const expected = PAGES.flatMap((record, id) =>
      record.type !== 'content' && begins(record.hierarchy[record.type]) ? [id] : [],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(hits.map((hit) => hit.id).sort((a, b) => a - b)).toEqual(expected);
    // "Tools" begins with the letter; "Page 3 receipts" has no such word.
    expect(hits.every((hit) => PAGES[hit.id]?.hierarchy.lvl2 === 'Tools')).toBe(true);
    await Promise.all(hits.map((hit) => engine.record(hit.id)));
    expect(fetched).toEqual([]);
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

  it('shows a title or heading hit from the head alone, with no records file', async () => {
    const {head: ownHead, load, fetched} = memoryShard(PAGES);
    const engine = createSearchEngine(ownHead, load);
    const hits = await engine.search('continuations');
    const heading = hits.find((hit) => PAGES[hit.id]?.type === 'lvl2');
    expect(heading).toBeDefined();
    expect((await engine.record(heading?.id ?? -1)).hierarchy.lvl2).toMatch(/^Continuations/);
    expect(fetched.filter((name) => name.startsWith('r'))).toEqual([]);
  });

  it('gives back every record as it was indexed', async () => {
    const engine = createSearchEngine(head, shard.load);
    const records = await Promise.all(PAGES.map((_record, id) => engine.record(id)));
    expect(records).toEqual(PAGES.map(({links: _links, ...record}) => record));
  });

  it('gives back a paragraph whose text is empty', async () => {
    const records = extractRecords({
      source: 'A paragraph.',
      title: 'Empty',
      url: 'https://docs.example/empty',
      section: 'Docs',
      docusaurusTag: 'docs-api-1.2',
    });
    const paragraph = records.findIndex((record) => record.type === 'content');
    const withEmpty = records.map((record, id) => (id === paragraph ? {...record, content: ''} : record));
    const empty = memoryShard(withEmpty);
    await expect(createSearchEngine(empty.head, empty.load).record(paragraph)).resolves.toEqual(withEmpty[paragraph]);
  });
});
