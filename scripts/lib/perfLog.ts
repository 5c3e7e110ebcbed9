/** One phase of a build as Docusaurus's perf logger (DOCUSAURUS_PERF_LOGGER=true) prints it. */
export type PerfPhase = {label: string; seconds: number};

const PERF_LINE = /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (seconds|ms)/;

/** The locale level Docusaurus 3.8+ puts under "Build" ("Build > en > SSG"). */
const LOCALE_LEVEL = /^Build > [a-z]{2,3}(?:-[A-Za-z]+)* > /;
/** Each SSG worker thread's own tasks, which overlap the SSG phase. */
const WORKER_TASK = /^SSG Worker /;

/**
 * The phases of a build log, in the order they ended, down to `depth` levels
 * of nesting ("Build > Bundling" is depth 2, the locale level left out) and
 * at least `minSeconds` long.
 */
export function perfPhases(log: string, {depth = 2, minSeconds = 0.3} = {}): PerfPhase[] {
  return log.split('\n').flatMap((line) => {
    const match = PERF_LINE.exec(line.trim());
    if (!match) return [];
    const [, logged = '', amount = '0', unit] = match;
    const label = logged.replace(LOCALE_LEVEL, 'Build > ');
    if (WORKER_TASK.test(label) || /^Build > [a-z]{2,3}(?:-[A-Za-z]+)*$/.test(label)) return [];
    const seconds = unit === 'ms' ? Math.round(Number(amount)) / 1000 : Number(amount);
    return label.split(' > ').length <= depth && seconds >= minSeconds ? [{label, seconds}] : [];
  });
}
