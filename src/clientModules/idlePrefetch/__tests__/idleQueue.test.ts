import {describe, expect, it} from 'vitest';
import {createIdleQueue, type IdleScheduler} from '../idleQueue';

/** An idle scheduler the test drives by hand, with a fixed budget per slice. */
function manualScheduler(itemsPerSlice: number) {
  const slices: Parameters<IdleScheduler>[0][] = [];
  const schedule: IdleScheduler = (callback) => void slices.push(callback);
  const runSlice = () => {
    const callback = slices.shift();
    if (!callback) throw new Error('nothing scheduled');
    let calls = 0;
    // timeRemaining is asked after each item: allow `itemsPerSlice` items.
    callback({timeRemaining: () => (++calls < itemsPerSlice ? 50 : 0)});
  };
  return {schedule, runSlice, scheduled: () => slices.length};
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle', () => {
    const done: string[] = [];
    const idle = manualScheduler(10);
    const enqueue = createIdleQueue<string>((item) => done.push(item), idle.schedule);
    enqueue('/a');
    enqueue('/b');
    expect(done).toEqual([]);
    expect(idle.scheduled()).toBe(1);
    idle.runSlice();
    expect(done).toEqual(['/a', '/b']);
    expect(idle.scheduled()).toBe(0);
  });

  it('spreads a burst over several idle slices, in order', () => {
    const done: number[] = [];
    const idle = manualScheduler(2);
    const enqueue = createIdleQueue<number>((item) => done.push(item), idle.schedule);
    for (let item = 1; item <= 5; item += 1) enqueue(item);
    idle.runSlice();
    expect(done).toEqual([1, 2]);
    idle.runSlice();
    expect(done).toEqual([1, 2, 3, 4]);
    idle.runSlice();
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(idle.scheduled()).toBe(0);
  });

  it('makes progress even when a slice has no time left', () => {
    const done: number[] = [];
    const idle = manualScheduler(0);
    const enqueue = createIdleQueue<number>((item) => done.push(item), idle.schedule);
    enqueue(1);
    enqueue(2);
    idle.runSlice();
    idle.runSlice();
    expect(done).toEqual([1, 2]);
  });

  it('runs each item once, and schedules again for items queued later', () => {
    const done: string[] = [];
    const idle = manualScheduler(10);
    const enqueue = createIdleQueue<string>((item) => done.push(item), idle.schedule);
    enqueue('/a');
    enqueue('/a');
    idle.runSlice();
    enqueue('/a');
    enqueue('/b');
    expect(idle.scheduled()).toBe(1);
    idle.runSlice();
    expect(done).toEqual(['/a', '/b']);
  });
});
