import {Fragment, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {assertModulus, mod, parseElement} from '../math/field';
import {foldsNeeded, friRounds, type FriRound} from '../math/fri';
import {formatPolynomial} from '../math/polynomial';
import {NumberField, WidgetFrame} from '../controls';
import styles from '../Widget.module.css';

export type FriFoldingStepperProps = {
  /** The field's prime (97). */
  prime?: number;
  /** Round 0's polynomial, lowest degree first ([19, 56, 34, 48, 43, 37, 10]). */
  coefficients?: number[];
  /** The verifier's challenges r0, r1, …, numbered as the pages number them ([12, 32, 64]). */
  challenges?: number[];
};

const DEFAULT_COEFFICIENTS = [19, 56, 34, 48, 43, 37, 10];
const DEFAULT_CHALLENGES = [12, 32, 64];
/** The code rate is 1/4: round 0's domain is 4× the next power of two ≥ the number of coefficients. */
const BLOWUP = 4;

const subscript = (n: number) => [...String(n)].map((d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]).join('');

/** Folds a polynomial round by round, with challenges the reader can change. */
export default function FriFoldingStepperWidget({
  prime = 97,
  coefficients = DEFAULT_COEFFICIENTS,
  challenges = DEFAULT_CHALLENGES,
}: FriFoldingStepperProps): ReactNode {
  let problem: string | null = null;
  try {
    assertModulus(prime);
    if (coefficients.length === 0) problem = 'coefficients must not be empty.';
  } catch (error) {
    problem = (error as Error).message;
  }
  if (problem !== null) {
    return <WidgetFrame name="fri-folding" title="FRI folding stepper" error={`FriFoldingStepper: ${problem}`} />;
  }
  return <Stepper p={prime} coefficients={coefficients.map((c) => mod(c, prime))} challenges={challenges} />;
}

function Stepper({p, coefficients, challenges}: {p: number; coefficients: number[]; challenges: number[]}): ReactNode {
  const folds = foldsNeeded(coefficients.length);
  // Missing challenges default to 1 (fold = E + O), extra ones are unused.
  const [texts, setTexts] = useState(() => Array.from({length: folds}, (_, i) => String(challenges[i] ?? 1)));
  const [step, setStep] = useState(0);

  const parsed = texts.map((text) => parseElement(text, p));
  const complete = parsed.every((v): v is number => v !== null) ? parsed : null;
  const rounds = complete ? friRounds(coefficients, complete, p) : null;
  const last = rounds ? rounds.length - 1 : 0;
  const current = Math.min(step, last);
  const startDomain = BLOWUP * 2 ** folds;
  const domainSize = (round: number) => startDomain / 2 ** round;

  const setChallenge = (index: number, text: string) => setTexts((old) => old.map((t, i) => (i === index ? text : t)));

  return (
    <WidgetFrame name="fri-folding" title="FRI folding stepper">
      <fieldset className={styles.controls}>
        <legend>Verifier challenges</legend>
        {texts.map((text, i) => (
          <NumberField
            key={i}
            label={
              <>
                <span className={styles.visuallyHidden}>Challenge </span>r<sub>{i}</sub>
              </>
            }
            value={text}
            onChange={(next) => setChallenge(i, next)}
            invalid={parsed[i] === null}
          />
        ))}
      </fieldset>
      {rounds === null ? (
        <p className={styles.error}>Enter a whole number for every challenge.</p>
      ) : (
        <>
          <RoundLine label="degree" rounds={rounds} current={current} value={(r) => r.degree} />
          <RoundLine label="domain size" rounds={rounds} current={current} value={(_, i) => domainSize(i)} />
          {/* aria-disabled rather than disabled, so a button keeps keyboard focus at either end. */}
          <div className={styles.buttons}>
            <button
              type="button"
              className={clsx('button button--sm button--secondary', current === 0 && 'disabled')}
              aria-disabled={current === 0}
              onClick={() => setStep(Math.max(current - 1, 0))}>
              Previous round
            </button>
            <button
              type="button"
              className={clsx('button button--sm button--primary', current === last && 'disabled')}
              aria-disabled={current === last}
              onClick={() => setStep(Math.min(current + 1, last))}>
              Next round
            </button>
          </div>
          <RoundDetails rounds={rounds} index={current} domain={domainSize(current)} />
        </>
      )}
    </WidgetFrame>
  );
}

function RoundLine({
  label,
  rounds,
  current,
  value,
}: {
  label: string;
  rounds: FriRound[];
  current: number;
  value: (round: FriRound, index: number) => number;
}): ReactNode {
  return (
    <p className={styles.num}>
      {label}{' '}
      {rounds.map((round, i) => (
        <Fragment key={i}>
          {i > 0 && ' → '}
          <span className={clsx(i === current && styles.current)} aria-current={i === current ? 'step' : undefined}>
            {value(round, i)}
          </span>
        </Fragment>
      ))}
    </p>
  );
}

function RoundDetails({rounds, index, domain}: {rounds: FriRound[]; index: number; domain: number}): ReactNode {
  const round = rounds[index];
  const previous = rounds[index - 1];
  if (!round) return null;
  const f = (i: number) => `f${subscript(i)}`;
  const isLast = index === rounds.length - 1;
  return (
    <div aria-live="polite" className={styles.result} data-round={index}>
      <p>
        <strong>
          Round {index} of {rounds.length - 1}
        </strong>
      </p>
      {previous && (
        <>
          <p>
            Split {f(index - 1)}(x) = E(x²) + x·O(x²):
            <br />
            E(x) = <span className={styles.poly}>{formatPolynomial(previous.even)}</span>
            <br />
            O(x) = <span className={styles.poly}>{formatPolynomial(previous.odd)}</span>
          </p>
          <p>
            Fold with r{subscript(index - 1)} = <span className={styles.num}>{previous.challenge}</span>: {f(index)} = E
            + r{subscript(index - 1)}·O
          </p>
        </>
      )}
      <p>
        {f(index)}(x) ={' '}
        <span className={styles.poly} data-result="polynomial">
          {formatPolynomial(round.coeffs)}
        </span>
      </p>
      <p data-result="degree">
        degree {round.degree}, on a domain of {domain} points
      </p>
      <p className={styles.note}>
        {index === 0 && 'Press Next round to fold with the first challenge.'}
        {index > 0 && !isLast && 'The degree roughly halves with every fold, and so does the domain.'}
        {isLast && `${f(index)} is constant: the prover sends this single value and the verifier checks it directly.`}
      </p>
    </div>
  );
}
