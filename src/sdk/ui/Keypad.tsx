/**
 * The on-screen keypad under a text field that declares `keys` (a calculator on a phone): real buttons,
 * in the tab order, each writing its text at the field's caret or replacing its selection. A press with
 * the mouse or a finger leaves the focus where it was: in the field when the visitor is typing there,
 * and nowhere else, so a phone's own keyboard does not open over the keys; Enter or Space on a key keeps
 * the focus on it. The field's text after each press is said to screen readers.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pressKey, type KeyFace } from '../core/keypad.ts';

/** A key with its accessible name in the page's language (none: what it shows names it). */
export interface KeypadKey extends KeyFace {
  readonly name?: string;
}

export interface KeypadUi {
  /** The group's name ("Keypad: Expression"). */
  readonly label: string;
  readonly rows: readonly (readonly KeypadKey[])[];
}

interface KeypadProps extends KeypadUi {
  /** The id of the field's <input> or <textarea>. */
  target: string;
  value: string;
  onChange: (value: string) => void;
}

export function Keypad({ target, label, rows, value, onChange }: KeypadProps) {
  /** Where the caret goes once the new text is in the field. */
  const caret = useRef<number | null>(null);
  /** The visitor has put the caret in the field (or a key has): its selection is theirs, not where the page left it. */
  const placed = useRef(false);
  const [said, setSaid] = useState('');

  useEffect(() => {
    const field = document.getElementById(target);
    const mark = () => {
      placed.current = true;
    };
    field?.addEventListener('focus', mark);
    return () => field?.removeEventListener('focus', mark);
  }, [target]);

  useLayoutEffect(() => {
    const field = document.getElementById(target) as HTMLInputElement | HTMLTextAreaElement | null;
    if (caret.current === null || !field) return;
    field.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value, target]);

  const press = (key: KeypadKey) => {
    const field = document.getElementById(target) as HTMLInputElement | HTMLTextAreaElement | null;
    // Until the visitor puts the caret somewhere, keys write at the end.
    const mine = field !== null && (placed.current || document.activeElement === field);
    const next = pressKey(value, mine ? (field.selectionStart ?? value.length) : value.length, mine ? (field.selectionEnd ?? value.length) : value.length, key);
    placed.current = true;
    caret.current = next.caret;
    if (next.text !== value) onChange(next.text);
    else field?.setSelectionRange(next.caret, next.caret);
    setSaid(next.text);
  };

  return (
    <div className="keypad" role="group" aria-label={label}>
      {rows.map((row, r) => (
        <div key={r} className="keypad-row">
          {row.map((key, k) => (
            <button
              key={k}
              type="button"
              className={key.does ? 'keypad-key keypad-key-edit' : 'keypad-key'}
              aria-label={key.name}
              title={key.name}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => press(key)}
            >
              {key.show}
            </button>
          ))}
        </div>
      ))}
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
