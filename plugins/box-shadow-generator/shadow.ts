/**
 * A box shadow as the generator edits it: layers of offset, blur, spread, colour and inset, read from
 * and written back to the CSS `box-shadow` value (the tool's one field, so a link, the command line and
 * a paste carry it). Lengths in pixels. Pure: no DOM.
 */
import { formatColor, parseColor, splitOutsideParentheses, toolError, type Rgba, type ToolError } from '@sdk/core';

export const MAX_LAYERS = 10;
/** Larger lengths are surely a typing slip. */
export const MAX_LENGTH = 1000;

export interface Layer {
  readonly inset: boolean;
  readonly x: number;
  readonly y: number;
  /** 0 or more. */
  readonly blur: number;
  readonly spread: number;
  /** null: no colour written, the element's text colour (currentcolor). */
  readonly color: Rgba | null;
}

export const NEW_LAYER: Layer = { inset: false, x: 0, y: 4, blur: 12, spread: 0, color: { r: 0, g: 0, b: 0, a: 0.25 } };

const round2 = (n: number): number => Math.round(n * 100) / 100 + 0;
const fail = (code: string, params: Record<string, string | number> = {}): ToolError => toolError(code, { field: 'shadow', ...params });

function parseLayer(text: string, index: number): Layer | ToolError {
  const words = splitOutsideParentheses(text.replace(/\s+/g, ' '), ' ').filter(Boolean);
  let inset = false;
  let color: Rgba | null | undefined;
  const lengths: number[] = [];
  const layer = index + 1;
  for (const word of words) {
    const lower = word.toLowerCase();
    if (lower === 'inset' && !inset) {
      inset = true;
      continue;
    }
    const length = /^([+-]?(?:\d+\.?\d*|\.\d+))(px)?$/i.exec(word);
    if (length) {
      const n = Number(length[1]);
      if (!length[2] && n !== 0) return fail('unit', { text: word, layer });
      if (Math.abs(n) > MAX_LENGTH) return fail('tooLarge', { text: word, layer, max: MAX_LENGTH });
      lengths.push(round2(n));
      continue;
    }
    if (/^[+-]?(\d+\.?\d*|\.\d+)[a-z%]+$/i.test(word)) return fail('unit', { text: word, layer });
    if (color !== undefined) return fail('syntax', { layer });
    if (lower === 'currentcolor') {
      color = null;
      continue;
    }
    const parsed = parseColor(word);
    if (!parsed) return fail('color', { text: word, layer });
    color = parsed;
  }
  if (lengths.length < 2 || lengths.length > 4) return fail('lengths', { layer });
  const [x, y, blur = 0, spread = 0] = lengths as [number, number, number?, number?];
  if (blur < 0) return fail('negativeBlur', { layer });
  return { inset, x, y, blur, spread, color: color ?? null };
}

/** The CSS value → the layers (none for "none"), or the first problem, at the field `shadow`. */
export function parseShadow(text: string): Layer[] | ToolError {
  const source = text.trim().replace(/;$/, '').replace(/^(-webkit-)?box-shadow\s*:\s*/i, '').trim();
  if (source === '') return fail('empty');
  if (source.toLowerCase() === 'none') return [];
  const parts = splitOutsideParentheses(source, ',');
  if (parts.some((p) => p === '')) return fail('syntax', { layer: parts.findIndex((p) => p === '') + 1 });
  if (parts.length > MAX_LAYERS) return fail('manyLayers', { max: MAX_LAYERS });
  const layers: Layer[] = [];
  for (const [i, part] of parts.entries()) {
    const layer = parseLayer(part, i);
    if ('code' in layer) return layer;
    layers.push(layer);
  }
  return layers;
}

const px = (n: number): string => (n === 0 ? '0' : `${round2(n)}px`);

/** One layer as CSS writes it: every length, then the colour ("0 4px 12px 0 rgba(0, 0, 0, 0.25)"). */
export function formatLayer(l: Layer): string {
  return [l.inset ? 'inset' : '', px(l.x), px(l.y), px(l.blur), px(l.spread), l.color ? formatColor(l.color) : ''].filter(Boolean).join(' ');
}

/** The `box-shadow` value. */
export function formatShadow(layers: readonly Layer[]): string {
  return layers.length === 0 ? 'none' : layers.map(formatLayer).join(', ');
}

/** The CSS declaration: one line, or one layer a line when there are several. */
export function shadowDeclaration(layers: readonly Layer[]): string {
  if (layers.length <= 1) return `box-shadow: ${formatShadow(layers)};`;
  return `box-shadow:\n${layers.map((l) => `  ${formatLayer(l)}`).join(',\n')};`;
}

/** A Tailwind CSS arbitrary-value class: spaces become underscores, no spaces in colours. */
export function tailwindClass(layers: readonly Layer[]): string {
  if (layers.length === 0) return 'shadow-none';
  return `shadow-[${layers.map((l) => formatLayer(l).replace(/, /g, ',').replace(/ /g, '_')).join(',')}]`;
}
