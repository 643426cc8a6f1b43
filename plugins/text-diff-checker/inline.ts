/**
 * Changes inside changed lines (line mode): the removed and added lines of a replaced block are
 * paired when they correspond, and the words that differ inside each pair are marked. Pure; runs in
 * the worker with the diff itself.
 *
 * - Pairing: within a block, lines are paired in order, keeping the order on both sides, so that
 *   the pairs are as alike as possible (a dynamic programme over the block); two lines are only
 *   paired when their letter pairs (bigrams) are at least 40 % alike (Dice coefficient), so lines
 *   that share almost nothing stay whole. Blocks of more than 200 × 200 lines pair in order.
 * - Marking: by words as Intl.Segmenter splits them (Chinese and Japanese into words of one to a few
 *   characters, an emoji with its modifiers as one piece), so a marked piece is never half an emoji
 *   or half a letter with its accent. A pair is dropped when nothing but spaces and punctuation is
 *   left in common.
 * - Lines longer than 2,000 characters are not paired: they are shown whole, as before.
 */
import { diffArrays } from 'diff';
import { forEachSegment } from '@sdk/core';
import type { DiffPart } from './run.ts';

/** A changed line paired with the line it replaces, and the words that differ. */
export interface LineEdit {
  /** Index of the line in the original text (from 0). */
  readonly oldLine: number;
  /** Index of the line in the changed text (from 0). */
  readonly newLine: number;
  /** The original line (without its line break): equal and removed pieces. */
  readonly removed: readonly DiffPart[];
  /** The changed line: equal and added pieces. */
  readonly added: readonly DiffPart[];
}

export interface LineCompareOptions {
  readonly ignoreWhitespace: boolean;
  readonly ignoreCase: boolean;
}

/** Longest line (in UTF-16 units) whose words are compared. */
export const MAX_LINE_LENGTH = 2_000;
/** Largest block (removed × added lines) paired by similarity; larger ones pair in order. */
export const MAX_BLOCK_CELLS = 40_000;
/** Most characters compared while pairing one block (the sum, over all pairs, of both lines' lengths). */
export const MAX_BLOCK_WORK = 2_000_000;
/** Least bigram similarity for two lines to be paired. */
export const MIN_SIMILARITY = 0.4;

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
export const WHITESPACE_ONLY = /^\s+$/u;
const WORDLIKE = /[\p{L}\p{N}\p{So}]/u;

/** Words, runs of whitespace, and every other character (punctuation, emoji) on its own, as Intl.Segmenter splits words. */
export function wordTokens(text: string): string[] {
  const tokens: string[] = [];
  forEachSegment(text, wordSegmenter, ({ segment }) => {
    const last = tokens.length - 1;
    if (last >= 0 && WHITESPACE_ONLY.test(segment) && WHITESPACE_ONLY.test(tokens[last]!)) tokens[last] += segment;
    else tokens.push(segment);
  });
  return tokens;
}

/** The text two lines are compared by. */
function lineKey(line: string, options: LineCompareOptions): string {
  let key = options.ignoreWhitespace ? line.trim().replace(/\s+/gu, ' ') : line;
  if (options.ignoreCase) key = key.toLowerCase();
  return key;
}

/** Counts of the bigrams of a text (pairs of UTF-16 units; a one-unit text is its own bigram). */
function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  if (text.length === 1) counts.set(text, 1);
  for (let i = 0; i + 1 < text.length; i++) {
    const pair = text.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/** Dice coefficient of two texts' bigram counts: 1 for the same text, 0 for texts sharing no pair. */
export function similarity(a: string, b: string): number {
  return a === b ? 1 : dice(bigrams(a), bigrams(b));
}

function dice(x: Map<string, number>, y: Map<string, number>): number {
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  let common = 0;
  let total = 0;
  for (const [pair, n] of small) {
    common += Math.min(n, large.get(pair) ?? 0);
    total += n;
  }
  for (const n of large.values()) total += n;
  return total === 0 ? 0 : (2 * common) / total;
}

/**
 * Which removed line goes with which added line: pairs [i, j] with i and j increasing, each a pair
 * of lines at least MIN_SIMILARITY alike, the total likeness as high as it can be.
 */
export function pairLines(removed: readonly string[], added: readonly string[], options: LineCompareOptions): [number, number][] {
  const keys = (lines: readonly string[]) => lines.map((l) => (l.length > MAX_LINE_LENGTH ? null : lineKey(l, options)));
  const a = keys(removed);
  const b = keys(added);
  const m = a.length;
  const n = b.length;
  if (m === 0 || n === 0) return [];
  // Each line's bigrams counted once (lazily), not once per pair.
  const counts = (lines: (string | null)[]) => lines.map(() => undefined as Map<string, number> | undefined);
  const ca = counts(a);
  const cb = counts(b);
  const sim = (i: number, j: number) => {
    const x = a[i];
    const y = b[j];
    if (x == null || y == null || x === '' || y === '') return 0;
    if (x === y) return 1;
    const s = dice((ca[i] ??= bigrams(x)), (cb[j] ??= bigrams(y)));
    return s >= MIN_SIMILARITY ? s : 0;
  };
  // Long blocks of long lines pair in order: the likeness of every pair would take too long.
  const chars = (lines: (string | null)[]) => lines.reduce((sum, l) => sum + (l?.length ?? 0), 0);
  if (m * n > MAX_BLOCK_CELLS || (chars(a) * n + chars(b) * m) > MAX_BLOCK_WORK) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < Math.min(m, n); i++) if (sim(i, i) > 0) pairs.push([i, i]);
    return pairs;
  }
  // best[i][j]: the most likeness pairing the first i removed with the first j added lines.
  const best = Array.from({ length: m + 1 }, () => new Float64Array(n + 1));
  const score = Array.from({ length: m }, () => new Float64Array(n));
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const s = (score[i - 1]![j - 1] = sim(i - 1, j - 1));
      best[i]![j] = Math.max(best[i - 1]![j]!, best[i]![j - 1]!, s > 0 ? best[i - 1]![j - 1]! + s : 0);
    }
  }
  const pairs: [number, number][] = [];
  let i = m;
  let j = n;
  while (i > 0 && j > 0) {
    const s = score[i - 1]![j - 1]!;
    if (s > 0 && best[i]![j] === best[i - 1]![j - 1]! + s) {
      pairs.push([i - 1, j - 1]);
      i--;
      j--;
    } else if (best[i]![j] === best[i - 1]![j]) i--;
    else j--;
  }
  return pairs.reverse();
}


