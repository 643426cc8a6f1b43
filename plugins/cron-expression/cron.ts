/**
 * Reading a cron expression field by field, so that a mistake is named where it is ("the hour field
 * '25' is out of range 0–23") before the libraries see it, in one of three syntaxes:
 * - Unix cron (Vixie cron, crontab): 5 fields (minute hour day month weekday) or 6 with seconds first;
 *   weekdays 0–7 (0 and 7 are Sunday); the nicknames @yearly, @annually, @monthly, @weekly, @daily,
 *   @midnight, @hourly; and the extensions croner and cronstrue share (?, L, W, #).
 * - Quartz: 6 or 7 fields (second minute hour day month weekday [year]); weekdays 1–7, 1 = Sunday;
 *   ? in exactly one of the day and weekday fields; L, LW, 15W in the day field; 6L, 6#3 in the weekday
 *   field; years 1970–2099.
 * - AWS EventBridge: cron(minute hour day month weekday year), with or without the cron( ) wrapper, the
 *   same rules as Quartz without seconds, years 1970–2199; and rate(5 minutes).
 * Everywhere: numbers, names (JAN–DEC, SUN–SAT), *, ranges, lists and steps (*\/5, 1-30/2, 0/15). Pure.
 */
import { toolError, type ToolError } from '@sdk/core';

export const SYNTAXES = ['unix', 'quartz', 'aws'] as const;
export type Syntax = (typeof SYNTAXES)[number];

export const PARTS = ['second', 'minute', 'hour', 'day', 'month', 'weekday', 'year'] as const;
export type Part = (typeof PARTS)[number];

/** The parts of each syntax, in order, for each number of fields it takes. */
const LAYOUTS: Readonly<Record<Syntax, Readonly<Record<number, readonly Part[]>>>> = {
  unix: { 5: PARTS.slice(1, 6), 6: PARTS.slice(0, 6) },
  quartz: { 6: PARTS.slice(0, 6), 7: PARTS },
  aws: { 6: PARTS.slice(1) },
};

