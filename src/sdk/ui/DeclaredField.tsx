/**
 * A bespoke panel's declared fields, drawn and read exactly as the host draws and reads them on
 * every other tool: labels, hints and choices from the tool's locale, numbers read in the page's
 * language, messages at the field. The values live in the host's state (remembered, linkable).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { fieldChoices, fieldShown, fieldUnit, readFields, valueOnScreen, type RawValue, type ReadFields } from '../core/fields.ts';
import type { CropDecl, FieldDecl, FileFieldDecl, KeypadDecl, SelectFieldDecl } from '../core/tool.ts';
import { FieldControl } from './FieldControl.tsx';
import { keyFace } from '../core/keypad.ts';
import type { KeypadUi } from './Keypad.tsx';
import { readFile } from './FileField.tsx';
import type { FileTarget } from './TextAreaField.tsx';
import type { TimelineBinding } from './MediaTimeline.tsx';
import type { CropBinding } from './ImageCrop.tsx';
import type { SelectChoice } from './SelectField.tsx';
import { fieldErrorText } from './displayText.ts';
import { useToolHost } from './toolHost.ts';

export interface FieldUi {
  decl: FieldDecl;
  label: string;
  hint?: string;
  placeholder?: string;
  choices?: readonly SelectChoice[];
  nowLabel?: string;
  /** The unit after a number field, on this tab. */
  unit?: string;
  /** Shown but not editable (a value the server fixes). */
  readOnly?: boolean;
  /** The field's keypad (`keys`), its keys shown and named in the page's language. */
  keypad?: KeypadUi;
  /** A grid's fixed columns, named in the page's language. */
  columns?: readonly string[];
  /** A grid's list above each column (`columnChoices`): its label; the choices are in `choices`. */
  columnChoiceLabel?: string;
}

/**
 * A select's choices with their labels in the page's language: from the locale, as they are (`rawLabels`),
 * or from the field's `names`, whose choices are put in the order of their names within each run of
 * neighbours of the same group.
 */
export function selectChoices(name: string, decl: SelectFieldDecl, tab: string | undefined, t: TFunction, lang: string): SelectChoice[] {
  const choices = fieldChoices(decl, tab).map((value) => {
    const named = decl.names?.(value, lang) ?? null;
    return {
      value,
      label: named ?? (decl.rawLabels ? value : t(`fields.${name}.choices.${value}`)),
      group: decl.groups?.[value] ? t(`fields.${name}.groups.${decl.groups[value]}`) : undefined,
      named: named !== null,
    };
  });
  const compare = new Intl.Collator(lang).compare;
  const out: SelectChoice[] = [];
  for (let i = 0; i < choices.length; ) {
    let end = i + 1;
    while (choices[i]!.named && end < choices.length && choices[end]!.named && choices[end]!.group === choices[i]!.group) end++;
    const run = choices.slice(i, end);
    if (run.length > 1) run.sort((a, b) => compare(a.label, b.label));
    for (const { value, label, group } of run) out.push(group === undefined ? { value, label } : { value, label, group });
    i = end;
  }
  return out;
}

/** Field declarations carry no text: labels, hints and choice names come from the tool's locale (or its `names`, in `lang`). */
export function fieldTexts(name: string, decl: FieldDecl, tab: string | undefined, t: TFunction, lang: string): FieldUi {
  const optional = (key: string) => t(key, { defaultValue: '' }) || undefined;
  const byTab = (key: string) => (tab !== undefined ? optional(`fields.${name}.${key}s.${tab}`) : undefined) ?? optional(`fields.${name}.${key}`);
  const ui: FieldUi = { decl, label: byTab('label') ?? t(`fields.${name}.label`), hint: byTab('hint'), placeholder: byTab('placeholder') };
  if (decl.kind === 'select') ui.choices = selectChoices(name, decl, tab, t, lang);
  if (decl.kind === 'grid') {
    if (decl.columns) ui.columns = decl.columns.map((column) => t(`fields.${name}.columns.${column}`));
    if (decl.columnChoices) {
      ui.columnChoiceLabel = t(`fields.${name}.columnChoice`);
      ui.choices = decl.columnChoices.map((value) => ({ value, label: t(`fields.${name}.choices.${value}`) }));
    }
  }
  if (decl.kind === 'line' && decl.now) ui.nowLabel = t('common:actions.now');
  const unit = fieldUnit(decl, tab);
  if (unit) ui.unit = unit;
  if ((decl.kind === 'line' || decl.kind === 'text') && decl.keys) ui.keypad = keypadTexts(name, decl.keys, ui.label, t, lang);
  return ui;
}

