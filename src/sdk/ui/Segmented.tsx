/**
 * A choice among a few values drawn as a row of buttons (unit system, mode, Encode/Decode): a radio
 * group under a legend, so arrow keys move between choices and screen readers announce "1 of 3".
 * The option forms' `segmented` widget and bespoke panels both use it.
 */
import type { ReactNode } from 'react';

export interface SegmentedChoice<V extends string | number | boolean> {
  value: V;
  label: ReactNode;
}

interface SegmentedProps<V extends string | number | boolean> {
  /** Name of the radio group, unique on the page; also the fieldset's id. */
  name: string;
  legend: ReactNode;
  choices: readonly SegmentedChoice<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Text below the buttons, linked to the group. */
  description?: string;
  disabled?: boolean;
  /** Hide the legend visually (it stays for screen readers) when the context already says it. */
  legendHidden?: boolean;
  /** Plain radio buttons one under the other, for longer choices, instead of a row of buttons. */
  list?: boolean;
}

export function Segmented<V extends string | number | boolean>({ name, legend, choices, value, onChange, description, disabled, legendHidden, list }: SegmentedProps<V>) {
  return (
    <fieldset className={list ? 'radio-list' : 'segmented'} id={name} aria-describedby={description ? `${name}__description` : undefined}>
      <legend className={legendHidden ? 'visually-hidden' : 'segmented-legend'}>{legend}</legend>
      <div className="segmented-options">
        {choices.map((choice) => (
          <label key={String(choice.value)} className={choice.value === value ? 'selected' : undefined}>
            <input type="radio" name={name} value={String(choice.value)} checked={choice.value === value} disabled={disabled} onChange={() => onChange(choice.value)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {description && (
        <p id={`${name}__description`} className="field-description">
          {description}
        </p>
      )}
    </fieldset>
  );
}
