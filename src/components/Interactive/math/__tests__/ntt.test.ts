import {describe, expect, it} from 'vitest';
import {intt, ntt} from '../ntt';
import {powers, rootOfUnity} from '../field';
import {evaluate} from '../polynomial';

// The padded trace columns of "STARK by hand" over F_97, on the domain of
// ω = 5^12 = 64, with the coefficients worked out by hand.
const OMEGA = 64;
const COLUMNS = [
  {name: 'd1', evals: [24, 30, 54, 84, 78, 15, 29, 50], coeffs: [94, 68, 41, 69, 25, 72, 85, 55]},
  {name: 'd2', evals: [30, 54, 84, 41, 2, 77, 21, 36], coeffs: [31, 31, 0, 87, 76, 66, 6, 24]},
  {name: 'd3', evals: [54, 84, 41, 28, 71, 17, 92, 33], coeffs: [4, 14, 83, 44, 12, 44, 12, 35]},
];

describe('NTT over F_97', () => {
  it.each(COLUMNS)('interpolates the $name column to its hand-computed coefficients', ({evals, coeffs}) => {
    expect(intt(evals, OMEGA, 97)).toEqual(coeffs);
  });

  it.each(COLUMNS)('evaluates the $name coefficients back to the column', ({evals, coeffs}) => {
    expect(ntt(coeffs, OMEGA, 97)).toEqual(evals);
  });

  it('evaluates at the powers of ω, in order', () => {
    const coeffs = [3, 1, 4, 1, 5, 9, 2, 6];
    const domain = powers(OMEGA, 8, 97);
    expect(ntt(coeffs, OMEGA, 97)).toEqual(domain.map((x) => evaluate(coeffs, x, 97)));
    // f(1) is the sum of the coefficients; f(ω⁴) = f(−1) their alternating sum.
    expect(ntt(coeffs, OMEGA, 97)[0]).toBe(31);
    expect(ntt([50, 1, 4, 1, 5, 9, 2, 6], OMEGA, 97)[4]).toBe(44);
  });

  it.each([1, 2, 4, 8, 16, 32])('round-trips at size %i', (n) => {
    const omega = rootOfUnity(n, 97);
    const coeffs = Array.from({length: n}, (_, i) => (i * 37 + 11) % 97);
    expect(intt(ntt(coeffs, omega, 97), omega, 97)).toEqual(coeffs);
  });

  it('rejects lengths that are not powers of two and roots of the wrong order', () => {
    expect(() => ntt([1, 2, 3], 64, 97)).toThrow(/power of two/);
    // 96 = −1 has order 2, not 8.
    expect(() => ntt([1, 2, 3, 4, 5, 6, 7, 8], 96, 97)).toThrow(/primitive 8-th root/);
  });
});
