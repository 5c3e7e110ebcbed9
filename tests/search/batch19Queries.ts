// cspell:ignore ahash bitcode byteorder bstream chainwayxyz citrea iotexproject vlayer risczero rzup sppark nvcc xcrun zkvm
/**
 * Batch 19 of the reader queries for the search benchmark, dated 2026-11-29.
 * Written blind like the batches before it: nobody ran the site's search,
 * opened its index or ranking code, or looked at a benchmark report while
 * writing these entries.
 *
 * Every entry is an error message that someone hit while building, running,
 * verifying or proving remotely, and then copied into a GitHub issue, pull
 * request or discussion to ask for help. The text is kept as they pasted it,
 * cut to the 64 characters the search box keeps and started where a reader
 * copying it from a terminal would start, so quoting, odd spacing and the
 * occasional prefix (`cargo:warning=`, `` `Err` value: ``) stay in. Most of
 * the threads are on risc0/risc0; the rest come from risc0-ethereum and from
 * projects built on the zkVM (Zeth, Citrea and Clementine, vlayer, Boundless,
 * InfinityVM, the Sovereign SDK, Layer Edge's light node and W3bstream). No
 * thread cited in batches 16 to 18 is used again, and no two entries share a
 * thread.
 *
 * The context is the docs version of the release the reporter used, read
 * from the versions in the thread (a crate path, a `cargo risczero
 * --version`, a toolchain tag, an `r0vm` path, a version the error itself
 * prints). A thread on a release after 1.2, or on a git checkout of main
 * that prints no older version, is typed from the next docs; a thread that
 * names no release at all is typed from the 1.2 docs. Expected pages were
 * chosen by reading that version's Markdown and the root docs; where no page
 * quotes the message, the entry names the page that helps most and its
 * source ends with "(on no page)".
 */
import type {ReaderQuery} from './readerQuery';

