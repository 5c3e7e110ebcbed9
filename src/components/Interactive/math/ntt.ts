/**
 * The number-theoretic transform: the discrete Fourier transform over F_p.
 * Written as the plain O(n²) sum, which mirrors the definition the pages
 * teach; the widgets never go beyond n = 32.
 */
import {inv, mod, mul, pow, add} from './field';
import {evaluate} from './polynomial';

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0;
}

/** Throws unless omega has order exactly n, so its powers are n distinct points. */
function assertPrimitiveRoot(omega: number, n: number, p: number): void {
  if (!isPowerOfTwo(n)) throw new RangeError(`The NTT length must be a power of two; got ${n}.`);
  const isRoot = pow(omega, n, p) === 1;
  const isPrimitive = n === 1 || pow(omega, n / 2, p) !== 1;
  if (!isRoot || !isPrimitive) {
    throw new RangeError(`${omega} is not a primitive ${n}-th root of unity in F_${p}.`);
  }
}

/** Coefficients a_0..a_(n−1) → evaluations f(ω^0), …, f(ω^(n−1)). */
export function ntt(coeffs: readonly number[], omega: number, p: number): number[] {
  const n = coeffs.length;
  assertPrimitiveRoot(mod(omega, p), n, p);
  return Array.from({length: n}, (_, i) => evaluate(coeffs, pow(omega, i, p), p));
}

/**
 * Evaluations → coefficients: a_j = n⁻¹ · Σ_i f(ω^i)·ω^(−ij). The same sum as
 * the forward transform with ω⁻¹, scaled by n⁻¹.
 */
export function intt(evals: readonly number[], omega: number, p: number): number[] {
  const n = evals.length;
  assertPrimitiveRoot(mod(omega, p), n, p);
  const omegaInverse = inv(omega, p);
  const nInverse = inv(n, p);
  return Array.from({length: n}, (_, j) => {
    const step = pow(omegaInverse, j, p);
    let sum = 0;
    let factor = 1;
    for (const value of evals) {
      sum = add(sum, mul(value, factor, p), p);
      factor = mul(factor, step, p);
    }
    return mul(sum, nInverse, p);
  });
}
