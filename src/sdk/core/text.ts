/** Unicode-aware text helpers shared by plugins: counts are of what a reader sees, not of UTF-16 units. */

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** User-perceived characters: an emoji with modifiers, or a letter with combining marks, counts once. */
export function countGraphemes(text: string): number {
  let n = 0;
  for (const _ of graphemeSegmenter.segment(text)) n++;
  return n;
}

/** Splits into user-perceived characters. */
export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

/** True when the string holds a lone surrogate (not valid Unicode text, so not encodable as UTF-8). */
export function hasLoneSurrogate(text: string): boolean {
  return !text.isWellFormed();
}

const encoder = new TextEncoder();
export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Decodes UTF-8, or returns null when the bytes are not valid UTF-8 (never a replacement character). A leading BOM is kept as U+FEFF. */
export function utf8Decode(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}
