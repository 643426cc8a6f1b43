/**
 * Writing an expression in a syntax from a schedule: from the builder's choice for each part (every, every
 * N starting at X, specific values, a range, and the day rules L, LW, W, L and #), or from the quick tabs
 * (every N units, daily, weekly, monthly). Both describe each part as one field; `write` puts them in the
 * syntax's order and form: crontab drops a seconds field of 0; Quartz and EventBridge put ? in the day
 * field not used; EventBridge has no seconds, always a year, and the cron( ) wrapper. Pure.
 */
import { toolError, type ToolError } from '@sdk/core';
import { bounds, checkField, WEEKDAY_NAMES, type Part, type Syntax } from './cron.ts';

/** How the builder fills a part. */
export const HOWS = ['every', 'step', 'list', 'range'] as const;
/** The day of month's own: its last day, its last weekday (Monday to Friday), the weekday nearest a day. */
export const DAY_HOWS = [...HOWS, 'last', 'lastWeekday', 'nearestWeekday'] as const;
/** The day of week's own: the Nth such weekday of the month, the last such weekday of the month. */
export const WEEKDAY_HOWS = [...HOWS, 'nth', 'last'] as const;
export type How = (typeof DAY_HOWS)[number] | (typeof WEEKDAY_HOWS)[number];

/** The builder's parts, each a "how" select (`<part>How`) and a line of values (`<part>Value`). */
export const BUILDER_PARTS = ['second', 'minute', 'hour', 'day', 'month', 'weekday', 'year'] as const satisfies readonly Part[];

/** Each part of a schedule as one cron field, before it is written in a syntax. */
export type Schedule = Readonly<Record<Part, string>>;

/** A weekday (0 = Sunday … 6 = Saturday) as the syntax numbers it (Quartz and EventBridge: 1 = Sunday). */
export const weekdayNumber = (day: number, syntax: Syntax): string => String(syntax === 'unix' ? day : day + 1);

/** A weekday written as a name or a number of the syntax, as the syntax's number ("FRI" → 5, or 6 in Quartz); null if neither. */
function weekdayOf(text: string, syntax: Syntax): string | null {
  const i = WEEKDAY_NAMES.indexOf(text.toUpperCase());
  if (i >= 0) return weekdayNumber(i, syntax);
  const [min, max] = bounds('weekday', syntax);
  return /^\d$/.test(text) && Number(text) >= min && Number(text) <= max ? text : null;
}

const need = (part: Part) => toolError('valueNeeded', { field: `${part}Value` });
const invalid = (part: Part, how: How, value: string) => toolError(`${how}Value`, { value, field: `${part}Value` });

/** One part's field from the builder's choice and values, or the mistake at its values. */
export function builtPart(part: Part, how: How, text: string, syntax: Syntax): string | ToolError {
  const value = text.replace(/\s+/g, '');
  const [min, max] = bounds(part, syntax);
  let field: string;
  switch (how) {
    case 'every':
      return '*';
    case 'last':
      if (part === 'day') return 'L';
      if (!value) return need(part);
      field = `${weekdayOf(value, syntax) ?? value}L`;
      break;
    case 'lastWeekday':
      return 'LW';
    case 'nearestWeekday':
      if (!value) return need(part);
      if (!/^\d+$/.test(value)) return invalid(part, how, text);
      field = `${value}W`;
      break;
    case 'nth': {
      if (!value) return need(part);
      const m = /^([A-Za-z]+|\d)#(\d)$/.exec(value);
      if (!m) return invalid(part, how, text);
      field = `${weekdayOf(m[1]!, syntax) ?? m[1]}#${m[2]}`;
      break;
    }
    case 'step': {
      if (!value) return need(part);
      // "15": every 15 from the part's first value; "5/15": every 15 from 5.
      const m = /^(?:(\w+)\/)?(\d+)$/.exec(value);
      if (!m) return invalid(part, how, text);
      const start = m[1] ?? String(min);
      const step = m[2]!;
      // Vixie cron steps only over * or a range: "5/15" is written 5-59/15 there.
      if (syntax === 'unix') field = m[1] === undefined ? `*/${step}` : `${start}-${max}/${step}`;
      else field = `${start}/${step}`;
      break;
    }
    case 'list':
      if (!value) return need(part);
      field = value;
      break;
    case 'range':
      if (!value) return need(part);
      if (!/^\w+-\w+$/.test(value)) return invalid(part, how, text);
      field = value;
      break;
  }
  const error = checkField(part, field, syntax);
  return error ? { ...error, params: { ...error.params, field: `${part}Value` } } : field;
}

