import { toolError, type ToolError } from '@sdk/core';
import { calculator, PRECISE_DIGITS, type Calculator } from './calc.ts';
import { readDecimalCommas, type DecimalMark } from './decimalComma.ts';
import type { Input, Options } from './manifest.ts';

/** Digits shown in precise mode: four fewer than computed, so that rounding in the last digits never shows (asin(1) in degrees is 90, not 90.000…01). */
export const SHOWN_DIGITS = PRECISE_DIGITS - 4;

/** History lines evaluated (the newest are kept). */
export const MAX_HISTORY = 100;
/** Longest result text kept (a big matrix, a 10,000-digit fraction). */
export const MAX_TEXT = 5000;

export type ValueType = 'number' | 'fraction' | 'bignumber' | 'complex' | 'unit' | 'matrix' | 'boolean' | 'string' | 'function' | 'none';

export interface Value {
  type: ValueType;
  /** As mathjs writes it, with a point for decimals (what the visitor can type back). */
  text: string;
  /** The value as a finite number, when it is a real number (shown in the page's language). */
  number?: number;
}

export interface CalcError {
  code: string;
  params: Record<string, string | number>;
}

export interface HistoryLine {
  expression: string;
  value?: Value;
  error?: CalcError;
}

export interface CalcResult {
  /** The expression's value, or null when only the history is filled in. */
  value: Value | null;
  /** Each history line with its value, evaluated top to bottom (variables and ans carry over). */
  history: HistoryLine[];
  /** Exact fractions were asked for but a function or constant (sin, pi, sqrt) needed decimals. */
  inexact: boolean;
  /** "Automatic" read a line with decimal commas (0,1 + 0,2) or semicolons between arguments (round(2,5; 0)). */
  decimalComma: boolean;
}

class ResultError extends Error {
  constructor(readonly error: CalcError) {
    super(error.code);
  }
}

/** What went wrong, as a code the page translates, with where (1-based character) when it is known. */
export function classify(error: unknown, expression: string): CalcError {
  if (error instanceof ResultError) return error.error;
  const e = error as { message?: string; char?: number; data?: { category?: string; fn?: string } };
  const message = String(e.message ?? '');
  const at = (name: string): Record<string, number> => {
    const i = expression.search(new RegExp(`(?<![\\w.])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`));
    return i >= 0 ? { position: i + 1 } : {};
  };
  const disabled = /^disabled:(\w+)/.exec(message);
  if (disabled) return { code: 'disabled', params: { name: disabled[1]! } };
  const angle = /^undefinedAngle:(\w+):(.+)$/.exec(message);
  if (angle) return { code: 'undefinedAngle', params: { name: angle[1]!, angle: Number(angle[2]) } };
  if (typeof e.char === 'number') {
    const position = Math.min(e.char, expression.length + 1);
    if (/^Unexpected end of expression/.test(message)) return { code: 'unexpectedEnd', params: { position } };
    if (/^Parenthesis \) expected/.test(message)) return { code: 'parenExpected', params: { position } };
    if (/^Unexpected operator/.test(message)) return { code: 'unexpectedOperator', params: { position, token: message.match(/operator (\S+)/)?.[1] ?? '' } };
    if (/^Value expected/.test(message)) return { code: 'valueExpected', params: { position } };
    return { code: 'syntax', params: { position } };
  }
  const symbol = /^Undefined symbol (\S+)/.exec(message);
  if (symbol) return { code: 'undefinedSymbol', params: { name: symbol[1]!, ...at(symbol[1]!) } };
  const fn = /^Undefined function (\S+)/.exec(message);
  if (fn) return { code: 'undefinedFunction', params: { name: fn[1]!, ...at(fn[1]!) } };
  const category = e.data?.category;
  if ((category === 'tooManyArgs' || category === 'tooFewArgs') && e.data?.fn) return { code: 'argumentCount', params: { name: e.data.fn, ...at(e.data.fn) } };
  if (category === 'wrongType' && e.data?.fn) return { code: 'argumentType', params: { name: e.data.fn, ...at(e.data.fn) } };
  if (/^Too (many|few) arguments in function (\w+)/.test(message)) {
    const name = message.match(/function (\w+)/)![1]!;
    return { code: 'argumentCount', params: { name, ...at(name) } };
  }
  if (/division by zero/i.test(message)) return { code: 'divisionByZero', params: {} };
  if (/Cannot implicitly convert/.test(message)) return { code: 'conversion', params: {} };
  if (/Dimension mismatch|must be square|Matrix must/i.test(message)) return { code: 'dimension', params: {} };
  if (/Units do not match|Unit .* not found|is not a valid unit/i.test(message)) return { code: 'units', params: {} };
  return { code: 'evaluation', params: {} };
}

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** A mathjs value as the page shows it; Infinity and NaN are mistakes said in words, never shown. */
function describe(calc: Calculator, v: unknown): Value {
  const { math } = calc;
  if (v !== null && typeof v === 'object' && (v as { isResultSet?: boolean }).isResultSet) {
    const entries = (v as { entries: unknown[] }).entries;
    return entries.length ? describe(calc, entries[entries.length - 1]) : { type: 'none', text: '' };
  }
  if (v === undefined || v === null) return { type: 'none', text: '' };
  const type = math.typeOf(v);
  const bad = (x: number) => {
    if (Number.isNaN(x)) throw new ResultError({ code: 'notANumber', params: {} });
    if (!Number.isFinite(x)) throw new ResultError({ code: 'infinite', params: {} });
  };
  switch (type) {
    case 'number': {
      const x = v as number;
      bad(x);
      return { type: 'number', text: math.format(x, { precision: 15, lowerExp: -7, upperExp: 21 }), number: x + 0 };
    }
    case 'BigNumber': {
      const b = v as { isNaN(): boolean; isFinite(): boolean; toNumber(): number };
      if (b.isNaN()) bad(Number.NaN);
      if (!b.isFinite()) bad(Infinity);
      const x = b.toNumber();
      return { type: 'bignumber', text: clip(math.format(v, { precision: SHOWN_DIGITS, lowerExp: -20, upperExp: SHOWN_DIGITS })), ...(Number.isFinite(x) ? { number: x + 0 } : {}) };
    }
    case 'Fraction': {
      const f = v as { toFraction(): string; valueOf(): number };
      const x = f.valueOf();
      return { type: 'fraction', text: clip(f.toFraction()), ...(Number.isFinite(x) ? { number: x + 0 } : {}) };
    }
    case 'Complex': {
      const c = v as { re: number; im: number };
      bad(c.re);
      bad(c.im);
      if (c.im === 0) return describe(calc, c.re);
      return { type: 'complex', text: math.format(v, { precision: 14 }) };
    }
    case 'Unit':
      return { type: 'unit', text: clip(math.format(v, { precision: 14 })) };
    case 'Matrix':
    case 'Array':
    case 'DenseMatrix':
    case 'SparseMatrix':
      return { type: 'matrix', text: clip(math.format(v, { precision: 14 })) };
    case 'boolean':
      return { type: 'boolean', text: String(v) };
    case 'string':
      return { type: 'string', text: clip(JSON.stringify(v)) };
    case 'function':
      return { type: 'function', text: String((v as { syntax?: string }).syntax ?? (v as { name?: string }).name ?? '') };
    default:
      return { type: 'string', text: clip(math.format(v, { precision: 14 })) };
  }
}

