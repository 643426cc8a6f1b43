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

/** The characters JavaScript's \s matches (Unicode White_Space plus U+FEFF). */
export function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * Below U+0300 no two neighbouring characters form one grapheme, except CR + LF (checked for
 * every pair): such text is counted unit by unit, and Intl.Segmenter reads only the regions
 * around other characters (an accent, an emoji, CJK), which keeps Latin text fast.
 */
const FIRST_JOINING_CHAR = 0x300;

/** C0 and C1 controls: always a grapheme of their own (only CR + LF join). */
function isControl(c: number): boolean {
  return c < 0x20 || (c >= 0x7f && c <= 0x9f);
}

/**
 * Visits each grapheme cluster of the text in order. Latin text is read unit by unit (CR LF kept
 * together) and Intl.Segmenter reads only the regions around other characters, so megabytes stay fast.
 */
export function forEachGrapheme(text: string, visit: (grapheme: string) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const next = i + 1 < n ? text.charCodeAt(i + 1) : -1;
    if (c < FIRST_JOINING_CHAR && !(next >= FIRST_JOINING_CHAR && !isControl(c))) {
      const crlf = c === 0x0d && next === 0x0a;
      visit(crlf ? '\r\n' : text[i]!);
      i += crlf ? 2 : 1;
      continue;
    }
    // A region: the character a mark may attach to, the run of joining-range characters, and one more
    // character (a Prepend or ZWJ may join it), repeated while another run follows; it ends on a sure boundary.
    const start = i;
    let j = c < FIRST_JOINING_CHAR ? i + 1 : i;
    for (;;) {
      while (j < n && text.charCodeAt(j) >= FIRST_JOINING_CHAR) j++;
      if (j >= n || isControl(text.charCodeAt(j))) break;
      j++;
      if (j >= n || text.charCodeAt(j) < FIRST_JOINING_CHAR) break;
    }
    forEachSegment(text.slice(start, j), graphemeSegmenter, (s) => visit(s.segment));
    i = j;
  }
}

/** User-perceived characters, and how many of them are whitespace. */
export function countCharacters(text: string): { characters: number; spaces: number } {
  let characters = 0;
  let spaces = 0;
  forEachGrapheme(text, (g) => {
    characters++;
    // Whitespace is a grapheme by itself (nothing joins it but an LF after a CR); with a mark on it, it is not a space.
    if ((g.length === 1 && isSpace(g.charCodeAt(0))) || g === '\r\n') spaces++;
  });
  return { characters, spaces };
}

/** User-perceived characters: an emoji with modifiers, or a letter with combining marks, counts once. */
export function countGraphemes(text: string): number {
  return countCharacters(text).characters;
}

/** Splits into user-perceived characters. */
export function graphemes(text: string): string[] {
  const out: string[] = [];
  forEachGrapheme(text, (g) => out.push(g));
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

/**
 * Each value of a list typed by hand ("48 65, 6C"): the runs between whitespace and commas, visited as
 * [start, end) offsets in order; `visit` returns false to stop (at the first value that is wrong).
 */
export function forEachListItem(text: string, visit: (start: number, end: number) => boolean | void): void {
  const n = text.length;
  const isSeparator = (c: number) => c === 44 || isSpace(c);
  let i = 0;
  while (i < n) {
    while (i < n && isSeparator(text.charCodeAt(i))) i++;
    if (i >= n) return;
    const start = i;
    while (i < n && !isSeparator(text.charCodeAt(i))) i++;
    if (visit(start, i) === false) return;
  }
}

/** A value quoted in a message, cut after `max` characters (never between the halves of a surrogate pair) with "…". */
export function shownExcerpt(text: string, max: number): string {
  const chars = Array.from(text.slice(0, max * 2 + 1));
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** Code points a monospaced terminal or editor draws two cells wide (Unicode East Asian Wide and Fullwidth, the main blocks). */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], [0x2e80, 0x303e], [0x3041, 0x33ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xa000, 0xa4cf], [0xa960, 0xa97f],
  [0xac00, 0xd7a3], [0xf900, 0xfaff], [0xfe10, 0xfe19], [0xfe30, 0xfe6f], [0xff00, 0xff60], [0xffe0, 0xffe6],
  [0x1b000, 0x1b2ff], [0x1f200, 0x1f2ff], [0x20000, 0x2fffd], [0x30000, 0x3fffd],
];
const isWide = (cp: number) => WIDE.some(([a, b]) => cp >= a && cp <= b);
/** An emoji drawn as one: by default (😀, ✅, a flag's pair of letters) or asked for with U+FE0F (❤️); "❤" or "©" alone are text, one cell. */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F|\p{Regional_Indicator}/u;
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]+$/u;

/**
 * How many cells of a monospaced font a text takes, as terminals and code editors draw it: East Asian
 * wide and fullwidth characters and emoji take two, combining marks and invisible format characters
 * none, everything else one; counted by grapheme, so "👩‍💻" or "é" written with a combining mark is one
 * character. For lining up columns of text (a Markdown table padded to align).
 */
export function displayWidth(text: string): number {
  let width = 0;
  forEachGrapheme(text, (g) => {
    const cp = g.codePointAt(0)!;
    if (EMOJI.test(g)) width += 2;
    else if (cp < 0x300) width += cp < 0x20 || (cp >= 0x7f && cp < 0xa0) ? 0 : 1;
    else if (ZERO_WIDTH.test(g)) width += 0;
    else width += isWide(cp) ? 2 : 1;
  });
  return width;
}

/**
 * Text that is safe inside an XML document: characters XML 1.0 forbids (most control characters,
 * U+FFFE, U+FFFF) removed, lone surrogates replaced by U+FFFD (they cannot be encoded in a data URL).
 */
export function xmlSafeText(text: string): string {
  return text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

/** Escapes the five characters XML gives a meaning. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}
