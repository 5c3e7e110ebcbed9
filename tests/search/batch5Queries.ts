// Misspelt on purpose: queries a reader might type.
// cspell:ignore reproducable selecter accelarator conditonal compresion ellipitic programm compsoite segemnt rset controlroot guestmemory
// Names of projects and words in the sources.
// cspell:ignore alpen alpenlabs aszepieniec blobstream brevis cgorust chainwayxyz citrea dple encrypthos ethrex exochain lambdaclass onym raiko remalue taikoxyz zktls
/**
 * Batch 5 of the reader queries for the search benchmark, dated 2026-11-28.
 * Every entry was drafted from reader material (issue and pull-request
 * threads in the risc0 repositories and in projects that build on the zkVM,
 * plus learners' pages on STARKs, FRI, finite fields and trusted setups) and
 * its expected pages were picked by reading the docs of the version the query
 * is typed from. The batch was written before any tuning of the ranking, and
 * no query was tried against the site's search while writing it, so its first
 * measurement is a held-out estimate.
 *
 * About a third of the entries are typed from older or unreleased API
 * versions, where the install commands, the Bonsai SDK and the profiler
 * differ from release 1.2. Error messages are cut to the part that fits the
 * search box. None of the entries repeats an entry of `queries.ts`,
 * `batch3Queries.ts`, `batch4Queries.ts` or the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'release profile lto thin',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#890 (ECDSA guest manifest noting that thin LTO measured fastest)',
  },
  {
    kind: 'keyword',
    query: 'erc20 counter example',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#60 (view call proofs landing with the erc20 and erc20-counter examples)',
  },
  {
    kind: 'keyword',
    query: 'p0tion ceremony',
    expected: ['/api/trusted-setup-ceremony'],
    context: '1.2',
    source: 'privacy-ethereum/p0tion#158 (p0tion ceremony tooling stopping its VM when verification fails)',
  },
  {
    kind: 'keyword',
    query: 'substrate-bn patch',
    expected: ['/api/next/zkvm/precompiles'],
    context: 'next',
    source: 'lambdaclass/ethrex#5101 (patching substrate-bn in the RISC0 guest for BN254 arithmetic)',
  },
  {
    kind: 'keyword',
    query: 'cargo binstall cargo-risczero',
    expected: ['/api/0.21/zkvm/install'],
    context: '0.21',
    source: 'risc0/risc0#1078 (install instructions moved from cargo install to cargo binstall)',
  },
  {
    kind: 'keyword',
    query: 'compact receipt',
    expected: ['/api/0.21/generating-proofs/proving-options'],
    context: '0.21',
    source: 'risc0/risc0#1760 (compression to CompactReceipt only available with the local prove feature)',
  },
  {
    kind: 'keyword',
    query: 'zkevm demo example',
    expected: ['/api/1.1/zkvm/examples'],
    context: '1.1',
    source: 'risc0/risc0#611 (examples/evm renamed to examples/zkevm-demo)',
  },
  {
    kind: 'keyword',
    query: 'tiny-keccak patch',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'ethereum/csp-benchmarks#212 (reviewer asking whether the Keccak benchmark uses the patched tiny-keccak)',
  },
  {
    kind: 'keyword',
    query: 'debug info image id',
    expected: ['/faq', '/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'risc0/risc0#799 (image ID ignoring the parts of an ELF that do not change the program)',
  },
  {
    kind: 'keyword',
    query: 'c-kzg example',
    expected: ['/api/zkvm/examples', '/api/zkvm/rust-crates-with-cpp'],
    context: '1.2',
    source: 'taikoxyz/raiko#148 (c-kzg blob check in the guest needing a RISC-V C compiler)',
  },
  {
    kind: 'keyword',
    query: 'k256 patch',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'chainwayxyz/citrea#635 (moving to the RISC Zero fork of k256 that revm and alloy pull in)',
  },
  {
    kind: 'keyword',
    query: 'bonsai receipts upload',
    expected: ['/api/0.20/bonsai/rest-api'],
    context: '0.20',
    source: 'risc0/risc0#2258 (receipts used as assumptions uploaded along with a Bonsai request)',
  },
];

const identifiers: ReaderQuery[] = [
  // Rust paths with ::
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_zkvm_guest::entry',
    expected: ['/api/zkvm/guest-code-101'],
    context: '1.2',
    source: 'risc0/risc0#3253 (guest guide still naming the old risc0_zkvm_guest crate for the entry macro)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'InnerReceipt::Composite',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source: 'risc0/risc0#1689 (choosing between composite and succinct receipts)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'Receipt::get_metadata',
    expected: ['/api/0.18/zkvm/developer-guide/receipts'],
    context: '0.18',
    source: 'risc0/risc0#1179 (receipt metadata reworked into claims while adding resolve)',
  },
  // snake_case names
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'paging_cycles',
    expected: ['/api/zkvm/host-code-101', '/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#2696 (asking why pager cycles are not counted in user cycles)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'make_trace_callback',
    expected: ['/api/0.19/zkvm/developer-guide/profiling'],
    context: '0.19',
    source: 'risc0/risc0#1065 (profiling needed host code until RISC0_PPROF_OUT); risc0/risc0#274',
  },
  // camelCase and PascalCase names
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'ReceiptKind',
    expected: ['/api/1.0/zkvm/receipts', '/api/1.0/generating-proofs/proving-options'],
    context: '1.0',
    source: 'risc0/risc0#1864 (asking the docs to show how prove_with_opts picks composite, succinct or Groth16)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'BonsaiStarter',
    expected: ['/api/0.18/bonsai/eth-examples', '/api/0.18/bonsai/bonsai-on-eth'],
    context: '0.18',
    source: 'risc0/risc0#1127 (0.18 docs describing the BonsaiStarter.sol test contract)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'onlyBonsaiCallback',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source: 'risc0/risc0#720 (relay README on requests and verified callbacks)',
  },
  // environment variables
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_GUEST_LOGFILE',
    expected: ['/faq'],
    context: 'root',
    source: 'risc0/risc0#499 (variable added so the guest build output can be captured in a file)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RUST_LOG="[executor]=info"',
    expected: ['/api/1.0/zkvm/quickstart', '/api/1.0/zkvm/optimization'],
    context: '1.0',
    source: 'risc0/risc0#2457 (executor statistics filter from older docs not printing anything)',
  },
  // command-line flags
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo risczero install --version r0.1.81.0',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0-ethereum#421 (CI step that stopped working once the old install command was retired)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo run --release --example loop',
    expected: ['/api/0.19/zkvm/benchmarks'],
    context: '0.19',
    source: 'risc0/risc0#1208 (loop example failing to run from a 0.19 checkout)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo install cargo-risczero --version 0.18.0',
    expected: ['/api/0.18/zkvm/install'],
    context: '0.18',
    source: 'Sovereign-Labs/sovereign-sdk#1036 (cargo-risczero 0.18 compiled from source in CI, no binstall yet)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'rzup -v 1.0.5',
    expected: ['/api/1.0/zkvm/install'],
    context: '1.0',
    source: 'chainwayxyz/citrea#1094 (CI pinning the rzup install script to release 1.0.5)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'can I step through my guest code with a debugger',
    expected: ['/api/best-practice-for-vscode'],
    context: '1.2',
    source: 'risc0/risc0#129 (debugger support for guest programs)',
  },
  {
    kind: 'question',
    query: 'why does a small function not show up in my flame graph',
    expected: ['/api/zkvm/profiling'],
    context: '1.2',
    source: 'risc0/risc0#2808 (inlined functions and the cost of tracking them in the profiler)',
  },
  {
    kind: 'question',
    query: 'how do I keep a receipt from being replayed in another app',
    expected: ['/api/secure-sdlc'],
    context: '1.2',
    source: 'exochain/exochain#758 (binding the journal digest to its context so a receipt cannot be reused)',
  },
  {
    kind: 'question',
    query: 'which accelerated crypto crates need the unstable feature',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'risc0/risc0#3230 (guests using bigint2 failing to build without the unstable flag)',
  },
  {
    kind: 'question',
    query: 'why does reading my input with env::read take so many cycles',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'lambdaclass/ethrex#4459 (a billion cycles spent deserializing the guest input)',
  },
  {
    kind: 'question',
    query: 'why is the image id all zeros in my build',
    expected: ['/api/best-practice-for-vscode', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#1521 (RISC0_SKIP_BUILD still writing methods.rs); risc0/risc0#1985',
  },
  {
    kind: 'question',
    query: 'why did proving time jump when my guest got only slightly longer',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#485 (cycle counts reported after padding to a power of two)',
  },
  {
    kind: 'question',
    query: 'how can I tell whether my proof ran on bonsai or on my machine',
    expected: ['/faq', '/api/generating-proofs/proving-options'],
    context: '1.2',
    source: 'risc0/demos#21 (zkDOOM still producing output with a wrong Bonsai key)',
  },
  {
    kind: 'question',
    query: 'can I trust the number env::cycle_count returns',
    expected: ['/api/zkvm/guest-code-101', '/api/zkvm/optimization'],
    context: '1.2',
    source: "brevis-network/pico#47 (asking for a guest-side counter like RISC Zero's env::cycle_count)",
  },
  {
    kind: 'question',
    query: 'do I still need -F metal to use the gpu on an apple silicon mac',
    expected: ['/api/1.1/generating-proofs/local-proving'],
    context: '1.1',
    source: 'risc0/risc0#2092 (Metal enabled by default on macOS); risc0/risc0#1919',
  },
  {
    kind: 'question',
    query: 'does rzup reinstall cargo-binstall every time I update',
    expected: ['/api/1.0/zkvm/install'],
    context: '1.0',
    source: 'risc0/risc0#1962 (rzup reinstalling cargo-binstall even for a patch release)',
  },
  {
    kind: 'question',
    query: 'where did the alpha module of the bonsai sdk go',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source: 'chainwayxyz/citrea#974 (bonsai-sdk 0.9 replacing the alpha client with blocking and non_blocking ones)',
  },
  {
    kind: 'question',
    query: 'how do I ask the bonsai rest api for a groth16 snark',
    expected: ['/api/0.20/bonsai/rest-api', '/api/0.20/bonsai/quickstart'],
    context: '0.20',
    source: 'risc0/risc0#766 (creating a SNARK through the Bonsai Swagger UI)',
  },
  {
    kind: 'question',
    query: 'does rzup install fetch every component or only the defaults',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#3401 (rzup install help text promising all components)',
  },
  {
    kind: 'question',
    query: 'can I make the groth16 proof locally or only on bonsai',
    expected: ['/api/0.21/generating-proofs/local-proving', '/api/0.21/generating-proofs/proving-options'],
    context: '0.21',
    source: 'risc0/risc0#1285 (generating and verifying proofs without Bonsai)',
  },
  {
    kind: 'question',
    query: 'how do I make a cargo risczero new project prove on bonsai',
    expected: ['/api/0.18/bonsai/quickstart'],
    context: '0.18',
    source: 'risc0/risc0#671 (Bonsai proving from a project made by cargo risczero new)',
  },
];

const misspellings: ReaderQuery[] = [
  // one letter replaced
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'reproducable build',
    intended: 'reproducible build',
    expected: ['/terminology', '/faq'],
    context: 'root',
    source: 'risc0/risc0#799 (reproducible guest builds through Docker)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'seal selecter',
    intended: 'seal selector',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#313 (SELECTOR constant exposed through a new interface)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'accelarator crates',
    intended: 'accelerator crates',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'alpenlabs/alpen#203 (routing bitcoin hashing through sha2 so the zkVM precompile applies)',
  },
  // one letter missing
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'conditonal receipt',
    intended: 'conditional receipt',
    expected: ['/api/zkvm/composition', '/terminology'],
    context: '1.2',
    source: 'risc0/risc0#982 (conditional receipts in proof composition)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'proof compresion',
    intended: 'proof compression',
    expected: ['/api/recursion', '/api/generating-proofs/proving-options'],
    context: '1.2',
    source: 'risc0/risc0#1325 (compress making receipts succinct with lift and join)',
  },
  // one letter too many
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'ellipitic curve accelerator',
    intended: 'elliptic curve accelerator',
    expected: ['/api/next/zkvm/precompiles'],
    context: 'next',
    source: 'lambdaclass/ethrex#5241 (BN254 point multiplication through the patched substrate_bn in the guest)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'recursion programm',
    intended: 'recursion program',
    expected: ['/api/recursion'],
    context: '1.2',
    source: 'risc0/risc0#1841 (generalized recursion programs and their control IDs)',
  },
  // two neighbouring letters swapped
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'compsoite receipt',
    intended: 'composite receipt',
    expected: ['/api/zkvm/receipts', '/api/generating-proofs/proving-options'],
    context: '1.2',
    source: 'risc0/risc0#1689 (letting users choose composite or succinct receipts)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'segemnt limit',
    intended: 'segment limit',
    expected: ['/api/zkvm/host-code-101', '/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'risc0/risc0#1169 (smaller segments to fit the prover into less memory)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'bonsai rset api',
    intended: 'bonsai rest api',
    expected: ['/api/0.20/bonsai/rest-api'],
    context: '0.20',
    source: 'risc0/risc0#1404 (bonsai-sdk as a thin client over the Bonsai REST interface)',
  },
  // two words run together
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'controlroot',
    intended: 'control root',
    expected: ['/terminology', '/api/security-model'],
    context: 'root',
    source: 'risc0/risc0#1720 (control root checked when verifying succinct receipts)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'guestmemory size',
    intended: 'guest memory size',
    expected: ['/api/zkvm/zkvm-specification', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#2866 (raising the guest memory limit)',
  },
  // one word broken in two
  {
    kind: 'misspelling',
    form: 'split',
    query: 'secure development life cycle',
    intended: 'secure development lifecycle',
    expected: ['/api/secure-sdlc'],
    context: '1.2',
    source: 'risc0/risc0#2082 (adding the secure development life-cycle page); risc0/risc0#1859',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'rust tool chain version',
    intended: 'rust toolchain version',
    expected: ['/api/zkvm/rust-resources', '/api/zkvm/install'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#459 (op-alloy held back to keep Rust 1.81 support in the guest)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'why divide the constraint polynomial by the zerofier',
    expected: ['/reference-docs/about-ntts-and-fourier', '/reference-docs/about-starks'],
    context: 'root',
    source: 'talk.neptune.cash/post/1/26 (question on transition quotients and dividing out the zerofier)',
  },
  {
    kind: 'concept',
    query: 'combining many constraints with powers of one random value',
    expected: ['/proof-system/stark-by-hand', '/reference-docs/about-starks'],
    context: 'root',
    source: 'blog.lambdaclass.com/how-to-code-fri-from-scratch/ (constraint quotients summed with random coefficients)',
  },
  {
    kind: 'concept',
    query: 'hiding the trace so opened values reveal nothing',
    expected: ['/proof-system/stark-by-hand'],
    context: 'root',
    source: 'hexens.io/blog/zk-in-starks (masking witness polynomials for zero knowledge)',
  },
  {
    kind: 'concept',
    query: 'coefficient form versus evaluation form of a polynomial',
    expected: ['/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source: 'aszepieniec.github.io/stark-anatomy/faster (moving between coefficients and evaluations with the NTT)',
  },
  {
    kind: 'concept',
    query: 'finding an inverse mod p by running euclid backwards',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-finite-fields-exercises'],
    context: 'root',
    source: 'bear-crypto.org/tags/greatest-common-divisor (extended Euclidean algorithm and division modulo p)',
  },
  {
    kind: 'concept',
    query: 'how a risc-v instruction is laid out in 32 bits',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'cgorust.com/dictionary/Instruction_in_risc-v (R, I, S, B, U and J instruction formats)',
  },
  {
    kind: 'concept',
    query: 'phase 1 powers of tau and phase 2 circuit specific setup',
    expected: ['/api/trusted-setup-ceremony'],
    context: '1.2',
    source: 'dple.github.io/posts/2024/4/trusted-setup-groth16 (the two setup phases of Groth16)',
  },
  {
    kind: 'concept',
    query: 'why groth16 is not safe against quantum computers',
    expected: ['/api/security-model', '/reference-docs/about-starks'],
    context: '1.2',
    source: 'encrypthos.com (STARKs and SNARKs compared on quantum-resistance assumptions)',
  },
  {
    kind: 'concept',
    query: 'why an algebraic hash is cheaper than sha-256 inside a circuit',
    expected: ['/terminology', '/reference-docs/about-starks'],
    context: 'root',
    source: 'onym.app/primitives/poseidon (Poseidon2 needing far fewer constraints than SHA-256)',
  },
  {
    kind: 'concept',
    query: 'why two values are enough to check one fri fold',
    expected: ['/reference-docs/about-fri'],
    context: 'root',
    source: 'remalue.github.io/blog/fri_split_fold (split-and-fold and the symmetric domain points)',
  },
];

const errors: ReaderQuery[] = [
  // building
  {
    kind: 'error',
    form: 'build',
    query: 'bytemuck_derive@1.9.2 requires rustc 1.84',
    expected: ['/api/zkvm/rust-resources'],
    context: '1.2',
    source: 'risc0/risc0#3000 (template guest pulling a crate newer than the guest compiler)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Error: No asset found for target: X86_64AppleDarwin',
    expected: ['/api/1.1/zkvm/install'],
    context: '1.1',
    source: 'risc0/risc0#2421 (rzup install on a Mac with no prebuilt binaries)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Compiler family detection failed due to error: ToolNotFound',
    expected: ['/api/1.0/zkvm/rust-crates-with-cpp'],
    context: '1.0',
    source: 'risc0/risc0#2216 (secp256k1-sys in the guest not finding riscv32-unknown-elf-gcc on an Intel Mac)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error: failed to run custom build command for `methods v0.1.0',
    expected: ['/faq'],
    context: 'root',
    source:
      'risc0/risc0#3000 (guest error printed above the methods build script failure); boundless-xyz/blobstream0#59',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Risc Zero Rust toolchain not found',
    expected: ['/faq'],
    context: 'root',
    source: 'boundless-xyz/blobstream0#59 (Docker image build without the RISC Zero toolchain)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'was not used in the crate graph',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'Sovereign-Labs/sov-rollup-starter#21 (risc0 sha2 patch listed as unused in the lockfile)',
  },
  // running and proving
  {
    kind: 'error',
    form: 'runtime',
    query: 'Checking for r0vm: /root/.local/share/cargo-risczero/r0vm',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'boundless-xyz/boundless#402 (host searching for r0vm before failing with os error 2)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Processing error: No such file or directory (os error 2)',
    expected: ['/api/next/generating-proofs/local-proving'],
    context: 'next',
    source: 'Layer-Edge/light-node#47 (proof verification service failing to run r0vm)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'on an `Err` value: failed to fill whole buffer',
    expected: ['/faq', '/api/generating-proofs/local-proving'],
    context: 'root',
    source: 'risc0/risc0#2123 (old r0vm server answering a newer client)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Error: Elf parse error: Invalid Magic Bytes: [52, 30, 42, 46]',
    expected: ['/faq'],
    context: 'root',
    source: 'the3cloud/zktls#18 (downloaded guest program that was not an ELF file)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'WARNING: proving in dev mode. This will not generate valid',
    expected: ['/api/generating-proofs/dev-mode'],
    context: '1.2',
    source: 'the3cloud/zktls#18 (mock proving run printing the dev mode warning)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'cuda/supra/api.cu:47 failed: "out of memory"',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'boundless-xyz/boundless#1646 (16 GB GPUs running out of memory while proving segments)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'cuda.h:92 failed: "named symbol not found"',
    expected: ['/faq', '/api/generating-proofs/local-proving'],
    context: 'root',
    source: 'risc0/risc0#3231 (kernels not built for the GPU architecture of a 50-series card)',
  },
  // verifying
  {
    kind: 'error',
    form: 'verify',
    query: 'Allocation failed - JavaScript heap out of memory',
    expected: ['/api/trusted-setup-ceremony'],
    context: '1.2',
    source: 'iden3/snarkjs#397 (snarkjs running out of Node heap on a large zkey)',
  },
];

export const batch5Queries: ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
