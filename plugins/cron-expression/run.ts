/// <reference path="./cronstrue.d.ts" />
import { isToolError, resolveZone, toolError, wallClockToInstant, type ToolError } from '@sdk/core';
import { parseCron, type Part } from './cron.ts';
import type { Input, Options } from './manifest.ts';
import { LOCAL } from './zones.ts';

export const LANGUAGES = ['en', 'es', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const RUNS = 10;

export interface CronResult {
  /** The expression explained (typed, or built on the other tabs). */
  readonly expression: string;
  /** The nickname typed ("@daily"), expanded in `fields`. */
  readonly nickname: string | null;
  /** Each field as written, with its name. */
  readonly fields: readonly { readonly part: Part; readonly value: string }[];
  /** The expression in words. */
  readonly description: string;
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

/** The expression a built schedule stands for. */
export function built(input: Input, mode: Options['mode']): string | ToolError {
  const [hour, minute] = (input.time ?? '00:00').split(':').map(Number) as [number, number];
  switch (mode) {
    case 'every': {
      const n = input.every ?? 1;
      if (input.unit === 'seconds') return `*/${n} * * * * *`;
      if (input.unit === 'hours') return n > 23 ? toolError('everyHours', { max: 23, field: 'every' }) : `0 */${n} * * *`;
      return `*/${n} * * * *`;
    }
    case 'daily':
      return `${minute} ${hour} * * ${input.days === 'weekdays' ? '1-5' : input.days === 'weekends' ? '6,0' : '*'}`;
    case 'weekly':
      return `${minute} ${hour} * * ${input.weekday}`;
    case 'monthly':
      return `${minute} ${hour} ${input.day ?? 1} * *`;
    default:
      return input.expression.trim();
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
  const expression = built(input, options.mode);
  if (isToolError(expression)) return expression;
  const parsed = parseCron(expression);
  if (isToolError(parsed)) return parsed;
  const zone = input.timeZone === LOCAL ? Intl.DateTimeFormat().resolvedOptions().timeZone : resolveZone(input.timeZone);
  if (!zone) return toolError('timeZone', { field: 'timeZone' });
  // To the second, as "Runs after" shows it.
  const from = input.from ? instantOf(input.from, zone) : Math.floor(now / 1000) * 1000;

  const [{ Cron }, { default: cronstrue }] = await Promise.all([import('croner'), import('cronstrue')]);
  const language = options.language === 'auto' ? autoLanguage() : options.language;
  // Only the language asked for is loaded; English is built in.
  if (language === 'es') await import('cronstrue/locales/es');
  else if (language === 'de') await import('cronstrue/locales/de');
  else if (language === 'fr') await import('cronstrue/locales/fr');
  let runs: number[];
  let description: string;
  try {
    const job = new Cron(parsed.expression, { timezone: zone, mode: '5-or-6-parts', sloppyRanges: true });
    runs = job.nextRuns(RUNS, new Date(from)).map((d) => d.getTime());
    description = cronstrue.toString(parsed.expression, { locale: language, use24HourTimeFormat: language !== 'en' });
  } catch {
    return toolError('unsupported', { field: 'expression' });
  }
  return {
    expression: parsed.nickname ?? parsed.expression,
    nickname: parsed.nickname,
    fields: parsed.fields.map((value, i) => ({ part: parsed.parts[i]!, value })),
    description,
    language,
    timeZone: zone,
    from,
    runs,
    unevenSteps: unevenSteps(parsed.fields, parsed.parts),
  };
}
