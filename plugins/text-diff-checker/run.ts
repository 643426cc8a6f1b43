import { diffArrays } from 'diff';
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
}

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

/** Line endings as "\n": CRLF and LF texts compare equal. */
function normalize(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/**
 * Compares the two texts by lines, words or characters (user-perceived ones: an emoji with a
 * skin tone or a letter with an accent is never split). Returns null when the diff took longer
 * than `timeoutMs`.
 */
export function compare(input: DiffInput, options: Options, timeoutMs: number): DiffResult | null {
  const oldTokens = tokenize(normalize(input.original), options.granularity);
  const newTokens = tokenize(normalize(input.changed), options.granularity);
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
      const strip = (t: string) => (t.endsWith('\n') ? t.slice(0, -1) : t);
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
  const result = { parts, added, removed, unchanged, identical: parts.every((p) => p.kind === 'equal') };
  return lineEdits.length > 0 ? { ...result, lineEdits } : result;
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
