import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { run, type DiffResult } from './run.ts';
import { MAX_LINE_LENGTH, blockEdits, pairLines, similarity, wordEdit } from './inline.ts';
import { inlineLines, lineRows, unifiedText } from './layout.ts';

const BASE: Options = { view: 'inline', granularity: 'lines', ignoreWhitespace: false, ignoreCase: false, ignoreLineEndings: true };
const PLAIN = { ignoreWhitespace: false, ignoreCase: false, ignoreLineEndings: true };

function diff(original: string, changed: string, options: Partial<Options> = {}): DiffResult {
  const result = run({ original, changed }, { ...BASE, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}

describe('pairing the lines of a replaced block', () => {
  it('measures likeness by letter pairs', () => {
    expect(similarity('night', 'night')).toBe(1);
    // Dice: night/nacht share "ht" of 4 + 4 bigrams.
    expect(similarity('night', 'nacht')).toBe(0.25);
    expect(similarity('abc', 'xyz')).toBe(0);
    expect(similarity('', '')).toBe(1);
  });

  it('pairs in order when the counts match', () => {
    expect(pairLines(['The cat sat', 'on the mat'], ['The cat sits', 'on a mat'], PLAIN)).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('pairs by likeness when the counts differ, keeping the order', () => {
    // A line inserted before the edited one: the edited line goes with its new version, not with the new line.
    expect(pairLines(['total = price * quantity'], ['// compute the total', 'total = price * quantity * rate'], PLAIN)).toEqual([[0, 1]]);
    expect(pairLines(['alpha beta gamma', 'one two three', 'delta epsilon'], ['alpha beta gamma!', 'delta epsilon?'], PLAIN)).toEqual([
      [0, 0],
      [2, 1],
    ]);
  });

  it('does not pair lines that share almost nothing, nor empty lines', () => {
    expect(pairLines(['beta'], ['BETA'], PLAIN)).toEqual([]);
    expect(pairLines(['Bread'], ['Cheese'], PLAIN)).toEqual([]);
    expect(pairLines([''], ['something'], PLAIN)).toEqual([]);
    expect(pairLines(['', 'x'], [''], PLAIN)).toEqual([]);
    // Ignoring case, BETA is beta.
    expect(pairLines(['beta'], ['BETA x'], { ignoreWhitespace: false, ignoreCase: true })).toEqual([[0, 0]]);
  });

  it('leaves lines over the length limit whole, and pairs huge blocks in order', () => {
    const long = 'word '.repeat(MAX_LINE_LENGTH / 4);
    expect(pairLines([long], [`${long}!`], PLAIN)).toEqual([]);
    const lines = Array.from({ length: 300 }, (_, i) => `line number ${i} of the file`);
    const edited = lines.map((l) => `${l}.`);
    const pairs = pairLines(lines, edited, PLAIN);
    expect(pairs.length).toBe(300);
    expect(pairs.every(([i, j]) => i === j)).toBe(true);
  });
});

describe('marking the words that changed', () => {
  it('marks whole words, and a space between two marked words with them', () => {
    expect(wordEdit('The quick brown fox jumps', 'The quick red dog jumps', PLAIN)).toEqual({
      removed: [
        { kind: 'equal', text: 'The quick ' },
        { kind: 'removed', text: 'brown fox' },
        { kind: 'equal', text: ' jumps' },
      ],
      added: [
        { kind: 'equal', text: 'The quick ' },
        { kind: 'added', text: 'red dog' },
        { kind: 'equal', text: ' jumps' },
      ],
    });
  });

  it('gives nothing when only spaces and punctuation are shared', () => {
    expect(wordEdit('one, two', 'three, four', PLAIN)).toBeNull();
  });

  it('never splits an emoji with its skin tone or a letter with its accent', () => {
    expect(wordEdit('Thanks 👍🏽 for the café', 'Thanks 👍🏿 for the cafe\u0301!', PLAIN)).toEqual({
      removed: [
        { kind: 'equal', text: 'Thanks ' },
        { kind: 'removed', text: '👍🏽' },
        { kind: 'equal', text: ' for the ' },
        { kind: 'removed', text: 'café' },
      ],
      added: [
        { kind: 'equal', text: 'Thanks ' },
        { kind: 'added', text: '👍🏿' },
        { kind: 'equal', text: ' for the ' },
        { kind: 'added', text: 'cafe\u0301!' },
      ],
    });
    // A family emoji (joined by ZWJ) is one piece.
    expect(wordEdit('We are 👨‍👩‍👧 here', 'We are 👨‍👩‍👦 here', PLAIN)!.added).toEqual([
      { kind: 'equal', text: 'We are ' },
      { kind: 'added', text: '👨‍👩‍👦' },
      { kind: 'equal', text: ' here' },
    ]);
  });

  it('marks Chinese by words, not whole lines', () => {
    expect(wordEdit('我喜欢吃苹果', '我喜欢吃香蕉', PLAIN)).toEqual({
      removed: [
        { kind: 'equal', text: '我喜欢吃' },
        { kind: 'removed', text: '苹果' },
      ],
      added: [
        { kind: 'equal', text: '我喜欢吃' },
        { kind: 'added', text: '香蕉' },
      ],
    });
  });

  it('does not mark whitespace or case differences that are ignored', () => {
    const options = { ignoreWhitespace: true, ignoreCase: true };
    expect(wordEdit('  Hello   big world', 'hello big  World!', options)).toEqual({
      removed: [{ kind: 'equal', text: '  Hello   big world' }],
      added: [
        { kind: 'equal', text: 'hello big  World' },
        { kind: 'added', text: '!' },
      ],
    });
    // Not ignored: the extra spaces are marked.
    expect(wordEdit('a  b c', 'a b c', PLAIN)!.removed).toEqual([
      { kind: 'equal', text: 'a' },
      { kind: 'removed', text: '  ' },
      { kind: 'equal', text: 'b c' },
    ]);
  });

  it('numbers the lines of a block from where it starts', () => {
    expect(blockEdits(['x', 'size = 10'], ['size = 12'], 5, 7, PLAIN)).toEqual([
      {
        oldLine: 6,
        newLine: 7,
        removed: [
          { kind: 'equal', text: 'size = ' },
          { kind: 'removed', text: '10' },
        ],
        added: [
          { kind: 'equal', text: 'size = ' },
          { kind: 'added', text: '12' },
        ],
      },
    ]);
  });
});

describe('line mode with changes inside lines', () => {
  const original = 'Meeting on Monday at 10:00\nRoom 4B\nBring the quarterly report\n';
  const changed = 'Meeting on Tuesday at 10:30\nRoom 4B\nNew line\nBring the annual report and the slides\n';

  it('pairs the changed lines and keeps the counts in lines', () => {
    const r = diff(original, changed);
    expect([r.added, r.removed, r.unchanged]).toEqual([3, 2, 1]);
    expect(r.lineEdits!.map((e) => [e.oldLine, e.newLine])).toEqual([
      [0, 0],
      [2, 3],
    ]);
    expect(r.lineEdits![1]!.added).toEqual([
      { kind: 'equal', text: 'Bring the ' },
      { kind: 'added', text: 'annual' },
      { kind: 'equal', text: ' report' },
      { kind: 'added', text: ' and the slides' },
    ]);
  });

  it('gives no lineEdits in word and character mode, nor when no line pairs', () => {
    expect(diff(original, changed, { granularity: 'words' }).lineEdits).toBeUndefined();
    expect(diff(original, changed, { granularity: 'characters' }).lineEdits).toBeUndefined();
    expect(diff('a\nb\n', 'a\nB\n').lineEdits).toBeUndefined();
  });

  it('draws paired lines side by side with the words marked, the other lines of the block on rows of their own', () => {
    const r = diff(original, changed);
    const rows = lineRows(r.parts, r.lineEdits);
    const text = (line: (typeof rows)[number]['left']) => line && line.segments.map((s) => (s.kind === 'equal' ? s.text : s.kind === 'removed' ? `[-${s.text}]` : `{+${s.text}}`)).join('');
    expect(rows.map((row) => [text(row.left), text(row.right)])).toEqual([
      ['Meeting on [-Monday] at 10:[-00]', 'Meeting on {+Tuesday} at 10:{+30}'],
      ['Room 4B', 'Room 4B'],
      [null, '{+New line}'],
      ['Bring the [-quarterly] report', 'Bring the {+annual} report{+ and the slides}'],
    ]);
    expect(rows.map((row) => [row.left?.changed, row.right?.changed])).toEqual([
      [true, true],
      [false, false],
      [undefined, true],
      [true, true],
    ]);
  });

  it('draws paired lines inline, removed before added, with their pieces', () => {
    const r = diff(original, changed);
    const lines = inlineLines(r.parts, r.lineEdits);
    expect(lines.map((l) => [l.kind, l.text, !!l.segments])).toEqual([
      ['removed', 'Meeting on Monday at 10:00', true],
      ['added', 'Meeting on Tuesday at 10:30', true],
      ['equal', 'Room 4B', false],
      ['removed', 'Bring the quarterly report', true],
      ['added', 'New line', false],
      ['added', 'Bring the annual report and the slides', true],
    ]);
    expect(lines[0]!.segments).toEqual(r.lineEdits![0]!.removed);
    // The copied differences are whole lines, as before.
    expect(unifiedText(r.parts)).toBe('- Meeting on Monday at 10:00\n+ Meeting on Tuesday at 10:30\n  Room 4B\n- Bring the quarterly report\n+ New line\n+ Bring the annual report and the slides');
  });

  it('puts unrelated lines of a block side by side as before', () => {
    const r = diff('a\nbeta\nzzz\n', 'a\nBETA\nqqq\nzzz\n');
    expect(r.lineEdits).toBeUndefined();
    expect(lineRows(r.parts, r.lineEdits).map((row) => [row.left?.segments[0]?.text ?? null, row.right?.segments[0]?.text ?? null])).toEqual([
      ['a', 'a'],
      ['beta', 'BETA'],
      [null, 'qqq'],
      ['zzz', 'zzz'],
    ]);
  });

  it('handles empty lines: an emptied line is not paired, a blank line added is a line of its own', () => {
    const r = diff('one two three\nkeep\n', '\nkeep\n\n');
    expect(r.lineEdits).toBeUndefined();
    expect(lineRows(r.parts, r.lineEdits).map((row) => [row.left?.segments.map((s) => s.kind + ':' + s.text).join() ?? null, row.right?.segments.map((s) => s.kind + ':' + s.text).join() ?? null])).toEqual([
      ['removed:one two three', 'added:'],
      ['equal:keep', 'equal:keep'],
      [null, 'added:'],
    ]);
  });

  it('ignoring whitespace, lines that differ only in spacing are equal, and spacing is not marked inside a changed line', () => {
    const same = diff('a  b\n\tc d \n', 'a b\nc   d\n', { ignoreWhitespace: true });
    expect(same.identical).toBe(true);
    const r = diff('let  x = 1;\n', 'let x =  2;\n', { ignoreWhitespace: true });
    expect(r.lineEdits).toEqual([
      {
        oldLine: 0,
        newLine: 0,
        removed: [
          { kind: 'equal', text: 'let  x = ' },
          { kind: 'removed', text: '1' },
          { kind: 'equal', text: ';' },
        ],
        added: [
          { kind: 'equal', text: 'let x =  ' },
          { kind: 'added', text: '2' },
          { kind: 'equal', text: ';' },
        ],
      },
    ]);
    // Not ignoring whitespace: the spacing is a change of its own.
    expect(diff('a  b\n', 'a b\n').identical).toBe(false);
  });

  it('stays fast on 5,000 lines with every tenth line edited', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `Line ${i}: the quick brown fox ${i * 7}`);
    const edited = lines.map((l, i) => (i % 10 === 0 ? `${l} (edited)` : l));
    const start = performance.now();
    const r = diff(lines.join('\n'), edited.join('\n'));
    expect(r.lineEdits!.length).toBe(500);
    expect(r.lineEdits![0]!.added.at(-1)).toEqual({ kind: 'added', text: ' (edited)' });
    expect(performance.now() - start).toBeLessThan(5000);
  });
});
