import {describe, expect, it} from 'vitest';
import {
  degree,
  evaluate,
  formatPolynomial,
  interpolate,
  polyAdd,
  polyDivMod,
  polyMul,
  polyScale,
  trim,
} from '../polynomial';

describe('polynomials over F_p', () => {
  it('evaluates with Horner’s rule', () => {
    // 1 + 2x + 3x² at x = 2: 1 + 4 + 12 = 17 ≡ 3 (mod 7).
    expect(evaluate([1, 2, 3], 2, 7)).toBe(3);
    expect(evaluate([], 5, 7)).toBe(0);
  });

  it('gives the zero polynomial degree −1 and ignores trailing zeros', () => {
    expect(degree([])).toBe(-1);
    expect(degree([0, 0])).toBe(-1);
    expect(degree([5])).toBe(0);
    expect(degree([1, 2, 0, 0])).toBe(1);
    expect(trim([1, 0, 2, 0, 0])).toEqual([1, 0, 2]);
  });

  it('adds, scales and multiplies', () => {
    expect(polyAdd([1, 2, 3], [6, 5], 7)).toEqual([0, 0, 3]);
    expect(polyAdd([1, 2, 3], [0, 0, 4], 7)).toEqual([1, 2]);
    expect(polyScale([1, 2, 3], 3, 7)).toEqual([3, 6, 2]);
    // (x − 1)(x + 1) = x² − 1 over F_5.
    expect(polyMul([4, 1], [1, 1], 5)).toEqual([4, 0, 1]);
  });

  it('divides with remainder', () => {
    // x² − 1 = (x − 1)(x + 1) over F_5; x² + 1 leaves remainder 2.
    expect(polyDivMod([4, 0, 1], [4, 1], 5)).toEqual({quotient: [1, 1], remainder: []});
    expect(polyDivMod([1, 0, 1], [4, 1], 5)).toEqual({quotient: [1, 1], remainder: [2]});
    expect(() => polyDivMod([1], [0], 5)).toThrow(/zero polynomial/);
  });

  it('interpolates back the polynomial it sampled', () => {
    const f = [19, 56, 34, 48, 43, 37, 10];
    const xs = [1, 2, 3, 4, 5, 6, 7];
    const ys = xs.map((x) => evaluate(f, x, 97));
    expect(interpolate(xs, ys, 97)).toEqual(f);
  });

  it('interpolates a constant and a line through hand-picked points', () => {
    expect(interpolate([1, 2, 3], [4, 4, 4], 7)).toEqual([4]);
    // Through (1, 3) and (2, 5): 1 + 2x.
    expect(interpolate([1, 2], [3, 5], 7)).toEqual([1, 2]);
    expect(interpolate([1, 2], [0, 0], 7)).toEqual([]);
  });

  it('rejects repeated points and mismatched lengths', () => {
    expect(() => interpolate([1, 8], [1, 2], 7)).toThrow(/distinct/);
    expect(() => interpolate([1, 2], [1], 7)).toThrow(/as many values/);
  });

  it('formats lowest degree first with superscript exponents', () => {
    expect(formatPolynomial([19, 56, 34, 48])).toBe('19 + 56x + 34x² + 48x³');
    expect(formatPolynomial([0, 1, 0, 1])).toBe('x + x³');
    expect(formatPolynomial([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2])).toBe('3 + 2x¹¹');
    expect(formatPolynomial([])).toBe('0');
    expect(formatPolynomial([0, 0])).toBe('0');
  });
});
