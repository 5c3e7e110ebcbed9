import {describe, expect, it} from 'vitest';
import {buildTrace, checkRules, failingRules, type TraceRow} from '../fibonacciTrace';

const PUBLIC = {input1: 24, input2: 30, output: 28, p: 97};
const ALL_ZERO = [0, 0, 0, 0, 0, 0];

const data = (rows: TraceRow[]) => rows.map(({d1, d2, d3}) => [d1, d2, d3]);
const controls = (rows: TraceRow[]) => rows.map(({c1, c2, c3}) => [c1, c2, c3]);

describe('the STARK-by-hand trace over F_97', () => {
  const rows = buildTrace({input1: 24, input2: 30, steps: 4, p: 97});

  it('matches the hand-computed rows', () => {
    expect(data(rows)).toEqual([
      [24, 30, 54],
      [30, 54, 84],
      [54, 84, 41],
      [84, 41, 28],
    ]);
    expect(controls(rows)).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 1, 0],
      [0, 1, 1],
    ]);
    expect(rows.map((r) => r.clock)).toEqual([0, 1, 2, 3]);
  });

  it('satisfies all six rules on every row', () => {
    expect(checkRules(rows, PUBLIC)).toEqual([ALL_ZERO, ALL_ZERO, ALL_ZERO, ALL_ZERO]);
    expect(failingRules(checkRules(rows, PUBLIC), rows)).toEqual([]);
  });

  it('breaks only the termination rule on the last row when input2 changes but the claimed output does not', () => {
    const other = buildTrace({input1: 24, input2: 31, steps: 4, p: 97});
    const values = checkRules(other, {...PUBLIC, input2: 31});
    // The new trace ends in 33, five more than the claimed 28.
    expect(other[3]?.d3).toBe(33);
    expect(values).toEqual([ALL_ZERO, ALL_ZERO, ALL_ZERO, [0, 0, 0, 5, 0, 0]]);
    expect(failingRules(values, other).map((f) => [f.rule.number, f.rows])).toEqual([[4, [3]]]);
  });

  it('breaks the Fibonacci rule on a tampered row and a carry rule on the next', () => {
    const tampered = rows.map((row) => (row.clock === 1 ? {...row, d3: 85} : row));
    const values = checkRules(tampered, PUBLIC);
    expect(values).toEqual([ALL_ZERO, [1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 96], ALL_ZERO]);
    expect(failingRules(values, tampered).map((f) => [f.rule.name, f.rows])).toEqual([
      ['Fibonacci', [1]],
      ['carry 2', [2]],
    ]);
  });

  it('catches an input that does not match the first row', () => {
    const values = checkRules(rows, {...PUBLIC, input1: 25});
    expect(values[0]).toEqual([0, 96, 0, 0, 0, 0]);
  });
});
