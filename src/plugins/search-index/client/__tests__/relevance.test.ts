// Misspelt on purpose: queries a reader might type.
// cspell:ignore reciept devmode recieptt proverr verfiy compresion doesn executeonly gettingstarted tobar
import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../extractRecords';
import type {SearchRecord} from '../../types';
import {memoryShard} from './memoryShard';
import {createSearchEngine} from '../engine';
import {createOfflineSearchClient} from '../offlineSearchClient';
import {byRank, diversify, withoutBuriedHits, withPageSupport} from '../ranking';
import {derivations, inflections, splits, stopWordSplits, typoForms, withoutPastedNoise} from '../queryPlan';
import {namesIdentifier, subIdentifiers} from '../tokens';

type Page = {title: string; slug: string; source: string};

function records(pages: Page[]): SearchRecord[] {
  return pages.flatMap(({title, slug, source}) =>
    extractRecords({
      source,
      title,
      url: `https://docs.example/${slug}`,
      section: 'Docs',
      docusaurusTag: 'docs-api-1.2',
    }),
  );
}

/** The pages of the hits, best first, each once. */
async function pagesFor(pages: Page[], query: string): Promise<string[]> {
  const {head, load} = memoryShard(records(pages));
  const engine = createSearchEngine(head, load);
  const order = [...(await engine.search(query))].sort(byRank);
  const urls = await Promise.all(order.map(async (hit) => (await engine.record(hit.id)).url_without_anchor));
  return [...new Set(urls.map((url) => new URL(url).pathname.slice(1)))];
}

// Pages that name the parts of an identifier in prose, listed first so that a
// tie would rank them above the page with the identifier itself.
const IDENTIFIER_PAGES: Page[] = [
  {
    title: 'Dev mode',
    slug: 'dev-mode',
    source: 'In dev mode the RISC Zero prover skips proving. Dev mode is for tests.',
  },
  {title: 'Builders', slug: 'builders', source: 'The executor reads its env. A builder sets options.'},
  {title: 'Options', slug: 'options', source: 'Prove with options: the opts you pass change the proof.'},
  {title: 'Release notes', slug: 'release', source: 'Each release lists its changes.'},
  {
    title: 'Reference',
    slug: 'reference',
    source: [
      'Set `RISC0_DEV_MODE=1` to skip proving.',
      'Start from `ExecutorEnv::builder()`.',
      'Call `prove_with_opts` for other receipts.',
      'Build with `cargo build --release`.',
    ].join('\n\n'),
  },
];

