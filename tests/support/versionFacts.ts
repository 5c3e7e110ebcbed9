/**
 * What each API docs version must (and must not) say, from the release notes
 * and sources at each tag (see ../shared/facts/versions.md when available).
 * `absent` items were added or renamed in a later release, or removed
 * earlier; they may still appear in an introduction's "What changed in …"
 * section, which the test skips.
 */
export type VersionFacts = {
  /** Version of `risc0-zkvm` in every Cargo.toml snippet (`1.2` also accepts `1.2.0`). */
  zkvmCrate: string;
  /** Version of `risc0-build`, when it differs from the zkVM's. */
  buildCrate?: string;
  /** The command that installs the toolchain in this release. */
  install: string;
  present: string[];
  absent: string[];
};

export const VERSION_FACTS: Record<string, VersionFacts> = {
  next: {
    zkvmCrate: '1.3',
    buildCrate: '2.0',
    install: 'rzup install',
    present: ['ProverOpts::groth16()', 'RISC0_PPROF_ENABLE_INLINE_FUNCTIONS', 'bls12_381', 'ProveInfo'],
    absent: ['prove_elf', 'add_input', 'bonsai_sdk::alpha', 'get_claim', 'get_metadata'],
  },
  '1.2': {
    zkvmCrate: '1.2',
    install: 'rzup install',
    present: ['ProverOpts::groth16()', 'risc0-bigint2', 'RISC0_PPROF_OUT', 'ProveInfo'],
    absent: ['prove_elf', 'add_input', 'bonsai_sdk::alpha', 'RISC0_PPROF_ENABLE_INLINE_FUNCTIONS', 'bls12_381'],
  },
  '1.1': {
    zkvmCrate: '1.1',
    install: 'rzup install',
    present: ['ProveInfo', 'ProverOpts::groth16()', 'cargo risczero datasheet'],
    absent: ['risc0-bigint2', 'seal_size', 'prove_elf', 'bonsai_sdk::alpha', 'RISC0_INFO'],
  },
  '1.0': {
    zkvmCrate: '1.0',
    install: 'curl -L https://risczero.com/install | bash',
    present: ['ProveInfo', 'prove_with_opts', 'ReceiptKind'],
    absent: ['rzup install', 'cargo risczero datasheet', 'prove_elf', 'paging_cycles', 'risc0-bigint2'],
  },
  '0.21': {
    zkvmCrate: '0.21',
    install: 'cargo binstall cargo-risczero',
    present: ['cargo risczero install', 'get_claim', 'CompactReceipt'],
    absent: ['ProveInfo', 'rzup', 'prove_with_opts', 'ReceiptKind', 'prove_elf'],
  },
  '0.20': {
    zkvmCrate: '0.20',
    install: 'cargo binstall cargo-risczero',
    present: ['add_assumption', 'RISC0_PPROF_OUT', 'get_claim'],
    absent: ['ProveInfo', 'rzup', 'prove_with_opts', 'CompactReceipt', 'ReceiptKind'],
  },
  '0.19': {
    zkvmCrate: '0.19',
    install: 'cargo binstall cargo-risczero',
    present: ['prove_elf', 'get_metadata', 'execute_elf', 'write_slice(&data)'],
    absent: ['add_assumption', 'env::verify', 'ProveInfo', 'rzup', 'get_claim'],
  },
  '0.18': {
    zkvmCrate: '0.18',
    install: 'cargo install cargo-risczero',
    present: ['prove_elf', 'add_input', 'get_metadata'],
    absent: ['cargo binstall', 'RISC0_PROVER', 'ProveInfo', 'rzup', '.write_slice(', 'add_assumption'],
  },
};
