/**
 * Turns the parts of a diff into lines for display and into a unified-diff-like text: pure,
 * no DOM (tested in layout.test.ts). A candidate for the sdk if another tool shows diffs.
 */
import type { DiffPart, PartKind } from './run.ts';

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
    const pieces = part.text.split('\n');
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

/** The lines of a line-by-line diff, in order, each marked equal, removed or added. */
export function inlineLines(parts: readonly DiffPart[]): InlineLine[] {
  const lines: InlineLine[] = [];
  for (const part of parts) {
    const pieces = part.text.split('\n');
    if (pieces[pieces.length - 1] === '') pieces.pop();
    for (const text of pieces) lines.push({ kind: part.kind, text });
  }
  return lines;
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
