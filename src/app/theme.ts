/**
 * The colour theme: the system's unless the visitor chose light or dark, remembered in this
 * browser (the head's boot script applies it before the first paint; this keeps the page and the
 * remembered choice in step when the visitor changes it).
 */
import { create } from 'zustand';
import { THEME_KEY, type Theme } from '../theme/boot.ts';

export type ThemeChoice = Theme | 'system';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

function storedChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

interface ThemeState {
  choice: ThemeChoice;
  choose: (choice: ThemeChoice) => void;
  /** Reads the remembered choice (after hydration: the prerendered page knows none). */
  restore: () => void;
}

export const useTheme = create<ThemeState>()((set) => ({
  choice: 'system',
  choose: (choice) => {
    const root = document.documentElement;
    if (choice === 'system') delete root.dataset.theme;
    else root.dataset.theme = choice;
    try {
      if (choice === 'system') localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, choice);
    } catch {
      // Storage refused (private mode): the choice holds for this page only.
    }
    set({ choice });
  },
  restore: () => set({ choice: storedChoice() }),
}));

/** The choice after this one, for a single toggle button: system → dark → light → system. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return choice === 'system' ? 'dark' : choice === 'dark' ? 'light' : 'system';
}
