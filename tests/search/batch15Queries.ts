// cspell:ignore optioms secrity terminollogy statred zkvmoverview emergnecy fiatshamir btreemap serde tfhe nixpkgs homomorphic lukasl anoma miden rustarians zeroknowledgedefi cryptologie brianseong vlayer clementine bincode estop citrea chainwayxyz yetanotherco plonkish filetime
/**
 * Batch 15 of the reader queries for the search benchmark, dated 2026-11-29.
 * The queries were written blind to the site's search: no run of it, no look
 * at its index, ranking or benchmark output. Each one starts from something a
 * real reader wrote or read: an issue or pull request in risc0/risc0,
 * risc0-ethereum (Steel and the verifier contracts) and the Foundry template,
 * a project that proves with the zkVM (Citrea, Sovereign SDK, Zeth, ere,
 * vlayer, a zkVM benchmark suite), the text of an error in the source of the
 * release it is typed against, or a learner's page on circuits versus
 * formulas, comparisons in circuits, jal and jalr, universal zkVM circuits,
 * R1CS next to AIR, the DEEP composition polynomial, the phases of the STARK
 * IOP, the few points a verifier opens and error amplification. The expected
 * pages were picked by reading the Markdown of the version each query is
 * typed from.
 *
 * Pasted errors keep the wording of the release's source or of the thread,
 * cut to fit the search box. Errors that appear on no page have sources
 * ending in "(on no page)" and expect the page a reader should land on
 * instead.
 *
 * Nearly three in five queries are typed from the 1.2 or root pages; the
 * rest come from next and the older versions (1.1, 1.0, 0.21, 0.20, 0.19,
 * 0.18). The batch leans on pages earlier batches reached rarely or never:
 * the introduction, zkVM overview, getting started and tutorials overview
 * pages, the next recursion, security model and install pages, the 1.1
 * guest code, receipts, rust resources and install pages, the 1.0 recursion,
 * host code, rust resources and Ethereum examples pages, the 0.21 quick
 * start, dev mode and zkVM specification, the 0.20 benchmarks, hello world,
 * receipts and blockchain guide, the 0.19 tutorials overview, install and
 * Bonsai SDK pages, the 0.18 zkVM overview and guest code pages, and the
 * arithmetic circuits, sequence diagram and STARK by Hand pages. No entry
 * repeats one of `queries.ts`, batches 3 to 14 or the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'guest compiler based on rust 1.81',
    expected: ['/api/1.1/zkvm/rust-resources'],
    context: '1.1',
    source:
      'risc0/risc0#2360 (a new project fails in the guest build because its toolchain is older than a dependency needs)',
  },
  {
    kind: 'keyword',
    query: 'prover cycles per second on my machine',
    expected: ['/api/0.20/zkvm/benchmarks'],
    context: '0.20',
    source: 'risc0/risc0#1325 (the loop and fib benchmarks change what they measure once receipts are compressed)',
  },
  {
    kind: 'keyword',
    query: 'suggested reading order for the math',
    expected: ['/education'],
    context: 'root',
    source: 'risc0/risc0#222 (a reader asks which references to study to follow the protocol)',
  },
  {
    kind: 'keyword',
    query: 'zkvm application pieces diagram',
    expected: ['/api/zkvm/', '/api/getting-started'],
    context: '1.2',
    source: 'risc0/risc0#3250 (the pieces a guest needs: methods crate, build script, out-of-workspace guest)',
  },
  {
    kind: 'keyword',
    query: 'tutorial prerequisites and hardware',
    expected: ['/api/0.19/zkvm/tutorials/overview'],
    context: '0.19',
    source: 'risc0/risc0#1077 (the hello world tutorial moves from GitHub into the docs)',
  },
  {
    kind: 'keyword',
    query: 'billion cycles thousand segment proofs',
    expected: ['/api/1.0/recursion'],
    context: '1.0',
    source: 'risc0/risc0#984 (recursion lands: segment receipts folded into one)',
  },
  {
    kind: 'keyword',
    query: 'write prove verify on chain walkthrough',
    expected: ['/api/getting-started'],
    context: '1.2',
    source: 'risc0/risc0#516 (the Getting Started tutorial moved out of the website)',
  },
  {
    kind: 'keyword',
    query: 'no_std guest template with entry macro',
    expected: ['/api/0.21/zkvm/quickstart', '/api/0.21/zkvm/guest-code-101'],
    context: '0.21',
    source:
      'risc0/risc0#609 (a guest written without std, with #![no_std] and the entry macro, until a dependency needs std)',
  },
  {
    kind: 'keyword',
    query: 'po2 22 default in 1.3',
    expected: ['/api/next', '/api/next/zkvm/zkvm-specification'],
    context: 'next',
    source: 'risc0/risc0#2817 (the largest segment size rises to po2 22 for the 1.3 release)',
  },
  {
    kind: 'keyword',
    query: 'trace table explorer tamper with a cell',
    expected: ['/proof-system/stark-by-hand', '/education'],
    context: 'root',
    source: 'risc0/risc0#2888 (interactive STARK by Hand notebooks)',
  },
];

const identifiers: ReaderQuery[] = [
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_zkvm::entry!',
    expected: ['/api/1.1/zkvm/guest-code-101'],
    context: '1.1',
    source: 'risc0/risc0#3253 (docs still named the long-gone risc0_zkvm_guest crate for the entry macro)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'VerifierContext::empty()',
    expected: ['/api/recursion'],
    context: '1.2',
    source: 'risc0/risc0#1841 (hash suites and verifier parameters move into the VerifierContext)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'ProverOpts::composite()',
    expected: ['/api/recursion', '/api/generating-proofs/proving-options'],
    context: '1.2',
    source: 'yetanotherco/zkvm_benchmarks#22 (risc0 benchmarked with the default composite receipts)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'bincode::serialize(&receipt)',
    expected: ['/api/1.1/zkvm/receipts'],
    context: '1.1',
    source: 'risc0/risc0#1619 (verify a receipt saved to disk without writing code)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_zkvm::MEM_SIZE',
    expected: ['/api/0.19/zkvm/developer-guide/zkvm-specification'],
    context: '0.19',
    source: 'risc0/risc0#1026 (a host loads the ELF with risc0_zkvm::MEM_SIZE before uploading it to Bonsai)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_DEV_MODE=true cargo test',
    expected: ['/api/0.21/generating-proofs/dev-mode'],
    context: '0.21',
    source: 'vlayer-xyz/vlayer#1770 (fake proofs in tests only when RISC0_DEV_MODE is set)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_DEV_MODE=0 cargo run --release',
    expected: ['/api/0.21/zkvm/quickstart'],
    context: '0.21',
    source: 'risc0/risc0#1033 (quick start tip: iterate in dev mode, then prove for real)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'TIMED_OUT',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1026 (a status loop that only knows RUNNING and SUCCEEDED makes Bonsai fail silently)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'rzup --verbose install',
    expected: ['/api/zkvm/install'],
    context: '1.2',
    source: 'boundless-xyz/zeth#137 (a reader runs rzup --verbose install to get a matching r0vm)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'CALLBACK_GAS_LIMIT',
    expected: ['/api/0.18/bonsai/bonsai-on-eth'],
    context: '0.18',
    source: 'risc0/risc0#720 (the Bonsai relay readme should describe the verified callback flow)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'DeserializeOwned',
    expected: ['/api/zkvm/guest-code-101'],
    context: '1.2',
    source: 'Sovereign-Labs/sovereign-sdk#1765 (a guest type with a borrowed string field fails to deserialize)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'non_blocking bonsai client',
    expected: ['/api/generating-proofs/remote-proving', '/api'],
    context: '1.2',
    source: 'chainwayxyz/citrea#538 (a Bonsai adapter calling the SDK from async code)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'does the verifier ever get to see my execution trace',
    expected: ['/proof-system/what-is-a-trace', '/api/security-model'],
    context: 'root',
    source: 'risc0/risc0#1602 (a private input appears in the trace, but the verifier never sees the trace)',
  },
  {
    kind: 'question',
    query: 'why does env::log prefix my message with a cycle number',
    expected: ['/api/1.1/zkvm/guest-code-101'],
    context: '1.1',
    source: 'risc0/risc0#437 (document guest-side logging: env::log in no_std, println! with std)',
  },
  {
    kind: 'question',
    query: 'can risc0 1.1 verify receipts that were proved with 1.0.5',
    expected: ['/api/1.1/zkvm/receipts', '/faq'],
    context: '1.1',
    source: 'chainwayxyz/citrea#1693 (a full node keeps a 1.0.5 verifier to check older proofs)',
  },
  {
    kind: 'question',
    query: 'how can I get a smaller receipt than the composite one',
    expected: ['/api/0.21/zkvm/receipts', '/api/0.21/generating-proofs/proving-options'],
    context: '0.21',
    source: 'risc0/risc0#1645 (a receipt for an AES run serializes to 238 kB with a one-boolean journal)',
  },
  {
    kind: 'question',
    query: 'can I use rust from nixpkgs instead of rustup',
    expected: ['/api/0.19/zkvm/install'],
    context: '0.19',
    source: 'risc0/risc0#1569 (a NixOS user installs rustup only to build a risc0 project)',
  },
  {
    kind: 'question',
    query: 'which code runs in the zkvm and which runs on the host',
    expected: ['/api/0.18/zkvm'],
    context: '0.18',
    source: 'boundless-xyz/risc0-foundry-template#17 (readmes explaining where the host and guest code live)',
  },
  {
    kind: 'question',
    query: 'can I run tfhe-rs homomorphic encryption inside the guest',
    expected: ['/api/1.0/zkvm/rust-resources'],
    context: '1.0',
    source: 'risc0/risc0#1857 (tfhe-rs does not build for the zkVM target because of its csprng)',
  },
  {
    kind: 'question',
    query: 'where should a new developer start reading these docs',
    expected: ['/api', '/api/getting-started'],
    context: 'root',
    source: 'risc0/risc0#516 (the Getting Started walkthrough moved, leaving readers to find a starting point)',
  },
  {
    kind: 'question',
    query: 'is the zero knowledge property of the zkvm formally proven',
    expected: ['/api/next/security-model'],
    context: 'next',
    source: 'risc0/risc0#2238 (wording of the cryptographic security model page)',
  },
  {
    kind: 'question',
    query: 'where do I find the cycle and segment counts after proving',
    expected: ['/api/1.0/zkvm/host-code-101'],
    context: '1.0',
    source: 'chainwayxyz/citrea#2372 (session cycle count stats not usable)',
  },
  {
    kind: 'question',
    query: 'why does the hello world tutorial run in dev mode first',
    expected: ['/api/0.20/zkvm/tutorials/hello-world', '/api/0.20/zkvm/tutorials/overview'],
    context: '0.20',
    source: 'risc0/risc0#1027 (cycle and segment stats from dev-mode runs while iterating)',
  },
  {
    kind: 'question',
    query: 'can union merge receipts from two unrelated programs',
    expected: ['/api/next/recursion'],
    context: 'next',
    source: 'risc0/risc0#2739 (work in progress on the union recursion program)',
  },
  {
    kind: 'question',
    query: 'can I build the guest with stock nightly rust instead of rzup',
    expected: ['/api/zkvm/rust-resources', '/api/zkvm/install'],
    context: '1.2',
    source: 'eth-act/ere#114 (compiling risc0 guest programs with a stock nightly compiler)',
  },
  {
    kind: 'question',
    query: 'can env::verify return an error instead of panicking the guest',
    expected: ['/api/zkvm/composition'],
    context: '1.2',
    source: 'chainwayxyz/citrea#1643 (guest-side verification should not panic)',
  },
  {
    kind: 'question',
    query: 'is a zkvm slower than writing a custom circuit',
    expected: ['/reference-docs/about-arithmetic-circuits', '/faq'],
    context: 'root',
    source:
      'https://www.cryptologie.net/article/589/zkvms-are-cool-but-have-you-heard-of-zkcpus/ (the cost of proving a CPU instead of the computation)',
  },
  {
    kind: 'question',
    query: 'should I verify the groth16 receipt bonsai returns before using it',
    expected: ['/faq', '/api/zkvm/receipts'],
    context: '1.2',
    source: 'chainwayxyz/citrea#2730 (verify the Groth16 receipts the Bonsai prover service returns)',
  },
  {
    kind: 'question',
    query: 'what math should I know before starting stark by hand',
    expected: ['/education', '/proof-system/stark-by-hand'],
    context: 'root',
    source: 'risc0/risc0#979 (a reader working through the STARK by Hand FRI lesson)',
  },
  {
    kind: 'question',
    query: 'can dev mode be switched on in code instead of env vars',
    expected: ['/api/generating-proofs/dev-mode'],
    context: '1.2',
    source: 'chainwayxyz/clementine#1115 (replace RISC0_DEV_MODE with a compile-time switch)',
  },
];

const misspellings: ReaderQuery[] = [
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'proving optioms',
    intended: 'proving options',
    expected: ['/api/generating-proofs/proving-options'],
    context: '1.2',
    source: 'risc0/risc0#1864 (proving options page should explain composite, succinct and Groth16 receipts)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'secrity model',
    intended: 'security model',
    expected: ['/api/security-model'],
    context: '1.2',
    source: 'risc0/risc0#2849 (security model page updated for po2 22)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'terminollogy',
    intended: 'terminology',
    expected: ['/terminology'],
    context: 'root',
    source: 'risc0/risc0#2048 (word choice for describing composite receipts)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'getting statred',
    intended: 'getting started',
    expected: ['/api/1.0/getting-started'],
    context: '1.0',
    source: 'risc0/risc0#516 (the Getting Started tutorial moved out of the website)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'zkvmoverview',
    intended: 'zkvm overview',
    expected: ['/api/zkvm/'],
    context: '1.2',
    source: 'Sovereign-Labs/sovereign-sdk#730 (docs explaining risc0 and how host and guest communicate)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'cargo work space',
    intended: 'cargo workspace',
    expected: ['/api/zkvm/quickstart'],
    context: '1.2',
    source: 'risc0/risc0#793 (renaming the methods package in the workspace of the factors example)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'blockchain zkvm gide',
    intended: 'blockchain zkvm guide',
    expected: ['/api/0.20/bonsai/blockchain-zkvm-guide'],
    context: '0.20',
    source: 'boundless-xyz/risc0-foundry-template#26 (clean up the Foundry template readme)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'emergnecy stop',
    intended: 'emergency stop',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#147 (verifier version management with a router and emergency stops)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'fiatshamir',
    intended: 'fiat shamir',
    expected: ['/proof-system/proof-system-sequence-diagram', '/terminology'],
    context: 'root',
    source:
      'https://neptune.cash/learn/stark-anatomy/fri/ (Anatomy of a STARK: verifier challenges made non-interactive)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'hash map slower than btreemap',
    intended: 'hashmap slower than btreemap',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#1080 (optimization guide: what costs cycles in the guest)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'a gate output can feed many later gates, unlike a formula',
    expected: ['/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source:
      'https://cs.stackexchange.com/questions/143208/how-does-fan-out-change-circuit-complexity (formulas are circuits with fan-out one)',
  },
  {
    kind: 'concept',
    query: 'comparisons and bit operations have no gate in a circuit',
    expected: ['/reference-docs/about-arithmetic-circuits', '/reference-docs/about-plonk'],
    context: 'root',
    source:
      'https://crypto.stackexchange.com/questions/71640/comparisons-in-zero-knowledge-proofs (a less-than test needs range checks and extra witnesses)',
  },
  {
    kind: 'concept',
    query: 'jal saves the return address, jalr jumps through a register',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'https://notes.lukasl.dev/Knowledge/jal-(RISC-V) (jal writes PC + 4 to the return register, jr ra returns)',
  },
  {
    kind: 'concept',
    query: 'one fixed cpu circuit where the program is just data',
    expected: ['/reference-docs/about-arithmetic-circuits', '/faq'],
    context: 'root',
    source:
      'https://research.anoma.net/t/compiling-to-zkvms-parallelisation-decoupling-and-abstractions/521 (a zkVM emulates a CPU in one universal circuit)',
  },
  {
    kind: 'concept',
    query: 'random weights combine the deep quotients into one fri polynomial',
    expected: ['/proof-system/stark-by-hand', '/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source:
      'https://rust-digger.code-maven.com/src/miden-stdlib-0.11.0/docs/crypto/stark/deep_queries.md (the random linear combination that feeds FRI)',
  },
  {
    kind: 'concept',
    query: 'r1cs versus air as ways to write constraints',
    expected: ['/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source: 'https://rustarians.com/r1cs-plonkish-air/ (Fibonacci written in R1CS, Plonkish and AIR side by side)',
  },
  {
    kind: 'concept',
    query: 'three phases of the stark protocol',
    expected: ['/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source: 'https://neptune.cash/learn/stark-anatomy/stark/ (Anatomy of a STARK, part 4: the STARK polynomial IOP)',
  },
  {
    kind: 'concept',
    query: 'which committed values the verifier actually opens',
    expected: ['/proof-system/stark-by-hand', '/reference-docs/about-starks'],
    context: 'root',
    source:
      'https://zeroknowledgedefi.com/2021/12/26/starks-ii-is-that-a-polynomial/ (the verifier asks for values at a few random points)',
  },
  {
    kind: 'concept',
    query: 'years of gpu time to forge a proof',
    expected: ['/api/security-model', '/litepaper'],
    context: 'root',
    source: 'risc0/risc0#2849 (the estimate of years needed to attack the system, updated for po2 21)',
  },
  {
    kind: 'concept',
    query: 'groth16 receipt only as strong as the stark under it',
    expected: ['/api/security-model', '/litepaper'],
    context: 'root',
    source: 'risc0/risc0#2276 (lookup argument soundness caps the default verifier at po2 21)',
  },
  {
    kind: 'concept',
    query: 'integrity and privacy guarantees of a zkvm proof',
    expected: ['/api/zkvm/', '/api/security-model'],
    context: '1.2',
    source:
      'https://www.brianseong99.com/post/zkvm-part-one-understanding-zkvm (what general-purpose verifiable computation promises)',
  },
  {
    kind: 'concept',
    query: 'error amplification by a low degree extension',
    expected: ['/reference-docs/about-rs-codes', '/education'],
    context: 'root',
    source:
      'https://vitalik.ca/general/2017/11/09/starks_part_1.html (STARKs part 1: a bad point spreads over most of the extension)',
  },
];

const errors: ReaderQuery[] = [
  {
    kind: 'error',
    form: 'build',
    query: 'note: the lang item is first defined in crate `std` (which',
    expected: ['/api/0.18/zkvm/developer-guide/guest-code-101', '/api/0.18/zkvm/developer-guide/rust-resources'],
    context: '0.18',
    source: 'risc0/risc0#1075 (a no_std 0.18 guest whose dependency links std) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Error: failed to start `forge build`',
    expected: ['/api/0.20/bonsai/eth-examples'],
    context: '0.20',
    source: 'risc0/risc0#1406 (building the v0.20.1 workspace needs Foundry installed) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'Data length mismatch',
    expected: ['/api/0.20/zkvm/receipts', '/api/0.20/bonsai/rest-api'],
    context: '0.20',
    source:
      'risc0/risc0 v0.20.1 risc0/zkvm/src/host/groth16.rs (Groth16Seal::from_vec given bytes that are not a whole seal) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'execution encountered a fault',
    expected: ['/api/0.21/zkvm/zkvm-specification'],
    context: '0.21',
    source:
      'risc0/risc0 v0.21.0 risc0/zkvm/src/host/server/exec/executor.rs (an illegal instruction or misaligned access stops the executor) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'assertion `left == right` failed: State root mismatch',
    expected: ['/api/1.0/blockchain-integration/eth-examples'],
    context: '1.0',
    source:
      'risc0/risc0-ethereum#224 (forgetting Contract::preflight trips the state root assert in the Steel guest); risc0-ethereum v1.0.0 steel/src/lib.rs (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'failed to find file on disk',
    expected: ['/api/0.19/bonsai/quickstart', '/api/0.19/bonsai/rest-api'],
    context: '0.19',
    source:
      'risc0/risc0 v0.19.1 bonsai/sdk/src/alpha.rs (upload_img_file or upload_input_file given a path that does not exist) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Error: Invalid toolchain specified',
    expected: ['/api/1.1/zkvm/install'],
    context: '1.1',
    source: 'risc0/risc0 v1.1.4 rzup/src/toolchain.rs (an rzup toolchain name other than rust or cpp) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error: Version not found: 1.2.0',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source:
      'risc0/risc0 e5fba5716 rzup/src/lib.rs (rzup default with a component version that is not installed) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'method path cannot include #',
    expected: ['/faq'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/build/src/lib.rs (a project checked out under a directory whose name contains #) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Guest panicked: sys_argc is disabled; can be enabled with the',
    expected: ['/api/secure-sdlc', '/faq'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkvm/platform/src/syscall.rs (a guest that reads its command-line arguments) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'expected a borrowed string',
    expected: ['/api/zkvm/guest-code-101'],
    context: 'root',
    source:
      'Sovereign-Labs/sovereign-sdk#1765 (risc0 guest deserialization of a &str field fails with a serde error) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error[E0433]: failed to resolve: could not find `unix` in `os`',
    expected: ['/api/zkvm/rust-resources'],
    context: '1.2',
    source: 'risc0/risc0#2401 (filetime, pulled in by a guest dependency, uses Unix-only APIs) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Error: C++ toolchain build not yet supported',
    expected: ['/api/zkvm/install', '/api/zkvm/rust-crates-with-cpp'],
    context: '1.2',
    source: 'risc0/risc0 v1.2.6 rzup/src/toolchain.rs (rzup asked to build the C++ toolchain from source) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'no supported fork for block',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source:
      "risc0-ethereum v1.2.0 steel/src/config.rs (a Steel environment for a block before the chain spec's first fork) (on no page)",
  },
  {
    kind: 'error',
    form: 'runtime',
    query: "call 'balanceOf(address)' failed",
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source:
      'risc0/risc0-ethereum#438 (a Steel view call that reverts panics the guest with a debug string); risc0-ethereum v1.2.0 steel/src/contract.rs (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Error: guest options were provided for package',
    expected: ['/api/next'],
    context: 'next',
    source:
      'risc0/risc0 e5fba5716 risc0/build/src/lib.rs (risc0-build 2.0 given guest options for a package it does not build) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'Fault checker generated incorrect guest state',
    expected: ['/api/0.19/zkvm/developer-guide/zkvm-specification'],
    context: '0.19',
    source:
      'risc0/risc0 v0.19.1 risc0/zkp/src/verify/mod.rs (a fault receipt whose checker did not reproduce the faulted state) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'InvalidProofOfExploit()',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source:
      'risc0-ethereum v1.2.0 contracts/src/RiscZeroVerifierEmergencyStop.sol (estop called with a receipt that does not prove an exploit) (on no page)',
  },
];

export const batch15Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
