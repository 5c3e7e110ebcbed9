// cspell:ignore jsno blts circiut babybeer comvention acceleraton circut deploymment kernells primefield multiplicativegroup fakereceipt uenu chainwayxyz citrea anoma techqa taikoxyz raiko babybear lambdaclass lambdaworks huggingface Nemotron mathreference ordp powdr channelflow dokuwiki stackexchange shuangcrypto infoevaluator stwo zerofiers ranlib libblst iotexproject bstream
/**
 * Batch 9 of the reader queries for the search benchmark, dated 2026-11-28.
 * The queries were written without looking at the site's search: no run of it,
 * no look at its index, ranking or benchmark output. Each one starts from
 * something a real reader wrote or read: an issue or pull request in the
 * risc0 repositories, in risc0-ethereum, in the Foundry template or in a
 * project that proves with the zkVM or Bonsai, or a learner's page on finite
 * fields, PLONK, STARKs and RISC-V. The expected pages were picked by reading
 * the Markdown of the version each query is typed from.
 *
 * Pasted errors keep the wording of their thread. Where a thread only
 * describes the failure, the text comes from the risc0 or risc0-ethereum
 * sources of that release, cut to fit the search box. Almost none of these
 * messages appear on any page; their sources end in "(on no page)" and they
 * expect the page a reader should land on instead.
 *
 * A little under half of the batch is typed from the 1.2 or root pages. The
 * rest comes from the other versions: the relay and alpha SDK of 0.18 and
 * 0.19, the 0.20 and 0.21 receipt and profiling APIs, the 1.0 and 1.1
 * installer, verifier and ceremony pages, and the unreleased next docs. No
 * entry repeats one of `queries.ts`, batches 3 to 8 or the held-out sets.
 */
import type {ReaderQuery} from './readerQuery';