describe('identifiers', () => {
  it.each(['RISC0_DEV_MODE', 'ExecutorEnv::builder', 'prove_with_opts', '--release'])(
    'ranks the page with the exact identifier %s first',
    async (query) => {
      expect((await pagesFor(IDENTIFIER_PAGES, query))[0]).toBe('reference');
    },
  );

  it.each(['read_slice', 'env::read_slice'])(
    'ranks a page writing the full path first for the shorter identifier %s in it',
    async (query) => {
      const pages: Page[] = [
        {
          title: 'Reading',
          slug: 'reading',
          source: 'Read a slice from the env, then read the next slice. RISC0 zkVM guests read.',
        },
        {title: 'Guest API', slug: 'guest-api', source: 'Call `risc0_zkvm::guest::env::read_slice` to fill a buffer.'},
      ];
      expect((await pagesFor(pages, query))[0]).toBe('guest-api');
    },
  );

  it('indexes the shorter paths and the identifiers with parts inside a path', () => {
    expect(subIdentifiers('risc0_zkvm::guest::env::read_slice').sort()).toEqual(
      [
        'env::read_slice',
        'guest::env',
        'guest::env::read_slice',
        'read_slice',
        'risc0_zkvm',
        'risc0_zkvm::guest',
        'risc0_zkvm::guest::env',
      ].sort(),
    );
    expect(subIdentifiers('prover::groth16'), 'plain segments are indexed anyway').toEqual([]);
    expect(subIdentifiers('risc0_dev_mode'), 'only paths have shorter identifiers').toEqual([]);
  });

  it('finds the page naming a path and its last part apart, when no record holds both', async () => {
    const pages: Page[] = [
      {title: 'Overview', slug: 'overview', source: 'Nothing here names the enum.'},
      {
        title: 'Receipts',
        slug: 'receipts',
        source: 'The seal is an `InnerReceipt`.\n\n| Variant | Use |\n| --- | --- |\n| `Composite` | the default |',
      },
    ];
    expect(await pagesFor(pages, 'InnerReceipt::Composite ')).toEqual(['receipts']);
  });

  it('finds the end of a pasted path that the pages name alone, beside the other words of an error', async () => {
    const pages: Page[] = [
      {title: 'Receipts', slug: 'receipts', source: 'Earlier releases called the claim `ReceiptMetadata`.'},
      // Words of the error that many pages use, one each.
      {title: 'Guests', slug: 'guests', source: 'An unresolved name stops the build.'},
      {title: 'Hosts', slug: 'hosts', source: 'Import the methods crate.'},
      {title: 'Crates', slug: 'crates', source: 'Import a crate by its name.'},
      {title: 'Errors', slug: 'errors', source: 'An unresolved path is a typo.'},
    ];
    expect((await pagesFor(pages, 'unresolved import `risc0_zkvm::ReceiptMetadata`'))[0]).toBe('receipts');
  });

  it('finds the pages on some words of a camelCase name that no page holds, those with more of them first', async () => {
    const pages: Page[] = [
      {title: 'Limits', slug: 'limits', source: 'A session stops when it hits its limit.'},
      {title: 'Sessions', slug: 'sessions', source: 'Create a session, then poll it until it ends.'},
      {title: 'Nothing', slug: 'nothing', source: 'Receipts hold a journal.'},
    ];
    expect(await pagesFor(pages, 'SessionCreateErr ')).toEqual(['sessions', 'limits']);
  });

  it('finds an identifier by one of its parts, camelCase words included', async () => {
    expect(await pagesFor(IDENTIFIER_PAGES, 'executor')).toContain('reference');
    expect(await pagesFor(IDENTIFIER_PAGES, 'opts')).toContain('reference');
  });
});

describe('pasted errors', () => {
  it('leaves out the source location a pasted panic points to', async () => {
    const pages: Page[] = [
      {title: 'Receipts', slug: 'receipts', source: 'A journal digest mismatch means the journal was edited.'},
      {
        title: 'Project layout',
        slug: 'layout',
        source: 'The r0vm crate keeps its code in `src/lib.rs`, and the host in `src/main.rs`.',
      },
    ];
    const pasted = "Journal digest mismatch detected', risc0/r0vm/src/lib.rs:176:18";
    expect((await pagesFor(pages, pasted))[0]).toBe('receipts');
    const cuda = withoutPastedNoise('gpu_t.cuh:158 failed: an illegal memory access');
    expect([cuda.includes('cuh'), cuda.includes('illegal memory access')]).toEqual([false, true]);
    // A file named without a line is a search term, and a location alone is searched as typed.
    expect(withoutPastedNoise('methods/build.rs')).toBe('methods/build.rs');
    expect(withoutPastedNoise('src/lib.rs:66:45')).toBe('src/lib.rs:66:45');
  });

  it("leaves out what Rust wraps around a panic's message, and keeps the zkVM's own words", async () => {
    const pages: Page[] = [
      {title: 'Receipts', slug: 'receipts', source: 'An invalid proof fails verification.'},
      {
        title: 'Host code',
        slug: 'host',
        source: 'Each call returns a `Result`: `unwrap()` the value, or match on `Err`.',
      },
    ];
    expect((await pagesFor(pages, 'called `Result::unwrap()` on an `Err` value: Invalid proof'))[0]).toBe('receipts');
    expect(withoutPastedNoise('Guest panicked: called `Result::unwrap()` on an `Err` value')).toMatch(
      /^Guest panicked:\s*$/,
    );
  });
});

