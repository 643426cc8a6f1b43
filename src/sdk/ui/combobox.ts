/**
 * The site's one combobox: a text field with a list of suggestions (WAI-ARIA 1.2 combobox pattern,
 * editable, `aria-autocomplete="list"`, listbox popup, DOM focus stays in the field and the active
 * option is given by `aria-activedescendant`). The header search, the command palette and the
 * time-zone pickers all use it, so they answer the same keys in the same way:
 *
 * - **The active option after typing (manual selection):** typing never makes an option active.
 *   After each change of the text no option is active, and the first option is marked ↵: it is the
 *   option Enter takes, the best match of what was typed. ↓ then makes the first option active, ↑ the
 *   last. So "tok", ↓, Enter and "tok", Enter both take the first match.
 * - **The ↵ mark is always on what Enter takes:** the active option if there is one (outlined,
 *   `aria-selected`, announced, scrolled into view), otherwise the first option when something is
 *   typed. Nothing typed and none active: no mark, and Enter only closes the list.
 * - ↓ / ↑ move to the next / previous option and wrap (last ↓ → first, first ↑ → last). On a closed
 *   list they open it, on the option already chosen where there is one (the picker's zone), else on
 *   the first / last. Alt+↓ opens it without making an option active. PageDown / PageUp move ten
 *   options, without wrapping.
 * - Home, End, ← and → move the caret in the text, as in any text field, and leave the list (no
 *   option active), as the APG says for an editable combobox.
 * - Escape closes the list; pressed again (list closed) it clears the text, or in a picker puts back
 *   the chosen value (`onClear`). In a palette (`inline`: the list is part of a dialog) Escape is left
 *   to the dialog, which closes.
 * - Tab leaves the field and chooses nothing; leaving the field (Tab, a click or tap elsewhere) closes
 *   the list.
 * - A click or tap on an option takes it. The pointer only highlights what it is over (CSS :hover);
 *   it never moves the active option, so a resting pointer cannot change what Enter takes.
 * - Keys pressed while an input method is composing text (Japanese, Chinese…) are left to it.
 *
 * The field owns its text; the caller shows the list (`listProps`, `optionProps(i)`) and a polite
 * live region with the number of results. The keys are handled by `comboboxKeys` (comboboxKeys.ts),
 * which the caller passes in: the header search, on every page, loads it with its tool names on first
 * use (its list cannot open before), so pages do not carry it; the palette and pickers import it.
 */
import { useEffect, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import type { ComboboxKeys } from './comboboxKeys.ts';

export interface ComboboxOptions<T> {
  /** Unique on the page: the listbox is `${id}-list`, its options `${id}-opt-<i>`. */
  id: string;
  /** The options shown, best first. */
  items: readonly T[];
  /** What is typed (blank: Enter takes only an active option). */
  query: string;
  /** The visitor changed the text. */
  onText: (text: string) => void;
  /** An option was taken (Enter, click or tap); the list is closed. */
  onChoose: (item: T) => void;
  /** The list is part of the page (a palette's dialog): always shown; Escape is left to the dialog. */
  inline?: boolean;
  /** Whether there is a list to show (e.g. once something is typed and the names have loaded). */
  available?: boolean;
  /** Index in `items` of the value already chosen, active when the list opens without typing. */
  chosen?: number;
  /** Escape on a closed list: clear the text or put back the chosen value; true if it did something. */
  onClear?: () => boolean;
  /** The field lost focus (the list is closed). */
  onLeave?: () => void;
  /**
   * The key handler: `comboboxKeys`, or undefined until it has loaded. Meanwhile keys do nothing but
   * Enter, which is kept: once the handler and the list are there, it takes the option marked ↵ (so
   * "case conv" typed fast and Enter still opens the case converter); typing again forgets it.
   */
  keys: ComboboxKeys | undefined;
}

/** Keeps the focus in the field when the list, or its scroll bar, is pressed (on the popup or list). */
export const keepFocus = (e: SyntheticEvent) => e.preventDefault();

export function useCombobox<T>(o: ComboboxOptions<T>) {
  const [open, setOpen] = useState(false);
  const [wanted, setActive] = useState(-1);
  const n = o.items.length;
  const chosen = o.chosen !== undefined && o.chosen < n ? o.chosen : -1;
  const expanded = !!o.inline || (open && o.available !== false);
  const active = expanded && wanted < n ? wanted : -1;
  /** The option Enter takes (marked ↵). */
  const target = active >= 0 ? active : expanded && n > 0 && o.query.trim() ? 0 : -1;
  const listId = `${o.id}-list`;
  const optionId = (i: number) => `${o.id}-opt-${i}`;

  const pending = useRef(false);
  useEffect(() => {
    if (active >= 0) document.getElementById(listId)?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const close = () => {
    pending.current = false;
    setOpen(false);
    setActive(-1);
  };
  const choose = (i: number) => {
    close();
    o.onChoose(o.items[i]!);
  };
  const show = (i: number) => {
    if (o.available === false) return;
    setOpen(true);
    setActive(i);
  };
  // An Enter pressed before the key handler had loaded.
  useEffect(() => {
    if (pending.current && o.keys && target >= 0) choose(target);
  });

  return {
    expanded,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      spellCheck: false,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        o.onText(e.target.value);
        pending.current = false;
        setOpen(true);
        setActive(-1);
      },
      onKeyDown: (e: Parameters<ComboboxKeys>[0]) =>
        o.keys ? o.keys(e, { n, active, target, chosen, expanded, inline: o.inline, show, close, choose, clear: o.onClear }) : (pending.current = e.key === 'Enter'),
      onClick: () => open || show(chosen),
      onBlur: () => {
        if (o.inline) return;
        close();
        o.onLeave?.();
      },
    } as const,
    listProps: { id: listId, role: 'listbox' } as const,
    optionProps: (i: number) =>
      ({
        id: optionId(i),
        role: 'option',
        'aria-selected': i === active,
        'data-enter': i === target ? '' : undefined,
        onClick: () => choose(i),
      }) as const,
  };
}
