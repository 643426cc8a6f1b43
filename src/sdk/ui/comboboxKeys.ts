/**
 * The keys of the site's combobox (the rule is written in combobox.ts), apart from the hook so that
 * a page loads them only when a combobox is first used.
 */
import type { KeyboardEvent } from 'react';

/** What the key handler reads and does (given by useCombobox). */
export interface ComboboxState {
  /** Number of options. */
  n: number;
  /** The active option, the one Enter takes, the one already chosen (-1: none). */
  active: number;
  target: number;
  chosen: number;
  expanded: boolean;
  inline: boolean | undefined;
  /** Opens the list (if there is one to show) with option `i` active (-1: none). */
  show: (i: number) => void;
  close: () => void;
  choose: (i: number) => void;
  clear: (() => boolean) | undefined;
}

export type ComboboxKeys = (e: KeyboardEvent<HTMLInputElement>, c: ComboboxState) => void;

export const comboboxKeys: ComboboxKeys = (e, c) => {
  if (e.nativeEvent.isComposing) return;
  const { key } = e;
  const { n, active, expanded } = c;
  const down = key === 'ArrowDown';
  if (down || key === 'ArrowUp') {
    e.preventDefault();
    if (!expanded) c.show(e.altKey ? -1 : c.chosen >= 0 ? c.chosen : down ? 0 : n - 1);
    else if (n > 0 && !e.altKey) c.show(active < 0 ? (down ? 0 : n - 1) : (active + (down ? 1 : n - 1)) % n);
  } else if ((key === 'PageDown' || key === 'PageUp') && expanded && n > 0) {
    e.preventDefault();
    c.show(key === 'PageDown' ? Math.min(active + 10, n - 1) : Math.max(active - 10, 0));
  } else if ((key === 'Home' || key === 'End' || key === 'ArrowLeft' || key === 'ArrowRight') && expanded) {
    c.show(-1);
  } else if (key === 'Enter' && expanded) {
    e.preventDefault();
    if (c.target >= 0) c.choose(c.target);
    else if (!c.inline) c.close();
  } else if (key === 'Escape' && !c.inline) {
    if (expanded) c.close();
    else if (!c.clear?.()) return;
    e.preventDefault();
  } else if (key === 'Tab') c.close();
};
