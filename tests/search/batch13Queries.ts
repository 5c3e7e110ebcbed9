// cspell:ignore studu compresed instrcution contributorsguide zkcheckmate prorrata cleint provinf instakl profler bevvy zkhack prorata pbkdf eprintln wasmi techqa verkle cgorust lambdaclass eccc weizmann threadreaderapp expii byjus gnu autoconf citrea chainwayxyz Nethermind stellar cheker anoma yetanotherco
/**
 * Batch 13 of the reader queries for the search benchmark, dated 2026-11-28.
 * The queries were written blind to the site's search: no run of it, no look
 * at its index, ranking or benchmark output. Each one starts from something a
 * real reader wrote or read: an issue or pull request in risc0/risc0,
 * risc0-ethereum, the examples and template repositories, a project that
 * proves with the zkVM, the text of an error in the source of the release it
 * is typed against, or a learner's page on group orders, linear congruences,
 * commitments, proximity gaps, Fiat–Shamir ordering, two's complement and the
 * RISC-V instruction formats. The expected pages were picked by reading the
 * Markdown of the version each query is typed from.
 *
 * Pasted errors keep the wording of their thread or of the release's source,
 * cut to fit the search box. Errors that appear on no page have sources
 * ending in "(on no page)" and expect the page a reader should land on
 * instead.
 *
 * About three in five queries are typed from the 1.2 or root pages; the rest
 * come from next and the older versions (1.1, 1.0, 0.21, 0.20, 0.19, 0.18).
 * The batch leans on topics earlier batches covered thinly: the examples
 * (checkmate, WASM, pro rata, Bevy, password checker), the contributor's
 * guide and study club, shared host and guest types, standard input and
 * error streams, the async Bonsai client, adding verifiers to the router,
 * several guests in one methods crate, the 0.18 to 0.20 Bonsai relay and REST
 * headers, and install errors of the older `cargo risczero` and `rzup`. No
 * entry repeats one of `queries.ts`, batches 3 to 12 or the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'zk checkmate',
    expected: ['/api/0.20/zkvm/examples'],
    context: '0.20',
    source: 'risc0/risc0-rust-examples#19 (ZK Checkmate example: a mate in one proven without revealing the move)',
  },
  {
    kind: 'keyword',
    query: 'wasm interpreter in the guest',
    expected: ['/api/next/zkvm/examples'],
    context: 'next',
    source: 'risc0/risc0#539 (WASM example running a wasmi module inside the zkVM)',
  },
  {
    kind: 'keyword',
    query: 'shared core crate',
    expected: ['/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'risc0/risc0#1218 (jwt-validator example with a core crate of types shared by host and guest)',
  },
  {
    kind: 'keyword',
    query: 'relative links between doc pages',
    expected: ['/contributors-guide'],
    context: 'root',
    source:
      'risc0/risc0#2302 (docs PR rewriting links to the terminology page; maintainers explain how site links resolve)',
  },
  {
    kind: 'keyword',
    query: 'zkhack workshop recordings',
    expected: ['/studyclub'],
    context: 'root',
    source: 'risc0/risc0-rust-examples#25 (pointer to the ZK Hack workshop recording for the chess example)',
  },
  {
    kind: 'keyword',
    query: 'pro rata cap table example',
    expected: ['/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#595 (ZK financial calculation example, prorata)',
  },
  {
    kind: 'keyword',
    query: 'eprintln in the guest',
    expected: ['/api/zkvm/guest-code-101', '/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'risc0/risc0#437 (document guest-side logging: env::log, println! and eprintln!)',
  },
  {
    kind: 'keyword',
    query: 'bevy game engine',
    expected: ['/api/1.1/zkvm/examples'],
    context: '1.1',
    source: 'risc0/risc0#787 (READMEs of the bevy, chess and factors examples)',
  },
  {
    kind: 'keyword',
    query: 'pbkdf2 password checker',
    expected: ['/api/1.0/zkvm/examples'],
    context: '1.0',
    source: 'risc0/risc0#910 (password checker example switched to PBKDF2 with the RustCrypto crates)',
  },
  {
    kind: 'keyword',
    query: 'local proving hardware requirements',
    expected: ['/api/0.21/generating-proofs/local-proving'],
    context: '0.21',
    source: 'risc0/risc0-rust-examples#53 (waldo example failing to prove on a laptop for lack of memory)',
  },
  {
    kind: 'keyword',
    query: 'steel erc20 balance query',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#527 (Steel ERC20 balance example shown in the README)',
  },
  {
    kind: 'keyword',
    query: 'fri study club session',
    expected: ['/studyclub', '/reference-docs/about-fri'],
    context: 'root',
    source: 'https://threadreaderapp.com/thread/1640707823825993735.html (RISC Zero Study Club week on FRI)',
  },
];

const identifiers: ReaderQuery[] = [
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'SessionId::logs',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1093 (guest failures on Bonsai: the panic message only shows up in the r0vm log)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'ExecutorEnvBuilder::stderr',
    expected: ['/api/zkvm/tutorials/io'],
    context: 'root',
    source: 'risc0/risc0#1148 (guest stdin empty by default; whether stdout and stderr should follow)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'Receipt::get_claim',
    expected: ['/api/0.21/zkvm/receipts'],
    context: '0.21',
    source: 'risc0/risc0#1188 (ReceiptMetadata renamed to ReceiptClaim, read with get_claim)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'Prover::get_name',
    expected: ['/api/next/generating-proofs/proving-options'],
    context: 'next',
    source: 'NethermindEth/Surge#99 (RISC Zero proving went to Bonsai instead of the local prover)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'default_executor().execute',
    expected: ['/api/zkvm/host-code-101'],
    context: '1.2',
    source: 'risc0/risc0#2267 (running the executor in tests to get the claim without proving)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'cycle_budget',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1837 (Bonsai Quotas struct: concurrent_proofs, cycle_budget, cycle_usage)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'session_cycles',
    expected: ['/api/0.19/zkvm/quickstart'],
    context: '0.19',
    source: 'risc0/risc0#1047 (execution statistics in the trace: total_cycles, session_cycles, segment_count)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'addVerifier',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#80 (verifier router and emergency stop contracts for version management)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'SelectorMismatch',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: 'root',
    source: 'anoma/pa-evm#464 (explicit check that the seal carries the expected verifier selector)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'EvenNumber contract',
    expected: ['/api/0.21/blockchain-integration/eth-examples'],
    context: '0.21',
    source: 'boundless-xyz/risc0-foundry-template#95 (code walkthrough of the EvenNumber contract)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'OUT_DIR',
    expected: ['/api/best-practice-for-vscode', '/api/zkvm/tutorials/io'],
    context: 'root',
    source:
      'purton-tech/rust-on-nails#83 (rust-analyzer: `OUT_DIR` not set for include!(concat!(env!("OUT_DIR"), ...)))',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_PROVER=bonsai',
    expected: ['/api/1.1/generating-proofs/proving-options', '/api/1.1/generating-proofs/remote-proving'],
    context: '1.1',
    source: "chainwayxyz/citrea#1381 (pick Bonsai or local proving through risc0's environment variables)",
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'rzup --version 1.0.0',
    expected: ['/api/1.0/zkvm/install'],
    context: '1.0',
    source: 'yetanotherco/zkRust#26 (installing risc0 1.0.1 by version with the old command failed)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo risczero new my_project --std',
    expected: ['/api/0.20/zkvm/quickstart'],
    context: '0.20',
    source: 'risc0/risc0#480 (cargo risczero new toggles no_std and the std feature of the guest)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'can I give the executor a stdin reader and also use write_slice',
    expected: ['/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'risc0/risc0#3806 (buffered writes silently replace a reader passed to stdin)',
  },
  {
    kind: 'question',
    query: 'what happens if the guest reads more input than the host wrote',
    expected: ['/faq', '/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'risc0/risc0#1016 (executor hung when the guest read more input than was provided)',
  },
  {
    kind: 'question',
    query: 'how do I call the bonsai sdk from async tokio code',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1062 (blocking Bonsai SDK client panics inside a tokio runtime)',
  },
  {
    kind: 'question',
    query: 'how can my host refuse to start when dev mode is on',
    expected: ['/api/generating-proofs/dev-mode'],
    context: '1.2',
    source: 'chainwayxyz/citrea#2822 (detect RISC0_DEV_MODE at startup and panic on mainnet)',
  },
  {
    kind: 'question',
    query: 'how do I add a second guest program to the methods crate',
    expected: ['/api/zkvm/host-code-101', '/api/best-practice-for-vscode'],
    context: '1.2',
    source: 'risc0/risc0#516 (one pair of ELF and ID constants per guest when a project has several)',
  },
  {
    kind: 'question',
    query: 'how do I make my journal readable by a solidity contract',
    expected: ['/api/zkvm/tutorials/io', '/api/blockchain-integration/bonsai-on-eth'],
    context: '1.2',
    source: 'boundless-xyz/risc0-foundry-template#95 (guest commits ABI-encoded bytes with commit_slice)',
  },
  {
    kind: 'question',
    query: 'how do I fix a mistake that is in an older version of the docs',
    expected: ['/contributors-guide'],
    context: 'root',
    source: 'risc0/risc0#3253 (docs still name the outdated risc0_zkvm_guest crate)',
  },
  {
    kind: 'question',
    query: 'why salt a hash before committing it to the journal',
    expected: ['/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'risc0/risc0#910 (password checker commits a salted hash instead of the password)',
  },
  {
    kind: 'question',
    query: 'who is allowed to add a new verifier to the router',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: 'root',
    source: 'risc0/risc0-ethereum#147 (version management design: RISC Zero acts as the admin of its router)',
  },
  {
    kind: 'question',
    query: 'can I make the snark receipt on my own machine in 0.21',
    expected: ['/api/0.21/generating-proofs/local-proving'],
    context: '0.21',
    source: 'risc0/risc0#1267 (stark to snark only reachable through Bonsai; asking for a local version)',
  },
  {
    kind: 'question',
    query: 'which headers does every bonsai api request carry',
    expected: ['/api/0.20/bonsai/rest-api'],
    context: '0.20',
    source: 'risc0/risc0#899 (x-risc0-version header added to Bonsai API requests)',
  },
  {
    kind: 'question',
    query: 'how does my contract get the result back from the bonsai relay',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source: 'risc0/risc0#720 (describe the relay invocation and verified callback flow)',
  },
  {
    kind: 'question',
    query: 'which TODOs do I fill in after cargo risczero new in 0.18',
    expected: ['/api/0.18/zkvm/quickstart'],
    context: '0.18',
    source: 'risc0/risc0#564 (factors README and the comments in the starter template)',
  },
  {
    kind: 'question',
    query: 'where does rzup put the toolchains it downloads',
    expected: ['/api/1.1/zkvm/install'],
    context: '1.1',
    source: 'risc0/risc0#2790 (toolchain directories under ~/.risc0/toolchains)',
  },
  {
    kind: 'question',
    query: 'how do I send raw bytes to the guest without serde',
    expected: ['/api/1.0/zkvm/tutorials/io', '/api/1.0/zkvm/host-code-101'],
    context: '1.0',
    source: 'risc0/risc0#1002 (add_input replaced by write and write_slice)',
  },
  {
    kind: 'question',
    query: 'does rzup install also update components in 1.3',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#2824 (rzup install changes with rzup 0.3; docs next updated)',
  },
];

const misspellings: ReaderQuery[] = [
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'studu club',
    intended: 'study club',
    expected: ['/studyclub'],
    context: 'root',
    source: 'https://threadreaderapp.com/thread/1640707823825993735.html (RISC Zero Study Club week on FRI)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'local provinf',
    intended: 'local proving',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'risc0/risc0#2319 (proving hardware section added to the local proving docs)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'rzup instakl',
    intended: 'rzup install',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#2712 (rzup 0.3 component management and install)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'compresed instructions',
    intended: 'compressed instructions',
    expected: ['/reference-docs/about-risc-v', '/api/zkvm/zkvm-specification'],
    context: 'root',
    source:
      'https://five-embeddev.com/riscv-user-isa-manual/20181106-Base-Ratification/c.html (the C extension and its 16-bit encodings)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'password cheker',
    intended: 'password checker',
    expected: ['/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#673 (broken file references in the password-checker README)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'profler feature',
    intended: 'profiler feature',
    expected: ['/api/0.19/zkvm/developer-guide/profiling'],
    context: '0.19',
    source: 'risc0/risc0#891 (profiler output read as a flame graph)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'prorrata example',
    intended: 'prorata example',
    expected: ['/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#595 (ZK financial calculation example, prorata)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'bevvy example',
    intended: 'bevy example',
    expected: ['/api/1.0/zkvm/examples'],
    context: '1.0',
    source: 'risc0/risc0#787 (READMEs of the bevy, chess and factors examples)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'instrcution formats',
    intended: 'instruction formats',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'https://cgorust.com/dictionary/Instruction_in_risc-v (R, I, S, B, U and J instruction formats)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'async bonsai cleint',
    intended: 'async bonsai client',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'chainwayxyz/citrea#2987 (use the async Bonsai client)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'contributorsguide',
    intended: 'contributors guide',
    expected: ['/contributors-guide'],
    context: 'root',
    source: 'risc0/risc0#3396 (docs: fix a misleading link, a first contribution to the docs)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'zkcheckmate',
    intended: 'zk checkmate',
    expected: ['/api/zkvm/examples'],
    context: 'root',
    source: 'risc0/risc0-rust-examples#19 (ZK Checkmate example: a mate in one proven without revealing the move)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'call back receiver',
    intended: 'callback receiver',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source: 'risc0/risc0#699 (Bonsai Relay: handle failures coming from Bonsai in the callback flow)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'build tool chain',
    intended: 'build toolchain',
    expected: ['/api/0.18/zkvm/install'],
    context: '0.18',
    source: 'risc0/risc0#773 (cargo-risczero install and build-toolchain commands added)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'the order of an element divides p minus 1',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source:
      'https://math.techqa.club/why-does-the-multiplicative-order-divide-mathbb-f-1-3974593 (why the multiplicative order divides |F| - 1)',
  },
  {
    kind: 'concept',
    query: 'solve a linear congruence by multiplying by the inverse',
    expected: ['/reference-docs/about-finite-fields-exercises', '/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'https://www.expii.com/t/linear-equations-in-fp-congruences-modulo-p-3384 (linear equations in F_p)',
  },
  {
    kind: 'concept',
    query: 'table of inverses modulo 11',
    expected: ['/reference-docs/about-finite-fields-exercises'],
    context: 'root',
    source:
      'https://byjus.com/question-answer/find-the-inverse-of-5-under-multiplication-modulo-11-on-z11 (composition table modulo 11)',
  },
  {
    kind: 'concept',
    query: 'merkle root as a binding commitment',
    expected: ['/terminology', '/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source: 'https://verkle.dev/docs/concepts/cryptography/commitment_scheme (binding and hiding commitments)',
  },
  {
    kind: 'concept',
    query: 'proximity gaps for reed solomon codes',
    expected: ['/reference-docs/about-fri', '/studyclub'],
    context: 'root',
    source: 'https://eccc.weizmann.ac.il/report/2025/166 (proximity gaps of Reed–Solomon codes and IOP soundness)',
  },
  {
    kind: 'concept',
    query: 'why the challenge must come after the prover commits',
    expected: ['/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source:
      'https://liamz.co/tech-blog/2022/11/09/anatomy-of-a-stark-proof.html (Fiat–Shamir: hashes make the prover commit first)',
  },
  {
    kind: 'concept',
    query: 'auxiliary trace columns built from a verifier challenge',
    expected: ['/proof-system/proof-system-sequence-diagram', '/reference-docs/about-plonk'],
    context: 'root',
    source:
      'https://lambdaclass.github.io/lambdaworks/starks/cairo_rap.html (extended columns added after the challenges)',
  },
  {
    kind: 'concept',
    query: 'why b-type branch immediates are scrambled',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'http://www.e-learn.cn/tag/instruction-set?page=3 (why the S-B and U-J immediates are encoded this way)',
  },
  {
    kind: 'concept',
    query: "two's complement wraps around modulo 2^32",
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source:
      'https://www.gnu.org/software/autoconf/manual/autoconf-2.67/html_node/Integer-Overflow-Basics.html (wraparound modulo a power of two)',
  },
  {
    kind: 'concept',
    query: 'recursion circuit with an instruction set for hashing',
    expected: ['/api/recursion'],
    context: '1.2',
    source: 'risc0/risc0#1959 (recursion doc: fewer columns and a much simpler instruction set)',
  },
  {
    kind: 'concept',
    query: 'conjectured security level of the risc-v stark',
    expected: ['/api/0.21/security-model'],
    context: '0.21',
    source: 'risc0/risc0#1593 (soundness calculator and security levels of the provers)',
  },
  {
    kind: 'concept',
    query: 'succinct receipt made by joining segment proofs',
    expected: ['/api/0.20/zkvm/receipts'],
    context: '0.20',
    source: 'risc0/risc0#1034 (prover API that turns a session into a succinct receipt with lift and join)',
  },
];

const errors: ReaderQuery[] = [
  {
    kind: 'error',
    form: 'build',
    query: 'error: Rust is not installed. Please install Rust from',
    expected: ['/faq', '/api/zkvm/install'],
    context: 'root',
    source: 'risc0/risc0 v1.2.6 rzup/install (the installer stops when rustc is missing)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'reported success, but provided no receipt',
    expected: ['/faq', '/api/generating-proofs/remote-proving'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkvm/src/host/client/prove/bonsai.rs (SNARK session succeeded with no receipt URL) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Could not determine risc0 home dir. Set RISC0_HOME env var.',
    expected: ['/api/zkvm/install', '/faq'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/build/src/lib.rs (no Rust toolchain installed by rzup under ~/.risc0) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'custom error 0xde03ac4c',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'NethermindEth/stellar-risc0-verifier#12 (router: a removed selector is tombstoned and reverts for good)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'cannot resolve conditional receipt with no output',
    expected: ['/api/zkvm/composition'],
    context: 'root',
    source:
      'risc0/risc0 v1.2.6 risc0/zkvm/src/host/recursion/prove/mod.rs (resolving needs the claim output) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Failed to detect cargo-risczero installation',
    expected: ['/api/1.1/zkvm/install'],
    context: '1.1',
    source: 'risc0/risc0 v1.1.4 rzup/src/utils.rs (cargo risczero --version fails under rzup) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'The risc0 toolchain is not available for download on this',
    expected: ['/api/1.0/zkvm/install'],
    context: '1.0',
    source: 'risc0/risc0 v1.0.5 risc0/cargo-risczero/src/commands/install.rs (unknown host target) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Invalid segment_limit_po2: 12',
    expected: ['/api/0.21/zkvm/zkvm-specification', '/api/0.21/zkvm/host-code-101'],
    context: '0.21',
    source: 'risc0/risc0 v0.21.0 risc0/zkvm/src/host/server/exec/executor.rs (po2 outside 13 to 24) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Only proven receipts can be uploaded.',
    expected: ['/api/0.20/bonsai/rest-api', '/api/0.20/zkvm/host-code-101'],
    context: '0.20',
    source:
      'risc0/risc0 v0.20.1 risc0/zkvm/src/host/client/prove/bonsai.rs (unresolved assumption sent to Bonsai) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'must be a rust valid rust identifier',
    expected: ['/api/0.19/zkvm/quickstart'],
    context: '0.19',
    source:
      'risc0/risc0 v0.19.1 risc0/cargo-risczero/src/commands/new.rs (--guest-name that is not an identifier) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Could not determine cargo-risczero data dir. Set RISC0_DATA_DIR',
    expected: ['/api/0.18/zkvm/install'],
    context: '0.18',
    source: 'risc0/risc0 v0.18.0 risc0/cargo-risczero/src/utils.rs (no data directory for the toolchain) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Error: Run `rzup build rust` instead',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source:
      'risc0/risc0 v1.3.0 risc0/cargo-risczero/src/commands/build_toolchain.rs (old build-toolchain command) (on no page)',
  },
];

export const batch13Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
