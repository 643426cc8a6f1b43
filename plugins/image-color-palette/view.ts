import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import { exportCode, formatColor } from './colorText.ts';
import type { Options } from './manifest.ts';
import type { PaletteColor, PaletteResult } from './run.ts';

/** WCAG 2.2 levels for normal text (1.4.3 and 1.4.6) and for large text (3:1). */
export function level(ratio: number): 'aaa' | 'aa' | 'aaLarge' | 'fail' {
  return ratio >= 7 ? 'aaa' : ratio >= 4.5 ? 'aa' : ratio >= 3 ? 'aaLarge' : 'fail';
}

const TILE = 120;
const PER_ROW = 4;
const BAR = 28;

/**
 * The palette drawn as SVG with attributes only (the site's CSP forbids style=): a bar with each
 * colour's share, then one tile per colour with its hex code written in the text colour that reads on it.
 */
export function paletteSvg(colors: readonly PaletteColor[]): { svg: string; width: number; height: number } {
  const width = TILE * PER_ROW;
  const rows = Math.ceil(colors.length / PER_ROW);
  const height = BAR + 8 + rows * TILE;
  let x = 0;
  let bar = '';
  colors.forEach((c, i) => {
    // The last segment takes what rounding left, so the bar is exactly full.
    const w = i === colors.length - 1 ? width - x : Math.round((c.share / 100) * width * 100) / 100;
    bar += `<rect x="${x}" y="0" width="${w}" height="${BAR}" fill="${c.hex}"/>`;
    x += w;
  });
  const tiles = colors
    .map((c, i) => {
      const tx = (i % PER_ROW) * TILE;
      const ty = BAR + 8 + Math.floor(i / PER_ROW) * TILE;
      const ink = c.text === 'white' ? '#FFFFFF' : '#000000';
      return `<rect x="${tx}" y="${ty}" width="${TILE}" height="${TILE}" fill="${c.hex}"/><text x="${tx + TILE / 2}" y="${ty + TILE / 2 + 5}" fill="${ink}" font-family="ui-monospace, monospace" font-size="15" text-anchor="middle">${c.hex}</text>`;
    })
    .join('');
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${bar}${tiles}</svg>`, width, height };
}

export function view(result: PaletteResult, { options }: { options: Options }): ResultView {
  const drawing = paletteSvg(result.colors);
  const code = exportCode(options.exportFormat, result.colors.map((c) => ({ r: c.rgb[0], g: c.rgb[1], b: c.rgb[2] })), options.notation);
  const blocks: ResultBlock[] = [
    {
      kind: 'image',
      ...drawing,
      alt: msg('alt', { colors: result.colors.map((c) => c.hex).join(', ') }),
      formats: ['svg', 'png'],
      filename: 'palette',
    },
  ];
  if (result.colors.length < options.count) blocks.push({ kind: 'note', text: msg('fewer', { count: num(result.colors.length) }) });
  if (result.transparent > 0) blocks.push({ kind: 'note', text: msg('transparentPart', { share: num(result.transparent / 100, { style: 'percent', maximumFractionDigits: 1 }) }) });
  blocks.push({
    kind: 'table',
    caption: msg('tableCaption'),
    rowHeaders: true,
    columns: [
      { label: msg('columns.hex'), mono: true },
      { label: msg('columns.share'), numeric: true },
      { label: msg('columns.rgb'), mono: true },
      { label: msg('columns.hsl'), mono: true },
      { label: msg('columns.contrastWhite'), numeric: true },
      { label: msg('columns.contrastBlack'), numeric: true },
      { label: msg('columns.text') },
    ],
    rows: result.colors.map((c) => {
      const best = c.text === 'white' ? c.contrastWhite : c.contrastBlack;
      return [
        c.hex,
        num(c.share / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        formatColor({ r: c.rgb[0], g: c.rgb[1], b: c.rgb[2] }, 'rgb'),
        formatColor({ r: c.rgb[0], g: c.rgb[1], b: c.rgb[2] }, 'hsl'),
        msg('ratio', { ratio: num(c.contrastWhite, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }),
        msg('ratio', { ratio: num(c.contrastBlack, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }),
        msg(`textOn.${c.text}`, { level: msg(`levels.${level(best)}`) }),
      ];
    }),
  });
  blocks.push({ kind: 'text', text: code, label: msg(`exportLabel.${options.exportFormat}`), mono: true, noTranslate: true });
  return {
    blocks,
    copy: code,
    copyLabel: msg(`copyCode.${options.exportFormat}`),
    txt: code,
    filename: 'palette',
    csv: [['hex', 'share_percent', 'r', 'g', 'b', 'h', 's', 'l', 'contrast_white', 'contrast_black', 'text'], ...result.colors.map((c) => [c.hex, c.share, ...c.rgb, ...c.hsl, c.contrastWhite, c.contrastBlack, c.text])],
  };
}