describe('contractions and possessives', () => {
  it('are one word each, so a lone letter in a query does not match every "doesn\u2019t"', async () => {
    const pages: Page[] = [
      {
        title: 'Builds',
        slug: 'builds',
        source: "The guest doesn't build, and the host won't run. It isn't the guest's fault.",
      },
      {title: 'Names', slug: 'names', source: 'The T in STARK stands for transparent.'},
    ];
    expect(await pagesFor(pages, 'what does the t in stark stand for ')).toEqual(['names']);
    expect(await pagesFor(pages, 'guest doesn’t build ')).toEqual(['builds']);
    expect(await pagesFor(pages, 'guest ')).toEqual(['builds']);
  });
});

describe('links', () => {
  it('ranks a page titled with the words above a page that only links to it', async () => {
    const pages: Page[] = [
      {
        title: 'Overview',
        slug: 'overview',
        source: '## Next steps\n\n- [Proof composition](./composition)\n- [Proof composition guide](./composition)',
      },
      {title: 'Proof composition', slug: 'composition', source: 'Verify receipts inside a guest.'},
    ];
    expect((await pagesFor(pages, 'proof composition'))[0]).toBe('composition');
  });

  it('weighs words in link text below the same words in a record of their own', async () => {
    const pages: Page[] = [
      {title: 'A', slug: 'linked', source: 'See [segment limits](./limits) first.'},
      {title: 'B', slug: 'own', source: 'Segment limits apply first.'},
    ];
    expect((await pagesFor(pages, 'segment limits'))[0]).toBe('own');
  });

  it('ranks a page titled with the words typed joined above a page that links to it with them', async () => {
    // The link text matches "quickstart" as typed; the title only through the
    // split "quick start". A title still outranks a link to its page.
    const pages: Page[] = [
      {title: 'Proof system', slug: 'proof-system', source: 'Build something first with the [quickstart](./qs).'},
      {title: 'Quick start', slug: 'qs', source: 'Create a project and run it.'},
    ];
    expect((await pagesFor(pages, 'quickstart '))[0]).toBe('qs');
  });
});

describe('code', () => {
  it('finds words in code blocks, below the same words in prose', async () => {
    const pages: Page[] = [
      {title: 'A', slug: 'code', source: '```rust\nlet journal = receipt.journal;\n```'},
      {title: 'B', slug: 'prose', source: 'The receipt journal is public.'},
    ];
    expect(await pagesFor(pages, 'receipt journal')).toEqual(['prose', 'code']);
  });
});

