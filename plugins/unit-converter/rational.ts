/**
 * Exact arithmetic on fractions of BigInts, so that conversions carry no binary floating-point
 * noise: 1 in is 2.54 cm exactly, 1 torr is 101325/760 Pa exactly, and a result is rounded once,
 * at the end, to the decimals the visitor asked for. Pure (no DOM), used by run.ts and units.ts.
 */

/** n/d with d > 0 and gcd(n, d) = 1. */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

const abs = (x: bigint): bigint => (x < 0n ? -x : x);

function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function rational(n: bigint, d = 1n): Rational {
  if (d === 0n) throw new RangeError('rational: zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

export const ZERO = rational(0n);
export const ONE = rational(1n);

export const pow10 = (k: number): bigint => 10n ** BigInt(k);

/**
 * Reads an exact decimal ("0.0254", "-1.5e-7", "1e+21", as String(number) writes them) or a
 * fraction of two such decimals ("101325/760"). Throws on anything else: definitions are code.
 */
export function exact(text: string): Rational {
  const slash = text.indexOf('/');
  if (slash >= 0) return div(exact(text.slice(0, slash)), exact(text.slice(slash + 1)));
  const m = /^([-+]?)(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i.exec(text.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new SyntaxError(`exact: not a decimal: ${text}`);
  const fraction = m[3] ?? '';
  const exponent = Number(m[4] ?? '0') - fraction.length;
  const digits = BigInt(`${m[2] ?? ''}${fraction}` || '0') * (m[1] === '-' ? -1n : 1n);
  return exponent >= 0 ? rational(digits * pow10(exponent)) : rational(digits, pow10(-exponent));
}

export const add = (a: Rational, b: Rational): Rational => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => rational(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational): Rational => rational(a.n * b.d, a.d * b.n);
export const neg = (a: Rational): Rational => ({ n: -a.n, d: a.d });
export const inverse = (a: Rational): Rational => rational(a.d, a.n);
export const sign = (a: Rational): -1 | 0 | 1 => (a.n < 0n ? -1 : a.n > 0n ? 1 : 0);
export const equals = (a: Rational, b: Rational): boolean => a.n === b.n && a.d === b.d;
export const compare = (a: Rational, b: Rational): -1 | 0 | 1 => sign(sub(a, b));
export const isInteger = (a: Rational): boolean => a.d === 1n;

/** The largest e with 10^e ≤ |a| (a ≠ 0). */
export function exponentOf(a: Rational): number {
  const n = abs(a.n);
  let e = n.toString().length - a.d.toString().length;
  const atLeast = (k: number) => (k >= 0 ? pow10(k) * a.d <= n : a.d <= n * pow10(-k));
  if (!atLeast(e)) e -= 1;
  return e;
}

/** |a| × 10^p rounded to an integer, half away from zero (as Intl rounds), without the sign. */
function scaledRound(a: Rational, p: number): bigint {
  const n = abs(a.n);
  const num = p >= 0 ? n * pow10(p) : n;
  const den = p >= 0 ? a.d : a.d * pow10(-p);
  return (2n * num + den) / (2n * den);
}

/** Digits of an integer with a decimal point put `decimals` places from the right, trailing zeros dropped. */
function placePoint(digits: bigint, decimals: number): string {
  if (decimals <= 0) return (digits * pow10(-decimals)).toString();
  const s = digits.toString().padStart(decimals + 1, '0');
  const int = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** Whether the decimal expansion of a ends (the reduced denominator has no prime factors but 2 and 5). */
export function terminates(a: Rational): boolean {
  let d = a.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** Significant digits of a terminating decimal (1000 → 1, 2.54 → 3, 0.45359237 → 8); Infinity if it never ends. */
export function significantDigits(a: Rational): number {
  if (!terminates(a)) return Infinity;
  if (a.n === 0n) return 1;
  let decimals = 0;
  while (!isInteger(mul(a, rational(pow10(decimals))))) decimals++;
  return abs(mul(a, rational(pow10(decimals))).n).toString().replace(/0+$/, '').length;
}

/**
 * A number as shown: canonical text in plain ("8.04672", "-0.5") or scientific form ("6.2137e-7"),
 * what a page needs to format it in its language (`value`, with `exponent` for ×10ⁿ and the
 * `decimals` of the text, so Intl shows exactly these digits), and whether the digits are exact.
 */
export interface Amount {
  /** The plain number, or the mantissa (1 ≤ |m| < 10) when exponent is not null. */
  readonly value: number;
  readonly exponent: number | null;
  /** Fraction digits in the text (of the mantissa when scientific). */
  readonly decimals: number;
  /** The digits shown are the exact value (nothing was rounded away). */
  readonly exact: boolean;
  /** Canonical text: "8.04672" or "6.2137e-7". */
  readonly text: string;
}

function amount(signed: string, exponent: number | null, exactly: boolean): Amount {
  const dot = signed.indexOf('.');
  const decimals = dot < 0 ? 0 : signed.length - dot - 1;
  const text = exponent === null ? signed : `${signed}e${exponent}`;
  return { value: Number(signed), exponent, decimals, exact: exactly, text };
}

/** a rounded to `decimals` places, plain. */
export function toFixedAmount(a: Rational, decimals: number): Amount {
  const digits = scaledRound(a, decimals);
  const text = placePoint(digits, decimals);
  const back = rational(digits, pow10(decimals));
  return amount(a.n < 0n && digits !== 0n ? `-${text}` : text, null, equals(back, rational(abs(a.n), a.d)));
}

/** a in scientific notation with at most `decimals` decimals in the mantissa. */
export function toScientificAmount(a: Rational, decimals: number): Amount {
  let e = exponentOf(a);
  const scaled = (k: number) => (k >= 0 ? div(a, rational(pow10(k))) : mul(a, rational(pow10(-k))));
  let digits = scaledRound(scaled(e), decimals);
  if (digits >= pow10(decimals + 1)) {
    // 9.99… rounded up to 10: one more power of ten.
    e += 1;
    digits = scaledRound(scaled(e), decimals);
  }
  const text = placePoint(digits, decimals);
  const exactly = equals(rational(digits, pow10(decimals)), rational(abs(scaled(e).n), scaled(e).d));
  return amount(a.n < 0n ? `-${text}` : text, e, exactly);
}

/** Results at or above this magnitude are shown in scientific notation. */
export const SCIENTIFIC_FROM = 15;

/** Below 10^SMALL_BELOW, a rounded result with fewer than MIN_SMALL_DIGITS significant digits is shown in scientific notation. */
export const SMALL_BELOW = -3;
export const MIN_SMALL_DIGITS = 3;

/**
 * A result with the visitor's number of decimals: plain, unless it is 10^15 or more, or so small
 * that those decimals would round it to 0, or it is below 0.001 and the decimals would keep only
 * one or two of its digits (1 mm = 0.000001 mi at 6 decimals, 60 % off); then in scientific
 * notation with as many mantissa decimals (6.213712 × 10⁻⁷), so nothing is shown as 0 wrongly.
 */
export function toDisplayAmount(a: Rational, decimals: number): Amount {
  if (a.n === 0n) return toFixedAmount(a, 0);
  const e = exponentOf(a);
  if (e >= SCIENTIFIC_FROM) return toScientificAmount(a, decimals);
  const fixed = toFixedAmount(a, decimals);
  if (fixed.value === 0) return toScientificAmount(a, decimals);
  const shownDigits = fixed.text.replace(/^-?[0.]*/, '').replace('.', '').length;
  return e < SMALL_BELOW && !fixed.exact && shownDigits < MIN_SMALL_DIGITS ? toScientificAmount(a, decimals) : fixed;
}

/**
 * A value in the table of every unit, by one rule for the whole table, decided by magnitude alone: plain
 * with the visitor's number of decimals from 0.001 up to below 10^15, and below 0.001 or from 10^15 up as a
 * power of ten with as many mantissa decimals. So values of the same size are written alike (1.5 m is
 * "9.320568 × 10⁻⁴ mi" and "8.099352 × 10⁻⁴ nmi", not "0.000932 mi" next to "8.099352 × 10⁻⁴ nmi"), and
 * no small value loses its digits to rounding. (The main result keeps toDisplayAmount's rule: an exact
 * small result such as 0.000001 m³ stays plain there.)
 */
export function toTableAmount(a: Rational, decimals: number): Amount {
  if (a.n === 0n) return toFixedAmount(a, 0);
  const e = exponentOf(a);
  return e >= SCIENTIFIC_FROM || e < SMALL_BELOW ? toScientificAmount(a, decimals) : toFixedAmount(a, decimals);
}

/**
 * A number with at most `significant` significant digits (for conversion factors and typed values):
 * plain between 10^-6 and 10^15, scientific outside.
 */
export function toSignificantAmount(a: Rational, significant: number): Amount {
  if (a.n === 0n) return toFixedAmount(a, 0);
  const e = exponentOf(a);
  if (e >= SCIENTIFIC_FROM || e < -6) return toScientificAmount(a, significant - 1);
  return toFixedAmount(a, Math.max(0, significant - 1 - e));
}
