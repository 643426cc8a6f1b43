/**
 * The sizes before and after (as they are, and gzipped as a server sends them), the optimised SVG as
 * text (what Copy copies), a note when it has scripts, then previews of the result and of the original.
 * The previews are images from data: URLs: a browser never runs an image's scripts nor loads what it links to.
 */
import { minifiedSizes, msg, num, type ImageBlock, type ResultBlock, type ResultView } from '@sdk/core';
import type { SvgResult } from './run.ts';

const BYTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'byte', unitDisplay: 'long' };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

/**
 * The size a preview is drawn and turned into PNG at: the drawing's own, in whole pixels (the page shrinks a
 * large one to fit; a 24 px icon is shown at 24 px, its true size).
 */
export function previewSize(width: number, height: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

function preview(svg: string, r: SvgResult, which: 'after' | 'before'): ImageBlock {
  return {
    kind: 'image',
    svg,
    ...previewSize(r.width, r.height),
    alt: msg(`preview.${which}Alt`),
    caption: which === 'after' ? msg('preview.after', { width: num(r.width, { maximumFractionDigits: 2 }), height: num(r.height, { maximumFractionDigits: 2 }) }) : msg('preview.before'),
    formats: which === 'after' ? ['svg', 'png'] : [],
    filename: 'optimized',
  };
}

export function view(result: SvgResult, { input }: { input: { text: string } }): ResultView {
  const { bytesBefore, bytesAfter, gzipBefore, gzipAfter } = result;
  const change = gzipBefore === 0 ? 0 : (gzipBefore - gzipAfter) / gzipBefore;
  const blocks: ResultBlock[] = [
    minifiedSizes(bytesBefore, bytesAfter),
    {
      kind: 'values',
      label: msg('gzip.title'),
      items: [
        { label: msg('gzip.before'), value: num(gzipBefore, BYTES) },
        { label: msg('gzip.after'), value: num(gzipAfter, BYTES) },
        { label: msg('gzip.saved'), value: change >= 0 ? msg('common:minified.smaller', { percent: num(change, PERCENT) }) : msg('common:minified.larger', { percent: num(-change, PERCENT) }) },
      ],
    },
    { kind: 'text', text: result.svg, label: msg('output'), mono: true },
  ];
  if (result.scripts) blocks.push({ kind: 'note', tone: 'warning', text: msg('scriptsNote') });
  blocks.push(preview(result.svg, result, 'after'), preview(input.text, result, 'before'));
  return { blocks, copy: result.svg, filename: 'optimized' };
}
