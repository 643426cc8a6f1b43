/**
 * The colours as code to paste into a project: CSS custom properties, SCSS variables or JSON, each colour
 * in the chosen notation (hex, rgb() or hsl(): the ones CSS reads).
 */
import { fromHex, type Rgba } from './color.ts';
import { formatColor } from './format.ts';
import type { Harmony } from './harmony.ts';
import type { Notation } from './parse.ts';

export const EXPORT_FORMATS = ['css', 'scss', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FILES: Readonly<Record<ExportFormat, { filename: string; mime: string }>> = {
  css: { filename: 'colors.css', mime: 'text/css;charset=utf-8' },
  scss: { filename: '_colors.scss', mime: 'text/x-scss;charset=utf-8' },
  json: { filename: 'colors.json', mime: 'application/json;charset=utf-8' },
};

export interface ExportData {
  readonly base: Rgba;
  /** Harmony rows as #RRGGBB, when they are exported. */
  readonly harmonies?: Readonly<Partial<Record<Harmony, readonly string[]>>>;
  /** The visitor's own palette as hex colours, when exported. */
  readonly palette?: readonly string[];
}

/** "splitComplementary" → "split-complementary". */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Named colours in order: base, each harmony's colours numbered from 1, the palette numbered from 1. */
function entries(data: ExportData, notation: Notation): [string, string][] {
  const write = (hex: string) => formatColor(fromHex(hex) ?? data.base, notation);
  const out: [string, string][] = [['base', formatColor(data.base, notation)]];
  for (const [kind, colors] of Object.entries(data.harmonies ?? {})) colors?.forEach((hex, i) => out.push([`${kebab(kind)}-${i + 1}`, write(hex)]));
  data.palette?.forEach((hex, i) => out.push([`palette-${i + 1}`, write(hex)]));
  return out;
}

export function exportCode(format: ExportFormat, data: ExportData, notation: Notation): string {
  if (format === 'json') {
    const write = (hex: string) => formatColor(fromHex(hex) ?? data.base, notation);
    const json: Record<string, unknown> = { base: formatColor(data.base, notation) };
    if (data.harmonies) json.harmonies = Object.fromEntries(Object.entries(data.harmonies).map(([k, v]) => [k, (v ?? []).map(write)]));
    if (data.palette) json.palette = data.palette.map(write);
    return `${JSON.stringify(json, null, 2)}\n`;
  }
  const list = entries(data, notation);
  if (format === 'css') return `:root {\n${list.map(([name, value]) => `  --color-${name}: ${value};`).join('\n')}\n}\n`;
  return `${list.map(([name, value]) => `$color-${name}: ${value};`).join('\n')}\n`;
}
