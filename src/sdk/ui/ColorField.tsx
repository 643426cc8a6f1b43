/**
 * A colour chosen with the browser's picker or typed as hex, side by side: the value is always
 * visible as text too (colour is never the only signal).
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeHex } from '@sdk/core/color.ts';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';

interface ColorFieldProps {
  label: string;
  /** "#rrggbb". */
  value: string;
  onChange: (hex: string) => void;
  /** Accessible name of the colour picker button; defaults to "<label>: colour picker". */
  pickerLabel?: string;
  /** Shown while the typed text is not a colour; defaults to the host's hex hint. */
  invalidText?: string;
  hint?: string;
  id?: string;
}

/** A colour chosen with the browser's picker or typed as hex; the value is always in text too. */
export function ColorField({ label, value, onChange, pickerLabel, invalidText, hint, id: givenId }: ColorFieldProps) {
  const { t } = useTranslation('common');
  const autoId = `c${useId().replace(/:/g, '')}`;
  const id = givenId ?? autoId;
  const [text, setText] = useState(value);
  // A new value from outside (picker, swap, restored settings) replaces what was typed.
  useEffect(() => {
    setText((current) => (normalizeHex(current) === value.toLowerCase() ? current : value));
  }, [value]);
  const invalid = normalizeHex(text) === null;
  const describedBy = describedByOf(id, hint, invalid);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-color-row">
        <input
          type="color"
          value={value.toLowerCase()}
          aria-label={pickerLabel ?? t('colour.picker', { name: label })}
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
      <FieldMessages id={id} hint={hint} error={invalid ? (invalidText ?? t('colour.invalidHex')) : undefined} />
    </div>
  );
}
