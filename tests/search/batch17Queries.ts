// cspell:ignore bencmharks ceremeny compostion flamegrapph usecases recusrion precompules tutorals recceipt jounral accelerater proofsystem citrea chainwayxyz vlayer tetsuo agenc smartcore stackrlabs binstall icme dustwell xiaohuiliu zkml flamegraph flamegraphs lambdaclass ethrex vaddr binfmt
/**
 * Batch 17 of the reader queries for the search benchmark, dated 2026-11-29.
 * Like the batches before it, this one was written without running or
 * reading the site's search: no index, no ranking code, no benchmark output
 * was looked at. Every query goes back to something a reader actually met.
 * Most come from GitHub threads: risc0/risc0 issues and pull requests on the
 * datasheet command, dev mode and its production switch, the profiler,
 * composition and assumptions, the trusted setup write-up, rzup and
 * cargo-risczero installs, arm64 binaries, the Bonsai relay and SDK, the
 * crate validator and the ZKML example; risc0-ethereum and the Foundry
 * template (Bonsai version mismatches, the 0.21 upgrade, Apple Silicon and
 * stark2snark); and projects built on the zkVM (Citrea's mainnet dev-mode
 * guard and prover settings, vlayer's skipped guest builds, a zkEVM
 * benchmark suite and a rollup client that hit the getrandom panic, an
 * on-chain attestation app, an OP Stack proposal). The rest are error
 * strings read in the risc0 source at the release the query is typed from
 * (the verifier, risc0-build, cargo-risczero, the ELF loader, the recursion
 * prover, the POSIX I/O layer, the old Ethereum relay and Bonsai SDK), and
 * learners' pages on PLONK copy constraints, memory checking, Reed–Solomon
 * distance, Fiat–Shamir, NTTs and STARK verification cost. Expected pages
 * were chosen by reading the Markdown of each query's version.
 *
 * Errors keep the wording of the source or the thread, trimmed to the
 * 64-character box; a few readers replace a digest with "...". Errors that
 * no page quotes end their source with "(on no page)" and expect the page
 * a reader should land on instead.
 *
 * Just under half the queries are typed from 1.2 or root pages; the others
 * are spread over next, 1.1, 1.0, 0.21, 0.20, 0.19 and 0.18. The batch aims
 * at pages earlier batches seldom reached: the next dev mode, getting
 * started, zkVM overview, Rust resources and tutorials pages, the 1.2
 * benchmarks, VS Code and recursion pages, the 1.1 trusted setup, use
 * cases, profiling, benchmarks and I/O tutorial pages, the 1.0 Ethereum
 * coprocessor, local proving, composition, install and specification
 * pages, the 0.21 use cases, install, trusted setup, benchmarks and remote
 * proving pages, the 0.20 precompiles, profiling, install and host/guest
 * pages, the 0.19 Bonsai overview, quick start, dev mode, guest code and
 * receipts pages, the 0.18 blockchain guide, precompiles, host code and
 * Bonsai pages, and the proof system overview, PLONK, Reed–Solomon, NTT
 * and STARK reference pages. No entry is meant to repeat a query of `queries.ts`, batches 3 to
 * 16 or the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'datasheet lift join succinct benchmark rows',
    expected: ['/api/zkvm/benchmarks'],
    context: '1.2',
    source:
      'risc0/risc0#2196 (cargo risczero datasheet added: a hand-written assembly loop as the guest, timed through an r0vm server)',
  },
  {
    kind: 'keyword',
    query: 'disable-dev-mode feature for mainnet release builds',
    expected: ['/api/next/generating-proofs/dev-mode'],
    context: 'next',
    source:
      'chainwayxyz/citrea#1679 (a rollup plans to turn on risc0 disable-dev-mode before mainnet so fake receipts can never verify)',
  },
  {
    kind: 'keyword',
    query: 'stark verify circuit zkey snarkjs transcript check',
    expected: ['/api/trusted-setup-ceremony'],
    context: '1.2',
    source:
      'risc0/risc0#1804 (docs on checking the trusted setup: the circuit, the zkey transcript and the contributors’ attestations)',
  },
  {
    kind: 'keyword',
    query: 'pprof flame graph of guest cycles go tool',
    expected: ['/api/1.1/zkvm/profiling'],
    context: '1.1',
    source: 'risc0/risc0#891 (the guest profiler should keep full stack traces so its output can become a flamegraph)',
  },
  {
    kind: 'keyword',
    query: 'zk coprocessor, rollup fraud proofs, community apps',
    expected: ['/api/0.21/use-cases'],
    context: '0.21',
    source:
      'ethereum-optimism/ecosystem-contributions#61 (RISC Zero’s application to build zero-knowledge proofs for the OP Stack)',
  },
  {
    kind: 'keyword',
    query: 'coprocessor flow prove off chain then act on journal',
    expected: ['/api/1.0/blockchain-integration/bonsai-on-eth'],
    context: '1.0',
    source:
      'risc0/risc0#1108 (the Bonsai-on-Ethereum docs rewritten around the template’s contract, guest program and relay)',
  },
  {
    kind: 'keyword',
    query: 'ethabi decode uint256 input in bonsai guest',
    expected: ['/api/0.18/bonsai/blockchain-zkvm-guide'],
    context: '0.18',
    source:
      'risc0/risc0#638 (a proposed helper crate for reading ABI-encoded guest input with ethabi, set aside for read-all-stdin)',
  },
  {
    kind: 'keyword',
    query: 'sha2 k256 crypto-bigint accelerated forks tags',
    expected: ['/api/0.20/zkvm/precompiles'],
    context: '0.20',
    source:
      'risc0/risc0#890 (the ECDSA example guest manifest pins the risc0 forks of the RustCrypto crates while profiling is added)',
  },
  {
    kind: 'keyword',
    query: 'rv32im circuit, recursion circuit and stark-to-snark',
    expected: ['/proof-system/'],
    context: 'root',
    source:
      'risc0/risc0#1355 (proving a receipt invalid would need the recursion circuit rather than the RISC-V one, a reader notes)',
  },
  {
    kind: 'keyword',
    query: 'nightly crate validation of top 1000 crates',
    expected: ['/api/next/zkvm/rust-resources'],
    context: 'next',
    source:
      'risc0/risc0#562 (the crate validator checks the top 1,000 crates; serializers and crypto crates should be added)',
  },
  {
    kind: 'keyword',
    query: 'local proving ram cuda metal requirements',
    expected: ['/api/1.0/generating-proofs/local-proving'],
    context: '1.0',
    source: 'boundless-xyz/zeth#41 (a beginner asks whether the prover can use a GPU; the answer is the cuda feature)',
  },
  {
    kind: 'keyword',
    query: 'vscode rust-analyzer settings for guest crates',
    expected: ['/api/best-practice-for-vscode'],
    context: '1.2',
    source:
      'vlayer-xyz/vlayer#388 (every save rebuilt the guests until RISC0_SKIP_BUILD was set where rust-analyzer reads it)',
  },
];

const identifiers: ReaderQuery[] = [
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_SERVER_PATH pointing at r0vm',
    expected: ['/api/zkvm/benchmarks', '/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'risc0/risc0#2196 (the datasheet command finds r0vm through --r0vm, RISC0_SERVER_PATH or the PATH)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_DEV_MODE=1 to skip proving',
    expected: ['/api/0.19/zkvm/dev-mode'],
    context: '0.19',
    source: 'risc0/risc0#1033 (docs: dev mode instructions for faster iteration, added to the quick start and FAQ)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_PPROF_OUT=./profile.pb',
    expected: ['/api/zkvm/profiling'],
    context: '1.2',
    source:
      'risc0/risc0#890 (a reviewer wants the executor to write a profile whenever RISC0_PPROF_OUT is set, with no host code)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo risczero datasheet --json results.json',
    expected: ['/api/zkvm/benchmarks'],
    context: '1.2',
    source: 'risc0/risc0#2266 (a segment limit that the datasheet command had left out when it was ported)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo tree -e features to find who pulls in std',
    expected: ['/api/next/zkvm/rust-resources'],
    context: 'next',
    source:
      'risc0/risc0#1075 (a no_std guest fails with a duplicate panic_impl lang item because a dependency links std)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'rzup install --version 1.0.5',
    expected: ['/api/1.0/zkvm/install'],
    context: '1.0',
    source: 'risc0/risc0#2372 (installing one release with rzup did not work as the install page described)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'env::verify_integrity(&claim)',
    expected: ['/api/1.0/zkvm/composition'],
    context: '1.0',
    source:
      'risc0/risc0#980 (the composition guest API: env::verify for the common case, env::verify_integrity for any claim)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'ExecutorEnvBuilder::add_assumption(receipt)',
    expected: ['/api/zkvm/composition'],
    context: '1.2',
    source: 'risc0/risc0#1314 (composition terms documented; add_assumption now takes a receipt directly)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'bonsai_sdk::alpha::responses::SnarkReceipt',
    expected: ['/api/0.18/bonsai/quickstart'],
    context: '0.18',
    source:
      'risc0/risc0#782 (a verify overload that takes the whole journal, for contracts checking what Bonsai’s SNARK step returns)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'prove_elf(env, METHOD_ELF)',
    expected: ['/api/0.18/zkvm/developer-guide/host-code-101'],
    context: '0.18',
    source: 'risc0/risc0#1281 (a reader swaps prove for prove_elf because prove wanted more arguments)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'segment_limit_po2(21) on the env builder',
    expected: ['/api/zkvm/host-code-101', '/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'chainwayxyz/citrea#1380 (a prover host sets the segment size to 2^21 cycles before proving with CUDA)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'onlyBonsaiCallback(imageId) modifier',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source: 'risc0/risc0#720 (the relay README should explain the request and verified-callback flow)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'verifyIntegrity(receipt) on the verifier contract',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source:
      'Monadic-DNA/MonadicDNA#48 (an app wants to check the receipt claim stored in its attestations against the Sepolia verifier)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'verify_integrity_with_context for a nonzero exit',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source:
      'risc0/risc0#992 (verify now asks for a successful exit; verify_integrity_with_context is the way to accept other exits)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'how long will proving take for my cycle count on this gpu',
    expected: ['/api/zkvm/benchmarks'],
    context: '1.2',
    source:
      'risc0/risc0#856 (a new user asks which hardware matters for proof speed; their run was much slower than the published table)',
  },
  {
    kind: 'question',
    query: 'why is my small helper function missing from the profile',
    expected: ['/api/zkvm/profiling'],
    context: 'root',
    source: 'risc0/risc0#195 (profiling tools for the zkVM: which functions the guest spends its cycles in)',
  },
  {
    kind: 'question',
    query: 'does cargo binstall fall back to compiling cargo-risczero',
    expected: ['/api/0.21/zkvm/install'],
    context: '0.21',
    source: 'risc0/risc0#1646 (install docs should say which platforms get prebuilt binaries and what the others do)',
  },
  {
    kind: 'question',
    query: 'can one guest check the receipt of a different guest',
    expected: ['/api/1.0/zkvm/composition'],
    context: '1.0',
    source: 'risc0/risc0#338 (is running the verifier inside a guest supported, and is there an example?)',
  },
  {
    kind: 'question',
    query: 'where do I ask for a bonsai api key',
    expected: ['/api/0.19/bonsai/', '/api/0.19/bonsai/quickstart'],
    context: '0.19',
    source: 'risc0/risc0#1051 (a request to put the Bonsai API key form in the docs navigation)',
  },
  {
    kind: 'question',
    query: 'can I make a groth16 receipt locally on an m2 mac',
    expected: ['/api/generating-proofs/local-proving', '/api/getting-started'],
    context: '1.2',
    source: 'risc0/risc0#1786 (stark2snark only works on x86, a frequent surprise for Apple Silicon users)',
  },
  {
    kind: 'question',
    query: 'how does the host pass an earlier receipt to a guest in 0.20',
    expected: ['/api/0.20/zkvm/host-code-101', '/api/0.20/zkvm/guest-code-101'],
    context: '0.20',
    source:
      'risc0/risc0#1299 (a guest that calls env::verify twice fails to prove although the host added both assumptions)',
  },
  {
    kind: 'question',
    query: 'why does groth16 need a ceremony when a stark does not',
    expected: ['/terminology', '/reference-docs/about-starks', '/api/trusted-setup-ceremony'],
    context: 'root',
    source:
      'tangle-network/zero-knowledge-gadgets#78 (a spec of a two-phase Groth16 setup: powers of tau, then a circuit-specific phase)',
  },
  {
    kind: 'question',
    query: 'is proving time linear in the number of cycles',
    expected: ['/api/zkvm/benchmarks', '/api/zkvm/optimization'],
    context: 'root',
    source:
      'risc0/risc0#94 (a reader asks whether cost grows in proportion to a normal CPU’s and which program traits decide it)',
  },
  {
    kind: 'question',
    query: 'how do I send proving to bonsai instead of my laptop',
    expected: ['/api/0.18/zkvm/quickstart', '/api/0.18/bonsai/quickstart'],
    context: '0.18',
    source:
      'boundless-xyz/risc0-foundry-template#18 (2023: bonsai-sdk and the zkVM pinned to the versions the Bonsai API served)',
  },
  {
    kind: 'question',
    query: 'how can I check my own contribution to the setup ceremony',
    expected: ['/api/0.21/trusted-setup-ceremony'],
    context: '0.21',
    source: 'risc0/risc0#1823 (the trusted setup ceremony page reworded to say what participants attested)',
  },
  {
    kind: 'question',
    query: 'which part of my app is proven, guest or host',
    expected: ['/terminology', '/api/zkvm'],
    context: 'root',
    source:
      'Sovereign-Labs/sovereign-sdk#730 (docs for a demo prover explain which code is the guest and how the host feeds it)',
  },
  {
    kind: 'question',
    query: 'how do I diff two profiles before and after an optimization',
    expected: ['/api/zkvm/profiling'],
    context: '1.2',
    source: 'risc0/risc0#538 (generate flamegraphs and performance figures in CI to follow changes over time)',
  },
  {
    kind: 'question',
    query: 'is there a prebuilt cargo-risczero for arm64 linux',
    expected: ['/api/0.20/zkvm/install'],
    context: '0.20',
    source: 'risc0/risc0#1286 (no binaries for aarch64-unknown-linux-gnu, so arm64 Docker on a Mac builds from source)',
  },
];

const misspellings: ReaderQuery[] = [
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'proving bencmharks',
    intended: 'proving benchmarks',
    expected: ['/api/0.21/zkvm/benchmarks'],
    context: '0.21',
    source: 'risc0/risc0#1621 (benchmarking improved: datasheet-style runs for published proving figures)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'trusted setup ceremeny',
    intended: 'trusted setup ceremony',
    expected: ['/api/1.1/trusted-setup-ceremony'],
    context: '1.1',
    source:
      'tetsuo-ai/AgenC#170 (a mainnet Groth16 ceremony: keys are safe if any one contributor destroyed their toxic waste)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'proof compostion',
    intended: 'proof composition',
    expected: ['/api/1.0/zkvm/composition'],
    context: '1.0',
    source:
      'risc0/risc0#1274 (a basic composition example: one guest verifies the receipt of another with env::verify)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'guest flamegrapph',
    intended: 'guest flamegraph',
    expected: ['/api/0.20/zkvm/profiling'],
    context: '0.20',
    source: 'risc0/risc0#891 (profiler output with full stacks, so that pprof can draw a flamegraph)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'zkvm usecases',
    intended: 'zkvm use cases',
    expected: ['/api/use-cases'],
    context: '1.2',
    source:
      'stackrlabs/succinct-residency-exps#18 (typical workloads, from binary search to block verification, run on RISC Zero)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'cargo risczero data sheet',
    intended: 'cargo risczero datasheet',
    expected: ['/api/1.1/zkvm/benchmarks'],
    context: '1.1',
    source: 'risc0/risc0#2196 (the datasheet benchmarks become a cargo risczero subcommand)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'co processor contract',
    intended: 'coprocessor contract',
    expected: ['/api/blockchain-integration/bonsai-on-eth'],
    context: '1.2',
    source:
      'risc0/risc0-ethereum#164 (a reader runs the erc20-counter publisher, which proves off chain and sends the result to a contract)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'proofsystem circuits',
    intended: 'proof system circuits',
    expected: ['/proof-system/'],
    context: 'root',
    source:
      'risc0/risc0#1776 (receipts verified by running the verifier as guest code, rather than through the recursion circuit)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'recusrion programs',
    intended: 'recursion programs',
    expected: ['/api/1.1/recursion'],
    context: '1.1',
    source: 'risc0/risc0#1720 (succinct verification must also check the control root of the recursion programs)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'cryptography precompules',
    intended: 'cryptography precompiles',
    expected: ['/api/0.20/zkvm/precompiles'],
    context: '0.20',
    source: 'risc0/risc0#562 (crypto crates such as k256 and tiny-keccak should be among those the validator checks)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'zkvm tutorals',
    intended: 'zkvm tutorials',
    expected: ['/api/next/zkvm/tutorials/overview'],
    context: 'next',
    source: 'risc0/risc0#2781 (cargo risczero install purged from the next docs, whose set-up steps move to rzup)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'serialize recceipt with bincode',
    intended: 'serialize receipt with bincode',
    expected: ['/api/0.19/zkvm/developer-guide/receipts'],
    context: '0.19',
    source: 'risc0/risc0#1619 (a command to verify a receipt stored on disk or held by Bonsai)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'commit to the jounral',
    intended: 'commit to the journal',
    expected: ['/api/0.19/zkvm/developer-guide/guest-code-101'],
    context: '0.19',
    source: 'risc0/risc0#1268 (the minimal std and no_std guests that commit a value to the journal)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'bigint accelerater',
    intended: 'bigint accelerator',
    expected: ['/api/0.18/zkvm/developer-guide/precompiles'],
    context: '0.18',
    source: 'risc0/risc0#1290 (the secp256k1 crate does not work in the guest; what makes a crate compatible?)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'copy constraints become one permutation over all cell positions',
    expected: ['/reference-docs/about-plonk'],
    context: 'root',
    source:
      'https://xiaohuiliu.medium.com/how-plonk-works-part-2-1072dcd7634a (How PLONK Works, part 2: wiring checked as a permutation with a grand product)',
  },
  {
    kind: 'concept',
    query: 'sort memory accesses by address so a load sits below its store',
    expected: ['/proof-system/what-is-a-trace'],
    context: 'root',
    source:
      'https://blog.icme.io/memory-consistency-checks-in-zk-vm/ (memory consistency checks in zkVMs, sorting-based and otherwise)',
  },
  {
    kind: 'concept',
    query: 'low-degree polynomials rarely agree, so codewords are far apart',
    expected: ['/reference-docs/about-rs-codes'],
    context: 'root',
    source:
      'http://dustwell.com/PastWork/IntroCodingTheoryHTML/tsld009.htm (coding-theory slides: the distance n − k + 1 of Reed–Solomon codes)',
  },
  {
    kind: 'concept',
    query: 'challenges hashed from the transcript, not sent by a verifier',
    expected: ['/proof-system/proof-system-sequence-diagram', '/terminology'],
    context: 'root',
    source:
      'https://o1-labs.github.io/proof-systems/plonk/fiat_shamir.html (non-interactivity: each verifier move becomes a hash of the transcript)',
  },
  {
    kind: 'concept',
    query: 'stark verifier work grows with the log of the trace length',
    expected: ['/reference-docs/about-starks'],
    context: 'root',
    source:
      'https://vitalik.ca/general/2017/11/09/starks_part_1.html (STARKs part 1: checking a few random points instead of redoing the computation)',
  },
  {
    kind: 'concept',
    query: 'ntt butterfly splits even and odd halves, n log n steps',
    expected: ['/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source: 'https://xn--2-umb.com/23/ntt/ (number theoretic transforms and their fast algorithms over finite fields)',
  },
  {
    kind: 'concept',
    query: 'bigger segments cost bits of security past po2 21',
    expected: ['/api/security-model'],
    context: '1.2',
    source: 'risc0/risc0#3762 (a pull request to prove po2 22 segments on 24 GB consumer GPUs for more throughput)',
  },
  {
    kind: 'concept',
    query: 'lift every segment, join pairs, then resolve assumptions',
    expected: ['/api/recursion'],
    context: '1.2',
    source:
      'risc0/risc0#981 (composite receipts: assumptions added by the host are carried along and later resolved by the prover)',
  },
  {
    kind: 'concept',
    query: 'prove a model’s prediction without revealing the model',
    expected: ['/api/use-cases'],
    context: '1.2',
    source: 'risc0/risc0#914 (a smartcore-based ZKML example: a trained model runs inside the guest)',
  },
  {
    kind: 'concept',
    query: 'one honest contributor is enough for safe groth16 keys',
    expected: ['/api/trusted-setup-ceremony', '/terminology'],
    context: 'root',
    source: 'iden3/snarkjs#599 (is a phase 2 ceremony with a single contributor still sound?)',
  },
  {
    kind: 'concept',
    query: 'image id hashes the initial memory, not the elf file bytes',
    expected: ['/api/next/zkvm', '/terminology'],
    context: 'next',
    source:
      'risc0/risc0#799 (reproducible guest builds: the image ID ignores ELF parts that do not affect the program)',
  },
  {
    kind: 'concept',
    query: 'continuations cut one long run into separately proven segments',
    expected: ['/litepaper', '/terminology'],
    context: 'root',
    source: 'risc0/risc0#509 (documenting Session and Segment: one run, split into segment receipts)',
  },
];

const errors: ReaderQuery[] = [
  {
    kind: 'error',
    form: 'verify',
    query: 'called `Result::unwrap()` on an `Err` value: image_id mismatch',
    expected: ['/api/0.21/zkvm/receipts'],
    context: '0.21',
    source:
      'risc0/risc0 v0.21.0 risc0/zkp/src/verify/mod.rs (a receipt checked against the image ID of another build of the guest)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'Error: journal digest mismatch detected',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkp/src/verify/mod.rs (the journal sent with a receipt was edited after proving) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: '`Err` value: invalid receipt format',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkp/src/verify/mod.rs (a receipt whose seal or segment list lacks the shape the verifier expects, such as bytes from another release) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'Error: control_id mismatch',
    expected: ['/api/0.19/zkvm/developer-guide/receipts'],
    context: '0.19',
    source:
      'risc0/risc0 v0.19.1 risc0/zkp/src/verify/mod.rs (a receipt made by a prover of another release, whose circuit differs) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: "Bonsai supports only the risc0-zkvm '0.21.0' version",
    expected: ['/api/0.21/generating-proofs/remote-proving'],
    context: '0.21',
    source:
      'boundless-xyz/risc0-foundry-template#91 (an older template sent to Bonsai after the service moved to 0.21) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Error: failed to find file on disk',
    expected: ['/api/0.19/bonsai/quickstart'],
    context: '0.19',
    source:
      'risc0/risc0 v0.19.1 bonsai/sdk/src/alpha.rs (an upload pointed at a guest or input path that does not exist)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Failed to derive SecretKey instance.',
    expected: ['/api/0.18/bonsai/bonsai-on-eth'],
    context: '0.18',
    source:
      'risc0/risc0 v0.18.0 bonsai/ethereum-relay/src/client_config.rs (the relay given a hex wallet key that is not a valid secp256k1 key)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'guest name [hello-guest] must be a rust valid rust identifier',
    expected: ['/api/next/zkvm/quickstart', '/api/next/getting-started'],
    context: 'next',
    source:
      'risc0/risc0 v1.3.0 risc0/cargo-risczero/src/commands/new.rs (cargo risczero new given a guest name with a dash) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Error: `docker --version` failed',
    expected: ['/faq'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/build/src/docker.rs (a guest build with use_docker on a machine where docker cannot be run) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'risc0 toolchain is not available for download on this platform',
    expected: ['/api/1.1/zkvm/install'],
    context: '1.1',
    source:
      'risc0/risc0 v1.1.4 risc0/cargo-risczero/src/commands/install.rs (no prebuilt guest toolchain for this host, so it must be built) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'panic was generated from the guest program calling `getrandom()`',
    expected: ['/faq', '/api/zkvm/rust-resources'],
    context: '1.2',
    source:
      'eth-act/zkevm-benchmark-workload#70 (mainnet blocks run in a RISC Zero guest panic until the getrandom feature is on); lambdaclass/ethrex#4703 (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Bad read file descriptor 3',
    expected: ['/api/1.1/zkvm/tutorials/io'],
    context: '1.1',
    source:
      'risc0/risc0 v1.1.4 risc0/zkvm/src/host/client/posix_io.rs (the guest reads a descriptor the host never attached a reader to) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'vaddr 00200802 is unaligned',
    expected: ['/api/1.0/zkvm/zkvm-specification'],
    context: '1.0',
    source:
      'risc0/risc0 v1.0.5 risc0/binfmt/src/elf.rs (a hand-linked C or assembly guest whose loadable segment does not start on a word boundary) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Unable to find Digest(...) in merkle group',
    expected: ['/api/recursion'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkvm/src/receipt/merkle.rs (a recursion step asked to use a control ID outside the allowed set) (on no page)',
  },
];

export const batch17Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
