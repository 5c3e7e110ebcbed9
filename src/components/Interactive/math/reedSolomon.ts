/**
 * Reed–Solomon codes as STARKs use them: the message is the k coefficients of
 * a polynomial of degree < k, and the codeword is its values on n = k·blowup
 * points (the powers of an n-th root of unity). Any k symbols fix the
 * polynomial, so changing a symbol leaves a word that no polynomial of
 * degree < k fits: interpolating it shows a degree ≥ k.
 */
import {inv, mod, mul, pow, powers, rootOfUnity, sub} from './field';
import {degree, evaluate, interpolate, polyDivMod, trim} from './polynomial';

export type Encoding = {domain: number[]; codeword: number[]};

export type CheckResult = {
  /** True when the word is a codeword: its interpolant has degree < k. */
  ok: boolean;
  /** Degree of the polynomial through all n symbols. */
  degree: number;
  /**
   * Positions where the word differs from the unique codeword within
   * ⌊(n − k)/2⌋ changes, found by Berlekamp–Welch decoding. Empty when the
   * word is a codeword, or when no codeword is that close (then the errors
   * are detected but cannot be located).
   */
  suspect: number[];
};

/** Encodes k coefficients on the n = k·blowup powers of ω = rootOfUnity(n, p, generator). */
export function encode(message: readonly number[], blowup: number, p: number, generator?: number): Encoding {
  if (message.length === 0) throw new RangeError('The message needs at least one coefficient.');
  if (!Number.isInteger(blowup) || blowup < 1)
    throw new RangeError(`The blow-up factor must be a whole number ≥ 1; got ${blowup}.`);
  const n = message.length * blowup;
  const domain = powers(rootOfUnity(n, p, generator), n, p);
  return {domain, codeword: domain.map((x) => evaluate(message, x, p))};
}

/** Checks a received word against the code of dimension k on this domain. */
export function check(domain: readonly number[], word: readonly number[], k: number, p: number): CheckResult {
  if (domain.length !== word.length) {
    throw new RangeError(`The word has ${word.length} symbols but the domain has ${domain.length} points.`);
  }
  if (!Number.isInteger(k) || k < 1 || k > domain.length) {
    throw new RangeError(`k must be between 1 and the code length ${domain.length}; got ${k}.`);
  }
  const received = word.map((y) => mod(y, p));
  const interpolantDegree = degree(interpolate(domain, received, p));
  const ok = interpolantDegree < k;
  return {ok, degree: interpolantDegree, suspect: ok ? [] : locateErrors(domain, received, k, p)};
}

/**
 * Berlekamp–Welch: with e = ⌊(n − k)/2⌋, find a monic E of degree e and a Q
 * of degree < e + k with Q(x_i) = y_i·E(x_i) at every point. If a codeword f
 * lies within e changes, Q = f·E, so f = Q / E and the changed positions are
 * where f(x_i) ≠ y_i. Returns [] when no codeword is that close.
 */
function locateErrors(xs: readonly number[], ys: readonly number[], k: number, p: number): number[] {
  const n = xs.length;
  const e = Math.floor((n - k) / 2);
  if (e === 0) return [];
  // Unknowns: q_0..q_(e+k−1), then e_0..e_(e−1) (E's leading coefficient is 1).
  const rows = xs.map((x, i) => {
    const y = ys[i] ?? 0;
    const xPowers = powers(x, e + k, p);
    // Q(x_i) − y_i·(e_0 + … + e_(e−1)·x_i^(e−1)) = y_i·x_i^e
    const errorTerms = xPowers.slice(0, e).map((xp) => mod(-mul(y, xp, p), p));
    return {coefficients: [...xPowers, ...errorTerms], rhs: mul(y, pow(x, e, p), p)};
  });
  const solution = solveLinear(rows, 2 * e + k, p);
  if (solution === null) return [];
  const q = trim(solution.slice(0, e + k));
  const errorLocator = [...solution.slice(e + k), 1];
  const {quotient, remainder} = polyDivMod(q, errorLocator, p);
  if (remainder.length > 0 || degree(quotient) >= k) return [];
  const changed = xs.flatMap((x, i) => (evaluate(quotient, x, p) === ys[i] ? [] : [i]));
  return changed.length <= e ? changed : [];
}

type Equation = {coefficients: number[]; rhs: number};

/** Gaussian elimination over F_p. Returns one solution (free unknowns set to 0), or null if none exists. */
function solveLinear(equations: readonly Equation[], unknowns: number, p: number): number[] | null {
  const rows = equations.map((eq) => [...eq.coefficients, eq.rhs]);
  const pivotColumns: number[] = [];
  let rank = 0;
  for (let col = 0; col < unknowns && rank < rows.length; col += 1) {
    const pivotRow = rows.findIndex((row, r) => r >= rank && (row[col] ?? 0) !== 0);
    if (pivotRow === -1) continue;
    [rows[rank], rows[pivotRow]] = [rows[pivotRow] as number[], rows[rank] as number[]];
    const pivot = rows[rank] as number[];
    const scale = inv(pivot[col] ?? 0, p);
    for (let c = 0; c <= unknowns; c += 1) pivot[c] = mul(pivot[c] ?? 0, scale, p);
    rows.forEach((row, r) => {
      const factor = row[col] ?? 0;
      if (r === rank || factor === 0) return;
      for (let c = 0; c <= unknowns; c += 1) row[c] = sub(row[c] ?? 0, mul(factor, pivot[c] ?? 0, p), p);
    });
    pivotColumns.push(col);
    rank += 1;
  }
  // A row reduced to 0 = nonzero means the system is inconsistent.
  if (rows.slice(rank).some((row) => (row[unknowns] ?? 0) !== 0)) return null;
  const solution = new Array<number>(unknowns).fill(0);
  pivotColumns.forEach((col, r) => {
    solution[col] = rows[r]?.[unknowns] ?? 0;
  });
  return solution;
}