/** The values a part takes in a syntax (Quartz and EventBridge count weekdays from 1, Sunday). */
export function bounds(part: Part, syntax: Syntax): readonly [number, number] {
  switch (part) {
    case 'second':
    case 'minute':
      return [0, 59];
    case 'hour':
      return [0, 23];
    case 'day':
      return [1, 31];
    case 'month':
      return [1, 12];
    case 'weekday':
      return syntax === 'unix' ? [0, 7] : [1, 7];
    case 'year':
      return syntax === 'aws' ? [1970, 2199] : [1970, 2099];
  }
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** Weekday names, Sunday first (crontab's 0, Quartz's and EventBridge's 1). */
export const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

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

/** The units of an EventBridge rate expression, and their length. */
export const RATE_UNITS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
export type RateUnit = keyof typeof RATE_UNITS;

export interface ParsedCron {
  readonly syntax: Syntax;
  /** The fields as written (a nickname expanded): 5 to 7 of them, none for a rate. */
  readonly fields: readonly string[];
  /** The name of each field, in order. */
  readonly parts: readonly Part[];
  /** The expression as shown and copied: single spaces, EventBridge's in its cron( ) or rate( ) wrapper. */
  readonly expression: string;
  /** The nickname written, if any ("@daily"). */
  readonly nickname: string | null;
  /** The expression handed to croner and cronstrue: Quartz's 6 or 7 fields for Quartz and EventBridge, with seconds. */
  readonly pattern: string;
  /** An EventBridge rate: every `value` units from the moment the schedule is created. */
  readonly rate: { readonly value: number; readonly unit: RateUnit } | null;
}

const rangeError = (part: Part, value: string, syntax: Syntax) => toolError(`${part}Range`, { value, min: bounds(part, syntax)[0], max: bounds(part, syntax)[1], field: 'expression' });
const syntaxError = (part: Part, value: string, syntax: Syntax) => toolError(`${part}Syntax`, { value, min: bounds(part, syntax)[0], max: bounds(part, syntax)[1], field: 'expression' });

/** A single value of a field: a number or (month, weekday) a three-letter name; null when it is neither. */
function valueOf(part: Part, text: string, syntax: Syntax): number | null {
  if (/^\d{1,4}$/.test(text)) return Number(text);
  const names = part === 'month' ? MONTHS : part === 'weekday' ? WEEKDAY_NAMES : null;
  if (!names) return null;
  const i = names.indexOf(text.toUpperCase());
  if (i < 0) return null;
  return part === 'month' || syntax !== 'unix' ? i + 1 : i;
}

/** One comma-separated item of a field: null when it is fine, else the error naming it. */
function checkItem(part: Part, item: string, syntax: Syntax): ToolError | null {
  const [min, max] = bounds(part, syntax);
  const inRange = (text: string): ToolError | null | 'bad' => {
    const v = valueOf(part, text, syntax);
    if (v === null) return 'bad';
    return v < min || v > max ? rangeError(part, text, syntax) : null;
  };
  if (part === 'day') {
    if (item === 'L' || item === 'LW' || item === 'l' || item === 'lw') return null;
    const w = /^(\d{1,2})[Ww]$/.exec(item);
    if (w) return inRange(w[1]!) === 'bad' ? syntaxError(part, item, syntax) : (inRange(w[1]!) as ToolError | null);
  }
  if (part === 'weekday') {
    const special = /^([A-Za-z]{3}|\d)(?:[Ll]|#(\d+))$/.exec(item);
    if (special) {
      const v = inRange(special[1]!);
      if (v === 'bad') return syntaxError(part, item, syntax);
      if (v) return v;
      if (special[2] !== undefined && (Number(special[2]) < 1 || Number(special[2]) > 5)) return toolError('nthWeekday', { value: item, field: 'expression' });
      return null;
    }
  }
  const m = /^(\*|[A-Za-z0-9]+|[A-Za-z0-9]+-[A-Za-z0-9]+)(?:\/(\d+))?$/.exec(item);
  if (!m) return syntaxError(part, item, syntax);
  const [, head, step] = m;
  if (head !== '*') {
    const ends = head!.split('-');
    for (const end of ends) {
      const v = inRange(end);
      if (v === 'bad') return syntaxError(part, item, syntax);
      if (v) return v;
    }
    if (ends.length === 2) {
      let [a, b] = ends.map((end) => valueOf(part, end, syntax)!) as [number, number];
      // In crontab Sunday is 0 and 7: "FRI-SUN" and "5-7" are the same days.
      if (part === 'weekday' && syntax === 'unix' && b === 0) b = 7;
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

/** One field (a list of items): null when it is fine, else the error naming it. */
export function checkField(part: Part, field: string, syntax: Syntax): ToolError | null {
  for (const item of field.split(',')) {
    if (item === '') return syntaxError(part, field, syntax);
    const error = checkItem(part, item, syntax);
    if (error) return error;
  }
  return null;
}

/** Reads EventBridge's rate(5 minutes): a whole number, then minute(s), hour(s) or day(s), singular for 1 only. */
function parseRate(text: string): ParsedCron | ToolError {
  const m = /^rate\(\s*(\d+)\s+([a-z]+?)(s?)\s*\)$/i.exec(text);
  const unit = m?.[2]!.toLowerCase();
  if (!m || !unit || !(unit in RATE_UNITS)) return toolError('rate', { value: text, field: 'expression' });
  const value = Number(m[1]);
  if (value < 1) return toolError('rate', { value: text, field: 'expression' });
  const plural = m[3] !== '';
  if (plural !== (value !== 1)) return toolError('rateUnit', { value: text, unit: `${unit}${value === 1 ? '' : 's'}`, field: 'expression' });
  const expression = `rate(${value} ${unit}${value === 1 ? '' : 's'})`;
  return { syntax: 'aws', fields: [], parts: [], expression, nickname: null, pattern: '', rate: { value, unit: unit as RateUnit } };
}

/** Reads an expression in a syntax: its fields, or the first mistake, named by its field. */
export function parseCron(text: string, syntax: Syntax = 'unix'): ParsedCron | ToolError {
  let trimmed = text.trim();
  const wrapped = /^(cron|rate)\s*\(/i.exec(trimmed)?.[1]?.toLowerCase();
  if (wrapped && syntax !== 'aws') return toolError('awsOnly', { field: 'expression' });
  if (syntax === 'aws') {
    if (wrapped === 'rate') return parseRate(trimmed);
    if (wrapped === 'cron') {
      const inner = /^cron\s*\((.*)\)$/is.exec(trimmed);
      if (!inner) return toolError('cronWrapper', { field: 'expression' });
      trimmed = inner[1]!.trim();
    }
  }
  if (trimmed.startsWith('@')) {
    const nickname = trimmed.toLowerCase();
    if (syntax !== 'unix') return toolError('nicknameUnix', { value: trimmed, field: 'expression' });
    if (nickname === '@reboot') return toolError('reboot', { field: 'expression' });
    const expansion = NICKNAMES[nickname];
    if (!expansion) return toolError('nickname', { value: trimmed, field: 'expression' });
    const fields = expansion.split(' ');
    return { syntax, fields, parts: LAYOUTS.unix[5]!, expression: expansion, nickname, pattern: expansion, rate: null };
  }
  const fields = trimmed.split(/\s+/).filter(Boolean);
  const parts = LAYOUTS[syntax][fields.length];
  if (!parts) return toolError(`fieldCount${syntax === 'unix' ? '' : syntax === 'quartz' ? 'Quartz' : 'Aws'}`, { count: fields.length, field: 'expression' });
  for (let i = 0; i < fields.length; i++) {
    const part = parts[i]!;
    const field = fields[i]!;
    if (field === '?') {
      if (part === 'day' || part === 'weekday') continue;
      return syntaxError(part, field, syntax);
    }
    const error = checkField(part, field, syntax);
    if (error) return error;
  }
  if (syntax !== 'unix') {
    // Quartz and EventBridge match days by one field only: the other holds "?" (Quartz refuses both, and neither).
    const day = fields[parts.indexOf('day')]!;
    const weekday = fields[parts.indexOf('weekday')]!;
    const names = { day, weekday, syntax: syntax === 'quartz' ? 'Quartz' : 'EventBridge', field: 'expression' };
    if (day !== '?' && weekday !== '?') return toolError('dayAndWeekday', names);
    if (day === '?' && weekday === '?') return toolError('noDay', names);
    // Both document "3#1,6#3" as refused: one Nth weekday, alone in its field.
    if (weekday.includes('#') && weekday.includes(',')) return toolError('nthList', { value: weekday, syntax: names.syntax, field: 'expression' });
  }
  const expression = fields.join(' ');
  return {
    syntax,
    fields,
    parts,
    expression: syntax === 'aws' ? `cron(${expression})` : expression,
    nickname: null,
    pattern: syntax === 'aws' ? `0 ${expression}` : expression,
    rate: null,
  };
}
