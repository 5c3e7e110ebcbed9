/**
 * The trace of the "STARK by hand" example: a Fibonacci-style computation over
 * F_97, three data columns (d1, d2, d3) and three control columns that switch
 * each rule on for the rows where it applies.
 */
import {add, mod, mul, sub} from './field';

export type TraceRow = {
  clock: number;
  d1: number;
  d2: number;
  d3: number;
  /** 1 on the first row: the inputs are loaded here. */
  c1: number;
  /** 1 on the rows that continue the sequence from the row above. */
  c2: number;
  /** 1 on the last row: the output is read here. */
  c3: number;
};

export type TraceParams = {input1: number; input2: number; steps?: number; p?: number};

export type PublicValues = {input1: number; input2: number; output: number; p: number};

/** The six rule values of one row, in rule order; 0 means the rule holds. */
export type RuleValues = [number, number, number, number, number, number];

export type Rule = {
  number: number;
  /** Name as it reads mid-sentence: "Rule 4 (termination) fails…". */
  name: string;
  /** The constraint, selector included. */
  formula: string;
};

export const RULES: readonly Rule[] = [
  {number: 1, name: 'Fibonacci', formula: '(c1 + c2 + c3)·(d3 − d2 − d1)'},
  {number: 2, name: 'init 1', formula: 'c1·(d1 − input1)'},
  {number: 3, name: 'init 2', formula: 'c1·(d2 − input2)'},
  {number: 4, name: 'termination', formula: 'c3·(d3 − output)'},
  {number: 5, name: 'carry 1', formula: 'c2·(d1 − d2 of the row above)'},
  {number: 6, name: 'carry 2', formula: 'c2·(d2 − d3 of the row above)'},
];

/** The honest trace: row 0 holds the inputs, each later row shifts the window one step. */
export function buildTrace({input1, input2, steps = 4, p = 97}: TraceParams): TraceRow[] {
  if (!Number.isInteger(steps) || steps < 1) throw new RangeError(`The trace needs at least one row; got ${steps}.`);
  const rows: TraceRow[] = [];
  let [d1, d2] = [mod(input1, p), mod(input2, p)];
  for (let clock = 0; clock < steps; clock += 1) {
    const d3 = add(d1, d2, p);
    rows.push({
      clock,
      d1,
      d2,
      d3,
      c1: clock === 0 ? 1 : 0,
      c2: clock === 0 ? 0 : 1,
      c3: clock === steps - 1 ? 1 : 0,
    });
    [d1, d2] = [d2, d3];
  }
  return rows;
}

/** Evaluates every rule on every row; each value is the rule times its selector. */
export function checkRules(rows: readonly TraceRow[], {input1, input2, output, p}: PublicValues): RuleValues[] {
  return rows.map((row, i) => {
    // Row 0 has no row above; its c2 is 0, so the carry rules vanish there anyway.
    const above = rows[i - 1] ?? row;
    const selected = (selector: number, value: number) => mul(selector, value, p);
    return [
      selected(row.c1 + row.c2 + row.c3, sub(sub(row.d3, row.d2, p), row.d1, p)),
      selected(row.c1, sub(row.d1, input1, p)),
      selected(row.c1, sub(row.d2, input2, p)),
      selected(row.c3, sub(row.d3, output, p)),
      selected(row.c2, sub(row.d1, above.d2, p)),
      selected(row.c2, sub(row.d2, above.d3, p)),
    ];
  });
}

export type RuleFailure = {rule: Rule; rows: number[]};

/** The rules that fail, each with the clock values of the rows it fails on. */
export function failingRules(values: readonly RuleValues[], rows: readonly TraceRow[]): RuleFailure[] {
  return RULES.flatMap((rule, r) => {
    const failing = values.flatMap((row, i) => (row[r] === 0 ? [] : [rows[i]?.clock ?? i]));
    return failing.length === 0 ? [] : [{rule, rows: failing}];
  });
}
