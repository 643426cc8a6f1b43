/**
 * A colour typed in one notation. Keeps the text as typed while it is edited (so "rgb(30, 1" can become
 * "rgb(30, 144, 255)"), reports each valid colour at once, and shows the notation's own message when the
 * text is not a colour (after a pause in typing or on leaving the field, not at every keystroke), without
 * touching the current colour.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { describedBy as fieldDescribedBy, FieldMessages } from '@sdk/ui';
import type { Rgba } from './color.ts';
import { parseColor, type Notation } from './parse.ts';

/** A pause in typing this long shows the message for a text that is not a colour. */
const ERROR_DELAY_MS = 600;

interface ColorFieldProps {
  label: string;
  /** The current colour written in this notation. */
  value: string;
  notation: Notation;
  onColor: (color: Rgba) => void;
  /** The translated message shown while the text is not a colour. */
  invalidMessage: string;
  /** Shown beside the label (a copy button). */
  action?: ReactNode;
  /** Shown after the field (a native colour input). */
  children?: ReactNode;
  hint?: string;
}

export function ColorField({ label, value, notation, onColor, invalidMessage, action, children, hint }: ColorFieldProps) {
  const id = `color${useId().replace(/[^\w-]/g, '')}`;
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [settled, setSettled] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const wrong = draft !== null && parseColor(draft, notation) === null;
  const invalid = wrong && settled;

  // The colour changed elsewhere: show it, unless the visitor is typing here.
  useEffect(() => {
    if (document.activeElement !== input.current) setDraft(null);
  }, [value]);

  const describedBy = fieldDescribedBy(id, hint, invalid);
  return (
    <div className="field color-picker-field">
      {action ? (
        <div className="color-picker-field-head">
          <label htmlFor={id}>{label}</label>
          {action}
        </div>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      <div className="color-picker-field-row">
        <input
          ref={input}
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          translate="no"
          value={draft ?? value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setDraft(e.target.value);
            setSettled(false);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setSettled(true), ERROR_DELAY_MS);
            const color = parseColor(e.target.value, notation);
            if (color) onColor(color);
          }}
          onBlur={() => {
            clearTimeout(timer.current);
            setSettled(true);
            if (!wrong) setDraft(null);
          }}
        />
        {children}
      </div>
      <FieldMessages id={id} hint={hint} error={invalid ? invalidMessage : undefined} />
    </div>
  );
}
