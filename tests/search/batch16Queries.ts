// cspell:ignore sofware wrold lauout gettingstarted outpput overiew emtry zirgen citrea chainwayxyz aptos theinterfold interfold bootcamp vlayer iotexproject bstream collab contentauth xmozak mozak binfmt tetsuo agenc liamz bonsol
/**
 * Batch 16 of the reader queries for the search benchmark, dated 2026-11-29.
 * The queries were written blind to the site's search: no run of it, no look
 * at its index, ranking or benchmark output. Each one starts from something a
 * real reader wrote or read: an issue or pull request in risc0/risc0, zirgen,
 * risc0-ethereum (Steel, the verifier router and the examples), the Foundry
 * template, the old starter and examples repositories and the demos, a
 * project that builds on the zkVM (Citrea, Zeth, vlayer, Movement's Aptos
 * port, a zkML agent, a zkVM benchmark suite, an app that checks its image ID
 * in CI, a content-provenance library), the text of an error in the source of
 * the release it is typed against, or a learner's page on load/store
 * machines, R1CS flattening, FRI as a proximity test, the zk in zk-STARK,
 * the soundness of folding, bit operations in zkVM circuits and Reed–Solomon
 * checks with the NTT. The expected pages were picked by reading the
 * Markdown of the version each query is typed from.
 *
 * Pasted errors keep the wording of the release's source or of the thread,
 * cut to fit the search box. Errors that appear on no page have sources
 * ending in "(on no page)" and expect the page a reader should land on
 * instead.
 *
 * Nearly three in five queries are typed from the 1.2 or root pages; the
 * rest come from next and the older versions (1.1, 1.0, 0.21, 0.20, 0.19,
 * 0.18). The batch leans on pages earlier batches reached rarely or never:
 * the next secure SDLC, examples and install pages, the 1.1 zkVM
 * specification, host code, optimization, remote proving and RISC Zero on
 * Ethereum pages, the 1.0 dev mode, security model, trusted setup, host code,
 * Ethereum examples and verifier pages, the 0.21 getting started, hello
 * world and optimization pages, the 0.20 host code and receipts pages, the
 * 0.19 zkVM overview and relay pages, the 0.18 zkVM overview and relay
 * pages, and the terminology, RISC-V, FRI, Reed–Solomon and finite field
 * notation pages. No entry repeats one of `queries.ts`, batches 3 to 15 or
 * the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'pre-mainnet security checklist for a zkvm app',
    expected: ['/api/next/secure-sdlc'],
    context: 'next',
    source:
      'theinterfold/interfold#1821 (security fixes for a zkVM app: check the committed image ID by rebuilding the guest reproducibly)',
  },
  {
    kind: 'keyword',
    query: 'guest, image id, executor, session, prover and receipt',
    expected: ['/api/0.19/zkvm'],
    context: '0.19',
    source:
      'boundless-xyz/zeth#34 (how a guest is compiled by risc0-build, embedded in a crate and run by the host executor)',
  },
  {
    kind: 'keyword',
    query: 'int8 quantized model inference in the guest',
    expected: ['/api/use-cases', '/api/zkvm/optimization'],
    context: '1.2',
    source:
      'tetsuo-ai/AgenC#1289 (a RISC Zero guest for small-model inference must use INT8 fixed point, since rv32im has no floats)',
  },
  {
    kind: 'keyword',
    query: 'from idea to verified proof in 0.21',
    expected: ['/api/0.21/getting-started'],
    context: '0.21',
    source: 'ExtropyIO/ZeroKnowledgeBootcamp#23 (a zero-knowledge bootcamp adds RISC Zero examples for its learners)',
  },
  {
    kind: 'keyword',
    query: 'fake receipts skip proving while developing',
    expected: ['/api/1.0/generating-proofs/dev-mode'],
    context: '1.0',
    source:
      'boundless-xyz/risc0-foundry-template#130 (a panic added to the guest does not make any of the template tests fail)',
  },
  {
    kind: 'keyword',
    query: 'guest dependency default-features = false',
    expected: ['/api/zkvm/rust-resources'],
    context: '1.2',
    source:
      'risc0/risc0-rust-starter#17 (the guest takes risc0-zkvm with default-features = false and turns std back on)',
  },
  {
    kind: 'keyword',
    query: 'sha-256 68 cycles per block',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#1080 (optimization guide: what costs cycles in the guest, hashing included)',
  },
  {
    kind: 'keyword',
    query: 'guest io channels stdin stdout stderr journal',
    expected: ['/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'risc0/risc0#426 (guest I/O reworked so that every channel between guest and host is a syscall)',
  },
];

const identifiers: ReaderQuery[] = [
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'NVCC_APPEND_FLAGS="-arch=sm_120"',
    expected: ['/api/generating-proofs/local-proving', '/faq'],
    context: '1.2',
    source:
      'risc0/risc0#3231 (an RTX 50-series card proves only after its architecture is named through NVCC_APPEND_FLAGS)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RPC_URL for the steel erc20 example',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#527 (the ERC20 Steel example code copied into the README)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_build::embed_methods()',
    expected: ['/api/zkvm/rust-resources', '/api/zkvm/quickstart'],
    context: '1.2',
    source: 'chainwayxyz/citrea#1713 (a methods build script that builds the guest packages, in Docker or not)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'VerifierContext::with_succinct_verifier_parameters',
    expected: ['/faq'],
    context: 'root',
    source: 'risc0/risc0#1841 (verifier parameters for each receipt kind move into the VerifierContext)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'tracing_subscriber with RUST_LOG',
    expected: ['/api/0.21/zkvm/optimization'],
    context: '0.21',
    source: 'chainwayxyz/citrea#1087 (a rollup host records execution statistics and a pprof profile of its guest)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'env::stdout() for private output',
    expected: ['/api/zkvm/tutorials/io', '/api/zkvm/guest-code-101'],
    context: '1.2',
    source: "risc0/risc0#1434 (I/O docs: private output goes back to the host through the guest's stdout)",
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'groth16::encode(seal)',
    expected: ['/api/1.0/blockchain-integration/contracts/verifier'],
    context: '1.0',
    source: 'risc0/demos#37 (the Bonsai Pay demo moved to risc0-ethereum 1.0.0)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'Client::version()',
    expected: ['/api/1.1/generating-proofs/remote-proving'],
    context: '1.1',
    source: 'vlayer-xyz/vlayer#1911 (risc0 upgraded to the release the Bonsai service had moved to)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'getVerifier(bytes4)(address)',
    expected: ['/api/1.0/blockchain-integration/contracts/verifier'],
    context: '1.0',
    source: 'risc0/risc0-ethereum#80 (the verifier router maps seal selectors to verifier contracts)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'publisher --eth-rpc-url',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#191 (fixes to the erc20-counter guests the publisher proves)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'can rayon parallel iterators run inside the guest',
    expected: ['/api/zkvm/rust-resources', '/api/zkvm/zkvm-specification'],
    context: '1.2',
    source:
      'movement-network/movement#43 (aptos-vm crates ported to RISC Zero use rayon, whose tasks must run sequentially in the zkVM)',
  },
  {
    kind: 'question',
    query: 'why does the erc20 counter example fail when cloned from main',
    expected: ['/api/1.0/blockchain-integration/eth-examples', '/api/1.0/zkvm/examples'],
    context: '1.0',
    source:
      'risc0/risc0-ethereum#137 (the example, run from main, pulled a development risc0-zkvm that did not match cargo risczero; release-1.0 worked)',
  },
  {
    kind: 'question',
    query: 'why are guest programs sometimes called methods',
    expected: ['/terminology'],
    context: 'root',
    source: 'risc0/risc0#787 (the factors README for 0.17 and the methods crate that builds its guest)',
  },
  {
    kind: 'question',
    query: 'which new precompiles does the main branch add over 1.2',
    expected: ['/api/next', '/api/next/zkvm/precompiles'],
    context: 'next',
    source: 'risc0/zirgen#146 (bigint2 precompile instructions updated for the newer precompiles)',
  },
  {
    kind: 'question',
    query: 'should I run the examples from main or from a release branch',
    expected: ['/api/next/zkvm/examples'],
    context: 'next',
    source: 'risc0/risc0#1320 (docs: check out the version of the examples that matches the installed tools)',
  },
  {
    kind: 'question',
    query: 'how are the ELF and ID constants named for a guest with dashes',
    expected: ['/api/1.1/zkvm/host-code-101'],
    context: '1.1',
    source: 'risc0/risc0#793 (renaming the methods and guest packages of the factors example)',
  },
  {
    kind: 'question',
    query: 'should users prove their own credentials instead of using bonsai',
    expected: ['/api/use-cases', '/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'risc0/demos#29 (the Bonsai Pay demo sends the Google JWT it proves to the proving service)',
  },
  {
    kind: 'question',
    query: 'do deployed verifier contracts reject dev mode receipts',
    expected: ['/api/1.1/blockchain-integration/bonsai-on-eth', '/api/1.1/generating-proofs/dev-mode'],
    context: '1.1',
    source: 'risc0/risc0-ethereum#3 (proofs for Solidity tests come from a CLI called through Forge FFI)',
  },
  {
    kind: 'question',
    query: 'how can I check which recursion programs a verifier accepts',
    expected: ['/api/1.0/security-model'],
    context: '1.0',
    source:
      'risc0/risc0#1727 (a reviewer wants a way to confirm that the control root matches the recursion programs they trust)',
  },
  {
    kind: 'question',
    query: 'how do I make the hello world receipt reveal one factor too',
    expected: ['/api/0.21/zkvm/tutorials/hello-world'],
    context: '0.21',
    source:
      'risc0/risc0-rust-examples#13 (the factors example keeps both factors private and reveals only the product)',
  },
  {
    kind: 'question',
    query: 'does prove return the receipt itself or a ProveInfo in 0.20',
    expected: ['/api/0.20/zkvm/host-code-101', '/api/0.20/zkvm/'],
    context: '0.20',
    source: 'iotexproject/w3bstream#571 (examples moved to risc0-zkvm 1.0, where prove returns a ProveInfo)',
  },
  {
    kind: 'question',
    query: 'do app developers need to learn the stark math first',
    expected: ['/education', '/faq'],
    context: 'root',
    source:
      'https://liamz.co/tech-blog/2022/11/09/anatomy-of-a-stark-proof.html (a developer lists the maths to learn before reading a STARK verifier)',
  },
  {
    kind: 'question',
    query: 'can I see how many cycles each precompile call used',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#2702 (docs: RISC0_INFO=1 added to the profiling instructions)',
  },
  {
    kind: 'question',
    query: 'does the cycle count depend on my input data or only the code',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#633 (a guest that ran on small inputs hit the session limit once the input grew to 500 KB)',
  },
  {
    kind: 'question',
    query: 'why is memcpy one of the widest boxes in my flame graph',
    expected: ['/api/zkvm/profiling'],
    context: '1.2',
    source: 'risc0/risc0#277 (the guest takes memcpy and memset from musl because copying dominated cycle counts)',
  },
  {
    kind: 'question',
    query: 'how does the stark by hand table relate to the real zkvm trace',
    expected: ['/proof-system/what-is-a-trace', '/proof-system/stark-by-hand'],
    context: 'root',
    source:
      'https://neptune.cash/learn/stark-anatomy/ (Anatomy of a STARK: a toy STARK worked through before production parameters)',
  },
  {
    kind: 'question',
    query: 'do I need gcc or clang on the host to build a risc0 project',
    expected: ['/api/zkvm/install'],
    context: '1.2',
    source: 'bonsol-collective/bonsol#178 (notes on what a fresh machine needs before the risc0 build works)',
  },
  {
    kind: 'question',
    query: 'why does stark by hand work modulo 97',
    expected: ['/proof-system/stark-by-hand', '/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'risc0/risc0#979 (a reader working through the FRI lesson of STARK by Hand)',
  },
  {
    kind: 'question',
    query: 'is a zkvm cycle the same as a cpu clock cycle',
    expected: ['/terminology'],
    context: 'root',
    source:
      'riscv-collab/riscv-gnu-toolchain#487 (the cycles a RISC-V instruction takes depend on the machine running it)',
  },
  {
    kind: 'question',
    query: 'can my guest crates use the rust 2024 edition',
    expected: ['/api/zkvm/rust-resources', '/api/zkvm/install'],
    context: '1.2',
    source:
      'eth-act/zkevm-benchmark-workload#130 (guest dependencies ask for a newer rustc than the RISC Zero toolchain ships)',
  },
  {
    kind: 'question',
    query: 'why use steel instead of passing contract state in as input',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#194 (a cross-chain message-passing example built on Steel commitments)',
  },
  {
    kind: 'question',
    query: 'can I use tokio or async code inside the guest',
    expected: ['/api/zkvm/rust-resources'],
    context: '1.2',
    source: 'contentauth/c2pa-rs#1945 (zkVM targets have no threads, so hashing falls back to a sequential loop)',
  },
];

const misspellings: ReaderQuery[] = [
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'sofware development lifecycle',
    intended: 'software development lifecycle',
    expected: ['/api/next/secure-sdlc'],
    context: 'next',
    source: 'risc0/risc0#2082 (the secure software development lifecycle page is added)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'hello wrold tutorial',
    intended: 'hello world tutorial',
    expected: ['/api/zkvm/tutorials/hello-world'],
    context: '1.2',
    source: 'ExtropyIO/ZeroKnowledgeBootcamp#22 (a zero-knowledge bootcamp adds RISC Zero starter examples)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'guest memory lauout',
    intended: 'guest memory layout',
    expected: ['/api/1.1/zkvm/zkvm-specification'],
    context: '1.1',
    source: 'risc0/risc0#165 (guest memory and execution limits raised, which moves the memory layout)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'gettingstarted',
    intended: 'getting started',
    expected: ['/api/0.21/getting-started'],
    context: '0.21',
    source: 'risc0/risc0#1119 (the quick start guide revamped around dev mode and real proofs)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'guest input and outpput',
    intended: 'guest input and output',
    expected: ['/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'eth-act/ere#234 (how input really reaches a RISC Zero guest: the bytes come with a length in front)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'lite paper',
    intended: 'litepaper',
    expected: ['/litepaper'],
    context: 'root',
    source: 'risc0/risc0#222 (a reader asks which references explain the protocol)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'emtry macro',
    intended: 'entry macro',
    expected: ['/api/zkvm/guest-code-101'],
    context: '1.2',
    source: 'risc0/risc0#268 (guests without std declare their entry point and handlers themselves)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'zkvm overiew',
    intended: 'zkvm overview',
    expected: ['/api/0.18/zkvm'],
    context: '0.18',
    source: 'risc0/risc0#280 (README: the zkVM emulates a small RISC-V computer)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'risc-v math works on registers; only loads and stores hit memory',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'eth-act/zkevm-book#9 (a zkVM book section walking through the RISC-V instruction set)',
  },
  {
    kind: 'concept',
    query: 'halt ecall packs the exit code above the halt kind in a0',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'risc0/risc0#2684 (a hand-written halt shifts the exit code left by 8 bits before the ecall)',
  },
  {
    kind: 'concept',
    query: 'r1cs needs a constraint per multiplication; additions are free',
    expected: ['/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source:
      'https://medium.com/@VitalikButerin/quadratic-arithmetic-programs-from-zero-to-hero-f6d558cea649 (flattening into R1CS, where additions fold into linear combinations)',
  },
  {
    kind: 'concept',
    query: 'fri shows a table is close to low degree, not exactly low degree',
    expected: ['/reference-docs/about-fri', '/reference-docs/about-rs-codes'],
    context: 'root',
    source:
      'https://vitalik.ca/general/2017/11/22/starks_part_2.html (STARKs part 2: proximity testing accepts data that is mostly on a polynomial)',
  },
  {
    kind: 'concept',
    query: 'zero knowledge is an extra property on top of a stark',
    expected: ['/reference-docs/about-starks'],
    context: 'root',
    source:
      'https://neptune.cash/learn/stark-anatomy/ (Anatomy of a STARK, part 0: zero knowledge listed apart from succinct verification)',
  },
  {
    kind: 'concept',
    query: 'control root is a public input, so groth16 survives upgrades',
    expected: ['/terminology', '/litepaper', '/api/trusted-setup-ceremony'],
    context: 'root',
    source:
      'risc0/risc0#1830 (security model docs: the control root is a public input, so the RISC-V prover can change without a new ceremony)',
  },
  {
    kind: 'concept',
    query: 'what F_p, omega, H, D and rho denote in the stark pages',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source:
      'https://neptune.cash/learn/stark-anatomy/basic-tools/ (Anatomy of a STARK, part 2: finite fields and their notation)',
  },
  {
    kind: 'concept',
    query: 'trusted computing base behind a verified receipt',
    expected: ['/api/security-model'],
    context: '1.2',
    source:
      'theinterfold/interfold#1811 (the image ID identifies code, but only a reproducible build ties it to reviewed source)',
  },
  {
    kind: 'concept',
    query: 'a random fold keeps a far-from-the-code table far',
    expected: ['/reference-docs/about-fri'],
    context: 'root',
    source:
      'https://neptune.cash/learn/stark-anatomy/fri/ (Anatomy of a STARK, part 3: why folding with a random challenge is sound)',
  },
  {
    kind: 'concept',
    query: 'left shift is a multiply, right shift costs like a divide',
    expected: ['/api/1.1/zkvm/optimization'],
    context: '1.1',
    source: '0xmozak/mozak-vm#601 (a zkVM that proves shifts as multiplications and divisions by a power of two)',
  },
  {
    kind: 'concept',
    query: 'bitwise and, or and xor cost two cycles while add costs one',
    expected: ['/reference-docs/about-risc-v', '/terminology', '/api/zkvm/optimization'],
    context: 'root',
    source: '0xmozak/mozak-vm#285 (a zkVM proves XOR, OR and AND through a lookup each)',
  },
  {
    kind: 'concept',
    query: 'codeword check: inverse ntt, then the top coefficients must be 0',
    expected: ['/reference-docs/about-rs-codes', '/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source:
      'https://vitalik.ca/general/2018/07/21/starks_part_3.html (STARKs part 3: FFTs over a finite field to extend and check polynomials)',
  },
];

const errors: ReaderQuery[] = [
  {
    kind: 'error',
    form: 'service',
    query: 'invalid API key value',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source:
      'risc0/risc0 v0.19.1 bonsai/ethereum-relay/src/sdk/client.rs (the relay given a Bonsai API key that cannot go into an HTTP header) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'No rv32im verifier available for po2=22',
    expected: ['/api/zkvm/zkvm-specification', '/faq'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkvm/src/host/recursion/prove/zkr.rs (lifting a segment larger than the recursion programs cover) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: "failed to get risc0 toolchain's rustc version. Please ensure",
    expected: ['/api/zkvm/install', '/faq'],
    context: '1.2',
    source:
      "risc0/risc0 v1.2.6 risc0/build/src/lib.rs (the methods build script can't run the installed risc0 rustc) (on no page)",
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'failed to parse server version number',
    expected: ['/faq', '/api/zkvm/install'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkvm/src/host/api/mod.rs (the host cannot read the version an r0vm binary reports) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: "error: invalid value 'risc0-groth16' for '[NAME]'",
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source:
      'risc0/risc0 e5fba5716 rzup/src/cli/commands.rs (rzup install takes only cargo-risczero, cpp, r0vm, rust and self as names) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'rust-lld: error: duplicate symbol: sys_alloc_words',
    expected: ['/api/zkvm/rust-resources'],
    context: '1.2',
    source:
      'eth-act/zkevm-benchmark-workload#42 (RISC Zero and another zkVM SDK linked into one guest both define the zkVM syscalls) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'Malformed G2 element field: vk_delta_2',
    expected: ['/api/1.0/trusted-setup-ceremony'],
    context: '1.0',
    source:
      'risc0/risc0 v1.0.5 risc0/groth16/src/data_structures.rs (a Groth16 verifying key parsed from JSON that was not made by the ceremony) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Address [0x0c000000] exceeds maximum address for guest programs',
    expected: ['/api/1.1/zkvm/zkvm-specification'],
    context: '1.1',
    source:
      'risc0/risc0 v1.1.4 risc0/binfmt/src/elf.rs (a guest ELF whose loadable segment runs past guest memory) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'ERROR: No package found in /home/dev/app/methods/verifier',
    expected: ['/api/1.0/zkvm/host-code-101'],
    context: '1.0',
    source:
      'risc0/risc0 v1.0.5 risc0/build/src/lib.rs (a folder listed in package.metadata.risc0 that holds no guest package) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'failed to spawn forge fmt',
    expected: ['/api/1.0/blockchain-integration/eth-examples'],
    context: '1.0',
    source:
      'risc0-ethereum v1.0.0 build/src/lib.rs (generating ImageID.sol in the methods build script needs Foundry installed) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'eth_getProof failed',
    expected: ['/api/1.1/blockchain-integration/eth-examples'],
    context: '1.1',
    source:
      'risc0-ethereum v1.1.4 steel/src (a Steel host preflighting against an RPC endpoint that does not serve eth_getProof) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: '(signal: 11, SIGSEGV: invalid memory reference)',
    expected: ['/faq'],
    context: 'root',
    source:
      'risc0/risc0#755 (the methods build script crashes when a risc0 project is built inside a Docker container) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Failed to connect to Ethereum node.',
    expected: ['/api/0.18/bonsai/bonsai-on-eth'],
    context: '0.18',
    source:
      'risc0/risc0 v0.18.0 bonsai/ethereum-relay/src/client_config.rs (the relay service started with an Ethereum URL it cannot reach) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Failed to decode private key.',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source:
      'risc0/risc0 v0.19.1 bonsai/ethereum-relay/src/client_config.rs (the relayer started with a wallet key that is not hex) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'Requested Merkle validation on row',
    expected: ['/api/0.20/zkvm/receipts'],
    context: '0.20',
    source:
      'risc0/risc0 v0.20.1 risc0/zkp/src/verify/mod.rs (a seal whose Merkle openings do not fit the circuit the verifier expects) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Invalid ELF type, must be executable',
    expected: ['/faq', '/api/0.21/zkvm/zkvm-specification'],
    context: '0.21',
    source:
      'risc0/risc0 v0.21.0 risc0/binfmt/src/elf.rs (bytes passed as the guest that are not an executable ELF) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'parent_beacon_block_root missing in execution header',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source:
      'risc0-ethereum v1.2.0 steel/src/beacon.rs (a beacon commitment asked of a chain whose headers carry no beacon root) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Failed to create Bonsai client',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source:
      'risc0/risc0 v1.0.5 risc0/cargo-risczero/src/utils.rs (cargo risczero deploy or verify given a Bonsai key that cannot be sent as a header) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'revert: Invalid commitment',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source:
      'risc0-ethereum v1.2.0 examples/erc20-counter/contracts/src/Counter.sol (Steel.validateCommitment rejects the proof’s block commitment) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'RISC Zero zkVM feature bigint2 is not available, and is required',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source:
      'risc0/risc0#2567 (accelerated crates stop the guest build when risc0-build does not signal bigint2); risc0/risc0#3230 (on no page)',
  },
];

export const batch16Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
