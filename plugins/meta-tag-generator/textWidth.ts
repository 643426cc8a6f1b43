/**
 * How wide a text is drawn in Arial, the font of Google's result titles (20 px) and snippets (14 px), and
 * how a text is cut or wrapped to a width the way result pages do it. Arial has the advance widths of
 * Helvetica (and of Liberation Sans, drawn to match): the tables below are Helvetica's and Helvetica Bold's
 * AFM widths in thousandths of an em (Adobe's Core 14 metrics), for ASCII, Latin-1 and the other Windows-1252
 * characters; the unit tests hold them to pdf-lib's copy of the same metrics.
 */

const REGULAR_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722,
  667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222,
  222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const REGULAR_LATIN1 = [
  278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667,
  667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556,
  556, 556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];
const BOLD_ASCII = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722,
  667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278,
  278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const BOLD_LATIN1 = [
  278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722,
  722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556,
  556, 556, 278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
];
/** The rest of Windows-1252 (quotes, dashes, €, …), regular then bold. */
const OTHERS: Readonly<Record<number, readonly [number, number]>> = {
  0x152: [1000, 1000], 0x153: [944, 944], 0x160: [667, 667], 0x161: [500, 556], 0x178: [667, 667], 0x17d: [611, 611], 0x17e: [500, 500], 0x192: [556, 556],
  0x2c6: [333, 333], 0x2dc: [333, 333], 0x2013: [556, 556], 0x2014: [1000, 1000], 0x2018: [222, 278], 0x2019: [222, 278], 0x201a: [222, 278], 0x201c: [333, 500],
  0x201d: [333, 500], 0x201e: [333, 500], 0x2020: [556, 556], 0x2021: [556, 556], 0x2022: [350, 350], 0x2026: [1000, 1000], 0x2030: [1000, 1000], 0x2039: [333, 333],
  0x203a: [333, 333], 0x20ac: [556, 556], 0x2122: [1000, 1000],
};
/** Letters outside the tables: the width of a lower-case Latin letter, an estimate said as such in the texts. */
const OTHER_LETTER = 556;

export type Face = 'regular' | 'bold';

/** A wide (East Asian) character: ideographs, kana, Hangul, full-width forms, emoji, drawn one em wide. */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** Marks drawn on the letter before them, and invisible characters: no width of their own. */
function isZeroWidth(cp: number): boolean {
  return (cp >= 0x300 && cp <= 0x36f) || (cp >= 0x200b && cp <= 0x200f) || cp === 0xfe0f || cp === 0xfe0e || cp === 0x2060 || cp === 0xad;
}

/** One character's advance in thousandths of an em. */
export function charUnits(cp: number, face: Face = 'regular'): number {
  const bold = face === 'bold';
  if (cp >= 32 && cp <= 126) return (bold ? BOLD_ASCII : REGULAR_ASCII)[cp - 32]!;
  if (cp >= 160 && cp <= 255) return (bold ? BOLD_LATIN1 : REGULAR_LATIN1)[cp - 160]!;
  const other = OTHERS[cp];
  if (other) return other[bold ? 1 : 0];
  if (isZeroWidth(cp) || cp < 32) return 0;
  if (isWide(cp)) return 1000;
  return OTHER_LETTER;
}

/** The width in CSS pixels of `text` drawn at `size` px (no kerning, as browsers draw Arial by default in results). */
export function textWidth(text: string, size: number, face: Face = 'regular'): number {
  let units = 0;
  for (const ch of text) units += charUnits(ch.codePointAt(0)!, face);
  return (units * size) / 1000;
}

/** Google's and most cards' mark for a cut text. */
export const ELLIPSIS = '...';

export interface Cut {
  readonly text: string;
  readonly truncated: boolean;
}

/**
 * `text` as it fits in `maxWidth` px: whole, or cut after the last whole word that leaves room for " ..."
 * (within a word only when the first word alone is too wide), as Google cuts titles and snippets.
 */
export function truncateToWidth(text: string, maxWidth: number, size: number, face: Face = 'regular'): Cut {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (textWidth(clean, size, face) <= maxWidth) return { text: clean, truncated: false };
  const room = maxWidth - textWidth(` ${ELLIPSIS}`, size, face);
  const chars = Array.from(clean);
  let width = 0;
  let fits = 0;
  for (const ch of chars) {
    const w = (charUnits(ch.codePointAt(0)!, face) * size) / 1000;
    if (width + w > room) break;
    width += w;
    fits++;
  }
  let kept = chars.slice(0, fits).join('');
  // Back to the end of the last whole word, unless the cut already falls between words.
  if (chars[fits] !== ' ') {
    const lastSpace = kept.lastIndexOf(' ');
    if (lastSpace > 0) kept = kept.slice(0, lastSpace);
  }
  return { text: `${kept.trimEnd()} ${ELLIPSIS}`, truncated: true };
}

/**
 * `text` broken into lines no wider than `maxWidth` px at spaces (a word wider than a line is broken
 * within), at most `maxLines`; the last line cut with " ..." when some text is left over.
 */
export function wrapToWidth(text: string, maxWidth: number, size: number, maxLines: number, face: Face = 'regular'): { readonly lines: readonly string[]; readonly truncated: boolean } {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  while (i < words.length && lines.length < maxLines) {
    const word = words[i]!;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (textWidth(candidate, size, face) <= maxWidth) {
      line = candidate;
      i++;
      continue;
    }
    if (line === '') {
      // A single word wider than the line: as many of its characters as fit, the rest on the next line.
      const chars = Array.from(word);
      let n = 0;
      let width = 0;
      for (const ch of chars) {
        const w = (charUnits(ch.codePointAt(0)!, face) * size) / 1000;
        if (width + w > maxWidth && n > 0) break;
        width += w;
        n++;
      }
      lines.push(chars.slice(0, n).join(''));
      words[i] = chars.slice(n).join('');
      if (words[i] === '') i++;
      continue;
    }
    lines.push(line);
    line = '';
  }
  if (line !== '' && lines.length < maxLines) lines.push(line);
  const truncated = i < words.length;
  if (truncated && lines.length > 0) {
    const rest = [lines[lines.length - 1]!, ...words.slice(i)].join(' ');
    lines[lines.length - 1] = truncateToWidth(rest, maxWidth, size, face).text;
  }
  return { lines, truncated };
}
