import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options, Unit } from './manifest.ts';
import { MAX_MS, MS, parseDuration, timeOfDay } from './duration.ts';

export interface AddResult {
  mode: 'add';
  operation: 'add' | 'subtract';
  a: number;
  b: number;
  /** a ± b, in milliseconds (negative when b is the longer one in a subtraction). */
  ms: number;
}

export interface SumItem {
  /** Line number in the list, from 1 (empty lines count). */
  line: number;
  /** The line as typed, trimmed. */
  text: string;
  ms: number;
}

export interface SumResult {
  mode: 'sum';
  items: SumItem[];
  ms: number;
}

export interface ConvertResult {
  mode: 'convert';
  value: number;
  unit: Unit;
  /** The amount in seconds (not rounded: 1/3 minute is 20 s, 1 ms is 0.001 s). */
  seconds: number;
}

export interface BetweenResult {
  mode: 'between';
  start: string;
  end: string;
  /** The end is earlier than the start (or the same): it is on the next day. */
  overnight: boolean;
  /** From start to end, before the break. */
  span: number;
  pause: number;
  ms: number;
}

export type DurationResult = AddResult | SumResult | ConvertResult | BetweenResult;

/** Lines a list may have: a year of daily entries several times over. */
export const MAX_LINES = 10_000;

function read(text: string | null, field: 'a' | 'b'): number | ToolError {
  const ms = parseDuration(text ?? '');
  if (ms === 'empty') return toolError('required', { field });
  if (ms === 'invalid') return toolError('invalidDuration', { field, text: (text ?? '').trim() });
  if (ms === 'tooLong') return toolError('tooLong', { field });
  return ms;
}

export function run(input: Input, { mode }: Options): DurationResult | ToolError {
  switch (mode) {
    case 'add': {
      const a = read(input.a, 'a');
      if (typeof a !== 'number') return a;
      const b = read(input.b, 'b');
      if (typeof b !== 'number') return b;
      const operation = input.operation === 'subtract' ? 'subtract' : 'add';
      const ms = operation === 'add' ? a + b : a - b;
      if (Math.abs(ms) > MAX_MS) return toolError('tooLong', { field: 'b' });
      return { mode, operation, a, b, ms: ms === 0 ? 0 : ms };
    }
    case 'sum': {
      const lines = (input.list ?? '').split(/\r\n|\r|\n/);
      if (lines.length > MAX_LINES) return toolError('tooManyLines', { field: 'list', max: MAX_LINES });
      const items: SumItem[] = [];
      let total = 0;
      for (const [i, raw] of lines.entries()) {
        const ms = parseDuration(raw);
        if (ms === 'empty') continue;
        if (ms === 'invalid') return toolError('invalidLine', { field: 'list', line: i + 1, text: raw.trim() });
        if (ms === 'tooLong') return toolError('tooLong', { field: 'list' });
        items.push({ line: i + 1, text: raw.trim(), ms });
        total += ms;
      }
      if (items.length === 0) return toolError('emptyList', { field: 'list' });
      if (Math.abs(total) > MAX_MS) return toolError('tooLong', { field: 'list' });
      return { mode, items, ms: total === 0 ? 0 : total };
    }
    case 'convert': {
      const value = input.value ?? 0;
      const unit = input.unit as Unit;
      const seconds = (value * MS[unit]) / 1000;
      if (!Number.isFinite(seconds) || seconds * 1000 > MAX_MS) return toolError('tooLong', { field: 'value' });
      return { mode, value, unit, seconds };
    }
    case 'between': {
      if (!input.start) return toolError('required', { field: 'start' });
      if (!input.end) return toolError('required', { field: 'end' });
      const from = timeOfDay(input.start);
      const to = timeOfDay(input.end);
      const overnight = to <= from;
      const span = overnight ? to + MS.days - from : to - from;
      const pause = (input.pause ?? 0) * MS.minutes;
      if (pause > span) return toolError('pauseTooLong', { field: 'pause' });
      return { mode, start: input.start, end: input.end, overnight, span, pause, ms: span - pause };
    }
  }
}