const keywords: ReaderQuery[] = [
  {
    kind: 'keyword',
    query: 'steel block commitment',
    expected: ['/api/next/blockchain-integration/eth-examples'],
    context: 'next',
    source: 'risc0/risc0-ethereum#275 (Steel docs on the block commitment a contract must check beside the proof)',
  },
  {
    kind: 'keyword',
    query: '192 MB guest memory',
    expected: ['/api/0.20/zkvm/zkvm-specification', '/api/0.20/zkvm/rust-resources'],
    context: '0.20',
    source:
      'rust.uenu.com/rustc/platform-support/riscv32im-risc0-zkvm-elf.html (target page: the VM has 192 MB of memory)',
  },
  {
    kind: 'keyword',
    query: 'zkey verification',
    expected: ['/api/trusted-setup-ceremony'],
    context: '1.2',
    source: 'risc0/risc0#3224 (reader re-running the ceremony checks after a recompiled r1cs hash differed)',
  },
  {
    kind: 'keyword',
    query: 'verifier version management',
    expected: ['/api/blockchain-integration/contracts/verifier'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#719 (test run of the verifier deployment recorded in deployment.toml)',
  },
  {
    kind: 'keyword',
    query: 'rzup check for updates',
    expected: ['/api/next/zkvm/install'],
    context: 'next',
    source: 'risc0/risc0#3223 (rzup 0.4 help listing install, check and its other subcommands)',
  },
  {
    kind: 'keyword',
    query: 'receipt journal twice',
    expected: ['/api/zkvm/receipts'],
    context: '1.2',
    source: 'chainwayxyz/citrea#1760 (serialized receipts that seem to carry the journal twice, once in the claim)',
  },
  {
    kind: 'keyword',
    query: 'stopping a bonsai session',
    expected: ['/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source: 'risc0/risc0#1763 (session stop route added to the Bonsai SDK)',
  },
  {
    kind: 'keyword',
    query: 'validity polynomial',
    expected: ['/proof-system/stark-by-hand', '/reference-docs/about-starks'],
    context: 'root',
    source: 'github.com/risc0/risc0 STARK-by-hand notebooks (lessons dividing the mixed constraints by the zerofier)',
  },
  {
    kind: 'keyword',
    query: 'evm in the guest',
    expected: ['/api/0.19/zkvm/examples', '/api/0.19/bonsai/eth-examples'],
    context: '0.19',
    source: 'risc0/risc0#591 (reader running an EVM inside the zkVM guest)',
  },
  {
    kind: 'keyword',
    query: 'trace polynomials',
    expected: ['/proof-system/stark-by-hand', '/reference-docs/about-ntts-and-fourier'],
    context: 'root',
    source: 'github.com/risc0/risc0 STARK-by-hand notebooks (Lesson 4: interpolating the Fibonacci trace columns)',
  },
];

const identifiers: ReaderQuery[] = [
  // Rust paths with ::
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'ExecutorEnvBuilder::write',
    expected: ['/api/0.20/zkvm/host-code-101'],
    context: '0.20',
    source: 'risc0/risc0#1236 (host writing an image ID and a journal into the environment before execute)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'risc0_groth16::verifying_key',
    expected: ['/api/1.0/trusted-setup-ceremony'],
    context: '1.0',
    source: 'risc0/risc0#1764 (the Groth16 verifying key exposed by the risc0-groth16 crate)',
  },
  {
    kind: 'identifier',
    form: 'path-colons',
    query: 'bonsai_sdk::alpha::responses',
    expected: ['/api/0.18/bonsai/quickstart'],
    context: '0.18',
    source: 'risc0/risc0#665 (stark2snark routes added to the Bonsai SDK, answered with a SnarkReceipt)',
  },
  // snake_case names
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'get_claim',
    expected: ['/api/0.20/zkvm/receipts'],
    context: '0.20',
    source: 'risc0/risc0#1188 (ReceiptMetadata renamed ReceiptClaim, read with get_claim)',
  },
  {
    kind: 'identifier',
    form: 'snake_case',
    query: 'powersOfTau28_hez_final_23.ptau',
    expected: ['/api/1.1/trusted-setup-ceremony'],
    context: '1.1',
    source: 'risc0/risc0#1844 (stark2snark moved to the keys of the 2024 ceremony)',
  },
  // camelCase names
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'JournalDigestMismatch',
    expected: ['/api/0.21/zkvm/receipts'],
    context: '0.21',
    source: 'risc0/risc0#594 (journal digest mismatch reported for some sessions of the EVM example)',
  },
  {
    kind: 'identifier',
    form: 'camelCase',
    query: 'BonsaiTestRelay',
    expected: ['/api/0.18/bonsai/bonsai-on-eth'],
    context: '0.18',
    source: 'boundless-xyz/risc0-foundry-template#74 (old deploy script using the mock BonsaiTestRelay in dev mode)',
  },
  // environment variables
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_BUILD_DEBUG',
    expected: ['/api/zkvm/profiling'],
    context: '1.2',
    source: 'risc0/risc0#890 (profiler review on building the guest with RISC0_BUILD_DEBUG=1 for symbols)',
  },
  {
    kind: 'identifier',
    form: 'env-var',
    query: 'RISC0_KECCAK_PO2',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'risc0/risc0#2622 (keccak batching sized by an environment variable the guest has to read)',
  },
  // command-line flags
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'cargo install --force --path risc0/cargo-risczero',
    expected: ['/api/1.0/generating-proofs/local-proving'],
    context: '1.0',
    source: 'risc0/risc0#1761 (cargo-risczero installed from the repository to test the blst crate)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'curl -L https://risczero.com/install | bash',
    expected: ['/api/zkvm/install', '/api/zkvm/quickstart'],
    context: '1.2',
    source: 'boundless-xyz/risc0-foundry-template#131 (README install steps replaced with rzup)',
  },
  {
    kind: 'identifier',
    form: 'cli-flag',
    query: 'r0vm --pprof-out',
    expected: ['/api/0.21/zkvm/profiling'],
    context: '0.21',
    source: 'chainwayxyz/citrea#952 (r0vm --help listing a pprof output option for guest profiles)',
  },
];

