import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {assertModulus, parseElement} from '../math/field';
import {buildTrace, checkRules, failingRules, RULES, type RuleFailure, type TraceRow} from '../math/fibonacciTrace';
import {NumberField, ScrollTable, WidgetFrame} from '../controls';
import styles from '../Widget.module.css';

export type TraceTableExplorerProps = {
  /** The field's prime (97). */
  prime?: number;
  /** The first input, loaded into d1 on row 0 (24). */
  input1?: number;
  /** The second input, loaded into d2 on row 0 (30). */
  input2?: number;
  /** The output the prover claims, checked against d3 on the last row (28). */
  output?: number;
};

const STEPS = 4;
const DATA_COLUMNS = ['d1', 'd2', 'd3'] as const;
type DataColumn = (typeof DATA_COLUMNS)[number];

const cellKey = (row: number, column: DataColumn) => `${row}:${column}`;

/** "rows 1 and 2", "row 3", "rows 0, 1 and 2". */
function listRows(rows: readonly number[]): string {
  if (rows.length === 1) return `row ${rows[0]}`;
  return `rows ${rows.slice(0, -1).join(', ')} and ${rows[rows.length - 1]}`;
}

function summary(failures: readonly RuleFailure[]): string {
  if (failures.length === 0) return `✓ All ${RULES.length} rules hold on all ${STEPS} rows.`;
  const sentences = failures.map(({rule, rows}) => `Rule ${rule.number} (${rule.name}) fails on ${listRows(rows)}`);
  return `✗ ${sentences.join('; ')}.`;
}

/** The STARK-by-hand trace with its six rules checked on every row. */
export default function TraceTableExplorerWidget({
  prime = 97,
  input1 = 24,
  input2 = 30,
  output = 28,
}: TraceTableExplorerProps): ReactNode {
  try {
    assertModulus(prime);
  } catch (error) {
    const message = `TraceTableExplorer: ${(error as Error).message}`;
    return <WidgetFrame name="trace-table" title="Trace table explorer" error={message} />;
  }
  return <Explorer p={prime} initial={{input1, input2, output}} />;
}

function Explorer({p, initial}: {p: number; initial: {input1: number; input2: number; output: number}}): ReactNode {
  const [input1Text, setInput1] = useState(String(initial.input1));
  const [input2Text, setInput2] = useState(String(initial.input2));
  const [outputText, setOutput] = useState(String(initial.output));
  const [tamper, setTamper] = useState(false);
  // Cells the reader overrode, keyed "row:column", as typed.
  const [overrides, setOverrides] = useState<Record<string, string>>({});

  const input1 = parseElement(input1Text, p);
  const input2 = parseElement(input2Text, p);
  const output = parseElement(outputText, p);
  const inputsValid = input1 !== null && input2 !== null && output !== null;

  const honest = inputsValid ? buildTrace({input1, input2, steps: STEPS, p}) : null;
  // Unreadable overrides fall back to the honest value; the input shows them as invalid.
  const rows: TraceRow[] | null =
    honest?.map((row) => {
      const cell = (column: DataColumn) => parseElement(overrides[cellKey(row.clock, column)] ?? '', p) ?? row[column];
      return {...row, d1: cell('d1'), d2: cell('d2'), d3: cell('d3')};
    }) ?? null;
  const values = rows && inputsValid ? checkRules(rows, {input1, input2, output, p}) : null;
  const failures = rows && values ? failingRules(values, rows) : null;

  const setTamperMode = (on: boolean) => {
    setTamper(on);
    if (!on) setOverrides({});
  };
  const override = (row: number, column: DataColumn, text: string) =>
    setOverrides((old) => ({...old, [cellKey(row, column)]: text}));

  return (
    <WidgetFrame name="trace-table" title="Trace table explorer">
      <div className={styles.controls}>
        <NumberField label="input1" value={input1Text} onChange={setInput1} invalid={input1 === null} />
        <NumberField label="input2" value={input2Text} onChange={setInput2} invalid={input2 === null} />
        <NumberField label="Asserted output" value={outputText} onChange={setOutput} invalid={output === null} />
        <label className={styles.checkbox}>
          <input type="checkbox" checked={tamper} onChange={(event) => setTamperMode(event.target.checked)} />
          Tamper with a cell
        </label>
        {tamper && Object.keys(overrides).length > 0 && (
          <button type="button" className="button button--sm button--secondary" onClick={() => setOverrides({})}>
            Restore honest trace
          </button>
        )}
      </div>
      <p className={styles.note}>
        The trace is recomputed from the inputs in F<sub>{p}</sub>.{' '}
        {tamper
          ? 'Edit any d cell to see which rules catch it; unticking the box restores the honest trace.'
          : 'Tick “Tamper with a cell” to overwrite data cells by hand.'}
      </p>
      {rows === null || values === null || failures === null ? (
        <p className={styles.error}>Enter whole numbers for input1, input2 and the output.</p>
      ) : (
        <>
          <div
            aria-live="polite"
            className={clsx(styles.result, failures.length === 0 ? styles.pass : styles.fail)}
            data-result="summary">
            <p>{summary(failures)}</p>
          </div>
          <ScrollTable label="Trace table and rule checks">
            <thead>
              <tr>
                <th scope="col">clock</th>
                {DATA_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
                <th scope="col">c1</th>
                <th scope="col">c2</th>
                <th scope="col">c3</th>
                {RULES.map((rule) => (
                  <th key={rule.number} scope="col" title={rule.formula}>
                    Rule {rule.number}
                    <br />
                    {rule.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={row.clock} data-row={row.clock}>
                  <th scope="row">{row.clock}</th>
                  {DATA_COLUMNS.map((column) => {
                    const key = cellKey(row.clock, column);
                    const edited = honest?.[r]?.[column] !== row[column];
                    return (
                      <td key={column} className={clsx(edited && styles.edited)}>
                        {tamper ? (
                          <NumberField
                            hideLabel
                            label={`${column} on row ${row.clock}`}
                            value={overrides[key] ?? String(row[column])}
                            onChange={(text) => override(row.clock, column, text)}
                            invalid={overrides[key] !== undefined && parseElement(overrides[key], p) === null}
                          />
                        ) : (
                          row[column]
                        )}
                        {edited && <span className={styles.visuallyHidden}> (edited)</span>}
                      </td>
                    );
                  })}
                  <td>{row.c1}</td>
                  <td>{row.c2}</td>
                  <td>{row.c3}</td>
                  {RULES.map((rule, i) => {
                    const value = values[r]?.[i] ?? 0;
                    return (
                      <td key={rule.number} className={value === 0 ? styles.pass : styles.fail} data-rule={rule.number}>
                        {value} {value === 0 ? '✓' : '✗'}
                        <span className={styles.visuallyHidden}>{value === 0 ? ' holds' : ' fails'}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <ol className={styles.note}>
            {RULES.map((rule) => (
              <li key={rule.number}>
                <span className={styles.num}>{rule.formula}</span> = 0 ({rule.name})
              </li>
            ))}
          </ol>
        </>
      )}
    </WidgetFrame>
  );
}
