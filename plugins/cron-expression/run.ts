/// <reference path="./cronstrue.d.ts" />
import { isToolError, LOCAL_ZONE, resolveZone, toolError, wallClockToInstant, type ToolError } from '@sdk/core';
import { builtPart, write, weekdayNumber, BUILDER_PARTS, type How, type Schedule } from './builder.ts';
import { bounds, parseCron, RATE_UNITS, type Part, type RateUnit, type Syntax } from './cron.ts';
import type { Input, Options } from './manifest.ts';

export const LANGUAGES = ['en', 'es', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const RUNS = 10;

export interface CronResult {
  /** The syntax the expression is read in. */
  readonly syntax: Syntax;
  /** The expression explained (typed, or built on the other tabs), EventBridge's in its cron( ) or rate( ) wrapper. */
  readonly expression: string;
  /** The nickname typed ("@daily"), expanded in `fields`. */
  readonly nickname: string | null;
  /** Each field as written, with its name. */
  readonly fields: readonly { readonly part: Part; readonly value: string }[];
  /** The expression in words ('' for a rate, which the view words in the page's language). */
  readonly description: string;
  /** An EventBridge rate: every `value` units from the moment the schedule is created. */
  readonly rate: { readonly value: number; readonly unit: RateUnit } | null;
  /** The language of the description. */
  readonly language: Language;
  /** The IANA zone the runs are computed in (the visitor's own, resolved in the browser, for "local"). */
  readonly timeZone: string;
  /** The moment the runs follow (epoch ms): the one typed, read in the zone, else the current one. */
  readonly from: number;
  /** The next runs after `from` (epoch ms): fewer than 10, or none, when the expression runs that rarely or never. */
  readonly runs: readonly number[];
  /** Steps that do not divide their cycle ("*\/7" minutes: …:56 is followed by …:00). */
  readonly unevenSteps: readonly string[];
}

/** The expression a tab stands for, in the syntax chosen: typed, built part by part, or written from a schedule. */
export function built(input: Input, mode: Options['mode'], syntax: Syntax = 'unix'): string | ToolError {
  if (mode === 'expression') return input.expression.trim();
  if (mode === 'builder') {
    const parts: Partial<Record<Part, string>> = {};
    for (const part of BUILDER_PARTS) {
      const field = builtPart(part, (input[`${part}How`] ?? 'every') as How, input[`${part}Value`] ?? '', syntax);
      if (isToolError(field)) return field;
      parts[part] = field;
    }
    return write(parts as Schedule, syntax, { day: 'weekdayHow', second: 'secondHow', year: 'yearHow' });
  }
  const [hour, minute] = (input.time ?? '00:00').split(':').map(Number) as [number, number];
  const at = { second: '0', minute: String(minute), hour: String(hour), day: '*', month: '*', weekday: '*', year: '*' };
  const days = (...list: number[]) => list.map((d) => weekdayNumber(d, syntax)).join(',');
  switch (mode) {
    case 'every': {
      const n = input.every ?? 1;
      const step = (part: Part) => (syntax === 'aws' ? `${bounds(part, syntax)[0]}/${n}` : `*/${n}`);
      const every = { ...at, hour: '*', minute: '*' };
      if (input.unit === 'seconds') return write({ ...every, second: step('second') }, syntax);
      if (input.unit === 'hours') return n > 23 ? toolError('everyHours', { max: 23, field: 'every' }) : write({ ...every, minute: '0', hour: step('hour') }, syntax);
      return write({ ...every, minute: step('minute') }, syntax);
    }
    case 'daily':
      return write({ ...at, weekday: input.days === 'weekdays' ? `${weekdayNumber(1, syntax)}-${weekdayNumber(5, syntax)}` : input.days === 'weekends' ? days(6, 0) : '*' }, syntax);
    case 'weekly':
      return write({ ...at, weekday: weekdayNumber(Number(input.weekday), syntax) }, syntax);
    default:
      return write({ ...at, day: String(input.day ?? 1) }, syntax);
  }
}

/** Steps of seconds, minutes or hours that do not divide 60, 60 or 24. */
function unevenSteps(fields: readonly string[], parts: readonly Part[]): string[] {
  const cycle: Partial<Record<Part, number>> = { second: 60, minute: 60, hour: 24 };
  const out: string[] = [];
  fields.forEach((field, i) => {
    const size = cycle[parts[i]!];
    if (!size) return;
    for (const item of field.split(',')) {
      const m = /^\*\/(\d+)$/.exec(item);
      if (m && size % Number(m[1]) !== 0) out.push(item);
    }
  });
  return out;
}

/**
 * The language of "auto": the page's (the lang attribute of the document, when run() runs on the page),
 * else the browser's, else English.
 */
export function autoLanguage(): Language {
  const g = globalThis as { document?: { documentElement?: { lang?: string } }; navigator?: { language?: string } };
  const code = (g.document?.documentElement?.lang || g.navigator?.language || 'en').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';
}

/** The wall-clock "YYYY-MM-DDTHH:MM[:SS]" in a zone, as an instant. */
function instantOf(text: string, zone: string): number {
  const m = /^(\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text)!;
  return wallClockToInstant(zone, { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6] ?? 0) }).instant;
}