describe('misspellings', () => {
  const pages: Page[] = [
    {title: 'Receipts', slug: 'receipts', source: 'A receipt proves a run.'},
    {title: 'Dev mode', slug: 'dev-mode', source: 'Dev mode skips proving.'},
    {title: 'Groth16', slug: 'groth16', source: 'Groth16 receipts are small.'},
    {title: 'Provers', slug: 'provers', source: 'A prover makes receipts.'},
  ];

  it('counts two swapped neighbouring letters as one typo', async () => {
    expect((await pagesFor(pages, 'reciept'))[0]).toBe('receipts');
  });

  it('finds words typed joined or split', async () => {
    expect((await pagesFor(pages, 'devmode'))[0]).toBe('dev-mode');
    expect((await pagesFor(pages, 'groth 16'))[0]).toBe('groth16');
  });

  it('finds a joined word whose halves appear in another form', async () => {
    const forms: Page[] = [
      {title: 'Remote', slug: 'remote', source: 'Executing only, without a proof, is cheaper.'},
      {title: 'Local', slug: 'local', source: 'Only a proof is cheaper.'},
      {title: 'Run', slug: 'run', source: 'Execute a guest.'},
    ];
    expect(await pagesFor(forms, 'executeonly ')).toEqual(['remote']);
  });

  it('never splits a word into a stop word and the rest', async () => {
    const words: Page[] = [
      {title: 'Another', slug: 'another', source: 'One guest verifies another.'},
      {title: 'Other', slug: 'other', source: 'An other half of an odd sentence.'},
    ];
    expect(await pagesFor(words, 'another')).toEqual(['another']);
    expect(splits('another', {has: () => true})).not.toContainEqual(['an', 'other']);
  });

  it('finds a word typed joined to a stop word, as if typed apart', async () => {
    const starts: Page[] = [
      {title: 'Getting started', slug: 'start', source: 'Install the tools, then make a project.'},
      {title: 'Receipts', slug: 'receipts', source: 'A receipt proves a run.'},
    ];
    expect(await pagesFor(starts, 'gettingstarted')).toEqual(['start']);
    expect(stopWordSplits('gettingstarted', {has: (word) => word === 'started'})).toEqual(['started']);
    // A word the index holds is not split, and no short word is taken from a misspelt one.
    expect(stopWordSplits('another', {has: () => true})).toEqual([]);
    expect(stopWordSplits('anode', {has: () => false})).toEqual([]);
    expect(stopWordSplits('tobar', {has: (word) => word === 'bar'})).toEqual([]);
  });

  it('weighs a joined word like a word typed when the index lacks a half of the split', async () => {
    // "lite" is a typo of "site" too, but the reader split "litepaper".
    const split: Page[] = [
      {title: 'Site', slug: 'site', source: 'The site paper lists the paper each site cites.'},
      {title: 'Overview', slug: 'overview', source: 'Start with the litepaper.'},
      {title: 'Litepaper', slug: 'litepaper', source: 'The design in brief.'},
    ];
    expect((await pagesFor(split, 'lite paper'))[0]).toBe('litepaper');
  });

  it('ranks exact matches above matches through a typo or a split', async () => {
    const withJoined: Page[] = [...pages, {title: 'Flags', slug: 'flags', source: 'The devmode flag is old.'}];
    expect((await pagesFor(withJoined, 'devmode'))[0]).toBe('flags');
    const withTypo: Page[] = [...pages, {title: 'Typos', slug: 'typos', source: 'A reciept is a receipt.'}];
    expect((await pagesFor(withTypo, 'reciept'))[0]).toBe('typos');
  });

  it('tolerates no more edits than the hosted index', async () => {
    expect(await pagesFor(pages, 'recieptt')).toEqual([]);
    expect(await pagesFor(pages, 'proverr')).toContain('provers');
  });
});

describe('a word matched as typed', () => {
  it('scores on that form alone, not again on its split or other forms in the same record', async () => {
    const pages: Page[] = [
      ...manyPages(10, 'other', 'Other pages describe other tools.'),
      {
        title: 'Profiling',
        slug: 'profiling',
        source: 'Any RISC Zero project works, one made with cargo risczero new too.',
      },
      {title: 'Quick start', slug: 'quickstart', source: 'Run cargo risczero new to create a project.'},
    ];
    expect((await pagesFor(pages, 'cargo risczero new '))[0]).toBe('quickstart');
  });
});

