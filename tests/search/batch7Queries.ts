// Misspelt on purpose: queries a reader might type.
// cspell:ignore biuldx invrese paht arbitrom pruduct curce multiplicaton colision degre transparrent generattor sessionlimit vanishingpolynomial proofsystem
// Names of projects and words in the sources.
// cspell:ignore bonsol citrea chainwayxyz ethrex lambdaclass tsukino NJUICS lyszt cgorust openknowledgegraph encrypthos xparti hackmd Kaneki snormore sharmaeklavya theoremdep neveropen jeremykun etus starknet georgwiese chainscorelabs studylib dsprelated freebooks mdft padho taiko taikoxyz remalue teddav starkware arithmetization
/**
 * Batch 7 of the reader queries for the search benchmark, dated 2026-11-28.
 * Each entry starts from something a reader wrote: an issue or pull-request
 * thread in the risc0 repositories or in a project built on the zkVM, or a
 * learner's page on STARKs, FRI, finite fields, Reed–Solomon codes, PLONK or
 * RISC-V. The expected pages were chosen by reading the docs of the version
 * the query is typed from, without running the site's search in any form, so
 * the batch's first measurement is a held-out estimate like batch 6's.
 *
 * Roughly two in five entries come from pages of other API versions than 1.2
 * (0.18 to 1.1 and next): older input and prover calls, the Bonsai relay and
 * REST pages, the 0.21 compact receipt, the 1.0 `ProveInfo` return and the
 * unreleased build and proving notes. Pasted errors keep only the part that
 * fits in the search box. No entry repeats one of `queries.ts`, batches 3 to
 * 6 or the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'borsh receipt serialization',
    expected: ['/api/1.0'],
    context: '1.0',
    source: 'chainwayxyz/citrea#868 (switching receipt serialization from bincode to borsh once risc0 supports it)',
  },
  {
    kind: 'keyword',
    query: 'rzup supported platforms',
    expected: ['/api/zkvm/install'],
    context: '1.2',
    source: 'risc0/risc0#2422 (install docs spelling out which systems have an rzup artifact)',
  },
  {
    kind: 'keyword',
    query: 'zkp whitepaper pdf',
    expected: ['/education'],
    context: 'root',
    source: 'risc0/risc0#222 (reader asking which papers describe the STARK protocol the prover implements)',
  },
  {
    kind: 'keyword',
    query: 'alloy-sol-types in the guest',
    expected: ['/api/0.20/bonsai/blockchain-zkvm-guide'],
    context: '0.20',
    source: 'risc0/risc0#638 (helpers for decoding Ethereum ABI input in Bonsai guests)',
  },
  {
    kind: 'keyword',
    query: 'risc0-groth16-prover image',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'bonsol-collective/bonsol#49 (copying the STARK-to-SNARK tools out of the risc0-groth16-prover image)',
  },
  {
    kind: 'keyword',
    query: 'risc0-guest-builder docker image',
    expected: ['/api/0.21/security-model'],
    context: '0.21',
    source: 'boundless-xyz/zeth#145 (release build pulling the risczero/risc0-guest-builder image)',
  },
  {
    kind: 'keyword',
    query: 'json example',
    expected: ['/api/0.19/zkvm/examples'],
    context: '0.19',
    source: 'risc0/risc0-rust-examples#16 (example proving part of a JSON file while the rest stays private)',
  },
  {
    kind: 'keyword',
    query: 'groth16 docker memory limit',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source:
      'logos-blockchain/logos-execution-zone#193 (contributors hitting Docker errors while wrapping proofs in Groth16)',
  },
  {
    kind: 'keyword',
    query: 'bonsai session logs',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'risc0/risc0#1026 (Bonsai session failing with no hint of what the guest did)',
  },
  {
    kind: 'keyword',
    query: 'factors example',
    expected: ['/api/0.19/zkvm/tutorials/hello-world', '/api/0.19/zkvm/examples'],
    context: '0.19',
    source: 'risc0/risc0#564 (updating the factors example README and the starter template comments)',
  },
  {
    kind: 'keyword',
    query: 'groth16 verifier sepolia 0.20',
    expected: ['/api/0.20/bonsai/bonsai-on-eth'],
    context: '0.20',
    source: 'risc0/risc0-ethereum#11 (using the Groth16 verifier of risc0 0.20 because Bonsai ran 0.20)',
  },
  {
    kind: 'keyword',
    query: 'nightly crate validator',
    expected: ['/api/0.18/zkvm/developer-guide/rust-resources'],
    context: '0.18',
    source: 'risc0/risc0#830 (nightly crate-validation job installing the risc0 toolchain first)',
  },
];

const identifiers: ReaderQuery[] = [
  // Rust paths with ::
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'env::stdin().read_to_end',
    expected: ['/api/zkvm/guest-code-101', '/api/zkvm/optimization', '/api/zkvm/tutorials/io'],
    context: '1.2',
    source: 'lambdaclass/ethrex#4678 (reading the raw guest input with env::stdin().read_to_end to save cycles)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'Profiler::new',
    expected: ['/api/0.19/zkvm/developer-guide/profiling'],
    context: '0.19',
    source: 'risc0/risc0#274 (guest profiling through the Profiler type, written out for pprof)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'SessionId::stop',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source: 'risc0/risc0#1763 (stop method added to Bonsai sessions in the SDK)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'InnerReceipt::Compact',
    expected: ['/api/0.21/zkvm/receipts'],
    context: '0.21',
    source: 'risc0/risc0#1356 (InnerReceipt::Groth16Receipt renamed to CompactReceipt with the risc0-groth16 crate)',
  },
  // snake_case names
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'sys_argc',
    expected: ['/api/secure-sdlc'],
    context: '1.2',
    source: 'risc0/risc0#2476 (1.1 backport turning off sys_getenv, sys_argc and sys_argv by default)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'upload_input',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source: 'chainwayxyz/citrea#538 (Bonsai adapter uploading the input and creating a session with its id)',
  },
  // camelCase names
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'BonsaiRelay',
    expected: ['/api/0.19/bonsai/bonsai-on-eth'],
    context: '0.19',
    source: 'risc0/risc0#699 (Bonsai Relay handling failures reported by Bonsai)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'bytes32 imageId',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#495 (seal, imageID and journalDigest verifying off chain but reverting on chain)',
  },
  // environment variables
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RECURSION_SRC_PATH',
    expected: ['/api/next/generating-proofs/local-proving'],
    context: 'next',
    source: 'Sovereign-Labs/sovereign-sdk#2975 (build log of risc0-circuit-recursion watching RECURSION_SRC_PATH)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_WORK_DIR',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source:
      'logos-blockchain/logos-execution-zone#645 (pointing RISC0_WORK_DIR at a kept directory to replay the Groth16 step)',
  },
  // command-line flags
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'rustup toolchain list --verbose',
    expected: ['/api/0.19/zkvm/install'],
    context: '0.19',
    source: 'risc0/risc0#1208 (reader checking the risc0 toolchain with rustup before running the loop example)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'RISC0_DEV_MODE=1 cargo run --release',
    expected: ['/api/generating-proofs/dev-mode', '/api/zkvm/quickstart'],
    context: '1.2',
    source: 'risc0/risc0#2522 (putting RISC0_DEV_MODE=1 in front of the cargo run command in the docs)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'do I need to_vec before add_input for a byte buffer',
    expected: ['/api/0.18/zkvm/developer-guide/host-code-101', '/api/0.18/zkvm/developer-guide/guest-code-101'],
    context: '0.18',
    source: 'risc0/risc0#845 (passing a raw Vec<u8> to add_input failing until it went through to_vec)',
  },
  {
    kind: 'question',
    query: 'does a smaller segment limit make proving use less memory',
    expected: ['/api/0.19/zkvm/developer-guide/host-code-101', '/api/0.19/zkvm/developer-guide/zkvm-specification'],
    context: '0.19',
    source: 'risc0/risc0#1169 (segment_limit_po2(14) on 0.19.1 using over 100 GB of disk before crashing)',
  },
  {
    kind: 'question',
    query: 'will CompactReceipt still exist after 0.21',
    expected: ['/api/0.21/zkvm/receipts'],
    context: '0.21',
    source: 'risc0/risc0#1877 (CompactReceipt renamed to Groth16Receipt for 1.0)',
  },
  {
    kind: 'question',
    query: 'how much gpu memory do I need to prove a segment',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'boundless-xyz/boundless#1646 (16 GB GPUs running out of memory while proving segments)',
  },
  {
    kind: 'question',
    query: "can a 0.20 guest check another program's receipt",
    expected: ['/api/0.20/zkvm/guest-code-101', '/api/0.20/zkvm/host-code-101'],
    context: '0.20',
    source: 'risc0/risc0#1274 (first composition example, add_assumption on the host and env::verify in the guest)',
  },
  {
    kind: 'question',
    query: 'is the 0.21 sepolia verifier meant for production',
    expected: ['/api/0.21/blockchain-integration/bonsai-on-eth'],
    context: '0.21',
    source: 'taikoxyz/taiko-mono#16331 (wiring the pre-1.0 RISC Zero verifier contract into a rollup)',
  },
  {
    kind: 'question',
    query: 'why not just spot check a few rows of the trace',
    expected: ['/reference-docs/about-rs-codes', '/reference-docs/about-starks'],
    context: 'root',
    source:
      'medium.com/starkware/arithmetization-ii-403c3b3f4355 (a trace wrong in one place slips past a few random row checks)',
  },
  {
    kind: 'question',
    query: 'why does every nonzero row of the mod 7 table contain a 1',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-finite-fields-exercises'],
    context: 'root',
    source:
      'learn.padho.ai/wiki/mod-7-multiplication-table-reveals-field-structure (each nonzero row is a permutation)',
  },
  {
    kind: 'question',
    query: 'which env vars make the quickstart prove on bonsai',
    expected: ['/api/0.18/zkvm/quickstart', '/api/0.18/bonsai/quickstart'],
    context: '0.18',
    source: 'risc0/risc0#641 (moving from BONSAI_ENDPOINT to separate Bonsai environment variables)',
  },
  {
    kind: 'question',
    query: 'how do I profile a guest without changing its code',
    expected: ['/api/0.20/zkvm/profiling'],
    context: '0.20',
    source: 'risc0/risc0#1065 (profiling with the RISC0_PPROF_OUT variable instead of code changes)',
  },
  {
    kind: 'question',
    query: 'can a guest still read environment variables after 1.1.3',
    expected: ['/api/1.1/secure-sdlc'],
    context: '1.1',
    source: 'risc0/risc0#2476 (environment variables and arguments disabled in guests by default from 1.1.3)',
  },
  {
    kind: 'question',
    query: 'can I build r0vm in a nix sandbox with no network',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'risc0/risc0#1180 (Nix packaging of r0vm failing because the recursion build script downloads a zip)',
  },
  {
    kind: 'question',
    query: 'how do I get the full 64 bit product of two registers',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'lyszt.net/en/academia/resources/riscv/reference/mulh (mulh and mul together give the whole product)',
  },
  {
    kind: 'question',
    query: 'how does plonk check that two wires carry the same value',
    expected: ['/reference-docs/about-plonk'],
    context: 'root',
    source: 'remalue.github.io/blog/permutation_check_plonk (permutation check behind PLONK copy constraints)',
  },
  {
    kind: 'question',
    query: 'why are fri proofs so much bigger than kzg ones',
    expected: ['/reference-docs/about-plonk', '/reference-docs/about-starks'],
    context: 'root',
    source: 'teddav.notion.site/FRI-Folding-Polynomials-and-Catching-Cheaters (FRI needs no trusted setup, unlike KZG)',
  },
];

const misspellings: ReaderQuery[] = [
  // two neighbouring letters swapped
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'docker biuldx plugin',
    intended: 'docker buildx plugin',
    expected: ['/faq'],
    context: 'root',
    source: 'bonsol-collective/bonsol#178 (the buildx plugin turning out to be what the risc0 Docker build needed)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'invrese ntt',
    intended: 'inverse ntt',
    expected: ['/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source: 'www.fact-index.com/n/nu/number_theoretic_transform.html (the transform modulo a prime and its inverse)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'merkle paht',
    intended: 'merkle path',
    expected: ['/reference-docs/about-fri', '/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source:
      'docs.starknet.io/learn/S-two-book/how-it-works/vcs/merkle_verifier (checking queried values against a root)',
  },
  // one letter replaced
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'arbitrom verifier address',
    intended: 'arbitrum verifier address',
    expected: ['/api/1.1/blockchain-integration/contracts/verifier'],
    context: '1.1',
    source: 'risc0/risc0#2056 (docs table of verifier router and timelock addresses per chain)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'grand pruduct argument',
    intended: 'grand product argument',
    expected: ['/reference-docs/about-plonk'],
    context: 'root',
    source:
      'github.com/privacy-scaling-explorations/zk-workshops (Understanding PLONK part 3: permutation to grand product)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'pairing friendly curce',
    intended: 'pairing friendly curve',
    expected: ['/api/security-model', '/reference-docs/about-plonk'],
    context: '1.2',
    source: 'blog.lambdaclass.com/groth16 (Groth16 needs a pairing-friendly curve such as BN254)',
  },
  // one letter left out
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'multiplicaton table mod 7',
    intended: 'multiplication table mod 7',
    expected: ['/reference-docs/about-finite-fields-exercises', '/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'studylib.net/doc/7949584/examples-of-multiplication-tables (multiplication and addition tables of F7)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'hash colision resistance',
    intended: 'hash collision resistance',
    expected: ['/reference-docs/about-starks'],
    context: 'root',
    source: 'd-central.tech/mining-glossary/fri-protocol (FRI relying on collision-resistant hashing, not curves)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'fri degre bound',
    intended: 'fri degree bound',
    expected: ['/reference-docs/about-fri'],
    context: 'root',
    source:
      'georgwiese.github.io/crypto-summaries/Concepts/Polynomial-Commitment-Schemes/FRI (proving degree at most d)',
  },
  // one letter too many
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'transparrent setup',
    intended: 'transparent setup',
    expected: ['/reference-docs/about-starks', '/reference-docs/about-plonk'],
    context: 'root',
    source: 'chainscorelabs.com/blog (PLONK universal setup compared with the transparent setup of STARKs)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'generattor modulo 13',
    intended: 'generator modulo 13',
    expected: ['/reference-docs/about-finite-fields-exercises', '/reference-docs/about-finite-fields'],
    context: 'root',
    source:
      'dsprelated.com/freebooks/mdft/Number_Theoretic_Transform.html (a primitive root visits every nonzero residue)',
  },
  // two words run together
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'sessionlimit',
    intended: 'session limit',
    expected: ['/api/0.18/zkvm/developer-guide/host-code-101'],
    context: '0.18',
    source: 'risc0/risc0#633 (Session limit exceeded on a 500 KB input, raised with session_limit)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'vanishingpolynomial',
    intended: 'vanishing polynomial',
    expected: ['/reference-docs/about-starks', '/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source:
      'nicolas3355.github.io/personal-website/blog/html/grand_product_argument.html (vanishing polynomial of a domain)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'proofsystem overview',
    intended: 'proof system overview',
    expected: ['/proof-system/'],
    context: 'root',
    source: 'risc0/risc0#270 (reader asking for documentation of the zkSTARK protocol to write a Solidity verifier)',
  },
  // one word split in two
  {
    kind: 'misspelling',
    form: 'split',
    query: 'main net router address',
    intended: 'mainnet router address',
    expected: ['/api/1.0/blockchain-integration/contracts/verifier'],
    context: '1.0',
    source: 'risc0/risc0#1968 (verifier addresses for Ethereum Mainnet and Sepolia added to the 1.0 docs)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'code word distance',
    intended: 'codeword distance',
    expected: ['/reference-docs/about-rs-codes'],
    context: 'root',
    source: 'building-babylon.net/tag/fri (Reed–Solomon words and their Hamming distance in the FRI setting)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'receipt meta data',
    intended: 'receipt metadata',
    expected: ['/api/0.18/zkvm/developer-guide/receipts'],
    context: '0.18',
    source: 'boundless-xyz/risc0-foundry-template#58 (SNARK receipts carrying the receipt metadata before 0.18)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'risc-v little endian byte order',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'notes.tsukino.top/NJUICS/RISC-V/Instruction (instructions stored as little-endian parcels)',
  },
  {
    kind: 'concept',
    query: 'mulh returns the upper half of a product',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source: 'cgorust.com/dictionary/Integer_multiply_and_divide_instruction_in_risc-v (MUL low half, MULH high half)',
  },
  {
    kind: 'concept',
    query: 'argument vs proof: soundness against bounded provers',
    expected: ['/reference-docs/about-starks'],
    context: 'root',
    source: 'openknowledgegraph.com/topics/zero-knowledge-proofs-advanced-questions.html (proofs versus arguments)',
  },
  {
    kind: 'concept',
    query: 'argument of knowledge: the prover must hold a witness',
    expected: ['/reference-docs/about-starks'],
    context: 'root',
    source:
      'vio1etus.github.io/blog/2023/03/22/crypto/zk/3.proof_evolving (proofs, arguments and knowledge in ZK-SNARKs)',
  },
  {
    kind: 'concept',
    query: 'one universal setup for every circuit',
    expected: ['/reference-docs/about-plonk'],
    context: 'root',
    source: 'encrypthos.com/question/how-do-universal-setups-differ-from-per-circuit-setups-in-practice',
  },
  {
    kind: 'concept',
    query: 'groth16 proof is only three group elements',
    expected: ['/reference-docs/about-plonk', '/reference-docs/about-starks'],
    context: 'root',
    source: '0xparti.github.io/zkBook/12-groth16.html (three group elements as the floor for pairing-based proofs)',
  },
  {
    kind: 'concept',
    query: 'hash each trace row into one merkle leaf',
    expected: ['/proof-system/proof-system-sequence-diagram'],
    context: 'root',
    source: 'hackmd.io/@0xKanekiKen (one Merkle tree over the rows of the trace instead of one per column)',
  },
  {
    kind: 'concept',
    query: 'fast reed solomon iop of proximity',
    expected: ['/reference-docs/about-fri', '/terminology'],
    context: 'root',
    source: 'blog.lambdaclass.com/how-to-code-fri-from-scratch (what the letters of FRI stand for)',
  },
  {
    kind: 'concept',
    query: 'arithmetization turns a computation into a low degree test',
    expected: ['/reference-docs/about-starks', '/reference-docs/about-arithmetic-circuits'],
    context: 'root',
    source: 'medium.com/starkware/arithmetization-i-15c046390862 (trace plus polynomial constraints, then low degree)',
  },
  {
    kind: 'concept',
    query: 'one corrupted symbol in a reed solomon codeword',
    expected: ['/reference-docs/about-rs-codes'],
    context: 'root',
    source: 'snormore.dev/lab/reed-solomon (corrupting bytes in a codeword and watching the errors show up)',
  },
  {
    kind: 'concept',
    query: 'a degree d polynomial has at most d roots',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'sharmaeklavya2.github.io/theoremdep/nodes/polynomials/at-most-degree-zeros.html',
  },
  {
    kind: 'concept',
    query: 'ntt as a matrix of powers of a root of unity',
    expected: ['/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source: 'neveropen.tech/2024/07/26/python-number-theoretic-transformation (the NTT written as a Fourier matrix)',
  },
  {
    kind: 'concept',
    query: 'perfect zero knowledge: simulated transcripts are identical',
    expected: ['/api/1.0/security-model'],
    context: '1.0',
    source:
      'jeremykun.com/2016/09/19/zero-knowledge-definitions-and-theory/ (perfect versus computational zero knowledge)',
  },
];

const errors: ReaderQuery[] = [
  // building the guest or the host
  {
    kind: 'error',
    form: 'build',
    query: 'Could not download release info',
    expected: ['/api/0.18/zkvm/install'],
    context: '0.18',
    source: 'risc0/risc0#834 (cargo risczero install failing with 403 Forbidden from the GitHub releases API)',
  },
  {
    kind: 'error',
    form: 'build',
    query: "error: unexpected argument '--template' found",
    expected: ['/api/zkvm/quickstart'],
    context: '1.2',
    source: 'risc0/risc0#2448 (cargo risczero new rejecting the --template option from older docs)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error[E0599]: no method named `add_input` found',
    expected: ['/api/0.19/zkvm/developer-guide/host-code-101'],
    context: '0.19',
    source: 'boundless-xyz/zeth#50 (bumping to 0.19 and replacing add_input(&to_vec(..)) with write)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error[E0599]: no method named `prove_elf` found',
    expected: ['/api/0.20/zkvm/host-code-101', '/api/0.20'],
    context: '0.20',
    source: 'risc0/risc0#1281 (reader trying to restore prove_elf after the prover API changed)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error[E0609]: no field `journal` on type `ProveInfo`',
    expected: ['/api/1.0/zkvm/host-code-101'],
    context: '1.0',
    source: 'chainwayxyz/citrea#638 (updating a rollup prover to risc0 1.0.0)',
  },
  // running and proving
  {
    kind: 'error',
    form: 'runtime',
    query: 'docker returned failure exit code: Some(137)',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'logos-blockchain/logos-execution-zone#645 (Groth16 wrapping in Docker failing with exit 137 under 8 GB)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Invalid machine type, must be RISC-V',
    expected: ['/faq'],
    context: 'root',
    source: 'risc0/risc0#2684 (reader trying to run a hand-assembled ELF in the zkVM)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'sys_verify_integrity: no receipt found to resolve assumption',
    expected: ['/api/1.0/zkvm/composition', '/faq'],
    context: '1.0',
    source: 'risc0/risc0#1274 (composition example where add_assumption hands the inner receipt to the prover)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'allocation failed on',
    expected: ['/api/next/generating-proofs/local-proving'],
    context: 'next',
    source: 'risc0/risc0#1462 (CUDA proving running out of memory on 8 and 10 GB cards)',
  },
  // verifying
  {
    kind: 'error',
    form: 'verify',
    query: 'UnexpectedExitCode',
    expected: ['/api/0.20/zkvm/receipts'],
    context: '0.20',
    source:
      'risc0/risc0#992 (verify now requiring Halted(0) or Paused(0), with verify_integrity_with_context for the rest)',
  },
  // the proving service
  {
    kind: 'error',
    form: 'service',
    query: 'url (https://bonsai-bucket-prod.s3.us-west-2.amazonaws.com/)',
    expected: ['/api/next/generating-proofs/remote-proving'],
    context: 'next',
    source: 'risc0/risc0#2742 (Bonsai SDK timing out while uploading a 20 to 30 MB input)',
  },
];

export const batch7Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
