/**
 * A date, a time of day, or both, with the browser's own picker (native inputs give a calendar on
 * every phone and write the value as ISO text), and an optional Today / Now button.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localNow } from '../core/fields.ts';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';

interface DateFieldProps {
  kind: 'date' | 'time' | 'datetime';
  label: string;
  /** YYYY-MM-DD, HH:MM[:SS] or YYYY-MM-DDTHH:MM[:SS]. */
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  /** Adds a Today (date) or Now (time, date and time) button. */
  now?: boolean;
  /** Seconds are typed too (step of 1 s). */
  seconds?: boolean;
  id?: string;
}

export function DateField({ kind, label, value, onChange, hint, error, now, seconds, id }: DateFieldProps) {
  const { t } = useTranslation('common');
  const autoId = `d${useId().replace(/:/g, '')}`;
  const fieldId = id ?? autoId;
  const describedBy = describedByOf(fieldId, hint, error);
  return (
    <div className="field date-field">
      <label htmlFor={fieldId}>{label}</label>
      <div className="field-row">
        <input
          id={fieldId}
          type={kind === 'datetime' ? 'datetime-local' : kind}
          value={value}
          step={seconds ? 1 : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
        {now && (
          <button type="button" className="btn" aria-label={`${t(kind === 'date' ? 'actions.today' : 'actions.now')}: ${label}`} onClick={() => onChange(localNow(kind, seconds))}>
            {t(kind === 'date' ? 'actions.today' : 'actions.now')}
          </button>
        )}
      </div>
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