describe('inflections', () => {
  const known = (...terms: string[]) => ({has: (term: string) => terms.includes(term)});

  it('knows the -ing and -ed forms of a word, both ways', () => {
    expect(inflections('verify', known('verify', 'verifying', 'verified', 'verifier')).sort()).toEqual([
      'verified',
      'verifying',
    ]);
    expect(inflections('reading', known('read', 'reading'))).toEqual(['read']);
    expect(inflections('using', known('use', 'used', 'using')).sort()).toEqual(['use', 'used']);
    expect(inflections('set', known('set', 'setting'))).toEqual(['setting']);
  });

  it('gives a misspelt word none, so that a typo never counts as typed', () => {
    expect(inflections('instal', known('install', 'installing', 'installed'))).toEqual([]);
  });

  it('knows the noun made from a verb, both ways, and leaves short stems alone', () => {
    const vocabulary = known(
      'install',
      'installation',
      'verify',
      'verification',
      'recurse',
      'recursion',
      'opt',
      'option',
    );
    expect(derivations('install', vocabulary)).toEqual(['installation']);
    expect(derivations('verification', vocabulary)).toEqual(['verify']);
    expect(derivations('recursion', vocabulary)).toEqual(['recurse']);
    expect(derivations('recurse', vocabulary)).toEqual(['recursion']);
    expect(derivations('option', vocabulary)).toEqual([]);
    expect(derivations('opt', vocabulary)).toEqual([]);
    expect(derivations('instal', known('install', 'installation'))).toEqual([]);
  });

  it('finds a page titled with the noun of a typed verb', async () => {
    const pages: Page[] = [
      {title: 'Overview', slug: 'overview', source: 'Tools are described on later pages.'},
      {title: 'Installation', slug: 'installation', source: 'Run the script, then open a new terminal.'},
    ];
    expect(await pagesFor(pages, 'install ')).toEqual(['installation']);
  });

  // A trailing space: no word is a prefix, as when a reader has finished typing.
  it('finds a heading that uses another form of a typed word, ranked as if typed', async () => {
    const pages: Page[] = [
      {title: 'Overview', slug: 'overview', source: 'Later pages show how to verify a receipt and much else besides.'},
      {title: 'Receipts', slug: 'receipts', source: '## Verifying a receipt\n\nCall the method with the image ID.'},
    ];
    expect((await pagesFor(pages, 'verify receipt '))[0]).toBe('receipts');
  });

  it('reads a swapped pair of letters as the word meant, with its other forms', async () => {
    const pages: Page[] = [
      {title: 'Overview', slug: 'overview', source: 'Later pages show how to verify a receipt and much else besides.'},
      {title: 'Receipts', slug: 'receipts', source: '## Verifying a receipt\n\nCall the method with the image ID.'},
    ];
    expect((await pagesFor(pages, 'verfiy receipt '))[0]).toBe('receipts');
  });

  it('finds the other forms of the word a misspelt word stands for', async () => {
    const pages: Page[] = [
      {title: 'Overview', slug: 'overview', source: 'Later pages explain every proof kind.'},
      {title: 'Receipt kinds', slug: 'kinds', source: 'A succinct receipt compresses the proof into one STARK.'},
      {title: 'Compression', slug: 'compression', source: 'Words about it.'},
    ];
    // "compresion" is one letter from "compression", whose verb the kinds page uses.
    expect(await pagesFor(pages, 'proof compresion ')).toEqual(['kinds']);
    expect(
      typoForms('compresion', {
        ...known('compression', 'compress', 'compresses'),
        weight: () => 1,
        normalise: (term) => term,
        near: () => ['compression'],
      }),
    ).toEqual(['compress']);
    expect(
      typoForms('compression', {
        ...known('compression', 'compress'),
        weight: () => 1,
        normalise: (term) => term,
        near: () => ['compression'],
      }),
      'a word the index holds has its own forms already',
    ).toEqual([]);
  });

  it('ranks the form as typed above another one', async () => {
    const pages: Page[] = [
      {title: 'Verifying', slug: 'verifying', source: 'Checks run here.'},
      {title: 'Verify', slug: 'verify', source: 'Checks run here.'},
    ];
    expect(await pagesFor(pages, 'verifying ')).toEqual(['verifying', 'verify']);
    expect(await pagesFor(pages, 'verify ')).toEqual(['verify', 'verifying']);
  });
});

/** `count` pages with the same text, which makes its words common. */
function manyPages(count: number, slug: string, source: string): Page[] {
  return Array.from({length: count}, (_, i) => ({title: `${slug} page ${i}`, slug: `${slug}-${i}`, source}));
}

