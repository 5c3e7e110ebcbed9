import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createIdleQueue, type IdleScheduler} from './idleQueue';

/**
 * Docusaurus prefetches the chunks of every internal link that scrolls into
 * view, and each prefetch scans the whole route table (eight API versions'
 * worth). A doc page shows dozens of sidebar links at once, so right after
 * hydration those scans ran back to back in one long task that delayed the
 * reader's first input. This moves them to idle time; hover and touch
 * preloads (`preload`) stay immediate.
 *
 * `window.docusaurus` is assigned by Docusaurus' client entry after the
 * client modules have run, so an accessor defined here sees the assignment.
 */
type DocusaurusGlobal = Window['docusaurus'];

const scheduleIdle: IdleScheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, {timeout: 2000});
  } else {
    // Safari has no requestIdleCallback: a later task, with a small budget.
    setTimeout(() => {
      const start = performance.now();
      callback({timeRemaining: () => Math.max(0, 10 - (performance.now() - start))});
    }, 50);
  }
};

function withIdlePrefetch(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  const enqueue = createIdleQueue<string>((routePath) => void docusaurus.prefetch(routePath), scheduleIdle);
  return Object.freeze({
    preload: docusaurus.preload,
    prefetch: (routePath: string) => {
      enqueue(routePath);
      return false as const;
    },
  });
}

if (ExecutionEnvironment.canUseDOM) {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = withIdlePrefetch(value);
    },
  });
}
