import { countGraphemes, utf8Decode, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/** Line breaks kept by "decode each line": CR LF, LF or CR, captured so split() keeps them. */
const LINE_BREAK = /(\r\n|\r|\n)/;
const PERCENT = 37;

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** The length of the UTF-8 sequence a lead byte starts (RFC 3629: no C0, C1 or F5–FF), or 0 when it cannot start one. */
function sequenceLength(b: number): number {
  if (b < 0x80) return 1;
  if (b >= 0xc2 && b <= 0xdf) return 2;
  if (b >= 0xe0 && b <= 0xef) return 3;
  if (b >= 0xf0 && b <= 0xf4) return 4;
  return 0;
}

/**
 * The first invalid UTF-8 sequence of a run of bytes, as [start, end) byte indices, or null.
 * A sequence cut short by the end of the run counts as invalid unless `openEnd` (the run
 * stopped at a broken escape, which is then the error to report).
 */
function firstInvalid(bytes: readonly number[], openEnd: boolean): [number, number] | null {
  let j = 0;
  while (j < bytes.length) {
    const n = sequenceLength(bytes[j]!);
    if (n === 0) return [j, j + 1];
    if (n > 1) {
      const limit = Math.min(j + n, bytes.length);
      let k = j + 1;
      while (k < limit && bytes[k]! >= 0x80 && bytes[k]! <= 0xbf) k++;
      // A byte that is not a continuation ends the bad sequence: report up to it.
      if (k < limit) return [j, k + 1];
      if (limit < j + n) return openEnd ? null : [j, limit];
      // Complete length: overlong forms, surrogates and code points above U+10FFFF are the decoder's to reject.
      if (utf8Decode(Uint8Array.from(bytes.slice(j, limit))) === null) return [j, limit];
    }
    j += n;
  }
  return null;
}

export interface Malformed {
  readonly code: 'incompleteEscape' | 'invalidUtf8';
  /** UTF-16 index in the scanned text of the '%' that starts the problem. */
  readonly index: number;
  /** The offending escapes as written, e.g. "%C3%28" (invalidUtf8 only). */
  readonly bytes?: string;
}

/**
 * Where percent-decoding fails, scanning left to right as decodeURIComponent does: a '%'
 * not followed by two hexadecimal digits, or a run of escapes whose bytes are not UTF-8.
 */
export function findMalformed(text: string): Malformed | null {
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) !== PERCENT) {
      i++;
      continue;
    }
    const bytes: number[] = [];
    const starts: number[] = [];
    let broken = -1;
    while (i < text.length && text.charCodeAt(i) === PERCENT) {
      const hi = hexValue(text.charCodeAt(i + 1));
      const lo = hexValue(text.charCodeAt(i + 2));
      if (hi < 0 || lo < 0) {
        broken = i;
        break;
      }
      bytes.push(hi * 16 + lo);
      starts.push(i);
      i += 3;
    }
    const bad = firstInvalid(bytes, broken >= 0);
    if (bad) {
      const written = starts.slice(bad[0], bad[1]).map((s) => text.slice(s, s + 3).toUpperCase());
      return { code: 'invalidUtf8', index: starts[bad[0]]!, bytes: written.join('') };
    }
    if (broken >= 0) return { code: 'incompleteEscape', index: broken };
  }
  return null;
}

/** Decodes one piece; on failure, the problem with its index in that piece. */
function decodeOne(text: string, options: Options): string | Malformed {
  const s = options.plusAsSpace ? text.replaceAll('+', ' ') : text;
  try {
    return options.mode === 'fullUrl' ? decodeURI(s) : decodeURIComponent(s);
  } catch {
    // Only a URIError is possible; find where and why (the '+' → ' ' swap keeps every index).
    return findMalformed(s) ?? { code: 'incompleteEscape', index: Math.max(0, s.indexOf('%')) };
  }
}

/** The error for a problem at a UTF-16 index of the input, positioned in characters from 1. */
function report(input: string, problem: Malformed): ToolError {
  const position = countGraphemes(input.slice(0, problem.index)) + 1;
  return problem.code === 'invalidUtf8' ? toolError('invalidUtf8', { bytes: problem.bytes!, position }) : toolError('incompleteEscape', { position });
}

/**
 * Percent-decodes text as decodeURIComponent (component mode) or decodeURI (full-URL mode,
 * which keeps escapes of reserved characters such as %2F and %3F). Without "decode each line"
 * the input is one encoded value: raw line breaks in it (from wrapping) are ignored, since an
 * encoded line break is %0A. Malformed escapes give incompleteEscape or invalidUtf8 with the
 * position (in characters, from 1) of the '%' where the problem starts.
 */
export function run({ text: input }: Input, options: Options): string | ToolError {
  if (options.decodeEachLine) {
    const parts = input.split(LINE_BREAK);
    let offset = 0;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (i % 2 === 0) {
        const r = decodeOne(part, options);
        if (typeof r !== 'string') return report(input, { ...r, index: offset + r.index });
        parts[i] = r;
      }
      offset += part.length;
    }
    return parts.join('');
  }
  if (!/[\r\n]/.test(input)) {
    const r = decodeOne(input, options);
    return typeof r === 'string' ? r : report(input, r);
  }
  const joined = input.replace(/[\r\n]/g, '');
  const r = decodeOne(joined, options);
  if (typeof r === 'string') return r;
  // Map the index in the joined text back to the input, counting the line breaks removed before it.
  let index = 0;
  for (let kept = 0; index < input.length; index++) {
    const c = input.charCodeAt(index);
    if (c === 10 || c === 13) continue;
    if (kept === r.index) break;
    kept++;
  }
  return report(input, { ...r, index });
}
