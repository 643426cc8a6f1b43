/**
 * Reading what the visitor typed into a tool's declared fields: numbers in the page's language,
 * dates, colours; which required fields are still empty; and each field's mistake as a ToolError
 * (texts in the host's toolPage.json, fieldErrors.*, or the tool's own errors.*). Pure, so the host, the tests
 * and a terminal read fields the same way.
 */
import { exampleFileInput, type ExampleFile } from './files.ts';
import { parseNumber } from './number.ts';
import { toolError, type ToolError } from './toolError.ts';
import { blankGrid, gridBlank, gridFromStored, normalizeGrid } from './grid.ts';
import { optionDefaults, tabsOption, type FieldDecl, type Fields, type FileInput, type GridValue, type ToolManifest } from './tool.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The visitor's current local date, time or both, as native inputs write them. */
export function localNow(kind: 'date' | 'time' | 'datetime', seconds = false, at = new Date()): string {
  const date = `${String(at.getFullYear()).padStart(4, '0')}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}${seconds ? `:${pad(at.getSeconds())}` : ''}`;
  return kind === 'date' ? date : kind === 'time' ? time : `${date}T${time}`;
}

/** What a field's Now button (or a default of 'now') fills in, at a moment. */
export function nowValue(field: FieldDecl, at = new Date()): string | undefined {
  if (field.kind === 'date' || field.kind === 'time' || field.kind === 'datetime') return localNow(field.kind, field.kind !== 'date' && field.seconds === true, at);
  if (field.kind !== 'line' || !field.now) return undefined;
  if (field.now === 'unixSeconds') return String(Math.floor(at.getTime() / 1000));
  if (field.now === 'unixMilliseconds') return String(at.getTime());
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Whether a field starts at the current date or time (filled in the browser only: a prerendered page has no "now"). */
export function startsNow(field: FieldDecl, tab: string | undefined): boolean {
  const value = (field as { default?: unknown }).default;
  return (field.perTab && value !== null && typeof value === 'object' ? (tab !== undefined ? (value as Record<string, unknown>)[tab] : undefined) : value) === 'now';
}

/** A field's value as the page holds it: the text as typed, a checkbox's state, a file read in the browser, a grid's rows. */
export type RawValue = string | boolean | FileInput | readonly FileInput[] | GridValue | null;
export type RawValues = Readonly<Record<string, RawValue>>;

export interface ReadFields {
  /** One value per field, as run() receives it. */
  input: Record<string, unknown>;
  /** Mistakes by field name (a number that is not one, out of range…). */
  errors: Record<string, ToolError>;
  /** Required fields shown and still empty: the tool waits for them. */
  missing: string[];
}

/**
 * Whether a field is drawn: on the current tab, and, where the values on screen are known (`selected`:
 * a field's value, its default if unset), while the selects it depends on (`when`) show one of its values.
 */
export function fieldShown(field: FieldDecl, tab: string | undefined, selected?: (name: string) => unknown): boolean {
  if (field.tabs && tab !== undefined && !field.tabs.includes(tab)) return false;
  return !field.when || !selected || Object.entries(field.when).every(([name, values]) => values.includes(String(selected(name))));
}

/** The value a field has on screen: the one typed or chosen, else its default (for `fieldShown`). */
export function valueOnScreen(fields: Fields, values: RawValues, lang: string, tab?: string): (name: string) => unknown {
  return (name) => values[name] ?? (fields[name] ? fieldDefault(fields[name], tab, lang) : undefined);
}

/** Whether an option is shown on a tab (`optionTabs` limits an option to some tabs). */
export function optionShown(manifest: { readonly optionTabs?: Readonly<Record<string, readonly string[]>> }, key: string, tab: string | undefined): boolean {
  const onTabs = manifest.optionTabs?.[key];
  return !onTabs || tab === undefined || onTabs.includes(tab);
}

/** The choices of a select field on the current tab. */
export function fieldChoices(field: FieldDecl & { kind: 'select' }, tab: string | undefined): readonly string[] {
  const { choices } = field;
  if (Array.isArray(choices)) return choices;
  const byTab = choices as Readonly<Record<string, readonly string[]>>;
  return (tab !== undefined ? byTab[tab] : undefined) ?? Object.values(byTab)[0] ?? [];
}

/** A number field's unit on a tab (an Intl unit such as "percent"), if any. */
export function fieldUnit(field: FieldDecl, tab: string | undefined): string | undefined {
  if (field.kind !== 'number' && field.kind !== 'integer') return undefined;
  const { unit } = field;
  return typeof unit === 'object' ? (tab !== undefined ? unit[tab] : undefined) : unit;
}

/** A field's declared default on a tab, before it is written as text. */
function declaredDefault(field: FieldDecl, tab: string | undefined): unknown {
  const value = (field as { default?: unknown }).default;
  if (value !== null && typeof value === 'object' && field.perTab) return tab !== undefined ? (value as Record<string, unknown>)[tab] : undefined;
  return value;
}

/** A number as a person types it in `lang`: "1234,5" in German (no grouping, so it reads back the same). */
export function numberText(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/** The raw value a field starts with on a tab. */
export function fieldDefault(field: FieldDecl, tab: string | undefined, lang: string): RawValue {
  const value = declaredDefault(field, tab);
  switch (field.kind) {
    case 'checkbox':
      return value === true;
    case 'file':
      return null;
    case 'number':
    case 'integer':
      return typeof value === 'number' ? numberText(value, lang) : '';
    case 'select': {
      const choices = fieldChoices(field, tab);
      const start = field.pageLanguageDefault?.[lang.slice(0, 2)] ?? value;
      return typeof start === 'string' && choices.includes(start) ? start : (choices[0] ?? '');
    }
    case 'color':
      return typeof value === 'string' ? value : '#000000';
    case 'grid':
      return Array.isArray(value) ? normalizeGrid(field, value as GridValue) : blankGrid(field);
    default:
      return typeof value === 'string' && value !== 'now' ? value : '';
  }
}

/** A typed value for a field from a link or a stored state, if it has the right type (else undefined). */
export function rawFromStored(field: FieldDecl, value: unknown): RawValue | undefined {
  if (field.kind === 'file') return undefined;
  if (field.kind === 'grid') {
    const grid = gridFromStored(value);
    return grid && normalizeGrid(field, grid);
  }
  if (field.kind === 'checkbox') return typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined;
  return typeof value === 'string' ? value : undefined;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** Whether a value is a whole number of steps from the base, allowing for binary fractions (0.1 + 0.2). */
export function onStep(value: number, step: number, base = 0): boolean {
  const steps = (value - base) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9 * Math.max(1, Math.abs(steps));
}

/** A real calendar date in YYYY-MM-DD (no 30 February). */
export function isIsoDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isTime(text: string): boolean {
  return TIME.test(text);
}

/** Reads one field: its value for run(), a mistake, or that it is empty. */
function readField(field: FieldDecl, raw: RawValue, lang: string, tab: string | undefined): { value: unknown } | { error: ToolError } | { empty: true } {
  switch (field.kind) {
    case 'checkbox':
      return { value: raw === true };
    case 'file':
      // A list of files (a field with `multiple`) is empty until it holds one; a single file field takes the first.
      if (Array.isArray(raw)) return raw.length === 0 ? { empty: true } : { value: field.multiple ? raw : raw[0] };
      return raw && typeof raw === 'object' ? { value: field.multiple ? [raw] : raw } : { empty: true };
    case 'text':
    case 'line':
      return { value: typeof raw === 'string' ? raw : '' };
    case 'select':
      return { value: typeof raw === 'string' ? raw : '' };
    case 'grid': {
      // Every row as wide as the grid: run() never meets a ragged row.
      const grid = normalizeGrid(field, gridFromStored(raw) ?? blankGrid(field));
      return gridBlank(field, grid) ? { empty: true } : { value: grid };
    }
    case 'color': {
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (text === '') return { empty: true };
      return COLOR.test(text) ? { value: text.toLowerCase() } : { error: toolError('invalidColor') };
    }
    case 'number':
    case 'integer': {
      let text = typeof raw === 'string' ? raw : '';
      // A percentage typed with its sign ("15 %") is read as the number: the sign beside the field invites it.
      if (fieldUnit(field, tab) === 'percent') text = text.replace(/\s*%\s*$/, '');
      const value = parseNumber(text, lang);
      if (value === null) return { empty: true };
      if (Number.isNaN(value)) return { error: toolError('invalidNumber') };
      if (field.kind === 'integer' && !Number.isInteger(value)) return { error: toolError('notInteger') };
      if (field.min !== undefined && value < field.min) return { error: toolError('belowMin', { min: field.min }) };
      if (field.max !== undefined && value > field.max) return { error: toolError('aboveMax', { max: field.max }) };
      if (field.step !== undefined && !onStep(value, field.step, field.min ?? 0)) return { error: toolError('notOnStep', { step: field.step }) };
      return { value: value + 0 };
    }
    case 'date':
    case 'time':
    case 'datetime': {
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (text === '') return { empty: true };
      const [date, time] = field.kind === 'datetime' ? text.split('T') : field.kind === 'date' ? [text, undefined] : [undefined, text];
      const ok = (date === undefined || isIsoDate(date)) && (time === undefined || isTime(time)) && (field.kind !== 'datetime' || time !== undefined);
      return ok ? { value: text } : { error: toolError(field.kind === 'time' ? 'invalidTime' : 'invalidDate') };
    }
  }
}

/**
 * Reads every field shown on the current tab. Hidden fields give null (or their plain value for
 * text, select and checkbox fields), so run() never sees a value the visitor cannot see or fix.
 */
export function readFields(fields: Fields, raw: RawValues, lang: string, tab?: string): ReadFields {
  const input: Record<string, unknown> = {};
  const errors: Record<string, ToolError> = {};
  const missing: string[] = [];
  const selected = valueOnScreen(fields, raw, lang, tab);
  for (const [name, field] of Object.entries(fields)) {
    const shown = fieldShown(field, tab, selected);
    // A file chosen on another tab is not this tab's input.
    const read = !shown && field.kind === 'file' ? ({ empty: true } as const) : readField(field, raw[name] ?? fieldDefault(field, tab, lang), lang, tab);
    if ('value' in read) input[name] = read.value;
    else {
      input[name] = null;
      if (!shown) continue;
      if ('error' in read) errors[name] = read.error;
      else if (!('optional' in field && field.optional)) missing.push(name);
    }
  }
  return { input, errors, missing };
}

/**
 * Typed field values (an example's, an action's) as the page holds them: numbers written as `lang` types
 * them, sample files read as the field asks. Names that are not fields are left out.
 */
export function typedRawValues(manifest: Pick<ToolManifest, 'fields'>, input: Readonly<Record<string, unknown>>, lang: string): Record<string, RawValue> {
  const out: Record<string, RawValue> = {};
  for (const [name, value] of Object.entries(input)) {
    const field = manifest.fields[name];
    if (!field || value === undefined) continue;
    out[name] = field.kind === 'file' && value !== null ? exampleFileInput(value as ExampleFile, field) : typeof value === 'number' ? numberText(value, lang) : (value as RawValue);
  }
  return out;
}

/** An example's options over the defaults: an example states only what differs. */
const exampleOptions = (manifest: ToolManifest, example: ToolManifest['examples'][number]): Record<string, unknown> => ({
  ...optionDefaults(manifest.options),
  ...(example.options as Record<string, unknown> | undefined),
});

/**
 * What choosing an example does on a page: the whole state the example states, whatever was there before.
 * Its options over the defaults, and on its tab each field it names with its value and every other field
 * with its default (a file chosen earlier is removed), so an example shows the result its manifest gives.
 */
export function exampleState(manifest: ToolManifest, example: ToolManifest['examples'][number], lang: string): { input: Record<string, unknown>; options: Record<string, unknown> } {
  const options = exampleOptions(manifest, example);
  const tabKey = tabsOption(manifest);
  const tab = tabKey ? String(options[tabKey]) : undefined;
  const given = example.input as Record<string, unknown>;
  const input = Object.fromEntries(Object.entries(manifest.fields).filter(([, f]) => fieldShown(f, tab)).map(([name, f]) => [name, name in given ? given[name] : fieldDefault(f, tab, lang)]));
  return { input, options };
}

/**
 * An example as the page plays it on an English page: its options over the defaults, its fields
 * typed in (numbers written out) and read like any visitor's. For tests and the terminal.
 */
export function exampleRun(manifest: ToolManifest, example: ToolManifest['examples'][number]): { input: Record<string, unknown>; options: Record<string, unknown> } & Pick<ReadFields, 'errors' | 'missing'> {
  const options = exampleOptions(manifest, example);
  const tabKey = tabsOption(manifest);
  const raw = typedRawValues(manifest, example.input as Record<string, unknown>, 'en');
  const read = readFields(manifest.fields, raw, 'en', tabKey ? String(options[tabKey]) : undefined);
  return { input: read.input, options, errors: read.errors, missing: read.missing };
}
