/**
 * One image: its sizes before and after (bytes and pixels, and what was saved), the new file with its
 * preview and download. Several: a table of every file, then each file (the page offers them all in one
 * ZIP, named images.zip). Notes say what the visitor should know: which formats this browser writes,
 * an original kept because it was already smaller, a file larger than its original (offered beside it), the
 * quality a largest file size chose or that it could not be met, transparency laid on white for JPEG, files that failed.
 */
import { byteSize, msg, num, typeName, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Converted, Result } from './run.ts';

/** The formats every browser shows in an <img> (the comparison's original must be one). */
const SHOWN: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'image/bmp', 'image/x-icon'];

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

const pixels = (width: number, height: number): Display => msg('results.pixels', { width: num(width), height: num(height) });

/** "34% smaller", "12% larger" or "Same size". */
function change(before: number, after: number): Display {
  if (before === after || before === 0) return msg('results.same');
  const share = (before - after) / before;
  return share > 0 ? msg('results.smaller', { percent: num(share, PERCENT) }) : msg('results.larger', { percent: num(-share, PERCENT) });
}

function fileBlock(c: Converted, label?: Display): ResultBlock {
  return {
    kind: 'file',
    name: c.name,
    type: c.type,
    bytes: c.bytes,
    width: c.width,
    height: c.height,
    alt: msg('results.alt', { name: c.source.name, format: typeName(c.type) }),
    caption: msg('results.caption', { format: typeName(c.type), size: byteSize(c.bytes.length), pixels: pixels(c.width, c.height) }),
    ...(label ? { label } : {}),
  };
}

const names = (list: readonly Converted[]): string => list.map((c) => c.name).join(', ');

function notes(result: Result): ResultBlock[] {
  const out: ResultBlock[] = [];
  const max = byteSize(result.maxBytes);
  // One note a file for the quality a largest size chose (each file has its own), one for the sizes not met.
  for (const c of result.files) if (c.quality !== undefined && !c.missed) out.push({ kind: 'note', text: msg('results.fitted', { name: c.name, max, quality: num(c.quality) }) });
  for (const c of result.files) if (c.missed === 'quality') out.push({ kind: 'note', tone: 'warning', text: msg('results.missed', { name: c.name, max, size: byteSize(c.bytes.length) }) });
  const lossless = result.files.filter((c) => c.missed === 'lossless');
  if (lossless.length) out.push({ kind: 'note', tone: 'warning', text: msg('results.missedLossless', { count: num(lossless.length), names: names(lossless), max }) });
  const larger = result.files.filter((c) => c.larger);
  if (larger.length) out.push({ kind: 'note', tone: 'warning', text: msg(result.files.length === 1 ? 'results.largerOne' : 'results.largerSome', { count: num(larger.length), names: names(larger) }) });
  for (const f of result.failed) out.push({ kind: 'note', tone: 'warning', text: msg('results.failed', { name: f.name, reason: msg(`errors.${f.code}`, Object.fromEntries(Object.entries(f.params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? num(v) : v]))) }) });
  const kept = result.files.filter((c) => c.keptOriginal);
  if (kept.length) out.push({ kind: 'note', text: msg('results.kept', { count: num(kept.length), names: names(kept) }) });
  if (result.files.some((c) => c.flattened)) out.push({ kind: 'note', text: msg('results.flattened') });
  return out;
}

export function view(result: Result): ResultView {
  const blocks: ResultBlock[] = [];
  const before = result.files.reduce((n, c) => n + c.source.size, 0);
  const after = result.files.reduce((n, c) => n + c.bytes.length, 0);
  if (result.files.length === 1) {
    const c = result.files[0]!;
    blocks.push({
      kind: 'values',
      announce: true,
      items: [
        { label: msg('results.before'), value: byteSize(c.source.size), hint: msg('results.detail', { format: typeName(c.source.type), pixels: pixels(c.source.width, c.source.height) }) },
        { label: msg('results.after'), value: byteSize(c.bytes.length), hint: msg('results.detail', { format: typeName(c.type), pixels: pixels(c.width, c.height) }), main: true },
        { label: msg('results.change'), value: change(c.source.size, c.bytes.length) },
      ],
    });
    blocks.push(...notes(result));
    // The new image over its original at 1:1 (a HEIC original as the PNG of its pixels: browsers do not show HEIC).
    const shown = c.preview ? { type: 'image/png', bytes: c.preview } : c.original && SHOWN.includes(c.source.type) ? { type: c.source.type, bytes: c.original } : null;
    if (shown) {
      blocks.push({
        kind: 'compare',
        label: msg('results.compare'),
        before: { ...shown, alt: msg('results.originalAlt', { name: c.source.name }), label: msg('results.before') },
        after: { type: c.type, bytes: c.bytes, alt: msg('results.alt', { name: c.source.name, format: typeName(c.type) }), label: msg('results.after') },
        width: c.width,
        height: c.height,
      });
    }
    blocks.push(fileBlock(c, msg('results.converted')));
    if (c.larger && c.original) blocks.push({ kind: 'file', name: c.source.name, type: c.source.type, bytes: c.original, width: c.source.width, height: c.source.height, label: msg('results.original'), alt: msg('results.originalAlt', { name: c.source.name }), caption: msg('results.caption', { format: typeName(c.source.type), size: byteSize(c.source.size), pixels: pixels(c.source.width, c.source.height) }) });
    return { blocks, filename: c.name.replace(/\.[^.]+$/, '') };
  }
  blocks.push({
    kind: 'values',
    announce: true,
    items: [
      { label: msg('results.files'), value: num(result.files.length) },
      { label: msg('results.before'), value: byteSize(before) },
      { label: msg('results.after'), value: byteSize(after), main: true },
      { label: msg('results.change'), value: change(before, after) },
    ],
  });
  blocks.push(...notes(result));
  blocks.push({
    kind: 'table',
    caption: msg('results.table'),
    columns: [{ label: msg('results.file') }, { label: msg('results.before'), numeric: true }, { label: msg('results.after'), numeric: true }, { label: msg('results.change') }, { label: msg('results.size') }],
    rows: result.files.map((c) => [c.name, byteSize(c.source.size), byteSize(c.bytes.length), change(c.source.size, c.bytes.length), pixels(c.width, c.height)]),
  });
  for (const c of result.files) blocks.push(fileBlock(c));
  return { blocks, filename: 'images' };
}
