import {describe, expect, it} from 'vitest';
import {perfPhases} from '../../scripts/lib/perfLog';

const LOG = `[INFO] [en] Creating an optimized production build...
[PERF] Build > Load site > Load plugins - 2.41 seconds! - (Heap 80mb -> 300mb / Total 400mb)
[PERF] Build > Load site - 3.70 seconds! - (Heap 60mb -> 310mb / Total 420mb)
[PERF] Build > Bundling with Rspack - 12.04 seconds! - (Heap 310mb -> 500mb / Total 700mb)
[PERF] Build > postBuild() - 850.20 ms - (Heap 500mb -> 520mb / Total 700mb)
[PERF] Build > Write the sitemap - 12.50 ms - (Heap 520mb -> 521mb / Total 700mb)
[PERF][KO] Build > Broken - 1.00 seconds! - (Heap 1mb -> 1mb / Total 1mb)
[PERF] Build - 17.90 seconds! - (Heap 20mb -> 521mb / Total 700mb)`;

describe('reading the perf logger', () => {
  it('keeps the phases down to two levels, in seconds, from 0.3 s', () => {
    expect(perfPhases(LOG)).toEqual([
      {label: 'Build > Load site', seconds: 3.7},
      {label: 'Build > Bundling with Rspack', seconds: 12.04},
      {label: 'Build > postBuild()', seconds: 0.85},
      {label: 'Build > Broken', seconds: 1},
      {label: 'Build', seconds: 17.9},
    ]);
  });

  it('goes deeper when asked', () => {
    expect(perfPhases(LOG, {depth: 3}).map((phase) => phase.label)).toContain('Build > Load site > Load plugins');
  });
});
