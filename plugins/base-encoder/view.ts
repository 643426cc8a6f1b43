/**
 * The encoded or decoded text. For a file, the summary says which file was encoded and its size; for
 * decoded bytes that are not UTF-8 text, they are shown in hex under a note that says so.
 */
import { msg, num, type NumberDisplay, type ResultView } from '@sdk/core';
import type { Options } from './manifest.ts';
import { NAMES } from './codecs.ts';
import type { BaseResult } from './run.ts';

const UNITS = [
  [1e9, 'gigabyte'],
  [1e6, 'megabyte'],
  [1e3, 'kilobyte'],
] as const;

/** A size in bytes as the page's language writes it: "12 bytes", "12.3 kB". */
export function byteSize(bytes: number): NumberDisplay {
  for (const [size, unit] of UNITS) if (bytes >= size * 0.99995) return num(bytes / size, { style: 'unit', unit, maximumFractionDigits: 1 });
  return num(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
}

export function view(result: BaseResult, { options }: { options: Options }): ResultView {
  if (typeof result === 'string') return { blocks: [{ kind: 'text', text: result, mono: true }] };
  if ('encoded' in result)
    return { blocks: [{ kind: 'text', text: result.encoded, mono: true, summary: msg('fileSummary', { name: result.name, size: byteSize(result.size), encoding: NAMES[options.encoding] }) }] };
  return {
    blocks: [
      { kind: 'note', text: msg('binary', { size: byteSize(result.size) }) },
      { kind: 'text', text: result.binaryHex, mono: true, label: msg('hexLabel') },
    ],
    copy: result.binaryHex,
  };
}
