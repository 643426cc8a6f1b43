/**
 * A labelled number input for calculators. Keeps the text as typed (so "1," can become "1,5"),
 * shows a decimal keypad on phones, and reads the number in the page's language with parseNumber
 * (sdk/core/number.ts). A message given in `error` is announced and linked to the field.
 */
import { useId, type ReactNode } from 'react';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';

interface NumberFieldProps {
  label: string;
  /** The text as typed. */
  value: string;
  onChange: (text: string) => void;
  /** A unit or symbol shown after the field ("%", "kg", "years"). */
  unit?: ReactNode;
  /** A short hint below the field. */
  hint?: string;
  /** A translated validation message; marks the field invalid. */
  error?: string;
  placeholder?: string;
  /** 'numeric' for whole numbers (no decimal key on phones). */
  inputMode?: 'decimal' | 'numeric';
  id?: string;
  className?: string;
}

export function NumberField({ label, value, onChange, unit, hint, error, placeholder, inputMode = 'decimal', id, className }: NumberFieldProps) {
  const autoId = useId();
  const fieldId = id ?? `num${autoId.replace(/:/g, '')}`;
  const describedBy = describedByOf(fieldId, hint, error);
  return (
    <div className={className ? `field number-field ${className}` : 'field number-field'}>
      <label htmlFor={fieldId}>{label}</label>
      <div className="number-field-row">
        <input
          id={fieldId}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
        {unit !== undefined && <span className="number-field-unit">{unit}</span>}
      </div>
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
