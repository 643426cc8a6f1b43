/**
 * Durations as whole milliseconds: read from what people type ("2:30", "1d 02:30:15", "1h 30m",
 * "7,5", "2 Tage 3 Std") and written back as clock text ("26:30:15") or days and a clock ("1 d 02:30:15").
 */

export const MS = { milliseconds: 1, seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000, weeks: 604_800_000 } as const;

/** Longest duration read or computed: about 31,700 years, far inside exact integers. */
export const MAX_MS = 1e15;

type Part = 'weeks' | 'days' | 'hours' | 'minutes' | 'seconds' | 'milliseconds';

/** Unit words in English, Spanish, German and French, and their short forms. */
const WORDS: Record<string, Part> = {};
const add = (part: Part, words: string) => words.split(' ').forEach((w) => (WORDS[w] = part));
add('weeks', 'w wk wks week weeks sem semana semanas woche wochen semaine semaines');
add('days', 'd day days dia día dias días t tag tage tagen j jour jours');
add('hours', 'h hr hrs hour hours hora horas std stunde stunden heure heures');
add('minutes', 'm min mins minute minutes minuto minutos minuten');
add('seconds', 's sec secs second seconds seg segundo segundos sek sekunde sekunden seconde secondes');
add('milliseconds', 'ms msec millisecond milliseconds milisegundo milisegundos millisekunde millisekunden milliseconde millisecondes');

const NUMBER = '\\d+(?:[.,]\\d+)?';
const UNIT_RE = new RegExp(`^(${NUMBER})\\s*([a-zà-ÿ]+)\\.?`, 'iu');
const CLOCK_RE = /^(\d+):(\d{1,2})(?::(\d{1,2})(?:[.,](\d{1,3}))?)?(?![\d:])/;
const BARE_RE = new RegExp(`^(${NUMBER})$`);

const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * Milliseconds of a duration as typed, or why it cannot be read:
 * - h:mm, h:mm:ss or h:mm:ss.fff (hours may pass 24), after days or weeks if wanted ("1d 02:30");
 * - amounts with units in any order, each once ("1h 30m", "2 days 3 hours", "1,5 Std");
 * - a bare number: hours ("7.5" or "7,5"), as timesheets write them;
 * - a leading − or + sign.
 * 'empty' for nothing typed, 'invalid' for anything else, 'tooLong' past MAX_MS.
 */
export function parseDuration(raw: string): number | 'empty' | 'invalid' | 'tooLong' {
  let text = raw.trim().replace(/\u2212/g, '-');
  if (text === '') return 'empty';
  let sign = 1;
  if (text[0] === '-' || text[0] === '+') {
    sign = text[0] === '-' ? -1 : 1;
    text = text.slice(1).trim();
  }
  const bare = BARE_RE.exec(text);
  if (bare) return finish(sign * Math.round(toNumber(bare[1]!) * MS.hours));
  const seen = new Set<Part>();
  let clock = false;
  let total = 0;
  while (text !== '') {
    const c = CLOCK_RE.exec(text);
    if (c) {
      if (clock || seen.has('hours') || seen.has('minutes') || seen.has('seconds') || seen.has('milliseconds')) return 'invalid';
      const [, h, m, s, f] = c;
      if (Number(m) > 59 || (s !== undefined && Number(s) > 59)) return 'invalid';
      total += Number(h) * MS.hours + Number(m) * MS.minutes + Number(s ?? 0) * MS.seconds + Number((f ?? '').padEnd(3, '0'));
      clock = true;
      // "8:30 h", "8:30 Std.": a clock may say its unit.
      text = text.slice(c[0].length).replace(/^\s*(h|hrs?|hours?|horas?|std|stunden|heures?)\b\.?/iu, '').replace(/^[\s,]+/, '');
      continue;
    }
    const u = UNIT_RE.exec(text);
    if (!u) return 'invalid';
    const part = WORDS[u[2]!.toLowerCase()];
    if (!part || seen.has(part) || (clock && part !== 'weeks' && part !== 'days')) return 'invalid';
    seen.add(part);
    total += toNumber(u[1]!) * MS[part];
    text = text.slice(u[0].length).replace(/^[\s,]+/, '').replace(/^(and|y|und|et)\s+/i, '');
  }
  return finish(sign * Math.round(total));
}

function finish(ms: number): number | 'tooLong' {
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_MS) return 'tooLong';
  return ms === 0 ? 0 : ms; // never −0
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The fractional seconds, if any: ".250". */
const millis = (ms: number) => (ms % 1000 === 0 ? '' : `.${String(ms % 1000).padStart(3, '0')}`);

/** Total hours on a clock: "26:30:15", "−0:45:00", "1:00:00.500". The minus sign is U+2212. */
export function clockText(ms: number): string {
  const abs = Math.abs(ms);
  const h = Math.floor(abs / MS.hours);
  const m = Math.floor((abs % MS.hours) / MS.minutes);
  const s = Math.floor((abs % MS.minutes) / MS.seconds);
  return `${ms < 0 ? '\u2212' : ''}${h}:${pad(m)}:${pad(s)}${millis(abs)}`;
}

/** Days, hours, minutes, seconds and milliseconds of a duration's size. */
export function breakdown(ms: number): { days: number; hours: number; minutes: number; seconds: number; milliseconds: number } {
  const abs = Math.abs(ms);
  return {
    days: Math.floor(abs / MS.days),
    hours: Math.floor((abs % MS.days) / MS.hours),
    minutes: Math.floor((abs % MS.hours) / MS.minutes),
    seconds: Math.floor((abs % MS.minutes) / MS.seconds),
    milliseconds: abs % MS.seconds,
  };
}

/** Milliseconds since midnight of a time field's value ("06:30" or "06:30:15"). */
export function timeOfDay(text: string): number {
  const [h, m, s] = text.split(':').map(Number);
  return (h ?? 0) * MS.hours + (m ?? 0) * MS.minutes + (s ?? 0) * MS.seconds;
}
