import {describe, expect, it} from 'vitest';
import {fold, foldsNeeded, friRounds, splitEvenOdd} from '../fri';

const F0 = [19, 56, 34, 48, 43, 37, 10];

describe('FRI folding over F_97', () => {
  it('splits f(x) = E(x²) + x·O(x²)', () => {
    expect(splitEvenOdd(F0)).toEqual({even: [19, 34, 43, 10], odd: [56, 48, 37]});
  });

  it('folds the hand-computed example 6 → 3 → 1 → 0', () => {
    const f1 = fold(F0, 12, 97);
    expect(f1).toEqual([12, 28, 2, 10]);
    const f2 = fold(f1, 32, 97);
    expect(f2).toEqual([35, 31]);
    expect(fold(f2, 64, 97)).toEqual([79]);
  });

  it('records every round until the polynomial is constant', () => {
    const rounds = friRounds(F0, [12, 32, 64], 97);
    expect(rounds.map((r) => r.degree)).toEqual([6, 3, 1, 0]);
    expect(rounds.map((r) => r.challenge)).toEqual([12, 32, 64, null]);
    expect(rounds[3]?.coeffs).toEqual([79]);
    expect(rounds[1]).toEqual({coeffs: [12, 28, 2, 10], degree: 3, even: [12, 2], odd: [28, 10], challenge: 32});
  });

  it('needs ⌈log₂ n⌉ challenges and says so when they run out', () => {
    expect(foldsNeeded(7)).toBe(3);
    expect(foldsNeeded(8)).toBe(3);
    expect(foldsNeeded(9)).toBe(4);
    expect(foldsNeeded(1)).toBe(0);
    expect(() => friRounds(F0, [12], 97)).toThrow(/needs 2 more challenges/);
    expect(friRounds([5], [], 97)).toHaveLength(1);
  });
});
