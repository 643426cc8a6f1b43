/**
 * The panel's colour state: the current colour (kept exactly as the picker set it), the contrast
 * background and the colour to mix with, all three fields of the page (remembered, linkable); and the
 * remembered history of chosen colours and the visitor's own palette, lists kept in this browser.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { numberText } from '@sdk/core';
import { useDeclaredInput, useFormat, usePersisted, usePersistentState, useToolHost } from '@sdk/ui';
import { fromHex, hsvaToRgba, quantize, rgbaToHsva, toHex, toHex6, type Hsva, type Rgba } from './color.ts';
import { DEFAULT_BACKGROUND, DEFAULT_COLOR } from './manifest.ts';

export const HISTORY_SIZE = 20;
export const PALETTE_SIZE = 24;
/** A colour joins the history once it has stayed this long (not every step of a drag). */
const HISTORY_DELAY_MS = 800;

const HEX = /^#[0-9A-F]{6}([0-9A-F]{2})?$/;
/** Remembered lists come from localStorage: keep only well-formed colours. */
const hexList = (value: unknown, max: number): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string' && HEX.test(v)))].slice(0, max) : [];

/** A colour field's value as the page read it, or the default when it is empty or not a colour (a bad link). */
const colorOf = (value: unknown, fallback: string): Rgba => fromHex(typeof value === 'string' ? value : fallback) ?? fromHex(fallback)!;

export interface ColorState {
  /** The current colour, rounded to 8 bits per channel. */
  color: Rgba;
  /** #RRGGBB, or #RRGGBBAA when translucent. */
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
  mixWith: string;
  setMixWith: (color: Rgba) => void;
  history: string[];
  clearHistory: () => void;
  palette: string[];
  setPalette: (colors: string[]) => void;
}

export function useColor(toolId: string): ColorState {
  const { setValue, setValues } = useToolHost();
  const { input } = useDeclaredInput();
  const { lang } = useFormat();
  const [storedHistory, setStoredHistory] = usePersistentState<unknown>(toolId, 'history', []);
  const [storedPalette, setStoredPalette] = usePersistentState<unknown>(toolId, 'palette', []);

  const opacity = typeof input.opacity === 'number' ? input.opacity : 100;
  const color = quantize({ ...colorOf(input.color, DEFAULT_COLOR), a: opacity / 100 });
  const hex = toHex(color);
  const [exact, setExact] = useState<Hsva>(() => rgbaToHsva(color));
  // The exact position while it still rounds to the current colour; else (restored after loading, set
  // by a link or in another tab) the current colour, keeping the hue on greys.
  const hsva = toHex(quantize(hsvaToRgba(exact))) === hex ? exact : rgbaToHsva(color, exact);

  const background = colorOf(input.background, DEFAULT_BACKGROUND);
  const history = hexList(storedHistory, HISTORY_SIZE);
  const palette = hexList(storedPalette, PALETTE_SIZE);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setColor = useCallback(
    (next: Rgba | Hsva, commit = false) => {
      const nextHsva = 'v' in next ? next : rgbaToHsva(next, hsva);
      const rounded = quantize(hsvaToRgba(nextHsva));
      const nextHex = toHex(rounded);
      setExact(nextHsva);
      // Two decimals of a percent tell every 8-bit alpha apart.
      setValues({ color: toHex6(rounded).toLowerCase(), opacity: numberText(Math.round(rounded.a * 10_000) / 100, lang) });
      const remember = () => {
        // Read when the timer fires, so an earlier entry made meanwhile is kept.
        const current = hexList(usePersisted.getState().byTool[toolId]?.history, HISTORY_SIZE);
        if (current[0] !== nextHex) setStoredHistory([nextHex, ...current.filter((h) => h !== nextHex)].slice(0, HISTORY_SIZE));
      };
      clearTimeout(timer.current);
      if (commit) remember();
      else timer.current = setTimeout(remember, HISTORY_DELAY_MS);
    },
    [hsva, toolId, setValues, lang, setStoredHistory],
  );

  return {
    color,
    hex,
    hsva,
    setColor,
    background,
    backgroundHex: toHex6(background),
    setBackground: (c) => setValue('background', toHex6(quantize(c)).toLowerCase()),
    mixWith: toHex6(colorOf(input.mixWith, '#ffffff')),
    setMixWith: (c) => setValue('mixWith', toHex6(quantize(c)).toLowerCase()),
    history,
    clearHistory: () => {
      clearTimeout(timer.current);
      setStoredHistory([]);
    },
    palette,
    setPalette: (colors) => setStoredPalette(hexList(colors, PALETTE_SIZE)),
  };
}
