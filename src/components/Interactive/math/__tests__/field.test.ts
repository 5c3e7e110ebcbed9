import {describe, expect, it} from 'vitest';
import {
  add,
  div,
  inv,
  isGenerator,
  isPrime,
  mod,
  mul,
  multiplicativeOrder,
  neg,
  parseElement,
  parseWhole,
  pow,
  powSigned,
  powers,
  rootOfUnity,
  smallestGenerator,
  sub,
} from '../field';

describe('arithmetic in F_5', () => {
  it('inverts 2 to 3 and 4 to itself', () => {
    expect(inv(2, 5)).toBe(3);
    expect(inv(4, 5)).toBe(4);
  });

  it('finds that 3 generates F_5^× and 4 does not', () => {
    expect(powers(3, 4, 5)).toEqual([1, 3, 4, 2]);
    expect(isGenerator(3, 5)).toBe(true);
    expect(isGenerator(4, 5)).toBe(false);
    expect(smallestGenerator(5)).toBe(2);
  });

  it('finds the roots 1 and 4 of x² − 1', () => {
    const roots = [0, 1, 2, 3, 4].filter((x) => sub(mul(x, x, 5), 1, 5) === 0);
    expect(roots).toEqual([1, 4]);
  });

  it('reduces every result into [0, p), negative inputs included', () => {
    expect(mod(-1, 5)).toBe(4);
    expect(mod(-10, 5)).toBe(0);
    expect(Object.is(mod(-10, 5), 0)).toBe(true);
    expect(add(4, 3, 5)).toBe(2);
    expect(sub(1, 3, 5)).toBe(3);
    expect(neg(2, 5)).toBe(3);
    expect(neg(0, 5)).toBe(0);
    expect(div(1, 2, 5)).toBe(3);
  });
});

describe('arithmetic in F_97', () => {
  it('has 5 as its smallest generator', () => {
    expect(isGenerator(5, 97)).toBe(true);
    expect(smallestGenerator(97)).toBe(5);
    expect(multiplicativeOrder(5, 97)).toBe(96);
  });

  it('matches the hand-computed powers of 5', () => {
    expect(pow(5, 12, 97)).toBe(64);
    expect(pow(5, 3, 97)).toBe(28);
    expect(pow(5, 0, 97)).toBe(1);
    expect(pow(5, 96, 97)).toBe(1);
  });

  it('divides 93 by 5^12 to get 6', () => {
    expect(mul(93, inv(pow(5, 12, 97), 97), 97)).toBe(6);
    expect(div(93, 64, 97)).toBe(6);
  });

  it('gives roots of unity of exactly the asked order', () => {
    expect(rootOfUnity(8, 97)).toBe(64);
    expect(multiplicativeOrder(rootOfUnity(8, 97), 97)).toBe(8);
    expect(rootOfUnity(16, 97)).toBe(8);
    expect(rootOfUnity(4, 97)).toBe(22);
  });

  it('lists the trace domain D(5^12) = [1, 64, 22, 50, 96, 33, 75, 47]', () => {
    expect(powers(rootOfUnity(8, 97, 5), 8, 97)).toEqual([1, 64, 22, 50, 96, 33, 75, 47]);
  });

  it('inverts every nonzero element', () => {
    for (let a = 1; a < 97; a += 1) expect(mul(a, inv(a, 97), 97)).toBe(1);
  });
});

describe('invalid input', () => {
  it('refuses to invert or divide by 0', () => {
    expect(() => inv(0, 97)).toThrow(/0 has no inverse/);
    expect(() => inv(97, 97)).toThrow(/0 has no inverse/);
    expect(() => div(3, 0, 7)).toThrow(/Division by 0/);
  });

  it('refuses a modulus that is not prime, or too large for exact products', () => {
    expect(() => add(1, 2, 6)).toThrow(/must be prime; 6 is not/);
    expect(() => inv(2, 1)).toThrow(/prime/);
    expect(() => mod(1, 65537)).toThrow(/below 65536/);
    expect(() => mod(1, 7.5)).toThrow(/prime/);
  });

  it('refuses a root of unity whose order does not divide p − 1', () => {
    expect(() => rootOfUnity(5, 97)).toThrow(/divides p − 1 = 96/);
    expect(() => rootOfUnity(8, 97, 64)).toThrow(/does not generate/);
  });

  it('refuses negative or fractional exponents', () => {
    expect(() => pow(2, -1, 7)).toThrow(/≥ 0/);
    expect(() => pow(2, 1.5, 7)).toThrow(/whole number/);
  });
});

describe('primality and parsing', () => {
  it('recognises small primes', () => {
    const primes = Array.from({length: 40}, (_, n) => n).filter(isPrime);
    expect(primes).toEqual([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]);
    expect(isPrime(257)).toBe(true);
    expect(isPrime(65537)).toBe(true);
  });

  it('reads typed integers, reducing them, and rejects anything else', () => {
    expect(parseElement(' 12 ', 7)).toBe(5);
    expect(parseElement('-1', 7)).toBe(6);
    expect(parseElement('', 7)).toBeNull();
    expect(parseElement('2.5', 7)).toBeNull();
    expect(parseElement('1e3', 7)).toBeNull();
  });
});

describe('powers with a typed exponent', () => {
  it('never reduces the exponent mod p', () => {
    // 3⁹ = 19683 = 7 · 2811 + 6, where reducing 9 to 2 would give 3² = 2.
    expect(powSigned(3, 9, 7)).toBe(6);
    expect(parseWhole(' 9 ')).toBe(9);
    expect(parseWhole('-2')).toBe(-2);
    expect(parseWhole('2.5')).toBeNull();
  });

  it('multiplies the inverse for a negative exponent, which 0 does not have', () => {
    // 3⁻¹ = 5 in F_7 (3 · 5 = 15 ≡ 1), so 3⁻² = 25 ≡ 4.
    expect(powSigned(3, -2, 7)).toBe(4);
    expect(powSigned(0, -1, 7)).toBeNull();
    expect(powSigned(0, 0, 7)).toBe(1);
  });
});
