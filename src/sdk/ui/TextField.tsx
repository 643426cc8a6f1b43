/** A labelled one-line or multi-line text field with an optional hint and error, both linked to it. */
import { useId } from 'react';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';
import { useEarlyInput } from './useEarlyInput.ts';

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
  inputMode?: 'text' | 'numeric' | 'decimal' | 'url' | 'email' | 'tel' | 'search';
  /** Grows to the whole row of the field grid. */
  wide?: boolean;
  /** Monospaced (codes, keys). */
  mono?: boolean;
  /** Shown but not editable. */
  readOnly?: boolean;
  id?: string;
}

/** A labelled one-line or multi-line text field with an optional hint and error, both linked to it. */
export function TextField({ label, value, onChange, hint, error, multiline, type = 'text', placeholder, autoComplete = 'off', inputMode, wide, mono, readOnly, id: givenId }: TextFieldProps) {
  const autoId = `t${useId().replace(/:/g, '')}`;
  const id = givenId ?? autoId;
  const describedBy = describedByOf(id, hint, error);
  const early = useEarlyInput<HTMLInputElement & HTMLTextAreaElement>(value, onChange);
  const common = {
    ref: early,
    id,
    value,
    placeholder,
    autoComplete,
    inputMode,
    spellCheck: false,
    readOnly,
    className: mono ? 'mono' : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className={wide ? 'field field-wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} /> : <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
