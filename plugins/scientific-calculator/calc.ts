/**
 * mathjs, set up for expressions typed by anyone: loaded on first use, one instance per number mode
 * and angle unit, with the functions its security guide says to disable for untrusted input
 * (import, createUnit, evaluate, parse, simplify, derivative, resolve, compile) replaced by ones that
 * refuse. In degrees, the trigonometric functions take and give degrees.
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
  if (angle === 'deg') useDegrees(math);
  const evaluate = math.evaluate.bind(math) as Calculator['evaluate'];
  const refuse = (name: string) => () => {
    throw new Error(`disabled:${name}`);
  };
  math.import(Object.fromEntries(DISABLED.map((name) => [name, refuse(name)])), { override: true });
  const calc = { math, evaluate };
  cache.set(key, calc);
  return calc;
}

/** The trigonometric functions in degrees, as mathjs's own "angle configuration" example does it. */
function useDegrees(math: MathJsInstance): void {
  type Big = { times(x: unknown): Big; div(x: unknown): Big };
  const m = math as unknown as Record<string, (...args: unknown[]) => unknown> & { typed: (name: string, signatures: Record<string, (...args: never[]) => unknown>) => unknown; bignumber(x: unknown): Big; map(x: unknown, f: (v: unknown) => unknown): unknown; pi: number };
  const bigPi = () => m.bignumber(m.pi === undefined ? Math.PI : (m.pi as unknown as number));
  const replacements: Record<string, unknown> = {};
  for (const name of ['sin', 'cos', 'tan', 'sec', 'csc', 'cot']) {
    const fn = m[name]!;
    const onNumber = (x: number) => fn((x * Math.PI) / 180);
    const onBig = (x: Big) => fn(x.times(bigPi()).div(180));
    replacements[name] = m.typed(name, {
      number: onNumber,
      BigNumber: onBig,
      Unit: (x: never) => fn(x),
      Complex: (x: never) => fn(x),
      'Array | Matrix': (x: never) => m.map(x, (v) => (typeof v === 'number' ? onNumber(v) : fn(v))),
    });
  }
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
  math.import(replacements, { override: true });
}
