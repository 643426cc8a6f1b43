/**
 * The colour theme: the system's unless the visitor chose light or dark, remembered in this
 * browser (the head's boot script applies it before the first paint; this keeps the page and the
 * remembered choice in step when the visitor changes it).
 */
import { useSyncExternalStore } from 'react';
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

/**
 * The choice after this one, for a single toggle button: from the device's theme to the other one, then
 * the device's own one kept for good, then back to following the device. So the first press always
 * changes what the page looks like, and the button's name ("Switch to light theme") is true on a dark
 * device too: system → dark → light → system on a light device, system → light → dark → system on a dark one.
 */
export function nextThemeChoice(choice: ThemeChoice, deviceDark: boolean): ThemeChoice {
  const other: Theme = deviceDark ? 'light' : 'dark';
  const own: Theme = deviceDark ? 'dark' : 'light';
  return choice === 'system' ? other : choice === other ? own : 'system';
}

const DARK_DEVICE = '(prefers-color-scheme: dark)';
const watchDevice = (onChange: () => void) => {
  const query = matchMedia(DARK_DEVICE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the device asks for a dark theme, following its changes (light in the prerendered page, then the device's). */
export function useDeviceDark(): boolean {
  return useSyncExternalStore(watchDevice, () => matchMedia(DARK_DEVICE).matches, () => false);
}