describe('long questions', () => {
  it('lets the rare word of a question outweigh a word that titles a common page', async () => {
    const pages: Page[] = [
      ...manyPages(30, 'host', 'The host runs the guest.'),
      {title: 'Host', slug: 'host', source: 'The host starts the prover.'},
      {title: 'Receipts', slug: 'receipts', source: 'The host reads the journal from the receipt.'},
    ];
    expect((await pagesFor(pages, 'how do I read the journal on the host'))[0]).toBe('receipts');
  });
});

describe('questions of three words', () => {
  it('do not need a word most pages hold either', async () => {
    const pages: Page[] = [
      ...manyPages(30, 'host', 'The host runs the guest.'),
      {title: 'Input', slug: 'input', source: 'The guest can read input.'},
      {title: 'Errors', slug: 'errors', source: 'The host may fail while reading input or the journal.'},
      {
        title: 'Receipts',
        slug: 'receipts',
        source: '## Reading the journal\n\nDecode it into the type the guest wrote.',
      },
    ];
    expect((await pagesFor(pages, 'how do I read the journal on the host'))[0]).toBe('receipts');
  });
});

describe('long questions with a word most pages hold', () => {
  it('do not need that word to rank a record first', async () => {
    const pages: Page[] = [
      ...manyPages(40, 'guest', 'The guest runs code.'),
      {
        title: 'Overview',
        slug: 'overview',
        source:
          'Many topics meet here: the guest, a receipt, the steps to verify it, composition, and a good many other words that describe the rest of the system at length.',
      },
      {
        title: 'Composition',
        slug: 'composition',
        source: 'With composition you verify a receipt inside another proof.',
      },
    ];
    expect((await pagesFor(pages, 'how do I verify a receipt with composition in the guest'))[0]).toBe('composition');
  });
});

describe('long questions without one paragraph holding every word', () => {
  it('rank the record holding most of the words first', async () => {
    const pages: Page[] = [
      {title: 'Guests', slug: 'guests', source: 'Functions in the guest run slowly.'},
      {title: 'Profiling', slug: 'profiling', source: 'The profiler shows which functions spend most cycles.'},
    ];
    expect((await pagesFor(pages, 'how do I see which guest functions spend the most cycles'))[0]).toBe('profiling');
  });
});

describe('diversity', () => {
  it('keeps at most two hits of a page ahead of other pages', () => {
    const hits = ['a#1', 'a#2', 'a#3', 'b#1', 'a#4', 'c#1'];
    expect(diversify(hits, (hit) => hit.split('#')[0] ?? '')).toEqual(['a#1', 'a#2', 'b#1', 'c#1', 'a#3', 'a#4']);
  });

  it('shows another page among the first hits when one page matches in many paragraphs', async () => {
    const busy = Array.from({length: 6}, (_, i) => `Segments split the run, part ${i}.`).join('\n\n');
    const shard = records([
      {title: 'Segments', slug: 'segments', source: busy},
      {title: 'Continuations', slug: 'continuations', source: 'A long run becomes segments.'},
    ]);
    const client = createOfflineSearchClient(async () => memoryShard(shard), ['docs-api-1.2']);
    const {results} = await client.search({requests: [{indexName: 'x', query: 'segments'}]});
    const firstThree = results[0]?.hits.slice(0, 3).map((hit) => hit.hierarchy.lvl1);
    expect(firstThree).toContain('Continuations');
  });
});

