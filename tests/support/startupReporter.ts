import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';
import {median} from '../../scripts/lib/stats';
import {START_UP_ANNOTATION} from './startupBudget';

/**
 * Prints the start-up figures the every-page test gathered: the median, the
 * smallest and the largest start-up JavaScript over all routes (gzip).
 */
export default class StartupReporter implements Reporter {
  /** By route: a test's annotations can reach the reporter twice (test and result). */
  private readonly pages = new Map<string, {route: string; js: number; css: number}>();

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const annotation of [...test.annotations, ...result.annotations]) {
      if (annotation.type !== START_UP_ANNOTATION || !annotation.description) continue;
      const [route = '?', js = '0', css = '0'] = annotation.description.split(' ');
      this.pages.set(route, {route, js: Number(js), css: Number(css)});
    }
  }

  onEnd(): void {
    if (this.pages.size === 0) return;
    const sorted = [...this.pages.values()].sort((a, b) => a.js - b.js);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const first = sorted[0]!;
    const last = sorted[sorted.length - 1]!;
    console.log(
      `\nStart-up JavaScript over ${sorted.length} routes (gzip): median ${kb(median(sorted.map((page) => page.js)))}, ` +
        `smallest ${kb(first.js)} (${first.route}), largest ${kb(last.js)} (${last.route}); ` +
        `CSS at most ${kb(Math.max(...sorted.map((page) => page.css)))}.`,
    );
  }
}
