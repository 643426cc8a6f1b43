/**
 * Turns the parts of a diff into lines for display and into a unified-diff-like text: pure,
 * no DOM (tested in layout.test.ts). A candidate for the sdk if another tool shows diffs.
 */
import type { DiffPart, LineEdit, PartKind } from './run.ts';

/** A piece of one line of one side. */
export interface Segment {
  readonly kind: PartKind;
  readonly text: string;
}

/** One line of one side: its pieces, and whether any piece is added or removed. */
export interface Line {
  readonly segments: readonly Segment[];
  readonly changed: boolean;
}

/** One row of the side-by-side view: the original line on the left, the changed line on the right, either may be missing. */
export interface Row {
  readonly left: Line | null;
  readonly right: Line | null;
}

/** One line of the inline view with its marker. */
export interface InlineLine {
  readonly kind: PartKind;
  readonly text: string;
  /** A changed line paired with the line it replaces: its pieces, the changed words marked. */
  readonly segments?: readonly Segment[];
}

/** A line made only of added or only of removed text. */
function wholly(line: Line): boolean {
  return line.segments.length > 0 && line.segments.every((s) => s.kind !== 'equal');
}

function makeLine(segments: Segment[]): Line {
  return { segments, changed: segments.some((s) => s.kind !== 'equal') };
}

/**
 * Rows with the lines of both sides aligned: between two line breaks both texts share, the
 * lines of the original and of the changed text are paired in order.
 */
export function sideBySideRows(parts: readonly DiffPart[]): Row[] {
  const rows: Row[] = [];
  let left: Segment[][] = [[]];
  let right: Segment[][] = [[]];
  const add = (side: Segment[][], kind: PartKind, text: string) => {
    if (text !== '') side[side.length - 1]!.push({ kind, text });
  };
  const flush = (atEnd: boolean) => {
    if (atEnd) {
      // A final line break does not start a line.
      if (left[left.length - 1]!.length === 0) left.pop();
      if (right[right.length - 1]!.length === 0) right.pop();
    }
    const ls = left.map(makeLine);
    const rs = right.map(makeLine);
    let i = 0;
    let j = 0;
    while (i < ls.length || j < rs.length) {
      const l = ls[i];
      const r = rs[j];
      // A line wholly added (removed) stands alone when that side has more lines left to place.
      if (r && (!l || (wholly(r) && !wholly(l) && rs.length - j > ls.length - i))) {
        rows.push({ left: null, right: r });
        j++;
      } else if (l && (!r || (wholly(l) && !wholly(r) && ls.length - i > rs.length - j))) {
        rows.push({ left: l, right: null });
        i++;
      } else {
        rows.push({ left: l!, right: r! });
        i++;
        j++;
      }
    }
    left = [[]];
    right = [[]];
  };
  for (const part of parts) {
    // A CR before the line break is the line's ending, not text to show or copy (line endings may count).
    const pieces = part.text.split(/\r?\n/);
    pieces.forEach((piece, i) => {
      const more = i < pieces.length - 1;
      if (part.kind === 'equal') {
        add(left, 'equal', piece);
        add(right, 'equal', piece);
        if (more) flush(false);
      } else {
        const side = part.kind === 'removed' ? left : right;
        add(side, part.kind, piece);
        if (more) {
          // The line break itself was removed or added: an empty segment marks the line as changed.
          side[side.length - 1]!.push({ kind: part.kind, text: '' });
          side.push([]);
        }
      }
    });
  }
  flush(true);
  return rows;
}

/** The lines of a part (a final line break does not start a line). */
function partLines(part: DiffPart): string[] {
  const pieces = part.text.split(/\r?\n/);
  if (pieces[pieces.length - 1] === '') pieces.pop();
  return pieces;
}

/**
 * The lines of a line-by-line diff, in order, each marked equal, removed or added; a removed or
 * added line paired with its counterpart (lineEdits) carries its pieces with the changed words.
 */
export function inlineLines(parts: readonly DiffPart[], lineEdits: readonly LineEdit[] = []): InlineLine[] {
  const byOld = new Map(lineEdits.map((e) => [e.oldLine, e]));
  const byNew = new Map(lineEdits.map((e) => [e.newLine, e]));
  const lines: InlineLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  for (const part of parts) {
    for (const text of partLines(part)) {
      const edit = part.kind === 'removed' ? byOld.get(oldLine) : part.kind === 'added' ? byNew.get(newLine) : undefined;
      if (part.kind !== 'added') oldLine++;
      if (part.kind !== 'removed') newLine++;
      lines.push(edit ? { kind: part.kind, text, segments: part.kind === 'removed' ? edit.removed : edit.added } : { kind: part.kind, text });
    }
  }
  return lines;
}

/**
 * Rows of the side-by-side view of a line-by-line diff: a paired line beside the line it replaces;
 * between pairs, the other removed and added lines of a block side by side in order (the longer side
 * alone below), as before.
 */
export function lineRows(parts: readonly DiffPart[], lineEdits: readonly LineEdit[] = []): Row[] {
  const byOld = new Map(lineEdits.map((e) => [e.oldLine, e]));
  const rows: Row[] = [];
  let removed: { line: number; text: string }[] = [];
  let added: { line: number; text: string }[] = [];
  const whole = (kind: PartKind, text: string): Line => ({ segments: [{ kind, text }], changed: kind !== 'equal' });
  const zip = (left: typeof removed, right: typeof added) => {
    for (let k = 0; k < Math.max(left.length, right.length); k++) {
      const l = left[k];
      const r = right[k];
      rows.push({ left: l ? whole('removed', l.text) : null, right: r ? whole('added', r.text) : null });
    }
  };
  const flush = () => {
    let i = 0;
    let j = 0;
    for (let k = 0; k < removed.length; k++) {
      const edit = byOld.get(removed[k]!.line);
      const at = edit ? added.findIndex((a) => a.line === edit.newLine) : -1;
      if (!edit || at < j) continue;
      zip(removed.slice(i, k), added.slice(j, at));
      rows.push({ left: { segments: edit.removed, changed: true }, right: { segments: edit.added, changed: true } });
      i = k + 1;
      j = at + 1;
    }
    zip(removed.slice(i), added.slice(j));
    removed = [];
    added = [];
  };
  let oldLine = 0;
  let newLine = 0;
  for (const part of parts) {
    for (const text of partLines(part)) {
      if (part.kind === 'equal') {
        flush();
        rows.push({ left: whole('equal', text), right: whole('equal', text) });
        oldLine++;
        newLine++;
      } else if (part.kind === 'removed') removed.push({ line: oldLine++, text });
      else added.push({ line: newLine++, text });
    }
  }
  flush();
  return rows;
}

function lineText(line: Line): string {
  return line.segments.map((s) => s.text).join('');
}

/**
 * A unified-diff-like text: unchanged lines start with two spaces, lines of the original that
 * changed with "- ", lines of the changed text with "+ " (removed lines of a block before added ones).
 */
export function unifiedText(parts: readonly DiffPart[]): string {
  const out: string[] = [];
  let minus: string[] = [];
  let plus: string[] = [];
  const flush = () => {
    out.push(...minus, ...plus);
    minus = [];
    plus = [];
  };
  for (const row of sideBySideRows(parts)) {
    if (row.left && row.right && !row.left.changed && !row.right.changed) {
      flush();
      out.push(`  ${lineText(row.right)}`);
      continue;
    }
    if (row.left) minus.push(`- ${lineText(row.left)}`);
    if (row.right) plus.push(`+ ${lineText(row.right)}`);
  }
  flush();
  return out.join('\n');
}
