/**
 * A result's Display values written in the page's language: messages translated, numbers and
 * dates formatted with Intl. No React and no DOM, so the end-to-end tests compute what the page
 * must show with this very function.
 */
import { itemText, languageName, msg, regionName, type ChartBlock, type Display, type FileBlock, type ResultBlock, type ResultView } from '../core/result.ts';
import { byteSize } from '../core/byteSize.ts';
import type { TFunction } from 'i18next';
import type { ToolError } from '../core/toolError.ts';

/**
 * Translates a key of the tool's locale (or "common:…") with already written parameters; a numeric
 * `count` chooses the plural form (the locales write it as {formatted}).
 */
export type Translate = (key: string, params: Record<string, string | number>) => string;

export interface DisplayContext {
  lang: string;
  t: Translate;
  /** The current time, for relative times and clocks; absent while prerendering (they are left empty). */
  now?: number;
}

const DASH = '–';
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const SUPERSCRIPT: Record<string, string> = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };
const EXPONENT_PARTS = new Set(['exponentSeparator', 'exponentMinusSign', 'exponentInteger']);

/**
 * A number in `lang`; never NaN, Infinity or exponent notation unless asked for, and then written
 * as a reader writes it ("4,5 × 10²⁰"), not as a program does ("4,5E20").
 */
