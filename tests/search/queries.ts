/**
 * Reader queries for the search benchmark (`npm run bench:search`): what
 * readers type into the search box, each with the pages that answer it.
 *
 * Written from real reader material (issues and discussions in the risc0
 * repositories, the old FAQ, reports in projects built on the zkVM), named in
 * each entry's `source`. Questions are reworded; error messages are kept as
 * readers paste them. Expected pages were chosen by reading the docs: the page
 * that best answers the query, plus a second one where two answer equally.
 * Written before any tuning of the ranking: do not tune to single entries.
 */
import type {ReaderQuery} from './readerQuery';
import {batch3Queries} from './batch3Queries';
import {batch4Queries} from './batch4Queries';
import {batch5Queries} from './batch5Queries';
import {batch6Queries} from './batch6Queries';
import {batch7Queries} from './batch7Queries';
import {batch8Queries} from './batch8Queries';
import {batch9Queries} from './batch9Queries';
import {batch10Queries} from './batch10Queries';
import {batch11Queries} from './batch11Queries';
import {batch12Queries} from './batch12Queries';
import {batch13Queries} from './batch13Queries';
import {batch14Queries} from './batch14Queries';
import {batch15Queries} from './batch15Queries';
import {batch16Queries} from './batch16Queries';
import {batch17Queries} from './batch17Queries';
import {batch18Queries} from './batch18Queries';
import {batch19Queries} from './batch19Queries';

