import { describe, expect, it } from 'vitest';
import { diffChars } from 'diff';
import { isToolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { compare, run, type DiffResult } from './run.ts';
import { inlineLines, sideBySideRows, unifiedText } from './layout.ts';

const BASE: Options = { view: 'inline', granularity: 'lines', ignoreWhitespace: false, ignoreCase: false, ignoreLineEndings: true };

function diff(original: string, changed: string, options: Partial<Options> = {}): DiffResult {
  const result = run({ original, changed }, { ...BASE, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}

describe('text diff checker', () => {
  it('gives an identical result with no parts for two empty texts', () => {
    expect(diff('', '')).toEqual({ parts: [], added: 0, removed: 0, unchanged: 0, identical: true });
  });

  it('says identical texts are identical, in every granularity', () => {
    for (const granularity of ['lines', 'words', 'characters'] as const) {
      const r = diff('Same text\nhere', 'Same text\nhere', { granularity });
      expect(r.identical).toBe(true);
      expect(r.parts).toEqual([{ kind: 'equal', text: 'Same text\nhere' }]);
      expect([r.added, r.removed]).toEqual([0, 0]);
    }
  });

  it('compares lines and counts lines', () => {
    expect(diff('a\nb\nc\n', 'a\nB\nc\nd')).toEqual({
      parts: [
        { kind: 'equal', text: 'a\n' },
        { kind: 'removed', text: 'b\n' },
        { kind: 'added', text: 'B\n' },
        { kind: 'equal', text: 'c\n' },
        { kind: 'added', text: 'd' },
      ],
      added: 2,
      removed: 1,
      unchanged: 2,
      identical: false,
      patch: '--- original\n+++ changed\n@@ -1,3 +1,4 @@\n a\n-b\n+B\n c\n+d\n\\ No newline at end of file\n',
    });
  });

  it('compares words and counts words, not spaces', () => {
    const r = diff('one two  three', 'one 2 three', { granularity: 'words' });
    expect(r.parts).toEqual([
      { kind: 'equal', text: 'one ' },
      { kind: 'removed', text: 'two  ' },
      { kind: 'added', text: '2 ' },
      { kind: 'equal', text: 'three' },
    ]);
    expect([r.added, r.removed, r.unchanged]).toEqual([1, 1, 2]);
  });

  it('compares characters and counts characters', () => {
    const r = diff('kitten', 'sitting', { granularity: 'characters' });
    expect(r.parts.map((p) => p.kind[0] + p.text).join('|')).toBe('rk|as|eitt|re|ai|en|ag');
    expect([r.added, r.removed, r.unchanged]).toEqual([3, 2, 4]);
  });

  it('ignores case when asked', () => {
    expect(diff('Hello World', 'hello world').identical).toBe(false);
    for (const granularity of ['lines', 'words', 'characters'] as const) {
      const r = diff('Hello World', 'hello WORLD', { granularity, ignoreCase: true });
      expect(r.identical).toBe(true);
      // The equal text is the changed text's.
      expect(r.parts).toEqual([{ kind: 'equal', text: 'hello WORLD' }]);
    }
  });

  it('ignores whitespace when asked', () => {
    expect(diff('a b\n  c\n', 'a  b\nc  \n').identical).toBe(false);
    expect(diff('  x\ny', 'x\t\ny', { ignoreWhitespace: true })).toMatchObject({ identical: true, unchanged: 2 });
    expect(diff('foo  bar', 'foo bar ', { granularity: 'words', ignoreWhitespace: true })).toEqual({
      parts: [{ kind: 'equal', text: 'foo bar ' }],
      added: 0,
      removed: 0,
      unchanged: 2,
      identical: true,
    });
    const chars = diff('a b', 'ab!', { granularity: 'characters', ignoreWhitespace: true });
    expect(chars).toMatchObject({ added: 1, removed: 0, identical: false });
    expect(chars.parts).toEqual([
      { kind: 'equal', text: 'ab' },
      { kind: 'added', text: '!' },
    ]);
    // Blank lines added or removed are no difference either.
    expect(diff('a\n\nb', 'a\nb\n   \n', { ignoreWhitespace: true }).identical).toBe(true);
  });

  it('treats CRLF, LF and CR line endings alike', () => {
    const lf = 'one\ntwo\nthree\n';
    for (const granularity of ['lines', 'words', 'characters'] as const) {
      expect(diff(lf.replaceAll('\n', '\r\n'), lf, { granularity }).identical).toBe(true);
      expect(diff(lf.replaceAll('\n', '\r'), lf, { granularity }).identical).toBe(true);
    }
    expect(diff('a\r\nb\r\n', 'a\nc\n')).toMatchObject({ added: 1, removed: 1, unchanged: 1 });
  });

  it('never splits an emoji or a letter with combining marks in character mode (diffChars would)', () => {
    // The package itself splits by code point: the skin tone is separated from the hand.
    expect(diffChars('👍🏽', '👍🏿').map((c) => c.value)).toEqual(['👍', '🏽', '🏿']);
    const r = diff('👍🏽 e\u0301 👨‍👩‍👧', '👍🏿 e\u0300 👨‍👩‍👧', { granularity: 'characters' });
    expect(r.parts).toEqual([
      { kind: 'removed', text: '👍🏽' },
      { kind: 'added', text: '👍🏿' },
      { kind: 'equal', text: ' ' },
      { kind: 'removed', text: 'e\u0301' },
      { kind: 'added', text: 'e\u0300' },
      { kind: 'equal', text: ' 👨‍👩‍👧' },
    ]);
    expect([r.added, r.removed, r.unchanged]).toEqual([2, 2, 3]);
  });

  it('compares CJK, right-to-left text and lone surrogates', () => {
    expect(diff('漢字テスト', '漢字テキスト', { granularity: 'characters' })).toMatchObject({ added: 1, removed: 0, unchanged: 5 });
    const words = diff('我喜欢编程', '我喜欢读书', { granularity: 'words' });
    expect(words.identical).toBe(false);
    expect(words.parts[0]).toEqual({ kind: 'equal', text: '我喜欢' });
    expect(diff('مرحبا بالعالم', 'مرحبا يا عالم', { granularity: 'words' })).toMatchObject({ unchanged: 1, added: 2, removed: 1 });
    const lone = diff('a\uD800b', 'a\uDC00b', { granularity: 'characters' });
    expect(lone).toMatchObject({ added: 1, removed: 1, unchanged: 2 });
  });

  it('keeps user text as it is, markup included', () => {
    const r = diff('<b>x</b>', '<i>x</i>', { granularity: 'words' });
    expect(r.parts.map((p) => p.text).join('')).toContain('x');
    expect(diff('', '<b>x</b>').parts).toEqual([{ kind: 'added', text: '<b>x</b>' }]);
  });

  it('gives up on a pathological diff after the timeout, and run says tooComplex', () => {
    const a = Array.from({ length: 40_000 }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join('');
    const b = Array.from({ length: 40_000 }, (_, i) => String.fromCharCode(97 + ((i * 11 + 3) % 26))).join('');
    expect(compare({ original: a, changed: b }, { ...BASE, granularity: 'characters' }, 1)).toBeNull();
    expect(compare({ original: 'abc', changed: 'abd' }, { ...BASE, granularity: 'characters' }, 1000)).not.toBeNull();
  });

  it('compares two 5,000-line texts', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `Line ${i}: some text café 😀`);
    const changed = lines.map((l, i) => (i % 10 === 0 ? `${l} changed` : l));
    const r = diff(lines.join('\n'), changed.join('\n'));
    expect([r.added, r.removed, r.unchanged]).toEqual([500, 500, 4500]);
  });
});

describe('layout', () => {
  it('aligns rows side by side, a wholly added line standing alone', () => {
    const r = diff('The quick\nbrown fox.\nend', 'The slow\nbrown fox!\nnew line\nend', { granularity: 'words' });
    const rows = sideBySideRows(r.parts).map((row) => [row.left?.segments.map((s) => s.text).join('') ?? null, row.right?.segments.map((s) => s.text).join('') ?? null]);
    expect(rows).toEqual([
      ['The quick', 'The slow'],
      ['brown fox.', 'brown fox!'],
      [null, 'new line'],
      ['end', 'end'],
    ]);
    expect(unifiedText(r.parts)).toBe('- The quick\n- brown fox.\n+ The slow\n+ brown fox!\n+ new line\n  end');
  });

  it('makes lines and a unified text of a line diff', () => {
    const r = diff('a\nb\nc\n', 'a\nB\nc\nd');
    expect(inlineLines(r.parts)).toEqual([
      { kind: 'equal', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'equal', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(unifiedText(r.parts)).toBe('  a\n- b\n+ B\n  c\n+ d');
    expect(unifiedText(diff('x\n', '').parts)).toBe('- x');
    expect(unifiedText(diff('one two', 'one\ntwo', { granularity: 'words' }).parts)).toBe('- one two\n+ one\n+ two');
  });
});