describe('hits the modal would bury', () => {
  type Hit = {id: string; section: string; page: string; tier: 0 | 1 | 2};
  const hit = (id: string, section: string, page: string, tier: Hit['tier']): Hit => ({id, section, page, tier});
  const ids = (hits: readonly Hit[]) => withoutBuriedHits(hits, (one) => one.page).map((one) => one.id);

  it('leaves out a section’s later hits that the modal would show above a closer match of another section', () => {
    // The modal lists Security's three hits before Reading's; "compare" holds every word typed.
    const hits = [hit('model', 'Security', 'model', 1), hit('compare', 'Reading', 'starks', 2)];
    hits.splice(1, 0, hit('sdlc', 'Security', 'sdlc', 0), hit('setup', 'Security', 'setup', 1));
    expect(ids(hits)).toEqual(['model', 'compare']);
  });

  it('keeps every section’s first hit, and later hits that match as closely as anything below them', () => {
    const hits = [
      hit('a1', 'A', 'a', 0),
      hit('a2', 'A', 'a', 2),
      hit('b1', 'B', 'b', 2),
      hit('a3', 'A', 'other', 1),
      hit('c1', 'C', 'c', 1),
    ];
    // a3 sits above B's tier-2 hit; a2 matches as closely as anything below it; C is last.
    expect(ids(hits)).toEqual(['a1', 'a2', 'b1', 'c1']);
  });
});

describe('identifiers in a query', () => {
  it('are told apart from plain words', () => {
    expect(namesIdentifier('env::read_slice')).toBe(true);
    expect(namesIdentifier('RISC0_DEV_MODE=1')).toBe(true);
    expect(namesIdentifier('cargo risczero build --manifest-path')).toBe(true);
    expect(namesIdentifier('ExecutorEnv')).toBe(true);
    expect(namesIdentifier('how do I read input in the guest')).toBe(false);
  });
});

describe('page support', () => {
  it('adds a share of the scores of the same page’s other hits', () => {
    const hits = [
      {page: 'a', score: 10},
      {page: 'a', score: 4},
      {page: 'b', score: 12},
    ];
    const supported = withPageSupport(hits, (hit) => hit.page, 0.5);
    expect(supported.map((hit) => hit.score)).toEqual([12, 9, 12]);
    expect(hits[0]?.score, 'the hits passed in are left as they were').toBe(10);
  });

  it('ranks the page about a topic above a page that names it once, where their best paragraphs tie', async () => {
    // Paragraphs of the same length with the word once each score alike; the
    // glossary comes first, so without support a tie would go to it.
    const paragraph = (what: string) => `Segments ${what}.`;
    const shard = records([
      {title: 'Glossary', slug: 'glossary', source: paragraph('split long runs')},
      {
        title: 'Continuations',
        slug: 'continuations',
        source: [
          paragraph('split long runs'),
          paragraph('bound prover memory'),
          paragraph('join through recursion'),
        ].join('\n\n'),
      },
    ]);
    const client = createOfflineSearchClient(async () => memoryShard(shard), ['docs-api-1.2']);
    const {results} = await client.search({requests: [{indexName: 'x', query: 'segments'}]});
    expect(results[0]?.hits[0]?.hierarchy.lvl1).toBe('Continuations');
  });

  it('counts for more when the query names an identifier', async () => {
    // The profiling page's one short mention outscores each of the guide's
    // longer paragraphs; the guide uses the call in three of its sections.
    const shard = records([
      {title: 'Profiling', slug: 'profiling', source: 'The profiler times `env::read_slice` calls.'},
      {
        title: 'Guest code',
        slug: 'guest-code',
        source: [
          '## Reading input\n\nThe guest reads raw words from the host with `env::read_slice` into a buffer it owns.',
          '## Buffers\n\nSize the buffer before calling `env::read_slice`, since the call fills it whole.',
          '## Costs\n\nReading with `env::read_slice` skips decoding, which saves cycles per word read.',
        ].join('\n\n'),
      },
    ]);
    const client = createOfflineSearchClient(async () => memoryShard(shard), ['docs-api-1.2']);
    const first = async (query: string) =>
      (await client.search({requests: [{indexName: 'x', query}]})).results[0]?.hits[0]?.hierarchy.lvl1;
    expect(await first('env::read_slice')).toBe('Guest code');
  });
});