const keywords: ReaderQuery[] = [
  {kind: 'keyword', query: 'install rzup', expected: ['/api/zkvm/install'], context: '1.2', source: 'risc0/risc0#2573 (installing with the rzup script)'},
  {kind: 'keyword', query: 'rzup', expected: ['/api/zkvm/install'], context: 'root', source: 'risc0/risc0#3118 (rzup commands in the install docs)'},
  {kind: 'keyword', query: 'quick start', expected: ['/api/zkvm/quickstart'], context: 'root', source: 'risc0/risc0#1033 (quick start and dev-mode instructions)'},
  {kind: 'keyword', query: 'dev mode', expected: ['/api/generating-proofs/dev-mode'], context: '1.2', source: 'risc0/risc0#1033 (developer mode tip in the quick start)'},
  {kind: 'keyword', query: 'stark2snark', expected: ['/api/generating-proofs/proving-options', '/api/generating-proofs/local-proving'], context: '1.2', source: 'risc0/risc0#1786 (stark2snark on various architectures)'},
  {kind: 'keyword', query: 'bonsai api key', expected: ['/api/generating-proofs/remote-proving'], context: '1.2', source: 'risc0-foundry-template#71 (enforce BONSAI_API_KEY usage)'},
  {kind: 'keyword', query: 'cuda', expected: ['/api/generating-proofs/local-proving'], context: '1.2', source: 'risc0/risc0#2449 (compiling with the cuda feature)'},
  {kind: 'keyword', query: 'metal gpu', expected: ['/api/generating-proofs/local-proving'], context: '1.2', source: 'InfinityVM#268 (Metal kernels failing to build on macOS)'},
  {kind: 'keyword', query: 'precompiles', expected: ['/api/zkvm/precompiles'], context: '1.2', source: 'risc0/risc0#2639 (precompile and bigint docs)'},
  {kind: 'keyword', query: 'profiling', expected: ['/api/zkvm/profiling'], context: '1.2', source: 'risc0/risc0#472 (document how to enable the guest profiler)'},
  {kind: 'keyword', query: 'flame graph', expected: ['/api/zkvm/profiling'], context: '1.2', source: 'risc0/risc0#891 (profiler output as a flamegraph)'},
  {kind: 'keyword', query: 'receipts', expected: ['/api/zkvm/receipts'], context: '1.2', source: 'risc0/risc0#197 (what a receipt consists of)'},
  {kind: 'keyword', query: 'journal', expected: ['/api/zkvm/receipts', '/terminology'], context: '1.2', source: 'risc0/risc0#1036 (journal decoding)'},
  {kind: 'keyword', query: 'proof composition', expected: ['/api/zkvm/composition'], context: '1.2', source: 'risc0/risc0#1274 (basic example of composition)'},
  {kind: 'keyword', query: 'recursion', expected: ['/api/recursion'], context: '1.2', source: 'risc0/risc0#1959 (doc for end-to-end recursive proving)'},
  {kind: 'keyword', query: 'verifier contract', expected: ['/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'risc0/risc0#1423 (documentation for the verifier contract)'},
  {kind: 'keyword', query: 'trusted setup', expected: ['/api/trusted-setup-ceremony'], context: '1.2', source: 'bonsol-collective/bonsol#29 (Groth16 circuit and verifying key per release)'},
  {kind: 'keyword', query: 'security model', expected: ['/api/security-model'], context: '1.2', source: 'risc0/risc0#2238 (verbiage in the cryptographic security model)'},
  {kind: 'keyword', query: 'benchmarks', expected: ['/api/zkvm/benchmarks'], context: '1.2', source: 'risc0/risc0#94 (performance characteristics)'},
  {kind: 'keyword', query: 'examples', expected: ['/api/zkvm/examples'], context: '1.2', source: 'risc0/risc0-rust-examples#53 (running the waldo example)'},
  {kind: 'keyword', query: 'hello world', expected: ['/api/zkvm/tutorials/hello-world'], context: '1.2', source: 'risc0/risc0#1605 (hello-world wording in guest code 101)'},
  {kind: 'keyword', query: 'guest code', expected: ['/api/zkvm/guest-code-101'], context: '1.2', source: 'risc0/risc0#124 (API docs for guest code)'},
  {kind: 'keyword', query: 'host code', expected: ['/api/zkvm/host-code-101'], context: '1.2', source: 'risc0/risc0#125 (API docs for host code)'},
  {kind: 'keyword', query: 'c++ toolchain', expected: ['/api/zkvm/rust-crates-with-cpp'], context: '1.2', source: 'risc0/risc0#328 (support for C in guests)'},
  {kind: 'keyword', query: 'rust-analyzer', expected: ['/api/best-practice-for-vscode'], context: '1.2', source: 'risc0/risc0#2486 (best practice for VS Code)'},
  {kind: 'keyword', query: 'use cases', expected: ['/api/use-cases'], context: 'root', source: 'risc0/risc0#94 (estimating the usefulness of risc0)'},
  {kind: 'keyword', query: 'steel', expected: ['/api/blockchain-integration/eth-examples'], context: '1.2', source: 'risc0/risc0-ethereum (Steel view-call proofs)'},
  {kind: 'keyword', query: 'foundry template', expected: ['/api/blockchain-integration/eth-examples', '/api/blockchain-integration/bonsai-on-eth'], context: '1.2', source: 'risc0-foundry-template#115 (deployment guide)'},
  {kind: 'keyword', query: 'memory layout', expected: ['/api/zkvm/zkvm-specification'], context: '1.2', source: 'risc0/risc0#918 (guest memory layout)'},
  {kind: 'keyword', query: 'paging cycles', expected: ['/api/zkvm/optimization'], context: '1.2', source: 'risc0/risc0#2702 (RISC0_INFO in profiling instructions)'},
  {kind: 'keyword', query: 'getrandom', expected: ['/api/zkvm/rust-resources', '/faq'], context: '1.2', source: 'risc0/risc0#435 (getrandom crate does not work on guest)'},
  {kind: 'keyword', query: 'crate validation', expected: ['/api/zkvm/rust-resources'], context: '1.2', source: 'risc0/risc0#1290 (what makes a crate compatible)'},
  {kind: 'keyword', query: 'bonsai quotas', expected: ['/api/generating-proofs/remote-proving'], context: '1.2', source: 'boundless-xyz/zeth#135 (Bonsai per-proof cycle limit)'},
  {kind: 'keyword', query: 'study club', expected: ['/studyclub'], context: 'root', source: 'risc0 study club recordings (old docs navigation)'},
  {kind: 'keyword', query: 'litepaper', expected: ['/litepaper'], context: 'root', source: 'old risczero.com docs navigation (litepaper link)'},
  {kind: 'keyword', query: 'glossary', expected: ['/terminology'], context: 'root', source: 'risc0/risc0#1314 (composition terminology on the website)'},
  {kind: 'keyword', query: 'reed solomon', expected: ['/reference-docs/about-rs-codes'], context: 'root', source: 'risc0/risc0#222 (which Reed-Solomon IOP the prover uses)'},
  {kind: 'keyword', query: 'plonk plookup', expected: ['/reference-docs/about-plonk'], context: 'root', source: 'risc0/risc0#1661 (plonk_plookup_error in the soundness calculator)'},
  {kind: 'keyword', query: 'sequence diagram', expected: ['/proof-system/proof-system-sequence-diagram'], context: 'root', source: 'risczero.com tech FAQ (explainer on the ZKP system)'},
  {kind: 'keyword', query: 'finite field exercises', expected: ['/reference-docs/about-finite-fields-exercises'], context: 'root', source: 'risc0/risc0#2888 (interactive STARK by Hand notebooks)'},
];

const identifiers: ReaderQuery[] = [
  // Rust paths with ::
  {kind: 'identifier', form: 'path-colons', query: 'risc0_zkvm::guest::env', expected: ['/api/zkvm/guest-code-101'], context: '1.2', source: 'risc0/risc0#124 (API docs: guest env module)'},
  {kind: 'identifier', form: 'path-colons', query: 'env::read_slice', expected: ['/api/zkvm/guest-code-101'], context: '1.2', source: 'risc0/risc0#402 (reading bytes without knowing the length)'},
  {kind: 'identifier', form: 'path-colons', query: 'env::commit_slice', expected: ['/api/zkvm/guest-code-101', '/api/zkvm/tutorials/io'], context: '1.2', source: 'risc0-foundry-template (ABI-encoded journal committed from the guest)'},
  {kind: 'identifier', form: 'path-colons', query: 'ProverOpts::groth16()', expected: ['/api/generating-proofs/proving-options'], context: '1.2', source: 'chainwayxyz/citrea#1807 (prove_with_opts with ProverOpts::groth16)'},
  {kind: 'identifier', form: 'path-colons', query: 'ExecutorEnvBuilder::segment_limit_po2', expected: ['/api/generating-proofs/local-proving', '/api/zkvm/host-code-101'], context: '1.2', source: 'risc0/risc0#1169 (prover disk use with a small segment limit)'},
  {kind: 'identifier', form: 'path-colons', query: 'risc0_zkvm::guest::entry!', expected: ['/api/zkvm/guest-code-101'], context: '1.2', source: 'risc0/risc0#1605 (guest code 101 confusing beginners)'},
  {kind: 'identifier', form: 'path-colons', query: 'ExecutorEnvBuilder::add_assumption', expected: ['/api/zkvm/composition'], context: '1.2', source: 'risc0/risc0#1314 (add_assumption accepting a receipt)'},
  {kind: 'identifier', form: 'path-colons', query: 'bonsai_sdk::blocking::Client', expected: ['/api/generating-proofs/remote-proving'], context: '1.2', source: 'risc0/risc0#1026 (Bonsai SDK client failing silently)'},
  {kind: 'identifier', form: 'path-colons', query: 'Prover::compress', expected: ['/api/generating-proofs/proving-options', '/api/recursion'], context: '1.2', source: 'risc0/risc0#1034 (prover API that uses lift and join)'},
  {kind: 'identifier', form: 'path-colons', query: 'InnerReceipt::Fake', expected: ['/api/generating-proofs/dev-mode'], context: '1.2', source: 'hyli-org/hyli#377 (fake receipts in dev-mode e2e tests)'},
  // snake_case names
  {kind: 'identifier', form: 'snake_case', query: 'segment_limit_po2', expected: ['/api/generating-proofs/local-proving', '/api/zkvm/host-code-101'], context: '1.2', source: 'risc0/risc0#1169 (setting the segment limit to 2^14)'},
  {kind: 'identifier', form: 'snake_case', query: 'prove_with_opts', expected: ['/api/generating-proofs/proving-options'], context: '1.2', source: 'chainwayxyz/citrea#1807 (prove_with_opts and receipt kinds)'},
  {kind: 'identifier', form: 'snake_case', query: 'default_prover', expected: ['/api/generating-proofs/proving-options'], context: '1.2', source: 'NethermindEth/Surge#99 (default prover picking Bonsai instead of local)'},
  {kind: 'identifier', form: 'snake_case', query: 'read_slice', expected: ['/api/zkvm/guest-code-101'], context: '1.2', source: 'risc0/risc0#402 (env::read_slice needs a length)'},
  {kind: 'identifier', form: 'snake_case', query: 'cycle_count', expected: ['/api/zkvm/guest-code-101', '/api/zkvm/optimization'], context: '1.2', source: 'risc0/risc0#94 (measuring program performance)'},
  {kind: 'identifier', form: 'snake_case', query: 'session_limit', expected: ['/faq', '/api/secure-sdlc'], context: '1.2', source: 'boundless-xyz/zeth#135 (session limit exceeded)'},
  {kind: 'identifier', form: 'snake_case', query: 'total_cycles user_cycles', expected: ['/api/zkvm/host-code-101', '/api/zkvm/optimization'], context: '1.2', source: 'risc0/risc0#2702 (session statistics in the profiling docs)'},
  {kind: 'identifier', form: 'snake_case', query: 'encode_seal', expected: ['/api/blockchain-integration/contracts/verifier', '/api/blockchain-integration/bonsai-on-eth'], context: '1.2', source: 'risc0/risc0-ethereum#494 (fix decode_seal)'},
  {kind: 'identifier', form: 'snake_case', query: 'compute_image_id', expected: ['/api/zkvm/zkvm-specification', '/faq'], context: 'root', source: 'risczero.com tech FAQ (computing the image ID from an ELF)'},
  {kind: 'identifier', form: 'snake_case', query: 'identity_p254', expected: ['/api/recursion'], context: '1.2', source: 'risc0/risc0#2124 (lift, join, identity_p254 recursion stack)'},
  // camelCase and PascalCase names
  {kind: 'identifier', form: 'camelCase', query: 'IRiscZeroVerifier', expected: ['/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'risc0/risc0#1423 (the IRiscZeroVerifier interface)'},
  {kind: 'identifier', form: 'camelCase', query: 'RiscZeroVerifierRouter', expected: ['/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'risc0/risc0#2056 (router contract addresses)'},
  {kind: 'identifier', form: 'camelCase', query: 'RiscZeroGroth16Verifier', expected: ['/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'risc0/risc0-ethereum#495 (RiscZeroGroth16Verifier reverting on chain)'},
  {kind: 'identifier', form: 'camelCase', query: 'verifyIntegrity', expected: ['/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'NethermindEth/stellar-risc0-verifier#12 (verify and verifyIntegrity)'},
  {kind: 'identifier', form: 'camelCase', query: 'journalDigest', expected: ['/api/blockchain-integration/contracts/verifier', '/api/blockchain-integration/bonsai-on-eth'], context: '1.2', source: 'risc0/risc0-ethereum#495 (seal, imageID and journalDigest)'},
  {kind: 'identifier', form: 'camelCase', query: 'ProverOpts', expected: ['/api/generating-proofs/proving-options'], context: '1.2', source: 'chainwayxyz/citrea#1807 (choosing ProverOpts)'},
  {kind: 'identifier', form: 'camelCase', query: 'ExecutorEnv', expected: ['/api/zkvm/host-code-101'], context: '1.2', source: 'risc0/risc0#564 (ExecutorEnv in the factors example)'},
  {kind: 'identifier', form: 'camelCase', query: 'ReceiptClaim', expected: ['/api/zkvm/receipts'], context: '1.2', source: 'risc0/risc0#1179 (ReceiptMetadata and claims)'},
  {kind: 'identifier', form: 'camelCase', query: 'SessionStats', expected: ['/api/zkvm/host-code-101'], context: '1.2', source: 'risc0/risc0#2702 (session statistics)'},
  {kind: 'identifier', form: 'camelCase', query: 'RiscZeroVerifierEmergencyStop', expected: ['/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'risc0/risc0#2741 (verifier deployments with e-stop)'},
  // environment variables
  {kind: 'identifier', form: 'env-var', query: 'RISC0_DEV_MODE', expected: ['/api/generating-proofs/dev-mode'], context: '1.2', source: 'hyli-org/hyli#377 (RISC0_DEV_MODE in e2e tests)'},
  {kind: 'identifier', form: 'env-var', query: 'BONSAI_API_KEY', expected: ['/api/generating-proofs/remote-proving'], context: '1.2', source: 'risc0-foundry-template#71 (enforce BONSAI_API_KEY usage)'},
  {kind: 'identifier', form: 'env-var', query: 'RISC0_PPROF_OUT', expected: ['/api/zkvm/profiling'], context: '1.2', source: 'risc0/risc0#890 (full stack traces in the profiler)'},
  {kind: 'identifier', form: 'env-var', query: 'RISC0_PROVER', expected: ['/api/generating-proofs/proving-options'], context: '1.2', source: 'NethermindEth/Surge#99 (forcing the local prover)'},
  {kind: 'identifier', form: 'env-var', query: 'RISC0_INFO=1', expected: ['/api/zkvm/optimization', '/api/zkvm/profiling'], context: '1.2', source: 'risc0/risc0#2702 (RISC0_INFO=1 in profiling instructions)'},
  {kind: 'identifier', form: 'env-var', query: 'BONSAI_POLL_INTERVAL_MS', expected: ['/api/generating-proofs/remote-proving'], context: '1.2', source: 'risc0/risc0#1116 (Bonsai status polling errors)'},
  {kind: 'identifier', form: 'env-var', query: 'RISC0_SKIP_BUILD', expected: ['/api/best-practice-for-vscode'], context: '1.2', source: 'risc0/risc0#2486 (rust-analyzer settings for guests)'},
  {kind: 'identifier', form: 'env-var', query: 'RISC0_HOME', expected: ['/api/zkvm/install'], context: '1.2', source: 'risc0/risc0#2790 (rzup and ~/.risc0 toolchain directories)'},
  {kind: 'identifier', form: 'env-var', query: 'RISC0_USE_DOCKER', expected: ['/api/blockchain-integration/bonsai-on-eth'], context: '1.2', source: 'risc0/risc0-ethereum#225 (rerun build when RISC0_USE_DOCKER changes)'},
  {kind: 'identifier', form: 'env-var', query: 'CC_riscv32im_risc0_zkvm_elf', expected: ['/api/zkvm/rust-crates-with-cpp'], context: '1.2', source: 'risc0/risc0#443 (overriding the C compiler for sys crates)'},
  {kind: 'identifier', form: 'env-var', query: 'RISC0_BUILD_LOCKED', expected: ['/api/secure-sdlc'], context: '1.2', source: 'risc0/risc0#2074 (deterministic builds and locked dependencies)'},
  // command-line flags
  {kind: 'identifier', form: 'cli-flag', query: 'cargo risczero new --guest-name', expected: ['/api/zkvm/quickstart'], context: '1.2', source: 'risc0/risc0#671 (starting a project with cargo risczero new)'},
  {kind: 'identifier', form: 'cli-flag', query: 'cargo risczero new --no-std', expected: ['/api/zkvm/quickstart'], context: '1.2', source: 'risc0/risc0#1605 (std and no_std guests in the docs)'},
  {kind: 'identifier', form: 'cli-flag', query: 'cargo run --release -F cuda', expected: ['/api/generating-proofs/local-proving'], context: '1.2', source: 'risc0/risc0#2449 (cargo run -F cuda fails to compile)'},
  {kind: 'identifier', form: 'cli-flag', query: 'cargo risczero build --manifest-path', expected: ['/faq'], context: 'root', source: 'risc0/risc0#1084 (document cargo risczero build)'},
  {kind: 'identifier', form: 'cli-flag', query: 'cargo risczero datasheet --json', expected: ['/api/zkvm/benchmarks'], context: '1.2', source: 'risc0/risc0#1301 (a benchmark command in cargo risczero)'},
  {kind: 'identifier', form: 'cli-flag', query: '--max-po2', expected: ['/api/zkvm/benchmarks'], context: '1.2', source: 'risc0/risc0#858 (a --po2 flag to test higher RAM limits)'},
  {kind: 'identifier', form: 'cli-flag', query: 'go tool pprof -http', expected: ['/api/zkvm/profiling'], context: '1.2', source: 'chainwayxyz/citrea#952 (pprof report for guest code)'},
  {kind: 'identifier', form: 'cli-flag', query: 'cargo tree -i sha2', expected: ['/api/zkvm/precompiles'], context: '1.2', source: 'Sovereign-Labs/sov-rollup-starter#21 (risc0 sha2 patch unused)'},
  {kind: 'identifier', form: 'cli-flag', query: 'cargo update -p sha2 --precise', expected: ['/api/zkvm/precompiles'], context: '1.2', source: 'anoma/arm-risc0#54 (accelerated sha2 patch not enabled)'},
  {kind: 'identifier', form: 'cli-flag', query: 'cargo run --release -F prove --example datasheet', expected: ['/api/generating-proofs/local-proving'], context: '1.2', source: 'risc0/risc0#2737 (running the datasheet example)'},
];

const questions: ReaderQuery[] = [
  {kind: 'question', query: 'how do I install the risc0 toolchain on a mac', expected: ['/api/zkvm/install'], context: 'root', source: 'risc0/risc0#1330 (how to get the riscv32im-risc0-zkvm-elf toolchain)'},
  {kind: 'question', query: 'how do I pass input from the host to the guest', expected: ['/api/zkvm/guest-code-101', '/api/zkvm/host-code-101', '/api/zkvm/tutorials/io'], context: '1.2', source: 'risc0/risc0#1002 (write and write_slice for guest input)'},
  {kind: 'question', query: 'how can I verify a receipt', expected: ['/api/zkvm/receipts'], context: '1.2', source: 'dev.risczero.com FAQ (what to do with a receipt once created)'},
  {kind: 'question', query: 'why did my image id change after I rebuilt the guest', expected: ['/faq'], context: '1.2', source: 'risc0/risc0#867 (what the image ID promises)'},
  {kind: 'question', query: 'how do I verify a proof on ethereum', expected: ['/faq', '/api/blockchain-integration/bonsai-on-eth', '/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'risc0/risc0-ethereum#495 (verifying a proof on chain)'},
  {kind: 'question', query: 'can I use floating point in the guest', expected: ['/faq', '/api/zkvm/optimization'], context: '1.2', source: 'risc0/risc0#545 (f32 and f64 guest inputs)'},
  {kind: 'question', query: 'can the guest use random numbers', expected: ['/faq', '/api/zkvm/rust-resources'], context: '1.2', source: 'risc0/risc0#656 (getting random numbers in the guest)'},
  {kind: 'question', query: 'how do I make my guest program run faster', expected: ['/api/zkvm/optimization', '/faq'], context: '1.2', source: 'chainwayxyz/citrea#624 (optimizing a risc0 guest)'},
  {kind: 'question', query: 'is there a limit on how long a program can run', expected: ['/faq'], context: '1.2', source: 'risc0/risc0#360 (is the program too big to prove)'},
  {kind: 'question', query: 'how big is a receipt', expected: ['/faq', '/api/zkvm/receipts'], context: '1.2', source: 'chainwayxyz/citrea#1760 (size of serialized risc0 proofs)'},
  {kind: 'question', query: 'which receipt kind should I use', expected: ['/faq', '/api/generating-proofs/proving-options'], context: '1.2', source: 'risc0/risc0#2124 (STARK-only receipts for off-chain use)'},
  {kind: 'question', query: 'do I need to write my own zk circuit', expected: ['/faq'], context: 'root', source: 'risczero.com tech FAQ (how the RISC-V circuit was made)'},
  {kind: 'question', query: 'can I generate proofs on a gpu', expected: ['/faq', '/api/generating-proofs/local-proving'], context: '1.2', source: 'risc0/risc0#1462 (running the CUDA prover)'},
  {kind: 'question', query: 'how do I get access to bonsai', expected: ['/api/generating-proofs/remote-proving', '/faq'], context: '1.2', source: 'risc0/risc0#671 (proving with Bonsai from a new project)'},
  {kind: 'question', query: 'are my inputs private when bonsai generates the proof', expected: ['/faq', '/api/generating-proofs/remote-proving'], context: '1.2', source: 'risc0/risc0#1076 (sharing a Bonsai API key with colleagues)'},
  {kind: 'question', query: 'what are the limits of a bonsai account', expected: ['/faq', '/api/generating-proofs/remote-proving'], context: '1.2', source: 'boundless-xyz/zeth#135 (per-proof cycle limit on Bonsai)'},
  {kind: 'question', query: 'how can I get a groth16 proof on an apple silicon mac', expected: ['/api/generating-proofs/proving-options', '/api/generating-proofs/local-proving', '/api/generating-proofs/remote-proving'], context: '1.2', source: 'risc0/risc0#1520 (stark_verify circuit on M2 and Docker)'},
  {kind: 'question', query: 'how much RAM do I need to prove locally', expected: ['/api/generating-proofs/local-proving'], context: '1.2', source: 'risc0/risc0-rust-examples#53 (waldo needing 64 GB)'},
  {kind: 'question', query: 'how do I run my program without generating a proof', expected: ['/api/generating-proofs/dev-mode', '/api/zkvm/host-code-101'], context: '1.2', source: 'risc0/risc0#1033 (running without the proving stage)'},
  {kind: 'question', query: 'how do I make sure dev mode is off in production', expected: ['/api/generating-proofs/dev-mode'], context: '1.2', source: 'chainwayxyz/citrea#1679 (enable disable-dev-mode before mainnet)'},
  {kind: 'question', query: 'how do I count cycles inside the guest', expected: ['/api/zkvm/guest-code-101', '/api/zkvm/optimization'], context: '1.2', source: 'risc0/risc0#94 (what determines runtime in risc0)'},
  {kind: 'question', query: 'how do I read the journal on the host', expected: ['/api/zkvm/receipts'], context: '1.2', source: 'risc0/risc0#1036 (decoding the journal)'},
  {kind: 'question', query: 'how can I tell which source code produced a receipt', expected: ['/faq'], context: 'root', source: 'risczero.com tech FAQ (using the image ID to detect altered code)'},
  {kind: 'question', query: 'can the host tamper with the guest execution', expected: ['/faq'], context: 'root', source: 'risc0/risc0#1502 (trusting the host)'},
  {kind: 'question', query: 'what does a verified receipt actually prove', expected: ['/faq', '/api/security-model'], context: 'root', source: 'dev.risczero.com FAQ (what Bob learns by verifying)'},
  {kind: 'question', query: 'how do I verify a receipt inside another guest', expected: ['/api/zkvm/composition'], context: '1.2', source: 'risc0/risc0#2167 (verifying a receipt in guest code)'},
  {kind: 'question', query: 'how do I turn many segment receipts into one proof', expected: ['/api/recursion'], context: '1.2', source: 'risc0/risc0#1325 (compress receipts to succinct by default)'},
  {kind: 'question', query: 'how do I speed up sha256 hashing in the guest', expected: ['/api/zkvm/precompiles'], context: '1.2', source: 'Sovereign-Labs/Jupiter#15 (patch sha2 to use the accelerator)'},
  {kind: 'question', query: 'will my rust crate work in the guest', expected: ['/api/zkvm/rust-resources', '/faq'], context: '1.2', source: 'risc0/risc0#1290 (what makes a crate compatible)'},
  {kind: 'question', query: 'how do I use a crate that compiles C code', expected: ['/api/zkvm/rust-crates-with-cpp'], context: '1.2', source: 'risc0/risc0#443 (guest fails to build due to sys crates)'},
  {kind: 'question', query: 'how do I get autocompletion for the guest in vs code', expected: ['/api/best-practice-for-vscode'], context: '1.2', source: 'risc0/risc0#2486 (VS Code type recognition for guests)'},
  {kind: 'question', query: 'what is the verifier router address on sepolia', expected: ['/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'risc0/risc0#2056 (contract addresses per network)'},
  {kind: 'question', query: 'how do I update to the newest risc0 release', expected: ['/api/zkvm/install'], context: '1.2', source: 'boundless-xyz/risc0-foundry-template#131 (rzup replacing old instructions)'},
  {kind: 'question', query: 'how do I install an older version of cargo-risczero', expected: ['/api/zkvm/install'], context: '1.2', source: 'zkVerify/zkVerify#172 (pinning risc0 to one release)'},
  {kind: 'question', query: 'where can I find proving time benchmarks', expected: ['/api/zkvm/benchmarks', '/faq'], context: 'root', source: 'risc0/risc0#94 (performance statistics for examples)'},
  {kind: 'question', query: 'how do I see which functions use the most cycles', expected: ['/api/zkvm/profiling'], context: '1.2', source: 'chainwayxyz/citrea#952 (profile report for guest code)'},
  {kind: 'question', query: 'which languages can I write a guest in', expected: ['/faq'], context: 'root', source: 'risc0/risc0#328 (C in guests)'},
  {kind: 'question', query: 'how do I report a security vulnerability', expected: ['/api/secure-sdlc'], context: '1.2', source: 'risc0/rz-security (audits and disclosure)'},
  {kind: 'question', query: 'how many bits of security does a proof have', expected: ['/api/security-model'], context: '1.2', source: 'risc0/risc0#1018 (concrete security calculator)'},
  {kind: 'question', query: 'how was the groth16 trusted setup done', expected: ['/api/trusted-setup-ceremony'], context: '1.2', source: 'bonsol-collective/bonsol#29 (Groth16 verifying keys per release)'},
  {kind: 'question', query: 'what is the difference between composite and succinct receipts', expected: ['/api/zkvm/receipts', '/api/generating-proofs/proving-options'], context: '1.2', source: 'risc0/risc0#2124 (succinct and composite receipts)'},
  {kind: 'question', query: 'how do I get the current time in the guest', expected: ['/api/zkvm/rust-resources', '/faq'], context: '1.2', source: 'risc0/risc0#1058 (system timestamp inside the zkVM)'},
  {kind: 'question', query: 'how do I handle a lot of input data in the guest', expected: ['/faq', '/api/zkvm/optimization'], context: '1.2', source: 'risc0/risc0#855 (guests running out of memory)'},
];

const misspellings: ReaderQuery[] = [
  // one letter replaced
  {kind: 'misspelling', form: 'substitution', query: 'compisition', intended: 'composition', expected: ['/api/zkvm/composition'], context: '1.2', source: 'risc0/risc0#1274 (composition example)'},
  {kind: 'misspelling', form: 'substitution', query: 'precompule', intended: 'precompile', expected: ['/api/zkvm/precompiles'], context: '1.2', source: 'risc0/risc0#2718 (keccak and p256 precompiles)'},
  {kind: 'misspelling', form: 'substitution', query: 'profilinf', intended: 'profiling', expected: ['/api/zkvm/profiling'], context: '1.2', source: 'risc0/risc0#472 (enable the guest profiler)'},
  {kind: 'misspelling', form: 'substitution', query: 'recursian', intended: 'recursion', expected: ['/api/recursion'], context: '1.2', source: 'risc0/risc0#984 (recursion is here)'},
  {kind: 'misspelling', form: 'substitution', query: 'journel', intended: 'journal', expected: ['/api/zkvm/receipts', '/terminology'], context: '1.2', source: 'risc0/risc0#1036 (journal decoding)'},
  {kind: 'misspelling', form: 'substitution', query: 'benchmarcs', intended: 'benchmarks', expected: ['/api/zkvm/benchmarks'], context: '1.2', source: 'risc0/risc0#1301 (benchmark command)'},
  {kind: 'misspelling', form: 'substitution', query: 'optimisation guide', intended: 'optimization guide', expected: ['/api/zkvm/optimization'], context: '1.2', source: 'chainwayxyz/citrea#624 (optimize the guest)'},
  {kind: 'misspelling', form: 'substitution', query: 'bonsei api key', intended: 'bonsai api key', expected: ['/api/generating-proofs/remote-proving'], context: '1.2', source: 'risc0-foundry-template#71 (BONSAI_API_KEY)'},
  // one letter missing
  {kind: 'misspelling', form: 'deletion', query: 'instal rzup', intended: 'install rzup', expected: ['/api/zkvm/install'], context: '1.2', source: 'risc0/risc0#2573 (rzup install)'},
  {kind: 'misspelling', form: 'deletion', query: 'recurion', intended: 'recursion', expected: ['/api/recursion'], context: '1.2', source: 'risc0/risc0#1959 (recursive proving doc)'},
  {kind: 'misspelling', form: 'deletion', query: 'compostion', intended: 'composition', expected: ['/api/zkvm/composition'], context: '1.2', source: 'risc0/risc0#1299 (composition with two env::verify calls)'},
  {kind: 'misspelling', form: 'deletion', query: 'precompils', intended: 'precompiles', expected: ['/api/zkvm/precompiles'], context: '1.2', source: 'risc0/risc0#2639 (precompile docs)'},
  {kind: 'misspelling', form: 'deletion', query: 'verifer contract', intended: 'verifier contract', expected: ['/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'risc0/risc0#1423 (verifier contract docs)'},
  {kind: 'misspelling', form: 'deletion', query: 'continations', intended: 'continuations', expected: ['/api/zkvm/zkvm-specification', '/terminology'], context: '1.2', source: 'risc0/risc0#360 (long runs before continuations)'},
  {kind: 'misspelling', form: 'deletion', query: 'profling', intended: 'profiling', expected: ['/api/zkvm/profiling'], context: '1.2', source: 'risc0/risc0#195 (profiling tools for r0vm)'},
  // one letter too many
  {kind: 'misspelling', form: 'insertion', query: 'recurrsion', intended: 'recursion', expected: ['/api/recursion'], context: '1.2', source: 'risc0/risc0#1034 (lift and join API)'},
  {kind: 'misspelling', form: 'insertion', query: 'recceipt', intended: 'receipt', expected: ['/api/zkvm/receipts'], context: '1.2', source: 'risc0/risc0#197 (receipt description)'},
  {kind: 'misspelling', form: 'insertion', query: 'deve mode', intended: 'dev mode', expected: ['/api/generating-proofs/dev-mode'], context: '1.2', source: 'risc0/risc0#752 (add dev mode)'},
  {kind: 'misspelling', form: 'insertion', query: 'grooth16 receipt', intended: 'groth16 receipt', expected: ['/api/zkvm/receipts', '/api/generating-proofs/proving-options'], context: '1.2', source: 'chainwayxyz/citrea#1807 (Groth16 receipts as assumptions)'},
  {kind: 'misspelling', form: 'insertion', query: 'benchmmarks', intended: 'benchmarks', expected: ['/api/zkvm/benchmarks'], context: '1.2', source: 'risc0/risc0#94 (performance characteristics)'},
  {kind: 'misspelling', form: 'insertion', query: 'precompilees', intended: 'precompiles', expected: ['/api/zkvm/precompiles'], context: '1.2', source: 'risc0/risc0#2718 (precompile docs)'},
  {kind: 'misspelling', form: 'insertion', query: 'toolchaine', intended: 'toolchain', expected: ['/api/zkvm/install'], context: '1.2', source: 'risc0/risc0#815 (risc0 toolchain not installed)'},
  // two neighbouring letters swapped
  {kind: 'misspelling', form: 'transposition', query: 'guset code', intended: 'guest code', expected: ['/api/zkvm/guest-code-101'], context: '1.2', source: 'risc0/risc0#124 (guest API docs)'},
  {kind: 'misspelling', form: 'transposition', query: 'recursoin', intended: 'recursion', expected: ['/api/recursion'], context: '1.2', source: 'risc0/risc0#2124 (recursion stack)'},
  {kind: 'misspelling', form: 'transposition', query: 'reciept', intended: 'receipt', expected: ['/api/zkvm/receipts'], context: '1.2', source: 'risc0/risc0#766 (deserializing a receipt from Bonsai)'},
  {kind: 'misspelling', form: 'transposition', query: 'compsoition', intended: 'composition', expected: ['/api/zkvm/composition'], context: '1.2', source: 'risc0/risc0#1314 (composition terminology)'},
  {kind: 'misspelling', form: 'transposition', query: 'porfiling', intended: 'profiling', expected: ['/api/zkvm/profiling'], context: '1.2', source: 'risc0/risc0#890 (profiler stack traces)'},
  {kind: 'misspelling', form: 'transposition', query: 'verifeir contract', intended: 'verifier contract', expected: ['/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'risc0/risc0#1829 (verifier contract version management)'},
  {kind: 'misspelling', form: 'transposition', query: 'jounral', intended: 'journal', expected: ['/api/zkvm/receipts', '/terminology'], context: '1.2', source: 'chainwayxyz/citrea#1760 (journal in serialized proofs)'},
  // two words run together
  {kind: 'misspelling', form: 'joined', query: 'devmode', intended: 'dev mode', expected: ['/api/generating-proofs/dev-mode'], context: '1.2', source: 'vlayer-xyz/vlayer#1770 (fake prover and RISC0_DEV_MODE)'},
  {kind: 'misspelling', form: 'joined', query: 'imageid', intended: 'image id', expected: ['/terminology', '/api/zkvm/zkvm-specification', '/faq'], context: 'root', source: 'risc0/risc0#867 (how the ImageID is created)'},
  {kind: 'misspelling', form: 'joined', query: 'quickstart', intended: 'quick start', expected: ['/api/zkvm/quickstart'], context: 'root', source: 'risc0/risc0#1033 (quick start page)'},
  {kind: 'misspelling', form: 'joined', query: 'helloworld tutorial', intended: 'hello world tutorial', expected: ['/api/zkvm/tutorials/hello-world'], context: '1.2', source: 'risc0/risc0#2167 (starting from the hello-world example)'},
  {kind: 'misspelling', form: 'joined', query: 'trustedsetup', intended: 'trusted setup', expected: ['/api/trusted-setup-ceremony'], context: '1.2', source: 'bonsol-collective/bonsol#29 (Groth16 setup per version)'},
  {kind: 'misspelling', form: 'joined', query: 'remoteproving', intended: 'remote proving', expected: ['/api/generating-proofs/remote-proving'], context: '1.2', source: 'chainwayxyz/citrea#1381 (use risc0 BonsaiProver)'},
  {kind: 'misspelling', form: 'joined', query: 'securitymodel', intended: 'security model', expected: ['/api/security-model'], context: '1.2', source: 'risc0/risc0#2238 (security model page)'},
  // one word broken in two
  {kind: 'misspelling', form: 'split', query: 'groth 16', intended: 'groth16', expected: ['/api/recursion', '/api/generating-proofs/proving-options', '/terminology'], context: '1.2', source: 'risc0/risc0#1786 (Groth16 on Apple Silicon)'},
  {kind: 'misspelling', form: 'split', query: 'pre compiles', intended: 'precompiles', expected: ['/api/zkvm/precompiles'], context: '1.2', source: 'chainwayxyz/citrea#1744 (enable new precompiles)'},
  {kind: 'misspelling', form: 'split', query: 'bench marks', intended: 'benchmarks', expected: ['/api/zkvm/benchmarks'], context: '1.2', source: 'yetanotherco/zkvm_benchmarks#30 (enable CUDA for risc0 benchmarks)'},
  {kind: 'misspelling', form: 'split', query: 'rz up install', intended: 'rzup install', expected: ['/api/zkvm/install'], context: '1.2', source: 'risc0/risc0#2573 (rzup install)'},
  {kind: 'misspelling', form: 'split', query: 'zk vm specification', intended: 'zkvm specification', expected: ['/api/zkvm/zkvm-specification'], context: '1.2', source: 'risc0/risc0#918 (memory layout of guests)'},
  {kind: 'misspelling', form: 'split', query: 'block chain integration', intended: 'blockchain integration', expected: ['/api/blockchain-integration/bonsai-on-eth'], context: '1.2', source: 'risc0-foundry-template#112 (deploying to mainnet)'},
  {kind: 'misspelling', form: 'split', query: 'data sheet', intended: 'datasheet', expected: ['/api/zkvm/benchmarks'], context: '1.2', source: 'risc0/risc0#2737 (datasheet example)'},
];

const concepts: ReaderQuery[] = [
  {kind: 'concept', query: 'zero knowledge proof', expected: ['/faq', '/terminology'], context: 'root', source: 'risczero.com tech FAQ (what is a zero-knowledge proof)'},
  {kind: 'concept', query: 'execution trace table', expected: ['/proof-system/what-is-a-trace'], context: 'root', source: 'risczero.com tech FAQ (constructing the execution trace)'},
  {kind: 'concept', query: 'low degree testing', expected: ['/reference-docs/about-fri'], context: 'root', source: 'risc0/risc0#222 (which Reed-Solomon IOP is used)'},
  {kind: 'concept', query: 'prove a computation without revealing the inputs', expected: ['/faq', '/api/zkvm/'], context: 'root', source: 'dev.risczero.com FAQ (inputs stay private)'},
  {kind: 'concept', query: 'coprocessor for smart contracts', expected: ['/api/blockchain-integration/bonsai-on-eth', '/api/use-cases'], context: '1.2', source: 'risc0-foundry-template#115 (publishing state from a proof)'},
  {kind: 'concept', query: 'fraud proofs for rollups', expected: ['/api/use-cases'], context: '1.2', source: 'chainwayxyz/citrea#538 (risc0 Bonsai adapter for a rollup)'},
  {kind: 'concept', query: 'proof aggregation', expected: ['/api/recursion'], context: '1.2', source: 'risc0/risc0#2124 (proof aggregation without SNARKs)'},
  {kind: 'concept', query: 'conditional receipt with assumptions', expected: ['/api/zkvm/composition', '/terminology'], context: '1.2', source: 'risc0/risc0#991 (succinct receipts of composition)'},
  {kind: 'concept', query: 'reproducible build of the guest', expected: ['/terminology', '/faq'], context: 'root', source: 'risc0/risc0#1481 (reproducible build workflow)'},
  {kind: 'concept', query: 'untrusted host', expected: ['/api/zkvm/host-code-101', '/faq'], context: '1.2', source: 'risc0/risc0#1502 (trusting the host)'},
  {kind: 'concept', query: 'private inputs and public outputs', expected: ['/api/zkvm/tutorials/io', '/api/zkvm/guest-code-101'], context: '1.2', source: 'Sovereign-Labs/sovereign-sdk#730 (communication between host and guest)'},
  {kind: 'concept', query: 'extension field', expected: ['/reference-docs/about-finite-fields'], context: 'root', source: 'risc0/risc0#1593 (extension field size in the soundness calculator)'},
  {kind: 'concept', query: 'roots of unity', expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-ntts-and-fourier'], context: 'root', source: 'risc0/risc0#2888 (STARK by Hand notebooks)'},
  {kind: 'concept', query: 'blowup factor', expected: ['/reference-docs/about-rs-codes'], context: 'root', source: 'risc0/risc0#1593 (LDE domain size)'},
  {kind: 'concept', query: 'permutation argument copy constraints', expected: ['/reference-docs/about-plonk'], context: 'root', source: 'risc0/risc0#1661 (PLONK error term)'},
  {kind: 'concept', query: 'lookup argument', expected: ['/reference-docs/about-plonk'], context: 'root', source: 'risc0/risc0#2276 (lookup argument soundness)'},
  {kind: 'concept', query: 'fiat shamir', expected: ['/proof-system/proof-system-sequence-diagram', '/terminology'], context: 'root', source: 'thor314/pebble-stark#3 (Fiat-Shamir in FRI)'},
  {kind: 'concept', query: 'deep ali', expected: ['/proof-system/proof-system-sequence-diagram', '/reference-docs/about-starks', '/terminology'], context: 'root', source: 'risc0/risc0#1095 (deep_ali_error in the calculator)'},
  {kind: 'concept', query: 'r1cs constraints', expected: ['/reference-docs/about-arithmetic-circuits'], context: 'root', source: 'risc0/risc0#1786 (R1CS STARK-to-SNARK circuit)'},
  {kind: 'concept', query: 'rv32im instruction set', expected: ['/reference-docs/about-risc-v', '/api/zkvm/zkvm-specification'], context: 'root', source: 'athenavm/athena#3 (riscv32im-risc0-zkvm-elf target)'},
  {kind: 'concept', query: 'ecall system calls', expected: ['/reference-docs/about-risc-v', '/api/zkvm/zkvm-specification'], context: '1.2', source: 'risc0/risc0#2701 (custom syscalls)'},
  {kind: 'concept', query: 'split a long execution into segments', expected: ['/api/zkvm/zkvm-specification', '/terminology'], context: '1.2', source: 'risc0/risc0#360 (long executions)'},
  {kind: 'concept', query: 'stark vs snark', expected: ['/reference-docs/about-starks', '/reference-docs/about-plonk'], context: 'root', source: 'aszepieniec/stark-anatomy#11 (is it a SNARK or a STARK)'},
  {kind: 'concept', query: 'zero knowledge property of receipts', expected: ['/api/security-model'], context: '1.2', source: 'risc0/risc0#2238 (security model wording)'},
  {kind: 'concept', query: 'verifier selector and emergency stop', expected: ['/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'NethermindEth/stellar-risc0-verifier#12 (router selectors)'},
  {kind: 'concept', query: 'prove ethereum state with view calls', expected: ['/api/blockchain-integration/eth-examples'], context: '1.2', source: 'risc0/risc0-ethereum (Steel)'},
  {kind: 'concept', query: 'light client bridge', expected: ['/api/use-cases'], context: '1.2', source: 'chainwayxyz/citrea#1679 (light client circuit)'},
  {kind: 'concept', query: 'baby bear field', expected: ['/terminology', '/reference-docs/about-starks'], context: 'root', source: 'risc0/risc0#1720 (Poseidon2 over BabyBear)'},
  {kind: 'concept', query: 'three circuits of the proof system', expected: ['/proof-system/', '/faq'], context: 'root', source: 'risc0/risc0#1959 (recursive circuit architecture)'},
  {kind: 'concept', query: 'zk evm rollup', expected: ['/api/blockchain-integration/eth-examples'], context: '1.2', source: 'boundless-xyz/zeth#135 (Zeth proofs)'},
  {kind: 'concept', query: 'where to start learning zero knowledge', expected: ['/education'], context: 'root', source: 'risc0/risc0#222 (references to learn the protocol)'},
  {kind: 'concept', query: 'merkle tree commitment of the trace', expected: ['/proof-system/stark-by-hand', '/reference-docs/about-starks', '/proof-system/proof-system-sequence-diagram'], context: 'root', source: 'risc0/risc0#979 (STARK by Hand FRI folding)'},
];

const errors: ReaderQuery[] = [
  // building
  {kind: 'error', form: 'build', query: "The 'risc0' toolchain could not be found.", expected: ['/faq', '/api/zkvm/install'], context: '1.2', source: 'risc0-build 1.2 toolchain check; risc0/risc0#815 (toolchain not installed)'},
  {kind: 'error', form: 'build', query: "error: toolchain 'risc0' is not installed", expected: ['/faq', '/api/zkvm/install'], context: '1.2', source: 'risc0/risc0#815 (build fails in a dev container)'},
  {kind: 'error', form: 'build', query: 'rzup: command not found', expected: ['/api/zkvm/install', '/faq'], context: '1.2', source: 'risc0/risc0#2573 (rzup command not found before source .bashrc)'},
  {kind: 'error', form: 'build', query: 'note: the `riscv32im-risc0-zkvm-elf` target may not be installed', expected: ['/faq', '/api/zkvm/install'], context: '1.2', source: 'chainwayxyz/citrea#2344 (guest built with the stock toolchain)'},
  {kind: 'error', form: 'build', query: "error: component 'rust-std' for target 'riscv32im-risc0-zkvm-elf' is unavailable for download", expected: ['/faq', '/api/zkvm/install'], context: '1.2', source: 'chainwayxyz/citrea#2344 (rustup target add fails)'},
  {kind: 'error', form: 'build', query: 'error: target is not supported, for more information see: https://docs.rs/getrandom/#unsupported-targets', expected: ['/faq', '/api/zkvm/rust-resources'], context: '1.2', source: 'risc0/risc0#435 and #634 (getrandom in the guest)'},
  {kind: 'error', form: 'build', query: 'error: target is not supported. You may need to define a custom backend see: https://docs.rs/getrandom/#custom-backends', expected: ['/faq', '/api/zkvm/rust-resources'], context: '1.2', source: 'b-wagn/hash-sig#90 (getrandom 0.3 on zkVM targets); risc0/risc0#3094'},
  {kind: 'error', form: 'build', query: "nvcc fatal   : Value 'native' is not defined for option 'gpu-architecture'", expected: ['/faq', '/api/generating-proofs/local-proving'], context: '1.2', source: 'boundless-xyz/zeth#144 (not compiling for CUDA)'},
  {kind: 'error', form: 'build', query: 'xcrun: error: unable to find utility "metal", not a developer tool or in PATH', expected: ['/faq', '/api/generating-proofs/local-proving'], context: '1.2', source: 'InfinityVM/InfinityVM#343 (risc0 Metal kernels on macOS)'},
  {kind: 'error', form: 'build', query: 'Could not build metal kernels', expected: ['/faq', '/api/generating-proofs/local-proving'], context: '1.2', source: 'risc0-build-kernel 1.2 panic; logos-blockchain/logos-execution-zone#629'},
  {kind: 'error', form: 'build', query: 'with args nvcc did not execute successfully (status code exit status: 2)', expected: ['/faq', '/api/generating-proofs/local-proving'], context: '1.2', source: 'risc0/risc0#2575 (CUDA and a too-new gcc)'},
  {kind: 'error', form: 'build', query: "error: unknown target triple 'riscv32im-risc0-zkvm-elf', please use -triple or -arch", expected: ['/api/zkvm/rust-crates-with-cpp'], context: '1.2', source: 'risc0/risc0#443 (guest fails to build due to sys crates)'},
  {kind: 'error', form: 'build', query: 'cc: error: unrecognized argument in option ‘-mabi=ilp32’', expected: ['/api/zkvm/rust-crates-with-cpp'], context: '1.2', source: 'risc0/risc0#443 (host gcc used for the guest)'},
  // running and proving
  {kind: 'error', form: 'runtime', query: 'Guest panicked: Out of memory! You have been using the default bump allocator which does not reclaim memory.', expected: ['/faq', '/api/zkvm/zkvm-specification'], context: '1.2', source: 'risc0-zkvm-platform 1.2 bump allocator; risc0/risc0#855 (programs running out of memory)'},
  {kind: 'error', form: 'runtime', query: 'Session limit exceeded', expected: ['/faq'], context: '1.2', source: 'boundless-xyz/zeth#135 (executor failed: session limit exceeded)'},
  {kind: 'error', form: 'runtime', query: 'segment po2 exceeds max on ProverOpts: 22 > 21', expected: ['/faq', '/api/zkvm/host-code-101'], context: '1.2', source: 'risc0 1.2 prover check; risc0/risc0#2276 (po2 up to 21 by default)'},
  {kind: 'error', form: 'runtime', query: 'WARNING: `getrandom()` called from guest.', expected: ['/faq', '/api/zkvm/rust-resources'], context: '1.2', source: 'eth-act/zkevm-benchmark-workload#70; lambdaclass/ethrex#4703'},
  {kind: 'error', form: 'runtime', query: 'Guest panicked: sys_getenv is disabled; can be enabled with the sys-getenv feature flag on risc0-zkvm-platform', expected: ['/faq', '/api/secure-sdlc'], context: '1.2', source: 'risc0/risc0#2627 (sys_getenv disabled with anyhow in the guest)'},
  {kind: 'error', form: 'runtime', query: 'Guest panicked: time not implemented on this platform', expected: ['/faq', '/api/zkvm/rust-resources'], context: '1.2', source: 'risc0/risc0#2701 (time syscall not implemented)'},
  {kind: 'error', form: 'runtime', query: "Your installation of the r0vm server is not compatible with your host's risc0-zkvm crate.", expected: ['/faq', '/api/zkvm/install'], context: '1.2', source: 'boundless-xyz/zeth#137 (r0vm server not compatible)'},
  {kind: 'error', form: 'runtime', query: 'stark_to_snark is only supported on x86 architecture.', expected: ['/faq', '/api/generating-proofs/proving-options', '/api/generating-proofs/local-proving'], context: '1.2', source: 'risc0/risc0#1786 (stark2snark on Apple Silicon)'},
  {kind: 'error', form: 'runtime', query: 'Please install docker first.', expected: ['/faq', '/api/generating-proofs/proving-options', '/api/generating-proofs/local-proving'], context: '1.2', source: 'risc0-groth16 1.2 docker check; risc0/risc0#1520'},
  {kind: 'error', form: 'runtime', query: 'zkVM: Inconsistent settings -- please resolve. The RISC0_DEV_MODE environment variable is set but dev mode has been disabled by feature flag.', expected: ['/api/generating-proofs/dev-mode', '/faq'], context: '1.2', source: 'chainwayxyz/citrea#1679 (disable_dev_mode before mainnet)'},
  {kind: 'error', form: 'runtime', query: "Bonsai only supports succinct assumption receipts. Use `ProverOpts::succinct()` when proving any assumptions.", expected: ['/faq', '/api/zkvm/composition'], context: '1.2', source: 'chainwayxyz/citrea#1807 (Bonsai and Groth16 assumptions)'},
  {kind: 'error', form: 'runtime', query: 'rust-lld: error: unable to find library -lstdc++', expected: ['/api/zkvm/rust-crates-with-cpp'], context: '1.2', source: 'risc0/risc0#2355 (C++ dependency in the guest)'},
  // verifying
  {kind: 'error', form: 'verify', query: 'claim digest does not match the expected digest', expected: ['/faq', '/api/zkvm/receipts'], context: '1.2', source: 'boundless-xyz/zeth#135 (prove succeeds but verifying fails)'},
  {kind: 'error', form: 'verify', query: 'verification indicates proof is invalid', expected: ['/faq', '/api/generating-proofs/dev-mode'], context: '1.2', source: 'risc0/risc0#2167; eth-act/zkevm-benchmark-workload#83'},
  {kind: 'error', form: 'verify', query: 'control_id mismatch', expected: ['/faq', '/api/zkvm/receipts'], context: '1.2', source: 'risc0/risc0#2619 (verifier parameter mismatch reported generically)'},
  {kind: 'error', form: 'verify', query: 'invalid receipt format', expected: ['/faq', '/api/zkvm/composition'], context: '1.2', source: 'risc0/risc0#1299 (composition fails with invalid receipt format)'},
  {kind: 'error', form: 'verify', query: 'Unsupported receipt type', expected: ['/faq', '/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'risc0-ethereum 1.2 encode_seal; risc0/risc0-ethereum#494 (decode_seal)'},
  {kind: 'error', form: 'verify', query: 'VerificationFailed : Error raised when cryptographic verification of the zero-knowledge proof fails.', expected: ['/faq', '/api/blockchain-integration/contracts/verifier'], context: '1.2', source: 'risc0/risc0-ethereum#495 (verification fails on chain, works off chain)'},
  {kind: 'error', form: 'verify', query: 'SelectorUnknown', expected: ['/api/blockchain-integration/contracts/verifier', '/faq'], context: '1.2', source: 'NethermindEth/stellar-risc0-verifier#12 (router selector lookup)'},
  // the proving service
  {kind: 'error', form: 'service', query: 'missing BONSAI_API_KEY env var', expected: ['/faq', '/api/generating-proofs/remote-proving'], context: '1.2', source: 'risc0-foundry-template#71 (error when BONSAI_API_KEY is not defined)'},
  {kind: 'error', form: 'service', query: 'Bonsai prover workflow exited: FAILED err: Executor failed: Session limit exceeded', expected: ['/faq', '/api/generating-proofs/remote-proving'], context: '1.2', source: 'boundless-xyz/zeth#135 (snark proof on Bonsai)'},
  {kind: 'error', form: 'service', query: 'Error: HTTP error from reqwest', expected: ['/faq', '/api/generating-proofs/remote-proving'], context: '1.2', source: 'risc0-foundry-template#104; risc0/risc0#1116'},
];

/** The tuned set: the 244 queries above, then a third to a sixteenth batch written later (see their files). */
export const READER_QUERIES: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
  ...batch3Queries,
  ...batch4Queries,
  ...batch5Queries,
  ...batch6Queries,
  ...batch7Queries,
  ...batch8Queries,
  ...batch9Queries,
  ...batch10Queries,
  ...batch11Queries,
  ...batch12Queries,
  ...batch13Queries,
  ...batch14Queries,
  ...batch15Queries,
  ...batch16Queries,
  ...batch17Queries,
  ...batch18Queries,
  ...batch19Queries,
];
