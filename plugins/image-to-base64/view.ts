/**
 * Encode: what the file is (format, size in pixels, bytes before and after), then the data URI, the bare
 * Base64, a CSS background-image and an HTML <img>, each with its own Copy. Decode: the file itself (a
 * preview and its download) and what it is, with a warning when the data URI named another type.
 */
import { byteSize, msg, num, type Display, type ListItem, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { Result } from './run.ts';

/** Above this size (bytes of the file) the page suggests a separate file rather than a data URI. */
const BIG = 20_000;
const BYTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'byte', unitDisplay: 'long' };

export const dataUriOf = (type: string, base64: string): string => `data:${type};base64,${base64}`;

function dimensions(width: number | null, height: number | null): Display {
  if (width === null || height === null) return msg('results.noDimensions');
  return msg('results.pixels', { width: num(width, { maximumFractionDigits: 2 }), height: num(height, { maximumFractionDigits: 2 }) });
}

function formatItem(format: string, type: string): ValueItem {
  return { label: msg('results.format'), value: `${format} (${type})`, main: true };
}

export function view(result: Result): ResultView {
  if (result.mode === 'decode') {
    const blocks: ResultBlock[] = [];
    if (result.statedType) blocks.push({ kind: 'note', tone: 'warning', text: msg('results.mismatchDecoded', { stated: result.statedType, format: result.format, name: result.name }) });
    blocks.push({ kind: 'file', name: result.name, type: result.type, bytes: result.bytes, alt: msg('results.decodedAlt', { format: result.format }), ...(result.width !== null && result.height !== null ? { width: result.width, height: result.height } : {}) });
    blocks.push({
      kind: 'values',
      items: [formatItem(result.format, result.type), { label: msg('results.dimensions'), value: dimensions(result.width, result.height) }, { label: msg('results.fileSize'), value: num(result.bytes.length, BYTES) }],
    });
    return { blocks, filename: result.name.replace(/\.[^.]+$/, '') };
  }
  const uri = dataUriOf(result.type, result.base64);
  const size = (w: number | null, h: number | null) => (w !== null && h !== null ? ` width="${Math.round(w)}" height="${Math.round(h)}"` : '');
  const items: ListItem[] = [
    { label: msg('results.dataUri'), text: uri },
    { label: msg('results.base64'), text: result.base64 },
    { label: msg('results.css'), text: `background-image: url("${uri}");` },
    { label: msg('results.html'), text: `<img src="${uri}" alt=""${size(result.width, result.height)}>` },
  ];
  const growth = result.size === 0 ? 0 : uri.length / result.size - 1;
  const blocks: ResultBlock[] = [];
  if (result.statedType) blocks.push({ kind: 'note', tone: 'warning', text: msg('results.mismatchEncoded', { name: result.name, stated: result.statedType, format: result.format, type: result.type }) });
  blocks.push({
    kind: 'values',
    items: [
      formatItem(result.format, result.type),
      { label: msg('results.dimensions'), value: dimensions(result.width, result.height) },
      { label: msg('results.fileSize'), value: num(result.size, BYTES), ...(result.size >= 1000 ? { hint: byteSize(result.size) } : {}) },
      { label: msg('results.dataUriSize'), value: num(uri.length, BYTES), hint: msg('results.larger', { percent: num(growth, { style: 'percent', maximumFractionDigits: 1 }) }) },
    ],
  });
  // Inlined, a big image is downloaded again with every page and stylesheet that holds it, and is never cached alone.
  if (result.size > BIG) blocks.push({ kind: 'note', text: msg('results.bigInline', { size: byteSize(uri.length) }) });
  blocks.push({ kind: 'list', items, mono: true });
  return { blocks, copy: uri, copyLabel: msg('results.copyDataUri'), filename: result.name.replace(/\.[^.]+$/, '') || 'image' };
}
