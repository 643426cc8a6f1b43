/**
 * The edited image: its size before and after in pixels and bytes, the part cut out, then notes on what was
 * done that the visitor should know (turned upright by its EXIF orientation, straightened, scaled to a
 * social network's size, transparency laid on white), and the new file with its preview and download.
 */
import { byteSize, msg, num, typeName, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Result } from './run.ts';

const pixels = (width: number, height: number): Display => msg('results.pixels', { width: num(width), height: num(height) });

export function view(result: Result): ResultView {
  const { source, crop } = result;
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      announce: true,
      items: [
        { label: msg('results.before'), value: pixels(source.width, source.height), hint: msg('results.detail', { format: typeName(source.type), size: byteSize(source.size) }) },
        { label: msg('results.crop'), value: pixels(crop.width, crop.height), hint: msg('results.from', { x: num(crop.x), y: num(crop.y) }) },
        { label: msg('results.after'), value: pixels(result.width, result.height), hint: msg('results.detail', { format: typeName(result.type), size: byteSize(result.bytes.length) }), main: true },
      ],
    },
  ];
  if (source.orientation !== 1) blocks.push({ kind: 'note', text: msg('results.upright') });
  if (result.angle) blocks.push({ kind: 'note', text: msg('results.straightened', { angle: num(result.angle, { style: 'unit', unit: 'degree', unitDisplay: 'narrow', maximumFractionDigits: 2 }) }) });
  if (result.scaledTo) blocks.push({ kind: 'note', text: msg('results.scaled', { pixels: pixels(result.scaledTo.width, result.scaledTo.height) }) });
  if (result.flattened) blocks.push({ kind: 'note', text: msg('results.flattened') });
  blocks.push({
    kind: 'file',
    name: result.name,
    type: result.type,
    bytes: result.bytes,
    width: result.width,
    height: result.height,
    alt: msg('results.alt', { name: source.name }),
    caption: msg('results.caption', { format: typeName(result.type), size: byteSize(result.bytes.length), pixels: pixels(result.width, result.height) }),
    label: msg('results.edited'),
  });
  return { blocks, filename: result.name.replace(/\.[^.]+$/, '') };
}
