/**
 * Reading a cron expression field by field, so that a mistake is named where it is ("the hour field
 * '25' is out of range 0–23") before the libraries see it. Accepts what Vixie cron and Quartz-style
 * schedulers write and both croner and cronstrue understand: 5 fields (minute hour day month weekday)
 * or 6 with seconds first; numbers, names (JAN–DEC, SUN–SAT), *, ranges, lists, steps (*\/5, 1-30/2,
 * 0/15); ? in the day or weekday field; L, 15W and LW in the day field; 5L and 5#2 in the weekday field;
 * and the nicknames @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly. Pure.
 */
import { toolError, type ToolError } from '@sdk/core';

export const PARTS = ['second', 'minute', 'hour', 'day', 'month', 'weekday'] as const;
export type Part = (typeof PARTS)[number];

export const BOUNDS: Readonly<Record<Part, readonly [number, number]>> = {
  second: [0, 59],
  minute: [0, 59],
  hour: [0, 23],
  day: [1, 31],
  month: [1, 12],
  weekday: [0, 7],
};

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** The nicknames and the 5-field expressions they stand for (@midnight is @daily, @annually @yearly). */
export const NICKNAMES: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

export interface ParsedCron {
  /** The fields as written (a nickname expanded), 5 or 6 of them. */
  readonly fields: readonly string[];
  /** The name of each field, in order. */
  readonly parts: readonly Part[];
  /** The expression handed to the libraries (single spaces, a nickname expanded). */
  readonly expression: string;
  /** The nickname written, if any ("@daily"). */
  readonly nickname: string | null;
}

const rangeError = (part: Part, value: string) => toolError(`${part}Range`, { value, min: BOUNDS[part][0], max: BOUNDS[part][1], field: 'expression' });
const syntaxError = (part: Part, value: string) => toolError(`${part}Syntax`, { value, min: BOUNDS[part][0], max: BOUNDS[part][1], field: 'expression' });

/** A single value of a field: a number or (month, weekday) a three-letter name; null when it is neither. */
function valueOf(part: Part, text: string): number | null {
  if (/^\d{1,4}$/.test(text)) return Number(text);
  const names = part === 'month' ? MONTHS : part === 'weekday' ? WEEKDAYS : null;
  if (!names) return null;
  const i = names.indexOf(text.toUpperCase());
  if (i < 0) return null;
  return part === 'month' ? i + 1 : i;
}

/** One comma-separated item of a field: null when it is fine, else the error naming it. */
function checkItem(part: Part, item: string): ToolError | null {
  const [min, max] = BOUNDS[part];
  const inRange = (text: string): ToolError | null | 'bad' => {
    const v = valueOf(part, text);
    if (v === null) return 'bad';
    return v < min || v > max ? rangeError(part, text) : null;
  };
  if (part === 'day') {
    if (item === 'L' || item === 'LW' || item === 'l' || item === 'lw') return null;
    const w = /^(\d{1,2})[Ww]$/.exec(item);
    if (w) return inRange(w[1]!) === 'bad' ? syntaxError(part, item) : (inRange(w[1]!) as ToolError | null);
  }
  if (part === 'weekday') {
    const special = /^([A-Za-z]{3}|\d)(?:[Ll]|#(\d+))$/.exec(item);
    if (special) {
      const v = inRange(special[1]!);
      if (v === 'bad') return syntaxError(part, item);
      if (v) return v;
      if (special[2] !== undefined && (Number(special[2]) < 1 || Number(special[2]) > 5)) return toolError('nthWeekday', { value: item, field: 'expression' });
      return null;
    }
  }
  const m = /^(\*|[A-Za-z0-9]+|[A-Za-z0-9]+-[A-Za-z0-9]+)(?:\/(\d+))?$/.exec(item);
  if (!m) return syntaxError(part, item);
  const [, head, step] = m;
  if (head !== '*') {
    const ends = head!.split('-');
    for (const end of ends) {
      const v = inRange(end);
      if (v === 'bad') return syntaxError(part, item);
      if (v) return v;
    }
    if (ends.length === 2) {
      let [a, b] = ends.map((end) => valueOf(part, end)!) as [number, number];
      // Sunday is 0 and 7: "FRI-SUN" and "5-7" are the same days.
      if (part === 'weekday' && b === 0) b = 7;
      if (a > b) return toolError('reversedRange', { value: item, field: 'expression' });
    }
  }
  if (step !== undefined) {
    const s = Number(step);
    const span = part === 'weekday' ? 7 : max - min + 1;
    if (s < 1 || s > span) return toolError(`${part}Step`, { value: item, max: span, field: 'expression' });
  }
  return null;
}

/** Reads an expression: its fields, or the first mistake, named by its field. */
export function parseCron(text: string): ParsedCron | ToolError {
  const trimmed = text.trim();
  if (trimmed.startsWith('@')) {
    const nickname = trimmed.toLowerCase();
    if (nickname === '@reboot') return toolError('reboot', { field: 'expression' });
    const expansion = NICKNAMES[nickname];
    if (!expansion) return toolError('nickname', { value: trimmed, field: 'expression' });
    const fields = expansion.split(' ');
    return { fields, parts: PARTS.slice(1), expression: expansion, nickname };
  }
  const fields = trimmed.split(/\s+/).filter(Boolean);
  if (fields.length !== 5 && fields.length !== 6) return toolError('fieldCount', { count: fields.length, field: 'expression' });
  const parts = fields.length === 6 ? PARTS : PARTS.slice(1);
  for (let i = 0; i < fields.length; i++) {
    const part = parts[i]!;
    const field = fields[i]!;
    if (field === '?') {
      if (part === 'day' || part === 'weekday') continue;
      return syntaxError(part, field);
    }
    for (const item of field.split(',')) {
      if (item === '') return syntaxError(part, field);
      const error = checkItem(part, item);
      if (error) return error;
    }
  }
  return { fields, parts, expression: fields.join(' '), nickname: null };
}
