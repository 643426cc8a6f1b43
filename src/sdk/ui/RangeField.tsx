/** A labelled slider whose value is shown beside it and read out by screen readers. */
import { useId } from 'react';

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
