import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {assertModulus, mod, parseElement, rootOfUnity} from '../math/field';
import {formatPolynomial} from '../math/polynomial';
import {check, encode, type Encoding} from '../math/reedSolomon';
import {NumberField, ScrollTable, WidgetFrame} from '../controls';
import styles from '../Widget.module.css';

export type ReedSolomonEncoderProps = {
  /** The field's prime (97). */
  prime?: number;
  /** The k message symbols, read as the coefficients of a polynomial of degree < k ([3, 1, 4, 1]). */
  message?: number[];
  /** n / k: how many codeword symbols per message symbol (4). */
  blowup?: number;
};

const DEFAULT_MESSAGE = [3, 1, 4, 1];
/** Longer codewords make the table too long to read. */
const MAX_LENGTH = 64;

/** The honest encoding, or why the props cannot work. */
function setUp(prime: number, message: readonly number[], blowup: number): Encoding | string {
  try {
    assertModulus(prime);
    if (message.length * blowup > MAX_LENGTH) {
      return `k · blowup = ${message.length * blowup} is more than ${MAX_LENGTH} symbols.`;
    }
    return encode(
      message.map((m) => mod(m, prime)),
      blowup,
      prime,
    );
  } catch (error) {
    return (error as Error).message;
  }
}

/** Encodes a message, lets the reader change symbols, and checks the result by degree. */
export default function ReedSolomonEncoderWidget({
  prime = 97,
  message = DEFAULT_MESSAGE,
  blowup = 4,
}: ReedSolomonEncoderProps): ReactNode {
  const encoding = setUp(prime, message, blowup);
  if (typeof encoding === 'string') {
    return <WidgetFrame name="reed-solomon" title="Reed–Solomon encoder" error={`ReedSolomonEncoder: ${encoding}`} />;
  }
  return <Encoder p={prime} message={message.map((m) => mod(m, prime))} blowup={blowup} encoding={encoding} />;
}

function Encoder({
  p,
  message,
  blowup,
  encoding,
}: {
  p: number;
  message: number[];
  blowup: number;
  encoding: Encoding;
}): ReactNode {
  const {domain, codeword} = encoding;
  const k = message.length;
  const n = domain.length;
  const [texts, setTexts] = useState(() => codeword.map(String));

  const received = texts.map((text) => parseElement(text, p));
  const complete = received.every((v): v is number => v !== null) ? received : null;
  const differing = received.filter((v, i) => v !== codeword[i]).length;
  const result = complete ? check(domain, complete, k, p) : null;
  const correctable = Math.floor((n - k) / 2);

  const setSymbol = (index: number, text: string) => setTexts((old) => old.map((t, i) => (i === index ? text : t)));
  const corrupt = (index: number) => setSymbol(index, String(mod((received[index] ?? 0) + 1, p)));

  return (
    <WidgetFrame name="reed-solomon" title="Reed–Solomon encoder">
      <p>
        Message polynomial: f(x) = <span className={styles.poly}>{formatPolynomial(message)}</span> (k = {k}{' '}
        coefficients in F<sub>{p}</sub>).
      </p>
      <p className={styles.note}>
        Blow-up {blowup}: f is evaluated at n = {k} · {blowup} = {n} points, the powers of ω = {rootOfUnity(n, p)}, so
        the rate is k/n = {k}/{n}
        {blowup > 1 && ` = 1/${blowup}`} and any {k} symbols fix all the others.
      </p>
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => setTexts(codeword.map(String))}>
          Reset
        </button>
      </div>
      <ScrollTable label="Codeword symbols">
        <thead>
          <tr>
            <th scope="col">i</th>
            <th scope="col">x = ωⁱ</th>
            <th scope="col">f(x)</th>
            <th scope="col">Received</th>
            <th scope="col">Corrupt</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {domain.map((x, i) => {
            const changed = received[i] !== codeword[i];
            return (
              <tr key={i}>
                <th scope="row">{i}</th>
                <td>{x}</td>
                <td>{codeword[i]}</td>
                <td className={clsx(changed && styles.fail)}>
                  <NumberField
                    hideLabel
                    label={`Received symbol ${i}`}
                    value={texts[i] ?? ''}
                    onChange={(text) => setSymbol(i, text)}
                    invalid={received[i] === null}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--sm button--outline button--primary"
                    // The name starts with the visible "+1", as speech input users say it.
                    aria-label={`+1 (corrupt symbol ${i})`}
                    onClick={() => corrupt(i)}>
                    +1
                  </button>
                </td>
                <td className={clsx(changed ? styles.fail : styles.pass)}>{changed ? '✗ changed' : '✓ honest'}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      <div
        aria-live="polite"
        className={clsx(styles.result, result && (result.ok ? styles.pass : styles.fail))}
        data-status={result ? (result.ok ? 'consistent' : 'detected') : 'incomplete'}>
        <p>
          {differing} of {n} symbols differ from the honest codeword.
        </p>
        {result === null && <p>Enter a whole number for every symbol.</p>}
        {result?.ok && (
          <p>
            ✓ Consistent: the {n} symbols interpolate to a polynomial of degree {result.degree} &lt; k = {k}, so this is
            a codeword.
            {differing > 0 &&
              ` It is a different codeword: at least n − k + 1 = ${n - k + 1} symbols had to change to reach it.`}
          </p>
        )}
        {result && !result.ok && (
          <>
            <p>
              ✗ Detected: the {n} symbols interpolate to a polynomial of degree {result.degree} ≥ k = {k}, so this is
              not a codeword.
            </p>
            <p>
              {result.suspect.length > 0
                ? `Up to ${correctable} changes can also be located: the closest codeword differs at position${result.suspect.length === 1 ? '' : 's'} ${result.suspect.join(', ')}.`
                : `More than ${correctable} symbols seem changed, too many to locate; the change is still detected.`}
            </p>
          </>
        )}
      </div>
    </WidgetFrame>
  );
}
