/**
 * mathjs, set up for expressions typed by anyone: loaded on first use, one instance per number mode
 * and angle unit, with the functions its security guide says to disable for untrusted input
 * (import, createUnit, evaluate, parse, simplify, derivative, resolve, compile) replaced by ones that
 * refuse. In degrees, the trigonometric functions take and give degrees, exactly at the usual angles; ln is
 * the natural logarithm.
 */
import type { MathJsInstance } from 'mathjs';

export type NumberMode = 'decimal' | 'fraction' | 'precise';
export type AngleUnit = 'deg' | 'rad';

/** Significant digits of "precise" (BigNumber) mode. */
export const PRECISE_DIGITS = 64;

export const DISABLED = ['import', 'createUnit', 'evaluate', 'parse', 'simplify', 'derivative', 'resolve', 'compile', 'reviver', 'chain'] as const;

export interface Calculator {
  math: MathJsInstance;
  evaluate: (expression: string, scope: Map<string, unknown>) => unknown;
}

const cache = new Map<string, Calculator>();

export async function calculator(mode: NumberMode, angle: AngleUnit): Promise<Calculator> {
  const key = `${mode}/${angle}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { create, all } = await import('mathjs');
  const math = create(all, mode === 'decimal' ? { number: 'number' } : mode === 'fraction' ? { number: 'Fraction' } : { number: 'BigNumber', precision: PRECISE_DIGITS });
  useDegrees(math, angle === 'deg');
  // ln, as calculators write the natural logarithm (mathjs calls it log).
  const log = math.log;
  math.import({ ln: math.typed('ln', { any: (x: never) => log(x) }) });
  const evaluate = math.evaluate.bind(math) as Calculator['evaluate'];
  const refuse = (name: string) => () => {
    throw new Error(`disabled:${name}`);
  };
  math.import(Object.fromEntries(DISABLED.map((name) => [name, refuse(name)])), { override: true });
  const calc = { math, evaluate };
  cache.set(key, calc);
  return calc;
}

/** sin at the angles (degrees, 0 ≤ r < 360) where it is 0, ±1/2 or ±1: these are given exactly. */
const SIN_EXACT: Readonly<Record<number, number>> = { 0: 0, 30: 0.5, 90: 1, 150: 0.5, 180: 0, 210: -0.5, 270: -1, 330: -0.5 };

/**
 * A trigonometric function's exact value at an angle r in degrees (0 ≤ r < 360): a number where it is
 * 0, ±1/2, ±1 or ±2 (cos 90° = 0, tan 45° = 1, sec 60° = 2), 'undefined' where the function divides by
 * zero (tan 90°, cot 0°), and null elsewhere (sin 45° = √2/2 is computed).
 */
export function exactTrig(name: string, r: number): number | 'undefined' | null {
  const s = SIN_EXACT[r];
  const c = SIN_EXACT[(r + 90) % 360];
  const unit = r % 180 === 45 ? 1 : r % 180 === 135 ? -1 : null;
  switch (name) {
    case 'sin':
      return s ?? null;
    case 'cos':
      return c ?? null;
    case 'tan':
      return c === 0 ? 'undefined' : s === 0 ? 0 : unit;
    case 'cot':
      return s === 0 ? 'undefined' : c === 0 ? 0 : unit;
    case 'sec':
      return c === 0 ? 'undefined' : c === undefined ? null : 1 / c;
    case 'csc':
      return s === 0 ? 'undefined' : s === undefined ? null : 1 / s;
    default:
      return null;
  }
}

/** An angle in degrees brought into [0, 360) (exactly: % is exact in floating point). */
export function reduceDegrees(x: number): number {
  let r = x % 360;
  if (r < 0) r += 360;
  return r >= 360 ? 0 : r;
}

const RAD = Math.PI / 180;

/** sin of r degrees (0 ≤ r < 360), computed in the first quadrant so that sin 179.9999° keeps its digits. */
function sinDegrees(r: number): number {
  const sign = r >= 180 ? -1 : 1;
  let a = r >= 180 ? r - 180 : r;
  if (a > 90) a = 180 - a;
  return sign * Math.sin(a * RAD);
}

/** cos of r degrees (0 ≤ r < 360), likewise. */
function cosDegrees(r: number): number {
  const a = r > 180 ? 360 - r : r;
  if (a > 90) return -Math.sin((a - 90) * RAD);
  return a < 45 ? Math.cos(a * RAD) : Math.sin((90 - a) * RAD);
}

/** The function of an angle of x degrees, as a number: exact where the value is 0, ±1/2, ±1, ±2, else computed. */
export function trigDegrees(name: string, x: number): number {
  const r = reduceDegrees(x);
  const exact = exactTrig(name, r);
  if (exact === 'undefined') throw undefinedAngle(name, x);
  if (exact !== null) return exact + 0;
  const s = sinDegrees(r);
  const c = cosDegrees(r);
  const v = name === 'sin' ? s : name === 'cos' ? c : name === 'tan' ? s / c : name === 'cot' ? c / s : name === 'sec' ? 1 / c : 1 / s;
  return v + 0;
}

/** The mistake of tan 90°, cot 0°…: read by run()'s classify() as "undefinedAngle". */
export const undefinedAngle = (name: string, degrees: number | string) => new Error(`undefinedAngle:${name}:${degrees}`);

/**
 * The trigonometric functions in degrees, as mathjs's own "angle configuration" example does it, with the
 * exact values of the usual angles (cos 90° = 0, not 6.12 × 10⁻¹⁷; tan 90° undefined, not 1.63 × 10¹⁶).
 * An angle given with its unit (90 deg) gets the same exact values in radians mode.
 */
function useDegrees(math: MathJsInstance, degrees: boolean): void {
  type Big = { times(x: unknown): Big; div(x: unknown): Big; isInteger(): boolean; toNumber(): number; toString(): string };
  type AngleUnit = { hasBase(base: unknown): boolean; toNumber(unit: string): number };
  const m = math as unknown as Record<string, (...args: unknown[]) => unknown> & {
    typed: (name: string, signatures: Record<string, (...args: never[]) => unknown>) => unknown;
    bignumber(x: unknown): Big;
    map(x: unknown, f: (v: unknown) => unknown): unknown;
    pi: number;
    config: { number?: string };
    Unit: { BASE_UNITS: { ANGLE: unknown } };
    isBigNumber(x: unknown): boolean;
    isUnit(x: unknown): boolean;
  };
  const bigPi = () => m.bignumber(m.pi === undefined ? Math.PI : (m.pi as unknown as number));
  const precise = m.config.number === 'BigNumber';
  const replacements: Record<string, unknown> = {};
  for (const name of ['sin', 'cos', 'tan', 'sec', 'csc', 'cot']) {
    const fn = m[name]!;
    const onNumber = (x: number) => (degrees ? trigDegrees(name, x) : fn(x));
    const onBig = (x: Big) => {
      if (!degrees) return fn(x);
      const r = m.mod!(x, 360) as Big;
      if (r.isInteger()) {
        const exact = exactTrig(name, r.toNumber());
        if (exact === 'undefined') throw undefinedAngle(name, x.toString());
        if (exact !== null) return m.bignumber(exact);
      }
      return fn(r.times(bigPi()).div(180));
    };
    // 90 deg, 0.25 turn: exact where the angle is a whole number of degrees.
    const onUnit = (x: AngleUnit) => {
      if (!x.hasBase(m.Unit.BASE_UNITS.ANGLE)) return fn(x);
      const d = x.toNumber('deg');
      if (Number.isInteger(d)) {
        const exact = exactTrig(name, reduceDegrees(d));
        if (exact === 'undefined') throw undefinedAngle(name, d);
        if (exact !== null) return precise ? m.bignumber(exact) : exact + 0;
      }
      return fn(x);
    };
    const one = (v: unknown): unknown => (typeof v === 'number' ? onNumber(v) : m.isBigNumber(v) ? onBig(v as Big) : m.isUnit(v) ? onUnit(v as AngleUnit) : fn(v));
    replacements[name] = m.typed(name, {
      number: onNumber,
      BigNumber: onBig,
      Unit: onUnit,
      Complex: (x: never) => fn(x),
      'Array | Matrix': (x: never) => m.map(x, one),
    });
  }
  if (degrees) {
    for (const name of ['asin', 'acos', 'atan', 'acot', 'asec', 'acsc']) {
      const fn = m[name]!;
      const onNumber = (x: number) => {
        const r = fn(x);
        return typeof r === 'number' ? (r * 180) / Math.PI : r;
      };
      replacements[name] = m.typed(name, {
        number: onNumber,
        BigNumber: (x: never) => (fn(x) as Big).times(180).div(bigPi()),
        Complex: (x: never) => fn(x),
        'Array | Matrix': (x: never) => m.map(x, (v) => onNumber(v as number)),
      });
    }
    const atan2 = m.atan2!;
    replacements.atan2 = m.typed('atan2', {
      'number, number': (y: number, x: number) => ((atan2(y, x) as number) * 180) / Math.PI,
      'BigNumber, BigNumber': (y: never, x: never) => (atan2(y, x) as Big).times(180).div(bigPi()),
    });
  }
  math.import(replacements, { override: true });
}
