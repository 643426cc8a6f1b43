import { diffArrays, type ArrayChange } from 'diff';
import { graphemes, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { blockEdits, wordTokens, WHITESPACE_ONLY, type LineEdit } from './inline.ts';

export type { LineEdit } from './inline.ts';

export type PartKind = 'equal' | 'added' | 'removed';

export interface DiffPart {
  readonly kind: PartKind;
  readonly text: string;
}

export interface DiffResult {
  /** Runs of the same kind, in order; an equal part holds the changed text's version (it may differ in case or spacing when these are ignored). */
  readonly parts: readonly DiffPart[];
  /** Counted in the chosen unit: lines, words or characters (whitespace not counted when it is ignored). */
  readonly added: number;
  readonly removed: number;
  readonly unchanged: number;
  /** No added or removed part: the texts are the same (as far as the options look). */
  readonly identical: boolean;
  /**
   * Line mode only, and only when some changed line was paired with the line it replaces: the
   * pairs, with the words that changed inside them (see inline.ts).
   */
  readonly lineEdits?: readonly LineEdit[];
  /**
   * When the texts differ: a unified diff (the format of `diff -u` and `git diff`) of the texts as
   * they are, every difference in it (a patch must apply), for `patch` or `git apply`.
   */
  readonly patch?: string;
  /** The two texts end their lines differently (Windows CRLF, Unix LF, old Mac CR, or a mix). */
  readonly lineEndings?: { readonly original: LineEnding; readonly changed: LineEnding };
}

export type LineEnding = 'crlf' | 'lf' | 'cr' | 'mixed';

/** The two texts compared. */
export type DiffInput = Pick<Input, 'original' | 'changed'>;

/** The diff gives up after this long (the worker's limit is 20 s) and says the texts differ too much. */
export const DIFF_TIMEOUT_MS = 10_000;

const NON_SPACE = /\S/u;

/** Lines, each with its final "\n" (line endings are normalized first). */
function lineTokens(text: string): string[] {
  const lines = text.split('\n');
  const last = lines.pop()!;
  const tokens = lines.map((l) => `${l}\n`);
  if (last !== '') tokens.push(last);
  return tokens;
}

function tokenize(text: string, granularity: Options['granularity']): string[] {
  if (granularity === 'lines') return lineTokens(text);
  if (granularity === 'words') return wordTokens(text);
  return graphemes(text);
}

/** What two tokens are compared by: equal keys, equal tokens. */
function keyOf(token: string, options: Options): string {
  let key = token;
  if (options.granularity === 'lines') {
    if (key.endsWith('\n')) key = key.slice(0, -1);
    // Ignored whitespace: spaces at the ends of a line, and how many spaces stand between words.
    if (options.ignoreWhitespace) key = key.trim().replace(/\s+/gu, ' ');
  } else if (options.ignoreWhitespace && WHITESPACE_ONLY.test(key)) {
    key = ' ';
  }
  return options.ignoreCase ? key.toLowerCase() : key;
}

/** Whether a token counts in the totals: words are the tokens with a visible character; ignored whitespace never counts. */
function counts(token: string, options: Options): boolean {
  if (options.granularity === 'words') return NON_SPACE.test(token);
  return !options.ignoreWhitespace || NON_SPACE.test(token);
}

/** Line endings as "\n": CRLF and LF texts compare equal. Kept as typed when they are to count. */
function normalize(text: string, options: Pick<Options, 'ignoreLineEndings'>): string {
  if (!options.ignoreLineEndings) return text;
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** How a text ends its lines, or null when it has a single line. */
export function lineEndingOf(text: string): LineEnding | null {
  const kinds = new Set(text.match(/\r\n|\r|\n/g) ?? []);
  if (kinds.size === 0) return null;
  if (kinds.size > 1) return 'mixed';
  return kinds.has('\r\n') ? 'crlf' : kinds.has('\r') ? 'cr' : 'lf';
}

/** Lines of context around each change in the unified diff, as diff -u and git diff give. */
const CONTEXT = 3;

/**
 * The unified diff of two texts split into lines (each with its ending), from a diff of those lines:
 * hunks with three lines of context, "\ No newline at end of file" where a text ends without one.
 * Null when the diff calls two different lines equal (it compared them by keys).
 */
export function unifiedPatch(oldLines: readonly string[], newLines: readonly string[], changes: readonly ArrayChange<unknown>[]): string | null {
  // Every line with its mark and its numbers in both texts.
  const ops: { mark: ' ' | '-' | '+'; line: string; oldNo: number; newNo: number }[] = [];
  let o = 0;
  let n = 0;
  for (const change of changes) {
    for (let k = 0; k < change.count; k++) {
      if (change.removed) ops.push({ mark: '-', line: oldLines[o++]!, oldNo: o, newNo: n });
      else if (change.added) ops.push({ mark: '+', line: newLines[n++]!, oldNo: o, newNo: n });
      else if (oldLines[o] !== newLines[n]) return null; // lines a key called equal, that are not
      else ops.push({ mark: ' ', line: newLines[n++]!, oldNo: ++o, newNo: n });
    }
  }
  const changed = ops.flatMap((op, i) => (op.mark === ' ' ? [] : [i]));
  const out = ['--- original', '+++ changed'];
  for (let c = 0; c < changed.length; ) {
    // A hunk runs while the next change is within twice the context of the last.
    let last = c;
    while (last + 1 < changed.length && changed[last + 1]! - changed[last]! <= 2 * CONTEXT + 1) last++;
    const from = Math.max(0, changed[c]! - CONTEXT);
    const to = Math.min(ops.length, changed[last]! + CONTEXT + 1);
    const hunk = ops.slice(from, to);
    const oldCount = hunk.filter((op) => op.mark !== '+').length;
    const newCount = hunk.filter((op) => op.mark !== '-').length;
    // Where a side has no line in the hunk, its start is the line before it.
    const before = from > 0 ? ops[from - 1]! : { oldNo: 0, newNo: 0 };
    const oldStart = oldCount === 0 ? before.oldNo : hunk.find((op) => op.mark !== '+')!.oldNo;
    const newStart = newCount === 0 ? before.newNo : hunk.find((op) => op.mark !== '-')!.newNo;
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
    for (const op of hunk) {
      out.push(op.mark + op.line.replace(/\n$/, ''));
      if (!op.line.endsWith('\n')) out.push('\\ No newline at end of file');
    }
    c = last + 1;
  }
  return `${out.join('\n')}\n`;
}

/** The patch of two texts: from the comparison's own diff when it compared the lines as they are, else from a diff of the lines. */
function patchOf(oldText: string, newText: string, options: Options, changes: readonly ArrayChange<unknown>[], timeoutMs: number): string | null {
  const oldLines = lineTokens(oldText);
  const newLines = lineTokens(newText);
  // The comparison's keys leave out a line's "\n": a last line without one may have been called equal to a line with one.
  const reused = options.granularity === 'lines' && !options.ignoreWhitespace && !options.ignoreCase ? unifiedPatch(oldLines, newLines, changes) : null;
  if (reused !== null) return reused;
  const lineChanges = diffArrays(oldLines, newLines, { timeout: timeoutMs });
  return lineChanges ? unifiedPatch(oldLines, newLines, lineChanges) : null;
}

/**
 * Compares the two texts by lines, words or characters (user-perceived ones: an emoji with a
 * skin tone or a letter with an accent is never split). Returns null when the diff took longer
 * than `timeoutMs`.
 */
export function compare(input: DiffInput, options: Options, timeoutMs: number): DiffResult | null {
  const oldTokens = tokenize(normalize(input.original, options), options.granularity);
  const newTokens = tokenize(normalize(input.changed, options), options.granularity);
  const oldKeys = oldTokens.map((t) => keyOf(t, options));
  const newKeys = newTokens.map((t) => keyOf(t, options));
  const changes = diffArrays(oldKeys, newKeys, { timeout: timeoutMs });
  if (!changes) return null;

  const parts: { kind: PartKind; text: string }[] = [];
  let added = 0;
  let removed = 0;
  let unchanged = 0;
  let oldPos = 0;
  let newPos = 0;
  const lineEdits: LineEdit[] = [];
  const push = (kind: PartKind, text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  changes.forEach((change, k) => {
    // A block of removed lines followed by added ones: pair the lines that correspond.
    const next = changes[k + 1];
    if (options.granularity === 'lines' && change.removed && next?.added) {
      // Without its ending (a CR kept when line endings count is invisible: a note says they differ).
      const strip = (t: string) => t.replace(/\r?\n$/, '');
      const before = oldTokens.slice(oldPos, oldPos + change.count).map(strip);
      const after = newTokens.slice(newPos, newPos + next.count).map(strip);
      lineEdits.push(...blockEdits(before, after, oldPos, newPos, options));
    }
    const kind: PartKind = change.added ? 'added' : change.removed ? 'removed' : 'equal';
    const tokens = kind === 'removed' ? oldTokens.slice(oldPos, oldPos + change.count) : newTokens.slice(newPos, newPos + change.count);
    if (kind !== 'added') oldPos += change.count;
    if (kind !== 'removed') newPos += change.count;
    let n = 0;
    for (const t of tokens) if (counts(t, options)) n++;
    const text = tokens.join('');
    if (options.ignoreWhitespace && !NON_SPACE.test(text)) {
      // Only whitespace was added or removed: not a difference. Show the changed text's spacing.
      if (kind !== 'removed') push('equal', text);
      return;
    }
    if (kind === 'added') added += n;
    else if (kind === 'removed') removed += n;
    else unchanged += n;
    push(kind, text);
  });
  const identical = parts.every((p) => p.kind === 'equal');
  const patch = identical ? null : patchOf(normalize(input.original, options), normalize(input.changed, options), options, changes, timeoutMs);
  const endings = { original: lineEndingOf(input.original), changed: lineEndingOf(input.changed) };
  return {
    parts,
    added,
    removed,
    unchanged,
    identical,
    ...(lineEdits.length > 0 ? { lineEdits } : {}),
    ...(patch === null ? {} : { patch }),
    ...(endings.original && endings.changed && endings.original !== endings.changed ? { lineEndings: { original: endings.original, changed: endings.changed } } : {}),
  };
}

/** Compares the original and the changed text. */
export function run(input: Input, options: Options): DiffResult | ToolError {
  try {
    const texts = { original: input.original ?? '', changed: input.changed ?? '' };
    return compare(texts, options, DIFF_TIMEOUT_MS) ?? toolError('tooComplex');
  } catch {
    return toolError('unexpected');
  }
}
