/**
 * One declared field drawn by its kind, with its label, hint and message: what the host's forms
 * draw for every tool, and what a bespoke panel draws for the fields it declares.
 */
import { lazy, Suspense } from 'react';
import { nowValue, type RawValue } from '../core/fields.ts';
import type { FieldDecl, FileInput } from '../core/tool.ts';
import { CheckboxField } from './CheckboxField.tsx';
import { ColorField } from './ColorField.tsx';
import { DateField } from './DateField.tsx';
import { FileField } from './FileField.tsx';
import { GridField } from './GridField.tsx';
import { blankGrid, gridFromStored } from '../core/grid.ts';
import { Keypad, type KeypadUi } from './Keypad.tsx';
import { MediaTimeline, timelineMedia, type TimelineBinding } from './MediaTimeline.tsx';
import type { CropBinding } from './ImageCrop.tsx';
import { NumberField } from './NumberField.tsx';
import { SelectField, type SelectChoice } from './SelectField.tsx';
import { TextAreaField, type FileTarget } from './TextAreaField.tsx';
import { TextField } from './TextField.tsx';
import { useFormat } from './useFormat.ts';

export interface FieldControlProps {
  id: string;
  decl: FieldDecl;
  value: RawValue;
  onChange: (value: RawValue) => void;
  label: string;
  hint?: string;
  placeholder?: string;
  /** A translated message about the value in the field. */
  error?: string;
  /** For select fields: the choices of the current tab, with their labels. */
  choices?: readonly SelectChoice[];
  /** Label of a line field's Now button. */
  nowLabel?: string;
  /** A number field's unit (an Intl unit such as "kilogram", or a symbol). */
  unit?: string;
  /** Shown but not editable (line fields: a value the server fixes). */
  readOnly?: boolean;
  /** Text fields: the tool's file field, which takes a file dropped on the text that is not text. */
  fileTarget?: FileTarget;
  /** Line and text fields that declare `keys`: their keypad, with its texts in the page's language. */
  keypad?: KeypadUi;
  /** File fields that declare `timeline`: the two line fields it writes, as typed, and their setter. */
  timeline?: TimelineBinding;
  /** File fields that declare `crop`: the fields its box writes and follows, as typed, and their setter. */
  crop?: CropBinding;
  /** Grid fields: fixed columns' names, in the page's language. */
  columns?: readonly string[];
  /** Grid fields with `columnChoices`: the label of the list above each column (its choices are `choices`). */
  columnChoiceLabel?: string;
}

/** The crop box loads when an image is chosen in a field that has one: no other page pays for it. */
const ImageCrop = lazy(() => import('./ImageCrop.tsx').then((m) => ({ default: m.ImageCrop })));

const units = new Map<string, string>();

/** The symbol of an Intl unit in a language ("kg", "lb", "%", "days"); anything else as it is ("px", "$"). */
export function unitSymbol(unit: string, lang: string): string {
  const key = `${lang}|${unit}`;
  let symbol = units.get(key);
  if (symbol === undefined) {
    try {
      // The symbol as written after most numbers (the plural's): "28 days", "30 ans", not "28 day".
      const parts = new Intl.NumberFormat(lang, { style: 'unit', unit }).formatToParts(2);
      symbol = parts.filter((p) => p.type === 'unit' || p.type === 'percentSign').map((p) => p.value).join('') || unit;
    } catch {
      symbol = unit;
    }
    units.set(key, symbol);
  }
  return symbol;
}

export function FieldControl({ keypad, ...props }: FieldControlProps) {
  const control = <Control {...props} />;
  const { id, value, onChange, readOnly } = props;
  if (!keypad || readOnly) return control;
  return (
    <div className="field-with-keypad">
      {control}
      <Keypad target={id} {...keypad} value={typeof value === 'string' ? value : ''} onChange={onChange} />
    </div>
  );
}

function Control({ id, decl, value, onChange, label, hint, placeholder, error, choices, nowLabel, unit, readOnly, fileTarget, timeline, crop, columns, columnChoiceLabel }: Omit<FieldControlProps, 'keypad'>) {
  const { lang } = useFormat();
  const text = typeof value === 'string' ? value : '';
  switch (decl.kind) {
    case 'text':
      return <TextAreaField id={id} label={label} value={text} onChange={onChange} placeholder={placeholder} hint={hint} error={error} lang={decl.lang} rows={decl.rows} fileTarget={fileTarget} />;
    case 'line':
      return (
        <div className="field-with-action">
          <TextField id={id} label={label} value={text} onChange={onChange} placeholder={placeholder} hint={hint} error={error} inputMode={decl.inputMode} mono={decl.mono} readOnly={readOnly} />
          {decl.now && (
            <button type="button" className="btn" aria-label={`${nowLabel}: ${label}`} onClick={() => onChange(nowValue(decl) ?? '')}>
              {nowLabel}
            </button>
          )}
        </div>
      );
    case 'number':
    case 'integer':
      return (
        <NumberField
          id={id}
          label={label}
          value={text}
          onChange={onChange}
          hint={hint}
          error={error}
          placeholder={placeholder}
          unit={unit ? unitSymbol(unit, lang) : undefined}
          inputMode={decl.kind === 'integer' && (decl.min ?? -1) >= 0 ? 'numeric' : 'decimal'}
          step={decl.step ?? (decl.kind === 'integer' ? 1 : undefined)}
          min={decl.min}
          max={decl.max}
        />
      );
    case 'date':
    case 'time':
    case 'datetime':
      return <DateField id={id} kind={decl.kind} label={label} value={text} onChange={onChange} hint={hint} error={error} now={decl.now} seconds={decl.kind !== 'date' && decl.seconds} />;
    case 'select':
      return <SelectField id={id} label={label} value={text} choices={choices ?? []} onChange={onChange} hint={hint} error={error} />;
    case 'checkbox':
      return <CheckboxField id={id} label={label} checked={value === true} onChange={onChange} hint={hint} />;
    case 'color':
      return <ColorField id={id} label={label} value={text || '#000000'} onChange={onChange} hint={hint} />;
    case 'grid':
      return (
        <GridField
          id={id}
          decl={decl}
          label={label}
          value={gridFromStored(value) ?? blankGrid(decl)}
          onChange={onChange}
          hint={hint}
          error={error}
          columns={columns}
          columnChoice={decl.columnChoices?.length ? { label: columnChoiceLabel ?? '', choices: choices ?? [] } : undefined}
        />
      );
    case 'file': {
      const file = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as FileInput) : null;
      const field = (
        <FileField
          id={id}
          label={label}
          read={decl.read}
          multiple={decl.multiple}
          accept={decl.accept}
          maxBytes={decl.maxBytes}
          value={value !== null && typeof value === 'object' ? (value as FileInput | readonly FileInput[]) : null}
          onChange={onChange}
          hint={hint}
          error={error}
        />
      );
      if (decl.crop && crop) {
        return (
          <div className="field-with-crop">
            {field}
            {file?.bytes && (
              <Suspense fallback={null}>
                <ImageCrop key={file.name} file={file} binding={crop} />
              </Suspense>
            )}
          </div>
        );
      }
      // Always the same wrapper, so that the player is not made again when the file's messages change.
      if (!decl.timeline || !timeline) return field;
      return (
        <div className="field-with-timeline">
          {field}
          {file && timelineMedia(file) && <MediaTimeline key={file.name} file={file} binding={timeline} />}
        </div>
      );
    }
  }
}