/** A field's keypad as drawn in `lang`: each key's face, and its name where its face does not say it. */
export function keypadTexts(name: string, keys: KeypadDecl, label: string, t: TFunction, lang: string): KeypadUi {
  return {
    label: t('common:keypad.label', { field: label }),
    rows: keys.map((row) =>
      row.map((key) => {
        const face = keyFace(name, key, lang);
        return face.nameKey !== undefined ? { ...face, name: t(face.nameKey) } : face;
      }),
    ),
  };
}

/**
 * The tool's file field shown on this tab, as the place its text fields hand a file that is not text
 * (read as that field reads files), or undefined when it has none.
 */
export function fileTargetOf(fields: Readonly<Record<string, FieldDecl>>, tab: string | undefined, t: TFunction, lang: string, set: (name: string, value: RawValue) => void): FileTarget | undefined {
  const found = Object.entries(fields).find(([, decl]) => decl.kind === 'file' && fieldShown(decl, tab));
  if (!found) return undefined;
  const [name, decl] = found as [string, FileFieldDecl];
  return {
    label: fieldTexts(name, decl, tab, t, lang).label,
    take: async (file) => {
      const read = await readFile(file, decl.read);
      set(name, decl.multiple ? [read] : read);
    },
  };
}

/** A file field's timeline bound to the two line fields it writes (`timeline` in its declaration). */
export function timelineBinding(fields: { readonly start: string; readonly end: string }, values: Readonly<Record<string, RawValue>>, set: (changes: Record<string, RawValue>) => void): TimelineBinding {
  return {
    start: typeof values[fields.start] === 'string' ? (values[fields.start] as string) : '',
    end: typeof values[fields.end] === 'string' ? (values[fields.end] as string) : '',
    set: (changes) => set(Object.fromEntries(Object.entries(changes).map(([which, text]) => [fields[which as 'start' | 'end'], text]))),
  };
}

/** A file field's crop box bound to the fields it writes and reads (`crop` in its declaration). */
export function cropBinding(fields: CropDecl, values: Readonly<Record<string, RawValue>>, set: (changes: Record<string, RawValue>) => void): CropBinding {
  const text = (name: string | undefined) => (name !== undefined && typeof values[name] === 'string' ? (values[name] as string) : '');
  return {
    x: text(fields.x),
    y: text(fields.y),
    width: text(fields.width),
    height: text(fields.height),
    aspect: text(fields.aspect),
    turn: text(fields.turn),
    flipH: fields.flipH !== undefined && values[fields.flipH] === true,
    flipV: fields.flipV !== undefined && values[fields.flipV] === true,
    set: (changes) => set(Object.fromEntries(Object.entries(changes).map(([which, value]) => [fields[which as 'x' | 'y' | 'width' | 'height'], value]))),
  };
}

/** The values a file field's crop box follows, in one text (what makes the host draw it again). */
export function cropFollowed(fields: CropDecl, values: Readonly<Record<string, RawValue>>): string {
  return Object.values(fields).map((name) => String(values[name] ?? '')).join('|');
}


/** The declared fields of the current tab, read as the host reads them. */
export function useDeclaredInput(): ReadFields {
  const { manifest, values, tab } = useToolHost();
  const { i18n } = useTranslation();
  return useMemo(() => readFields(manifest.fields, values, i18n.language, tab), [manifest.fields, values, i18n.language, tab]);
}

interface DeclaredFieldProps {
  name: string;
  /** A message of the panel's own (a run error about this field). */
  error?: string;
  /** Texts that depend on more than the tab (a hint that follows a chosen type); default: the locale's. */
  hint?: string;
  placeholder?: string;
}

/** One declared field, bound to the host's state, drawn as the host draws it. */
export function DeclaredField({ name, error, hint, placeholder }: DeclaredFieldProps) {
  const { toolId, manifest, values, setValue, setValues, tab } = useToolHost();
  const { t, i18n } = useTranslation([toolId, 'common']);
  const decl = manifest.fields[name];
  const read = useDeclaredInput();
  if (!decl || !fieldShown(decl, tab, valueOnScreen(manifest.fields, values, i18n.language, tab))) return null;
  const own = read.errors[name];
  const timeline = decl.kind === 'file' && decl.timeline ? timelineBinding(decl.timeline, values, setValues) : undefined;
  const crop = decl.kind === 'file' && decl.crop ? cropBinding(decl.crop, values, setValues) : undefined;
  return (
    <FieldControl
      id={`${toolId}-field-${name}`}
      {...fieldTexts(name, decl, tab, t, i18n.language)}
      {...(hint !== undefined ? { hint } : {})}
      {...(placeholder !== undefined ? { placeholder } : {})}
      value={values[name] ?? ''}
      onChange={(v) => setValue(name, v)}
      error={error ?? (own ? fieldErrorText(t, i18n.language, name, own) : undefined)}
      fileTarget={decl.kind === 'text' ? fileTargetOf(manifest.fields, tab, t, i18n.language, setValue) : undefined}
      timeline={timeline}
      crop={crop}
    />
  );
}
