/**
 * Page lists as people type them: "1-3, 5, 8-" (from 8 to the end), "-4" (up to 4), "5-3" (backwards,
 * where an order is asked for). Pure; every invalid part is named in the message (errors.pages.*, in
 * the tool's locale). Shared by the PDF tools (pdf-tools, pdf-to-images).
 */
import { toolError, type ToolError } from './toolError.ts';

export interface PageRange {
  /** First and last page, 1-based, as typed (from > to only where backwards is allowed). */
  readonly from: number;
  readonly to: number;
  /** The part as the visitor typed it, trimmed. */
  readonly text: string;
}

const PART = /^(\d+)?\s*[-–—]\s*(\d+)?$/;

/**
 * Reads a page list against a document of `count` pages. `backwards` allows "5-3" (an order); else
 * it is refused. Empty parts (a trailing comma) are skipped. Errors name every invalid part, the
 * first kind of mistake first: written wrongly, then past the last page, then backwards.
 */
export function parsePages(text: string, count: number, field: string, backwards = false): PageRange[] | ToolError {
  const ranges: PageRange[] = [];
  const syntax: string[] = [];
  const outside: string[] = [];
  const reversed: string[] = [];
  for (const raw of text.split(/[,;]/)) {
    const part = raw.trim();
    if (part === '') continue;
    let from: number;
    let to: number;
    if (/^\d+$/.test(part)) from = to = Number(part);
    else {
      const m = PART.exec(part);
      if (!m || (m[1] === undefined && m[2] === undefined)) {
        syntax.push(part);
        continue;
      }
      from = m[1] === undefined ? 1 : Number(m[1]);
      to = m[2] === undefined ? count : Number(m[2]);
    }
    if (from < 1 || to < 1) syntax.push(part);
    else if (from > count || to > count) outside.push(part);
    else if (from > to && !backwards) reversed.push(part);
    else ranges.push({ from, to, text: part });
  }
  const quote = (parts: string[]) => parts.join(', ');
  if (syntax.length) return toolError('pages.syntax', { parts: quote(syntax), field });
  if (outside.length) return toolError('pages.outside', { parts: quote(outside), count, field });
  if (reversed.length) return toolError('pages.backwards', { parts: quote(reversed), field });
  return ranges;
}

/** The 0-based page indices of ranges, in order (backwards ranges run backwards). */
export function indicesOf(ranges: readonly PageRange[]): number[] {
  const out: number[] = [];
  for (const { from, to } of ranges) {
    const step = from <= to ? 1 : -1;
    for (let p = from; p !== to + step; p += step) out.push(p - 1);
  }
  return out;
}

/** "1-3", "5", "8-10": a range as a file name part, with the real last page. */
export function rangeName(range: PageRange): string {
  return range.from === range.to ? String(range.from) : `${range.from}-${range.to}`;
}

/** Page numbers as the shortest list a person would type: [1, 2, 3, 5, 9, 8, 7] → "1-3, 5, 9-7". */
export function compressPages(pages: readonly number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < pages.length) {
    const start = pages[i]!;
    let j = i;
    const step = pages[i + 1] !== undefined && Math.abs(pages[i + 1]! - start) === 1 ? pages[i + 1]! - start : 0;
    if (step !== 0) while (pages[j + 1] !== undefined && pages[j + 1]! - pages[j]! === step) j++;
    // Two pages in a row read better as "1, 2" than "1-2".
    if (j - i >= 2) parts.push(`${start}-${pages[j]}`);
    else {
      j = i;
      parts.push(String(start));
    }
    i = j + 1;
  }
  return parts.join(', ');
}