/**
 * A schedule written in a syntax. `at` names the builder field a mistake belongs to (the builder's
 * selects), or the quick tab's field; without it, such a mistake is said at the tab's first field.
 */
export function write(schedule: Schedule, syntax: Syntax, at?: { readonly day: string; readonly second: string; readonly year: string }): string | ToolError {
  const { second, minute, hour, month, year } = schedule;
  let { day, weekday } = schedule;
  if (syntax === 'unix') {
    if (year !== '*') return toolError('noYearField', { field: at?.year ?? 'expression' });
    return [...(second === '0' ? [] : [second]), minute, hour, day, month, weekday].join(' ');
  }
  if (syntax === 'aws' && second !== '0') return toolError('noSecondsField', { field: at?.second ?? 'every' });
  // One of the two day fields holds "?": the one left at "every", the weekday if both are.
  if (weekday === '*') weekday = '?';
  else if (day === '*') day = '?';
  else return toolError('builderDays', { syntax: syntax === 'quartz' ? 'Quartz' : 'EventBridge', field: at?.day ?? 'expression' });
  if (syntax === 'quartz') return [second, minute, hour, day, month, weekday, ...(year === '*' ? [] : [year])].join(' ');
  return `cron(${[minute, hour, day, month, weekday, year].join(' ')})`;
}

/** A weekday field with its weekday numbers written as names ("1-5" → "MON-FRI"; Quartz "6#3" → "FRI#3"); steps and ordinals stay numbers. */
export function weekdayNamesOf(field: string, syntax: Syntax): string {
  return field.replace(/(^|[^/#\d])(\d)(?!\d)/g, (_, before: string, n: string) => before + WEEKDAY_NAMES[syntax === 'unix' ? Number(n) % 7 : (Number(n) + 6) % 7]);
}

/**
 * The builder's choices that write a part's field back (the Expression tab's expression taken to the
 * builder): the day rules and steps by name, a plain range as a range, anything else as specific values,
 * which take every form a field does.
 */
export function pickerOf(part: Part, written: string, syntax: Syntax): { how: How; value: string } {
  // Weekdays by name, which mean the same day in every syntax: the schedule stays right if the syntax changes.
  const field = part === 'weekday' ? weekdayNamesOf(written, syntax) : written;
  if (field === '*' || field === '?') return { how: 'every', value: '' };
  if (part === 'day' && /^L$/i.test(field)) return { how: 'last', value: '' };
  if (part === 'day' && /^LW$/i.test(field)) return { how: 'lastWeekday', value: '' };
  const nearest = part === 'day' ? /^(\d+)W$/i.exec(field) : null;
  if (nearest) return { how: 'nearestWeekday', value: nearest[1]! };
  if (part === 'weekday' && /^\w+#\d$/.test(field)) return { how: 'nth', value: field };
  const last = part === 'weekday' ? /^(\w+?)L$/i.exec(field) : null;
  if (last) return { how: 'last', value: last[1]! };
  const step = /^(\*|\w+)(?:-(\w+))?\/(\d+)$/.exec(field);
  const max = String(bounds(part, syntax)[1]);
  if (step && step[2] === undefined) return { how: 'step', value: step[1] === '*' ? step[3]! : `${step[1]}/${step[3]}` };
  if (step && step[2] === max) return { how: 'step', value: `${step[1]}/${step[3]}` };
  if (/^\w+-\w+$/.test(field)) return { how: 'range', value: field };
  return { how: 'list', value: field };
}

/** The builder's fields for an expression read into parts: a part the syntax leaves out is second 0, or every year. */
export function pickersOf(fields: readonly { readonly part: Part; readonly value: string }[], syntax: Syntax): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of BUILDER_PARTS) {
    const written = fields.find((f) => f.part === part)?.value ?? (part === 'second' ? '0' : '*');
    const { how, value } = pickerOf(part, written, syntax);
    out[`${part}How`] = how;
    out[`${part}Value`] = value;
  }
  return out;
}
