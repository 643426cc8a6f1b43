/**
 * A text field's on-screen keypad (`keys` on a line or text field), without the DOM: what each key
 * shows in a language, and the text after a key is pressed. The host draws it (src/sdk/ui/Keypad.tsx).
 */
import { decimalMark, listSeparator } from './number.ts';
import type { KeyDecl } from './tool.ts';

/** A key as drawn on a page in one language. */
export interface KeyFace {
  /** What the key shows: a digit, a symbol, a function's name. */
  readonly show: string;
  /** What it writes at the caret, replacing the selection… */
  readonly insert?: string;
  /** …or what it does to the field instead. */
  readonly does?: 'backspace' | 'clear';
  /**
   * The locale key of its accessible name: the tool's (`fields.<field>.keys.<name>`) or the host's
   * (`common:keypad.<action>`); none when what it shows names it (7, sin, ans).
   */
  readonly nameKey?: string;
}

/** Symbols the host's own keys show. */
const SHOWN = { backspace: '⌫', clear: 'C' } as const;

/** A key of `field`'s keypad as shown on a page in `lang`. */
export function keyFace(field: string, key: KeyDecl, lang: string): KeyFace {
  if (typeof key === 'string') return { show: key, insert: key };
  const nameKey = key.name !== undefined ? `fields.${field}.keys.${key.name}` : 'does' in key ? `common:keypad.${key.does}` : undefined;
  const named = nameKey !== undefined ? { nameKey } : {};
  if ('insert' in key) return { show: key.show ?? key.insert, insert: key.insert, ...named };
  if (key.does === 'decimal' || key.does === 'listSeparator') {
    const mark = key.does === 'decimal' ? decimalMark(lang) : listSeparator(lang);
    return { show: mark, insert: mark, ...named };
  }
  return { show: SHOWN[key.does], does: key.does, ...named };
}

/** Whether a key shows only letters and digits (7, sin, ans), which say its name in every language. */
export const namedByFace = (show: string): boolean => /^[\p{L}\p{N}]+$/u.test(show);

/**
 * The text after pressing a key with [start, end) selected (start = end: a caret there), and where the
 * caret goes: after what was written, where the deleted text was, at the start of an emptied field.
 */
export function pressKey(text: string, start: number, end: number, key: Pick<KeyFace, 'insert' | 'does'>): { text: string; caret: number } {
  const clamp = (n: number) => Math.min(Math.max(0, Math.trunc(n)), text.length);
  let from = Math.min(clamp(start), clamp(end));
  const to = Math.max(clamp(start), clamp(end));
  if (key.does === 'clear') return { text: '', caret: 0 };
  if (key.does === 'backspace') {
    if (from === to && from > 0) {
      // A character outside the BMP (an emoji) is two UTF-16 units: both go.
      const low = text.charCodeAt(from - 1);
      from -= low >= 0xdc00 && low <= 0xdfff && from > 1 && /[\uD800-\uDBFF]/.test(text[from - 2]!) ? 2 : 1;
    }
    return { text: text.slice(0, from) + text.slice(to), caret: from };
  }
  const insert = key.insert ?? '';
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
