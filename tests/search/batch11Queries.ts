// cspell:ignore quikstart optimsm arithmetizaton codewrod tutorails hnad recursuon sepoloa finitefield emergencystop fier tuttorial interpolattion Nemotron Pectra aszepieniec blobstream bonsol bootcamp chainwayxyz citrea duyuefeng gitbook huggingface hyli kona lukasl metana nomos padjokej priceai raiko taiko taikoxyz techqa transtutors unionlabs vinidlidoo vlayer xlarge yetanotherco zerofiers zkmips zkvms
/**
 * Batch 11 of the reader queries for the search benchmark, dated 2026-11-28.
 * The queries were written blind to the site's search: no run of it, no look
 * at its index, ranking or benchmark output. Each one starts from something a
 * real reader wrote or read: an issue or pull request in risc0/risc0,
 * risc0/risc0-ethereum, the Foundry template, or a project that proves with
 * the zkVM or Bonsai (rollups, coprocessors, Solana and Ethereum verifiers,
 * light clients, benchmark suites), or a learner's page on finite fields,
 * Reed-Solomon codes, arithmetic circuits, polynomial interpolation, RISC-V,
 * STARKs and FRI. The expected pages were picked by reading the Markdown of
 * the version each query is typed from.
 *
 * Pasted errors keep the wording of their thread, cut to fit the search box.
 * Where a thread only describes the failure, the text is the message that the
 * tool or the thread's release prints for it. Errors that appear on no page
 * have sources ending in "(on no page)" and expect the page a reader should
 * land on instead.
 *
 * A little under half of the batch is typed from the 1.2 or root pages; the
 * rest comes from next and the older versions (1.1, 1.0, 0.21, 0.20, 0.19,
 * 0.18), preferring topics earlier batches covered thinly: datasheets and
 * benchmarks, the trusted setup, editor settings, the Bonsai SDK and the
 * on-chain verifier contracts. No entry repeats one of `queries.ts`, batches
 * 3 to 10 or the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'disable-dev-mode feature flag',
    expected: ['/api/0.19/zkvm/dev-mode'],
    context: '0.19',
    source: 'risc0/risc0#909 (README gains a row for the disable-dev-mode feature flag, September 2023)',
  },
  {
    kind: 'keyword',
    query: 'datasheet subcommand',
    expected: ['/api/1.1/zkvm/benchmarks'],
    context: '1.1',
    source: 'risc0/risc0#2478 (backport to 1.1 of the cargo risczero datasheet bug fixes)',
  },
  {
    kind: 'keyword',
    query: 'guest optimization guide',
    expected: ['/api/0.20/zkvm/optimization'],
    context: '0.20',
    source: 'risc0/risc0#1080 (Guest Optimization Guide added to the docs, November 2023)',
  },
  {
    kind: 'keyword',
    query: 'bn254 accelerator',
    expected: ['/api/next/zkvm/precompiles'],
    context: 'next',
    source: 'chainwayxyz/citrea#2176 (enable the substrate-bn precompiles once RISC Zero ships them)',
  },
  {
    kind: 'keyword',
    query: 'datasheet pdf',
    expected: ['/api/0.18/zkvm/benchmarks'],
    context: '0.18',
    source: 'risc0/risc0#968 (dev.risczero.com datasheet.pdf written before continuations, September 2023)',
  },
  {
    kind: 'keyword',
    query: 'multiplicative depth',
    expected: ['/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source:
      'transtutors.com/homework-help/computer-science/digital-electronics/arithmetic-circuits/ (depth of a gate in an arithmetic circuit)',
  },
  {
    kind: 'keyword',
    query: 'guest rust 1.85 toolchain',
    expected: ['/api/zkvm/install'],
    context: '1.2',
    source: 'risc0/risc0#3013 (guest Rust toolchain bumped to 1.85, with a backport to release-1.2 planned)',
  },
  {
    kind: 'keyword',
    query: 'cut a docs version',
    expected: ['/contributors-guide'],
    context: 'root',
    source: 'risc0/risc0#2877 (README and website updated when the 1.3 line starts)',
  },
  {
    kind: 'keyword',
    query: 'zk talks and articles',
    expected: ['/education', '/studyclub'],
    context: 'root',
    source: 'risc0/risc0#222 (a reader asking for references to learn how the proof system works)',
  },
  {
    kind: 'keyword',
    query: 'gpu datasheet reports',
    expected: ['/api/zkvm/benchmarks'],
    context: '1.2',
    source: 'risc0/risc0#2160 (g6.xlarge GPU benchmarks and datasheet published on the website)',
  },
];

const identifiers: ReaderQuery[] = [
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_PROVER=ipc',
    expected: ['/api/1.1/generating-proofs/proving-options', '/api/1.1/getting-started'],
    context: '1.1',
    source: 'chainwayxyz/citrea#1411 (host picks the local, ipc or bonsai prover from RISC0_PROVER, November 2024)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'bn254_control_id',
    expected: ['/api/1.0/trusted-setup-ceremony'],
    context: '1.0',
    source:
      'taikoxyz/taiko-mono#17877 (RiscZeroGroth16Verifier deployed with ControlID.CONTROL_ROOT and BN254_CONTROL_ID, August 2024)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_zkvm::serde::from_slice(&receipt.journal)',
    expected: ['/api/0.18/zkvm/developer-guide/receipts', '/api/0.18/zkvm/developer-guide/host-code-101'],
    context: '0.18',
    source: 'risc0/risc0#1036 (journal decoded with from_slice(&receipt.journal) before Journal::decode existed)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'segment_count',
    expected: ['/api/0.19/zkvm/quickstart'],
    context: '0.19',
    source:
      'risc0/risc0#1047 (executor statistics total_cycles, session_cycles, segment_count and execution_time added to the trace)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'prove_with_ctx',
    expected: ['/api/0.21/zkvm/host-code-101'],
    context: '0.21',
    source: 'risc0/risc0#1281 (prove needs a verifier context and options while prove_elf takes only the env and ELF)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'Client::receipt_download',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source: 'risc0/risc0#1573 (receipt download method added to the Bonsai SDK)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'CallbackRequest event',
    expected: ['/api/0.18/bonsai/bonsai-on-eth'],
    context: '0.18',
    source:
      'risc0/risc0#1108 (Bonsai relay README: a transaction triggers a Callback request event that the relay forwards)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'rust-analyzer.cargo.targetDir',
    expected: ['/api/1.1/best-practice-for-vscode'],
    context: '1.1',
    source:
      'vlayer-xyz/vlayer#388 (terminal builds of a risc0 guest wait while cargo check from the IDE runs, August 2024)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'rust-analyzer.cargo.extraEnv',
    expected: ['/api/next/best-practice-for-vscode'],
    context: 'next',
    source:
      'vlayer-xyz/vlayer#392 (rust-analyzer ignores env vars from .cargo/config.toml, so RISC0_SKIP_BUILD is duplicated in its settings)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_USE_DOCKER=1 cargo build',
    expected: ['/api/0.20/bonsai/eth-examples'],
    context: '0.20',
    source:
      'boundless-xyz/risc0-foundry-template#88 (reproducible builds with RISC0_USE_DOCKER=1 cargo build sometimes bypassed, March 2024)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo risczero datasheet rv32im --max-po2 22',
    expected: ['/api/next/zkvm/benchmarks'],
    context: 'next',
    source: 'risc0/risc0#2817 (largest segment size raised to po2 22 for the 1.3 line)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'CC=gcc-14 CXX=g++-14 cargo build -F cuda',
    expected: ['/faq'],
    context: '1.2',
    source: 'risc0/risc0#2737 (CUDA build on a distribution whose gcc is newer than CUDA supports)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'why is my image id different on another machine',
    expected: ['/api/1.0/zkvm/zkvm-specification', '/api/1.0/security-model', '/faq'],
    context: '1.0',
    source:
      'chainwayxyz/citrea#637 (risc0 guest builds differ from machine to machine, found while moving to 1.0, May 2024)',
  },
  {
    kind: 'question',
    query: 'do I need no_main and entry! in a std guest',
    expected: ['/api/0.20/zkvm/guest-code-101'],
    context: '0.20',
    source: 'risc0/risc0#1268 (minimal std guest drops #![no_main] and the entry! macro, December 2023)',
  },
  {
    kind: 'question',
    query: 'how do I list what rzup has installed',
    expected: ['/api/zkvm/install'],
    context: '1.2',
    source: 'risc0/risc0#1961 (rzup revamp: rzup show lists the installed extensions and toolchains)',
  },
  {
    kind: 'question',
    query: 'does dev mode still send my proof to bonsai',
    expected: ['/api/0.19/zkvm/dev-mode', '/api/0.19/zkvm/developer-guide/host-code-101'],
    context: '0.19',
    source: 'risc0/risc0#904 (default_prover docs: Bonsai is used only while not in RISC0_DEV_MODE, September 2023)',
  },
  {
    kind: 'question',
    query: 'why is risc0-build 2.0 when risc0-zkvm is 1.3',
    expected: ['/api/next/zkvm/install', '/api/next'],
    context: 'next',
    source: 'risc0/risc0#2876 (zkvm bumped to 1.3.0 while risc0-build moves to 2.0)',
  },
  {
    kind: 'question',
    query: 'do I need to generate a proof to get a profile',
    expected: ['/api/zkvm/profiling'],
    context: '1.2',
    source: 'risc0/risc0#2522 (RISC0_DEV_MODE=1 added to the profiling command, November 2024)',
  },
  {
    kind: 'question',
    query: 'is p-256 signature verification accelerated in 1.1',
    expected: ['/api/1.1/zkvm/precompiles', '/api/1.1'],
    context: '1.1',
    source: 'chainwayxyz/citrea#1475 (benchmarking revm p256_verify cycle counts in a risc0 guest, November 2024)',
  },
  {
    kind: 'question',
    query: 'is ed25519 signature verification accelerated',
    expected: ['/api/1.0/zkvm/precompiles'],
    context: '1.0',
    source: 'risc0/risc0#721 (Ed25519 with bigint acceleration, closed by the curve25519-dalek fork in July 2024)',
  },
  {
    kind: 'question',
    query: 'how do I stop rzup install from upgrading rust silently',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source:
      'taikoxyz/raiko#515 (pinning the risc0 tool versions because rzup install would silently move to Rust 1.85, March 2025)',
  },
  {
    kind: 'question',
    query: 'does receipt.verify accept fake receipts in dev mode',
    expected: ['/api/generating-proofs/dev-mode', '/faq'],
    context: '1.2',
    source:
      'hyli-org/hyli#377 (risc0 dev mode for e2e tests: does the verifier need its own RISC0_DEV_MODE check, December 2024)',
  },
  {
    kind: 'question',
    query: 'can I accelerate substrate-bn in the guest',
    expected: ['/api/1.1/zkvm/precompiles'],
    context: '1.1',
    source: 'unionlabs/risczero-poc#6 (forking substrate-bn to use RISC Zero accelerated cryptography, October 2024)',
  },
  {
    kind: 'question',
    query: 'how does rust code turn into risc-v instructions',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'sasha.computer/r0vm-i (zkVM part I: from a program to RISC-V and a proof)',
  },
  {
    kind: 'question',
    query: 'why does RUST_LOG=[executor]=info print no cycle counts',
    expected: ['/api/1.1/zkvm/quickstart'],
    context: '1.1',
    source: 'risc0/risc0#2457 (executor statistics flag from the docs prints nothing on 1.1.2; RUST_LOG=info works)',
  },
  {
    kind: 'question',
    query: 'why does setting BONSAI_API_KEY not send proofs to bonsai',
    expected: ['/api/generating-proofs/proving-options', '/api/generating-proofs/remote-proving'],
    context: '1.2',
    source:
      'boundless-xyz/risc0-foundry-template#145 (Bonsai support in default_prover gated behind the bonsai feature, January 2025)',
  },
  {
    kind: 'question',
    query: 'where did the governance example go after 0.21',
    expected: ['/api/0.21/blockchain-integration/eth-examples'],
    context: '0.21',
    source: 'risc0/risc0-ethereum#246 (governance example moved from release-0.20 of risc0 into risc0-ethereum)',
  },
  {
    kind: 'question',
    query: 'how do I see what my guest printed on bonsai',
    expected: ['/api/0.20/bonsai/rest-api'],
    context: '0.20',
    source: 'risc0/risc0#1093 (a guest panic on Bonsai shows up only in the r0vm output log)',
  },
];

const misspellings: ReaderQuery[] = [
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'bonsai quikstart',
    intended: 'bonsai quickstart',
    expected: ['/api/0.18/bonsai/quickstart'],
    context: '0.18',
    source: 'risc0/risc0#690 (Bonsai quick start points to the cargo risczero README for remote proving)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'optimsm sepolia verifier',
    intended: 'optimism sepolia verifier',
    expected: ['/api/1.1/blockchain-integration/contracts/verifier'],
    context: '1.1',
    source: 'risc0/risc0#2741 (Optimism Sepolia addresses corrected in the 1.1 verifier table)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'reed solomon codewrod',
    intended: 'reed solomon codeword',
    expected: ['/reference-docs/about-rs-codes', '/terminology'],
    context: 'root',
    source:
      'nomos-tech.notion.site/FRI-and-RS-1fd261aa09df81b5a499ccbae9dfa8a1 (Reed-Solomon codeword as the evaluations of a polynomial)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'recursuon programs',
    intended: 'recursion programs',
    expected: ['/api/1.1/recursion'],
    context: '1.1',
    source: 'risc0/risc0#1959 (doc and diagram for end-to-end recursive proving: lift, join, resolve, identity_p254)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'groth16 verifier sepoloa',
    intended: 'groth16 verifier sepolia',
    expected: ['/api/0.21/blockchain-integration/contracts/verifier'],
    context: '0.21',
    source: 'risc0/risc0#1727 (Sepolia verifier contract address added to the docs, April 2024)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'finitefield arithmetic',
    intended: 'finite field arithmetic',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source:
      'metana-bootcamp.github.io/web3-solidity-course/workshops/008_zk_prerequisites/02-finite-fields-and-modular-arithmetic/ (ZK prerequisites: finite fields)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'install rust up first',
    intended: 'install rustup first',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#1774 (the rzup install script refuses to run without a rustup-managed Rust)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'zero fier',
    intended: 'zerofier',
    expected: ['/terminology', '/proof-system/stark-by-hand'],
    context: 'root',
    source: 'aszepieniec.github.io/stark-anatomy/faster (Anatomy of a STARK: zerofiers and fast division)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'hello world tuttorial',
    intended: 'hello world tutorial',
    expected: ['/api/next/zkvm/tutorials/hello-world'],
    context: 'next',
    source: 'risc0/risc0#2789 (hello world tutorial rewritten around examples/hello-world, February 2025)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'lagrange interpolattion',
    intended: 'lagrange interpolation',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source:
      'notes.padjokej.dev/ba2-EPFL/COM-102/notes/03.4-Reed-Solomon-Codes (Lagrange interpolation polynomials over a finite field)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'tutorails overview',
    intended: 'tutorials overview',
    expected: ['/api/zkvm/tutorials/overview'],
    context: '1.2',
    source: 'risc0/risc0#1077 (hello world tutorial moved from GitHub into the docs tutorials section)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'stark by hnad',
    intended: 'stark by hand',
    expected: ['/proof-system/stark-by-hand'],
    context: 'root',
    source: 'risc0/risc0#2888 (interactive STARK by Hand notebooks)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'emergencystop contract',
    intended: 'emergency stop contract',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#80 (emergency stop and verifier router contracts for version management)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'arithmetizaton',
    intended: 'arithmetization',
    expected: ['/terminology', '/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source: 'vinidlidoo.github.io/blog/zk-computation-to-polynomials (turning computation into polynomials)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'oversampling a polynomial to detect errors',
    expected: ['/reference-docs/about-rs-codes'],
    context: 'root',
    source:
      'github.com/duyuefeng0708/Cryptography-From-First-Principle (Reed-Solomon module: evaluate at extra points for redundancy)',
  },
  {
    kind: 'concept',
    query: 'dividing polynomials pointwise in evaluation form',
    expected: ['/reference-docs/about-ntts-and-fourier', '/proof-system/stark-by-hand'],
    context: 'root',
    source:
      'math.techqa.club/polynomial-long-division-using-fourier-transform-deconvolution-1995107 (division as pointwise division of transforms)',
  },
  {
    kind: 'concept',
    query: 'checking dao ballots off chain to cut gas',
    expected: ['/api/1.0/blockchain-integration/eth-examples', '/api/1.0/use-cases'],
    context: '1.0',
    source: 'risc0/risc0-ethereum#245 (governance example refactored for zkVM 1.0, with gas benchmarks)',
  },
  {
    kind: 'concept',
    query: 'faults end the run: no trap handlers in the guest',
    expected: ['/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'risc0/risc0#1229 (a faulted session from alignment errors, reported with no guest-side handler)',
  },
  {
    kind: 'concept',
    query: 'an arithmetic circuit computes a polynomial',
    expected: ['/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source:
      'huggingface.co/datasets/nvidia/Nemotron-CC-Math-v1 (Arithmetic circuits: the standard model for computing polynomials)',
  },
  {
    kind: 'concept',
    query: 'program counter advances by 4 per instruction',
    expected: ['/reference-docs/about-risc-v', '/proof-system/what-is-a-trace'],
    context: 'root',
    source: 'notes.lukasl.dev/Knowledge/jal-(RISC-V) (why PC + 4: every RISC-V instruction is 4 bytes)',
  },
  {
    kind: 'concept',
    query: 'soundness measured in bits of attacker work',
    expected: ['/terminology', '/api/security-model'],
    context: 'root',
    source:
      'zkm.io/blog/zkmips-what-security-means-for-our-zkvms-proofs-part-2 (soundness error of 2^-100 and what it means)',
  },
  {
    kind: 'concept',
    query: 'verifying ethereum bls12-381 signatures in a guest',
    expected: ['/api/next/use-cases', '/api/next/zkvm/precompiles'],
    context: 'next',
    source: 'op-rs/kona#946 (accelerating the Pectra BLS12-381 precompile inside a fault-proof guest, January 2025)',
  },
  {
    kind: 'concept',
    query: 'witness: a value for every wire',
    expected: ['/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source:
      'priceai.gitbook.io/priceai-whitepaper/priceai-protocol/arithmetic-circuits (a legal assignment to the labeled wires)',
  },
  {
    kind: 'concept',
    query: 'page-in and page-out cost per 1 KB page',
    expected: ['/api/0.21/zkvm/optimization'],
    context: '0.21',
    source: 'chainwayxyz/citrea#624 (optimizing the risc0 guest for memory usage, May 2024)',
  },
  {
    kind: 'concept',
    query: 'circuit setup once per version, image id once per program',
    expected: ['/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source: 'risczero.com/docs/tech_faq (what the method ID and image ID are and how they tie a receipt to code)',
  },
  {
    kind: 'concept',
    query: 'join is associative so segments can be lifted in parallel',
    expected: ['/api/recursion'],
    context: '1.2',
    source: 'risc0/risc0#2657 (wide join and join+lift programs to speed up the join tree, December 2024)',
  },
];

const errors: ReaderQuery[] = [
  {
    kind: 'error',
    form: 'build',
    query: 'is below the minimum requirement',
    expected: ['/api/1.0/zkvm/install'],
    context: '1.0',
    source:
      'risc0/risc0#1774 and #1918 (the 1.0 rzup script compares the installed Rust with its minimum and stops, May 2024) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'warning: Patch `sha2 v0.10.6` was not used in the crate graph',
    expected: ['/api/0.19/zkvm/developer-guide/precompiles'],
    context: '0.19',
    source:
      'Sovereign-Labs/sov-rollup-starter#21 (risc0 sha2 patch listed under [[patch.unused]] in the guest Cargo.lock, January 2024)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'failed to run custom build command for `risc0-sys v1.1.2`',
    expected: ['/api/1.1/generating-proofs/local-proving', '/faq'],
    context: '1.1',
    source:
      'InfinityVM/InfinityVM#268 (risc0-sys 1.1.2 Metal kernels failing to compile on macOS, October 2024) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: "panicked at 'assertion failed: ok', risc0/zkvm/examples/loop.rs",
    expected: ['/api/0.18/zkvm/benchmarks'],
    context: '0.18',
    source: 'risc0/risc0#882 (loop example with -F cuda failing until CUDA was updated, September 2023) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'error trying to connect: unexpected EOF',
    expected: ['/api/0.19/bonsai/quickstart', '/api/0.19/bonsai/rest-api'],
    context: '0.19',
    source: 'risc0/risc0#1116 (Bonsai error trying to connect: unexpected EOF, November 2023) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Unsupported architecture: linux/aarch64',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#3118 (installing on arm64 Linux, where only a build from source works, April 2025)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'ControlVerificationError',
    expected: ['/api/0.21/zkvm/receipts'],
    context: '0.21',
    source:
      'risc0/risc0#1487 (0.21 changelog: Poseidon2 in recursion makes receipts from older releases fail verification)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'InternalServerErr',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source:
      'chainwayxyz/citrea#596 (handling Bonsai SDK errors: retry on InternalServerErr, reconnect on HttpErr, May 2024) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'unknown flag: --output',
    expected: ['/faq'],
    context: '1.2',
    source:
      'bonsol-collective/bonsol#178 (risc0 Docker guest build needs the buildx plugin for docker build --output) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Cannot expand, max po2 of 24 reached',
    expected: ['/faq', '/terminology'],
    context: 'root',
    source: 'risc0/risc0#360 (prover stops at 2^24 cycles before continuations existed) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Error: Could not find or execute docker',
    expected: ['/faq'],
    context: 'root',
    source: 'risc0/risc0#872 (cargo risczero build needs the docker CLI installed and on PATH)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'produced for a version of the verifier with circuit info',
    expected: ['/faq'],
    context: 'root',
    source: 'risc0/risc0#1764 (ReceiptMetadata with verifier info, to report verifier parameter mismatches)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'VerificationFailed()',
    expected: ['/faq', '/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source:
      'taikoxyz/taiko-mono#17877 (own RiscZeroGroth16Verifier deployed with the release ControlID constants, August 2024)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'incompatible server version: 1.1.4',
    expected: ['/api/generating-proofs/local-proving', '/faq'],
    context: '1.2',
    source: 'yetanotherco/aligned_layer#1251 (risc0 failure traced to an outdated client version, October 2024)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Blocking waiting for file lock on build directory',
    expected: ['/api/best-practice-for-vscode'],
    context: '1.2',
    source:
      'vlayer-xyz/vlayer#388 (terminal build of a risc0 project waits for the IDE cargo check, August 2024) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'custom error 0xe4ea6542',
    expected: ['/api/next/blockchain-integration/contracts/verifier'],
    context: 'next',
    source:
      'boundless-xyz/blobstream0#39 (checking that seals from the prover are accepted by the deployed verifier routers) (on no page)',
  },
];

export const batch11Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