const questions: ReaderQuery[] = [
  {
    kind: 'question',
    query: 'is the sha3 crate accelerated or only tiny-keccak',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'ethereum/csp-benchmarks#212 (keccak benchmark written with sha3, which has no risc0 patch)',
  },
  {
    kind: 'question',
    query: 'why does recovering an ethereum address take millions of cycles',
    expected: ['/api/zkvm/precompiles', '/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#3239 (12M cycles for one signer recovery before the k256 and keccak patches)',
  },
  {
    kind: 'question',
    query: 'how fast does bonsai generate a proof',
    expected: ['/api/0.19/bonsai/', '/api/0.19/bonsai/rest-api'],
    context: '0.19',
    source: 'risc0/risc0#1085 (request to make Bonsai proving speed findable in the docs)',
  },
  {
    kind: 'question',
    query: 'how do I deploy the foundry template to mainnet',
    expected: ['/api/1.0/blockchain-integration/contracts/verifier', '/api/1.0/blockchain-integration/bonsai-on-eth'],
    context: '1.0',
    source: 'boundless-xyz/risc0-foundry-template#112 (mainnet deployment guide pointing at the verifier router)',
  },
  {
    kind: 'question',
    query: 'can a guest call env::verify for two different receipts',
    expected: ['/api/1.0/zkvm/composition'],
    context: '1.0',
    source: 'risc0/risc0#1299 (composition failing once the guest verified a second assumption)',
  },
  {
    kind: 'question',
    query: 'can I use the ring crate in the guest',
    expected: ['/api/zkvm/rust-crates-with-cpp', '/api/zkvm/rust-resources'],
    context: '1.2',
    source: 'risc0/risc0#829 (repeated requests to build ring for the zkVM target)',
  },
  {
    kind: 'question',
    query: 'does codegen-units = 1 really lower the cycle count',
    expected: ['/api/zkvm/optimization'],
    context: '1.2',
    source: 'risc0/risc0#1418 (codegen-units = 1 taking the ECDSA guest from 1.17M to under 1M cycles)',
  },
  {
    kind: 'question',
    query: 'why does the first forge test in the template take so long',
    expected: ['/api/0.20/bonsai/eth-examples'],
    context: '0.20',
    source: 'boundless-xyz/risc0-foundry-template#83 (first forge test hanging while it builds the ffi CLI)',
  },
  {
    kind: 'question',
    query: 'can the prover take segments bigger than po2 21',
    expected: ['/api/next', '/api/next/zkvm/zkvm-specification'],
    context: 'next',
    source: 'anoma/arm-risc0#253 (bumping risc0 to prove po2 22 segments and halve the segment count)',
  },
  {
    kind: 'question',
    query: 'what version format does rzup install expect',
    expected: ['/api/zkvm/install'],
    context: '1.2',
    source: 'risc0/risc0#2707 (rzup install --help not saying whether it wants 1.1.1 or v1.1.1)',
  },
  {
    kind: 'question',
    query: 'why does committing a &[u8] give back different bytes',
    expected: ['/api/0.18/zkvm/developer-guide/guest-code-101'],
    context: '0.18',
    source: 'risc0/risc0#381 (a committed &[u8] read back as other bytes while Vec<u8> worked)',
  },
  {
    kind: 'question',
    query: 'why does bonsai refuse groth16 receipts as assumptions',
    expected: ['/faq', '/api/zkvm/composition'],
    context: '1.2',
    source: 'chainwayxyz/citrea#1807 (composition on Bonsai working only with succinct assumption receipts)',
  },
  {
    kind: 'question',
    query: 'can I install the 0.18 tools with cargo binstall',
    expected: ['/api/0.18/zkvm/install'],
    context: '0.18',
    source:
      'Sovereign-Labs/sovereign-sdk#1036 (CI waiting for prebuilt cargo-risczero binaries, which arrived with 0.19)',
  },
  {
    kind: 'question',
    query: 'why are finite fields built on prime numbers only',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source:
      'math.techqa.club/finite-fields-why-does-it-involve-prime-numbers-only-1489176 (learner asking why fields need a prime)',
  },
  {
    kind: 'question',
    query: 'do I have to upgrade to 0.21 to keep using bonsai',
    expected: ['/api/0.21/generating-proofs/remote-proving'],
    context: '0.21',
    source: 'taikoxyz/raiko#101 (risc0 dependency moved to 0.21.0 so proving on Bonsai works again)',
  },
  {
    kind: 'question',
    query: 'why did rzup fail with my old rust toolchain',
    expected: ['/api/1.0/zkvm/install'],
    context: '1.0',
    source: 'risc0/risc0#1918 (rzup failing to build its utilities on a Rust older than their MSRV)',
  },
];

const misspellings: ReaderQuery[] = [
  // two neighbouring letters swapped
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'serde jsno in the guest',
    intended: 'serde json in the guest',
    expected: ['/api/0.20/zkvm/examples', '/api/0.20/zkvm/rust-resources'],
    context: '0.20',
    source: 'risc0/risc0#1149 (values decoded with serde_json in the guest differing from the host)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'blts crate in the guest',
    intended: 'blst crate in the guest',
    expected: ['/api/zkvm/rust-crates-with-cpp'],
    context: '1.2',
    source: 'risc0/risc0#1761 (blst not building under cargo risczero test)',
  },
  {
    kind: 'misspelling',
    form: 'transposition',
    query: 'recursion circiut',
    intended: 'recursion circuit',
    expected: ['/terminology', '/proof-system/'],
    context: 'root',
    source: 'risc0/risc0#1959 (the recursive circuit architecture behind lift and join)',
  },
  // one letter replaced
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'quartic babybeer extension',
    intended: 'quartic babybear extension',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'lambdaclass/lambdaworks#942 (degree-4 Baby Bear extension added to a proving library)',
  },
  {
    kind: 'misspelling',
    form: 'substitution',
    query: 'riscv calling comvention',
    intended: 'riscv calling convention',
    expected: ['/reference-docs/about-risc-v'],
    context: 'root',
    source:
      'rust.uenu.com/rustc/platform-support/riscv32im-risc0-zkvm-elf.html (extern "C" on the target uses the RISC-V convention)',
  },
  // one letter left out
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'k256 acceleraton',
    intended: 'k256 acceleration',
    expected: ['/api/zkvm/precompiles'],
    context: '1.2',
    source: 'ethereum/csp-benchmarks#133 (RISC Zero ECDSA benchmark relying on the k256 and p256 precompiles)',
  },
  {
    kind: 'misspelling',
    form: 'deletion',
    query: 'stark verify circut',
    intended: 'stark verify circuit',
    expected: ['/api/0.21/trusted-setup-ceremony'],
    context: '0.21',
    source: 'risc0/risc0#1520 (the stark_verify circuit failing to compile on an M2 Mac in Docker)',
  },
  // one letter too many
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'mainnet deploymment',
    intended: 'mainnet deployment',
    expected: ['/api/1.0/blockchain-integration/contracts/verifier'],
    context: '1.0',
    source: 'boundless-xyz/risc0-foundry-template#112 (deployment steps for mainnet after Sepolia)',
  },
  {
    kind: 'misspelling',
    form: 'insertion',
    query: 'gpu kernells',
    intended: 'gpu kernels',
    expected: ['/api/generating-proofs/local-proving', '/faq'],
    context: '1.2',
    source: 'boundless-xyz/boundless#1646 (CUDA kernels running out of memory on 16 GB GPUs)',
  },
  // two words run together
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'primefield modulus',
    intended: 'prime field modulus',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source:
      'huggingface.co/datasets/nvidia/Nemotron-CC-Math-v1 (forum thread: why a Galois field needs a prime power of elements)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'multiplicativegroup generator',
    intended: 'multiplicative group generator',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-finite-fields-exercises'],
    context: 'root',
    source: 'www.mathreference.com/fld-fin,ordp.html (the unique field of order p and its nonzero elements)',
  },
  {
    kind: 'misspelling',
    form: 'joined',
    query: 'fakereceipt in tests',
    intended: 'fake receipt in tests',
    expected: ['/api/1.1/generating-proofs/dev-mode'],
    context: '1.1',
    source: 'risc0/risc0#2267 (test helper turning an execution into a fake receipt without proving)',
  },
  // one word split in two
  {
    kind: 'misspelling',
    form: 'split',
    query: 'bin stall openssl error',
    intended: 'binstall openssl error',
    expected: ['/api/0.20/zkvm/install'],
    context: '0.20',
    source: 'risc0/risc0#1429 (cargo binstall cargo-risczero failing on openssl-sys)',
  },
  {
    kind: 'misspelling',
    form: 'split',
    query: 'multi set equality check',
    intended: 'multiset equality check',
    expected: ['/reference-docs/about-plonk'],
    context: 'root',
    source: 'powdr-labs/powdr#1691 (permutation and lookup arguments over Baby Bear needing an extension field)',
  },
];

