import {useId, useState, type ReactNode} from 'react';
import {assertModulus, parseElement, powers, rootOfUnity, smallestGenerator} from '../math/field';
import {intt, ntt} from '../math/ntt';
import {formatPolynomial} from '../math/polynomial';
import {NumberField, ScrollTable, WidgetFrame} from '../controls';
import styles from '../Widget.module.css';

export type NttExplorerProps = {
  /** The field's prime (97). */
  prime?: number;
  /** The starting transform length n, a power of two dividing prime − 1 (8). */
  size?: number;
};

type Mode = 'coefficients' | 'evaluations';

const SIZE_CHOICES = [2, 4, 8, 16];
/** Larger transforms make tables too long to read. */
const MAX_SIZE = 32;
const SAMPLE = [3, 1, 4, 1, 5, 9, 2, 6];

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0;

/** Why the props cannot work, for the page author; null when they can. */
function propsProblem(prime: number, size: number): string | null {
  try {
    assertModulus(prime);
  } catch (error) {
    return (error as Error).message;
  }
  if (!isPowerOfTwo(size) || size < 2 || size > MAX_SIZE || (prime - 1) % size !== 0) {
    return `size must be a power of two from 2 to ${MAX_SIZE} that divides p − 1 = ${prime - 1}; got ${size}.`;
  }
  return null;
}

/** Parsed values, with unreadable cells as null. */
const parseAll = (texts: readonly string[], p: number) => texts.map((text) => parseElement(text, p));

const resize = (values: readonly number[], n: number) => Array.from({length: n}, (_, i) => values[i] ?? 0);

/** Coefficients ↔ evaluations on the powers of ω, in either direction. */
export default function NttExplorerWidget({prime = 97, size = 8}: NttExplorerProps): ReactNode {
  const problem = propsProblem(prime, size);
  if (problem !== null) {
    return <WidgetFrame name="ntt-explorer" title="NTT explorer" error={`NttExplorer: ${problem}`} />;
  }
  return <Explorer prime={prime} initialSize={size} />;
}

function Explorer({prime: p, initialSize}: {prime: number; initialSize: number}): ReactNode {
  const [n, setN] = useState(initialSize);
  const [mode, setMode] = useState<Mode>('coefficients');
  // The editable column, as typed; the other column is computed from it.
  const [texts, setTexts] = useState(() => resize(SAMPLE, initialSize).map(String));
  const sizeId = useId();

  // 5 for F_97, the generator the pages use.
  const generator = smallestGenerator(p);
  const omega = rootOfUnity(n, p, generator);
  const domain = powers(omega, n, p);
  const sizes = [...new Set([...SIZE_CHOICES, initialSize])].filter((s) => (p - 1) % s === 0).sort((x, y) => x - y);

  const typed = parseAll(texts, p);
  const complete = typed.every((v): v is number => v !== null) ? typed : null;
  const fromTyped = (values: number[]) => (mode === 'coefficients' ? ntt(values, omega, p) : intt(values, omega, p));
  const computed = complete ? fromTyped(complete) : null;
  const coefficients = mode === 'coefficients' ? complete : computed;
  const evaluations = mode === 'coefficients' ? computed : complete;

  // Switching the size or the mode keeps the polynomial, reading blank cells as 0.
  const currentCoefficients = () => {
    const values = typed.map((v) => v ?? 0);
    return mode === 'coefficients' ? values : intt(values, omega, p);
  };
  const changeSize = (next: number) => {
    const coeffs = resize(currentCoefficients(), next);
    const nextOmega = rootOfUnity(next, p, generator);
    setTexts((mode === 'coefficients' ? coeffs : ntt(coeffs, nextOmega, p)).map(String));
    setN(next);
  };
  const toggleMode = (toEvaluations: boolean) => {
    const coeffs = currentCoefficients();
    setTexts((toEvaluations ? ntt(coeffs, omega, p) : coeffs).map(String));
    setMode(toEvaluations ? 'evaluations' : 'coefficients');
  };
  const edit = (index: number, text: string) => setTexts((old) => old.map((t, i) => (i === index ? text : t)));

  const editable = (index: number, label: string) => (
    <NumberField
      hideLabel
      label={label}
      value={texts[index] ?? ''}
      onChange={(text) => edit(index, text)}
      invalid={typed[index] === null}
    />
  );
  const shown = (values: number[] | null, index: number) => <td data-output={index}>{values ? values[index] : '–'}</td>;

  return (
    <WidgetFrame name="ntt-explorer" title="NTT explorer">
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={sizeId}>Size n</label>
          <select
            id={sizeId}
            className={styles.select}
            value={n}
            onChange={(event) => changeSize(Number(event.target.value))}>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={mode === 'evaluations'}
            onChange={(event) => toggleMode(event.target.checked)}
          />
          Edit evaluations instead
        </label>
      </div>
      <p className={styles.note}>
        In F<sub>{p}</sub>, ω = {generator}
        <sup>
          {p - 1}/{n}
        </sup>{' '}
        = {generator}
        <sup>{(p - 1) / n}</sup> = <span className={styles.num}>{omega}</span> has order {n}: its powers are the {n}{' '}
        evaluation points.{' '}
        {mode === 'coefficients'
          ? 'Edit a coefficient aᵢ; the forward NTT recomputes every f(ωⁱ).'
          : 'Edit a value f(ωⁱ); the inverse NTT recomputes the coefficients.'}
      </p>
      <ScrollTable label="Coefficients and evaluations">
        <thead>
          <tr>
            <th scope="col">i</th>
            <th scope="col">ωⁱ</th>
            <th scope="col">aᵢ</th>
            <th scope="col">f(ωⁱ)</th>
          </tr>
        </thead>
        <tbody>
          {domain.map((x, i) => (
            <tr key={i}>
              <th scope="row">{i}</th>
              <td>{x}</td>
              {mode === 'coefficients' ? (
                <>
                  <td>{editable(i, `Coefficient a${i}`)}</td>
                  {shown(evaluations, i)}
                </>
              ) : (
                <>
                  {shown(coefficients, i)}
                  <td>{editable(i, `Evaluation f(ω^${i})`)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <div aria-live="polite" className={styles.result}>
        {coefficients && evaluations ? (
          <>
            <p>
              f(x) = <span className={styles.poly}>{formatPolynomial(coefficients)}</span>
            </p>
            <p>
              {mode === 'coefficients' ? 'Evaluations' : 'Coefficients'}:{' '}
              <span className={styles.num} data-result="computed">
                [{(mode === 'coefficients' ? evaluations : coefficients).join(', ')}]
              </span>
            </p>
          </>
        ) : (
          <p>Enter a whole number in every cell.</p>
        )}
      </div>
    </WidgetFrame>
  );
}
