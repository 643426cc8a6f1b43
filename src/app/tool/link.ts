/**
 * Shareable state: a link to a tool page carries its options in the query string, by their schema
 * names, and the visitor's input in the #fragment only when asked (a fragment is never sent to any
 * server). Numbers travel in one form ("1234.5") and are written back in the page's language.
 * Secrets and files never go in a link. Opening one restores it; an invalid value falls back to
 * the default, silently.
 */
import type { OptionsCheck } from './optionsCheck.ts';
import { fieldChoices, fieldShown, numberText, valueOnScreen, rawFromStored, type RawValue, type RawValues } from '@sdk/core/fields.ts';
import { parseNumber } from '@sdk/core/number.ts';
import { gridBlank, gridText, type GridValue } from '@sdk/core/grid.ts';
import { optionDefaults, tabsOption, type FieldDecl, type ToolManifest } from '@sdk/core/tool.ts';

type Options = Record<string, unknown>;

/** Whether a field may travel in a link. */
function linkable(field: FieldDecl): boolean {
  return !field.secret && field.kind !== 'file';
}

/** The fields a link can carry on this tab, with something in them, as link text (numbers as "1234.5"). */
export function linkInput(manifest: ToolManifest, values: RawValues, tab: string | undefined, lang: string): [string, string][] {
  const out: [string, string][] = [];
  const selected = valueOnScreen(manifest.fields, values, lang, tab);
  for (const [name, field] of Object.entries(manifest.fields)) {
    const value = values[name];
    if (!linkable(field) || !fieldShown(field, tab, selected)) continue;
    // A grid travels as JSON, when something is typed in it.
    if (field.kind === 'grid') {
      const grid = rawFromStored(field, value);
      if (Array.isArray(grid) && !gridBlank(field, grid as GridValue)) out.push([name, gridText(grid as GridValue)]);
      continue;
    }
    if (value === null || value === undefined || typeof value === 'object' || value === '') continue;
    if (typeof value === 'boolean') {
      out.push([name, String(value)]);
      continue;
    }
    const n = field.kind === 'number' || field.kind === 'integer' ? parseNumber(value, lang) : null;
    out.push([name, n !== null && !Number.isNaN(n) ? String(n) : value]);
  }
  return out;
}

export function buildLink(base: string, manifest: ToolManifest, options: Options, values: RawValues, tab: string | undefined, withInput: boolean, lang: string): string {
  const query = new URLSearchParams(Object.entries(options).map(([key, value]) => [key, String(value)]));
  const fragment = new URLSearchParams(withInput ? linkInput(manifest, values, tab, lang) : []);
  return `${base}${query.size ? `?${query}` : ''}${fragment.size ? `#${fragment}` : ''}`;
}

/** An option's value as the schema types it, from query text. */
function typed(prop: { type?: unknown }, text: string): unknown {
  if (prop.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if (prop.type === 'number' || prop.type === 'integer') return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  return text;
}

export interface LinkState {
  options?: Options;
  values?: Partial<Record<string, RawValue>>;
}

/** What a link holds for this tool: valid options (others at their defaults) and the fields it carries. */
export function readLink(manifest: ToolManifest, valid: OptionsCheck, search: string, hash: string, lang: string): LinkState {
  const out: LinkState = {};
  const query = new URLSearchParams(search);
  const props = manifest.options.properties;
  if (Object.keys(props).some((key) => query.has(key))) {
    let options = optionDefaults(manifest.options);
    for (const [key, prop] of Object.entries(props)) {
      const text = query.get(key);
      if (text === null) continue;
      // Each value on its own: an invalid one stays at its default and leaves the others.
      const candidate = { ...options, [key]: typed(prop, text) };
      if (valid(candidate)) options = candidate;
    }
    out.options = options;
  }
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const values: Record<string, RawValue> = {};
  for (const [name, field] of Object.entries(manifest.fields)) {
    const text = fragment.get(name);
    if (text === null || !linkable(field)) continue;
    let value = rawFromStored(field, text);
    if (typeof value === 'string' && (field.kind === 'number' || field.kind === 'integer')) {
      const n = parseNumber(value, 'en');
      value = n !== null && !Number.isNaN(n) ? numberText(n, lang) : value;
    }
    if (field.kind === 'select' && typeof value === 'string') {
      const tabKey = tabsOption(manifest);
      const tab = tabKey ? String((out.options ?? optionDefaults(manifest.options))[tabKey]) : undefined;
      if (!fieldChoices(field, tab).includes(value)) continue;
    }
    if (value !== undefined) values[name] = value;
  }
  if (Object.keys(values).length) out.values = values;
  return out;
}