export function run(input: Input, options: Options): Promise<CronResult | ToolError> {
  return cronResult(input, options, Date.now());
}

/**
 * run() at a given current moment `now` (epoch ms), which the runs follow when no moment is typed. The
 * moment is an instant, not a wall clock: the runs are searched in the chosen zone from it, so the
 * browser's own zone plays no part (only as the visitor's zone, "local").
 */
export async function cronResult(input: Input, options: Options, now: number): Promise<CronResult | ToolError> {
  const syntax = options.syntax ?? 'unix';
  const expression = built(input, options.mode, syntax);
  if (isToolError(expression)) return expression;
  const parsed = parseCron(expression, syntax);
  if (isToolError(parsed)) return parsed;
  const zone = input.timeZone === LOCAL_ZONE ? Intl.DateTimeFormat().resolvedOptions().timeZone : resolveZone(input.timeZone);
  if (!zone) return toolError('timeZone', { field: 'timeZone' });
  // To the second, as "Runs after" shows it.
  const from = input.from ? instantOf(input.from, zone) : Math.floor(now / 1000) * 1000;

  const language = options.language === 'auto' ? autoLanguage() : options.language;
  const common = { syntax, expression: parsed.expression, nickname: parsed.nickname, language, timeZone: zone, from };
  if (parsed.rate) {
    // A rate runs every so often from the moment the schedule is created: here, the moment the runs follow.
    const every = parsed.rate.value * RATE_UNITS[parsed.rate.unit];
    const runs = Array.from({ length: RUNS }, (_, i) => from + (i + 1) * every);
    return { ...common, fields: [], description: '', rate: parsed.rate, runs, unevenSteps: [] };
  }

  const [{ Cron }, { default: cronstrue }] = await Promise.all([import('croner'), import('cronstrue')]);
  // Only the language asked for is loaded; English is built in.
  if (language === 'es') await import('cronstrue/locales/es');
  else if (language === 'de') await import('cronstrue/locales/de');
  else if (language === 'fr') await import('cronstrue/locales/fr');
  let runs: number[];
  let description: string;
  try {
    const quartz = syntax !== 'unix';
    const job = new Cron(parsed.pattern, { timezone: zone, mode: quartz ? '6-or-7-parts' : '5-or-6-parts', alternativeWeekdays: quartz, sloppyRanges: true });
    // croner's years go on to 9999; Quartz's end with 2099, EventBridge's with 2199.
    const lastYear = bounds('year', syntax)[1];
    const year = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric' });
    runs = job
      .nextRuns(RUNS, new Date(from))
      .map((d) => d.getTime())
      .filter((ms) => !quartz || Number(year.format(ms)) <= lastYear);
    description = cronstrue.toString(parsed.pattern, { locale: language, use24HourTimeFormat: language !== 'en', dayOfWeekStartIndexZero: !quartz });
  } catch {
    return toolError('unsupported', { field: 'expression' });
  }
  return {
    ...common,
    expression: parsed.nickname ?? parsed.expression,
    fields: parsed.fields.map((value, i) => ({ part: parsed.parts[i]!, value })),
    description,
    rate: null,
    runs,
    unevenSteps: unevenSteps(parsed.fields, parsed.parts),
  };
}
