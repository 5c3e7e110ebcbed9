/**
 * Names the API-name check reports that are right all the same. Each entry
 * says why; prefer a better extraction rule over a new entry. The unit test
 * fails on an entry that no longer matches anything.
 */
export type AllowedName = {
  /** The names as failure messages print them. */
  names: string[];
  /** Doc paths from the repository root where they are accepted; `*` matches anything. */
  where: string[];
  reason: string;
};

export const ALLOWLIST: AllowedName[] = [
  {
    names: [
      'bonsai-sdk 0.8',
      'alpha',
      'alpha_async',
      'bonsai_sdk::alpha',
      'bonsai_sdk::alpha::Client',
      'bonsai_sdk::alpha::Client::from_env',
    ],
    where: ['api_versioned_docs/version-1.0/*', 'api_versioned_docs/version-1.1/introduction.md'],
    reason:
      'The 1.0 pages use bonsai-sdk 0.8 and its `alpha` module, which shipped with v1.0.0 and v1.0.1. The 1.0 list reads ' +
      'v1.0.5, whose bonsai-sdk is 0.9.0 (from v1.0.2, bonsai/sdk/Cargo.toml) with the later blocking/non_blocking clients.',
  },
  {
    names: ['union'],
    where: ['docs/terminology.md', 'api_versioned_docs/version-1.1/introduction.md'],
    reason:
      'The `union` recursion program (union.zkr) is part of 1.2 (risc0/circuit/recursion/src/control_id.rs at v1.2.6); ' +
      'the Rust function that runs it arrived in 1.3.',
  },
  {
    names: ['flat'],
    where: ['api/zkvm/profiling.md', 'api_versioned_docs/*/zkvm/profiling.md'],
    reason: "pprof's `flat` column (cycles spent in a function itself), not a zkVM name.",
  },
  {
    names: ['cargo-risczero 1.2.0'],
    where: ['api/zkvm/install.md'],
    reason: 'The example of pinning a version installs an earlier, published release on purpose.',
  },
  {
    names: ['total_cycles'],
    where: ['api_versioned_docs/version-0.19/zkvm/quickstart.md'],
    reason:
      'A label the 0.19.1 executor prints (`log::info!(target: "executor", "total_cycles = {}", …)`, ' +
      'risc0/zkvm/src/host/server/exec/executor.rs at v0.19.1), not a public API item.',
  },
];
