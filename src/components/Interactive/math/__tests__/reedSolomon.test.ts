import {describe, expect, it} from 'vitest';
import {rootOfUnity} from '../field';
import {check, encode} from '../reedSolomon';

const P = 97;
const MESSAGE = [3, 1, 4, 1];

describe('Reed–Solomon over F_97', () => {
  const {domain, codeword} = encode(MESSAGE, 4, P, 5);

  it('evaluates the message polynomial on the 16 powers of ω = rootOfUnity(16, 97)', () => {
    expect(rootOfUnity(16, P)).toBe(8);
    expect(domain).toHaveLength(16);
    expect(domain.slice(0, 3)).toEqual([1, 8, 64]);
    // f(1) = 3 + 1 + 4 + 1; f(−1) = 3 − 1 + 4 − 1 (−1 = ω⁸).
    expect(codeword[0]).toBe(9);
    expect(domain[8]).toBe(96);
    expect(codeword[8]).toBe(5);
  });

  it('accepts the honest codeword', () => {
    expect(check(domain, codeword, 4, P)).toEqual({ok: true, degree: 3, suspect: []});
  });

  it('detects a single changed symbol by the degree of the interpolant', () => {
    const word = codeword.map((y, i) => (i === 5 ? (y + 1) % P : y));
    const result = check(domain, word, 4, P);
    expect(result.ok).toBe(false);
    expect(result.degree).toBeGreaterThanOrEqual(4);
  });

  it('locates up to ⌊(n − k)/2⌋ = 6 changes', () => {
    const changed = [0, 3, 7, 8, 11, 15];
    const word = codeword.map((y, i) => (changed.includes(i) ? (y + i + 1) % P : y));
    expect(check(domain, word, 4, P).suspect).toEqual(changed);
  });

  it('detects but does not claim to locate more changes than the code can correct', () => {
    const changed = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    const word = codeword.map((y, i) => (changed.includes(i) ? (y + 1) % P : y));
    const result = check(domain, word, 4, P);
    expect(result.ok).toBe(false);
    expect(result.suspect).not.toEqual(changed);
    expect(result.suspect.length).toBeLessThanOrEqual(6);
  });

  it('rejects a domain size that does not divide p − 1', () => {
    expect(() => encode([1, 2, 3, 4, 5], 4, P)).toThrow(/divides p − 1/);
    expect(() => check(domain, codeword.slice(1), 4, P)).toThrow(/15 symbols/);
  });
});
