// Misspelt on purpose: queries a reader might type.
// cspell:ignore continautions qoutas permutaiton tempalte succcinct execuction zipppel verifierrouter lowdegree comitment sesion segnent solomin
// Names of projects and words in the sources.
// cspell:ignore icme chainwayxyz citrea olegfomenko rapidsnark mersenne shuklaayu adicity orochi zippel adithyabhatkajake blobstream shuangcrypto authpath starknet remalue encrypthos xparti ingonyama taikoxyz raiko anoma halseth msgtracer bonsol
/**
 * Batch 8 of the reader queries for the search benchmark, dated 2026-11-28.
 * Every entry is written from real reader material: an issue or pull-request
 * thread in the risc0 repositories or in a project that builds on the zkVM
 * or on Bonsai, or a learner's page on STARKs, FRI, lookups, memory checking
 * and finite fields. Pasted errors are copied from those threads or, where a
 * thread only describes the failure, from the risc0 sources of the release it
 * concerns, and are trimmed to what fits in the search box. The expected pages
 * were chosen by reading the docs of the version each query is typed from,
 * without running the site's search in any form, so the batch's first
 * measurement is a blind estimate like batches 6 and 7.
 *
 * About two in five entries come from pages of other API versions than 1.2
 * (0.18 to 1.1 and next): the alpha Bonsai SDK and REST API of 0.18 and 0.19,
 * the first CUDA and Metal provers, the 1.0 verifier parameters and router,
 * the 1.1 installer and the unreleased 1.3 install and build changes. Many of
 * the proving-service and verification errors appear on no page at all; their
 * sources say so with "(on no page)", and they expect the page a reader should
 * land on. No entry repeats one of `queries.ts`, batches 3 to 7 or the
 * held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'preflight journal',
    expected: ['/api/1.1/generating-proofs/remote-proving'],
    context: '1.1',
    source: 'risc0/risc0#2294 (backport letting the Bonsai SDK fetch the journal of an execute-only session)',
  },
  {
    kind: 'keyword',
    query: 'receipt download',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1573 (SDK method to download an older Bonsai receipt without going through its session)',
  },
  {
    kind: 'keyword',
    query: 'memory consistency check',
    expected: ['/proof-system/what-is-a-trace'],
    context: 'root',
    source: 'blog.icme.io/memory-consistency-checks-in-zk-vm (why a zkVM must prove every read returns the last write)',
  },
  {
    kind: 'keyword',
    query: 'verifier parameters digest',
    expected: ['/api/zkvm/receipts', '/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0#1764 (receipt metadata carrying a digest of the verifier parameters, later the seal selector)',
  },
  {
    kind: 'keyword',
    query: 'compact receipt via r0vm',
    expected: ['/api/0.21/generating-proofs/local-proving', '/api/0.21/zkvm/receipts'],
    context: '0.21',
    source:
      'risc0/risc0#1760 (Groth16 compression only reachable through the in-process prover, not an installed r0vm)',
  },
  {
    kind: 'keyword',
    query: 'bonsai execution cycle limit',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'boundless-xyz/boundless#915 (passing an execution limit to Bonsai in units of a million cycles)',
  },
  {
    kind: 'keyword',
    query: 'rosetta terminal',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#2421 (rzup failing on an Apple Silicon Mac whose Terminal runs under Rosetta)',
  },
  {
    kind: 'keyword',
    query: 'anyhow in guest',
    expected: ['/faq'],
    context: '1.2',
    source: 'risc0/risc0#2627 (anyhow errors in a 1.2.0 guest tripping the sys_getenv check)',
  },
];

const identifiers: ReaderQuery[] = [
  // Rust paths with ::
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'DockerOptionsBuilder::default()',
    expected: ['/api/next'],
    context: 'next',
    source: 'risc0/risc0#2762 (risc0-build moving GuestOptions and DockerOptions to builders)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'bonsai_sdk::alpha_async',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source:
      'chainwayxyz/citrea#974 (dropping a hand-made wrapper once bonsai-sdk 0.9 shipped blocking and async clients)',
  },
  // snake_case names
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'create_session_with_limit',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#2313 (Bonsai sessions created with a caller-defined executor cycle limit)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'exec_cycle_limit',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1837 (fields of the Bonsai quotas reply in the SDK)',
  },
  // camelCase names
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'SnarkReceipt',
    expected: ['/api/0.18/bonsai/bonsai-on-eth'],
    context: '0.18',
    source: 'boundless-xyz/risc0-foundry-template#58 (template moved to the SNARK receipt format of 0.18)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'VerifyingKey',
    expected: ['/api/1.0/trusted-setup-ceremony'],
    context: '1.0',
    source: 'risc0/risc0#1764 (risc0-groth16 gaining a serializable VerifyingKey type)',
  },
  // environment variables
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'BONSAI_API_URL',
    expected: ['/api/0.18/bonsai/quickstart'],
    context: '0.18',
    source: 'risc0/risc0#904 (default_prover docs on the two Bonsai variables that send proofs to the service)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'NVCC_PREPEND_FLAGS',
    expected: ['/api/generating-proofs/local-proving', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#605 (CUDA kernels rebuilt when the nvcc flag variables change)',
  },
  // command-line flags
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'rzup install cargo-risczero --version 1.0.5',
    expected: ['/api/1.1/zkvm/install'],
    context: '1.1',
    source: 'risc0/risc0#2372 (rzup install --version not working as the install docs described)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo risczero verify --id',
    expected: ['/api/1.0/generating-proofs/remote-proving', '/api/1.0/zkvm/receipts'],
    context: '1.0',
    source: 'risc0/risc0#1775 (verify subcommand checking a local receipt or one fetched from Bonsai by id)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'can my guest program access the laptop camera',
    expected: ['/api/0.18/zkvm/developer-guide/rust-resources'],
    context: '0.18',
    source: 'risc0/risc0#934 (reader trying camera crates in the guest while the host proves)',
  },
  {
    kind: 'question',
    query: 'can several people share one bonsai api key',
    expected: ['/api/0.19/bonsai/quickstart'],
    context: '0.19',
    source: 'risc0/risc0#1076 (reader who had handed the same key to colleagues for testing)',
  },
  {
    kind: 'question',
    query: 'can I generate and verify proofs without using bonsai',
    expected: ['/api/0.20/zkvm/quickstart', '/api/0.20/bonsai/'],
    context: '0.20',
    source: 'risc0/risc0#1285 (reader assuming the open source code alone could not prove and verify)',
  },
  {
    kind: 'question',
    query: 'does cargo risczero install still work on the main branch',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#2781 (cargo risczero install purged from the next docs in favour of rzup install)',
  },
  {
    kind: 'question',
    query: 'how do I verify a receipt I downloaded from bonsai',
    expected: ['/api/1.0/generating-proofs/remote-proving', '/api/1.0/zkvm/receipts'],
    context: '1.0',
    source: 'risc0/risc0#1619 (request for a command that verifies receipts stored locally or on Bonsai)',
  },
  {
    kind: 'question',
    query: 'how does the prover use a gpu to speed up proving',
    expected: ['/api/0.21/generating-proofs/local-proving'],
    context: '0.21',
    source: 'risc0/risc0#1539 (user asking how risc0 uses CUDA to cut proving time)',
  },
  {
    kind: 'question',
    query: 'can bonsai execute my guest and return only the journal',
    expected: ['/api/1.1/generating-proofs/remote-proving'],
    context: '1.1',
    source: 'risc0/risc0#2290 (journals fetched from execute-only Bonsai sessions)',
  },
  {
    kind: 'question',
    query: 'how can someone else verify my receipt on their machine',
    expected: ['/api/0.18/zkvm/developer-guide/receipts'],
    context: '0.18',
    source: 'risc0/risc0#755 (receipts sent to another device failing to verify against a locally built guest)',
  },
  {
    kind: 'question',
    query: 'how are memory reads checked when they are far apart',
    expected: ['/proof-system/what-is-a-trace'],
    context: 'root',
    source: 'olegfomenko.dev/2025/09/15/memory.html (memory checking by a permutation argument over reads and writes)',
  },
  {
    kind: 'question',
    query: 'why does groth16 proving need docker on an x86 machine',
    expected: ['/api/generating-proofs/local-proving', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#1749 (circom witness generator written in x86 assembly, rapidsnark run in Docker)',
  },
  {
    kind: 'question',
    query: 'why use baby bear instead of a mersenne prime',
    expected: ['/reference-docs/about-starks', '/reference-docs/about-finite-fields', '/terminology'],
    context: 'root',
    source: 'shuklaayu.sh/blog/circle-starks (Mersenne primes lack two-adicity; risc0 uses the Baby Bear prime)',
  },
  {
    kind: 'question',
    query: 'how many proofs can my bonsai key run at once',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'boundless-xyz/boundless#718 (limiting concurrent proofs across Bonsai instances)',
  },
  {
    kind: 'question',
    query: 'can I use std::time::Duration in the guest',
    expected: ['/faq', '/api/zkvm/rust-resources'],
    context: '1.2',
    source: 'risc0/risc0#2714 (request for the parts of std::time that need no clock in the guest)',
  },
  {
    kind: 'question',
    query: 'which states does a bonsai session go through',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#843 (state and error_msg of the session status reply added to the SDK)',
  },
];

const misspellings: ReaderQuery[] = [
  // two neighbouring letters swapped
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'continautions',
    intended: 'continuations',
    expected: ['/terminology', '/faq'],
    context: 'root',
    source: 'www.risczero.com/blog/continuations (v0.15 splitting long programs into separately proven segments)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'bonsai qoutas',
    intended: 'bonsai quotas',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1837 (quota fields such as concurrent proofs and cycle budget in the SDK)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'permutaiton argument',
    intended: 'permutation argument',
    expected: ['/reference-docs/about-plonk', '/proof-system/what-is-a-trace'],
    context: 'root',
    source:
      'docs.google.com/spreadsheets/d/1JO6ORybR1T4o1fPZRiW5Na7dFes6sZRK-jIlNxVNnAE (RISC Zero sheet: accumulator for a permutation argument)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'bonsai foundry tempalte',
    intended: 'bonsai foundry template',
    expected: ['/api/0.19/bonsai/eth-examples', '/api/0.19/bonsai/bonsai-on-eth', '/api/0.19/bonsai/quickstart'],
    context: '0.19',
    source: 'boundless-xyz/risc0-foundry-template#9 (template choosing between local and Bonsai proving by env var)',
  },
  // one letter too many
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'succcinct receipt',
    intended: 'succinct receipt',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source: 'risc0/risc0#2258 (local composite receipts uploaded to Bonsai where succinct ones are needed)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'execuction trace',
    intended: 'execution trace',
    expected: ['/proof-system/what-is-a-trace', '/terminology'],
    context: 'root',
    source: 'docs.orochi.network/zk-memory/chapter.html (the execution trace a memory-consistency proof starts from)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'schwartz zipppel lemma',
    intended: 'schwartz zippel lemma',
    expected: ['/reference-docs/about-plonk', '/reference-docs/about-finite-fields'],
    context: 'root',
    source:
      'adithyabhatkajake.github.io/notes/permanent-notes/20250127223949-schwartz_zippel_lemma.html (random point test)',
  },
  // one word split in two
  {
    kind: 'misspelling',
    form: 'split',
    query: 'time lock controller',
    intended: 'timelock controller',
    expected: ['/api/1.0/blockchain-integration/contracts/verifier'],
    context: '1.0',
    source: 'risc0/risc0-ethereum#80 (router and emergency stop contracts behind a multisig and a TimelockController)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'system time stamp in the guest',
    intended: 'system timestamp in the guest',
    expected: ['/faq', '/api/zkvm/rust-resources', '/api/secure-sdlc'],
    context: '1.2',
    source: 'risc0/risc0#1058 (reader unable to read the system time inside the zkVM)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'big int accelerator',
    intended: 'bigint accelerator',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'risc0/risc0#466 (BigInt syscall and accelerator for 256-bit modular multiplication)',
  },
  // two words run together
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'verifierrouter address',
    intended: 'verifier router address',
    expected: ['/api/1.1/blockchain-integration/contracts/verifier'],
    context: '1.1',
    source: 'boundless-xyz/blobstream0#39 (checking the deployed risc0 verifier router accepts their seals)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'lowdegree extension',
    intended: 'low degree extension',
    expected: ['/reference-docs/about-ntts-and-fourier', '/reference-docs/about-rs-codes'],
    context: 'root',
    source:
      'www.shuangcrypto.com/2024/04/21/stark-101-coding-note/ (interpolating the trace and evaluating it on a larger domain)',
  },
  // one letter left out
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'polynomial comitment',
    intended: 'polynomial commitment',
    expected: ['/reference-docs/about-fri', '/reference-docs/about-plonk'],
    context: 'root',
    source: 'neptune.cash/learn/stark-anatomy/fri/ (FRI seen as a polynomial commitment scheme)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'bonsai sesion failed',
    intended: 'bonsai session failed',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1026 (Bonsai session ending without a receipt and no hint of the cause)',
  },
  // one letter replaced
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'segnent receipt',
    intended: 'segment receipt',
    expected: ['/api/0.21/zkvm/receipts'],
    context: '0.21',
    source: 'risc0/risc0#1169 (segment limit set so low that segment proving exhausted the disk)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'reed solomin code',
    intended: 'reed solomon code',
    expected: ['/reference-docs/about-rs-codes'],
    context: 'root',
    source: 'neptune.cash/learn/stark-anatomy/fri/ (codewords of a Reed-Solomon code and the blowup factor)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'sibling hashes up to the merkle root',
    expected: ['/terminology', '/reference-docs/about-fri'],
    context: 'root',
    source: 'mail.di-mgt.com.au/pqc-04a-authpath.html (computing and checking the authentication path of a leaf)',
  },
  {
    kind: 'concept',
    query: 'quartic extension field for soundness',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-fri'],
    context: 'root',
    source: 'docs.starknet.io/learn/S-two-book/how-it-works/mersenne-prime (quartic extension needed for soundness)',
  },
  {
    kind: 'concept',
    query: 'split and fold halves the fri domain each round',
    expected: ['/reference-docs/about-fri'],
    context: 'root',
    source: 'remalue.github.io/blog/fri_split_fold (each FRI round maps the domain to one half its size)',
  },
  {
    kind: 'concept',
    query: 'a stark that verifies other stark proofs',
    expected: ['/api/recursion', '/proof-system/'],
    context: 'root',
    source: 'encrypthos.com/question/how-does-recursion-help-mitigate-the-larger-proof-sizes-of-starks',
  },
  {
    kind: 'concept',
    query: 'range check as a lookup into a table of valid values',
    expected: ['/reference-docs/about-plonk', '/proof-system/what-is-a-trace'],
    context: 'root',
    source: '0xparti.github.io/MinimizingTrust/14-lookup-arguments.html (range checks replaced by table lookups)',
  },
  {
    kind: 'concept',
    query: 'time-sorted and address-sorted copies of memory accesses',
    expected: ['/proof-system/what-is-a-trace'],
    context: 'root',
    source:
      'docs.google.com/spreadsheets/d/1JO6ORybR1T4o1fPZRiW5Na7dFes6sZRK-jIlNxVNnAE (memory operations committed in two orders)',
  },
  {
    kind: 'concept',
    query: 'poseidon254 re-proof before the groth16 wrapper',
    expected: ['/proof-system/', '/litepaper'],
    context: 'root',
    source: 'risc0/risc0#2027 (identity_p254 re-proving with Poseidon over the BN254 field ahead of Groth16)',
  },
  {
    kind: 'concept',
    query: 'continuations: no fixed limit on program length',
    expected: ['/terminology', '/faq'],
    context: 'root',
    source: 'www.risc0.com/blog/tags/continuations (programs no longer bounded by a maximal computation length)',
  },
  {
    kind: 'concept',
    query: 'poseidon2 algebraic hash over the proof field',
    expected: ['/terminology'],
    context: 'root',
    source: 'dev.ingonyama.com/icicle/primitives/poseidon2 (arithmetization-oriented hash, also over Baby Bear)',
  },
  {
    kind: 'concept',
    query: 'lift and join turn segment receipts into one',
    expected: ['/api/recursion'],
    context: '1.2',
    source: 'risc0/risc0#1265 (Metal prover panicking when told to lift and join every segment proof)',
  },
  {
    kind: 'concept',
    query: 'succinct receipt of constant size',
    expected: ['/api/0.20/zkvm/receipts'],
    context: '0.20',
    source: 'risc0/risc0#1325 (compressing composite receipts into one succinct receipt of constant size)',
  },
  {
    kind: 'concept',
    query: '256-bit modular multiplication accelerator',
    expected: ['/api/0.18/zkvm/developer-guide/precompiles'],
    context: '0.18',
    source: 'risc0/risc0#466 (BigInt accelerator in the rv32im circuit for ECDSA-sized field arithmetic)',
  },
];

const errors: ReaderQuery[] = [
  // the proving service
  {
    kind: 'error',
    form: 'service',
    query: 'API error, missing receipt on completed session',
    expected: ['/api/0.18/bonsai/quickstart'],
    context: '0.18',
    source: 'risc0/risc0#1026 (alpha SDK loop expecting a receipt URL on a finished session) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'source: hyper::Error(IncompleteMessage)',
    expected: ['/api/0.19/bonsai/rest-api', '/api/0.19/bonsai/quickstart'],
    context: '0.19',
    source: 'risc0/risc0#1076 (Bonsai SDK status polling failing with a reqwest error) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Child finished with: 101',
    expected: ['/api/0.19/bonsai/rest-api'],
    context: '0.19',
    source: 'risc0/risc0#1093 (Bonsai reporting only the r0vm exit code of a guest panic) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Receipt not found',
    // The FAQ entry added for this message after the first measurement answers it too.
    expected: ['/api/generating-proofs/remote-proving', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#1573 (receipt download by session id; the SDK maps a 404 to this error) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Bonsai workflow missing error_msg',
    // The FAQ entry added for this message after the first measurement answers it too.
    expected: ['/api/generating-proofs/remote-proving', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#1532 (Bonsai prover errors bubbled up with the session error message) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'only proven assumptions can be uploaded to Bonsai.',
    expected: ['/faq', '/api/zkvm/composition'],
    context: '1.2',
    source: 'risc0/risc0#2258 (checks on the assumption receipts the Bonsai prover uploads) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Request failed with status: 502 Bad Gateway',
    expected: ['/api/1.1/generating-proofs/remote-proving'],
    context: '1.1',
    source: 'taikoxyz/raiko#376 (Bonsai request failing with a 502 while the client reported success) (on no page)',
  },
  // verifying
  {
    kind: 'error',
    form: 'verify',
    query: 'failed to verify Groth16Receipt returned by Bonsai',
    expected: ['/api/generating-proofs/remote-proving', '/faq'],
    context: '1.2',
    source:
      'chainwayxyz/citrea#2730 (checking the Groth16 receipts Bonsai returns, not just succinct ones) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'receipt was produced for a version of the verifier with',
    expected: ['/faq', '/api/zkvm/receipts'],
    context: '1.2',
    source: 'risc0/risc0#2619 (verifier parameter mismatch reported instead of a generic failure) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'verifier parameters were not found in verifier context',
    expected: ['/api/1.0/zkvm/receipts'],
    context: '1.0',
    source: 'risc0/risc0#1841 (digest of the verifier parameters as a fingerprint of circuit versions) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'call to RiscZeroGroth16Verifier.verify errored',
    expected: ['/api/blockchain-integration/contracts/verifier', '/faq'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#495 (seal verifying off chain but reverting in a Remix call) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'Pausable.EnforcedPause()',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'anoma/pa-evm#69 (fork tests failing after an estop of the Sepolia verifier they called)',
  },
  // running and proving
  {
    kind: 'error',
    form: 'runtime',
    query: 'assertion `left == right` failed left: Tier1 right: Tier2',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'halseth/output-zero#12 (Metal HAL assertion failing on a Mac before a proof is made) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Context leak detected, msgtracer returned -1',
    expected: ['/api/0.21/generating-proofs/local-proving'],
    context: '0.21',
    source: 'risc0/risc0#1265 (Metal prover on 0.21.0-alpha printing this before panicking) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'on an `Err` value: UnknownError',
    expected: ['/api/0.19/zkvm/benchmarks', '/api/0.19'],
    context: '0.19',
    source: 'risc0/risc0#1284 (CUDA proving of the 0.19.1 hello-world panicking in hal/cuda.rs) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Could not launch zkvm',
    expected: ['/api/0.19/zkvm/developer-guide/host-code-101', '/api/0.19/zkvm/install'],
    context: '0.19',
    source: 'risc0/risc0#1045 (0.19.0-rc.3 fixing the host failing to start r0vm) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'dev mode must be enabled to compress fake receipts',
    // The FAQ entry added for this message after the first measurement answers it too.
    expected: ['/api/generating-proofs/dev-mode', '/faq'],
    context: '1.2',
    source: 'bonsol-collective/bonsol#164 (dev-mode receipts of 1.2.1 breaking proof compression) (on no page)',
  },
  // installing and building
  {
    kind: 'error',
    form: 'build',
    query: 'error: Unsupported CPU arch pairing: x86_64 darwin',
    expected: ['/api/1.1/zkvm/install'],
    context: '1.1',
    source: 'risc0/risc0#2421 (install script on an Apple Silicon Mac whose terminal ran under Rosetta)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Unsupported architecture: darwin/x86_64',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#2421 (rzup refusing a Mac that reports x86_64; wording of the 1.3 install script)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'recursion_zkr.zip: (verification: unverified)',
    expected: ['/api/0.19/zkvm/install'],
    context: '0.19',
    source: 'risc0/risc0#1163 (risc0-circuit-recursion build script failing to check its downloaded zip) (on no page)',
  },
];

export const batch8Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
