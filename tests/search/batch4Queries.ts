// Misspelt on purpose: queries a reader might type.
// cspell:ignore extention enviroment tookit commitement arguement deamon realyer executiontrace reedsolomon
// Names of projects and words in the sources.
// cspell:ignore anoma arithmetization blocklabs bonsol chainwayxyz citrea dfinity encrypthos ghostty hotmolts hyli powdr shuklaayu starkware taiko taikoxyz techqa vitalik yetanotherco
/**
 * Batch 4 of the reader queries for the search benchmark, dated 2026-11-27.
 * Every entry was drafted from reader material (issue and pull-request
 * threads in the risc0 repositories and in projects that build on the zkVM,
 * plus learners' pages on the proof-system background) and its expected pages
 * were picked by reading the docs of the version the query is typed from. The
 * batch was put together before anyone tuned the ranking against it, and no
 * query was tried against the site's search while writing it.
 *
 * The weight is on what readers find hard: concepts of the proof system,
 * questions in a reader's own words and error messages as they get pasted
 * (cut to the part that fits the search box). A share of the entries is typed
 * from older or unreleased API versions. None of them repeats an entry of
 * `queries.ts`, `batch3Queries.ts` or `heldOutQueries.ts`.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'cargo risczero install',
    expected: ['/api/0.18/zkvm/install'],
    context: '0.18',
    source: 'risc0/risc0#834 (toolchain download through cargo risczero install failing)',
  },
  {
    kind: 'keyword',
    query: 'ethabi',
    expected: ['/api/0.18/bonsai/blockchain-zkvm-guide'],
    context: '0.18',
    source: 'risc0/risc0#638 (helpers for decoding ABI-encoded guest input with ethabi)',
  },
  {
    kind: 'keyword',
    query: 'stark by hand',
    expected: ['/proof-system/stark-by-hand'],
    context: 'root',
    source: 'risc0/risc0#1086 (request for a notebook version of STARK by Hand)',
  },
  {
    kind: 'keyword',
    query: 'fibonacci benchmark',
    expected: ['/api/0.21/zkvm/benchmarks'],
    context: '0.21',
    source: 'yetanotherco/zkvm_benchmarks#24 (RISC Zero fibonacci benchmark run in succinct mode)',
  },
  {
    kind: 'keyword',
    query: 'education hub',
    expected: ['/education'],
    context: 'root',
    source: 'risc0/risc0#222 (reader asking where to learn the protocol behind the prover)',
  },
  {
    kind: 'keyword',
    query: 'heap-embedded-alloc',
    expected: ['/faq', '/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'risc0/risc0#2174 (feature flag swapping the bump allocator for one that frees memory)',
  },
  {
    kind: 'keyword',
    query: 'ceremony attestation gist',
    expected: ['/api/trusted-setup-ceremony'],
    context: '1.2',
    source: 'risc0/risc0#1804 (checking contributor attestations against the ceremony transcript)',
  },
  {
    kind: 'keyword',
    query: 'unaligned memory access',
    expected: ['/api/zkvm/optimization', '/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'risc0/risc0#879 (loader rejecting segments that are not word-aligned)',
  },
];

const identifiers: ReaderQuery[] = [
  // Rust paths with ::
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'ExecutorEnvBuilder::add_input',
    expected: ['/api/0.18/zkvm/developer-guide/host-code-101'],
    context: '0.18',
    source: 'risc0/risc0#564 (factors README moving to ExecutorEnvBuilder::add_input)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'ExitCode::Halted(0)',
    expected: ['/api/zkvm/composition'],
    context: '1.2',
    source: 'risc0/risc0#1313 (several ExitCode variants sharing one system exit code)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'Client::from_env',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#899 (client sending its zkVM version to Bonsai)',
  },
  // snake_case names
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'prove_elf',
    expected: ['/api/0.18/zkvm/developer-guide/host-code-101'],
    context: '0.18',
    source: 'risc0/risc0#1281 (reader swapping prove for prove_elf in a host)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'use_docker',
    expected: ['/faq'],
    context: '1.2',
    source: 'risc0/risc0#2762 (build script calling use_docker when RISC0_USE_DOCKER is set)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'error_msg',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1026 (Bonsai session ending without saying why)',
  },
  // camelCase and PascalCase names
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'requestCallback',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source: 'risc0/risc0#842 (relay callback requests and pending proofs in the relayer logs)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'SegmentReceipt',
    expected: ['/api/recursion'],
    context: '1.2',
    source: 'risc0/risc0#1770 (SegmentReceipt and the other inner receipt types moved to their own files)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'TimelockController',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#622 (changing the minimum delay of the router timelock)',
  },
  // environment variables
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RUST_LIB_BACKTRACE',
    expected: ['/faq'],
    context: 'root',
    source: 'risc0/risc0#2627 (anyhow in the guest tripping over the environment allowlist)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'NODE_OPTIONS="--max-old-space-size=32768"',
    expected: ['/api/trusted-setup-ceremony'],
    context: '1.2',
    source: 'risc0/risc0#1804 (checking the ceremony key with snarkjs); iden3/snarkjs#397 (heap exhausted)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'ETH_WALLET_PRIVATE_KEY',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'boundless-xyz/risc0-foundry-template#115 (running the publisher against a local anvil deployment)',
  },
  // command-line flags
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'r0vm --version',
    expected: ['/api/generating-proofs/local-proving', '/faq'],
    context: '1.2',
    source: 'boundless-xyz/zeth#137 (r0vm release not matching the host crates)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'xcodebuild -downloadComponent MetalToolchain',
    expected: ['/faq'],
    context: 'root',
    source: 'logos-blockchain/logos-execution-zone#879 (risc0 Metal kernels on recent macOS); ghostty-org/website#452',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'how do I send a receipt to another machine so it can be verified there',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source: 'risc0/risc0#755 (serialized receipt failing to verify on a second device)',
  },
  {
    kind: 'question',
    query: 'why does receipt.verify fail when I call it inside the guest',
    expected: ['/api/1.0/zkvm/composition'],
    context: '1.0',
    source: 'risc0/risc0#2167 (verifying a receipt read as input inside another guest)',
  },
  {
    kind: 'question',
    query: 'can the guest make network requests or open files',
    expected: ['/api/zkvm/rust-resources'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#304 (contracts crate not building for the guest because of socket code)',
  },
  {
    kind: 'question',
    query: 'why does the verifier contract no longer take a post state digest',
    expected: ['/api/1.0/blockchain-integration/contracts/verifier'],
    context: '1.0',
    source: 'taikoxyz/taiko-mono#17776 (moving to the release-1.0 verify signature)',
  },
  {
    kind: 'question',
    query: 'how do I cancel a bonsai proving session I no longer need',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1763 (stop method for Bonsai sessions in the SDK)',
  },
  {
    kind: 'question',
    query: 'how do I upload a guest image and its input with the bonsai sdk',
    expected: ['/api/0.19/bonsai/quickstart'],
    context: '0.19',
    source: 'risc0/risc0#1026 (upload_img, upload_input and create_session in a host)',
  },
  {
    kind: 'question',
    query: 'why is the first gpu proof so much slower than the ones after it',
    expected: ['/api/generating-proofs/local-proving', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#3801 (minutes of silence while Metal pipelines compile on a cold cache)',
  },
  {
    kind: 'question',
    query: 'why does sending a Vec<u8> with env::write take four times the space',
    expected: ['/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'risc0/risc0#1298 (every byte of a Vec<u8> stored as a full word)',
  },
  {
    kind: 'question',
    query: 'how can I tell whether my sha2 patch is actually applied',
    expected: ['/api/0.20/zkvm/precompiles'],
    context: '0.20',
    source: 'Sovereign-Labs/sov-rollup-starter#21 (patched sha2 listed as unused in Cargo.lock)',
  },
  {
    kind: 'question',
    query: 'how can I estimate how many bonsai cycles a proof will use',
    expected: ['/api/0.19/bonsai/rest-api'],
    context: '0.19',
    source: 'risc0/risc0#1837 (Bonsai quota fields: cycle budget, usage and executor limit)',
  },
  {
    kind: 'question',
    query: 'does a guest that exits with a nonzero code still get a valid receipt',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source: 'logos-blockchain/logos-execution-zone#826 (host never checking the exit code of a session)',
  },
  {
    kind: 'question',
    query: 'will my contract keep working when a new zkvm version is released',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#370 (new release verifiers made routable on mainnets)',
  },
  {
    kind: 'question',
    query: 'how do I check which zkvm versions bonsai currently accepts',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#899 (Bonsai validating the client zkVM version)',
  },
  {
    kind: 'question',
    query: 'why did bonsai stop being used after upgrading from 1.1 to 1.2',
    expected: ['/api/1.1', '/faq'],
    context: '1.1',
    source: 'boundless-xyz/risc0-foundry-template#145 (Bonsai support in default_prover moved behind a feature)',
  },
];

const misspellings: ReaderQuery[] = [
  // one letter replaced
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'extention field',
    intended: 'extension field',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'powdr-labs/powdr#1691 (degree-4 extension of the BabyBear field)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'receipt serialisation',
    intended: 'receipt serialization',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source: 'chainwayxyz/citrea#868 (choosing a serialization for receipts sent to a DA layer)',
  },
  // one letter missing
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'executor enviroment',
    intended: 'executor environment',
    expected: ['/api/zkvm/host-code-101'],
    context: '1.2',
    source: 'risc0/risc0#1236 (ExecutorEnv built on the host with an assumption and inputs)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'cuda tookit',
    intended: 'cuda toolkit',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'risc0/risc0#882 (CUDA proving failing until the toolkit was updated)',
  },
  // one letter too many
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'polynomial commitement',
    intended: 'polynomial commitment',
    expected: ['/reference-docs/about-starks', '/proof-system/stark-by-hand'],
    context: 'root',
    source: 'vitalik.ca STARKs part I (proofs with polynomials and hash-based commitments)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'succinct non interactive arguement',
    intended: 'succinct non interactive argument',
    expected: ['/terminology'],
    context: 'root',
    source: 'encrypthos.com (question on expressing STARK verification inside a SNARK)',
  },
  // two neighbouring letters swapped
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'docker deamon',
    intended: 'docker daemon',
    expected: ['/faq'],
    context: '1.2',
    source: 'bonsol-collective/bonsol#178 (Docker daemon and buildx needed for the RISC Zero build)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'bonsai realyer',
    intended: 'bonsai relayer',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source: 'risc0/risc0#720 (relay readme on request and callback flow)',
  },
  // two words run together
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'executiontrace',
    intended: 'execution trace',
    expected: ['/proof-system/what-is-a-trace'],
    context: 'root',
    source: 'medium.com/starkware (Arithmetization II: execution trace and its constraints)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'reedsolomon code',
    intended: 'reed solomon code',
    expected: ['/reference-docs/about-rs-codes'],
    context: 'root',
    source: 'risc0/risc0#1322 (rate and blow-up factor of the Reed-Solomon expansion)',
  },
  // one word broken in two
  {
    kind: 'misspelling',
    form: 'split',
    query: 'bn 254 curve',
    intended: 'bn254 curve',
    expected: ['/api/security-model'],
    context: '1.2',
    source: 'docs.zkm.io (STARK-to-SNARK wrapping into the BN254 field)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'get random crate',
    intended: 'getrandom crate',
    expected: ['/api/zkvm/rust-resources', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#435 (getrandom crate not working in the guest)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'why wrap a stark in a groth16 snark',
    expected: ['/reference-docs/about-starks', '/proof-system/'],
    context: 'root',
    source: '7blocklabs.com (when wrapping STARKs into SNARKs pays off on Ethereum)',
  },
  {
    kind: 'concept',
    query: 'random challenges drawn from an extension field',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-fri'],
    context: 'root',
    source: 'shuklaayu.sh circle-starks post (small fields with a large extension for the security-critical steps)',
  },
  {
    kind: 'concept',
    query: 'plonk versus stark trade-offs',
    expected: ['/reference-docs/about-plonk'],
    context: 'root',
    source: 'encrypthos.com (main differences between PLONK and STARKs)',
  },
  {
    kind: 'concept',
    query: 'why larger segments lose bits of security',
    expected: ['/api/security-model'],
    context: '1.2',
    source: 'risc0/risc0#2276 (po2 above 21 dropped from the default verifier for soundness)',
  },
  {
    kind: 'concept',
    query: 'resolve program removes an assumption',
    expected: ['/api/recursion', '/api/zkvm/composition'],
    context: '1.2',
    source: 'risc0/risc0#1179 (adding the resolve recursion program)',
  },
  {
    kind: 'concept',
    query: 'why a few random queries catch a cheating prover',
    expected: ['/reference-docs/about-fri', '/reference-docs/about-rs-codes'],
    context: 'root',
    source: 'medium.com/starkware (Arithmetization II: queries and error correction codes)',
  },
  {
    kind: 'concept',
    query: 'knowledge of exponent assumption',
    expected: ['/api/security-model'],
    context: '1.2',
    source: 'vitalik.ca STARKs part I (SNARK assumptions that STARKs avoid)',
  },
  {
    kind: 'concept',
    query: 'test whether an element generates the multiplicative group',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-finite-fields-exercises'],
    context: 'root',
    source: 'math.techqa.club (checking a primitive root modulo p with the factors of p-1)',
  },
  {
    kind: 'concept',
    query: 'why fri folds by 16 instead of 2',
    expected: ['/reference-docs/about-fri'],
    context: 'root',
    source: 'facebook/winterfell#39 (choosing FRI folding factors per layer)',
  },
  {
    kind: 'concept',
    query: 'why starks need no trusted setup',
    expected: ['/reference-docs/about-starks'],
    context: 'root',
    source: 'hotmolts.com (STARK vs PLONK vs Groth16 setup and assumptions)',
  },
  {
    kind: 'concept',
    query: 'receipt claim vs journal digest',
    expected: ['/api/zkvm/receipts', '/terminology'],
    context: '1.2',
    source: 'risc0/risc0#1313 (merging receipt claims whose exit codes differ)',
  },
  {
    kind: 'concept',
    query: 'how continuations chain segment proofs',
    expected: ['/api/0.20/zkvm/zkvm-specification'],
    context: '0.20',
    source: 'risc0/risc0#1071 (docs on continuations: the problem and how it is solved)',
  },
];

const errors: ReaderQuery[] = [
  // building
  {
    kind: 'error',
    form: 'build',
    query: 'error: Failed to download file: error decoding response body',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#3223 (rzup update failing while downloading a component)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'ERROR: BuildKit is enabled but the buildx component is missing or broken.',
    expected: ['/faq'],
    context: '1.2',
    source: 'bonsol-collective/bonsol#178 (missing buildx plugin for the guest Docker build); dfinity/nns-dapp#2063',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error: Unsupported CPU arch pairing: arm64 linux',
    expected: ['/faq'],
    context: 'root',
    source:
      'risc0/risc0#1286 (no prebuilt tools for arm64 Linux); Layer-Edge/light-node#55 (install script refusing the host)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Error: Download of pre-built toolchain failed',
    expected: ['/faq', '/api/0.18/zkvm/install'],
    context: '0.18',
    source: 'risc0/risc0#834 (403 from the GitHub API during cargo risczero install)',
  },
  // running and proving
  {
    kind: 'error',
    form: 'runtime',
    query: 'sys_verify_integrity: failed to resolve journal_digest and image_id',
    expected: ['/api/0.20/zkvm/host-code-101', '/api/0.20/zkvm/guest-code-101'],
    context: '0.20',
    source: 'risc0/risc0#1236 (composition failing when the assumption never reaches the prover)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Faulted Session',
    expected: ['/api/0.19/zkvm/developer-guide/zkvm-specification'],
    context: '0.19',
    source: 'risc0/risc0#1229 (faulted session caused by unaligned accesses in the guest)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Guest panicked: source slice length (0) does not match destination slice length (32)',
    expected: ['/faq', '/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'risc0/risc0#1093 (guest reading more input than the host sent)',
  },
  // verifying
  {
    kind: 'error',
    form: 'verify',
    query: '[FAIL: custom error 0xd93c0665]',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'anoma/pa-evm#69 (fork tests failing once a verifier was stopped)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'custom error 0x439cc0cd',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'anoma/pa-evm#558 (tests matching on the raw VerificationFailed selector)',
  },
  // the proving service
  {
    kind: 'error',
    form: 'service',
    query: "Error: server error `zkVM version mismatch: Bonsai supports only the risc0-zkvm '1.0.1' version`",
    expected: ['/api/1.1/generating-proofs/remote-proving'],
    context: '1.1',
    source: 'risc0/risc0-ethereum#164 (publisher rejected by Bonsai after a release bump)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Bonsai SDK Error: `HttpErr(reqwest::Error { kind: Request',
    expected: ['/faq'],
    context: 'root',
    source: 'risc0/risc0#1076 (session status requests to Bonsai dropping mid-response)',
  },
];

export const batch4Queries: ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
