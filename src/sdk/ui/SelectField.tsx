/** A labelled drop-down list, with its choices under group headings where given. */
import { useId } from 'react';
import { useInBrowser } from './useInBrowser.ts';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';

/** Longer lists are prerendered with their chosen value only: 400 time zones would weigh on every page load. */
const PRERENDERED_CHOICES = 60;

export interface SelectChoice {
  value: string;
  label: string;
  /** Heading of the group the choice is listed under. */
  group?: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  choices: readonly SelectChoice[];
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  id?: string;
}

export function SelectField({ label, value, choices, onChange, hint, error, id }: SelectFieldProps) {
  const autoId = `s${useId().replace(/:/g, '')}`;
  const fieldId = id ?? autoId;
  const describedBy = describedByOf(fieldId, hint, error);
  const inBrowser = useInBrowser();
  const listed = inBrowser || choices.length <= PRERENDERED_CHOICES ? choices : choices.filter((c) => c.value === value);
  // Consecutive choices of one group share an <optgroup>; without groups, a plain list.
  const runs: { group: string | undefined; choices: SelectChoice[] }[] = [];
  for (const choice of listed) {
    const last = runs[runs.length - 1];
    if (last && last.group === choice.group) last.choices.push(choice);
    else runs.push({ group: choice.group, choices: [choice] });
  }
  const option = (c: SelectChoice) => (
    <option key={c.value} value={c.value}>
      {c.label}
    </option>
  );
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <select id={fieldId} value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
        {runs.map((run, i) =>
          run.group ? (
            <optgroup key={`${run.group}-${i}`} label={run.group}>
              {run.choices.map(option)}
            </optgroup>
          ) : (
            run.choices.map(option)
          ),
        )}
      </select>
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
