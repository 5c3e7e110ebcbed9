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

describe('reading the perf logger of Docusaurus 3.8 and later', () => {
  const log = `[PERF] Get locales to build - 2.88 seconds! - (Heap 56mb -> 198mb / Total 231mb)
[PERF] Build > en > Load site > Load plugins - 4.67 seconds! - (Heap 216mb -> 440mb / Total 475mb)
[PERF] Build > en > Load site - 4.87 seconds! - (Heap 198mb -> 446mb / Total 476mb)
[PERF] Build > en > Bundling with rspack - 10.13 seconds! - (Heap 440mb -> 144mb / Total 273mb)
[PERF] SSG Worker 1 - Task 3 - Rendering 10 pathnames - 412.00 ms - (Heap 42mb -> 44mb / Total 71mb)
[PERF] Build > en > SSG - 3.19 seconds! - (Heap 144mb -> 147mb / Total 273mb)
[PERF] Build > en > postBuild() - 5.67 seconds! - (Heap 148mb -> 392mb / Total 425mb)
[PERF] Build > en - 23.96 seconds! - (Heap 198mb -> 385mb / Total 424mb)
[PERF] Build - 23.96 seconds! - (Heap 198mb -> 385mb / Total 424mb)`;

  it('leaves out the locale level and the SSG workers’ own tasks', () => {
    expect(perfPhases(log)).toEqual([
      {label: 'Get locales to build', seconds: 2.88},
      {label: 'Build > Load site', seconds: 4.87},
      {label: 'Build > Bundling with rspack', seconds: 10.13},
      {label: 'Build > SSG', seconds: 3.19},
      {label: 'Build > postBuild()', seconds: 5.67},
      {label: 'Build', seconds: 23.96},
    ]);
  });
});
