// Misspelt on purpose: queries a reader might type.
// cspell:ignore validater arithmatic pasword sesion fibonnacci wrappper snrak polynomail localproving reservedcycles
// Names of projects, sites and terms in the queries and sources.
// cspell:ignore anoma arithmetization beehiiv blobstream bonsol bootcamp chainwayxyz citrea codygunton cryptofordummies ethrex forgevm galteland hackenproof hackmd lambdaclass lukasl metana omnia openvm quantumcookie raiko shuangcrypto skedbooks taikoxyz tetsuo vlayer zktls agen
/**
 * Second held-out set of reader queries for the search benchmark, dated
 * 2026-11-28. Like the first held-out set, it exists only to check whether
 * the ranking generalizes to queries it was never shaped around: nobody may
 * tune the search against these entries, and none of them was tried against
 * the site's search while the set was being written.
 *
 * Each query was drafted from reader material found before any measurement:
 * issue and pull-request threads in the risc0 repositories and in projects
 * that build on the zkVM, and learners' pages on finite fields, STARKs, FRI,
 * PLONK and RISC-V. The expected pages were chosen by reading the docs of the
 * version each query is typed from. No entry repeats or merely rewords one of
 * `queries.ts`, `batch3Queries.ts`, `batch4Queries.ts` or
 * `heldOutQueries.ts`.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'rzup default',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#1961 (rewritten rzup CLI with subcommands to pick the active version)',
  },
  {
    kind: 'keyword',
    query: 'hermez powers of tau file',
    expected: ['/api/trusted-setup-ceremony'],
    context: 'root',
    source: 'tetsuo-ai/AgenC#163 (reusing a published phase 1 ptau file before a circuit-specific setup)',
  },
  {
    kind: 'keyword',
    query: 'c-kzg',
    expected: ['/api/zkvm/rust-crates-with-cpp', '/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#1597 (request to get the C KZG library building inside a guest)',
  },
  {
    kind: 'keyword',
    query: 'x-risc0-version header',
    expected: ['/api/generating-proofs/remote-proving'],
    context: 'root',
    source: 'risc0/risc0#899 (Bonsai requests starting to carry the client zkVM version)',
  },
  {
    kind: 'keyword',
    query: 'p256 patch',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'automata-network/tdx-attestation-sdk#8 (attestation guest switching to the accelerated p256 fork)',
  },
  {
    kind: 'keyword',
    query: 'low degree extension',
    expected: ['/reference-docs/about-ntts-and-fourier', '/proof-system/stark-by-hand'],
    context: 'root',
    source: 'codygunton.github.io/openvm (notes on the trace domain and its larger LDE domain)',
  },
  {
    kind: 'keyword',
    query: 'erc20 balance query',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#527 (proposal to show the Steel ERC20 balance example in the README)',
  },
  {
    kind: 'keyword',
    query: 'blst',
    expected: ['/api/zkvm/rust-crates-with-cpp'],
    context: '1.2',
    source: 'risc0/risc0#1598 (users asking for the C-backed BLS signature crate in the guest)',
  },
  {
    kind: 'keyword',
    query: 'hackenproof',
    expected: ['/api/secure-sdlc'],
    context: 'root',
    source: 'risc0/risc0#3654 (verifier fix prompted by a researcher report through the bounty platform)',
  },
  {
    kind: 'keyword',
    query: 'cargo risczero build-toolchain',
    expected: ['/api/zkvm/install'],
    context: 'root',
    source: 'risc0/risc0#1507 (Intel Mac user told to compile the toolchain instead of downloading it)',
  },
];

const identifiers: ReaderQuery[] = [
  // Rust paths with ::
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'bonsai_sdk::non_blocking::Client',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'chainwayxyz/citrea#974 (replacing a hand-made wrapper with the async Bonsai client)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'env::get_cycle_count',
    expected: ['/api/0.18/zkvm/developer-guide/guest-code-101'],
    context: '0.18',
    source: 'risc0/risc0#3120 (the old name of the guest cycle counter still used in 0.18)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_zkvm::VERSION',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1920 (reader unsure which zkVM version the Bonsai API accepts)',
  },
  // snake_case functions and fields
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'verify_integrity_with_context',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source: 'risc0/risc0#1158 (review of what a verifier context means for each receipt type)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'upload_img',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source: 'risc0/demos#29 (porting a demo that uploads its guest to Bonsai to release 1.0)',
  },
  // types and Solidity names
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'EvenNumber',
    expected: ['/api/blockchain-integration/bonsai-on-eth', '/api/blockchain-integration/eth-examples'],
    context: 'root',
    source: 'risc0/risc0-ethereum#42 (walkthrough of deploying and calling the Foundry starter)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'getVerifier(bytes4)',
    expected: ['/api/1.0/blockchain-integration/contracts/verifier'],
    context: '1.0',
    source: 'risc0/risc0-ethereum#80 (router contract that maps seal selectors to verifiers)',
  },
  // environment variables
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RPC_URL',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#640 (confusion over what the RPC_URL variable should point at)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'EVEN_NUMBER_ADDRESS',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: 'root',
    source: 'boundless-xyz/risc0-foundry-template#113 (reviewing the starter README and its run steps)',
  },
  // command lines
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo install --path rzup',
    expected: ['/api/zkvm/install'],
    context: '1.2',
    source: 'risc0/risc0#2202 (install docs for building rzup from a source checkout)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'RISC0_DEV_MODE=true forge test -vvv',
    expected: ['/api/1.1/blockchain-integration/eth-examples'],
    context: '1.1',
    source: 'risc0/risc0-ethereum#3 (getting proofs into Solidity tests run by forge)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo run --bin publisher -- --chain-id=31337',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: 'root',
    source: 'risc0/risc0-ethereum#94 (README step on keeping a project made from the Foundry template current)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'can I use rayon to parallelize work inside the guest',
    expected: ['/api/zkvm/rust-resources', '/api/zkvm/zkvm-specification'],
    context: 'root',
    source: 'movement-network/movement#43 (porting thread-pool code to a zkVM guest)',
  },
  {
    kind: 'question',
    query: 'does stripping debug info from the guest elf change its image id',
    expected: ['/faq', '/api/zkvm/zkvm-specification'],
    context: 'root',
    source: 'risc0/risc0#799 (debate on which parts of the ELF the image ID depends on)',
  },
  {
    kind: 'question',
    query: 'how do I read all input bytes in the guest without knowing the length',
    expected: ['/api/zkvm/guest-code-101', '/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'risc0/risc0#402 (no way to read raw input without first sending its size)',
  },
  {
    kind: 'question',
    query: 'how do I see which versions of the risc0 tools are installed',
    expected: ['/api/zkvm/install'],
    context: '1.2',
    source: 'risc0/risc0#1629 (request for one command that prints every component version)',
  },
  {
    kind: 'question',
    query: 'how do I find out why my bonsai session failed',
    expected: ['/api/0.20/bonsai/rest-api'],
    context: '0.20',
    source: 'risc0/risc0#1026 (Bonsai sessions ending without a visible reason)',
  },
  {
    kind: 'question',
    query: 'why are paging cycles not counted as user cycles',
    expected: ['/api/zkvm/optimization', '/api/zkvm/host-code-101'],
    context: 'root',
    source: 'risc0/risc0#2696 (pull request proposing to fold pager cycles into user cycles)',
  },
  {
    kind: 'question',
    query: 'how do I stop rust-analyzer from compiling the guest on every save',
    expected: ['/api/1.1/best-practice-for-vscode'],
    context: '1.1',
    source: 'vlayer-xyz/vlayer#388 (editor checks rebuilding the guest and slowing each edit)',
  },
  {
    kind: 'question',
    query: 'why does cargo rerun the methods build script on every build',
    expected: ['/api/best-practice-for-vscode'],
    context: 'root',
    source: 'vlayer-xyz/vlayer#1113 (guest wrapper crates always dirty after a no-change build)',
  },
  {
    kind: 'question',
    query: 'why does the stark by hand example do its arithmetic modulo 97',
    expected: ['/proof-system/stark-by-hand', '/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'hackmd.io/@YaoGalteland (study notes on the Fibonacci-mod-97 STARK example)',
  },
  {
    kind: 'question',
    query: 'why does the modulus of a finite field have to be prime',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'metana-bootcamp.github.io (ZK prerequisites workshop on finite fields and primes)',
  },
  {
    kind: 'question',
    query: 'do I need a new trusted setup every time risc0 updates the prover',
    expected: ['/api/trusted-setup-ceremony', '/api/security-model'],
    context: 'root',
    source: 'Willow7737/omnia-protocol#41 (reader asking how a Groth16 setup was run and by whom)',
  },
  {
    kind: 'question',
    query: 'what do I have to change when upgrading from 0.21 to 1.0',
    expected: ['/api/0.21'],
    context: '0.21',
    source: 'risc0/risc0#1920 (team waiting to move from 0.21 to the first stable release)',
  },
  {
    kind: 'question',
    query: 'is the verifier router at the same address on every chain',
    expected: ['/api/1.0/blockchain-integration/contracts/verifier'],
    context: '1.0',
    source: 'boundless-xyz/blobstream0#39 (checking a contract against the deployed router instances)',
  },
  {
    kind: 'question',
    query: 'why is env::read slow for a large byte buffer',
    expected: ['/api/zkvm/optimization', '/api/zkvm/guest-code-101'],
    context: 'root',
    source: 'lambdaclass/ethrex#4678 (reading raw input bytes instead of deserializing cut guest cycles)',
  },
];

const misspellings: ReaderQuery[] = [
  // one letter replaced
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'jwt validater example',
    intended: 'jwt validator example',
    expected: ['/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#1218 (example checking RS256-signed tokens in the guest)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'clock arithmatic',
    intended: 'clock arithmetic',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'cryptofordummies.beehiiv.com (modular arithmetic explained with a clock face)',
  },
  // one letter left out
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'pasword checker',
    intended: 'password checker',
    expected: ['/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#673 (broken file references in the password-checker example)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'bonsai sesion status',
    intended: 'bonsai session status',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'chainwayxyz/citrea#538 (Bonsai adapter polling a session until it finishes)',
  },
  // one letter added
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'fibonnacci trace',
    intended: 'fibonacci trace',
    expected: ['/proof-system/stark-by-hand'],
    context: 'root',
    source: 'shuangcrypto.com (STARK 101 coding notes on a Fibonacci-style trace)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'groth16 wrappper',
    intended: 'groth16 wrapper',
    expected: ['/api/security-model', '/api/recursion'],
    context: 'root',
    source: 'risc0/risc0-ethereum#11 (on-chain Groth16 verifier matched to the prover release)',
  },
  // two neighbouring letters swapped
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'stark to snrak',
    intended: 'stark to snark',
    expected: ['/api/recursion', '/terminology'],
    context: 'root',
    source: 'bonsol-collective/bonsol#164 (errors in the proof compression step before submission)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'polynomail interpolation',
    intended: 'polynomial interpolation',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'quantumcookie.xyz (CS170 notes: a polynomial pinned down by its values at enough points)',
  },
  // a space dropped
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'localproving',
    intended: 'local proving',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'logos-co/scaffold#88 (local proving failing until the r0vm path was set)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'reservedcycles',
    intended: 'reserved cycles',
    expected: ['/api/zkvm/host-code-101', '/api/zkvm/optimization'],
    context: 'root',
    source: 'risc0/risc0#2641 (executor statistics listing user, paging and reserved cycles)',
  },
  // a space added
  {
    kind: 'misspelling',
    form: 'split',
    query: 'zk check mate',
    intended: 'zk checkmate',
    expected: ['/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0-rust-examples#19 (chess example proving a mate in one without the move)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'e call instruction',
    intended: 'ecall instruction',
    expected: ['/reference-docs/about-risc-v', '/api/zkvm/zkvm-specification'],
    context: 'root',
    source: 'main.forgevm.org (RISC-V reference listing environment calls among the instructions)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'composition polynomial built from random weights',
    expected: ['/proof-system/stark-by-hand', '/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source: 'zk101.io (STARK 101 chapter on combining constraint polynomials with random coefficients)',
  },
  {
    kind: 'concept',
    query: 'coefficient form versus point-value form of a polynomial',
    expected: ['/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source: 'skedbooks.com (algorithms notes on the two representations of a polynomial)',
  },
  {
    kind: 'concept',
    query: 'argument registers a0 to a7 in risc-v',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'notes.lukasl.dev (note on the RISC-V registers that carry arguments and results)',
  },
  {
    kind: 'concept',
    query: 'selector values that switch a plonk gate type',
    expected: ['/reference-docs/about-plonk'],
    context: 'root',
    source: 'blog.lambdaclass.com (long explainer on PLONK arithmetization)',
  },
  {
    kind: 'concept',
    query: 'data columns versus control columns of a trace',
    expected: ['/proof-system/what-is-a-trace'],
    context: 'root',
    source: 'zcash.github.io/halo2 (design notes on fixed columns versus prover-filled columns)',
  },
  {
    kind: 'concept',
    query: 'phase 2 circuit specific groth16 setup',
    expected: ['/api/trusted-setup-ceremony'],
    context: 'root',
    source: 'tangle-network/zero-knowledge-gadgets#78 (spec separating powers of tau from the Groth16 phase)',
  },
  {
    kind: 'concept',
    query: 'why a 32-bit word does not fit in one baby bear element',
    expected: ['/proof-system/what-is-a-trace'],
    context: 'root',
    source: 'docs.openvm.dev (BabyBear helper code capping values at 31 bits)',
  },
  {
    kind: 'concept',
    query: 'salted hash to hide a low entropy secret',
    expected: ['/api/zkvm/tutorials/io', '/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#3147 (password-checker README and the salted hash the guest publishes)',
  },
  {
    kind: 'concept',
    query: 'game with a hidden board proven move by move',
    expected: ['/api/use-cases', '/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#62 (battleship demo where each player commits to a salted board)',
  },
  {
    kind: 'concept',
    query: 'segments padded to a power of two cycles',
    expected: ['/api/0.21/zkvm/optimization'],
    context: '0.21',
    source: 'risc0/risc0#485 (wish to see the cycle count before rounding to a power of two)',
  },
  {
    kind: 'concept',
    query: 'mock verifier for dev mode seals in solidity tests',
    expected: ['/api/blockchain-integration/eth-examples', '/api/blockchain-integration/bonsai-on-eth'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#14 (Foundry template code moving in, with a mock verifier contract)',
  },
  {
    kind: 'concept',
    query: 'chance of an unlucky folding challenge in fri',
    expected: ['/reference-docs/about-fri'],
    context: 'root',
    source: 'building-babylon.net (post bounding the odds that a FRI fold hides a far table)',
  },
];

const errors: ReaderQuery[] = [
  // building and installing
  {
    kind: 'error',
    form: 'build',
    query: 'unresolved imports `core::sync::atomic::AtomicI64`',
    expected: ['/api/0.19/zkvm/developer-guide/zkvm-specification', '/api/0.19/zkvm/developer-guide/rust-resources'],
    context: '0.19',
    source: 'risc0/risc0#444 (crossbeam failing to build for the guest for lack of 64-bit atomics)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error: Rust is not installed. Please install Rust from https://rustup.rs/',
    expected: ['/faq'],
    context: 'root',
    source: 'risc0/risc0#1774 (install script that checks for a Rust toolchain before fetching rzup)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'failed to find tool "/home/user/.risc0/cpp/bin/riscv32-unknown-elf-gcc"',
    expected: ['/api/1.1/zkvm/rust-crates-with-cpp'],
    context: '1.1',
    source: 'taikoxyz/raiko#148 (guest with C code that needed a RISC-V gcc to compile)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Failed to determine the host target',
    expected: ['/api/zkvm/install'],
    context: '1.2',
    source: 'risc0/risc0#3118 (arm64 Linux user stuck building the toolchain from source)',
  },
  // running and proving
  {
    kind: 'error',
    form: 'runtime',
    query: 'Error: Elf parse error: Invalid Magic Bytes',
    expected: ['/faq'],
    context: 'root',
    source: 'the3cloud/zktls#18 (downloaded guest program rejected by the loader)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'on an `Err` value: No such file or directory (os error 2)',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'boundless-xyz/boundless#402 (misleading error when no r0vm binary is installed)',
  },
  // verifying receipts
  {
    kind: 'error',
    form: 'verify',
    query: 'SelectorMismatch(bytes4,bytes4)',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'anoma/pa-evm#464 (contract pinned to one verifier selector rejecting other seals)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'receipt contains an unresolved assumption',
    expected: ['/terminology', '/api/zkvm/composition'],
    context: 'root',
    source: 'risc0/risc0#982 (conditional receipts that fail verification until assumptions are proven)',
  },
  // the proving service
  {
    kind: 'error',
    form: 'service',
    query: 'Cannot drop a runtime in a context where blocking is not allowed',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1062 (blocking Bonsai client panicking inside a tokio runtime)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'error sending request for url (https://api.bonsai.xyz/sessions/status',
    expected: ['/faq', '/api/generating-proofs/remote-proving'],
    context: 'root',
    source: 'risc0/risc0#3298 (session status polling timing out when called from async code)',
  },
];

export const HELD_OUT_QUERIES_2: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
