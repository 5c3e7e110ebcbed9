import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {add, div, inv, isPrime, mul, parseElement, parseWhole, powSigned, sub} from '../math/field';
import {NumberField, ScrollTable, WidgetFrame} from '../controls';
import styles from '../Widget.module.css';

export type FieldCalculatorProps = {
  /** The prime the calculator starts with. */
  defaultPrime?: number;
};

const MAX_PRIME = 257;
/** Beyond this the p × p table stops being readable. */
const TABLE_LIMIT = 23;

/** Why the typed modulus is not usable, or null when it is a prime in range. */
function primeProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 'Enter a whole number for p.';
  const p = Number(trimmed);
  if (p < 2 || p > MAX_PRIME) return `Pick p between 2 and ${MAX_PRIME}; ${p} is out of range.`;
  if (!isPrime(p)) {
    let factor = 2;
    while (p % factor !== 0) factor += 1;
    return `${p} is not prime (${p} = ${factor} · ${p / factor}), so some nonzero elements have no inverse. Pick a prime such as 5, 7, 11 or 97.`;
  }
  return null;
}

type ElementInputProps = {label: string; text: string; onChange: (text: string) => void; p: number | null};

function ElementInput({label, text, onChange, p}: ElementInputProps): ReactNode {
  const value = p === null ? null : parseElement(text, p);
  const reduced = value !== null && text.trim() !== String(value);
  return (
    <NumberField
      label={label}
      value={text}
      onChange={onChange}
      invalid={p !== null && value === null}
      note={
        reduced && (
          <span className={styles.note}>
            ≡ {value} (mod {p})
          </span>
        )
      }
    />
  );
}

type Results = {key: string; expression: ReactNode; value: string}[];

function operations(a: number, b: number, exponent: number, p: number): Results {
  const noInverse = (x: number) => `undefined: ${x} has no inverse`;
  return [
    {key: 'sum', expression: `${a} + ${b}`, value: String(add(a, b, p))},
    {key: 'difference', expression: `${a} − ${b}`, value: String(sub(a, b, p))},
    {key: 'product', expression: `${a} · ${b}`, value: String(mul(a, b, p))},
    {key: 'quotient', expression: `${a} / ${b}`, value: b === 0 ? noInverse(0) : String(div(a, b, p))},
    {
      key: 'power',
      expression: (
        <>
          {a}
          <sup>{exponent}</sup>
        </>
      ),
      value: String(powSigned(a, exponent, p) ?? noInverse(0)),
    },
    {key: 'inverse', expression: `${a}⁻¹`, value: a === 0 ? 'no inverse (0 has none)' : String(inv(a, p))},
  ];
}

function MultiplicationTable({p, a, b}: {p: number; a: number; b: number}): ReactNode {
  const elements = Array.from({length: p}, (_, i) => i);
  return (
    <>
      <p className={styles.note}>
        Multiplication table of F<sub>{p}</sub>: row x, column y holds x · y. Your a · b is outlined.
      </p>
      <ScrollTable label={`Multiplication table of F_${p}`}>
        <thead>
          <tr>
            <th scope="col">·</th>
            {elements.map((y) => (
              <th key={y} scope="col" className={clsx(y === b && styles.highlight)}>
                {y}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {elements.map((x) => (
            <tr key={x}>
              <th scope="row" className={clsx(x === a && styles.highlight)}>
                {x}
              </th>
              {elements.map((y) => (
                <td key={y} className={clsx(x === a && y === b && styles.highlight)}>
                  {mul(x, y, p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}

function InverseTable({p, a}: {p: number; a: number}): ReactNode {
  const elements = Array.from({length: p - 1}, (_, i) => i + 1);
  return (
    <>
      <p className={styles.note}>Every nonzero x has an inverse: x · x⁻¹ = 1.</p>
      <ScrollTable label={`Inverses in F_${p}`}>
        <tbody>
          <tr>
            <th scope="row">x</th>
            {elements.map((x) => (
              <td key={x} className={clsx(x === a && styles.highlight)}>
                {x}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">x⁻¹</th>
            {elements.map((x) => (
              <td key={x} className={clsx(x === a && styles.highlight)}>
                {inv(x, p)}
              </td>
            ))}
          </tr>
        </tbody>
      </ScrollTable>
    </>
  );
}

/** Arithmetic in F_p for a prime the reader picks, with its tables. */
export default function FieldCalculatorWidget({defaultPrime = 7}: FieldCalculatorProps): ReactNode {
  const [primeText, setPrimeText] = useState(String(defaultPrime));
  const [aText, setAText] = useState('3');
  const [bText, setBText] = useState('5');
  const errorId = useId();

  const problem = primeProblem(primeText);
  const p = problem === null ? Number(primeText.trim()) : null;
  const a = p === null ? null : parseElement(aText, p);
  const b = p === null ? null : parseElement(bText, p);
  // The exponent of a^b is b as typed: it counts multiplications, it is not reduced mod p.
  const exponent = parseWhole(bText);

  let result: ReactNode;
  if (p === null) {
    result = (
      <p id={errorId} className={styles.error} data-result="error">
        {problem}
      </p>
    );
  } else if (a === null || b === null || exponent === null) {
    result = <p className={styles.error}>Enter whole numbers for a and b.</p>;
  } else {
    result = (
      <dl className={styles.results}>
        {operations(a, b, exponent, p).map(({key, expression, value}) => (
          <div key={key}>
            <dt>{expression}</dt>
            <dd data-result={key}>{value}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <WidgetFrame name="field-calculator" title="Finite field calculator">
      <div className={styles.controls}>
        <NumberField
          label="Prime p"
          value={primeText}
          onChange={setPrimeText}
          invalid={p === null}
          describedBy={p === null ? errorId : undefined}
          min={2}
          max={MAX_PRIME}
        />
        <ElementInput label="a" text={aText} onChange={setAText} p={p} />
        <ElementInput label="b" text={bText} onChange={setBText} p={p} />
      </div>
      <div aria-live="polite">
        {p !== null && (
          <p className={styles.note}>
            Results in F<sub>{p}</sub>. Inputs outside 0…{p - 1} are reduced mod {p} first, except b in a<sup>b</sup>:
            there b counts how many times a is multiplied, so it stays as typed.
          </p>
        )}
        {result}
      </div>
      {p !== null && a !== null && b !== null && (
        <>
          {p <= TABLE_LIMIT ? (
            <MultiplicationTable p={p} a={a} b={b} />
          ) : (
            <p className={styles.note}>
              The multiplication table is shown for p ≤ {TABLE_LIMIT}; for p = {p} it would have {p * p} cells.
            </p>
          )}
          <InverseTable p={p} a={a} />
        </>
      )}
    </WidgetFrame>
  );
}
