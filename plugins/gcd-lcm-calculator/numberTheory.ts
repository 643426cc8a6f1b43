/**
 * Integer arithmetic on BigInt: Euclid's algorithm with its steps, deterministic Miller–Rabin, and
 * factorisation by trial division and Pollard's rho (Brent's variant).
 */

export const abs = (n: bigint): bigint => (n < 0n ? -n : n);

/** One division of Euclid's algorithm: a = q × b + r. */
export interface EuclidStep {
  a: string;
  b: string;
  q: string;
  r: string;
}

/** GCD of two integers (of their absolute values; gcd(0, 0) = 0), with each division. */
export function euclid(x: bigint, y: bigint, maxSteps = Infinity): { gcd: bigint; steps: EuclidStep[]; count: number } {
  let a = abs(x);
  let b = abs(y);
  if (a < b) [a, b] = [b, a];
  const steps: EuclidStep[] = [];
  let count = 0;
  while (b !== 0n) {
    const q = a / b;
    const r = a % b;
    if (count < maxSteps) steps.push({ a: String(a), b: String(b), q: String(q), r: String(r) });
    count++;
    [a, b] = [b, r];
  }
  return { gcd: a, steps, count };
}

export const gcd = (a: bigint, b: bigint): bigint => euclid(a, b, 0).gcd;

/** LCM of two integers, non-negative; lcm(0, n) = 0. */
export function lcm(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  return abs(a / gcd(a, b) * b);
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** The first 13 primes: as Miller–Rabin witnesses they decide every n below PSI_13 exactly. */
export const WITNESSES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n] as const;
/**
 * The least strong pseudoprime to all of WITNESSES (Sorenson & Webster, Math. Comp. 2017): below it, the
 * test is a proof. The first 12 already decide every 64-bit number (Jiang & Deng 2014: ψ12 ≈ 3.2 × 10²³).
 */
export const PSI_13 = 3317044064679887385961981n;

export type Primality = 'prime' | 'composite' | 'probablePrime' | 'neither';

/** Deterministic Miller–Rabin below PSI_13 (all 64-bit numbers included); "probable prime" above. */
export function primality(n: bigint): Primality {
  const m = abs(n);
  if (m < 2n) return 'neither';
  for (const p of WITNESSES) {
    if (m === p) return 'prime';
    if (m % p === 0n) return 'composite';
  }
  let d = m - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  witness: for (const a of WITNESSES) {
    let x = modPow(a, d, m);
    if (x === 1n || x === m - 1n) continue;
    for (let i = 1; i < s; i++) {
      x = (x * x) % m;
      if (x === m - 1n) continue witness;
    }
    return 'composite';
  }
  return m < PSI_13 ? 'prime' : 'probablePrime';
}

const SMALL_PRIMES: bigint[] = (() => {
  const out: bigint[] = [];
  const sieve = new Uint8Array(10_000);
  for (let i = 2; i < sieve.length; i++) {
    if (sieve[i]) continue;
    out.push(BigInt(i));
    for (let j = i * i; j < sieve.length; j += i) sieve[j] = 1;
  }
  return out;
})();

/**
 * Work allowed to Pollard's rho, shared by every split of a run: a step on a number of b bits costs
 * (b / 128)², at least 1, since multiplying and reducing big numbers costs about that much more.
 */
export interface Budget {
  left: number;
}

/** A non-trivial factor of an odd composite n by Pollard's rho with Brent's cycle finding, or null when the budget runs out. */
function rho(n: bigint, budget: Budget): bigint | null {
  const cost = Math.max(1, (n.toString(2).length / 128) ** 2);
  for (let c = 1n; c < 50n; c++) {
    let y = 2n;
    let r = 1;
    let q = 1n;
    let g = 1n;
    let x = y;
    let ys = y;
    const f = (v: bigint) => (v * v + c) % n;
    while (g === 1n) {
      x = y;
      for (let i = 0; i < r; i++) y = f(y);
      let k = 0;
      while (k < r && g === 1n) {
        ys = y;
        const m = Math.min(128, r - k);
        for (let i = 0; i < m; i++) {
          y = f(y);
          q = (q * abs(x - y)) % n;
        }
        g = gcd(q, n);
        k += m;
        budget.left -= m * cost;
        if (budget.left <= 0 && g === 1n) return null;
      }
      r *= 2;
    }
    if (g === n) {
      do {
        ys = f(ys);
        g = gcd(abs(x - ys), n);
      } while (g === 1n);
    }
    if (g !== n) return g;
  }
  return null;
}

export interface Factorisation {
  /** Prime factors with their exponents, smallest first. */
  factors: [bigint, number][];
  /** A part left unsplit within the budget (composite), if any. */
  rest: bigint | null;
}

/**
 * Prime factorisation of |n| (n ≥ 2): trial division by the primes below 10,000, then Pollard's rho,
 * each factor proved prime by Miller–Rabin. The budget bounds rho's work (shared with the caller's
 * other numbers), so numbers of hundreds of digits return what was found with the rest marked,
 * instead of freezing the page.
 */
export function factorise(n: bigint, budget: Budget = { left: 2_000_000 }): Factorisation {
  let m = abs(n);
  const found = new Map<bigint, number>();
  const add = (p: bigint) => found.set(p, (found.get(p) ?? 0) + 1);
  for (const p of SMALL_PRIMES) {
    if (p * p > m) break;
    while (m % p === 0n) {
      add(p);
      m /= p;
    }
  }
  const rest: bigint[] = [];
  const stack = m > 1n ? [m] : [];
  while (stack.length) {
    const x = stack.pop()!;
    if (primality(x) !== 'composite') {
      add(x);
      continue;
    }
    const d = rho(x, budget);
    if (d === null) rest.push(x);
    else stack.push(d, x / d);
  }
  const factors = [...found.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { factors, rest: rest.length ? rest.reduce((a, b) => a * b, 1n) : null };
}
