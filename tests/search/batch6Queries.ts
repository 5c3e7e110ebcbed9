// Misspelt on purpose: queries a reader might type.
// cspell:ignore psuedo witenss honrer's primative irreducable signiture avalance exampe accelleration realease crosscompiler nullpage
// Names of projects and words in the sources.
// cspell:ignore anoma bigint2 blst chainwayxyz citrea dalek deanstef ethrex gmail hallertau hyli jeremykun juvix lambdaclass mweeks newbetuts pprof rvopcode shuangcrypto sigvex smartcore zkevm encrypthos physicsforums
// cspell:ignore LFDT zeto Vitalik Buterin spel Ttext RUSTFLAGS zkvms cmpsc planetmath vlayer hackmd SJTT polylog ahash arkworks
/**
 * Batch 6 of the reader queries for the search benchmark, dated 2026-11-28.
 * Every entry was drafted from reader material (issue and pull-request
 * threads in the risc0 repositories and in projects that build on the zkVM,
 * plus learners' pages on STARKs, FRI, finite fields, RISC-V and trusted
 * setups) and its expected pages were picked by reading the docs of the
 * version the query is typed from. The batch was written before any tuning of
 * the ranking, and no query was tried against the site's search while writing
 * it, so its first measurement is a held-out estimate.
 *
 * About two fifths of the entries are typed from older or unreleased API
 * versions (0.18 to 1.1 and next), where the Bonsai SDK, the install tools,
 * the receipt types and the memory layout differ from release 1.2. Error
 * messages are cut to the part that fits the search box. None of the entries
 * repeats an entry of `queries.ts`, `batch3Queries.ts`, `batch4Queries.ts`,
 * `batch5Queries.ts` or the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'fuzzing the zkvm',
    expected: ['/api/secure-sdlc'],
    context: '1.2',
    source: 'risc0/risc0#2684 (a reader assembling RISC-V programs by hand because they want to fuzz the zkVM)',
  },
  {
    kind: 'keyword',
    query: 'bls12_381 patch',
    expected: ['/api/next/zkvm/precompiles'],
    context: 'next',
    source: 'risc0/risc0#3140 (precompile table on main listing the bls12_381 fork next to the new blst one)',
  },
  {
    kind: 'keyword',
    query: 'unconstrained execution',
    expected: ['/api/secure-sdlc'],
    context: '1.2',
    source: 'risc0/risc0#2146 (review asking for tests of the unconstrained wrapper used by ZKR accelerators)',
  },
  {
    kind: 'keyword',
    query: "where's waldo example",
    expected: ['/api/0.20/zkvm/examples'],
    context: '0.20',
    source: "risc0/risc0-rust-examples#40 (adding Where's Waldo, cropping a Merkle-committed image in the guest)",
  },
  {
    kind: 'keyword',
    query: 'cargo risczero deploy',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source: 'risc0/risc0#1487 (deploy subcommand building a guest in Docker and uploading it to Bonsai)',
  },
  {
    kind: 'keyword',
    query: 'curve25519-dalek fork',
    expected: ['/api/0.18/zkvm/developer-guide/precompiles'],
    context: '0.18',
    source: 'risc0/risc0#721 (accelerated curve25519-dalek through the RISC Zero fork of the crate)',
  },
  {
    kind: 'keyword',
    query: 'profiler feature',
    expected: ['/api/0.19/zkvm/developer-guide/profiling'],
    context: '0.19',
    source: 'Sovereign-Labs/sovereign-sdk#1297 (turning on the risc0-zkvm profiler feature to profile a rollup guest)',
  },
  {
    kind: 'keyword',
    query: 'x^3 + x + 5 = 35',
    expected: ['/reference-docs/about-arithmetic-circuits', '/reference-docs/about-plonk'],
    context: 'root',
    source:
      'medium.com/@VitalikButerin/quadratic-arithmetic-programs-from-zero-to-hero (the cubic used to introduce flattening and R1CS)',
  },
  {
    kind: 'keyword',
    query: 'smartcore ml example',
    expected: ['/api/zkvm/examples'],
    context: 'root',
    source: 'risc0/risc0#914 (SmartCore machine-learning example proving a model inference)',
  },
  {
    kind: 'keyword',
    query: 'risc0-bigint2',
    expected: ['/api/1.1'],
    context: '1.1',
    source: 'risc0/risc0#2504 (the risc0-bigint2 crate and its big-integer system call arriving after 1.1)',
  },
  {
    kind: 'keyword',
    query: 'zk proof of exploit',
    expected: ['/api/0.21/use-cases'],
    context: '0.21',
    source: 'risc0/demos#52 (ZK proof of exploit demo showing an account can be exploited without revealing how)',
  },
  {
    kind: 'keyword',
    query: 'bonsai pay gmail',
    expected: ['/api/0.21/use-cases'],
    context: '0.21',
    source: 'risc0/demos#34 (Bonsai Pay, sending ETH to a Gmail address claimed with a Google sign-in token)',
  },
];

const identifiers: ReaderQuery[] = [
  // Rust paths with ::
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'env::exit',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source: 'logos-blockchain/logos-execution-zone#837 (guest ending with env::exit and a non-zero code)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'InnerReceipt::Flat',
    expected: ['/api/0.19/zkvm/developer-guide/receipts', '/api/0.19'],
    context: '0.19',
    source: 'risc0/risc0#992 (Flat receipts holding one segment receipt per segment before the rename to Composite)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'env::log',
    expected: ['/api/0.19/zkvm/developer-guide/guest-code-101'],
    context: '0.19',
    source: 'risc0/risc0#1028 (capturing env::log output through the executor environment, R0VM[cycle] prefix)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_zkvm::GUEST_MAX_MEM',
    expected: ['/api/0.20/zkvm/zkvm-specification'],
    context: '0.20',
    source: 'logos-co/spel#240 (loading a raw guest ELF with Program::load_elf and GUEST_MAX_MEM as the memory limit)',
  },
  // snake_case names
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'execute_only',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source: 'risc0/risc0#2313 (the execute_only flag of create_session in the 1.0 Bonsai SDK)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'execute_elf',
    expected: ['/api/0.19/zkvm/developer-guide/host-code-101', '/api/0.19/zkvm/developer-guide/profiling'],
    context: '0.19',
    source: 'risc0/risc0#748 (running a guest with the executor only, without proving)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'sys_fork',
    expected: ['/api/1.0'],
    context: '1.0',
    source: 'risc0/risc0#2084 (experimental sys_fork system call for unconstrained execution)',
  },
  // camelCase names
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'GuestOptionsBuilder',
    expected: ['/api/next'],
    context: 'next',
    source: 'risc0/risc0-ethereum#423 (build scripts moving to the GuestOptions builder of risc0-build 2.0)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'claimDigest',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#530 (verifyIntegrity callers having to pass the digest of a real claim)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'postStateDigest',
    expected: ['/api/0.21/blockchain-integration/contracts/verifier', '/api/0.21/blockchain-integration/bonsai-on-eth'],
    context: '0.21',
    source: 'risc0/risc0-ethereum#79 (the post-state digest argument of the pre-1.0 verify function)',
  },
  // environment variables
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RUST_LOG=risc0_zkp::hal::cuda=trace',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'risc0/risc0#1462 (tracing CUDA allocations to see which buffer no longer fits on an 8 GB GPU)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_DATA_DIR',
    expected: ['/api/1.0/zkvm/rust-crates-with-cpp'],
    context: '1.0',
    source: 'risc0/risc0#2017 (risc0-build looking for the C++ toolchain in the cargo-risczero data directory)',
  },
  // command-line flags
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo tree -e features',
    expected: ['/api/zkvm/rust-resources'],
    context: '1.2',
    source: 'risc0/risc0#1075 (finding which dependency turns on std in a no_std guest)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: '-C link-arg=-Ttext=0x00200800',
    expected: ['/api/0.21/zkvm/zkvm-specification'],
    context: '0.21',
    source: 'risc0/risc0#1522 (guest Dockerfile linking the program at 0x00200800 with RUSTFLAGS)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'how much stack space does a guest get',
    expected: ['/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'risc0/risc0#950 (guest running out of stack with deep recursion)',
  },
  {
    kind: 'question',
    query: 'will receipts made with 0.20 still work with bonsai after 0.21',
    expected: ['/api/0.20'],
    context: '0.20',
    source: 'risc0/risc0#1414 (receipts from the Poseidon recursion no longer accepted after the Poseidon2 switch)',
  },
  {
    kind: 'question',
    query: 'can the verifier my contract calls be upgraded or paused',
    expected: ['/api/0.21/blockchain-integration/contracts/verifier'],
    context: '0.21',
    source:
      'alt-research2/mach-avs#19 (adding setRiscZeroVerifier so the contract can move to a newer Groth16 verifier)',
  },
  {
    kind: 'question',
    query: 'was the 0.21 sepolia verifier set up with the ceremony keys',
    expected: ['/api/0.21/trusted-setup-ceremony', '/api/0.21/blockchain-integration/contracts/verifier'],
    context: '0.21',
    source: 'LFDT-Paladin/zeto#186 (Groth16 verifiers deployed with keys that never went through a phase 2 ceremony)',
  },
  {
    kind: 'question',
    query: 'does moving from 0.18 to 0.19 change my image id',
    expected: ['/api/0.18'],
    context: '0.18',
    source: 'risc0/risc0#1064 (program text moving to a new start address in 0.19)',
  },
  {
    kind: 'question',
    query: 'can a 0.18 guest use the standard library',
    expected: ['/api/0.18/zkvm/developer-guide/guest-code-101'],
    context: '0.18',
    source:
      'risc0/risc0-rust-starter#17 (README saying the guest has no access to std, and the std feature that gives it)',
  },
  {
    kind: 'question',
    query: 'why does the datasheet benchmark run a handwritten assembly loop',
    expected: ['/api/zkvm/benchmarks'],
    context: '1.2',
    source: 'risc0/risc0#2196 (datasheet measuring a fixed assembly guest rather than application code)',
  },
  {
    kind: 'question',
    query: 'should my contract call the router or a groth16 verifier',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0#2347 (choosing between the verifier router and a pinned Groth16 verifier address)',
  },
  {
    kind: 'question',
    query: 'what happens if my guest writes to memory above 0x0C000000',
    expected: ['/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'risc0/risc0#727 (guest touching addresses in the system region above guest memory)',
  },
  {
    kind: 'question',
    query: 'can I verify a circom groth16 proof inside the guest',
    expected: ['/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#1231 (verifying a Groth16 proof from a Circom circuit in guest code)',
  },
  {
    kind: 'question',
    query: 'who can see guest inputs that never go into the journal',
    expected: ['/api/zkvm/tutorials/io'],
    context: '1.2',
    source: "risc0/risc0#746 (Where's Waldo: the guest sees the coordinates, the verifier only sees the journal)",
  },
  {
    kind: 'question',
    query: 'how do I compare two guest profiles before and after a change',
    expected: ['/api/zkvm/profiling'],
    context: '1.2',
    source: 'chainwayxyz/citrea#952 (pprof reports of guest code compared across optimizations)',
  },
  {
    kind: 'question',
    query: 'does cargo risczero install fetch a c compiler for the guest',
    expected: ['/api/1.0/zkvm/rust-crates-with-cpp', '/api/1.0/zkvm/install'],
    context: '1.0',
    source: 'risc0/risc0#1610 (whether the install command brings the RISC-V C compiler that crates with C code need)',
  },
  {
    kind: 'question',
    query: 'why does rust-analyzer grey out my target_os zkvm code',
    expected: ['/api/1.1/best-practice-for-vscode'],
    context: '1.1',
    source: 'risc0/risc0#546 (editor treating code behind cfg(target_os = "zkvm") as inactive)',
  },
  {
    kind: 'question',
    query: 'why do zkvms use risc-v instead of a custom instruction set',
    expected: ['/reference-docs/about-risc-v', '/litepaper'],
    context: 'root',
    source: 'eth-act.github.io/zkevm-book/trees/internal/isa.html (why zkVMs pick an existing ISA such as RISC-V)',
  },
  {
    kind: 'question',
    query: 'which stark protocol does the risc zero prover implement',
    expected: ['/reference-docs/about-starks', '/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source: 'risc0/risc0#222 (reader asking which zkSTARK protocol and papers the zkp crate follows)',
  },
];

const misspellings: ReaderQuery[] = [
  // two neighbouring letters swapped
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'psuedo instruction li',
    intended: 'pseudo instruction li',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source:
      'hallertau.cs.gsu.edu/~mweeks/csc3210/pseudo_instructions.txt (course notes on mv, li and la expanding to addi)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'circuit witenss',
    intended: 'circuit witness',
    expected: ['/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source: 'o1-labs.github.io/o1js/writing-constraint-systems/witnesses (what a witness is in a constraint system)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: "honrer's rule",
    intended: "horner's rule",
    expected: ['/reference-docs/about-ntts-and-fourier', '/proof-system/stark-by-hand'],
    context: 'root',
    source:
      "www2.lv.psu.edu/ojj/courses/cmpsc-201/assignments/horners.html (evaluating a polynomial with Horner's rule)",
  },
  // one letter replaced
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'primative root of unity',
    intended: 'primitive root of unity',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source: 'planetmath.org/encyclopedia/PrimitiveRootModuloN.html (primitive roots modulo n)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'irreducable polynomial',
    intended: 'irreducible polynomial',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-finite-fields-exercises'],
    context: 'root',
    source:
      'physicsforums.com/threads/irreducible-polynomials.219937 (finding irreducible quadratics over F3 to build a field)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'digital signiture example',
    intended: 'digital signature example',
    expected: ['/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#1391 (digital-signature example using a receipt as a signature over a message)',
  },
  // one letter left out
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'avalance fuji verifier',
    intended: 'avalanche fuji verifier',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#660 (verifier deployments on Avalanche Fuji)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'wordle exampe',
    intended: 'wordle example',
    expected: ['/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0-rust-examples#33 (Wordle-like game example with a hidden committed word)',
  },
  // one letter too many
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'curve25519 accelleration',
    intended: 'curve25519 acceleration',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'risc0/risc0#3439 (another curve25519-dalek version added to the list of accelerated releases)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: '1.2 realease notes',
    intended: '1.2 release notes',
    expected: ['/api/1.1'],
    context: '1.1',
    source: 'vlayer-xyz/vlayer#1576 (upgrading a remote prover from 1.1 to risc0 1.2.1)',
  },
  // two words run together
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'crosscompiler',
    intended: 'cross compiler',
    expected: ['/api/zkvm/rust-crates-with-cpp'],
    context: '1.2',
    source: 'risc0/risc0#1676 (C code in the guest needing the RISC-V cross-compiler)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'nullpage',
    intended: 'null page',
    expected: ['/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'risc0/risc0#1067 (null pointer dereference faulting on the invalid first page)',
  },
  // one word split in two
  {
    kind: 'misspelling',
    form: 'split',
    query: 'guest lock file',
    intended: 'guest lockfile',
    expected: ['/api/zkvm/rust-resources', '/api/secure-sdlc'],
    context: '1.2',
    source: 'anoma/juvix#3373 (RISC Zero guest lockfile kept in the repository for reproducible builds)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'optimization work flow',
    intended: 'optimization workflow',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'lambdaclass/ethrex#4473 (measuring and reducing guest cycles step by step)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'why the nth roots of unity add up to zero',
    expected: ['/reference-docs/about-ntts-and-fourier', '/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'newbetuts.com/891875-proof-that-sum-of-complex-unit-roots-is-zero (why the roots of unity cancel)',
  },
  {
    kind: 'concept',
    query: 'evaluating on a shifted coset so the zerofier is never zero',
    expected: ['/reference-docs/about-ntts-and-fourier', '/proof-system/stark-by-hand'],
    context: 'root',
    source: 'shuangcrypto.com/2024/11/06/coset (cosets of the trace domain in STARK provers)',
  },
  {
    kind: 'concept',
    query: 'bit reversed order in an in place ntt',
    expected: ['/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source: 'docs.rs/risc0-zkp/1.0.0 core::ntt (in-place transforms reading data in bit-reversed order)',
  },
  {
    kind: 'concept',
    query: 'why register x0 always reads as zero',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'rvopcode.com/en/registers/zero (the hard-wired zero register of RISC-V)',
  },
  {
    kind: 'concept',
    query: 'two different low degree polynomials agree on only a few points',
    expected: ['/reference-docs/about-finite-fields', '/proof-system/stark-by-hand'],
    context: '1.2',
    source: 'jeremykun.com/2017/04/24/testing-polynomial-equality/ (random evaluation to test polynomial identity)',
  },
  {
    kind: 'concept',
    query: 'commit phase and query phase of fri',
    expected: ['/reference-docs/about-fri', '/proof-system/stark-by-hand'],
    context: 'root',
    source: 'hackmd.io/@deanstef/SJTT3MDhC (FRI explained as a commit phase followed by a query phase)',
  },
  {
    kind: 'concept',
    query: 'solutions that only hold because arithmetic wraps modulo p',
    expected: ['/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source: 'next.sigvex.io/docs/detectors/zk/field-overflow (circuits accepting values that only work modulo p)',
  },
  {
    kind: 'concept',
    query: 'hash functions modeled as random oracles',
    expected: ['/api/security-model', '/reference-docs/about-starks'],
    context: '1.2',
    source: 'crucible-kappa.vercel.app (learner page on the random oracle model behind Fiat-Shamir)',
  },
  {
    kind: 'concept',
    query: 'setup stays safe if one contributor destroyed their secret',
    expected: ['/api/trusted-setup-ceremony'],
    context: '1.2',
    source:
      'encrypthos.com/question/why-is-the-1-of-n-trust-assumption-critical-for-multi-party-computation-ceremony-security',
  },
  {
    kind: 'concept',
    query: 'doubly scalable: quasi linear prover, polylog verifier',
    expected: ['/reference-docs/about-starks'],
    context: '1.2',
    source:
      'vitalik.ca/general/2018/07/21/starks_part_3.html (a STARK is doubly scalable: O(t log t) to prove, O(log² t) to verify)',
  },
];

const errors: ReaderQuery[] = [
  // building the guest or the host
  {
    kind: 'error',
    form: 'build',
    query: 'error[E0152]: found duplicate lang item `panic_impl`',
    expected: ['/api/zkvm/rust-resources'],
    context: '1.2',
    source: 'risc0/risc0#484 (no_std guest pulling in a dependency that links std)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error: `CStr::to_str` is not yet stable as a const fn',
    expected: ['/api/zkvm/rust-resources'],
    context: '1.2',
    source: 'risc0/risc0#2360 (dependency needing a newer Rust than the guest toolchain)',
  },
  {
    kind: 'error',
    form: 'build',
    query: "use of unstable library feature 'build_hasher_simple_hash_one'",
    expected: ['/api/zkvm/rust-resources'],
    context: 'root',
    source: 'risc0/risc0#1548 (ahash pulled in by arkworks failing to build with the guest Rust)',
  },
  {
    kind: 'error',
    form: 'build',
    query: "unrecognized command-line option '-m64'",
    expected: ['/api/zkvm/rust-resources', '/api/zkvm/rust-crates-with-cpp'],
    context: '1.2',
    source: 'logos-blockchain/logos-execution-zone#468 (default features of risc0-zkvm pulling ring into guest builds)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error while loading shared libraries: libssl.so.1.1',
    expected: ['/api/1.1/zkvm/install'],
    context: '1.1',
    source: 'risc0/risc0#2322 (prebuilt rzup linked against OpenSSL 1.1 on a system with only OpenSSL 3)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'unresolved import `risc0_zkvm::ReceiptMetadata`',
    expected: ['/api/0.20/zkvm/receipts', '/api/0.20'],
    context: '0.20',
    source: 'risc0/risc0#1188 (ReceiptMetadata renamed to ReceiptClaim)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'none of the selected packages contains these features: cuda',
    expected: ['/api/1.0/generating-proofs/local-proving'],
    context: '1.0',
    source: 'boundless-xyz/zeth#102 (cargo build -F cuda doing nothing while the host feature was commented out)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'recursion_zkr.zip: (verification: FAILED)',
    expected: ['/api/next/generating-proofs/local-proving'],
    context: 'next',
    source: 'Sovereign-Labs/sovereign-sdk#2975 (CI builds failing while risc0-circuit-recursion downloaded its zip)',
  },
  // running and proving
  {
    kind: 'error',
    form: 'runtime',
    query: 'on an `Err` value: NotSupported',
    expected: ['/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'risc0/risc0#2127 (decoding a self-describing serde type with the zkVM serializer)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'on an `Err` value: rx len failed',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'risc0/risc0#2750 (host losing its connection to an r0vm process that died while proving)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'InvalidArchive("Could not find central directory end")',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'risc0/risc0#1347 (recursion_zkr.zip left as a Git LFS pointer when risc0 comes from a git dependency)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'address 0x00000001 is an invalid guest address',
    expected: ['/api/0.19/zkvm/developer-guide/zkvm-specification'],
    context: '0.19',
    source: 'risc0/risc0#1140 (TinyGo ELF run with r0vm touching the invalid first page)',
  },
  // verifying
  {
    kind: 'error',
    form: 'verify',
    query: 'Journal digest mismatch detected',
    expected: ['/api/0.18/zkvm/developer-guide/receipts'],
    context: '0.18',
    source: 'risc0/risc0#594 (EVM example receipts whose journal did not match the committed digest)',
  },
  // the proving service
  {
    kind: 'error',
    form: 'service',
    query: 'SessionCreateErr',
    expected: ['/api/generating-proofs/remote-proving', '/faq'],
    context: '1.2',
    source: 'hyli-org/hyli#1155 (retrying Bonsai session creation after hitting the parallel proof limit)',
  },
];

export const batch6Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
