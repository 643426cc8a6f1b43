import { toolError, type ToolError } from '@sdk/core';

/**
 * A decimal number as IEEE 754 stores it, in single (32-bit) and double (64-bit) precision: the
 * sign, exponent and mantissa bits, and the exact value stored. Rounding is done once, from the exact
 * decimal (round half to even, as every compiler and Number() do): Math.fround(Number(text)) rounds
 * twice and is wrong for some inputs.
 */

export type FloatClass = 'zero' | 'subnormal' | 'normal' | 'infinity' | 'nan';

export interface FloatView {
  readonly bits: 32 | 64;
  readonly sign: string;
  readonly exponent: string;
  readonly mantissa: string;
  /** The whole pattern in hexadecimal, upper case. */
  readonly hex: string;
  readonly kind: FloatClass;
  /** The exponent without its bias (normal and subnormal numbers). */
  readonly power?: number;
  /** The value stored, exactly, in decimal (absent for infinity and NaN). */
  readonly exact?: string;
  /** The typed number is not stored exactly: it is rounded to the nearest value of the format. */
  readonly rounded?: true;
  /** Too big for the format: stored as infinity. */
  readonly overflow?: true;
  /** Too small for the format: stored as zero. */
  readonly underflow?: true;
}

export interface Floats {
  readonly float: readonly FloatView[];
}

const FORMATS = [
  { bits: 32, exponentBits: 8, fractionBits: 23 },
  { bits: 64, exponentBits: 11, fractionBits: 52 },
] as const;

/** Beyond these powers of ten every format overflows or underflows; the exact rational is not built. */
const MAX_DECIMAL_ORDER = 400;

interface Decimal {
  readonly negative: boolean;
  /** value = digits × 10^power, or a special. */
  readonly digits: bigint;
  readonly power: number;
  readonly special?: 'infinity' | 'nan';
}

/** 1.5, -2.5e-3, .5, 1E400, Infinity, ∞, NaN; spaces, underscores and apostrophes between digits are ignored. */
export function parseDecimal(text: string): Decimal | ToolError {
  const compact = text.replace(/[\s_']/g, '').replace(/^−/, '-');
  if (compact === '') return toolError('empty', { field: 'value' });
  if (/,/.test(compact)) return toolError('comma', { position: [...text].indexOf(',') + 1, field: 'value' });
  const m = /^([+-]?)(?:(inf(?:inity)?|∞)|(nan)|(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,9}))?)$/i.exec(compact);
  if (!m || (m[4] === '' && (m[5] ?? '') === '' && !m[2] && !m[3])) return toolError('notDecimal', { field: 'value' });
  const negative = m[1] === '-';
  if (m[2]) return { negative, digits: 0n, power: 0, special: 'infinity' };
  if (m[3]) return { negative, digits: 0n, power: 0, special: 'nan' };
  const fraction = m[5] ?? '';
  return { negative, digits: BigInt(`${m[4]}${fraction}` || '0'), power: Number(m[6] ?? 0) - fraction.length };
}

const bitLength = (n: bigint) => (n === 0n ? 0 : n.toString(2).length);

/** m × 2^k written exactly in decimal. */
function exactDecimal(m: bigint, k: number): string {
  if (k >= 0) return (m << BigInt(k)).toString();
  const places = -k;
  const digits = (m * 5n ** BigInt(places)).toString().padStart(places + 1, '0');
  const fraction = digits.slice(-places).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -places)}.${fraction}` : digits.slice(0, -places);
}

function encode(value: Decimal, format: (typeof FORMATS)[number]): FloatView {
  const { bits, exponentBits: E, fractionBits: F } = format;
  const bias = 2 ** (E - 1) - 1;
  const pattern = (sign: boolean, biased: number, fraction: bigint) => {
    const whole = ((sign ? 1n : 0n) << BigInt(E + F)) | (BigInt(biased) << BigInt(F)) | fraction;
    const binary = whole.toString(2).padStart(bits, '0');
    return { bits, sign: binary.slice(0, 1), exponent: binary.slice(1, 1 + E), mantissa: binary.slice(1 + E), hex: whole.toString(16).toUpperCase().padStart(bits / 4, '0') };
  };
  const maxBiased = 2 ** E - 1;
  if (value.special === 'nan') return { ...pattern(false, maxBiased, 1n << BigInt(F - 1)), kind: 'nan' };
  const order = value.digits === 0n ? 0 : value.digits.toString().length + value.power;
  const infinity = (overflow: boolean): FloatView => ({ ...pattern(value.negative, maxBiased, 0n), kind: 'infinity', ...(overflow ? { overflow: true as const } : {}) });
  const zero = (underflow: boolean): FloatView => ({ ...pattern(value.negative, 0, 0n), kind: 'zero', exact: value.negative ? '-0' : '0', ...(underflow ? { underflow: true as const, rounded: true as const } : {}) });
  if (value.special === 'infinity') return infinity(false);
  if (value.digits === 0n) return zero(false);
  if (order > MAX_DECIMAL_ORDER) return infinity(true);
  if (order < -MAX_DECIMAL_ORDER) return zero(true);

  // The exact value p / q.
  const p = value.power >= 0 ? value.digits * 10n ** BigInt(value.power) : value.digits;
  const q = value.power >= 0 ? 1n : 10n ** BigInt(-value.power);
  const atLeast = (e: number) => (e >= 0 ? p >= q << BigInt(e) : p << BigInt(-e) >= q);
  let e = bitLength(p) - bitLength(q);
  if (!atLeast(e)) e--;
  const emin = 1 - bias;
  if (e < emin) e = emin;
  // The significand m = p / q × 2^(F − e), rounded half to even.
  const shift = F - e;
  const num = shift >= 0 ? p << BigInt(shift) : p;
  const den = shift >= 0 ? q : q << BigInt(-shift);
  let m = num / den;
  const twice = (num % den) * 2n;
  const inexact = twice !== 0n;
  if (twice > den || (twice === den && (m & 1n) === 1n)) m++;
  if (m === 1n << BigInt(F + 1)) {
    m >>= 1n;
    e++;
  }
  if (e > bias) return infinity(true);
  if (m === 0n) return zero(true);
  const normal = m >= 1n << BigInt(F);
  const stored = exactDecimal(m, e - F);
  return {
    ...pattern(value.negative, normal ? e + bias : 0, m & ((1n << BigInt(F)) - 1n)),
    kind: normal ? 'normal' : 'subnormal',
    power: e,
    exact: value.negative ? `-${stored}` : stored,
    ...(inexact ? { rounded: true as const } : {}),
  };
}

export function runFloat(text: string): Floats | ToolError {
  const value = parseDecimal(text);
  if ('kind' in value) return value;
  return { float: FORMATS.map((format) => encode(value, format)) };
}
