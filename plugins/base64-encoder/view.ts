/**
 * The Base64 (or decoded) text. For a file, the summary beside the result's label says which file was
 * encoded and its size ("photo.png (12.3 kB) as Base64") instead of the character count.
 */
import { msg, num, type NumberDisplay, type ResultView } from '@sdk/core';
import type { EncodedFile } from './run.ts';

const UNITS = [
  [1e9, 'gigabyte'],
  [1e6, 'megabyte'],
  [1e3, 'kilobyte'],
] as const;

/** A size in bytes as the page's language writes it: "12 bytes", "12.3 kB", "1.5 MB" ("12,3 ko" in French). */
export function byteSize(bytes: number): NumberDisplay {
  // From 0.99995 of a unit on, the size is written in it: 999,950 bytes are "1 MB", never "1,000 kB".
  for (const [size, unit] of UNITS) if (bytes >= size * 0.99995) return num(bytes / size, { style: 'unit', unit, maximumFractionDigits: 1 });
  return num(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
}

export function view(result: string | EncodedFile): ResultView {
  if (typeof result === 'string') return { blocks: [{ kind: 'text', text: result }] };
  return { blocks: [{ kind: 'text', text: result.base64, summary: msg('fileSummary', { name: result.name, size: byteSize(result.size) }) }] };
}
