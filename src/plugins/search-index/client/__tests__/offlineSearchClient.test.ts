// Misspelt on purpose: queries a reader might type.
// cspell:ignore jornal recipts irreducable
import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../extractRecords';
import type {SearchRecord} from '../../types';
import {memoryShard} from './memoryShard';
import {createOfflineSearchClient, type SearchRequest} from '../offlineSearchClient';

function pageRecords(tag: string, title: string, slug: string, source: string): SearchRecord[] {
  return extractRecords({
    source,
    title,
    url: `https://docs.example/${slug}`,
    section: 'Docs',
    docusaurusTag: tag,
  });
}

const SHARDS: Record<string, SearchRecord[]> = {
  'docs-api-1.2': [
    ...pageRecords(
      'docs-api-1.2',
      'Receipts',
      'api/zkvm/receipts',
      'A receipt holds a journal and a seal.\n\n## Verifying a receipt\n\nCall verify with the image ID.',
    ),
    ...pageRecords(
      'docs-api-1.2',
      'Profiling',
      'api/zkvm/profiling',
      'Profiles show where cycles go. Receipts are not involved here.',
    ),
    ...pageRecords(
      'docs-api-1.2',
      'Composition',
      'api/zkvm/composition',
      'Verify one receipt inside another guest with env::verify.',
    ),
    ...pageRecords(
      'docs-api-1.2',
      'Markup',
      'api/markup',
      'Danger: `<img src=x onerror=alert(1)>` must stay text.\n\n```html\n<script>alert(1)</script> sneaky\n```',
    ),
  ],
  'docs-api-0.20': pageRecords(
    'docs-api-0.20',
    'Receipts',
    'api/0.20/zkvm/receipts',
    'Old receipts had a metadata field.',
  ),
  'docs-default-current': pageRecords(
    'docs-default-current',
    'Terminology',
    'terminology',
    'A journal is the public output of a guest program. Continuations split a long run into segments.',
  ),
};

function client(overrides: Partial<Record<string, () => Promise<ReturnType<typeof memoryShard>>>> = {}) {
  const loads: string[] = [];
  const search = createOfflineSearchClient(async (tag) => {
    loads.push(tag);
    const override = overrides[tag];
    if (override) return override();
    const shard = SHARDS[tag];
    if (!shard) throw new Error(`no shard ${tag}`);
    return memoryShard(shard);
  }, Object.keys(SHARDS));
  return {search, loads};
}

const latest = [['language:en'], ['docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-1.2']];

async function query(text: string, extra: Partial<SearchRequest> = {}) {
  const {search} = client();
  const {results} = await search.search({
    requests: [{indexName: 'risczero', query: text, facetFilters: latest, ...extra}],
  });
  const [result] = results;
  if (!result) throw new Error('no result');
  return result;
}

