// cspell:ignore gmaes imageid servise progam tutorrial inlinne bindimgs helloworld verfiy overwiew jion cyles btreemap unionlabs risczero worldcoin rareskills projectf ethdenver sporkdao spel logos taikoxyz taiko citrea chainwayxyz vlayer anoma openvm starkware stackexchange staticlib binfmt
/**
 * Batch 18 of the reader queries for the search benchmark, dated 2026-11-29.
 * Written blind like the batches before it: nobody ran the site's search,
 * opened its index or ranking code, or looked at a benchmark report while
 * writing these entries. Each query is traced to something a reader really
 * wrote, ran into or studied. Most come from GitHub: risc0/risc0 threads on
 * the guest entry macro and raw-byte reads, the default segment size, the
 * --guest-name option, composite and succinct receipt kinds, the C and
 * assembly guest examples, the study club and learning pages, the precompile
 * timing disclaimer, HashMap seeding in the guest and the 0.20 release; the
 * risc0-ethereum deployment table; the old Wordle example and the no-relay
 * Foundry template; and projects that build on the zkVM (Union’s light-client
 * proof of concept stuck in substrate-bn, Zeth’s Bonsai SNARK flag, a rollup
 * planning its SNARK step on Bonsai, a Taiko verifier upgrade, a World ID
 * light client, a zkVM wrapper library, a broker that retries Bonsai, a
 * vlayer upgrade that orphaned old image IDs). The errors are strings read
 * in the risc0 source of the release the query is typed from (the ELF
 * loader, cargo-risczero, the Bonsai SDK and the old relay, the prover
 * options, the 0.18 executor, the client/server conversion and the Groth16
 * verifier). The concepts come from learners’ pages on building GF(9),
 * constraints as rational functions, the RISC-V M extension, code rate and
 * compute-then-constrain gadgets. Expected pages were chosen by reading the
 * Markdown of each query’s version.
 *
 * Pasted errors keep the wording of the source, trimmed to the 64-character
 * box; a reader may add the `Error:` prefix their tool printed. Errors that no
 * page quotes end their source with "(on no page)" and expect the page a
 * reader should land on instead.
 *
 * Just under half the queries are typed from 1.2 or root pages; the rest are
 * spread over next, 1.1, 1.0, 0.21, 0.20, 0.19 and 0.18. The batch aims at
 * pages earlier batches reached seldom or never: the 1.1 use cases, zkVM
 * overview and tutorials overview, the 1.0 zkVM overview, guest code and
 * quick start, the 0.21 zkVM overview and tutorials overview, the 0.20 Bonsai
 * overview and RISC Zero on Ethereum pages, the 0.19 introduction, Ethereum
 * examples and hello world pages, the next verifier, precompiles and
 * proving options pages, the 1.2 C++ crates, tutorials overview and quick
 * start pages, and the study club, education, proof system overview,
 * finite-field exercises and trace pages. No entry is meant to repeat a
 * query of `queries.ts`, batches 3 to 17 or the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'substrate-bn fork with accelerated bn254 pairing',
    expected: ['/api/next/zkvm/precompiles'],
    context: 'next',
    source:
      'unionlabs/risczero-poc#6 (a light-client guest spends nearly all its cycles in substrate-bn; the team looks for a RISC Zero-accelerated fork)',
  },
  {
    kind: 'keyword',
    query: 'deployment.toml routable verifier entries per network',
    expected: ['/api/next/blockchain-integration/contracts/verifier'],
    context: 'next',
    source:
      'risc0/risc0-ethereum#691 (set verifiers deployed to a new chain and marked routable in deployment.toml on several networks)',
  },
  {
    kind: 'keyword',
    query: 'wordle secret word hash commitment scored guesses',
    expected: ['/api/1.1/use-cases'],
    context: '1.1',
    source:
      'risc0/risc0-rust-examples#36 (Wordle README: the server sends the hash of its secret word, then a receipt with every scored guess)',
  },
  {
    kind: 'keyword',
    query: 'governor dao ballot signatures checked off chain gas saving',
    expected: ['/api/0.19/bonsai/eth-examples'],
    context: '0.19',
    source:
      'risc0/risc0#1127 (Bonsai Ethereum examples documented, among them a DAO that batches its ballot signature checks off chain)',
  },
  {
    kind: 'keyword',
    query: 'proof composition study club session february',
    expected: ['/studyclub'],
    context: 'root',
    source: 'risc0/risc0#1425 (details added for the study club session of 14 February)',
  },
  {
    kind: 'keyword',
    query: 'zk learning resources reading order for newcomers',
    expected: ['/education'],
    context: 'root',
    source:
      'risc0/risc0#1232 (a zkML study club link added to the learning page, whose zkVM and tooling list is split in two)',
  },
  {
    kind: 'keyword',
    query: 'riscv32-unknown-elf-gcc cross compiler for C code in a guest',
    expected: ['/api/zkvm/rust-crates-with-cpp'],
    context: '1.2',
    source:
      'risc0/risc0#500 (a staticlib command for non-Rust guests; a reviewer asks which Ubuntu package provides riscv32-unknown-elf-c++)',
  },
  {
    kind: 'keyword',
    query: '16 gb ram to prove locally, otherwise bonsai',
    expected: ['/api/1.0/zkvm/', '/api/1.0/generating-proofs/local-proving'],
    context: '1.0',
    source:
      'boundless-xyz/risc0-foundry-template#105 (the template’s instructions for proving on your own machine are improved)',
  },
  {
    kind: 'keyword',
    query: 'bonsai gpu workers, stored images and snark conversion',
    expected: ['/api/0.20/bonsai/', '/api/0.20/bonsai/rest-api'],
    context: '0.20',
    source:
      'risc0/risc0#665 (the Bonsai SDK gains routes that turn a finished STARK into a SNARK for Ethereum-like chains)',
  },
  {
    kind: 'keyword',
    query: 'hello world factors 391 walkthrough host and guest',
    expected: ['/api/zkvm/tutorials/hello-world'],
    context: '1.2',
    source:
      'risc0/risc0#516 (the getting-started text moves into the factors README, a walkthrough for readers new to RISC Zero)',
  },
  {
    kind: 'keyword',
    query: 'primitive root modulo 13 practice problem',
    expected: ['/reference-docs/about-finite-fields-exercises'],
    context: 'root',
    source:
      'math.stackexchange.com/questions/377544 (finding a primitive root modulo 13 by trying elements until one generates every residue)',
  },
  {
    kind: 'keyword',
    query: 'stark to snark conversion through bonsai in 0.21',
    expected: ['/api/0.21/generating-proofs/remote-proving', '/api/0.21/zkvm/'],
    context: '0.21',
    source:
      'boundless-xyz/zeth#86 (a --snark flag converts the final STARK into a SNARK on Bonsai and checks it against a verifier contract)',
  },
];

const identifiers: ReaderQuery[] = [
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_zkvm::guest::entry!(main) in a no_std guest',
    expected: ['/api/1.1/zkvm/guest-code-101'],
    context: '1.1',
    source:
      'risc0/risc0#1259 (should the entry macro become an attribute? under no_std something must still mark the entry point)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'env::read_slice(&mut buf) after reading the length',
    expected: ['/api/1.0/zkvm/guest-code-101'],
    context: '1.0',
    source:
      'risc0/risc0#1198 (read_slice cannot do short reads, so a reader proposes read_exact and a no_std way to read a variable number of bytes)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'ProverOpts::composite() vs ProverOpts::succinct()',
    expected: ['/api/generating-proofs/proving-options'],
    context: '1.2',
    source: 'anoma/arm-risc0#57 (feature flags that choose composite, succinct or Groth16 receipts through ProverOpts)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'compute_image_id(&elf_bytes) to identify an ELF',
    expected: ['/api/zkvm/zkvm-specification'],
    context: '1.2',
    source:
      'boundless-xyz/boundless#1561 (an indexer that gets no image ID fetches the program and computes it with risc0_zkvm::compute_image_id)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'create_snark(session_id) after the stark session',
    expected: ['/api/0.21/generating-proofs/remote-proving'],
    context: '0.21',
    source: 'chainwayxyz/citrea#542 (a rollup plans to use the Bonsai SDK for its STARK-to-SNARK conversion)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'prove_with_opts(env, ELF, &opts) returns ProveInfo',
    expected: ['/api/1.0/generating-proofs/proving-options'],
    context: '1.0',
    source: 'risc0/risc0#1688 (the prover picks composite or succinct output from a receipt kind field in ProverOpts)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'verify(seal, imageId, postStateDigest, journalDigest)',
    expected: ['/api/0.20/bonsai/bonsai-on-eth'],
    context: '0.20',
    source:
      'taikoxyz/taiko-mono#16331 (a rollup’s RISC Zero verifier contract passes a post-state digest along with the seal and image ID)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'verify(seal, imageId, journalDigest) without postStateDigest',
    expected: ['/api/1.0/blockchain-integration/contracts/verifier'],
    context: '1.0',
    source:
      'taikoxyz/taiko-mono#17776 (the verifier call updated for release 1.0: three arguments, and the post-state digest is gone)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_WORK_DIR to keep seal.r0 and input.json',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source:
      'logos-blockchain/logos-execution-zone#193 (contributors’ Groth16 benchmarks fail inside the Docker step that wraps the STARK)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_HOME to move the rzup toolchains directory',
    expected: ['/api/zkvm/install', '/api/zkvm/rust-crates-with-cpp'],
    context: '1.2',
    source:
      'risc0/risc0#2017 (risc0-build should look for the C++ toolchain where rzup keeps it before the old location)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_PROVER=local so bonsai keys are ignored',
    expected: ['/api/generating-proofs/proving-options', '/api/generating-proofs/local-proving'],
    context: '1.2',
    source:
      'boundless-xyz/zeth#86 (review: keep the built-in prover from calling Bonsai on its own while the host converts to a SNARK)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo risczero new factors --guest-name multiply',
    expected: ['/api/0.19/zkvm/tutorials/hello-world', '/api/0.19/zkvm/quickstart'],
    context: '0.19',
    source:
      'risc0/risc0#1032 (cargo risczero new gains --guest-name, which names the guest package and its ELF and ID constants)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo risczero build --manifest-path methods/guest/Cargo.toml',
    expected: ['/api/next/secure-sdlc', '/api/next/zkvm/zkvm-specification'],
    context: 'next',
    source:
      'logos-co/spel#265 (a scaffold builds its guest with embed_methods, which is not reproducible, beside a Docker-pinned cargo risczero build)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo add risc0-zkvm --features heap-embedded-alloc',
    expected: ['/api/zkvm/zkvm-specification', '/faq'],
    context: '1.2',
    source:
      'risc0/risc0#2174 (a heap-embedded-alloc feature replaces the bump allocator with one that reuses freed memory)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'how many cycles go into one segment by default',
    expected: ['/api/1.1/zkvm/'],
    context: '1.1',
    source:
      'risc0/risc0#469 (continuations, part 2: a default segment limit of 2^20, about a million cycles, is debated as a breaking change)',
  },
  {
    kind: 'question',
    query: 'how do I see segment count and total cycles without proving',
    expected: ['/api/1.0/zkvm/quickstart'],
    context: '1.0',
    source:
      'boundless-xyz/zeth#91 (a hand-written timing printout removed because the executor now logs time, segments and cycles at info level)',
  },
  {
    kind: 'question',
    query: 'what breaks when I move a 0.19 host to 0.20',
    expected: ['/api/0.19'],
    context: '0.19',
    source: 'risc0/risc0#1386 (the pull request that cut release 0.20.0)',
  },
  {
    kind: 'question',
    query: 'why did the prover give me a composite receipt, not succinct',
    expected: ['/proof-system/', '/api/generating-proofs/proving-options'],
    context: 'root',
    source:
      'eth-act/ere#100 (a wrapper library checks after proving that the receipt is succinct; a reviewer asks why it does not request one)',
  },
  {
    kind: 'question',
    query: 'do I need a separate methods crate to build the guest',
    expected: ['/api/zkvm/quickstart'],
    context: '1.2',
    source:
      'SporkDAOOfficial/ETHDenver-2023#47 (a bounty to drop the methods crate and the build script that compiles the guest)',
  },
  {
    kind: 'question',
    query: 'can my guest call functions from a C library',
    expected: ['/api/zkvm/rust-crates-with-cpp'],
    context: '1.2',
    source: 'risc0/risc0#1898 (a guest written in C, linked against the zkVM platform library)',
  },
  {
    kind: 'question',
    query: 'how does the host read what the guest sends with env::write',
    expected: ['/api/1.1/zkvm/tutorials/io', '/api/1.1/zkvm/guest-code-101'],
    context: '1.1',
    source:
      'risc0/risc0#610 (a request to send everything the guest prints to stdout and stderr into a file; capturing them already works)',
  },
  {
    kind: 'question',
    query: 'why does the hello world tutorial clone the risc0 repo',
    expected: ['/api/1.1/zkvm/tutorials/overview', '/api/1.1/zkvm/tutorials/hello-world'],
    context: '1.1',
    source:
      'risc0/risc0#2789 (the tutorial stops pointing at cargo risczero new and walks through the examples/hello-world code instead)',
  },
  {
    kind: 'question',
    query: 'does the guest profile show page-in and page-out cycles',
    expected: ['/api/next/zkvm/profiling'],
    context: 'next',
    source: 'risc0/risc0#2801 (guest profiling improved: inline functions, and page events shown as their own frames)',
  },
  {
    kind: 'question',
    query: 'should I retry bonsai calls that fail with a 5xx',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source:
      'boundless-xyz/boundless#410 (a broker sees sessions fail with INTERNAL_ERROR and server errors from Bonsai, and wants retries)',
  },
  {
    kind: 'question',
    query: 'why prefer BTreeMap to HashMap in guest code',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source:
      'axiom-crypto/openvm-eth#2 (a zkVM guest swaps the standard HashMap for a no_std one so RandomState never asks for randomness)',
  },
  {
    kind: 'question',
    query: 'does the 0.20 ethereum flow still go through the relay',
    expected: ['/api/0.20/bonsai/bonsai-on-eth'],
    context: '0.20',
    source:
      'boundless-xyz/risc0-foundry-template#80 (suggestions for the template branch without the relay, due on February 15)',
  },
  {
    kind: 'question',
    query: 'how do I count the cycles my guest used in 0.18',
    expected: ['/api/0.18/zkvm/developer-guide/guest-code-101'],
    context: '0.18',
    source: 'risc0/risc0#485 (show the real cycle count at halt, not the padded power of two)',
  },
  {
    kind: 'question',
    query: 'which tutorial comes first, hello world or the i/o one',
    expected: ['/api/zkvm/tutorials/overview'],
    context: '1.2',
    source:
      'risc0/risc0#1605 (guest code 101 corrected: in the hello world tutorial the guest receives one input, not two)',
  },
];

const misspellings: ReaderQuery[] = [
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'zk gmaes with hidden state',
    intended: 'zk games with hidden state',
    expected: ['/api/1.1/use-cases'],
    context: '1.1',
    source: 'risc0/risc0#2023 (a video playlist on zk gaming with RISC Zero: zkDoom and Bevy)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'imageid vs journal vs seal',
    intended: 'image id vs journal vs seal',
    expected: ['/terminology'],
    context: 'root',
    source: 'boundless-xyz/risc0-foundry-template#8 (pointers added to explain the terms the template uses)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'bonsai proving servise alpha',
    intended: 'bonsai proving service alpha',
    expected: ['/api/0.20/bonsai/'],
    context: '0.20',
    source:
      'boundless-xyz/risc0-foundry-template#80 (the early-2024 template proves on Bonsai and posts results to its contract directly)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'guest progam vs host program',
    intended: 'guest program vs host program',
    expected: ['/terminology', '/api/zkvm'],
    context: 'root',
    source:
      'SporkDAOOfficial/ETHDenver-2023#47 (the zkVM’s guest and host code live in separate crates, with build glue in between)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'hello world tutorrial',
    intended: 'hello world tutorial',
    expected: ['/api/0.19/zkvm/tutorials/hello-world'],
    context: '0.19',
    source: 'risc0/risc0#1032 (late 2023: new projects get a named guest, as the 0.19 hello world tutorial uses)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'time lock delay on the verifier router',
    intended: 'timelock delay on the verifier router',
    expected: ['/api/next/blockchain-integration/contracts/verifier'],
    context: 'next',
    source:
      'risc0/risc0-ethereum#370 (1.2 mainnet verifiers marked routable once the timelock controller’s transactions cleared)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'cargo work space with a guest package',
    intended: 'cargo workspace with a guest package',
    expected: ['/api/zkvm/quickstart'],
    context: '1.2',
    source:
      'SporkDAOOfficial/ETHDenver-2023#47 (the guest is built from its own crate inside the project rather than with the host code)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'btreemap vs hashmap guest cyles',
    intended: 'btreemap vs hashmap guest cycles',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#1275 (HashMap and HashSet in the guest get no random seed, so the same keys always collide)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'recursion lift and jion',
    intended: 'recursion lift and join',
    expected: ['/proof-system/', '/api/recursion'],
    context: 'root',
    source: 'risc0/risc0#1726 (compress redefined to move a receipt up from composite to succinct to compact)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'profiler inlinne functions',
    intended: 'profiler inline functions',
    expected: ['/api/zkvm/profiling'],
    context: '1.2',
    source:
      'risc0/risc0#2808 (inline function tracking turned off by default because it slows the profiler on large programs)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'rust crates with c++ bindimgs',
    intended: 'rust crates with c++ bindings',
    expected: ['/api/zkvm/rust-crates-with-cpp'],
    context: '1.2',
    source:
      'risc0/risc0#2178 (assembly guest examples; the build script cannot find the risc0 toolchain, so a makefile stays)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'helloworld tutorial 0.21',
    intended: 'hello world tutorial 0.21',
    expected: ['/api/0.21/zkvm/tutorials/overview', '/api/0.21/zkvm/tutorials/hello-world'],
    context: '0.21',
    source:
      'risc0/risc0-rust-starter#1 (the starter README becomes a beginner quick start for the factors hello world)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'env::verfiy inside the guest',
    intended: 'env::verify inside the guest',
    expected: ['/api/zkvm/composition'],
    context: '1.2',
    source:
      'boundless-xyz/zeth#94 (a wrapper around env::verify that also checks the composed output on the host side)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'proof system overwiew',
    intended: 'proof system overview',
    expected: ['/proof-system/'],
    context: 'root',
    source: 'eth-act/ere#100 (a zkVM wrapper insists on a succinct receipt, one stage of the proving pipeline)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'bridge trusts consensus proofs instead of a relayer committee',
    expected: ['/api/1.1/use-cases'],
    context: '1.1',
    source:
      'worldcoin/world-id-protocol#452 (a light-client prover for the sync committee’s aggregate signature, to bridge to any chain with one proof)',
  },
  {
    kind: 'concept',
    query: 'nine-element field as pairs mod 3 with x squared equal to -1',
    expected: ['/reference-docs/about-finite-fields-exercises', '/reference-docs/about-finite-fields'],
    context: 'root',
    source:
      'extras.springer.com computer algebra course exercise (a field of 9 elements built as Z/3Z[X] modulo the irreducible X^2 + 1)',
  },
  {
    kind: 'concept',
    query: 'constraint quotients stay polynomials only for a valid trace',
    expected: ['/reference-docs/about-starks', '/proof-system/stark-by-hand'],
    context: 'root',
    source:
      'github.com/starkware-industries/stark101 (part 2: constraints turned into rational functions that are polynomials exactly when they hold)',
  },
  {
    kind: 'concept',
    query: 'without the M extension a multiply becomes a software routine',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source:
      'projectf.io/posts/riscv-multiply-divide (RISC-V multiply and divide: the optional M extension keeps the base set small)',
  },
  {
    kind: 'concept',
    query: 'accelerated crypto is not constant time, cycle counts can leak',
    expected: ['/api/next/zkvm/precompiles'],
    context: 'next',
    source:
      'risc0/risc0#2680 (a timing disclaimer for precompiles; reviewers note the side channel is the cycle count more than wall-clock time)',
  },
  {
    kind: 'concept',
    query: 'only the guest is proven, host-supplied inputs are unchecked',
    expected: ['/api/0.21/zkvm/'],
    context: '0.21',
    source:
      'risc0/risc0#1502 (a draft page of common design problems, starting with trusting the host that feeds the guest)',
  },
  {
    kind: 'concept',
    query: 're-prove the final stark with poseidon254 for a cheap groth16',
    expected: ['/proof-system/', '/api/recursion'],
    context: 'root',
    source:
      'risc0/risc0#2027 (compress documented: identity_p254 runs last because Poseidon over BN254 is cheap to verify inside Groth16)',
  },
  {
    kind: 'concept',
    query: 'lower code rate: more redundancy and more prover work',
    expected: ['/reference-docs/about-rs-codes'],
    context: 'root',
    source:
      'zk-notes-zeta.vercel.app/2.4-univariate-lagrange (low-degree extensions evaluated on far more points than the message has)',
  },
  {
    kind: 'concept',
    query: 'any change to the guest gives a new image id, old receipts fail',
    expected: ['/api/1.0/zkvm/'],
    context: '1.0',
    source:
      'vlayer-xyz/vlayer#2547 (after a risc0 upgrade, proofs made by the previous guest no longer match the accepted ELF IDs)',
  },
  {
    kind: 'concept',
    query: 'prover supplies an inverse as witness to show a cell is nonzero',
    expected: ['/proof-system/what-is-a-trace'],
    context: 'root',
    source:
      'rareskills.io/post/compute-then-constrain (compute a value outside the circuit, then constrain it, as IsZero does with an inverse)',
  },
  {
    kind: 'concept',
    query: 'zero knowledge hides inputs from verifiers, not from the prover',
    expected: ['/api/security-model', '/api'],
    context: '1.2',
    source: 'risc0/risc0#1967 (the zero-knowledge section of the security model revised)',
  },
  {
    kind: 'concept',
    query: 'proving service accounts cap concurrent proofs and cycles',
    expected: ['/litepaper', '/api/generating-proofs/remote-proving'],
    context: 'root',
    source: 'boundless-xyz/boundless#718 (a broker limits how many proofs it runs at once across Bonsai instances)',
  },
];

const errors: ReaderQuery[] = [
  {
    kind: 'error',
    form: 'runtime',
    query: 'Error: unsupported hash suite: sha256',
    expected: ['/api/next/generating-proofs/proving-options'],
    context: 'next',
    source:
      'risc0/risc0 e5fba5716 risc0/zkvm/src/host/client/prove/mod.rs (ProverOpts naming the hash sha256 instead of sha-256) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Error: Too many program headers',
    expected: ['/api/zkvm/zkvm-specification'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/binfmt/src/elf.rs (a hand-linked guest ELF with more program headers than the loader accepts) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Error: failed to build crate',
    expected: ['/api/zkvm/zkvm-specification', '/api/secure-sdlc'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/cargo-risczero/src/commands/build.rs (cargo risczero build fails inside its Docker image) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'server error `{"type":"InternalErr","msg":"internal error"}`',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source:
      'boundless-xyz/boundless#926 (an input upload to Bonsai fails; the SDK wraps the response body in InternalServerErr, risc0 v1.2.6 bonsai/sdk/src/lib.rs) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Error: missing BONSAI_API_URL env var',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 bonsai/sdk/src/lib.rs (a Bonsai client built from the environment with only the API key exported) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Failed to confirm transaction on chain',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source:
      'risc0/risc0 v0.19.1 bonsai/ethereum-relay/src/uploader/completed_proofs/error.rs (the relay’s callback transaction never confirms) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'called `Result::unwrap()` on an `Err` value: Invalid proof',
    expected: ['/api/0.20/zkvm/receipts'],
    context: '0.20',
    source:
      'risc0/risc0 v0.20.1 risc0/zkvm/src/host/groth16.rs (a Groth16 receipt from Bonsai that fails the Rust pairing check) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Error: Illegal halt type: 3',
    expected: ['/api/0.18/zkvm/developer-guide/receipts'],
    context: '0.18',
    source:
      'risc0/risc0 v0.18.0 risc0/zkvm/src/host/server/exec/executor.rs (a hand-written halt ecall whose halt type is neither terminate nor pause) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Error: Unsupported hashfn: poseidon',
    expected: ['/api/1.0/generating-proofs/proving-options'],
    context: '1.0',
    source:
      'risc0/risc0 v1.0.5 risc0/circuit/rv32im/src/prove/hal/cpu.rs (host code carried over from 0.20 still asks ProverOpts for poseidon, renamed poseidon2 in 0.21) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'binaries for aarch64-unknown-linux-gnu are not available',
    expected: ['/api/1.0/zkvm/install'],
    context: '1.0',
    source:
      'risc0/risc0 v1.0.5 risc0/cargo-risczero/src/toolchain.rs (cargo risczero install on arm64 Linux, where no C++ toolchain is published) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'Error: unsupported hash function: poseidon',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source:
      'risc0/risc0 v1.2.6 risc0/zkvm/src/receipt/succinct.rs (a succinct receipt from a release that used the old poseidon hash) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Incompatible MemoryImage version: 2',
    expected: ['/api/0.20/zkvm/install'],
    context: '0.20',
    source:
      'risc0/risc0 v0.20.1 risc0/zkvm/src/host/api/convert.rs (an r0vm from a newer cargo-risczero talking to a 0.20 host) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Incompatible SuccinctReceipt version: 2',
    expected: ['/api/1.1/zkvm/install'],
    context: '1.1',
    source:
      'risc0/risc0 v1.1.4 risc0/zkvm/src/host/api/convert.rs (a receipt sent back by an r0vm newer than the host crate) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: "Failed to decode 'public inputs' values",
    expected: ['/api/1.1/zkvm/receipts'],
    context: '1.1',
    source:
      'risc0/risc0 v1.1.4 risc0/groth16/src/data_structures.rs (Groth16 public inputs read from JSON that are not decimal field elements) (on no page)',
  },
];

export const batch18Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
