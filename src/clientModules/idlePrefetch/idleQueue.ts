/** The part of `requestIdleCallback` the queue needs (a stand-in in tests). */
export type IdleScheduler = (callback: (deadline: {timeRemaining(): number}) => void) => void;

/** Time an idle slice keeps for the browser's own work. */
const RESERVE_MS = 4;

/**
 * Runs `task` for each queued item during idle periods, as many per period
 * as fit, each item once. Queueing is cheap, so a burst of calls (every
 * link that scrolls into view in one frame) costs no long task.
 */
export function createIdleQueue<T>(task: (item: T) => void, scheduleIdle: IdleScheduler): (item: T) => void {
  const pending: T[] = [];
  const seen = new Set<T>();
  let scheduled = false;

  const drain = (deadline: {timeRemaining(): number}) => {
    // At least one item per slice, so the queue always moves forward.
    do {
      const item = pending.shift();
      if (item === undefined) break;
      task(item);
    } while (deadline.timeRemaining() > RESERVE_MS);
    scheduled = pending.length > 0;
    if (scheduled) scheduleIdle(drain);
  };

  return (item) => {
    if (seen.has(item)) return;
    seen.add(item);
    pending.push(item);
    if (!scheduled) {
      scheduled = true;
      scheduleIdle(drain);
    }
  };
}
