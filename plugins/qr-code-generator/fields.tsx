/**
 * Form controls of this panel: a colour as picker plus hex text, a slider showing its value, a text
 * field with hint and error. Candidates for the sdk (the barcode generator has the same ones).
 */
import { useEffect, useId, useState } from 'react';

/** "#abc", "abc", "#aabbcc" or "aabbcc" → "#aabbcc"; null for anything else. */
export function normalizeHex(text: string): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!m) return null;
  const hex = m[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

interface ColorFieldProps {
  label: string;
  /** "#rrggbb". */
  value: string;
  onChange: (hex: string) => void;
  /** Accessible name of the colour picker button. */
  pickerLabel: string;
  /** Shown while the typed text is not a colour. */
  invalidText: string;
  hint?: string;
}

/** A colour chosen with the browser's picker or typed as hex; the value is always in text too. */
export function ColorField({ label, value, onChange, pickerLabel, invalidText, hint }: ColorFieldProps) {
  const id = `c${useId().replace(/:/g, '')}`;
  const [text, setText] = useState(value);
  // A new value from outside (picker, swap, restored settings) replaces what was typed.
  useEffect(() => {
    setText((current) => (normalizeHex(current) === value.toLowerCase() ? current : value));
  }, [value]);
  const invalid = normalizeHex(text) === null;
  const describedBy = [hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-color-row">
        <input
          type="color"
          value={value.toLowerCase()}
          aria-label={pickerLabel}
          onChange={(e) => {
            setText(e.target.value);
            onChange(e.target.value);
          }}
        />
        <input
          id={id}
          type="text"
          value={text}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          translate="no"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setText(e.target.value);
            const hex = normalizeHex(e.target.value);
            if (hex) onChange(hex);
          }}
          onBlur={() => {
            const hex = normalizeHex(text);
            if (hex) setText(hex);
          }}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-description">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {invalidText}
        </p>
      )}
    </div>
  );
}

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** The value as read out and shown beside the slider ("250 × 250 px"). */
  valueText: string;
  hint?: string;
}

/** A slider with its value shown beside it (and read out by screen readers). */
export function RangeField({ label, value, min, max, step = 1, onChange, valueText, hint }: RangeFieldProps) {
  const id = `r${useId().replace(/:/g, '')}`;
  return (
    <div className="field enum-range">
      <label htmlFor={id}>{label}</label>
      <div className="enum-range-row">
        <input
          type="range"
          id={id}
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={valueText}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <output htmlFor={id}>{valueText}</output>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-description">
          {hint}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  multiline?: boolean;
  type?: 'text' | 'url' | 'email' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  /** 'numeric' shows a digit keypad on phones. */
  inputMode?: 'numeric' | 'text';
  /** Grows to the whole row of the field grid. */
  wide?: boolean;
}

/** A labelled one-line or multi-line text field with an optional hint and error, both linked to it. */
export function TextField({ label, value, onChange, hint, error, multiline, type = 'text', placeholder, autoComplete = 'off', inputMode, wide }: TextFieldProps) {
  const id = `t${useId().replace(/:/g, '')}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    placeholder,
    autoComplete,
    inputMode,
    spellCheck: false,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className={wide ? 'field field-wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} /> : <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />}
      {hint && (
        <p id={`${id}-hint`} className="field-description">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
