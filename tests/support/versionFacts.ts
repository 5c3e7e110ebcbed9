/**
 * What each API docs version must (and must not) say, from the release notes
 * and sources at each tag (see ../shared/facts/versions.md when available).
 * `absent` items were removed or renamed before this release, or never were
 * true of it; they may still appear in an introduction's "What changed in …"
 * section, which talks about another release on purpose. `later` items arrive
 * in a later release: they must not appear on this version's pages, nor in the
 * "What changed in <this version>" section that the previous version's
 * introduction writes about this release.
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
  later: string[];
};

/**
 * Executor log lines. 0.19.1 logs `total_cycles`, `session_cycles`,
 * `segment_count` and `execution_time` (0.19.0 logs none); 0.20 to 1.1 log the
 * execution time, segments, total and user cycles (cycle efficiency at info in
 * 0.20 and 0.21, at debug from 1.0), `Session::log` in
 * risc0/zkvm/src/host/server/session.rs. None has a "session cycles" line.
 */
const NO_SESSION_CYCLES = 'session cycles';

export const VERSION_FACTS: Record<string, VersionFacts> = {
  next: {
    zkvmCrate: '1.3',
    buildCrate: '2.0',
    install: 'rzup install',
    present: ['ProverOpts::groth16()', 'RISC0_PPROF_ENABLE_INLINE_FUNCTIONS', 'bls12_381', 'ProveInfo'],
    // `rzup install` already installs every component, `cpp` included.
    absent: ['prove_elf', 'add_input', 'bonsai_sdk::alpha', 'get_claim', 'get_metadata', 'Optional: the C++ toolchain'],
    later: [],
  },
  '1.2': {
    zkvmCrate: '1.2',
    install: 'rzup install',
    present: ['ProverOpts::groth16()', 'risc0-bigint2', 'RISC0_PPROF_OUT', 'ProveInfo', 'paging_cycles'],
    // v1.2.0:rzup/src/cli/install.rs installs the `cpp` toolchain with plain `rzup install`.
    absent: ['prove_elf', 'add_input', 'bonsai_sdk::alpha', 'Optional: the C++ toolchain'],
    later: ['RISC0_PPROF_ENABLE_INLINE_FUNCTIONS', 'bls12_381'],
  },
  '1.1': {
    zkvmCrate: '1.1',
    install: 'rzup install',
    present: ['ProveInfo', 'ProverOpts::groth16()', 'cargo risczero datasheet'],
    // v1.1.0:rzup/src/cli/install.rs installs the `cpp` toolchain with plain `rzup install`.
    absent: ['prove_elf', 'bonsai_sdk::alpha', 'Optional: the C++ toolchain'],
    // SessionStats has only segments, total_cycles, user_cycles (v1.1.4:risc0/zkvm/src/host/prove_info.rs).
    later: ['risc0-bigint2', 'seal_size', 'RISC0_INFO', 'paging_cycles', 'reserved_cycles'],
  },
  '1.0': {
    zkvmCrate: '1.0',
    install: 'curl -L https://risczero.com/install | bash',
    // The verifier page gives the per-chain routers and the 1.0 selector.
    present: [
      'ProveInfo',
      'prove_with_opts',
      'ReceiptKind',
      '0x310fe598',
      '0x8EaB2D97Dfce405A1692a21b3ff3A172d593D319',
    ],
    // Cycle efficiency is logged at debug level in 1.0, so `[executor]=info` doesn't show it.
    absent: ['prove_elf', NO_SESSION_CYCLES, 'cycle efficiency'],
    later: ['rzup install', 'cargo risczero datasheet', 'paging_cycles', 'reserved_cycles', 'risc0-bigint2'],
  },
  '0.21': {
    zkvmCrate: '0.21',
    install: 'cargo binstall cargo-risczero',
    present: ['cargo risczero install', 'get_claim', 'CompactReceipt', 'cargo binstall cargo-risczero@0.21.0'],
    absent: ['prove_elf', NO_SESSION_CYCLES],
    later: ['ProveInfo', 'rzup', 'prove_with_opts', 'ReceiptKind'],
  },
  '0.20': {
    zkvmCrate: '0.20',
    install: 'cargo binstall cargo-risczero',
    present: ['add_assumption', 'RISC0_PPROF_OUT', 'get_claim', 'cargo binstall cargo-risczero@0.20.1'],
    absent: [NO_SESSION_CYCLES],
    later: ['ProveInfo', 'rzup', 'prove_with_opts', 'CompactReceipt', 'ReceiptKind'],
  },
  '0.19': {
    zkvmCrate: '0.19',
    install: 'cargo binstall cargo-risczero',
    // `segment_count`: the executor statistics name the 0.19.1 log keys, which 0.19.0 lacks.
    present: [
      'prove_elf',
      'get_metadata',
      'execute_elf',
      'write_slice(&data)',
      'cargo binstall cargo-risczero@0.19.1',
      'segment_count',
    ],
    absent: [NO_SESSION_CYCLES],
    later: ['add_assumption', 'env::verify', 'ProveInfo', 'rzup', 'get_claim'],
  },
  '0.18': {
    zkvmCrate: '0.18',
    install: 'cargo install cargo-risczero',
    present: ['prove_elf', 'add_input', 'get_metadata'],
    absent: [],
    later: ['cargo binstall', 'RISC0_PROVER', 'ProveInfo', 'rzup', '.write_slice(', 'add_assumption'],
  },
};

/**
 * Facts for the root docs (education, reference, FAQ), found with
 * `containsFormula`, so `$x^4 - 11$`, `X^{4} − 11` and `x⁴ − 11` are one form.
 */
export const ROOT_FACTS: {present: string[]; absent: string[]} = {
  // Baby Bear's extension field is F_p[X]/(X^4 + 11): BETA = 11 in risc0/core/src/field/baby_bear.rs.
  present: ['x^4 + 11', 'x^4 = -11'],
  absent: ['x^4 - 11', 'x^4 = 11'],
};

/**
 * Whether `text` holds `formula`, both normalized, as a whole term: `x^4 + 11`
 * is not found in the polynomial `x^4 + 11x^5`.
 */
export function containsFormula(text: string, formula: string): boolean {
  const haystack = normalizeMath(text);
  const needle = normalizeMath(formula);
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (!/[0-9a-z^]/.test(haystack.charAt(at + needle.length))) return true;
  }
  return false;
}

/** Lower case, no spaces or braces, ASCII minus and `^4` for superscript digits. */
function normalizeMath(text: string): string {
  const superscripts: Record<string, string> = {
    '⁰': '0',
    '¹': '1',
    '²': '2',
    '³': '3',
    '⁴': '4',
    '⁵': '5',
    '⁶': '6',
    '⁷': '7',
    '⁸': '8',
    '⁹': '9',
  };
  return text
    .toLowerCase()
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (digit) => `^${superscripts[digit] ?? ''}`)
    .replace(/[−–]/g, '-')
    .replace(/[\s{}]/g, '');
}
