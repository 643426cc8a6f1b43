/**
 * A tool page's state, owned by the host: the options (remembered in this browser), the value of
 * every declared field (short fields remembered, long texts, files and secrets kept for this visit
 * only), each per tab where the field asks for it. Prerendering and hydration see the defaults;
 * what the visitor chose before comes back right after.
 */
import { useCallback, useMemo, useState } from 'react';
import { create } from 'zustand';
import type { OptionsCheck } from './optionsCheck.ts';
import { fieldDefault, nowValue, numberText, startsNow, type RawValue, type RawValues } from '@sdk/core/fields.ts';
import { useInBrowser } from '@sdk/ui/useInBrowser.ts';
import { parseNumber } from '@sdk/core/number.ts';
import { optionDefaults, tabsOption, type FieldDecl, type ToolManifest } from '@sdk/core/tool.ts';
import { usePersisted } from '@sdk/ui/persisted.ts';

type Options = Record<string, unknown>;
const OPTIONS_KEY = 'options';
const FIELDS_KEY = 'fields';

/**
 * A number is kept with the language it was typed in: "200.000" typed on the German page is 200000,
 * and shows as "200000" on the English page, not as 200.
 */
type Kept = RawValue | { readonly text: string; readonly lang: string };

export function keep(field: FieldDecl, value: RawValue, lang: string): Kept {
  return (field.kind === 'number' || field.kind === 'integer') && typeof value === 'string' ? { text: value, lang } : value;
}

export function restore(kept: Kept, lang: string): RawValue {
  if (kept === null || typeof kept !== 'object' || !('lang' in kept)) return kept;
  if (kept.lang === lang) return kept.text;
  const n = parseNumber(kept.text, kept.lang);
  return n !== null && !Number.isNaN(n) ? numberText(n, lang) : kept.text;
}

/** Field values kept for this visit only (long texts, files, secrets): never written to storage. */
const useVisitValues = create<{ byTool: Record<string, Record<string, Kept>>; set: (toolId: string, values: Record<string, Kept>) => void }>()((set, get) => ({
  byTool: {},
  set: (toolId, values) => set({ byTool: { ...get().byTool, [toolId]: { ...get().byTool[toolId], ...values } } }),
}));

/** Whether a field's value is remembered in this browser (short values that are not secret). */
export function remembered(field: FieldDecl): boolean {
  if (field.secret || field.kind === 'file') return false;
  // A text or a grid can be long, or private.
  return field.remember ?? (field.kind !== 'text' && field.kind !== 'grid');
}

/** Where a field's value is kept: per tab for perTab fields. */
export function valueKey(name: string, field: FieldDecl, tab: string | undefined): string {
  return field.perTab && tab !== undefined ? `${name}@${tab}` : name;
}

/** Options from storage or a link, if they are valid; else the defaults. */
export function validOptions(manifest: ToolManifest, valid: OptionsCheck, candidate: Options | undefined): Options {
  const defaults = optionDefaults(manifest.options);
  if (!candidate) return defaults;
  const merged = { ...defaults, ...candidate };
  return valid(merged) ? merged : defaults;
}

export interface ToolState {
  options: Options;
  setOptions: (next: Options) => void;
  tab: string | undefined;
  /** Every field's raw value on the current tab. */
  values: RawValues;
  setValue: (name: string, value: RawValue) => void;
  setValues: (values: Partial<Record<string, RawValue>>, tab?: string) => void;
}

export function useToolState(toolId: string, manifest: ToolManifest, valid: OptionsCheck, lang: string): ToolState {
  const storedOptions = usePersisted((s) => s.byTool[toolId]?.[OPTIONS_KEY]) as Options | undefined;
  const storedFields = usePersisted((s) => s.byTool[toolId]?.[FIELDS_KEY]) as Record<string, Kept> | undefined;
  const visitFields = useVisitValues((s) => s.byTool[toolId]);
  const persist = usePersisted((s) => s.set);
  const keepForVisit = useVisitValues((s) => s.set);

  const options = useMemo(() => validOptions(manifest, valid, storedOptions), [manifest, valid, storedOptions]);
  const tabKey = tabsOption(manifest);
  const tab = tabKey ? String(options[tabKey]) : undefined;

  // A field that starts at "now" gets the moment the page went live (never the prerendered page's moment).
  const inBrowser = useInBrowser();
  const [openedAt] = useState(() => new Date());
  const values = useMemo(() => {
    const out: Record<string, RawValue> = {};
    for (const [name, field] of Object.entries(manifest.fields)) {
      const key = valueKey(name, field, tab);
      const stored = remembered(field) ? storedFields?.[key] : visitFields?.[key];
      if (stored !== undefined) out[name] = restore(stored, lang);
      else out[name] = inBrowser && startsNow(field, tab) ? (nowValue(field, openedAt) ?? '') : fieldDefault(field, tab, lang);
    }
    return out;
  }, [manifest.fields, tab, storedFields, visitFields, lang, inBrowser, openedAt]);

  const setOptions = useCallback((next: Options) => persist(toolId, OPTIONS_KEY, next), [persist, toolId]);

  const setValues = useCallback(
    (next: Partial<Record<string, RawValue>>, onTab?: string) => {
      const forTab = onTab ?? tab;
      const kept: Record<string, Kept> = {};
      const visit: Record<string, Kept> = {};
      for (const [name, value] of Object.entries(next)) {
        const field = manifest.fields[name];
        if (!field || value === undefined) continue;
        (remembered(field) ? kept : visit)[valueKey(name, field, forTab)] = keep(field, value, lang);
      }
      if (Object.keys(kept).length) persist(toolId, FIELDS_KEY, { ...(usePersisted.getState().byTool[toolId]?.[FIELDS_KEY] as object | undefined), ...kept });
      if (Object.keys(visit).length) keepForVisit(toolId, visit);
    },
    [manifest.fields, tab, persist, keepForVisit, toolId, lang],
  );
  const setValue = useCallback((name: string, value: RawValue) => setValues({ [name]: value }), [setValues]);

  return { options, setOptions, tab, values, setValue, setValues };
}
