/**
 * The panel's colour state: the current colour (kept exactly as the picker set it, remembered as hex),
 * the contrast background, the remembered history of chosen colours and the visitor's own palette.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePersisted, usePersistentState } from '@sdk/ui';
import { fromHex, hsvaToRgba, quantize, rgbaToHsva, toHex, type Hsva, type Rgba } from './color.ts';

export const DEFAULT_COLOR = '#1E90FF';
export const DEFAULT_BACKGROUND = '#FFFFFF';
export const HISTORY_SIZE = 20;
export const PALETTE_SIZE = 24;
/** A colour joins the history once it has stayed this long (not every step of a drag). */
const HISTORY_DELAY_MS = 800;

const HEX = /^#[0-9A-F]{6}([0-9A-F]{2})?$/;
/** Remembered lists come from localStorage: keep only well-formed colours. */
const hexList = (value: unknown, max: number): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string' && HEX.test(v)))].slice(0, max) : [];

export interface ColorState {
  /** The current colour, rounded to 8 bits per channel. */
  color: Rgba;
  hex: string;
  /** The picker's exact position (hue kept on greys). */
  hsva: Hsva;
  /**
   * Makes a colour the current one. It joins the history once it has stayed a moment (typing, dragging),
   * or at once with `commit` (a click on a swatch, a random colour).
   */
  setColor: (color: Rgba | Hsva, commit?: boolean) => void;
  background: Rgba;
  backgroundHex: string;
  setBackground: (color: Rgba) => void;
  history: string[];
  clearHistory: () => void;
  palette: string[];
  setPalette: (colors: string[]) => void;
}

export function useColor(toolId: string): ColorState {
  const [storedColor, setStoredColor] = usePersistentState<string>(toolId, 'color', DEFAULT_COLOR);
  const [storedBackground, setStoredBackground] = usePersistentState<string>(toolId, 'background', DEFAULT_BACKGROUND);
  const [storedHistory, setStoredHistory] = usePersistentState<unknown>(toolId, 'history', []);
  const [storedPalette, setStoredPalette] = usePersistentState<unknown>(toolId, 'palette', []);

  const hex = typeof storedColor === 'string' && HEX.test(storedColor) ? storedColor : DEFAULT_COLOR;
  const color = fromHex(hex)!;
  const [exact, setExact] = useState<Hsva>(() => rgbaToHsva(color));
  // The exact position while it still rounds to the remembered colour; else (restored after loading,
  // or set in another tab) the remembered colour, keeping the hue on greys.
  const hsva = toHex(quantize(hsvaToRgba(exact))) === hex ? exact : rgbaToHsva(color, exact);

  const backgroundHex = typeof storedBackground === 'string' && HEX.test(storedBackground) ? storedBackground : DEFAULT_BACKGROUND;
  const history = hexList(storedHistory, HISTORY_SIZE);
  const palette = hexList(storedPalette, PALETTE_SIZE);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setColor = useCallback(
    (next: Rgba | Hsva, commit = false) => {
      const nextHsva = 'v' in next ? next : rgbaToHsva(next, hsva);
      const nextHex = toHex(quantize(hsvaToRgba(nextHsva)));
      setExact(nextHsva);
      setStoredColor(nextHex);
      const remember = () => {
        // Read when the timer fires, so an earlier entry made meanwhile is kept.
        const current = hexList(usePersisted.getState().byTool[toolId]?.history, HISTORY_SIZE);
        if (current[0] !== nextHex) setStoredHistory([nextHex, ...current.filter((h) => h !== nextHex)].slice(0, HISTORY_SIZE));
      };
      clearTimeout(timer.current);
      if (commit) remember();
      else timer.current = setTimeout(remember, HISTORY_DELAY_MS);
    },
    [hsva, toolId, setStoredColor, setStoredHistory],
  );

  return {
    color,
    hex,
    hsva,
    setColor,
    background: fromHex(backgroundHex)!,
    backgroundHex,
    setBackground: (c) => setStoredBackground(toHex(quantize(c))),
    history,
    clearHistory: () => {
      clearTimeout(timer.current);
      setStoredHistory([]);
    },
    palette,
    setPalette: (colors) => setStoredPalette(hexList(colors, PALETTE_SIZE)),
  };
}
