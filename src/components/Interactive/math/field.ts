/**
 * Exact arithmetic in the prime field F_p, for the teaching widgets.
 *
 * Plain `number`s are enough because the modulus is capped below 2^16: every
 * reduced product is below 2^32, far inside the 2^53 range where JavaScript
 * integers are exact. Every function checks its modulus and returns a value
 * in [0, p).
 */

/** Moduli above this could overflow exact integer products. */
export const MAX_MODULUS = 2 ** 16;

// Checking primality on every call would dominate the cost of the widgets'
// loops, so each modulus is checked once.
const checkedModuli = new Set<number>();

/** Trial division: the moduli here are small. */
export function isPrime(n: number): boolean {
  if (!Number.isSafeInteger(n) || n < 2) return false;
  if (n % 2 === 0) return n === 2;
  for (let d = 3; d * d <= n; d += 2) {
    if (n % d === 0) return false;
  }
  return true;
}

/** Throws unless `p` is a prime below {@link MAX_MODULUS}. */
export function assertModulus(p: number): void {
  if (checkedModuli.has(p)) return;
  if (!Number.isInteger(p) || p >= MAX_MODULUS) {
    throw new RangeError(`The modulus must be a prime below ${MAX_MODULUS}; got ${p}.`);
  }
  if (!isPrime(p)) {
    throw new RangeError(`The modulus must be prime; ${p} is not.`);
  }
  checkedModuli.add(p);
}

function assertInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new TypeError(`${name} must be a whole number; got ${value}.`);
  }
}

/** The representative of `a` in [0, p), also for negative `a`. */
export function mod(a: number, p: number): number {
  assertModulus(p);
  assertInteger(a, 'The value');
  const r = a % p;
  // `+ 0` turns JavaScript's -0 into 0, so results compare equal with toEqual.
  return (r < 0 ? r + p : r) + 0;
}

export function add(a: number, b: number, p: number): number {
  return mod(mod(a, p) + mod(b, p), p);
}

export function sub(a: number, b: number, p: number): number {
  return mod(mod(a, p) - mod(b, p), p);
}

export function neg(a: number, p: number): number {
  return mod(-mod(a, p), p);
}

export function mul(a: number, b: number, p: number): number {
  return mod(mod(a, p) * mod(b, p), p);
}

/** base^exp by square-and-multiply; exp is an ordinary integer ≥ 0, and 0^0 = 1. */
export function pow(base: number, exp: number, p: number): number {
  assertInteger(exp, 'The exponent');
  if (exp < 0) throw new RangeError(`The exponent must be ≥ 0; got ${exp}. Use inv() for inverses.`);
  let result = 1 % p;
  let square = mod(base, p);
  for (let e = exp; e > 0; e = Math.floor(e / 2)) {
    if (e % 2 === 1) result = (result * square) % p;
    square = (square * square) % p;
  }
  return result;
}

/** The multiplicative inverse, by the extended Euclidean algorithm. */
export function inv(a: number, p: number): number {
  const value = mod(a, p);
  if (value === 0) throw new RangeError(`0 has no inverse in F_${p}.`);
  // Invariant: oldR ≡ oldS·a and r ≡ s·a (mod p).
  let [oldR, r] = [value, p];
  let [oldS, s] = [1, 0];
  while (r !== 0) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  // oldR is gcd(a, p) = 1 because p is prime and a ≠ 0.
  return mod(oldS, p);
}

export function div(a: number, b: number, p: number): number {
  if (mod(b, p) === 0) throw new RangeError(`Division by 0 in F_${p}.`);
  return mul(a, inv(b, p), p);
}

/** base^0, base^1, …, base^(count−1): an evaluation domain when base is a root of unity. */
export function powers(base: number, count: number, p: number): number[] {
  const out: number[] = [];
  let current = 1 % p;
  for (let i = 0; i < count; i += 1) {
    out.push(current);
    current = mul(current, base, p);
  }
  return out;
}

/** The positive divisors of n in increasing order. */
function divisors(n: number): number[] {
  const small: number[] = [];
  const large: number[] = [];
  for (let d = 1; d * d <= n; d += 1) {
    if (n % d !== 0) continue;
    small.push(d);
    if (d !== n / d) large.unshift(n / d);
  }
  return [...small, ...large];
}

/** The smallest k ≥ 1 with a^k = 1. By Lagrange's theorem k divides p − 1. */
export function multiplicativeOrder(a: number, p: number): number {
  if (mod(a, p) === 0) throw new RangeError(`0 has no multiplicative order in F_${p}.`);
  for (const d of divisors(p - 1)) {
    if (pow(a, d, p) === 1) return d;
  }
  // Unreachable for a prime p (Fermat's little theorem); kept for the type checker.
  throw new Error(`No order found for ${a} in F_${p}.`);
}

/** True if the powers of g run through every nonzero element of F_p. */
export function isGenerator(g: number, p: number): boolean {
  return mod(g, p) !== 0 && multiplicativeOrder(g, p) === p - 1;
}

/** The smallest generator of F_p^× (5 for p = 97, 3 for p = 5). */
export function smallestGenerator(p: number): number {
  assertModulus(p);
  for (let g = 1; g < p; g += 1) {
    if (isGenerator(g, p)) return g;
  }
  throw new Error(`F_${p} has no generator.`);
}

/**
 * A primitive n-th root of unity, g^((p−1)/n). With a generator g it has order
 * exactly n, so its powers form a domain of n distinct points.
 */
export function rootOfUnity(n: number, p: number, generator?: number): number {
  assertModulus(p);
  if (!Number.isInteger(n) || n < 1 || (p - 1) % n !== 0) {
    throw new RangeError(`F_${p} has an n-th root of unity only when n divides p − 1 = ${p - 1}; got n = ${n}.`);
  }
  const g = generator ?? smallestGenerator(p);
  if (!isGenerator(g, p)) {
    throw new RangeError(`${g} does not generate F_${p}^×, so its powers would not give a primitive root.`);
  }
  return pow(g, (p - 1) / n, p);
}

/**
 * Reads what a reader typed into a field: an integer (possibly negative),
 * reduced into [0, p), or null when it is not a whole number.
 */
export function parseElement(text: string, p: number): number | null {
  const whole = parseWhole(text);
  return whole === null ? null : mod(whole, p);
}

/** Reads a whole number as typed (possibly negative), or null when it is not one. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d{1,15}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * a to the power `exponent`. An exponent counts multiplications, so it is an
 * integer, not an element of F_p: it is never reduced mod p (3⁹ = 6 in F_7,
 * not 3² = 2). A negative one multiplies the inverse; 0 has none.
 */
export function powSigned(base: number, exponent: number, p: number): number | null {
  if (exponent >= 0) return pow(base, exponent, p);
  return mod(base, p) === 0 ? null : pow(inv(base, p), -exponent, p);
}
