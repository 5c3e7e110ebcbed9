// cspell:ignore Merkel transfrom fiatshamir arithmetric precomiles recurison memiry profilling verifer continuatons assumtion bonsia citrea chainwayxyz ethrex lambdaclass anoma theinterfold interfold samtvlabs mithril cipherinsight kobigurk IMAC powdr Nethermind
/**
 * The third held-out set of reader queries for the search benchmark, dated
 * 2026-11-28. Like the first two held-out sets, it exists only to measure the
 * search: nobody may tune the search, its index, its ranking or its synonyms
 * against these queries, and no change may be judged by its score on them.
 *
 * The queries were written blind to the site's search: no run of it, no look
 * at its index, ranking, configuration or benchmark output. Each one starts
 * from something a real reader wrote or read: an issue or pull request in
 * risc0/risc0, risc0-ethereum and the projects that prove with the zkVM
 * (citrea, ethrex, logos, anoma, interfold, Sovereign and others), code that
 * copies the templates, the text of an error in the source of the release it
 * is typed against, or a learner's page on RISC-V multiplication and
 * encodings, roots of unity and the NTT, FRI soundness and proximity, PLONK
 * permutation arguments, Fiat–Shamir and the extended Euclidean algorithm.
 * Questions are written in our own words; identifiers and errors keep the
 * reader's exact wording, with errors cut to fit the search box. The expected
 * pages were picked by reading the Markdown of the version each query is
 * typed from.
 * Errors that appear on no page have sources ending in "(on no page)" and
 * expect the page a reader should land on instead.
 *
 * About three in five queries are typed from the root or 1.2 pages; the rest are
 * spread over next, 1.1, 1.0, 0.21, 0.20, 0.19 and 0.18. No entry repeats one
 * of `queries.ts`, batches 3 to 13 or the earlier held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'extended euclidean algorithm mod 97',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-finite-fields-exercises'],
    context: 'root',
    source:
      'https://users.informatik.uni-halle.de/~ahyjb/krypto/English/2.2.e.html (extended Euclidean algorithm for an inverse mod n)',
  },
  {
    kind: 'keyword',
    query: 'primitive root of unity mod 17',
    expected: ['/reference-docs/about-finite-fields-exercises', '/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source:
      'http://faculty.uml.edu/klevasseur/courses/92.322/lectures/FFT/Links/FFT_lnk_1.html (primitive roots of unity modulo a prime for the FFT)',
  },
  {
    kind: 'keyword',
    query: 'risc-v instruction encoding',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'https://rvopcode.com/en/instructions/mulh (opcode, funct3 and funct7 fields of an R-type instruction)',
  },
  {
    kind: 'keyword',
    query: 'aligned input reads',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'chainwayxyz/citrea#876 (reading guest input only at 4-byte aligned offsets to save cycles)',
  },
  {
    kind: 'keyword',
    query: 'guest global allocator',
    expected: ['/api/zkvm/zkvm-specification', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#855 (allow a custom global allocator in the guest; programs running out of memory)',
  },
  {
    kind: 'keyword',
    query: 'jwt validator cycle count',
    expected: ['/api/zkvm/precompiles', '/api/zkvm/optimization', '/api/zkvm/examples'],
    context: '1.2',
    source: 'risc0/risc0#1218 (jwt-validator example verifying an RSA-signed token in the guest)',
  },
  {
    kind: 'keyword',
    query: 'guest lockfile for image id stability',
    expected: ['/api/zkvm/rust-resources', '/api/secure-sdlc', '/faq'],
    context: '1.2',
    source: 'theinterfold/interfold#1811 (guest lockfile and reproducible build tying the image ID to reviewed source)',
  },
  {
    kind: 'keyword',
    query: 'rust-analyzer guest type hints',
    expected: ['/api/1.1/best-practice-for-vscode'],
    context: '1.1',
    source: 'risc0/risc0#2486 (VS Code gives no type recognition in the guest of a new project)',
  },
  {
    kind: 'keyword',
    query: 'sha2 accelerator patch',
    expected: ['/api/0.21/zkvm/precompiles'],
    context: '0.21',
    source: "Sovereign-Labs/Jupiter#15 (patch the sha2 crate to use Risc0's accelerator)",
  },
  {
    kind: 'keyword',
    query: 'loop benchmark ram',
    expected: ['/api/0.19/zkvm/benchmarks'],
    context: '0.19',
    source: 'risc0/risc0#858 (a --po2 flag for loop.rs to test higher RAM limits)',
  },
  {
    kind: 'keyword',
    query: 'po2 22 segment proving',
    expected: ['/api/next', '/api/next/zkvm/zkvm-specification'],
    context: 'next',
    source: 'anoma/arm-risc0#253 (bump risc0 and enable po2=22 segment proving)',
  },
  {
    kind: 'keyword',
    query: 'bonsai eth relay',
    expected: ['/api/0.18/bonsai/', '/api/0.18/bonsai/bonsai-on-eth'],
    context: '0.18',
    source:
      'samtvlabs/mithril_sol utils/src/bindings/src/bonsai_relay_queue_wrapper.rs (bindings for a contract wrapping IBonsaiRelay)',
  },
];

const identifiers: ReaderQuery[] = [
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'GITHUB_TOKEN',
    expected: ['/faq'],
    context: 'root',
    source: 'risc0/risc0#3757 (GITHUB_TOKEN for rzup install when GitHub rate-limits the download)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'TEXT_START',
    expected: ['/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'risc0/risc0#950 (guest memory: place the stack below TEXT_START so it cannot run into the heap)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'ProverOpts::succinct()',
    expected: ['/api/generating-proofs/proving-options', '/api/recursion', '/api/zkvm/composition', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#1776 (compressing a composite receipt with ProverOpts::succinct())',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'InnerReceipt::Succinct',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source: 'risc0/risc0#1356 (risc0-groth16 crate; InnerReceipt variants renamed)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'with_succinct_verifier_parameters',
    expected: ['/faq'],
    context: '1.2',
    source:
      'risc0/risc0#1841 (succinct receipts carry a digest of their verifier parameters; composition of recursion programs)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'FakeReceipt',
    expected: ['/api/generating-proofs/dev-mode'],
    context: '1.2',
    source: 'risc0/risc0#3663 (docs: clarify FakeReceipt dev-mode behavior)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'SdkErr',
    expected: ['/api/generating-proofs/remote-proving', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#1763 (session stop in the Bonsai SDK returning SdkErr::InternalServerErr)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'go tool pprof -top profile.pb',
    expected: ['/api/zkvm/profiling'],
    context: '1.2',
    source: 'chainwayxyz/citrea#952 (create a profile.proto report for guest code)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'GUEST_CODE_FOR_ZK_PROOF_ID',
    expected: ['/api/1.1/zkvm/quickstart'],
    context: '1.1',
    source:
      'cipherinsight/zinnia benchmarking/ds1000/case334/risc0.driver.rs (host from the cargo risczero new template verifying GUEST_CODE_FOR_ZK_PROOF_ID)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'embed_methods',
    expected: ['/api/1.0/zkvm/rust-resources'],
    context: '1.0',
    source:
      'risc0/risc0#3250 (overcomplicated guest integration: calling risc0_build::embed_methods in the methods crate)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_zkvm::guest::env::verify',
    expected: ['/api/0.20/zkvm/guest-code-101', '/api/0.20/zkvm/host-code-101'],
    context: '0.20',
    source: 'risc0/risc0#981 (proof composition host API: the guest calls env::verify, the host adds assumptions)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'BONSAI_CALLBACK_GAS_LIMIT',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source:
      'kobigurk/bonsai-foundry-template contracts/BonsaiStarter.sol (a fork of the Bonsai Foundry template: gas limit of the relay callback)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'SegmentReceipts',
    expected: ['/api/0.18/zkvm/developer-guide/receipts'],
    context: '0.18',
    source: 'risc0/risc0#992 (proof composition: CompositeReceipt replaces SegmentReceipts and InnerReceipt::Flat)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'rzup default --help',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#2752 (rzup 0.3 as a library; the default version is changed with rzup default)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'why does mulh give 0 for 0xffffffff times 0xffffffff',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source:
      'https://codepudding.com/Softwareengineering/178093.html (mulh on an RV32IMAC core returns 0 for 0xffffffff squared)',
  },
  {
    kind: 'question',
    query: 'why does the fft evaluate at the roots of unity',
    expected: ['/reference-docs/about-ntts-and-fourier', '/reference-docs/about-finite-fields'],
    context: 'root',
    source:
      'https://math.stackexchange.com/questions/3151229 (question about roots of unity in the Fast Fourier Transform)',
  },
  {
    kind: 'question',
    query: 'how many fri queries give 100 bits of security',
    expected: ['/reference-docs/about-fri', '/reference-docs/about-starks'],
    context: 'root',
    source: 'https://hackmd.io/@deanstef/SJTT3MDhC (practical notes on the FRI low degree test: queries and soundness)',
  },
  {
    kind: 'question',
    query: 'what are the taps the verifier reads at the deep point',
    expected: ['/proof-system/proof-system-sequence-diagram', '/proof-system/stark-by-hand'],
    context: 'root',
    source: 'risc0/risc0#316 (comments on seal construction: the taps are the trace entries the constraints use)',
  },
  {
    kind: 'question',
    query: 'why does the verifier mix all constraints with one random number',
    expected: [
      '/reference-docs/about-starks',
      '/proof-system/stark-by-hand',
      '/proof-system/proof-system-sequence-diagram',
    ],
    context: 'root',
    source: 'risc0/risc0#318 (clarifying verification: the core polynomial is every constraint mixed by poly_mix)',
  },
  {
    kind: 'question',
    query: 'can bonsai just execute my guest without proving it',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'chainwayxyz/citrea#1094 (create_session with execute-only set to false except when proving)',
  },
  {
    kind: 'question',
    query: 'can I prove that my guest rejected an input',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source: 'logos-blockchain/logos-execution-zone#826 (non-zero guest exit codes instead of panics for failed checks)',
  },
  {
    kind: 'question',
    query: 'why is verifying a receipt inside a guest so slow',
    expected: ['/api/zkvm/composition'],
    context: '1.2',
    source: 'risc0/risc0#2167 (verifying a receipt in guest code by sending the whole receipt as input)',
  },
  {
    kind: 'question',
    query: 'why is my proof twice as slow after adding a few instructions',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#56 (loop benchmark shows po2 steps: just over the line runs about half as fast)',
  },
  {
    kind: 'question',
    query: 'why does my guest read its input so slowly with env::read',
    expected: ['/api/zkvm/optimization', '/api/zkvm/guest-code-101'],
    context: '1.2',
    source: "lambdaclass/ethrex#4473 (try env::read_slice for RISC0's guest program input)",
  },
  {
    kind: 'question',
    query: 'how many cycles does my guest use without generating a proof',
    expected: ['/api/1.1/zkvm/host-code-101', '/api/1.1/zkvm/optimization'],
    context: '1.1',
    source:
      'lambdaclass/ethrex#4459 (cycle counts of an execute-only RISC0 run before and after a serialization change)',
  },
  {
    kind: 'question',
    query: 'can I aggregate many proofs into one stark without a snark',
    expected: ['/api/1.0/recursion', '/api/1.0/zkvm/composition'],
    context: '1.0',
    source: 'risc0/risc0#2124 (non-succinct recursion support: STARK-only proof aggregation)',
  },
  {
    kind: 'question',
    query: 'does my guest have to be no_std',
    expected: ['/api/0.21/zkvm/guest-code-101', '/api/0.21/zkvm/rust-resources'],
    context: '0.21',
    source: "risc0/risc0-rust-starter#17 (README says no access to 'std' for the guest)",
  },
  {
    kind: 'question',
    query: 'does the metal feature speed up proving on my mac',
    expected: ['/api/0.20/zkvm/optimization', '/api/0.20/zkvm/benchmarks'],
    context: '0.20',
    source: 'risc0/risc0#999 (deprecate metal due to MTLCompilerService limitations)',
  },
  {
    kind: 'question',
    query: 'can I reuse an uploaded guest image for many bonsai sessions',
    expected: ['/api/0.19/bonsai/rest-api'],
    context: '0.19',
    source: 'risc0/risc0#1251 (Bonsai SDK: the image ID keys the pre-signed upload URL of upload_img)',
  },
  {
    kind: 'question',
    query: 'how do I uninstall risc0 components I no longer use',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#2065 (no uninstallation support in cargo risczero or the docs)',
  },
];

const misspellings: ReaderQuery[] = [
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'Merkel tree',
    intended: 'Merkle tree',
    expected: ['/terminology', '/reference-docs/about-fri', '/reference-docs/about-starks'],
    context: 'root',
    source: 'https://hackmd.io/@deanstef/SJTT3MDhC (the prover commits to a Reed-Solomon codeword with a Merkle tree)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'look up argument',
    intended: 'lookup argument',
    expected: ['/reference-docs/about-plonk'],
    context: 'root',
    source: 'risc0/risc0#316 (trace columns used for the PLOOKUP argument)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'number theoretic transfrom',
    intended: 'number theoretic transform',
    expected: ['/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source:
      'https://fadingcoder.top/tags-12981.html (Number Theoretic Transform: fast polynomial multiplication over finite fields)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'fiatshamir transform',
    intended: 'fiat shamir transform',
    expected: ['/terminology', '/reference-docs/about-starks', '/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source: 'https://o1-labs.github.io/proof-systems/plonk/fiat_shamir.html (non-interactivity via Fiat-Shamir)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'arithmetric circuit',
    intended: 'arithmetic circuit',
    expected: ['/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source: 'risc0/risc0#1080 (optimization guide: the zkVM is a CPU built from arithmetic circuits)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'precomiles',
    intended: 'precompiles',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'powdr-labs/powdr#2033 (patch crates to use precompiles: k256, tiny-keccak, crypto-bigint)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'recurison',
    intended: 'recursion',
    expected: ['/api/recursion'],
    context: '1.2',
    source: 'risc0/risc0#991 (recursion predicate and prover for succinct receipts of composition)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'guest memiry',
    intended: 'guest memory',
    expected: ['/api/zkvm/zkvm-specification', '/api/zkvm/rust-resources'],
    context: '1.2',
    source: 'risc0/risc0#2866 (zkvm: enable more guest memory by raising GUEST_MAX_MEM)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'profilling',
    intended: 'profiling',
    expected: ['/api/1.1/zkvm/profiling'],
    context: '1.1',
    source: 'risc0/risc0#472 (document how to enable the guest profiler)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'groth16 verifer',
    intended: 'groth16 verifier',
    expected: ['/api/1.0/blockchain-integration/contracts/verifier'],
    context: '1.0',
    source: 'risc0/risc0-ethereum#80 (emergency stop and verifier router contracts around the Groth16 verifier)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'continuatons',
    intended: 'continuations',
    expected: ['/api/0.21/zkvm/zkvm-specification', '/api/0.21/zkvm/'],
    context: '0.21',
    source: 'risc0/risc0#1067 (zkVM technical specification: segments of a long run)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'assumtion receipts',
    intended: 'assumption receipts',
    expected: ['/api/0.20/zkvm/host-code-101', '/api/0.20/zkvm/guest-code-101'],
    context: '0.20',
    source: 'risc0/risc0#1314 (composition terminology; add_assumption accepting a receipt)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'dev mod',
    intended: 'dev mode',
    expected: ['/api/0.19/zkvm/dev-mode'],
    context: '0.19',
    source: 'risc0/risc0#1033 (dev-mode instructions added to the website)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'bonsia',
    intended: 'bonsai',
    expected: ['/api/0.18/bonsai/', '/api/0.18/bonsai/quickstart'],
    context: '0.18',
    source: 'risc0/risc0#650 (older bonsai-template removed in favour of the Bonsai Foundry template)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'fri proves closeness to a reed-solomon codeword',
    expected: ['/reference-docs/about-fri', '/reference-docs/about-rs-codes'],
    context: 'root',
    source: 'http://building-babylon.net/?p=11660 (FRI is a proof of proximity rather than a low degree test)',
  },
  {
    kind: 'concept',
    query: 'six risc-v instruction formats',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source:
      'https://cgorust.com/dictionary/Integer_multiply_and_divide_instruction_in_risc-v (multiply instructions use the R-type encoding)',
  },
  {
    kind: 'concept',
    query: 'running product accumulator column',
    expected: ['/proof-system/what-is-a-trace', '/reference-docs/about-plonk'],
    context: 'root',
    source:
      'https://github.com/privacy-scaling-explorations/zk-workshops (Understanding PLONK part 3: permutation argument as a grand product)',
  },
  {
    kind: 'concept',
    query: 'control root of allowed recursion programs',
    expected: ['/terminology'],
    context: 'root',
    source: 'risc0/risc0#1720 (check the control root during succinct receipt verification)',
  },
  {
    kind: 'concept',
    query: 'power-of-two segment padding',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#485 (cycle count shown after padding to the nearest power of 2)',
  },
  {
    kind: 'concept',
    query: 'host-supplied randomness',
    expected: ['/faq', '/api/zkvm/rust-resources'],
    context: '1.2',
    source: 'risc0/risc0#1162 (getrandom feature: random bytes in the guest come from the host)',
  },
  {
    kind: 'concept',
    query: 'segments chained by memory state digests',
    expected: ['/api/zkvm/zkvm-specification', '/terminology'],
    context: '1.2',
    source: 'risc0/risc0#1313 (merging the receipt claims of segments that end in a system split)',
  },
  {
    kind: 'concept',
    query: 'prover chooses every input the guest reads',
    expected: ['/api/security-model', '/api/zkvm/host-code-101', '/faq'],
    context: '1.2',
    source: 'risc0/risc0#1503 (new doc draft: trusting the host, which supplies every input)',
  },
  {
    kind: 'concept',
    query: 'extra prover noise for zero knowledge',
    expected: ['/api/1.1/security-model', '/api/1.1/zkvm/receipts'],
    context: '1.1',
    source: 'risc0/risc0#1910 (increase ZK_CYCLES, the cycles used to ensure zero knowledge)',
  },
  {
    kind: 'concept',
    query: 'host-controlled environment variables in the guest',
    expected: ['/api/1.0/secure-sdlc'],
    context: '1.0',
    source: 'risc0/risc0#2627 (environment variable allowlist so a guest cannot lose soundness through sys_getenv)',
  },
  {
    kind: 'concept',
    query: 'image id commits to the loaded elf',
    expected: ['/api/0.21/zkvm/zkvm-specification'],
    context: '0.21',
    source: 'risc0/risc0#867 (document how the image ID is created and what it promises)',
  },
  {
    kind: 'concept',
    query: 'sha-256 cost per 64-byte block',
    expected: ['/api/0.20/zkvm/optimization', '/api/0.20/zkvm/precompiles'],
    context: '0.20',
    source: 'RustCrypto/hashes#451 (support for the RISC Zero SHA-256 accelerator)',
  },
];

const errors: ReaderQuery[] = [
  {
    kind: 'error',
    form: 'build',
    query: 'docker build failed',
    expected: ['/faq'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/build/src/docker.rs; chainwayxyz/citrea#1713 (reproducible guest build failing in Docker)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Cargo.lock not found in path',
    expected: ['/faq'],
    context: '1.2',
    source: 'risc0/risc0 v1.2.6 risc0/build/src/docker.rs (the Docker guest build runs Cargo with --locked)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'attempted to follow a return with an empty call stack',
    expected: ['/api/zkvm/profiling'],
    context: '1.2',
    source: 'risc0/risc0 v1.2.6 risc0/zkvm/src/host/server/exec/profiler.rs (guest profiler) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'SelectorRemoved(bytes4)',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source:
      'NethermindEth/stellar-risc0-verifier#12 (removing a verifier tombstones its selector); risc0-ethereum RiscZeroVerifierRouter.sol',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'invalid bonsai poll interval',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkvm/src/host/client/prove/bonsai.rs (parsing BONSAI_POLL_INTERVAL_MS) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Missing stats object on Bonsai status res',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkvm/src/host/client/prove/bonsai.rs (session status reply without stats) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Unsupported Platform: unknown architecture x86_64 for Mac OS',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0 v1.3.0 rzup/src/components.rs (rzup on an Intel Mac asked for the C++ toolchain)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Trap: IllegalInstruction(c0001073), pc: 0x00090d33(0x002434cc)',
    expected: ['/api/next/zkvm/zkvm-specification'],
    context: 'next',
    source: 'risc0/risc0#2768 (cargo risczero test: the first allocation fails on main after 1.2.0) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'rustup failed to find risc0 toolchain',
    expected: ['/api/0.20/zkvm/install'],
    context: '0.20',
    source: 'risc0/risc0 v0.20.1 risc0/build/src/lib.rs (rustup +risc0 which rustc fails to run) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Workflow exited: FAILED - | err:',
    expected: ['/api/0.18/bonsai/quickstart'],
    context: '0.18',
    source:
      'risc0/risc0 v0.18.0 bonsai/sdk/README.md (polling example that panics on a failed session); risc0/risc0#1026 (Bonsai fails silently) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'Receipt is a valid fault proof',
    expected: ['/api/0.19/zkvm/developer-guide/receipts'],
    context: '0.19',
    source:
      'risc0/risc0 v0.19.1 risc0/zkp/src/verify/mod.rs (ValidFaultReceipt); risc0/risc0#1341 (proof of fault removed) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'failed to cast or read slice as [u32]: OutputSliceWouldHaveSlop',
    expected: ['/api/1.0/zkvm/tutorials/io'],
    context: '1.0',
    source: 'chainwayxyz/citrea#948 (risc0-zkvm 1.0.1 serde deserializer panics on a byte slice) (on no page)',
  },
];

export const HELD_OUT_QUERIES_3: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
