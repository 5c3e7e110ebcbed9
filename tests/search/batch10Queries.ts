// cspell:ignore stakc jounal buildd featute mockverifier thoerem reveipt calback commitmment accelerqtor convresion executeonly Buterin Nemotron Vitalik anoma bakeoff chainwayxyz citrea encrypthos hackliberty interfold mwolf polynomicon sharmaeklavya spel stackexchange subspacelabs theinterfold theoremdep yetanotherco
/**
 * Batch 10 of the reader queries for the search benchmark, dated 2026-11-28.
 * The queries were written blind to the site's search: no run of it, no look
 * at its index, ranking or benchmark output. Each one starts from something a
 * real reader wrote or read: an issue or pull request in risc0/risc0,
 * risc0/risc0-ethereum, the Foundry template, or a project that proves with
 * the zkVM or Bonsai (Steel users, rollups, light nodes, benchmark suites),
 * or a learner's page on finite fields, FFTs and NTTs, KZG commitments,
 * PLONK, STARKs, FRI and RISC-V. The expected pages were picked by reading
 * the Markdown of the version each query is typed from.
 *
 * Pasted errors keep the wording of their thread, cut to fit the search box.
 * Where a thread only describes the failure, the text is the message that the
 * docs or the thread's release print for it. Errors that appear on no page
 * have sources ending in "(on no page)" and expect the page a reader should
 * land on instead.
 *
 * A little under half of the batch is typed from the 1.2 or root pages. The
 * rest comes from the other versions, chosen where earlier batches were thin:
 * the 0.18 and 0.19 relay, install and memory-layout pages, the 0.20 Bonsai
 * SDK, profiling and getrandom pages, 0.21 guest code, the 1.0 receipt kinds
 * and tutorials, the 1.1 remote-proving, precompile and editor pages, and the
 * unreleased next docs. No entry repeats one of `queries.ts`, batches 3 to 9
 * or the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'bonsai swagger ui',
    expected: ['/api/0.18/bonsai/', '/api/0.18/bonsai/quickstart'],
    context: '0.18',
    source: 'risc0/risc0#766 (receipt fetched from the Bonsai API; creating a SNARK through the Swagger UI worked)',
  },
  {
    kind: 'keyword',
    query: 'zkvm tutorials',
    expected: ['/api/1.0/zkvm/tutorials/overview'],
    context: '1.0',
    source: 'risc0/risc0#1077 (hello world tutorial revamped and moved from GitHub into the docs)',
  },
  {
    kind: 'keyword',
    query: 'json web token example',
    expected: ['/api/zkvm/examples', '/api/use-cases', '/api/zkvm/precompiles'],
    context: '1.2',
    source: 'risc0/risc0#3634 (precompile docs and examples updated after the rsa and blst patch releases)',
  },
  {
    kind: 'keyword',
    query: 'getting started guide',
    expected: ['/api/getting-started', '/api/zkvm/quickstart'],
    context: '1.2',
    source: 'risc0/risc0#2789 (newcomer on Discord finding the hello world tutorial out of date)',
  },
  {
    kind: 'keyword',
    query: 'guest env vars disabled by default',
    expected: ['/api/1.1/secure-sdlc', '/faq'],
    context: '1.1',
    source: 'risc0/risc0#2476 (backport to 1.1: sys_getenv, sys_argc and sys_argv off by default in guests)',
  },
  {
    kind: 'keyword',
    query: 'poseidon2 recursion',
    expected: ['/api/0.21', '/terminology'],
    context: '0.21',
    source: 'risc0/risc0#1720 (Poseidon2 over BabyBear replacing Poseidon in the recursion circuit)',
  },
  {
    kind: 'keyword',
    query: 'session status polling',
    expected: ['/api/0.20/bonsai/quickstart', '/api/0.20/bonsai/rest-api'],
    context: '0.20',
    source: 'risc0/demos#29 (Bonsai pay example polling the session status until SUCCEEDED)',
  },
  {
    kind: 'keyword',
    query: 'trace padding',
    expected: ['/proof-system/stark-by-hand'],
    context: 'root',
    source: 'o1-labs.github.io/proof-systems/plonk/domain.html (evaluation domain chosen as a subgroup of order 2^k)',
  },
  {
    kind: 'keyword',
    query: 'seal.r0 input.json',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source:
      'logos-blockchain/logos-execution-zone#645 (RISC0_WORK_DIR keeps seal.r0 and input.json to replay the Groth16 step)',
  },
  {
    kind: 'keyword',
    query: 'framed input reading',
    expected: ['/api/1.0'],
    context: '1.0',
    source: 'risc0/risc0#2182 (codec bakeoff adding env::read_framed and env::read_frame to the guest)',
  },
];

const identifiers: ReaderQuery[] = [
  // Rust paths with ::
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'SnarkId::status',
    expected: ['/api/0.20/bonsai/rest-api'],
    context: '0.20',
    source: 'risc0/risc0#665 (stark2snark routes added to the Bonsai SDK, polled until the SNARK is ready)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'bytemuck::Pod',
    expected: ['/api/0.21/zkvm/guest-code-101'],
    context: '0.21',
    source: 'risc0/risc0#402 (env::read_slice reading Pod types without knowing the input length)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'VerifierContext::default()',
    expected: ['/api/next/zkvm/receipts'],
    context: 'next',
    source: 'risc0/risc0#3252 (dev mode switched on programmatically through ProverOpts and VerifierContext)',
  },
  // snake_case names
  {
    kind: 'identifier',
    form: 'snake_case',
    query: '#[cfg(not(target_os = "zkvm"))]',
    expected: ['/api/1.1/best-practice-for-vscode'],
    context: '1.1',
    source: 'risc0/risc0#614 (cfg(not(target_os = "zkvm")) on items the guest build does not need)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'exec_only_journal',
    expected: ['/api/1.1/generating-proofs/remote-proving'],
    context: '1.1',
    source: 'risc0/risc0#2042 (execute_only added to the Bonsai SDK sessions)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'upload_receipt',
    expected: ['/api/0.20/bonsai/quickstart'],
    context: '0.20',
    source: 'risc0/risc0#1251 (upload_receipt route and assumption list added to the Bonsai SDK for composition)',
  },
  // camelCase names
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'Steel.validateCommitment',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#615 (Steel docs showing the block commitment check twice instead of the beacon one)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'RiscZeroMockVerifier',
    expected: ['/api/next/blockchain-integration/eth-examples', '/api/next/blockchain-integration/bonsai-on-eth'],
    context: 'next',
    source: 'boundless-xyz/boundless-foundry-template#1 (EvenNumber.t.sol tests against RiscZeroMockVerifier)',
  },
  // command lines with flags
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'r0vm --elf guest --initial-input input.bin',
    expected: ['/api/0.20/zkvm/profiling'],
    context: '0.20',
    source: 'chainwayxyz/citrea#952 (r0vm --help listing --initial-input and --pprof-out for profiling a guest)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'docker run --memory=8g -v work-dir:/mnt risc0-groth16-prover',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'logos-blockchain/logos-execution-zone#645 (replaying the Groth16 container with a memory cap)',
  },
  // environment variables and generated constants
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'METHOD_NAME_ID',
    expected: ['/api/0.18/zkvm/developer-guide/host-code-101', '/api/0.18/zkvm/quickstart'],
    context: '0.18',
    source: 'risc0/risc0-rust-examples#54 (Hello Multiply tutorial renaming METHOD_NAME_ELF and METHOD_NAME_ID)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'ETH_RPC_URL',
    expected: ['/api/1.1/blockchain-integration/eth-examples'],
    context: '1.1',
    source:
      'risc0/risc0-ethereum#275 (Steel docs getting started with create-steel-app and the erc20-counter publisher)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'can I send a relay request off chain so big inputs skip calldata',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source: 'risc0/risc0#1087 (passing inputs that the contract did not send to a Bonsai guest); risc0/risc0#720',
  },
  {
    kind: 'question',
    query: 'what does the methods crate and its build.rs do',
    expected: ['/api/next/zkvm/quickstart', '/api/next/zkvm/host-code-101'],
    context: 'next',
    source: 'risc0/risc0#3250 (methods crate, embed_methods and an out-of-workspace guest felt overcomplicated)',
  },
  {
    kind: 'question',
    query: 'what are the steps from rust code to a proof verified on chain',
    expected: ['/api/getting-started', '/api/blockchain-integration/bonsai-on-eth'],
    context: '1.2',
    source: 'boundless-xyz/risc0-foundry-template#95 (code walkthrough: guest, publisher app, contract and verifier)',
  },
  {
    kind: 'question',
    query: 'is risc0_zkvm::sha accelerated or do I need the sha2 patch',
    expected: ['/api/1.1/zkvm/tutorials/io', '/api/1.1/zkvm/precompiles'],
    context: '1.1',
    source: 'anoma/arm-risc0#54 (accelerated sha2 patch not enabled while the guest hashes with risc0_zkvm::sha)',
  },
  {
    kind: 'question',
    query: 'how do I run the loop benchmark on an nvidia gpu',
    expected: ['/api/0.19/zkvm/benchmarks'],
    context: '0.19',
    source: 'risc0/risc0#1208 (cargo run --release --example loop failing on 0.19)',
  },
  {
    kind: 'question',
    query: 'does a patch release of risc0 change my image id',
    expected: ['/faq'],
    context: 'root',
    source: 'anoma/pa-evm#128 (checking whether minor and patch releases change image IDs before picking a version)',
  },
  {
    kind: 'question',
    query: 'should my contract store the image id as a constant',
    expected: ['/api/blockchain-integration/contracts/verifier', '/api/blockchain-integration/bonsai-on-eth'],
    context: '1.2',
    source: 'theinterfold/interfold#402 (IMAGE_ID constant forcing a redeploy whenever the guest changes)',
  },
  {
    kind: 'question',
    query: 'should the guest panic or call env::exit on bad input',
    expected: ['/api/zkvm/receipts', '/api/secure-sdlc'],
    context: '1.2',
    source: 'logos-blockchain/logos-execution-zone#826 (moving guest failure paths from panics to non-zero exits)',
  },
  {
    kind: 'question',
    query: 'where does the guest stack start and can it hit the heap',
    expected: ['/api/0.19/zkvm/developer-guide/zkvm-specification'],
    context: '0.19',
    source: 'risc0/risc0#918 (stack and heap running into each other); risc0/risc0#950 (stack placed below the code)',
  },
  {
    kind: 'question',
    query: 'how do I get a succinct receipt instead of a composite one',
    expected: ['/api/1.0/generating-proofs/proving-options'],
    context: '1.0',
    source: 'risc0/risc0#1689 (let users choose between composite and succinct receipts)',
  },
  {
    kind: 'question',
    query: 'should I prove remotely with env vars or with the bonsai sdk',
    expected: ['/api/1.1/generating-proofs/remote-proving'],
    context: '1.1',
    source: 'risc0/risc0#2427 (the first two ways to use Bonsai on the remote proving page read as confusing)',
  },
  {
    kind: 'question',
    query: 'why does my guest panic on bonsai but not locally',
    expected: ['/api/0.20/bonsai/blockchain-zkvm-guide'],
    context: '0.20',
    source:
      'risc0/risc0#1093 (Bonsai execute returning only "Child finished with: 101" while r0vm logged the guest panic)',
  },
  {
    kind: 'question',
    query: 'do I need a feature flag for getrandom in a 0.20 guest',
    expected: ['/api/0.20/zkvm/rust-resources', '/api/0.20'],
    context: '0.20',
    source: 'risc0/risc0#1162 (getrandom feature added to toggle the host-backed getrandom in the guest)',
  },
  {
    kind: 'question',
    query: 'how can checking a proof be faster than rerunning the program',
    expected: ['/reference-docs/about-starks'],
    context: 'root',
    source: 'vitalik.ca/general/2017/11/09/starks_part_1.html (a succinct proof checks much faster than computing f)',
  },
  {
    kind: 'question',
    query: 'how does the verifier contract tie a proof to my journal',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'yetanotherco/aligned_layer#604 (checking that the submitted public input matches the risc0 journal)',
  },
  {
    kind: 'question',
    query: 'what do I change to move a 0.18 project to 0.19',
    expected: ['/api/0.18'],
    context: '0.18',
    source: 'Sovereign-Labs/sovereign-sdk#1036 (switching CI to cargo binstall, which needs cargo-risczero 0.19)',
  },
];

const misspellings: ReaderQuery[] = [
  // two neighbouring letters swapped
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'stakc and heap layout',
    intended: 'stack and heap layout',
    expected: ['/api/0.19/zkvm/developer-guide/zkvm-specification'],
    context: '0.19',
    source: 'risc0/risc0#918 (memory layout letting the stack grow into the heap)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'factor thoerem',
    intended: 'factor theorem',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'sharmaeklavya2.github.io/theoremdep/nodes/polynomials/factor-theorem.html (p(a) = 0 iff x - a divides p)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'snark convresion',
    intended: 'snark conversion',
    expected: ['/api/0.20/bonsai/rest-api'],
    context: '0.20',
    source: 'risc0/risc0#766 (SNARK created through the Bonsai API for a finished session)',
  },
  // one letter left out
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'exec only jounal',
    intended: 'exec only journal',
    expected: ['/api/1.1/generating-proofs/remote-proving'],
    context: '1.1',
    source: 'risc0/risc0#2042 (execute-only Bonsai sessions that return a journal and no receipt)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'relay calback',
    intended: 'relay callback',
    expected: ['/api/0.18/bonsai/bonsai-on-eth', '/api/0.18/bonsai/'],
    context: '0.18',
    source: 'risc0/risc0#720 (Bonsai Relay readme: the invocation and verified callback flow)',
  },
  // one letter too many
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'methods crate buildd script',
    intended: 'methods crate build script',
    expected: ['/api/next/zkvm/quickstart', '/api/next/zkvm/host-code-101'],
    context: 'next',
    source: 'risc0/risc0#3250 (build.rs calling embed_methods to compile the guest)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'steel commitmment',
    intended: 'steel commitment',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#615 (Steel commitment docs for block hashes and beacon roots)',
  },
  // one letter replaced
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'getrandom featute',
    intended: 'getrandom feature',
    expected: ['/api/0.20/zkvm/rust-resources'],
    context: '0.20',
    source: 'risc0/risc0#1162 (getrandom feature flag on risc0-zkvm for guests)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'succinct reveipt',
    intended: 'succinct receipt',
    expected: ['/api/1.0/generating-proofs/proving-options', '/api/1.0/zkvm/receipts'],
    context: '1.0',
    source: 'risc0/risc0#1689 (choosing composite or succinct receipts)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'bls12-381 accelerqtor',
    intended: 'bls12-381 accelerator',
    expected: ['/api/next/zkvm/precompiles'],
    context: 'next',
    source: 'risc0/risc0#3634 (precompile docs after the blst patch release)',
  },
  // words run together
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'mockverifier',
    intended: 'mock verifier',
    expected: ['/api/blockchain-integration/eth-examples', '/api/blockchain-integration/bonsai-on-eth'],
    context: '1.2',
    source: 'boundless-xyz/boundless-foundry-template#1 (tests against a mock verifier or the real one)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'executeonly session',
    intended: 'execute only session',
    expected: ['/api/next/generating-proofs/remote-proving'],
    context: 'next',
    source: 'risc0/risc0#3322 (execute-only option added to proof requests)',
  },
  // one word split in two
  {
    kind: 'misspelling',
    form: 'split',
    query: 'multiplicative sub group of size 2^k',
    intended: 'multiplicative subgroup of size 2^k',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source: 'rot256.dev/polynomicon/fft (a field needs a subgroup of 2^k-th roots of unity for the FFT)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'bench marks on cuda',
    intended: 'benchmarks on cuda',
    expected: ['/api/0.19/zkvm/benchmarks'],
    context: '0.19',
    source: 'risc0/risc0#1208 (running the loop benchmark from a 0.19 checkout)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'what does the t in stark stand for',
    expected: ['/reference-docs/about-starks', '/terminology'],
    context: 'root',
    source: 'vitalik.ca/general/2017/11/09/starks_part_1.html (the T standing for transparent: no trusted setup)',
  },
  {
    kind: 'concept',
    query: 'opening a kzg commitment with the quotient (p(x) - y)/(x - z)',
    expected: ['/reference-docs/about-plonk'],
    context: 'root',
    source: 'subspacelabs.notion.site/KZG-Polynomial-Commitments (KZG openings compared with Merkle proofs)',
  },
  {
    kind: 'concept',
    query: 'factor theorem: p(a) = 0 means x - a divides p(x)',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'mwolf.dev/general/factor-theorem (roots and linear factors are the same thing)',
  },
  {
    kind: 'concept',
    query: 'fft with a root of unity mod p instead of complex roots',
    expected: ['/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source: 'math.stackexchange via nvidia/Nemotron-CC-Math-v1 (why the FFT works as an NTT with an integer modulus)',
  },
  {
    kind: 'concept',
    query: 'deep-fri versus the original fri protocol',
    expected: ['/reference-docs/about-fri'],
    context: 'root',
    source: 'rot256.dev/polynomicon/fft (FFT intuition for what happens in DEEP-FRI over prime fields)',
  },
  {
    kind: 'concept',
    query: 'why zk proofs use a finite field and not the rationals',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'encrypthos.com (what is the role of finite fields in STARK proof systems)',
  },
  {
    kind: 'concept',
    query: 'merkle tree as a vector commitment to evaluations',
    expected: ['/terminology', '/reference-docs/about-plonk'],
    context: 'root',
    source: 'git.hackliberty.org decentralized-cryptography-toolkit (kate notes: a merkle tree is a vector commitment)',
  },
  {
    kind: 'concept',
    query: 'no csr instructions or privileged modes in the guest',
    expected: ['/api/0.21/zkvm/zkvm-specification', '/reference-docs/about-risc-v'],
    context: '0.21',
    source: 'risc0/risc0#1067 (zkVM technical specification: no preemption, no exception handlers)',
  },
  {
    kind: 'concept',
    query: 'plonk gate equation q_l a + q_r b + q_o c + q_m ab + q_c',
    expected: ['/reference-docs/about-plonk'],
    context: 'root',
    source: 'o1-labs.github.io/proof-systems/plonk (one gate per row of the domain)',
  },
  {
    kind: 'concept',
    query: 'field with nine elements from an irreducible quadratic mod 3',
    expected: ['/reference-docs/about-finite-fields-exercises', '/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'cs.miami.edu/home/burt/learning/Csc609.022/gf9example.html (GF(9) from x^2 + 1 over GF(3))',
  },
  {
    kind: 'concept',
    query: 'the nonzero elements mod p form a cyclic group',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-rs-codes'],
    context: 'root',
    source: 'rot256.dev/polynomicon/fft (the multiplicative group of a finite field is always cyclic)',
  },
  {
    kind: 'concept',
    query: 'flattening a program into addition and multiplication gates',
    expected: ['/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source: 'medium.com/@VitalikButerin (Quadratic Arithmetic Programs: from Zero to Hero, flattening step)',
  },
];

const errors: ReaderQuery[] = [
  // installing and building
  {
    kind: 'error',
    form: 'build',
    query: 'no match for platform in manifest: not found',
    expected: ['/faq'],
    context: '1.2',
    source: 'risc0/risc0#3795 (risc0-guest-builder image tag with no arm64 build for M-series Macs) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Falling back to slow ImageID computation. Updating to the latest',
    expected: ['/api/next/generating-proofs/local-proving'],
    context: 'next',
    source: 'logos-co/spel#186 (guest build warning when r0vm cannot compute the image ID) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'no method named `write` found for struct `ExecutorEnvBuilder`',
    expected: ['/api/0.18/zkvm/developer-guide/host-code-101', '/api/0.18'],
    context: '0.18',
    source: 'risc0/risc0#1023 (tutorial on main using .write, which 0.18 does not have yet) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'risc0-build-2.3.1/src/lib.rs:66:45: called `Option::unwrap()`',
    expected: ['/faq'],
    context: 'root',
    source: 'Layer-Edge/light-node#57 (methods build script panicking inside risc0-build) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error: no such command: `risczero`',
    expected: ['/faq', '/api/zkvm/install'],
    context: 'root',
    source:
      'yetanotherco/aligned_layer#228 (proof generation failing until the cargo risczero toolchain was installed)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error: linker `cc` not found',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'nexus-xyz/nexus-cli#176 (zkVM prover CLI build on a fresh Ubuntu without build-essential)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error: no such command: `binstall`',
    expected: ['/api/0.19/zkvm/install'],
    context: '0.19',
    source: 'Sovereign-Labs/sovereign-sdk#1036 (installing cargo-risczero 0.19 with cargo binstall in CI) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error[E0432]: unresolved import `risc0_zkvm::Profiler`',
    expected: ['/api/0.20/zkvm/profiling'],
    context: '0.20',
    source: 'risc0/risc0#1065 (profiling without code changes through RISC0_PPROF_OUT) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: '`cargo run` could not determine which binary to run',
    expected: ['/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#3204 (json example needing cargo run --release --bin json-example) (on no page)',
  },
  // running and proving
  {
    kind: 'error',
    form: 'runtime',
    query: 'no accounts accessed: use Contract::preflight',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#239 (specific error when the Steel host skipped Contract::preflight); #224',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'docker returned failure exit code: Some(125)',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'logos-blockchain/logos-execution-zone#193 (Docker errors while wrapping STARKs into Groth16 proofs)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'memory allocation of 32 bytes failed',
    expected: ['/faq'],
    context: 'next',
    source: 'risc0/risc0#2768 (guest tests failing on their first allocation with the embedded allocator) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Unexpected end during deserialization',
    expected: ['/faq'],
    context: 'root',
    source: 'logos-blockchain/logos-execution-zone#170 (host decoding an output the guest never committed)',
  },
  // verifying
  {
    kind: 'error',
    form: 'verify',
    query: 'ClaimDigestMismatch',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source: 'logos-blockchain/logos-execution-zone#826 (guests that exit with a non-zero code after committing)',
  },
  // the proving service
  {
    kind: 'error',
    form: 'service',
    query: 'Workflow not currently Running',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source: 'risc0/risc0#1763 (SessionStopErr returned when stopping a Bonsai session) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'You are unauthorized to stop session id',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1763 (session/stop added to the Bonsai SDK, with its error variants) (on no page)',
  },
];

export const batch10Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