describe('offline search client', () => {
  it('ranks a page titled with the word above pages that mention it', async () => {
    const {hits} = await query('receipts');
    expect(hits[0]?.hierarchy.lvl1).toBe('Receipts');
    expect(hits[0]?.type).toBe('lvl1');
  });

  it('matches the last word as a prefix while the reader types', async () => {
    const {hits} = await query('compos');
    expect(hits[0]?.hierarchy.lvl1).toBe('Composition');
  });

  it('tolerates one typo in words of four letters or more', async () => {
    expect((await query('jornal')).hits.map((hit) => hit.hierarchy.lvl1)).toContain('Terminology');
    expect((await query('recipts')).hits[0]?.hierarchy.lvl1).toBe('Receipts');
  });

  it('does not guess for words under four letters', async () => {
    expect((await query('zeal')).hits[0]?.hierarchy.lvl1).toBe('Receipts');
    expect((await query('gst')).nbHits).toBe(0);
    expect((await query('sel')).nbHits).toBe(0);
  });

  it('searches only the docs versions named in the facet filters', async () => {
    const {search, loads} = client();
    const {results} = await search.search({
      requests: [{indexName: 'risczero', query: 'receipts', facetFilters: [['docusaurus_tag:docs-api-0.20']]}],
    });
    expect(results[0]?.hits.map((hit) => hit.url)).toEqual(
      expect.arrayContaining(['https://docs.example/api/0.20/zkvm/receipts']),
    );
    expect(results[0]?.hits.every((hit) => hit.docusaurus_tag === 'docs-api-0.20')).toBe(true);
    expect(loads).toEqual(['docs-api-0.20']);
  });

  it('cuts snippets to the requested number of words', async () => {
    const {hits} = await query('segments', {attributesToSnippet: ['content:5']});
    const value = String((hits[0]?._snippetResult.content as {value: string}).value);
    expect(
      value
        .replace(/<\/?mark>/g, '')
        .replace(/…/g, ' ')
        .trim()
        .split(/\s+/).length,
    ).toBeLessThanOrEqual(5);
    expect(value).toContain('<mark>segments</mark>');
  });

  it('answers in the hosted response shape', async () => {
    const result = await query('journal', {hitsPerPage: 2, clickAnalytics: true});
    expect(result).toMatchObject({page: 0, hitsPerPage: 2, index: 'risczero', query: 'journal'});
    expect(result.hits.length).toBeLessThanOrEqual(2);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 2));
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.hits[0]?._highlightResult).toHaveProperty('hierarchy.lvl1.value');
  });

  it('highlights the other forms of a word in a hit that matched it as typed', async () => {
    const search = createOfflineSearchClient(
      async (tag) => memoryShard(pageRecords(tag, 'Checks', 'checks', 'Verify the seal before verifying the journal.')),
      ['docs-api-1.2'],
    );
    const {results} = await search.search({requests: [{indexName: 'risczero', query: 'verify '}]});
    const content = results[0]?.hits.find((hit) => hit.type === 'content')?._highlightResult.content;
    expect(content).toMatchObject({value: expect.stringContaining('<mark>verifying</mark>') as unknown});
    expect(content).toMatchObject({value: expect.stringContaining('<mark>Verify</mark>') as unknown});
  });

  it('escapes page text in every highlight and snippet', async () => {
    for (const text of ['img onerror', 'script alert sneaky', 'markup']) {
      const {hits} = await query(text);
      expect(hits.length).toBeGreaterThan(0);
      const rendered = JSON.stringify(hits.map((hit) => [hit._highlightResult, hit._snippetResult]));
      expect(rendered).not.toMatch(/<(img|script)/);
      expect(rendered).toMatch(/&lt;(img|script)|Markup/);
    }
  });

  it.each([
    '',
    '   ',
    '.*+?^${}()|[]\\',
    '"quoted" \'single\'',
    '**bold** _em_ `code` # > - [link](x)',
    '🚀 zk 🦀',
    'x'.repeat(64),
    '<img src=x onerror=alert(1)>',
  ])('never throws on %j', async (text) => {
    const result = await query(text);
    expect(Array.isArray(result.hits)).toBe(true);
  });

  it('loads the heads a search will need when warmed, before any search', async () => {
    const {search, loads} = client();
    search.warm(latest);
    expect(loads.sort()).toEqual(['docs-api-1.2', 'docs-default-current']);
    await search.search({requests: [{indexName: 'risczero', query: 'receipts', facetFilters: latest}]});
    expect(loads).toHaveLength(2);
  });

  /** A client whose API 1.2 head fails to load the first time only. */
  function failingOnce() {
    const attempts = {count: 0};
    const {search} = client({
      'docs-api-1.2': async () => {
        attempts.count += 1;
        if (attempts.count === 1) throw new Error('network down');
        return memoryShard(SHARDS['docs-api-1.2'] ?? []);
      },
    });
    return {search, attempts};
  }

  it('leaves a head that failed to warm to the next search, which loads it again', async () => {
    const {search, attempts} = failingOnce();
    search.warm(latest);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const {results} = await search.search({
      requests: [{indexName: 'risczero', query: 'receipts', facetFilters: latest}],
    });
    expect(attempts.count).toBe(2);
    expect(results[0]?.nbHits).toBeGreaterThan(0);
  });

  it('fails when a shard cannot load, and loads it again on the next search', async () => {
    const {search} = failingOnce();
    const request = {requests: [{indexName: 'risczero', query: 'receipts', facetFilters: latest}]};
    await expect(search.search(request)).rejects.toMatchObject({name: 'RetryError'});
    const {results} = await search.search(request);
    expect(results[0]?.nbHits).toBeGreaterThan(0);
  });
});

