// cspell:ignore educatiin storted specificaton cermony resourcces casses cdoe proofcomposition sequencediagram etheruem citrea chainwayxyz zkdoom spork ethdenver bluealloy logos geeksforgeeks rareskills digitado codechef shuangcrypto umb mintlify odednaor icme eprint iacr secp kzg bonsol polation
/**
 * Batch 14 of the reader queries for the search benchmark, dated 2026-11-29.
 * The queries were written blind to the site's search: no run of it, no look
 * at its index, ranking or benchmark output. Each one starts from something a
 * real reader wrote or read: an issue or pull request in risc0/risc0,
 * risc0-ethereum, the demos, examples and template repositories, a project
 * that proves with the zkVM (Citrea, Zeth, a beacon light client, zkDOOM),
 * the text of an error in the source of the release it is typed against, or
 * a learner's page on inverse NTTs, U-type immediates, 32-bit emulation in a
 * prime field, spot-checking polynomial identities, the EIP-197 pairing
 * precompile, roots of unity in pairs, splitting the composition polynomial,
 * out-of-domain samples, the last FRI layer, small fields and PLOOKUP. The
 * expected pages were picked by reading the Markdown of the version each
 * query is typed from.
 *
 * Pasted errors keep the wording of the release's source, cut to fit the
 * search box. Errors that appear on no page have sources ending in
 * "(on no page)" and expect the page a reader should land on instead.
 *
 * Three in five queries are typed from the 1.2 or root pages; the rest come
 * from next and the older versions (1.1, 1.0, 0.21, 0.20, 0.19, 0.18). The
 * batch leans on pages earlier batches reached rarely: the tutorials overview
 * and Hello World of several versions, use cases, the contributor's guide and
 * study club, the litepaper, the 1.0 secure SDLC, profiling and benchmarks,
 * the 0.21 examples and precompiles, the 0.19 Rust resources and memory map,
 * the next trusted setup and composition pages, and the parts of the proof
 * system pages about taps, quotient splitting and the big-integer check. No
 * entry repeats one of `queries.ts`, batches 3 to 13 or the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'identity pseudonym from a jwt',
    expected: ['/api/use-cases'],
    context: '1.2',
    source: 'risc0/risc0#1213 (add a JSON Web Token validation example to the examples folder)',
  },
  {
    kind: 'keyword',
    query: 'page-in cost in the flame graph',
    expected: ['/api/next/zkvm/profiling'],
    context: 'next',
    source: 'risc0/risc0#2801 (guest profiles show page-in and page-out events as pseudo function calls)',
  },
  {
    kind: 'keyword',
    query: 'guest profile in dev mode',
    expected: ['/api/1.0/zkvm/profiling'],
    context: '1.0',
    source: 'risc0/risc0#2522 (RISC0_DEV_MODE added to the profiling command)',
  },
  {
    kind: 'keyword',
    query: 'profiling example fibonacci three ways',
    expected: ['/api/0.21/zkvm/examples', '/api/0.21/zkvm/profiling'],
    context: '0.21',
    source: 'risc0/risc0#890 (full stack traces in the guest profiler, with a profiling example)',
  },
  {
    kind: 'keyword',
    query: 'dev mode ignores bonsai keys',
    expected: ['/api/0.20/zkvm/dev-mode'],
    context: '0.20',
    source: 'risc0/risc0#904 (default_prover docs: Bonsai is picked only when not in RISC0_DEV_MODE)',
  },
  {
    kind: 'keyword',
    query: 'jwt validator rsa cycle count',
    expected: ['/api/zkvm/precompiles', '/api/use-cases'],
    context: '1.2',
    source: 'risc0/risc0#1218 (jwt-validator example checking RS256 signatures in the guest)',
  },
  {
    kind: 'keyword',
    query: 'docs fix pull request',
    expected: ['/contributors-guide'],
    context: 'root',
    source: 'risc0/risc0#2427 (a docs pull request rewording confusing bullets on remote proving)',
  },
  {
    kind: 'keyword',
    query: 'bonsai proving network vision',
    expected: ['/litepaper'],
    context: 'root',
    source:
      'SporkDAOOfficial/ETHDenver-2023#48 (RISC Zero bounty describing Bonsai as a zero-knowledge computing platform)',
  },
  {
    kind: 'keyword',
    query: 'composition study club talk',
    expected: ['/studyclub', '/api/zkvm/composition'],
    context: 'root',
    source: 'risc0/risc0#1960 (composition doc and diagrams extracted from a study club talk)',
  },
  {
    kind: 'keyword',
    query: 'hello world 17 and 23',
    expected: ['/api/1.1/zkvm/tutorials/hello-world'],
    context: '1.1',
    source: 'risc0/risc0#976 (hello-world corrections: the host picks the primes 17 and 23)',
  },
  {
    kind: 'keyword',
    query: 'usize is 32 bits in the guest',
    expected: ['/api/0.19/zkvm/developer-guide/rust-resources'],
    context: '0.19',
    source: "bluealloy/revm#971 (unchecked u64 to usize casts broke zeth's EVM on the 32-bit guest)",
  },
  {
    kind: 'keyword',
    query: 'provably fair game with hidden state',
    expected: ['/api/use-cases'],
    context: '1.2',
    source: 'risc0/demos#21 (zkDOOM demo: proving a replay of a game)',
  },
];

const identifiers: ReaderQuery[] = [
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'hello_world_methods::MULTIPLY_ELF',
    expected: ['/api/zkvm/tutorials/hello-world'],
    context: '1.2',
    source: 'risc0/risc0#2789 (hello world tutorial now walks through the code of examples/hello-world)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'Client::from_parts',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#899 (Bonsai client requests carry the zkVM version they were built with)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_zkvm_platform::memory::STACK_TOP',
    expected: ['/api/0.19/zkvm/developer-guide/zkvm-specification'],
    context: '0.19',
    source: 'risc0/risc0#391 (guest memory regions resized and the commit and output regions dropped)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_zkvm::guest::env::write',
    expected: ['/api/next/zkvm/tutorials/io', '/api/next/zkvm/guest-code-101'],
    context: 'next',
    source: 'risc0/risc0#1038 (private outputs written with env::write share stdout with println!)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'dedicated_executor',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1837 (fields of the Bonsai Quotas struct updated)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_zkvm::is_dev_mode',
    expected: ['/api/generating-proofs/dev-mode'],
    context: '1.2',
    source: 'chainwayxyz/citrea#2929 (copy of risc0 is_dev_mode to check RISC0_DEV_MODE at startup)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'upload_img with the image id in hex',
    expected: ['/api/0.21/generating-proofs/remote-proving'],
    context: '0.21',
    source: 'risc0/risc0#2851 (Bonsai SDK: check whether an image exists before uploading it)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'verify_with_context',
    expected: ['/api/1.0/zkvm/receipts'],
    context: '1.0',
    source: 'chainwayxyz/citrea#2587 (receipts verified through verify_with_context rather than verify)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'balanceOf call in the guest',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#275 (Steel README and the erc20-counter walkthrough)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'this.storeSquare.selector',
    expected: ['/api/0.18/bonsai/bonsai-on-eth'],
    context: '0.18',
    source: 'risc0/risc0#1127 (docs for the Bonsai Ethereum examples and the BonsaiStarter callback contract)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'export EVEN_NUMBER_ADDRESS',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'boundless-xyz/risc0-foundry-template#112 (deployment instructions for the Foundry template)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'MULTIPLY_ID',
    expected: ['/api/1.0/zkvm/tutorials/hello-world'],
    context: '1.0',
    source: 'risc0/risc0#1077 (hello world tutorial moved from GitHub into the docs)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo bench --bench fib',
    expected: ['/api/1.0/zkvm/benchmarks'],
    context: '1.0',
    source: 'risc0/risc0#1621 (improved benchmarking)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo install rzup --locked',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'logos-blockchain/logos-blockchain#1194 (CI installs a pinned rzup with cargo install --locked)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'where can I see the rules the risc-v circuit checks',
    expected: ['/proof-system/what-is-a-trace', '/faq'],
    context: 'root',
    source: 'risc0/risc0#322 (a reader of the proof-system lessons looks for the code of the rule checks)',
  },
  {
    kind: 'question',
    query: 'should the hello world tutorial start from cargo risczero new',
    expected: ['/api/zkvm/tutorials/hello-world', '/api/zkvm/tutorials/overview'],
    context: '1.2',
    source: 'risc0/risc0#2789 (tutorial pointed to cargo risczero new instead of examples/hello-world)',
  },
  {
    kind: 'question',
    query: "why won't the main branch hello world build with 0.19 tools",
    expected: ['/api/0.19/zkvm/examples'],
    context: '0.19',
    source: 'risc0/risc0#1023 (the example on main used unreleased APIs; use the release version)',
  },
  {
    kind: 'question',
    query: 'does RISC0_DEV_MODE=yes turn dev mode on',
    expected: ['/api/0.20/zkvm/dev-mode'],
    context: '0.20',
    source: 'risc0/risc0#2940 (which values of RISC0_DEV_MODE is_dev_mode accepts)',
  },
  {
    kind: 'question',
    query: 'should I swap secp256k1 for k256 to get the accelerator',
    expected: ['/api/0.21/zkvm/precompiles'],
    context: '0.21',
    source: 'chainwayxyz/citrea#1744 (guest code moves from secp256k1 to k256 to use the new precompile)',
  },
  {
    kind: 'question',
    query: "why doesn't my flame graph add up to the total cycles",
    expected: ['/api/zkvm/profiling', '/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#1444 (the profiler does not show the cycles spent on paging)',
  },
  {
    kind: 'question',
    query: 'why does c-kzg take 90 million cycles in my guest',
    expected: ['/api/zkvm/rust-crates-with-cpp', '/api/zkvm/precompiles'],
    context: '1.2',
    source: 'chainwayxyz/citrea#1462 (c-kzg point evaluation costs about 90M cycles in a risc0 guest)',
  },
  {
    kind: 'question',
    query: 'why does proving fail when one factor is 1',
    expected: ['/api/1.1/zkvm/tutorials/hello-world'],
    context: '1.1',
    source: 'risc0/risc0-rust-examples#13 (factors example: two nontrivial factors of a composite number)',
  },
  {
    kind: 'question',
    query: 'where can I watch past study club sessions',
    expected: ['/studyclub'],
    context: 'root',
    source: 'risc0/risc0#1129 (December study club updates with links to the recordings)',
  },
  {
    kind: 'question',
    query: 'how do I preview the docs site on my own machine',
    expected: ['/contributors-guide'],
    context: 'root',
    source: 'risc0/risc0#1080 (optimization guide PR: run the website locally to preview it)',
  },
  {
    kind: 'question',
    query: 'can the host hand the guest an answer to just check',
    expected: ['/faq'],
    context: 'root',
    source: 'boundless-xyz/zeth#95 (the host hints the verifying key so the guest verifies instead of recovering)',
  },
  {
    kind: 'question',
    query: 'can a guest verify a kyc token but reveal only pass or fail',
    expected: ['/api/use-cases'],
    context: '1.2',
    source: 'risc0/demos#42 (zk-kyc demo: an identity provider token checked in the guest)',
  },
  {
    kind: 'question',
    query: 'can I keep two r0vm versions installed and switch between them',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#2712 (rzup 0.3 manages components and their versions)',
  },
  {
    kind: 'question',
    query: 'can I run the examples on bonsai instead of my laptop',
    expected: ['/api/0.21/zkvm/examples', '/api/0.21/generating-proofs/remote-proving'],
    context: '0.21',
    source: 'risc0/risc0#671 (projects made with cargo risczero new prove on Bonsai through environment variables)',
  },
  {
    kind: 'question',
    query: 'which security frameworks does risc0 follow when building the zkvm',
    expected: ['/api/1.0/secure-sdlc'],
    context: '1.0',
    source: 'risc0/risc0#2082 (secure SDLC page drawing on NIST SSDF, ISO 27002 and BSIMM)',
  },
  {
    kind: 'question',
    query: 'does every new zkvm release need a new groth16 ceremony',
    expected: ['/api/next/trusted-setup-ceremony'],
    context: 'next',
    source: 'risc0/risc0-ethereum#147 (version management: a new verifier per release behind the router)',
  },
  {
    kind: 'question',
    query: 'how do I run the foundry template against a local anvil chain',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#42 (write a tutorial walking through a basic project with Foundry)',
  },
  {
    kind: 'question',
    query: 'why are my risc0 proofs over 300 MB',
    expected: ['/api/generating-proofs/proving-options', '/faq', '/api/zkvm/receipts'],
    context: '1.2',
    source: 'eth-act/ere#38 (proofs over 300 MiB until succinct receipts were requested)',
  },
];

const misspellings: ReaderQuery[] = [
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'educatiin hub',
    intended: 'education hub',
    expected: ['/education'],
    context: 'root',
    source: 'risc0/risc0#1129 (study club talks and other learning links gathered for readers)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'getting storted',
    intended: 'getting started',
    expected: ['/api/getting-started'],
    context: '1.2',
    source: 'risc0/risc0#516 (Getting Started material migrated into the factors README)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'zkvm specificaton',
    intended: 'zkvm specification',
    expected: ['/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'risc0/risc0#879 (load_elf checks that segment addresses are word-aligned)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'trusted setup cermony',
    intended: 'trusted setup ceremony',
    expected: ['/api/next/trusted-setup-ceremony'],
    context: 'next',
    source: 'bonsol-collective/bonsol#29 (Groth16 circuit and verifying key for each release)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'rust resourcces',
    intended: 'rust resources',
    expected: ['/api/0.21/zkvm/rust-resources'],
    context: '0.21',
    source: 'risc0/risc0#1290 (what makes a crate compatible with the guest)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'use casses',
    intended: 'use cases',
    expected: ['/api/use-cases'],
    context: '1.2',
    source: 'risc0/risc0#94 (estimating what the zkVM is useful for)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'host cdoe 101',
    intended: 'host code 101',
    expected: ['/api/zkvm/host-code-101'],
    context: '1.2',
    source: 'risc0/risc0#125 (API docs for host code)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'etheruem examples',
    intended: 'ethereum examples',
    expected: ['/api/0.18/bonsai/eth-examples'],
    context: '0.18',
    source: 'risc0/risc0#1108 (Bonsai docs updated with the Ethereum relay example)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'proofcomposition',
    intended: 'proof composition',
    expected: ['/api/1.1/zkvm/composition'],
    context: '1.1',
    source: 'risc0/risc0#1274 (a basic example of composition)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'sequencediagram',
    intended: 'sequence diagram',
    expected: ['/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source: 'risc0/risc0#322 (a reader follows the proof-system lessons into the prover code)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'inter polation',
    intended: 'interpolation',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-finite-fields-exercises'],
    context: 'root',
    source:
      'https://math.stackexchange.com/questions/3151229/question-about-roots-of-unity-in-the-fast-fourier-transform (Lagrange interpolation against the FFT)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'light client check point',
    intended: 'light client checkpoint',
    expected: ['/api/use-cases'],
    context: '1.2',
    source: 'boundless-xyz/Signal-Ethereum#107 (a beacon chain light client guest moved to a newer risc0)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'inverse ntt multiplies by the inverse of n',
    expected: ['/reference-docs/about-ntts-and-fourier', '/reference-docs/about-finite-fields-exercises'],
    context: 'root',
    source:
      'https://www.geeksforgeeks.org/python-inverse-number-theoretic-transformation/ (the inverse transform needs the inverse of n)',
  },
  {
    kind: 'concept',
    query: 'lui and auipc build a 32-bit constant',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'https://notes.cs61c.org/content/rv-isa-formats-ii/u-type (U-type lui and auipc for wide immediates)',
  },
  {
    kind: 'concept',
    query: 'a 32-bit word is larger than the baby bear prime',
    expected: ['/proof-system/what-is-a-trace', '/reference-docs/about-plonk'],
    context: 'root',
    source: 'https://rareskills.io/post/emulate-32-bits (32-bit words emulated with prime field elements)',
  },
  {
    kind: 'concept',
    query: 'checking a big integer product at one random point',
    expected: ['/proof-system/proof-system-sequence-diagram', '/reference-docs/about-plonk'],
    context: 'root',
    source:
      'https://www.digitado.com.br/spot-checking-polynomial-identities/ (spot-checking a polynomial identity at random points)',
  },
  {
    kind: 'concept',
    query: 'pairing precompile that makes groth16 cheap on ethereum',
    expected: ['/litepaper', '/api/security-model'],
    context: '1.2',
    source:
      'https://bluealloy.github.io/revm/crates/precompile/bn128.html (EIP-197 pairing precompile for zkSNARK verification)',
  },
  {
    kind: 'concept',
    query: 'a fourth root of unity modulo 17 for a small ntt',
    expected: ['/reference-docs/about-ntts-and-fourier', '/reference-docs/about-finite-fields-exercises'],
    context: 'root',
    source: 'https://discuss.codechef.com/t/ntt-ftt-doubt/13378 (picking a root of unity of the right order modulo 17)',
  },
  {
    kind: 'concept',
    query: 'roots of unity come in plus and minus pairs',
    expected: ['/reference-docs/about-fri', '/reference-docs/about-ntts-and-fourier', '/reference-docs/about-rs-codes'],
    context: 'root',
    source:
      'https://math.stackexchange.com/questions/3151229/question-about-roots-of-unity-in-the-fast-fourier-transform (positive and negative pairs halve the points)',
  },
  {
    kind: 'concept',
    query: 'a forged result breaks a transition rule earlier in the trace',
    expected: ['/proof-system/what-is-a-trace'],
    context: 'root',
    source:
      'https://www.shuangcrypto.com/2024/04/21/stark-101-coding-note/ (STARK 101 notes: trace rules turned into polynomial constraints)',
  },
  {
    kind: 'concept',
    query: 'splitting a high-degree quotient into four pieces',
    expected: ['/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source: 'https://xn--2-umb.com/22/stark (the constraint polynomial split into pieces of trace degree)',
  },
  {
    kind: 'concept',
    query: 'trace values at z and one step back',
    expected: ['/proof-system/proof-system-sequence-diagram', '/proof-system/stark-by-hand'],
    context: 'root',
    source:
      'https://starkware-9575960b-odednaor-patch-1.mintlify.app/learn/S-two-book/how-it-works/stark_proof/prove (out-of-domain point and the mask points sampled there)',
  },
  {
    kind: 'concept',
    query: 'fri stops folding and sends the last polynomial',
    expected: ['/reference-docs/about-fri', '/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source: 'https://neptune.cash/learn/stark-anatomy/fri/ (Anatomy of a STARK, part 3: FRI)',
  },
  {
    kind: 'concept',
    query: 'selector columns switch a rule on for some rows',
    expected: ['/proof-system/what-is-a-trace', '/reference-docs/about-plonk'],
    context: 'root',
    source: 'risc0/risc0#3802 (unconstrained selectors would let a prover forge a journal)',
  },
  {
    kind: 'concept',
    query: '31-bit field for the stark, 254-bit field for groth16',
    expected: ['/reference-docs/about-starks', '/litepaper'],
    context: 'root',
    source: 'https://blog.icme.io/small-fields-for-zero-knowledge/ (Baby Bear and other small fields in FRI provers)',
  },
  {
    kind: 'concept',
    query: 'merge the witness into the table and sort it',
    expected: ['/reference-docs/about-plonk'],
    context: 'root',
    source: 'https://eprint.iacr.org/2020/315 (plookup: a sorted vector of witness and table values)',
  },
];

const errors: ReaderQuery[] = [
  {
    kind: 'error',
    form: 'runtime',
    query: 'address range 0x0bffff00 - 0x0c0000ff is outside of guest memory',
    expected: ['/api/0.19/zkvm/developer-guide/zkvm-specification'],
    context: '0.19',
    source:
      'risc0/risc0 v0.19.1 risc0/zkvm/src/host/server/exec/monitor.rs (a pointer range that runs past guest memory) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'unaligned load at 0x00200a02',
    expected: ['/api/0.20/zkvm/zkvm-specification', '/api/0.20/zkvm/optimization'],
    context: '0.20',
    source:
      'risc0/risc0 v0.20.1 risc0/zkvm/src/host/server/exec/monitor.rs (half-word or word load at a misaligned address) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'receiptsSet receipt_kind on ProverOpts in initial prove request',
    expected: ['/faq', '/api/generating-proofs/remote-proving'],
    context: 'root',
    source:
      'risc0/risc0 v1.2.6 risc0/zkvm/src/host/client/prove/bonsai.rs (hint glued to the compression error when a Groth16 receipt is asked of Bonsai) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'no receipt available for unresolved assumption',
    expected: ['/api/next/zkvm/composition'],
    context: 'next',
    source:
      'risc0/risc0 v1.3.0 risc0/zkvm/src/host/server/prove/prover_impl.rs (an assumption with no receipt added to the env) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'gcc not found in the toolchain bin directory',
    expected: ['/api/1.1/zkvm/rust-crates-with-cpp', '/api/1.1/zkvm/install'],
    context: '1.1',
    source: 'risc0/risc0 v1.1.4 rzup/src/utils.rs (C++ toolchain without riscv32-unknown-elf-gcc) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Invalid block numbers.',
    expected: ['/api/0.18/bonsai/bonsai-on-eth'],
    context: '0.18',
    source:
      'risc0/risc0 v0.18.0 bonsai/ethereum-relay/src/downloader/block_history.rs (relay block range that starts after it ends) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'Error: invalid hash suite',
    expected: ['/api/recursion', '/proof-system'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkp/src/verify/mod.rs (receipt hashed with a suite the verifier context lacks, such as Poseidon254 after identity_p254) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Failed to create symlink for r0vm',
    expected: ['/faq', '/api/zkvm/install'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 rzup/src/extension.rs (rzup cannot link r0vm into the cargo bin directory) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Error: Missing stats object on Bonsai status res',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source:
      'risc0/risc0 v1.0.5 risc0/zkvm/src/host/client/prove/bonsai.rs (a succeeded session status without cycle stats) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Incompatible Receipt version: 2',
    expected: ['/faq', '/api/generating-proofs/local-proving'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkvm/src/host/api/convert.rs (receipt from an r0vm newer than the host crate) (on no page)',
  },
];

export const batch14Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
