/**
 * Polynomials over F_p as coefficient arrays, lowest degree first:
 * [19, 56, 34] is 19 + 56x + 34x². Results are trimmed (no trailing zeros),
 * so the zero polynomial is [].
 */
import {add, assertModulus, inv, mod, mul, sub} from './field';

/** Drops trailing zero coefficients. */
export function trim(coeffs: readonly number[]): number[] {
  let end = coeffs.length;
  while (end > 0 && coeffs[end - 1] === 0) end -= 1;
  return coeffs.slice(0, end);
}

/** The degree, ignoring trailing zeros; −1 for the zero polynomial. */
export function degree(coeffs: readonly number[]): number {
  return trim(coeffs).length - 1;
}

/** f(x) by Horner's rule: one multiplication and one addition per coefficient. */
export function evaluate(coeffs: readonly number[], x: number, p: number): number {
  let acc = mod(0, p);
  for (let i = coeffs.length - 1; i >= 0; i -= 1) {
    acc = add(mul(acc, x, p), coeffs[i] ?? 0, p);
  }
  return acc;
}

export function polyAdd(a: readonly number[], b: readonly number[], p: number): number[] {
  const length = Math.max(a.length, b.length);
  return trim(Array.from({length}, (_, i) => add(a[i] ?? 0, b[i] ?? 0, p)));
}

export function polyScale(a: readonly number[], c: number, p: number): number[] {
  return trim(a.map((coeff) => mul(coeff, c, p)));
}

export function polyMul(a: readonly number[], b: readonly number[], p: number): number[] {
  assertModulus(p);
  if (a.length === 0 || b.length === 0) return [];
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((ai, i) => {
    b.forEach((bj, j) => {
      out[i + j] = add(out[i + j] ?? 0, mul(ai, bj, p), p);
    });
  });
  return trim(out);
}

/** Long division: a = quotient·b + remainder with deg(remainder) < deg(b). */
export function polyDivMod(
  a: readonly number[],
  b: readonly number[],
  p: number,
): {quotient: number[]; remainder: number[]} {
  const divisor = trim(b.map((c) => mod(c, p)));
  const lead = divisor[divisor.length - 1];
  if (lead === undefined) throw new RangeError('Division by the zero polynomial.');
  const leadInverse = inv(lead, p);
  const remainder = trim(a.map((c) => mod(c, p)));
  const quotient = new Array<number>(Math.max(remainder.length - divisor.length + 1, 0)).fill(0);
  for (let shift = quotient.length - 1; shift >= 0; shift -= 1) {
    const factor = mul(remainder[shift + divisor.length - 1] ?? 0, leadInverse, p);
    quotient[shift] = factor;
    divisor.forEach((c, i) => {
      remainder[shift + i] = sub(remainder[shift + i] ?? 0, mul(factor, c, p), p);
    });
  }
  return {quotient: trim(quotient), remainder: trim(remainder)};
}

/**
 * The unique polynomial of degree < n through the n points (xs[i], ys[i]), by
 * Lagrange's formula. The basis polynomials come from dividing
 * M(x) = Π(x − x_j) by each (x − x_i), which keeps the work at O(n²).
 */
export function interpolate(xs: readonly number[], ys: readonly number[], p: number): number[] {
  if (xs.length !== ys.length) {
    throw new RangeError(
      `Interpolation needs as many values as points; got ${xs.length} points and ${ys.length} values.`,
    );
  }
  const points = xs.map((x) => mod(x, p));
  if (new Set(points).size !== points.length) {
    throw new RangeError('Interpolation needs distinct points; two x values are equal mod p.');
  }
  let master: number[] = [1];
  for (const x of points) master = polyMul(master, [mod(-x, p), 1], p);

  let result: number[] = [];
  points.forEach((xi, i) => {
    // M(x) / (x − x_i) = Π_{j≠i} (x − x_j), by synthetic division.
    const basis = new Array<number>(points.length).fill(0);
    let carry = 0;
    for (let k = points.length; k >= 1; k -= 1) {
      carry = add(master[k] ?? 0, mul(carry, xi, p), p);
      basis[k - 1] = carry;
    }
    const denominator = evaluate(basis, xi, p);
    result = polyAdd(result, polyScale(basis, mul(ys[i] ?? 0, inv(denominator, p), p), p), p);
  });
  return result;
}

const SUPERSCRIPTS = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

function superscript(n: number): string {
  return [...String(n)].map((digit) => SUPERSCRIPTS[Number(digit)]).join('');
}

/** Readable form, lowest degree first: "19 + 56x + 34x² + 48x³"; "0" for the zero polynomial. */
export function formatPolynomial(coeffs: readonly number[], variable = 'x'): string {
  const terms = coeffs.flatMap((c, i) => {
    if (c === 0) return [];
    if (i === 0) return [String(c)];
    const power = i === 1 ? variable : `${variable}${superscript(i)}`;
    return [c === 1 ? power : `${c}${power}`];
  });
  return terms.length === 0 ? '0' : terms.join(' + ');
}