function wordKey(token: string, options: LineCompareOptions): string {
  const key = options.ignoreWhitespace && WHITESPACE_ONLY.test(token) ? ' ' : token;
  return options.ignoreCase ? key.toLowerCase() : key;
}

/** Pieces of one side: neighbours of the same kind joined, and a space between two marked words marked too ("brown fox", not "brown" and "fox"). */
function tidy(pieces: { kind: DiffPart['kind']; text: string }[]): DiffPart[] {
  const out: { kind: DiffPart['kind']; text: string }[] = [];
  for (const p of pieces) {
    if (p.text === '') continue;
    const last = out[out.length - 1];
    if (last && last.kind === p.kind) last.text += p.text;
    else out.push({ ...p });
  }
  for (let k = out.length - 2; k >= 1; k--) {
    const mid = out[k]!;
    if (mid.kind === 'equal' && WHITESPACE_ONLY.test(mid.text) && out[k - 1]!.kind !== 'equal' && out[k + 1]!.kind === out[k - 1]!.kind) {
      out[k - 1]!.text += mid.text + out[k + 1]!.text;
      out.splice(k, 2);
    }
  }
  return out;
}

/**
 * The words that differ between an original line and its changed version, or null when the two
 * have no word in common (then they are shown whole). Whitespace-only differences are not marked
 * when whitespace is ignored; case differences when case is ignored.
 */
export function wordEdit(before: string, after: string, options: LineCompareOptions): Pick<LineEdit, 'removed' | 'added'> | null {
  const a = wordTokens(before);
  const b = wordTokens(after);
  const changes = diffArrays(
    a.map((t) => wordKey(t, options)),
    b.map((t) => wordKey(t, options)),
  );
  const removed: { kind: DiffPart['kind']; text: string }[] = [];
  const added: { kind: DiffPart['kind']; text: string }[] = [];
  let i = 0;
  let j = 0;
  let shared = false;
  for (const change of changes) {
    if (change.removed) {
      const text = a.slice(i, (i += change.count)).join('');
      removed.push({ kind: options.ignoreWhitespace && !/\S/u.test(text) ? 'equal' : 'removed', text });
    } else if (change.added) {
      const text = b.slice(j, (j += change.count)).join('');
      added.push({ kind: options.ignoreWhitespace && !/\S/u.test(text) ? 'equal' : 'added', text });
    } else {
      const old = a.slice(i, (i += change.count)).join('');
      const text = b.slice(j, (j += change.count)).join('');
      if (WORDLIKE.test(text)) shared = true;
      removed.push({ kind: 'equal', text: old });
      added.push({ kind: 'equal', text });
    }
  }
  return shared ? { removed: tidy(removed), added: tidy(added) } : null;
}

/** The edits of one replaced block: `removed` starts at line `oldStart` of the original, `added` at `newStart` of the changed text. */
export function blockEdits(removed: readonly string[], added: readonly string[], oldStart: number, newStart: number, options: LineCompareOptions): LineEdit[] {
  const edits: LineEdit[] = [];
  for (const [i, j] of pairLines(removed, added, options)) {
    const edit = wordEdit(removed[i]!, added[j]!, options);
    if (edit) edits.push({ oldLine: oldStart + i, newLine: newStart + j, ...edit });
  }
  return edits;
}
