import { graphemes, isSpace } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface SplitResult {
  /** The chunks in order: slices of the input, each starting and ending with a non-whitespace character. */
  chunks: string[];
  /** Paragraphs longer than a chunk that had to be cut inside (always 0 when paragraphs are not preserved). */
  oversizedParagraphs: number;
}

/**
 * What the splitter guarantees (tested in run.test.ts):
 * - every chunk is a slice of the input that starts and ends on a grapheme boundary, never with whitespace;
 * - the input equals w0 + chunk1 + w1 + chunk2 + … + chunkN + wN, where every w is whitespace
 *   (the whitespace at a cut point, and at the start and end of the text, is dropped);
 *   a w between two chunks is empty only when a word had to be cut (preserveWords off, or a word longer than a chunk);
 * - in size mode no chunk has more than chunkSize characters (grapheme clusters).
 */

/** The text as grapheme clusters, with what the cutter needs to find boundaries in constant time. */
interface Layout {
  text: string;
  /** Code-unit offset of each grapheme, and the text's length at index n. */
  offsets: Int32Array;
  /** 1 for whitespace graphemes (a space, a line break, CR LF). */
  ws: Uint8Array;
  /** First and one past the last non-whitespace grapheme. */
  first: number;
  last: number;
  /** For each position, the last whitespace grapheme at or before it (-1 if none). */
  lastWs: Int32Array;
  /** For a whitespace grapheme, where its run of whitespace starts and ends (exclusive). */
  runStart: Int32Array;
  runEnd: Int32Array;
  /** For each position, the start of the last paragraph break (whitespace holding two line breaks or more) at or before it (-1 if none). */
  lastBreak: Int32Array;
  /** Paragraph number of each grapheme. */
  para: Int32Array;
}

function isWhitespace(g: string): boolean {
  return g === '\r\n' || (g.length === 1 && isSpace(g.charCodeAt(0)));
}

function isLineBreak(g: string): boolean {
  return g === '\n' || g === '\r\n' || g === '\r';
}

function layout(text: string): Layout {
  const gs = graphemes(text);
  const n = gs.length;
  const offsets = new Int32Array(n + 1);
  const ws = new Uint8Array(n + 1);
  let first = -1;
  let last = 0;
  for (let i = 0, off = 0; i < n; i++) {
    offsets[i] = off;
    off += gs[i]!.length;
    if (isWhitespace(gs[i]!)) ws[i] = 1;
    else {
      if (first < 0) first = i;
      last = i + 1;
    }
  }
  offsets[n] = text.length;
  const lastWs = new Int32Array(n + 1);
  const runStart = new Int32Array(n + 1);
  const runEnd = new Int32Array(n + 1);
  const lastBreak = new Int32Array(n + 1);
  const para = new Int32Array(n + 1);
  let prevWs = -1;
  let prevBreak = -1;
  let paragraph = 0;
  let i = 0;
  while (i < n) {
    if (!ws[i]) {
      lastWs[i] = prevWs;
      lastBreak[i] = prevBreak;
      para[i] = paragraph;
      i++;
      continue;
    }
    let j = i;
    let breaks = 0;
    while (j < n && ws[j]) {
      if (isLineBreak(gs[j]!)) breaks++;
      j++;
    }
    const isBreak = breaks >= 2;
    if (isBreak) {
      prevBreak = i;
      paragraph++;
    }
    for (let k = i; k < j; k++) {
      lastWs[k] = k;
      runStart[k] = i;
      runEnd[k] = j;
      lastBreak[k] = prevBreak;
      para[k] = paragraph;
    }
    prevWs = j - 1;
    i = j;
  }
  return { text, offsets, ws, first: first < 0 ? 0 : first, last: first < 0 ? 0 : last, lastWs, runStart, runEnd, lastBreak, para };
}

interface Cut {
  /** The chunk ends here (exclusive), and the next one starts at `next`. */
  end: number;
  next: number;
  /** True when the cut is not at a paragraph break. */
  inside: boolean;
}

/** Where to end a chunk that starts at `start` (a non-whitespace grapheme) and may hold `size` graphemes, when the rest is longer. */
function cut(l: Layout, start: number, size: number, preserveParagraphs: boolean, preserveWords: boolean): Cut {
  const limit = start + size;
  if (preserveParagraphs) {
    const b = l.lastBreak[limit]!;
    if (b > start) return { end: b, next: l.runEnd[b]!, inside: false };
  }
  if (preserveWords) {
    const w = l.lastWs[limit]!;
    if (w > start) return { end: l.runStart[w]!, next: l.runEnd[w]!, inside: true };
  }
  let end = limit;
  while (l.ws[end - 1]) end--;
  let next = limit;
  while (l.ws[next]) next++;
  return { end, next, inside: true };
}

/** Splits text into chunks of at most `chunkSize` characters, or into `chunkCount` chunks of about equal size. */
export function run({ text: input }: Input, options: Options): SplitResult {
  const l = layout(input);
  const chunks: string[] = [];
  let oversizedParagraphs = 0;
  let lastMarked = -1;
  let start = l.first;
  for (let i = 0; start < l.last; i++) {
    // In count mode each chunk aims at an equal share of what is left, so the last one takes the rest.
    const size = options.mode === 'size' ? Math.max(1, options.chunkSize) : Math.max(1, Math.ceil((l.last - start) / Math.max(1, options.chunkCount - i)));
    if (l.last - start <= size) {
      chunks.push(input.slice(l.offsets[start], l.offsets[l.last]));
      break;
    }
    const c = cut(l, start, size, options.preserveParagraphs, options.preserveWords);
    chunks.push(input.slice(l.offsets[start], l.offsets[c.end]));
    if (c.inside && options.preserveParagraphs) {
      const p = l.para[c.end - 1]!;
      if (p !== lastMarked) {
        oversizedParagraphs++;
        lastMarked = p;
      }
    }
    start = c.next;
  }
  return { chunks, oversizedParagraphs };
}