export const batch19Queries: readonly ReaderQuery[] = [
  // Build: installing the tools and compiling guests, kernels and hosts.
  {
    kind: 'error',
    form: 'build',
    query: 'Release v2024-01-31.1 does not have a prebuilt toolchain for',
    expected: ['/api/0.20/zkvm/install'],
    context: '0.20',
    source:
      'risc0/risc0#1507: [BUG] not able to install on x86_64-apple-darwin macOS (cargo risczero install on an Intel Mac in March 2024: the then-current 0.20 cargo-risczero fetched toolchain release v2024-01-31.1)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'Failed to download file: error decoding response body',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source:
      'risc0/risc0#3223: rzup update fails: "Failed to download file: error decoding response body" (rzup v0.4.0)',
  },
  {
    kind: 'error',
    form: 'build',
    query: '-bash: rzup: command not found',
    expected: ['/api/zkvm/install', '/faq'],
    context: '1.2',
    source:
      'risc0/risc0#2573: rzup command not found before source .bashrc (the install script had just edited the startup file of the same shell)',
  },
  {
    kind: 'error',
    form: 'build',
    query: "cargo:warning=nvcc fatal   : Value 'native' is not defined for",
    expected: ['/faq', '/api/generating-proofs/local-proving'],
    context: '1.2',
    source:
      "boundless-xyz/zeth#144: Not compiling for CUDA \" cargo:warning=nvcc fatal : Value 'native' is not defined for option 'gpu-architecture'\" (an older CUDA toolkit rejects -arch=native)",
  },
  {
    kind: 'error',
    form: 'build',
    query: 'nvcc did not execute successfully (status code exit status: 2)',
    expected: ['/faq', '/api/next/generating-proofs/local-proving'],
    context: 'next',
    source:
      'risc0/risc0#2575: CUDA high gcc version incompatibility (GCC 14 on Arch Linux, risc0 taken from a git checkout of main)',
  },
  {
    kind: 'error',
    form: 'build',
    query: "undefined reference to 'select_gpu(int)'",
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source:
      'risc0/risc0#2093: How to build/ link sppark (a host built with the cuda feature fails to link the sppark kernels) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'command did not execute successfully, got: exit status: 1',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source:
      'risc0/risc0#3708: Manual build: `build-essential` dependency undocumented (rzup build rust in an arm64 Linux container; cmake fails without a C/C++ compiler) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error[E0519]: the current crate is indistinguishable from one of',
    expected: ['/faq', '/api/zkvm/rust-resources'],
    context: '1.2',
    source:
      'risc0/risc0#1572: [BUG] Cannot compile new starter-template (the paste crate clashes while the guest of a fresh template compiles rrs-lib) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error: failed to load bitcode of module',
    expected: ['/api/0.21/zkvm/install'],
    context: '0.21',
    source:
      'risc0/risc0#1914: [BUG] Bump v0.20.1 v0.21 release build fails on x86 `error: failed to load bitcode of module` (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'HTTP status client error (403 Forbidden) for url (https://api',
    expected: ['/faq', '/api/zkvm/install'],
    context: '1.2',
    source:
      'risc0/risc0#834: `cargo risczero install` fails (GitHub turned away the lookup of the latest toolchain release; GITHUB_TOKEN is the workaround)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'risc0-build-2.3.1/src/lib.rs:66:45',
    expected: ['/faq', '/api/next/zkvm/install'],
    context: 'next',
    source:
      "Layer-Edge/light-node#57: Error en build de guest (thread 'main' panicked en risc0-build-2.3.1/lib.rs:66) (cargo-risczero 2.3.1, Option::unwrap() on None in the methods build script) (on no page)",
  },
  {
    kind: 'error',
    form: 'build',
    query: 'xcrun: error: unable to find utility "metal", not a developer',
    expected: ['/faq', '/api/generating-proofs/local-proving'],
    context: '1.2',
    source:
      'InfinityVM/InfinityVM#343: xcrun: error: unable to find utility "metal", not a developer tool or in PATH (building newer risc0 on an Apple Silicon Mac; fixed with xcode-select --switch)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'recursion_zkr.zip: (verification: FAILED):',
    expected: ['/api/next/generating-proofs/local-proving'],
    context: 'next',
    source:
      'Sovereign-Labs/sovereign-sdk#2975: Bake risc0 recursion into base image (risc0-circuit-recursion 4.0.4 in CI rejects the recursion programs it downloaded) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'UnrecognizedToken { token: (0, Token(2, "version"), 7)',
    expected: ['/api/generating-proofs/local-proving', '/api/generating-proofs/proving-options'],
    context: '1.2',
    source:
      'risc0/risc0#1679: [BUG] Compact proof docker fails to build image (circom reads a Git LFS pointer instead of stark_verify.circom) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'failed to solve: risczero/risc0-guest-builder:r0.1.97.0',
    expected: ['/faq', '/api/next/secure-sdlc'],
    context: 'next',
    source:
      'risc0/risc0#3795: `risczero/risc0-guest-builder:r0.1.97.0` docker image is not compatible with M-series Mac (no match for platform in manifest) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'could not compile `byteorder` (lib) due to 1 previous error',
    expected: ['/faq', '/api/next/zkvm/install'],
    context: 'next',
    source:
      'chainwayxyz/clementine#703: Build failure (the bridge-circuit guest, built with a risc0 release other than the one citrea pins) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error: failed to run custom build command for `risc0-sys v1.1.2`',
    expected: ['/api/1.1/generating-proofs/local-proving', '/faq'],
    context: '1.1',
    source:
      'InfinityVM/InfinityVM#268: chore(deps): update deps and pin risc0 (risc0-sys 1.1.2 compiling its Metal kernels with xcrun on a Mac; the project pinned 1.0.5 instead)',
  },
  // Runtime: executing and proving, in the guest, the host or r0vm.
  {
    kind: 'error',
    form: 'runtime',
    query: 'sys_getenv is disabled; can be enabled with the sys-getenv',
    expected: ['/faq', '/api/secure-sdlc'],
    context: '1.2',
    source:
      'risc0/risc0#2627: "Guest panicked: sys_getenv is disabled" for anyhow error used guest code (risc0-zkvm 1.2.0; anyhow reads RUST_LIB_BACKTRACE)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: '`Err` value: TryFromPrimitiveError { number: 25371 }',
    expected: ['/faq'],
    context: 'next',
    source:
      'boundless-xyz/zeth#149: Error: Guest panicked: called `Result::unwrap()` on an `Err` value: TryFromPrimitiveError { number: 25371 } (local ethereum private network) (r0vm 1.3.0-rc.1) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: "r0vm server is not compatible with your host's risc0-zkvm crate",
    expected: ['/faq', '/api/next/zkvm/install'],
    context: 'next',
    source:
      "boundless-xyz/zeth#137: Your installation of the r0vm server is not compatible with your host's risc0-zkvm crate. (zeth main needed an r0vm built from risc0 main, 1.3.0-alpha.1)",
  },
  {
    kind: 'error',
    form: 'runtime',
    query: '`Err` value: incompatible client version: 0.21.0-alpha.1',
    expected: ['/api/0.21/zkvm/install', '/faq'],
    context: '0.21',
    source:
      'risc0/risc0#1352: risc0-main/examples/smartcore-ml/src Fails (an older r0vm answering a 0.21.0-alpha.1 host)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Compute function exceeds available temporary registers',
    expected: ['/api/0.18/zkvm/developer-guide/host-code-101', '/api/0.18/zkvm/quickstart'],
    context: '0.18',
    source:
      'risc0/risc0#937: Error enabling `metal` on M1 Max: "Compute function exceeds available temporary registers" (risc0-zkvm 0.18.0 proving with the metal feature) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Custom("invalid type: sequence, expected struct I2")',
    expected: ['/api/zkvm/tutorials/io'],
    context: '1.2',
    source:
      'risc0/risc0#2871: `serde::Visitors` should have `visit_map` rather that `visit_seq` called when deserializing structs (a guest env::read of a type with a hand-written Deserialize) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: '`Err` value: No such file or directory (os error 2)',
    expected: ['/api/generating-proofs/local-proving'],
    context: '1.2',
    source:
      'boundless-xyz/boundless#402: Submitting request with preflight misleading error without `r0vm` (the host looked for r0vm under cargo-risczero/r0vm/1.2.0)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'value: sys_verify_integrity: failed to resolve journal_digest',
    expected: ['/api/0.20/zkvm/host-code-101'],
    context: '0.20',
    source:
      'risc0/risc0#1236: Composition fails to resolve assumption in the client/server API (risc0-zkvm 0.20.1 alpha; assumptions were not sent to r0vm)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Error: Trap: IllegalInstruction(c0001073), pc: 0x00090d33',
    expected: ['/faq'],
    context: 'next',
    source:
      'risc0/risc0#2768: `cargo risczero test` allocator broken (after "memory allocation of 32 bytes failed", on main after 1.2.0) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'called `Result::unwrap()` on an `Err` value: UnknownError',
    expected: ['/api/0.19/zkvm/benchmarks', '/faq'],
    context: '0.19',
    source:
      "risc0/risc0#1284: Can't prove using Cuda on my machine (hello-world at v0.19.1 with -F cuda, panicking in zkp/src/hal/cuda.rs) (on no page)",
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'gpu_t.cuh:158 failed: "an illegal memory access was encountered"',
    expected: ['/api/next/generating-proofs/local-proving', '/api/next/generating-proofs/proving-options'],
    context: 'next',
    source:
      'risc0/risc0#3785: CUDA prover: deterministic "illegal memory access" (sppark gpu_t.cuh:158) in the Groth16 wrap on 3.0.5/3.0.6 (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'RISC0 version 2.1.0 does not match r0vm version 2.2.0',
    expected: ['/faq', '/api/next/zkvm/install'],
    context: 'next',
    source:
      'chainwayxyz/citrea#2548: Update risc0 in citrea-e2e (a CI runner picked up r0vm 2.2.0 for crates on 2.1.0) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'source slice length (0) does not match destination slice length',
    expected: ['/faq', '/api/zkvm/tutorials/io'],
    context: '1.2',
    source:
      'risc0/risc0#1093: r0vm failures (guests faults in Executor) should report rich error data to the Client. (the guest copied a 32-byte value out of an empty slice) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Malformed ProgramBinary',
    expected: ['/api/next/zkvm/examples', '/faq'],
    context: 'next',
    source:
      'risc0/risc0#3187: c-guest: `Malformed ProgramBinary` when running `make execute` on c-guest example (a bare ELF handed to risc0-zkvm 3.0) (on no page)',
  },
  // Verify: receipts checked on the host, in a guest or on chain.
  {
    kind: 'error',
    form: 'verify',
    query: '`Err` value: ImageVerificationError',
    expected: ['/api/zkvm/receipts', '/faq'],
    context: '1.2',
    source:
      'risc0/risc0#622: Trivial Factors proving fails when compiled using metal feature (the factors template turned into a library, proved with metal on an M2)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'VerificationFailed : Error raised when cryptographic',
    expected: ['/faq', '/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source:
      'risc0/risc0-ethereum#495: Risc Zero Proof Verification Fails On-Chain but Works Off-Chain (a self-deployed RiscZeroGroth16Verifier, called from Remix)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'ZK verification error: verification indicates proof is invalid',
    expected: ['/api/generating-proofs/dev-mode', '/faq'],
    context: '1.2',
    source:
      'vlayer-xyz/vlayer#1769: Specify `RISC0_DEV_MODE` for chain workers (a worker restarted without RISC0_DEV_MODE rejected fake receipts)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'Failed to verify proof.: claim digest does not match the',
    expected: ['/faq', '/api/zkvm/receipts'],
    context: '1.2',
    source: 'boundless-xyz/zeth#135: Prove succeed but verifying error with provided cache',
  },
  {
    kind: 'error',
    form: 'verify',
    query: "Journal digest mismatch detected', risc0/r0vm/src/lib.rs:176:18",
    expected: ['/api/next/zkvm/receipts'],
    context: 'next',
    source:
      'risc0/risc0#1107: XGBoost example using Spice AI query to train a model. (a new example on the main branch, reworked to match the other examples, fails when r0vm checks its receipt)',
  },
  // Service: the Bonsai proving service and provers built on it.
  {
    kind: 'error',
    form: 'service',
    query: 'Proof creation must not fail: Bonsai only supports succinct',
    expected: ['/faq', '/api/zkvm/composition'],
    context: '1.2',
    source:
      'chainwayxyz/citrea#1807: Bonsai only supports succinct assumption receipts (Groth16 inner receipts added as assumptions to a Bonsai job)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'Bonsai SDK Error: `HttpErr(reqwest::Error { kind: Request, url:',
    expected: ['/faq', '/api/generating-proofs/remote-proving'],
    context: '1.2',
    source:
      'risc0/risc0#1076: Bonsai Error: hyper::Error(IncompleteMessage) (polling /sessions/status on api.bonsai.xyz)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'error sending request for url (https://bonsai-bucket-prod.s3',
    expected: ['/faq', '/api/generating-proofs/remote-proving'],
    context: '1.2',
    source:
      'risc0/risc0#2742: Bonsai SDK times out when uploading large inputs (20-30MB) (HTTP error from reqwest, operation timed out) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'failed to execute risc0 instance: rpc error: code = Canceled',
    expected: ['/api/generating-proofs/remote-proving'],
    context: '1.2',
    source:
      'iotexproject/w3bstream#40: Fail to execute instance after risc0 server image update (the v0.8.stark prover image; the fix in w3bstream#32 notes it needs a Bonsai key) (on no page)',
  },
];
