// A misspelt type name the check must reject.
// cspell:ignore Recipt
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readApiVersions} from '../../scripts/lib/docs-inventory.mjs';
import {ALLOWLIST} from '../../scripts/api-names/allowlist';
import {
  checkSite,
  checkSource,
  formatProblem,
  isAllowed,
  prepareReleases,
  referredReleases,
} from '../../scripts/api-names/checkDocs';
import {judge} from '../../scripts/api-names/checkMention';
import {docLayout} from '../../scripts/api-names/docLayout';
import {mentionName, type Mention} from '../../scripts/api-names/mention';
import {docsRsPath, pageMentions, releasesTalkedAbout} from '../../scripts/api-names/pageMentions';
import {SYMBOLS_DIR} from '../../scripts/api-names/releaseIndex';
import {shellMentions} from '../../scripts/api-names/shellNames';
import {siteDir} from '../support/siteDir';

const releases = prepareReleases();
const SHARED_SYMBOLS = path.join(siteDir, '../shared/facts/api-symbols');

/** The zkVM names a doc source mentions (those the check looks up), with their lines and kinds. */
const names = (source: string) =>
  pageMentions(source, releases.crates)
    .filter((mention) => judge(mention, releases.byName.get('1.2')!, releases.any).checked)
    .map((m) => `${m.line} ${m.kind} ${mentionName(m)}`);
const problems = (source: string, release: string) =>
  checkSource(source, 'page.md', release, releases).problems.map(formatProblem);
const rust = (code: string, meta = '') => `Intro.\n\n\`\`\`rust${meta}\n${code}\n\`\`\`\n`;

describe('API symbol lists', () => {
  // ../shared sits beside the workplace checkout only; GitHub's CI has the copy alone.
  it.runIf(existsSync(SHARED_SYMBOLS))(
    'are an identical copy of ../shared/facts/api-symbols (skipped where ../shared is absent)',
    () => {
      const listing = (dir: string) => readdirSync(dir).sort();
      expect(listing(SYMBOLS_DIR), `Copy ${SHARED_SYMBOLS} to ${SYMBOLS_DIR}`).toEqual(listing(SHARED_SYMBOLS));
      for (const file of listing(SHARED_SYMBOLS)) {
        const same = readFileSync(path.join(SYMBOLS_DIR, file)).equals(readFileSync(path.join(SHARED_SYMBOLS, file)));
        expect(same, `${file} differs from ${SHARED_SYMBOLS}; copy it again`).toBe(true);
      }
    },
  );

  it('cover every API docs version, oldest release first', () => {
    expect(releases.ordered).toEqual([...readApiVersions(siteDir)].reverse().concat('next'));
  });

  it('know what each release added and removed', () => {
    const has = (release: string, mention: Mention) => {
      const verdict = judge(mention, releases.byName.get(release)!, releases.any);
      return verdict.checked && verdict.missing === undefined;
    };
    const pagingCycles: Mention = {kind: 'member', owner: 'SessionStats', member: 'paging_cycles', line: 1};
    expect(has('1.1', pagingCycles)).toBe(false);
    expect(has('1.2', pagingCycles)).toBe(true);
    expect(has('0.18', {kind: 'env', name: 'RISC0_DEV_MODE', line: 1})).toBe(true);
    expect(has('1.1', {kind: 'env', name: 'RISC0_INFO', line: 1})).toBe(false);
    expect(has('0.21', {kind: 'cli', tool: 'rzup', word: 'install', line: 1})).toBe(false);
    expect(has('1.1', {kind: 'crate', name: 'risc0-zkvm', version: '1.1.0', line: 1})).toBe(true);
    expect(has('1.1', {kind: 'crate', name: 'risc0-zkvm', version: '1.2', line: 1})).toBe(false);
  });
});