type Outcome = { ok: true; value: Value } | { ok: false; error: CalcError };

function evaluateAll(calc: Calculator, lines: string[], expression: string, mark: DecimalMark): { history: HistoryLine[]; main: Outcome | null; conversion: boolean; decimalComma: boolean } {
  const scope = new Map<string, unknown>();
  let conversion = false;
  let decimalComma = false;
  const one = (typed: string): Outcome => {
    const reading = readDecimalCommas(typed, mark);
    if ('ambiguous' in reading) return { ok: false, error: { code: 'ambiguousComma', params: { ...reading.ambiguous } } };
    const text = reading.text;
    if (reading.comma && mark === 'auto') decimalComma = true;
    try {
      const raw = calc.evaluate(text, scope);
      const value = describe(calc, raw);
      if (value.type !== 'none' && value.type !== 'function') scope.set('ans', raw);
      return { ok: true, value };
    } catch (error) {
      const e = classify(error, text);
      if (e.code === 'conversion') conversion = true;
      return { ok: false, error: e };
    }
  };
  const history = lines.map((line) => {
    const r = one(line);
    return r.ok ? { expression: line, value: r.value } : { expression: line, error: r.error };
  });
  return { history, main: expression ? one(expression) : null, conversion, decimalComma };
}

export async function run(input: Input, options: Options): Promise<CalcResult | ToolError> {
  const expression = input.expression.trim();
  const lines = input.history
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .slice(-MAX_HISTORY);
  if (expression === '' && lines.length === 0) return toolError('required', { field: 'expression' });

  let calc = await calculator(options.numbers, options.angle);
  let done = evaluateAll(calc, lines, expression, options.decimalMark);
  let inexact = false;
  // Exact fractions cannot hold pi, sin(1) or √2: say so, and give the decimals instead of refusing.
  if (options.numbers === 'fraction' && done.conversion) {
    calc = await calculator('decimal', options.angle);
    done = evaluateAll(calc, lines, expression, options.decimalMark);
    inexact = true;
  }
  if (done.main && !done.main.ok) return toolError(done.main.error.code, { field: 'expression', ...done.main.error.params });
  return { value: done.main?.value ?? null, history: done.history, inexact, decimalComma: done.decimalComma };
}
