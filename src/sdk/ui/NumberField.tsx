/**
 * A labelled number input for calculators. Keeps the text as typed (so "1," can become "1,5"),
 * shows a decimal keypad on phones, and reads the number in the page's language with parseNumber
 * (sdk/core/number.ts). A message given in `error` is announced and linked to the field.
 */
import { useId, type ReactNode } from 'react';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';
import { numberText } from '../core/fields.ts';
import { parseNumber } from '../core/number.ts';
import { useFormat } from './useFormat.ts';
import { useEarlyInput } from './useEarlyInput.ts';

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
  /** ↑ and ↓ add and take away this much (a value that reads as a number only), bounded by min and max. */
  step?: number;
  min?: number;
  max?: number;
}

export function NumberField({ label, value, onChange, unit, hint, error, placeholder, inputMode = 'decimal', id, className, step, min, max }: NumberFieldProps) {
  const { lang } = useFormat();
  const nudge = (direction: 1 | -1) => {
    if (step === undefined) return false;
    const n = parseNumber(value, lang);
    if (n === null || Number.isNaN(n)) return false;
    // Whole steps from the last one, so 0.1 + 0.2 never shows as 0.30000000000000004.
    const decimals = Math.max(0, ...[step, n].map((x) => (String(x).split('.')[1] ?? '').length));
    const next = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, Number((n + direction * step).toFixed(Math.min(decimals, 20)))));
    onChange(numberText(next, lang));
    return true;
  };
  const autoId = useId();
  const fieldId = id ?? `num${autoId.replace(/:/g, '')}`;
  const describedBy = describedByOf(fieldId, hint, error);
  const early = useEarlyInput<HTMLInputElement>(value, onChange);
  return (
    <div className={className ? `field number-field ${className}` : 'field number-field'}>
      <label htmlFor={fieldId}>{label}</label>
      <div className="number-field-row">
        <input
          ref={early}
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
          onKeyDown={(e) => {
            if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && nudge(e.key === 'ArrowUp' ? 1 : -1)) e.preventDefault();
          }}
        />
        {unit !== undefined && <span className="number-field-unit">{unit}</span>}
      </div>
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