export function formatNumber(value: number, lang: string, format: Intl.NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return DASH;
  const key = `${lang}|${JSON.stringify(format)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(lang, format)));
  if (format.notation !== 'scientific' && format.notation !== 'engineering') return f.format(value + 0);
  const parts = f.formatToParts(value + 0);
  // 10⁰ is said by nothing at all; otherwise the exponent goes where Intl put it (before a unit).
  const zero = parts.some((p) => p.type === 'exponentInteger' && p.value === '0');
  const exponentText = (p: Intl.NumberFormatPart) => {
    if (zero) return '';
    if (p.type === 'exponentSeparator') return ' × 10';
    return [...(p.type === 'exponentMinusSign' ? '-' : p.value)].map((c) => SUPERSCRIPT[c] ?? c).join('');
  };
  return parts.map((p) => (EXPONENT_PARTS.has(p.type) ? exponentText(p) : p.value)).join('');
}

/**
 * A ToolError's parameters as its message writes them: numbers in `lang`; a number `count` also
 * chooses the plural form and is written as {formatted}, as in a result's messages; without one, a
 * number of `seconds` chooses it.
 */
export function errorParams(params: Readonly<Record<string, string | number>> | undefined, lang: string): Record<string, string | number> {
  const out: Record<string, string | number> = Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v, lang) : v]));
  if (typeof params?.count === 'number') {
    out.formatted = out.count!;
    out.count = params.count;
  } else if (typeof params?.seconds === 'number') {
    // A wait in seconds chooses the plural form too ("1 second", "30 seconds"), written as {seconds}.
    out.count = params.seconds;
  }
  return out;
}

/** A date in `lang`: epoch milliseconds, or YYYY-MM-DD read as that calendar day. */
export function formatDate(value: number | string, lang: string, format: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  let time: number;
  let options = format;
  if (typeof value === 'string') {
    const m = /^(-?\d{4,6})-(\d{2})-(\d{2})$/.exec(value);
    if (!m) return value;
    const d = new Date(0);
    d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    time = d.getTime();
    // A calendar day is the same day everywhere: written in UTC, where it starts at 00:00.
    options = { ...format, timeZone: 'UTC' };
  } else time = value;
  if (!Number.isFinite(time)) return DASH;
  if (options.timeZone === 'local') {
    const { timeZone: _, ...rest } = options;
    options = rest;
  }
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(lang, options);
    } catch {
      return DASH; // an unknown time zone
    }
    dateFormats.set(key, f);
  }
  return f.format(time);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.2425 * 86_400_000],
  ['month', 30.436875 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** "3 hours ago", "in 2 days": the largest unit that fits (or days, when asked), rounded. */
export function formatRelative(time: number, now: number, lang: string, fixed?: 'day'): string {
  const diff = time - now;
  const abs = Math.abs(diff);
  const [unit, size] = fixed === 'day' ? (['day', 86_400_000] as const) : (RELATIVE_UNITS.find(([, ms]) => abs >= ms) ?? ['second', 1000]);
  return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(Math.round(diff / size), unit);
}

/** A size in bytes as the page's language writes it ("70 bytes", "12.3 kB", "2.6 MB", "2,6 Mo"). */
export function byteSizeText(bytes: number, lang: string): string {
  const size = byteSize(bytes);
  return formatNumber(size.num, lang, size.format);
}

/** A Display as the page shows it. */
export function displayText(d: Display | undefined, ctx: DisplayContext): string {
  if (d === undefined) return '';
  if (typeof d === 'string') return d;
  if ('t' in d) {
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(d.params ?? {})) params[k] = displayText(v, ctx);
    const count = d.params?.count;
    if (typeof count === 'object' && 'num' in count) {
      params.formatted = params.count!;
      params.count = count.num;
    }
    return ctx.t(d.t, params);
  }
  if ('num' in d) return formatNumber(d.num, ctx.lang, d.format);
  if ('date' in d) return formatDate(d.date, ctx.lang, d.format);
  if ('region' in d) return regionName(d.region, ctx.lang);
  if ('language' in d) return languageName(d.language, ctx.lang);
  if ('relative' in d) return ctx.now === undefined ? '' : formatRelative(d.relative, ctx.now, ctx.lang, d.unit);
  if ('clock' in d) {
    if (ctx.now === undefined) return '';
    return formatNumber(d.clock === 'unixSeconds' ? Math.floor(ctx.now / 1000) : ctx.now, ctx.lang, { useGrouping: false });
  }
  return '';
}

/** A block as plain text, for Copy and the TXT download. */
export function blockText(block: ResultBlock, ctx: DisplayContext): string {
  const w = (d: Display | undefined) => displayText(d, ctx);
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'values':
      return block.items.map((i) => ctx.t('common:tool.valueLine', { label: w(i.label), value: typeof i.copy === 'string' ? i.copy : w(i.value) })).join('\n');
    case 'table':
      return [block.columns.map((c) => w(c.label)), ...block.rows.map((r) => r.map(w))].map((r) => r.join('\t')).join('\n');
    case 'list':
      return block.items.map(itemText).join('\n');
    case 'meter':
      return ctx.t('common:tool.valueLine', { label: w(block.label), value: w(block.text) });
    case 'formula':
      return `${w(block.label)} ${block.formula.map(w).join('')}`;
    case 'note':
      return w(block.text);
    case 'chart':
      return chartTable(block, ctx).map((r) => r.join('\t')).join('\n');
    case 'image':
    case 'compare':
      return '';
    case 'file':
      return `${block.label !== undefined ? `${w(block.label)}: ` : ''}${w(block.caption ?? fileCaption(block))}`;
  }
}

/** A file block's line when the tool gives none: its name and size ("photo.webp · 12.3 kB"). */
export function fileCaption(block: FileBlock): Display {
  return msg('common:file.made', { name: block.name, size: byteSize(block.bytes.length) });
}

/** A chart's figures as a table: the x heading and series names, then one row per category. */
export function chartTable(block: ChartBlock, ctx: DisplayContext): string[][] {
  const w = (d: Display) => displayText(d, ctx);
  return [
    [w(block.xLabel), ...block.series.map((s) => w(s.label))],
    ...block.x.map((x, i) => [w(x), ...block.series.map((s) => formatNumber(s.values[i] ?? Number.NaN, ctx.lang, block.format))]),
  ];
}

/** Whether a view has something Copy can copy (an image, a meter, a chart or notes alone have not). */
export function hasCopyableBlock(view: ResultView): boolean {
  return view.blocks.some((b) => b.kind !== 'image' && b.kind !== 'compare' && b.kind !== 'file' && b.kind !== 'note' && b.kind !== 'meter' && b.kind !== 'chart');
}

/**
 * What Copy copies: the view's own choice, else its first text or list, else its values as
 * "label: value" lines (the statistics, not the tables beside them), else its tables and formulas.
 * Several blocks of values are told apart by their headings, each above its lines (a media file's
 * video and audio streams both have a codec and a bitrate).
 */
export function copyText(view: ResultView, ctx: DisplayContext): string {
  if (view.copy !== undefined) return displayText(view.copy, ctx);
  const main = view.blocks.find((b) => b.kind === 'text' || b.kind === 'list');
  if (main) return blockText(main, ctx);
  const values = view.blocks.filter((b) => b.kind === 'values');
  if (values.length > 1) return values.map((b) => (b.label === undefined ? '' : `${displayText(b.label, ctx)}\n`) + blockText(b, ctx)).join('\n\n');
  const copied = values.length ? values : view.blocks.filter((b) => b.kind === 'table' || b.kind === 'formula');
  return copied.map((b) => blockText(b, ctx)).join('\n\n');
}

/** The rows of the CSV download: values as label/value pairs and every table, one blank row between. */
export function csvRows(view: ResultView, ctx: DisplayContext): (string | number | boolean | null)[][] {
  if (view.csv) return view.csv.map((row) => [...row]);
  // Numbers stay numbers a spreadsheet reads: no grouping, no units, the decimal mark of the page language's spreadsheets.
  // (as csvNumber in core/csv.ts writes them; that module loads only when a CSV is saved).
  const mark = formatNumber(1.5, ctx.lang).includes(',') ? ',' : '.';
  const w = (d: Display | undefined) =>
    typeof d === 'object' && 'num' in d ? (Number.isFinite(d.num) ? formatNumber(d.num, 'en', { useGrouping: false, maximumFractionDigits: 20 }).replace('.', mark) : '') : displayText(d, ctx);
  const parts: string[][][] = [];
  for (const b of view.blocks) {
    if (b.kind === 'values') parts.push(b.items.map((i) => [w(i.label), typeof i.copy === 'string' ? i.copy : w(i.value)]));
    else if (b.kind === 'table') parts.push([b.columns.map((c) => w(c.label)), ...b.rows.map((r) => r.map(w))]);
    else if (b.kind === 'list') parts.push(b.items.map((i) => [itemText(i)]));
  }
  return parts.flatMap((rows, i) => (i === 0 ? rows : [[], ...rows]));
}

/** The character drawn for each hidden character of a secret. */
export const MASK_CHAR = '•';

/**
 * A secret with its middle replaced by bullets: up to `visibleEnds` characters shown at each end, but
 * never more than an eighth of the secret at each end (a short secret is never shown whole); 0 hides
 * every character. The result has the secret's length, and only the shown characters of it.
 */
export function maskSecret(secret: string, visibleEnds = 4): string {
  const chars = [...secret];
  const ends = Math.max(0, Math.min(visibleEnds, Math.floor(chars.length / 8)));
  if (ends === 0) return MASK_CHAR.repeat(chars.length);
  return chars.slice(0, ends).join('') + MASK_CHAR.repeat(chars.length - 2 * ends) + chars.slice(-ends).join('');
}

/** Whether any block shows a ticking clock or a relative time (the page then updates every second). */
export function blocksTick(blocks: readonly ResultBlock[]): boolean {
  const ticks = (d: Display | undefined): boolean => typeof d === 'object' && d !== null && ('clock' in d || 'relative' in d);
  return blocks.some((b) => b.kind === 'values' && b.items.some((i) => ticks(i.value)));
}

/** The message for a field's mistake: the field's own wording, the tool's, else the host's. */
export function fieldErrorText(t: TFunction, lang: string, name: string, error: ToolError): string {
  return t([`fields.${name}.errors.${error.code}`, `errors.${error.code}`, `common:fieldErrors.${error.code}`], errorParams(error.params, lang));
}
