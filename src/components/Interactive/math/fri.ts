/**
 * FRI folding: f(x) = E(x²) + x·O(x²), and the next round's polynomial is
 * E + r·O for the verifier's random r. Each fold halves the number of
 * coefficients, so the degree roughly halves too.
 */
import {mod} from './field';
import {degree, polyAdd, polyScale, trim} from './polynomial';

/** Coefficients at even and odd positions: E and O in f(x) = E(x²) + x·O(x²). */
export function splitEvenOdd(coeffs: readonly number[]): {even: number[]; odd: number[]} {
  return {
    even: coeffs.filter((_, i) => i % 2 === 0),
    odd: coeffs.filter((_, i) => i % 2 === 1),
  };
}

/** One FRI round: E + r·O. */
export function fold(coeffs: readonly number[], r: number, p: number): number[] {
  const {even, odd} = splitEvenOdd(coeffs);
  return polyAdd(even, polyScale(odd, r, p), p);
}

export type FriRound = {
  /** This round's polynomial. */
  coeffs: number[];
  degree: number;
  even: number[];
  odd: number[];
  /** The challenge that folds this round into the next; null on the last (constant) round. */
  challenge: number | null;
};

/** At most ⌈log₂ n⌉ folds take n coefficients down to one (fewer if terms cancel). */
export function foldsNeeded(length: number): number {
  let folds = 0;
  for (let size = length; size > 1; size = Math.ceil(size / 2)) folds += 1;
  return folds;
}

/** Folds until the polynomial is constant, using challenges[i] to fold round i. */
export function friRounds(coeffs: readonly number[], challenges: readonly number[], p: number): FriRound[] {
  const rounds: FriRound[] = [];
  let current = trim(coeffs.map((c) => mod(c, p)));
  for (let i = 0; ; i += 1) {
    const {even, odd} = splitEvenOdd(current);
    if (degree(current) <= 0) {
      rounds.push({coeffs: current, degree: degree(current), even, odd, challenge: null});
      return rounds;
    }
    const challenge = challenges[i];
    if (challenge === undefined) {
      throw new RangeError(
        `Folding degree ${degree(current)} down to a constant needs ${foldsNeeded(current.length)} more challenges; got ${challenges.length} in all.`,
      );
    }
    rounds.push({coeffs: current, degree: degree(current), even, odd, challenge: mod(challenge, p)});
    current = fold(current, challenge, p);
  }
}