describe('finding API names in a page', () => {
  it('reads backticked names in prose: types, members, paths, method chains, crates; not file names', () => {
    const source = [
      'Use `ProveInfo` and `SessionStats::paging_cycles`.',
      'Import `risc0_zkvm::guest::env`, then call `env::read()`.',
      'Then `receipt.journal.decode()` in `Cargo.toml`, with `risc0-zkvm`.',
    ].join('\n');
    expect(names(source)).toEqual([
      '1 word ProveInfo',
      '1 member SessionStats::paging_cycles',
      '2 path risc0_zkvm::guest::env',
      '2 relative env::read',
      '3 field .journal',
      '3 field .decode',
      '3 crate risc0-zkvm',
    ]);
  });

  it('resolves code through its use declarations, nested trees and aliases included; skips std methods', () => {
    const code = [
      'use risc0_zkvm::{default_prover, guest::env as genv, ExecutorEnv};',
      'fn main() {',
      '    let env = ExecutorEnv::builder().write(&1u32).unwrap().build().unwrap();',
      '    let n: u32 = genv::read();',
      '}',
    ].join('\n');
    expect(names(rust(code))).toEqual([
      '4 path risc0_zkvm::default_prover',
      '4 path risc0_zkvm::guest::env',
      '4 path risc0_zkvm::ExecutorEnv',
      '6 path risc0_zkvm::ExecutorEnv::builder',
      '6 member ExecutorEnvBuilder::write',
      '6 member ExecutorEnvBuilder::build',
      '7 path risc0_zkvm::guest::env::read',
    ]);
  });

  it('types calls chained on a builder, default_prover() and default_executor()', () => {
    const code =
      'let env = ExecutorEnv::builder()\n    .segment_po2(19)\n    .write(&x)?\n    .build()?;\nlet info = default_prover().prove(env, ELF)?.receipt.verify(ID)?;';
    expect(names(rust(code, ' partial'))).toEqual([
      '4 member ExecutorEnv::builder',
      '5 member ExecutorEnvBuilder::segment_po2',
      '6 member ExecutorEnvBuilder::write',
      '7 member ExecutorEnvBuilder::build',
      '8 item default_prover',
      '8 member Prover::prove',
      '8 field .receipt',
      '8 field .verify',
    ]);
    expect(problems(rust(code, ' partial'), '1.2')).toEqual([
      'page.md:5: ExecutorEnvBuilder::segment_po2 is not in release 1.2 (risc0 v1.2.6)',
    ]);
  });

  it('leaves out what the examples declare, across the blocks of a page, and reads macro arguments', () => {
    const first = 'struct Totals { paging_cycles: u64 }\nfn prove_elf() {}';
    const second =
      'let totals = Totals { paging_cycles: 1 };\nprove_elf();\nprintln!("{}", totals.paging_cycles);\nprintln!("{}", stats.user_cycles);';
    expect(names(rust(first) + rust(second, ' partial'))).toEqual(['13 field .user_cycles']);
  });

  it('reads command lines: subcommands, flags, variables and pinned versions', () => {
    const script = [
      'RISC0_DEV_MODE=1 cargo run --release',
      'cargo risczero build \\',
      '  --manifest-path guest/Cargo.toml && rzup install cargo-risczero 1.1.0',
      'cargo binstall cargo-risczero@0.19.1 # a comment: cargo risczero nothing',
    ].join('\n');
    expect(shellMentions(script, 10).map((m) => `${m.line} ${m.kind} ${mentionName(m)}`)).toEqual([
      '11 cli cargo risczero build',
      '12 cli cargo risczero --manifest-path',
      '12 cli rzup install',
      '12 crate cargo-risczero 1.1.0',
      '13 crate cargo-risczero 0.19.1',
    ]);
    expect(names('Set `RISC0_PROVER=local`, or BONSAI_API_KEY, then run `r0vm --elf x`.')).toEqual([
      '1 cli r0vm --elf',
      '1 env RISC0_PROVER',
      '1 env BONSAI_API_KEY',
    ]);
  });

  it('reads manifests and docs.rs links', () => {
    const toml =
      '```toml\n[dependencies]\nserde = "1.0"\nrisc0-zkvm = { version = "1.2", default-features = false }\n\n[build-dependencies]\nrisc0-build = "1.2"\n```';
    expect(names(toml)).toEqual(['4 crate risc0-zkvm 1.2', '7 crate risc0-build 1.2']);
    expect(docsRsPath('risc0_zkvm/guest/env/fn.read.html')).toBe('risc0_zkvm::guest::env::read');
    expect(docsRsPath('bonsai_sdk/alpha/index.html')).toBe('bonsai_sdk::alpha');
    expect(docsRsPath('risc0_zkvm/struct.Receipt.html#method.verify')).toBe('risc0_zkvm::Receipt::verify');
    expect(
      names('See <DocsRs item="bonsai_sdk/alpha/struct.Client.html" crateVersion="0.7">`Client`</DocsRs>.'),
    ).toEqual(['1 word Client', '1 path bonsai_sdk::alpha::Client', '1 crate bonsai-sdk 0.7']);
  });

  it('finds fences, backticks and passages line by line, front matter and fenced backticks left out', () => {
    const layout = docLayout(
      [
        '---',
        'description: "`Nope`"',
        '---',
        'A `One`',
        'and `Two`.',
        '',
        '- item `Three`',
        '  ```bash',
        '  `not inline`',
        '  ```',
      ].join('\n'),
    );
    expect(layout.inline).toEqual([
      {value: 'One', line: 4},
      {value: 'Two', line: 5},
      {value: 'Three', line: 7},
    ]);
    expect(layout.blocks).toEqual([{lang: 'bash', code: '`not inline`', line: 8}]);
    expect(layout.passages.map(({from, to}) => [from, to])).toEqual([
      [4, 5],
      [7, 7],
    ]);
  });
});