describe('normaliseTerm', () => {
  it.each([
    ['receipts', 'receipt'],
    ['proofs', 'proof'],
    ['libraries', 'library'],
    ['class', 'class'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['zkvm', 'zkvm'],
    ['its', 'its'],
  ])('folds %s to %s', async (word, expected) => {
    const {normaliseTerm} = await import('../terms');
    expect(normaliseTerm(word)).toBe(expected);
  });
});

describe('meaningfulTerms', () => {
  it('drops common words when others remain', async () => {
    const {meaningfulTerms} = await import('../queryPlan');
    expect(meaningfulTerms('How do I verify a receipt?')).toEqual(['verify', 'receipt']);
    expect(meaningfulTerms('the')).toEqual(['the']);
  });

  it('drops a common word whose plural-folded form is not itself ("does" is folded to "doe")', async () => {
    const {meaningfulTerms} = await import('../queryPlan');
    expect(meaningfulTerms('Why does the guest panic?')).toEqual(['guest', 'panic']);
  });

  it('answers a query of common words only from titles and headings, as a question being typed', async () => {
    const {planQuery} = await import('../queryPlan');
    const vocabulary = {has: () => true, weight: () => 0.5, normalise: (term: string) => term};
    expect(planQuery('how do', vocabulary)?.headingsOnly).toBe(true);
    expect(planQuery('how do I ', vocabulary)?.headingsOnly).toBe(true);
    expect(planQuery('how do I verify', vocabulary)?.headingsOnly).toBe(false);
    expect(planQuery('verify ', vocabulary)?.headingsOnly).toBe(false);
  });

  it('leaves out a word of one or two letters still being typed after others, unless it is a known word or a number', async () => {
    const {planQuery} = await import('../queryPlan');
    const vocabulary = {has: (term: string) => term === 'zk', weight: () => 0.5, normalise: (term: string) => term};
    expect(planQuery('receipt o', vocabulary)?.groups).toHaveLength(1);
    expect(planQuery('receipt se', vocabulary)?.groups).toHaveLength(1);
    expect(planQuery('receipt 1', vocabulary)?.groups).toHaveLength(2);
    // A known two-letter word counts, as typed: it does not yet begin longer words.
    expect(planQuery('receipt zk', vocabulary)?.tierOf(['receipt', 'zk'])).toBe(2);
    expect(planQuery('receipt zk', vocabulary)?.tierOf(['receipt', 'zkvm'])).toBe(0);
    expect(planQuery('receipt zkv', vocabulary)?.tierOf(['receipt', 'zkvm'])).toBe(2);
    // Typed to its end, a short word counts like any other.
    expect(planQuery('receipt se ', vocabulary)?.groups).toHaveLength(2);
  });

  it('leaves out two letters still being typed that only a record or two hold, like the "et" of "et al."', async () => {
    const {planQuery} = await import('../queryPlan');
    const weights: Record<string, number> = {zk: 0.5, et: 1, receipt: 0.5};
    const vocabulary = {
      has: (term: string) => term in weights,
      weight: (term: string) => weights[term] ?? 1,
      normalise: (term: string) => term,
    };
    expect(planQuery('receipt et', vocabulary)?.groups).toHaveLength(1);
    expect(planQuery('receipt zk', vocabulary)?.groups).toHaveLength(2);
    expect(planQuery('receipt et ', vocabulary)?.groups).toHaveLength(2);
  });

  it("ranks a record that names a pasted error's identifier above one that holds only its other words", async () => {
    const {planQuery} = await import('../queryPlan');
    const vocabulary = {has: () => true, weight: () => 0.5, normalise: (term: string) => term};
    const plan = planQuery('error: no method named `add_input` found', vocabulary);
    expect(plan?.tierOf(['add_input'])).toBe(1);
    expect(plan?.tierOf(['error', 'no', 'method', 'named', 'found'])).toBe(0);
    expect(plan?.tierOf(['error', 'no', 'method', 'named', 'add_input', 'found'])).toBe(2);
  });

  it('keeps the results of the words before a word just started, instead of its noise', async () => {
    const ids = async (text: string) => (await query(text)).hits.map((hit) => hit.objectID);
    expect(await ids('receipt se')).toEqual(await ids('receipt'));
    expect(await ids('receipt sea')).not.toEqual(await ids('receipt'));
  });

  it('drops filler words that would otherwise count as the rare, telling words of a question', async () => {
    const {meaningfulTerms} = await import('../queryPlan');
    expect(meaningfulTerms('what does a verified receipt actually prove')).toEqual(['verified', 'receipt', 'prove']);
  });
});

describe('typo tolerance', () => {
  it('never reads a word as a typo of a common word ("than" is a letter from "that" and "then")', async () => {
    const text = 'Then the seal is checked so that the journal stays honest.';
    const search = createOfflineSearchClient(
      async (tag) => memoryShard(pageRecords(tag, 'Seals', 'api/seals', text)),
      ['docs-api-1.2'],
    );
    const count = async (text: string) => {
      const {results} = await search.search({
        requests: [{indexName: 'risczero', query: `${text} `, facetFilters: latest}],
      });
      return results[0]?.nbHits;
    };
    expect(await count('than')).toBe(0);
    // A typo of a word that tells still counts.
    expect(await count('jornal')).toBeGreaterThan(0);
  });
});

describe('root docs weighting', () => {
  it('ranks an API page above a root page that matches the same words equally', async () => {
    const text = 'Seal and journal travel together in every receipt.';
    const search = createOfflineSearchClient(
      async (tag) =>
        memoryShard(
          tag === 'docs-api-1.2' ? pageRecords(tag, 'Same', 'api/same', text) : pageRecords(tag, 'Same', 'same', text),
        ),
      // Root shard first, so only the weighting can put the API page ahead.
      ['docs-default-current', 'docs-api-1.2'],
    );
    const {results} = await search.search({
      requests: [{indexName: 'risczero', query: 'seal journal', facetFilters: latest}],
    });
    const urls = results[0]?.hits.map((hit) => hit.url) ?? [];
    expect(urls.indexOf('https://docs.example/api/same')).toBeLessThan(urls.indexOf('https://docs.example/same'));
    expect(urls).toContain('https://docs.example/same');
  });

  it("damps the root docs more beside an older release's docs, whose reader asks about that release", async () => {
    // The words are rarer in the root docs, so their page scores higher there
    // than the same text does in a release's docs: above 0.55 of it, below 0.35.
    const text = 'Seal and journal.';
    const rootDocs = (tag: string) => [
      ...pageRecords(tag, 'Same', 'same', text),
      ...pageRecords(tag, 'Other', 'other', 'Nothing to see.'),
      ...pageRecords(tag, 'Another', 'another', 'Nothing here either.'),
    ];
    const search = createOfflineSearchClient(
      async (tag) =>
        tag === 'docs-default-current'
          ? memoryShard(rootDocs(tag))
          : memoryShard(pageRecords(tag, 'Same', `api/${tag}/same`, text), tag, tag === 'docs-api-0.20'),
      ['docs-default-current', 'docs-api-1.2', 'docs-api-0.20'],
    );
    const firstUrl = async (apiTag: string) => {
      const facetFilters = [['language:en'], ['docusaurus_tag:docs-default-current', `docusaurus_tag:${apiTag}`]];
      const {results} = await search.search({requests: [{indexName: 'risczero', query: 'seal journal', facetFilters}]});
      return results[0]?.hits[0]?.url;
    };
    expect(await firstUrl('docs-api-1.2')).toBe('https://docs.example/same');
    expect(await firstUrl('docs-api-0.20')).toBe('https://docs.example/api/docs-api-0.20/same');
  });
});

describe('shards searched together', () => {
  it('rank a record holding every word above one from a shard where no record held them all', async () => {
    // The API page says "polynomial" only, a rare word in its shard; the root
    // page says both words, one of them as the reader misspelt it.
    const search = createOfflineSearchClient(
      async (tag) =>
        memoryShard(
          tag === 'docs-api-1.2'
            ? [
                ...pageRecords(tag, 'Provers', 'api/provers', 'The prover commits to a polynomial.'),
                ...Array.from({length: 20}, (_, i) =>
                  pageRecords(tag, `Guide ${i}`, `api/guide-${i}`, 'A receipt carries the journal.'),
                ).flat(),
              ]
            : pageRecords(tag, 'Fields', 'fields', 'An irreducible polynomial builds an extension field.'),
        ),
      ['docs-default-current', 'docs-api-1.2'],
    );
    const {results} = await search.search({
      requests: [{indexName: 'risczero', query: 'irreducable polynomial', facetFilters: latest}],
    });
    const urls = results[0]?.hits.map((hit) => hit.url_without_anchor) ?? [];
    expect(urls[0]).toBe('https://docs.example/fields');
    expect(urls).toContain('https://docs.example/api/provers');
  });
});

describe('hits per section', () => {
  // Six pages in one section and two in another, each with a few paragraphs on
  // seals, long enough that a records file holds only a few of them.
  const filler = ' A receipt carries it, and a verifier checks it against the image ID and the journal.'.repeat(8);
  const records = Array.from({length: 8}, (_unused, i) =>
    extractRecords({
      source: Array.from({length: 6}, (_line, j) => `Paragraph ${j} of page ${i} is about the seal.${filler}`).join(
        '\n\n',
      ),
      title: `Page ${i}`,
      url: `https://docs.example/page-${i}`,
      section: i < 6 ? 'Guides' : 'Reference',
      docusaurusTag: 'docs-api-1.2',
    }),
  ).flat();

  async function seal(extra: Partial<SearchRequest>) {
    const shard = memoryShard(records);
    const search = createOfflineSearchClient(async () => shard, ['docs-api-1.2']);
    const {results} = await search.search({requests: [{indexName: 'risczero', query: 'seal', ...extra}]});
    return {result: results[0], recordsFetched: shard.fetched.filter((name) => name.startsWith('r')).length};
  }

  it('leaves out the hits the modal would not show, and never loads their records', async () => {
    const all = await seal({hitsPerPage: 20});
    const capped = await seal({hitsPerPage: 20, maxHitsPerSection: 3});
    const sectionOf = (hit: {hierarchy: {lvl0: string | null}}) => hit.hierarchy.lvl0;
    const firstOfEach = (all.result?.hits ?? []).filter(
      (hit, i, hits) => hits.slice(0, i).filter((other) => sectionOf(other) === sectionOf(hit)).length < 3,
    );
    expect(new Set(all.result?.hits.map(sectionOf))).toEqual(new Set(['Guides', 'Reference']));
    expect(capped.result?.hits.map((hit) => hit.objectID)).toEqual(firstOfEach.map((hit) => hit.objectID));
    expect(capped.result?.nbHits).toBe(all.result?.nbHits);
    expect(capped.recordsFetched).toBeLessThan(all.recordsFetched);
  });

  it('leaves out of the modal a weaker hit that its section would list above a closer match, and keeps it on the search page', async () => {
    const page = (title: string, section: string, source: string) =>
      extractRecords({source, title, url: `https://docs.example/${title}`, section, docusaurusTag: 'docs-api-1.2'});
    const shard = [
      ...page('guide', 'Guides', 'Call ExecutorEnv::builder first. ExecutorEnv::builder returns the builder.'),
      // Only the parts of the identifier: a looser match than the whole.
      ...page('notes', 'Guides', 'The executor reads its env through a builder.'),
      ...page('reference', 'Reference', 'ExecutorEnv::builder starts an environment.'),
    ];
    const search = createOfflineSearchClient(async () => memoryShard(shard), ['docs-api-1.2']);
    const pages = async (extra: Partial<SearchRequest>) => {
      const {results} = await search.search({requests: [{indexName: 'x', query: 'ExecutorEnv::builder ', ...extra}]});
      return [...new Set(results[0]?.hits.map((hit) => hit.url_without_anchor.split('/').pop()))];
    };
    expect(await pages({})).toEqual(['guide', 'reference', 'notes']);
    expect(await pages({maxHitsPerSection: 5})).toEqual(['guide', 'reference']);
  });
});

describe('sections', () => {
  it('finds a page by the name of its section, as the hosted index does', async () => {
    const records = extractRecords({
      source: 'Send proof requests from a contract and get the receipt back in a callback.',
      title: 'Bonsai on Ethereum',
      url: 'https://docs.example/api/bonsai-on-eth',
      section: 'Blockchain Integration',
      docusaurusTag: 'docs-api-1.2',
    });
    const search = createOfflineSearchClient(async () => memoryShard(records), ['docs-api-1.2']);
    const {results} = await search.search({requests: [{indexName: 'risczero', query: 'blockchain integration'}]});
    expect(results[0]?.hits[0]?.url).toBe('https://docs.example/api/bonsai-on-eth');
  });
});
