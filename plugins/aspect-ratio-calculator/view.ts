/**
 * The ratio (in lowest terms, as a decimal, and by its common name or the nearest one), the missing
 * side with its whole-pixel rounding, the calculation, a preview drawn to scale, and the common ratios
 * with their standard resolutions, the visitor's row marked in words.
 */
import { msg, num, type Display, type NumberDisplay, type ResultBlock, type ResultView, type TableBlock, type ValueItem } from '@sdk/core';
import { COMMON_RATIOS } from './ratios.ts';
import type { AspectResult } from './run.ts';

/** Pixel sizes and ratio terms are written without thousands separators in every language ("1920 × 1080"). */
const px = (value: number, decimals = 2): NumberDisplay => num(value, { useGrouping: false, maximumFractionDigits: decimals });
const ratioDisplay = (w: number, h: number): Display => msg('ratioValue', { w: px(w), h: px(h) });
const decimal = (value: number, digits = 4): NumberDisplay => num(value, { maximumFractionDigits: digits });

/** The box the preview fits in, in CSS pixels. */
export const PREVIEW = { width: 320, height: 200 } as const;

/** A rectangle of the ratio fitted into the preview box, with the ratio written inside when it fits. */
export function previewSvg(width: number, height: number, label: string): { svg: string; width: number; height: number } {
  const scale = Math.min(PREVIEW.width / width, PREVIEW.height / height);
  const w = Math.max(2, Math.round(width * scale));
  const h = Math.max(2, Math.round(height * scale));
  const text =
    h >= 28 && w >= label.length * 11
      ? `<text x="${w / 2}" y="${h / 2}" fill="#1e3a8a" font-family="system-ui, sans-serif" font-size="18" font-weight="600" text-anchor="middle" dominant-baseline="central">${label}</text>`
      : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect x="1" y="1" width="${w - 2}" height="${h - 2}" fill="#dbeafe" stroke="#2563eb" stroke-width="2"/>${text}</svg>`;
  return { svg, width: w, height: h };
}

function commonTable(r: AspectResult): TableBlock {
  const marked = r.common !== null ? COMMON_RATIOS.findIndex((c) => c.id === r.common) : Math.abs(r.nearest.off) <= 2 ? COMMON_RATIOS.findIndex((c) => c.id === r.nearest.id) : -1;
  return {
    kind: 'table',
    caption: msg('table.caption'),
    columns: [{ label: msg('table.ratio') }, { label: msg('table.decimal'), numeric: true }, { label: msg('table.use') }, { label: msg('table.resolutions') }],
    rows: COMMON_RATIOS.map((c) => [c.name, decimal(c.w / c.h, 3), msg(`uses.${c.id}`), c.resolutions.map(([w, h]) => `${w} × ${h}`).join(', ')]),
    rowHeaders: true,
    ...(marked >= 0 ? { marked: { row: marked, note: msg(r.common !== null ? 'table.yours' : 'table.closest') } } : {}),
  };
}

export function view(r: AspectResult): ResultView {
  const common = COMMON_RATIOS.find((c) => c.id === r.common);
  const nearest = COMMON_RATIOS.find((c) => c.id === r.nearest.id)!;
  const ratio = ratioDisplay(r.ratio.w, r.ratio.h);
  const orientation = r.ratio.w > r.ratio.h ? 'landscape' : r.ratio.w < r.ratio.h ? 'portrait' : 'square';
  const known: Pick<ValueItem, 'value' | 'hint'> = common
    ? { value: common.name, hint: msg(`uses.${common.id}`) }
    : { value: msg(r.nearest.off > 0 ? 'wider' : 'narrower', { off: num(Math.abs(r.nearest.off) / 100, { style: 'percent', maximumFractionDigits: 2 }), name: nearest.name }), hint: msg(`uses.${nearest.id}`) };
  const size = msg('sizeValue', { width: px(r.width), height: px(r.height) });

  const items: ValueItem[] = [];
  const blocks: ResultBlock[] = [];
  if (r.mode === 'ratio') {
    items.push(
      { label: msg('result.ratio'), value: ratio, main: true, copy: `${r.ratio.w}:${r.ratio.h}` },
      { label: msg('result.decimal'), value: msg('decimalValue', { value: decimal(r.decimal) }) },
      { label: msg(common ? 'result.knownAs' : 'result.nearest'), ...known },
      { label: msg('result.orientation'), value: msg(`orientation.${orientation}`) },
    );
  } else {
    const side = r.mode === 'height' ? r.height : r.width;
    items.push(
      { label: msg(`result.${r.mode}`), value: msg('pixels', { value: px(side) }), main: true },
      { label: msg('result.size'), value: size },
      { label: msg('result.ratio'), value: ratio },
      { label: msg('result.decimal'), value: msg('decimalValue', { value: decimal(r.decimal) }) },
      { label: msg(common ? 'result.knownAs' : 'result.nearest'), ...known },
    );
  }
  blocks.push({ kind: 'values', items, announce: true });

  if (r.mode === 'ratio' && r.gcd !== undefined) {
    const a = r.ratio.w * r.gcd;
    const b = r.ratio.h * r.gcd;
    const scaled: Display[] = a === r.width && b === r.height ? [] : [px(r.width, 6), ' : ', px(r.height, 6), ' = ', px(a), ' : ', px(b), '; '];
    blocks.push({
      kind: 'formula',
      label: msg('formulaLabel'),
      formula: [...scaled, msg('gcdOf', { a: px(a), b: px(b) }), ' = ', px(r.gcd), '; ', px(a), ' ÷ ', px(r.gcd), ' : ', px(b), ' ÷ ', px(r.gcd), ' = ', ratio],
    });
  } else if (r.mode !== 'ratio') {
    const [known, side, over, under] = r.mode === 'height' ? [r.width, r.height, r.ratio.h, r.ratio.w] : [r.height, r.width, r.ratio.w, r.ratio.h];
    blocks.push({ kind: 'formula', label: msg('formulaLabel'), formula: [msg(`result.${r.mode}`), ' = ', px(known), ' × ', px(over), ' ÷ ', px(under), ' = ', px(side, 4)] });
    if (r.rounded !== undefined && r.rounded !== side) blocks.push({ kind: 'note', text: msg('notWhole', { exact: px(side, 4), rounded: px(r.rounded) }) });
    if (r.rounded !== undefined && r.rounded % 2 !== 0) blocks.push({ kind: 'note', text: msg('odd', { below: px(r.rounded - 1), above: px(r.rounded + 1) }) });
  }

  const label = r.ratio.w <= 9999 && r.ratio.h <= 9999 ? `${r.ratio.w}:${r.ratio.h}` : '';
  const preview = previewSvg(r.width, r.height, label);
  blocks.push({
    kind: 'image',
    ...preview,
    alt: msg('preview.alt', { ratio, size }),
    caption: msg('preview.caption'),
    formats: ['svg', 'png'],
    filename: `aspect-ratio-${r.ratio.w}x${r.ratio.h}`,
  });
  blocks.push(commonTable(r));
  return { blocks };
}