describe('passages about other releases', () => {
  it('hear release lines and "earlier releases" in prose', () => {
    expect(releasesTalkedAbout('Release 0.20 renamed it; earlier releases differ (see Rust 1.81).')).toEqual([
      '0.20',
      '1.81',
      'earlier',
    ]);
    expect(referredReleases(['0.20', '1.81'], '0.21', releases)).toEqual(['0.19', '0.20']);
    expect(referredReleases(['earlier'], '0.20', releases)).toEqual(['0.18', '0.19']);
    expect(referredReleases(['previous'], '1.0', releases)).toEqual(['0.21']);
  });

  it('checks a "What changed" section against the release it describes, not only the page\'s', () => {
    const section =
      '## What changed in 1.2\n\n- `SessionStats` gained `paging_cycles`.\n\n## Next\n\nThe `paging_cycles` figure.\n';
    expect(problems(section, '1.1')).toEqual(['page.md:7: paging_cycles is not in release 1.1 (risc0 v1.1.4)']);
    expect(problems(section.replace('1.2', '1.1'), '1.0')).toEqual([
      'page.md:3: paging_cycles is not in release 1.0 (risc0 v1.0.5), nor in 1.1 (risc0 v1.1.4), which this passage describes',
      'page.md:7: paging_cycles is not in release 1.0 (risc0 v1.0.5)',
    ]);
  });

  it('checks a moved-page notice against the release it names', () => {
    const notice =
      ':::info[This page moved]\n\nFrom release 0.20 on, see `env::cycle_count`.\n\n:::\n\nHere, `env::cycle_count`.\n';
    expect(problems(notice, '0.19')).toEqual(['page.md:7: env::cycle_count is not in release 0.19 (risc0 v0.19.1)']);
  });
});

describe('checking a page against its release', () => {
  it('fails on stats.paging_cycles in a 1.1 host, with file, line, name and release', () => {
    const host = rust(
      'use risc0_zkvm::default_prover;\nfn main() {\n    let stats = &info.stats;\n    println!("{}", stats.paging_cycles);\n}',
    );
    expect(problems(host, '1.1')).toEqual(['page.md:7: paging_cycles is not in release 1.1 (risc0 v1.1.4)']);
    expect(problems(host, '1.2')).toEqual([]);
  });

  it('fails on names of other releases and invented ones, not on std or third-party names', () => {
    const page = [
      'Call `prove_elf`, set `RISC0_INFO`, run `cargo risczero datasheet --nope` and `rzup install`.',
      'Use `ExecutorEnvBuilder::writ` and `risc0_zkvm::Recipt`.',
      'Also `Vec::new`, `serde::Serialize`, `anyhow::Result`, `tokio::spawn`, `alloy::primitives::Address` and `.iter()`.',
    ].join('\n');
    expect(problems(page, '1.0').map((line) => line.replace(/ is not in release 1\.0 \(risc0 v1\.0\.5\)/, ''))).toEqual(
      [
        'page.md:1: prove_elf',
        'page.md:1: cargo risczero datasheet',
        'page.md:1: cargo risczero --nope',
        'page.md:1: rzup install',
        'page.md:1: RISC0_INFO',
        'page.md:2: ExecutorEnvBuilder::writ',
        'page.md:2: risc0_zkvm::Recipt',
      ],
    );
  });

  it('matches allowlist entries by name and page glob', () => {
    const entry = {names: ['flat'], where: ['api_versioned_docs/*/zkvm/profiling.md'], reason: 'pprof'};
    expect(isAllowed(entry, {file: 'api_versioned_docs/version-1.1/zkvm/profiling.md', name: 'flat'})).toBe(true);
    expect(isAllowed(entry, {file: 'api_versioned_docs/version-1.1/zkvm/receipts.md', name: 'flat'})).toBe(false);
    expect(isAllowed(entry, {file: 'api_versioned_docs/version-1.1/zkvm/profiling.md', name: 'cum'})).toBe(false);
  });
});

describe('every page names only what its release has', () => {
  const report = checkSite(siteDir, releases);

  it.each(report.tallies.map((tally) => [tally.version, tally.release, tally] as const))(
    'docs %s (release %s)',
    (version, _release, tally) => {
      expect(tally.checked).toBeGreaterThan(0);
      const found = report.problems.filter((problem) => problem.version === version);
      expect(
        found.map(formatProblem),
        'Fix the name for this release, or add it to scripts/api-names/allowlist.ts with a reason',
      ).toEqual([]);
    },
  );

  it('uses every allowlist entry', () => {
    expect(report.unusedAllowlist.map((entry) => entry.names.join(', '))).toEqual([]);
    expect(ALLOWLIST.every((entry) => entry.reason.length > 0)).toBe(true);
  });
});
