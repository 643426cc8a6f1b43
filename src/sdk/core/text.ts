/** Unicode-aware text helpers shared by plugins: counts are of what a reader sees, not of UTF-16 units. */

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Slice length, and how much text after a boundary ICU needs to be sure of it (margin for lookahead rules and dictionaries). */
const SLICE = 2048;
const LOOKAHEAD = 256;

/**
 * Every segment of the text, in order, as `segmenter.segment(text)` gives them, but read in
 * slices of a few kilobytes: some engines (V8 of Node 20) spend time proportional to the whole
 * string on each segment, which is quadratic on megabytes. Each slice restarts at a boundary
 * that had enough text after it, so no boundary depends on where a slice was cut.
 */
export function forEachSegment(text: string, segmenter: Intl.Segmenter, visit: (segment: Intl.SegmentData) => void): void {
  let pos = 0;
  let size = SLICE;
  while (pos < text.length) {
    if (text.length - pos <= size) {
      for (const s of segmenter.segment(pos === 0 ? text : text.slice(pos))) visit(s);
      return;
    }
    const limit = size - LOOKAHEAD;
    let next = 0;
    for (const s of segmenter.segment(text.slice(pos, pos + size))) {
      if (s.index + s.segment.length > limit) {
        next = s.index;
        break;
      }
      visit(s);
    }
    if (next === 0) {
      // One segment (a very long sentence or word) fills the slice: read a longer one.
      size *= 2;
    } else {
      pos += next;
      size = SLICE;
    }
  }
}

/** User-perceived characters: an emoji with modifiers, or a letter with combining marks, counts once. */
export function countGraphemes(text: string): number {
  let n = 0;
  forEachSegment(text, graphemeSegmenter, () => n++);
  return n;
}

/** Splits into user-perceived characters. */
export function graphemes(text: string): string[] {
  const out: string[] = [];
  forEachSegment(text, graphemeSegmenter, (s) => out.push(s.segment));
  return out;
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
