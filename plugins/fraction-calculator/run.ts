import { toolError, type ToolError } from '@sdk/core';
import type { Input, Operation, Options } from './manifest.ts';
import { add, div, mul, read, sub, text, type Q } from './rational.ts';

/** Fractions as text in lowest terms ("-3/2", "5"): exact however large, and JSON as they are. */
export type FractionResult = { mode: 'calculate'; x: string; op: Operation; y: string; result: string } | { mode: 'convert'; x: string };

/** Digits past which a fraction stops being useful to a person (and BigInt work stays instant). */
const MAX_DIGITS = 2000;

function value(field: 'x' | 'y', typed: string): Q | ToolError {
  const r = read(typed);
  return typeof r === 'string' ? toolError(r, { field }) : r.value;
}

export function run({ x, op, y }: Input, { mode }: Options): FractionResult | ToolError {
  const a = value('x', x);
  if ('kind' in a) return a;
  if (mode === 'convert') return { mode, x: text(a) };
  const b = value('y', y);
  if ('kind' in b) return b;
  if (op === 'divide' && b.n === 0n) return toolError('divideByZero', { field: 'y' });
  const result = { add, subtract: sub, multiply: mul, divide: div }[op as Operation](a, b);
  if (String(result.n).length + String(result.d).length > MAX_DIGITS) return toolError('tooLarge');
  return { mode, x: text(a), op: op as Operation, y: text(b), result: text(result) };
}