const concepts: ReaderQuery[] = [
  {
    kind: 'concept',
    query: 'lagrange basis polynomial that is 1 at one point and 0 elsewhere',
    expected: ['/reference-docs/about-finite-fields-exercises', '/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'channelflow.org/dokuwiki (Math 753 notes: Lagrange interpolating polynomials as sums of basis quadratics)',
  },
  {
    kind: 'concept',
    query: 'zero divisors modulo a composite number',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'math.stackexchange.com/questions/2169832 (Z/6 is finite but no field, since 2 times 3 is 0)',
  },
  {
    kind: 'concept',
    query: 'irreducible x^4 + 11 for the baby bear extension',
    expected: ['/reference-docs/about-finite-fields'],
    context: 'root',
    source: 'risc0/risc0#297 (code comment corrected from X^4 - 11 to X^4 + 11)',
  },
  {
    kind: 'concept',
    query: 'out of domain sample point for the deep quotients',
    expected: ['/reference-docs/about-starks', '/proof-system/stark-by-hand'],
    context: 'root',
    source: 'shuangcrypto.com/2025/02/18/deep-dive-to-infoevaluator-of-stwo (verifier sampling out-of-domain points)',
  },
  {
    kind: 'concept',
    query: 'ecall selector in t0 rather than a7',
    // Widened after the blind measurement: the zkVM specification now says
    // which register selects the call (it holds the "Unknown ecall" message).
    expected: ['/reference-docs/about-risc-v', '/api/zkvm/zkvm-specification'],
    context: 'root',
    source: 'risc0/risc0#1353 (proposal to pick the ecall by a7, as Linux does, instead of t0)',
  },
  {
    kind: 'concept',
    query: 'ecdsa accelerator reached through a syscall',
    expected: ['/terminology', '/api/zkvm/precompiles'],
    context: 'root',
    source: 'powdr-labs/powdr#1242 (curve operations exposed as syscalls of a RISC-V zkVM runtime)',
  },
  {
    kind: 'concept',
    query: 'verifier challenges from a hash of the transcript',
    expected: [
      '/proof-system/proof-system-sequence-diagram',
      '/reference-docs/about-fri',
      '/reference-docs/about-starks',
    ],
    context: 'root',
    source: 'o1-labs.github.io/proof-systems/plonk/fiat_shamir.html (each verifier move replaced by a transcript hash)',
  },
  {
    kind: 'concept',
    query: 'trace columns as evaluations on powers of omega',
    expected: ['/reference-docs/about-ntts-and-fourier', '/proof-system/stark-by-hand'],
    context: 'root',
    source: 'xn--2-umb.com/19/patterns-of-zeros (trace columns read as polynomials over powers of a root of unity)',
  },
  {
    kind: 'concept',
    query: 'degree 4 versus degree 5 extension of baby bear',
    expected: ['/reference-docs/about-finite-fields', '/reference-docs/about-fri'],
    context: 'root',
    source: 'Plonky3/Plonky3#113 (quartic or quintic Baby Bear extension for 123 or 154 bits of security)',
  },
  {
    kind: 'concept',
    query: 'x^n - 1 vanishes on every nth root of unity',
    expected: ['/reference-docs/about-ntts-and-fourier', '/terminology'],
    context: 'root',
    source: 'xn--2-umb.com/19/patterns-of-zeros (zerofiers cheap to evaluate by repeated squaring)',
  },
  {
    kind: 'concept',
    query: 'single hardware thread with no preemption',
    expected: ['/api/zkvm/zkvm-specification', '/reference-docs/about-risc-v'],
    context: '1.2',
    source:
      'rust.uenu.com/rustc/platform-support/riscv32im-risc0-zkvm-elf.html (target is single threaded and non-preemptive)',
  },
  {
    kind: 'concept',
    query: 'segments proven in parallel on many gpus',
    expected: ['/api/0.19/bonsai/rest-api', '/api/0.19/bonsai/'],
    context: '0.19',
    source: 'risc0/risc0#1085 (how fast Bonsai proves, answered by pointing at the benchmarks)',
  },
];

const errors: ReaderQuery[] = [
  // installing and building
  {
    kind: 'error',
    form: 'build',
    query: 'no associated item named `CIRCUIT_INFO` found for struct',
    expected: ['/faq', '/api/zkvm/install'],
    context: '1.2',
    source: 'Layer-Edge/light-node#54 (risc0-zkvm 1.2.6 built against a risc0-zkp 2.0 in the lockfile) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'error[E0432]: unresolved imports `risc0_circuit_recursion`',
    expected: ['/api/0.20/zkvm/guest-code-101', '/api/0.20/zkvm/rust-resources'],
    context: '0.20',
    source: 'risc0/risc0#1406 (workspace build compiling the host side of risc0-zkvm 0.20.1 for a guest) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'HTTP status client error (403 Forbidden) for url',
    expected: ['/api/0.18/zkvm/install'],
    context: '0.18',
    source: 'risc0/risc0#834 (cargo risczero install turned down by the GitHub API) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'the table of contents is empty',
    expected: ['/api/1.0/zkvm/rust-crates-with-cpp'],
    context: '1.0',
    source: 'risc0/risc0#1761 (Xcode ranlib warning on libblst.a while blst builds for the guest) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: "could not compile 'cc' due to 286 previous errors",
    expected: ['/api/0.18/zkvm/install', '/api/0.18/zkvm/quickstart'],
    context: '0.18',
    source: 'risc0/risc0#763 (new starter project failing in a guest build on an old nightly) (on no page)',
  },
  {
    kind: 'error',
    form: 'build',
    query: 'rust-lld: error: undefined symbol: __stack_init$',
    expected: ['/api/0.18/zkvm/developer-guide/rust-resources'],
    context: '0.18',
    source: 'risc0/risc0#557 (crypto-bigint tests linked for the zkVM target without its entry point) (on no page)',
  },
  // running and proving
  {
    kind: 'error',
    form: 'runtime',
    query: 'on an `Err` value: TryFromPrimitiveError { number: 25371 }',
    expected: ['/faq'],
    context: 'next',
    source: 'boundless-xyz/zeth#149 (guest on 1.3.0-rc.1 panicking on the chain id of a private network) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'cannot resume an execution which exited with ExitCode::Halted',
    expected: ['/api/0.18/zkvm/developer-guide/host-code-101'],
    context: '0.18',
    source: 'risc0/risc0#590 (check added after a halted execution was run again by accident) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Unknown ecall',
    expected: ['/reference-docs/about-risc-v', '/api/zkvm/zkvm-specification'],
    context: '1.2',
    source: 'risc0/risc0#2684 (hand-written ELF issuing ecalls the zkVM does not define) (on no page)',
  },
  {
    kind: 'error',
    form: 'runtime',
    query: 'Malformed error',
    expected: ['/faq', '/api/generating-proofs/local-proving'],
    context: '1.2',
    source: 'risc0/risc0#2562 (1.2.0-rc.1 host failing against an older r0vm that sends no claim) (on no page)',
  },
  // verifying
  {
    kind: 'error',
    form: 'verify',
    // Not blind to the content: the receipts pages gained this message
    // (cargo risczero verify) while the batch was being written.
    query: '❌ Receipt is invalid',
    expected: ['/api/1.0/zkvm/receipts', '/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source: 'risc0/risc0#1619 (cargo risczero verify for receipts on disk or on Bonsai; message from its 1.0 source)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'CommitmentTooOld()',
    expected: ['/api/blockchain-integration/eth-examples'],
    context: '1.2',
    source: 'risc0/risc0-ethereum#275 (beacon commitments rejected once older than 8191 slots) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'InvalidCommitmentVersion()',
    expected: ['/api/next/blockchain-integration/eth-examples'],
    context: 'next',
    source: 'risc0/risc0-ethereum#275 (Steel commitments packing a version number with the block id) (on no page)',
  },
  {
    kind: 'error',
    form: 'verify',
    query: 'SelectorInUse(bytes4 selector)',
    expected: ['/api/1.1/blockchain-integration/contracts/verifier'],
    context: '1.1',
    source: 'risc0/risc0-ethereum#313 (adding a verifier whose selector the router already holds) (on no page)',
  },
  // the proving service
  {
    kind: 'error',
    form: 'service',
    query: 'guest error "capacity overflow"',
    expected: ['/faq', '/api/1.0/generating-proofs/remote-proving'],
    context: '1.0',
    source:
      'boundless-xyz/risc0-foundry-template#108 (forge test on Bonsai failing for a 216M-cycle guest) (on no page)',
  },
  {
    kind: 'error',
    form: 'service',
    query: 'stream terminated by RST_STREAM with error code: CANCEL',
    expected: ['/api/0.19/bonsai/quickstart'],
    context: '0.19',
    source: 'iotexproject/w3bstream#32 (risc0 prover service failing until a Bonsai key was set) (on no page)',
  },
];

export const batch9Queries: readonly ReaderQuery[] = [
  ...keywords,
  ...identifiers,
  ...questions,
  ...misspellings,
  ...concepts,
  ...errors,
];
