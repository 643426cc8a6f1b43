/** A checkbox with its label after it and an optional hint linked to it. */
import { useId } from 'react';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  id?: string;
  disabled?: boolean;
}

export function CheckboxField({ label, checked, onChange, hint, id, disabled }: CheckboxFieldProps) {
  const autoId = `c${useId().replace(/:/g, '')}`;
  const fieldId = id ?? autoId;
  return (
    <div className="field checkbox">
      <label className="check-field">
        <input
          type="checkbox"
          id={fieldId}
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${fieldId}-hint` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${fieldId}-hint`} className="field-description">
          {hint}
        </p>
      )}
    </div>
  );
}
