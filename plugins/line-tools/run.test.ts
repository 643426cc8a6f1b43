import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { firstNumber, readSeparator, run, sortLines, splitLines, type LinesResult } from './run.ts';

const BASE: Options = {
  sort: 'none',
  descending: false,
  collation: 'en',
  ignoreCase: false,
  trim: false,
  removeEmpty: false,
  removeDuplicates: false,
  affix: 'add',
  prefix: '',
  suffix: '',
  numberLines: false,
  mode: 'lines',
  joinSeparator: ', ',
  quote: 'none',
  splitSeparator: ',',
};

function lines(text: string, options: Partial<Options> = {}): LinesResult {
  const r = run({ text }, { ...BASE, ...options });
  if (isToolError(r)) throw new Error(r.code);
  return r;
}
const sorted = (items: string[], options: Partial<Options>) => sortLines(items, { ...BASE, ...options });

describe('line tools', () => {
  it('splits lines on every kind of line break and keeps the text’s own', () => {
    expect(splitLines('a\r\nb\r\n')).toEqual({ lines: ['a', 'b'], eol: '\r\n', finalBreak: true });
    expect(splitLines('a\rb')).toEqual({ lines: ['a', 'b'], eol: '\r', finalBreak: false });
    expect(splitLines('')).toEqual({ lines: [], eol: '\n', finalBreak: false });
    expect(splitLines('\n')).toEqual({ lines: [''], eol: '\n', finalBreak: true });
    expect(lines('b\r\na\r\n', { sort: 'alphabetical' }).text).toBe('a\r\nb\r\n');
    expect(lines('b\na', { sort: 'alphabetical' }).text).toBe('a\nb');
  });

  it('gives an empty result for an empty text', () => {
    expect(lines('', { sort: 'alphabetical', numberLines: true })).toEqual({ text: '', before: 0, after: 0, duplicatesRemoved: 0, emptyRemoved: 0 });
    expect(lines('\n\n', { removeEmpty: true })).toEqual({ text: '', before: 2, after: 0, duplicatesRemoved: 0, emptyRemoved: 2 });
  });

  it('sorts alphabetically in the chosen language', () => {
    expect(sorted(['ñandú', 'nube', 'Nadia'], { sort: 'alphabetical', collation: 'es' })).toEqual(['Nadia', 'nube', 'ñandú']);
    expect(sorted(['ñandú', 'nube', 'Nadia'], { sort: 'alphabetical', collation: 'en' })).toEqual(['Nadia', 'ñandú', 'nube']);
    // German: ä sorts with a, ß with ss; not after z as a byte order would.
    expect(sorted(['Zebra', 'Äpfel', 'Apfel', 'Straße', 'Strasse'], { sort: 'alphabetical', collation: 'de' })).toEqual(['Apfel', 'Äpfel', 'Strasse', 'Straße', 'Zebra']);
    // French: accents after the base letter; ignoring case, Côte and côte are equal and keep their order.
    expect(sorted(['cote', 'côté', 'Côte', 'coté'], { sort: 'alphabetical', collation: 'fr', ignoreCase: true })).toEqual(['cote', 'coté', 'Côte', 'côté']);
    expect(sorted(['b', 'a', 'C'], { sort: 'alphabetical', descending: true })).toEqual(['C', 'b', 'a']);
  });

  it('keeps equal lines in their order (stable), ascending and descending', () => {
    expect(sorted(['B', 'a', 'b', 'A'], { sort: 'alphabetical', ignoreCase: true })).toEqual(['a', 'A', 'B', 'b']);
    expect(sorted(['bb', 'a', 'cc', 'd'], { sort: 'length', descending: true })).toEqual(['bb', 'cc', 'a', 'd']);
  });

  it('sorts naturally: numbers inside text by their value', () => {
    expect(sorted(['file10', 'file2', 'file1', 'file20b', 'file20a'], { sort: 'natural' })).toEqual(['file1', 'file2', 'file10', 'file20a', 'file20b']);
    expect(sorted(['file10', 'file2'], { sort: 'alphabetical' })).toEqual(['file10', 'file2']);
  });

  it('sorts by the first number; lines without one come last, in order', () => {
    expect(firstNumber('a -3.5 b')).toBe(-3.5);
    expect(firstNumber('7,25 €')).toBe(7.25);
    expect(firstNumber('\u221212')).toBe(-12);
    expect(firstNumber('none')).toBeNull();
    expect(sorted(['x', '10 b', 'y', '9 a', '-1 c'], { sort: 'numeric' })).toEqual(['-1 c', '9 a', '10 b', 'x', 'y']);
    expect(sorted(['x', '10 b', '9 a'], { sort: 'numeric', descending: true })).toEqual(['10 b', '9 a', 'x']);
  });

  it('sorts by length as a reader counts characters', () => {
    expect(sorted(['abc', '👍🏽', 'ab'], { sort: 'length' })).toEqual(['👍🏽', 'ab', 'abc']);
    expect(sorted(['a', 'b', 'c'], { sort: 'reverse', descending: true })).toEqual(['c', 'b', 'a']);
  });

  it('removes duplicates, keeping the first, across Unicode normalisation and, if asked, case', () => {
    expect(lines('é\ne\u0301\nÉ', { removeDuplicates: true })).toMatchObject({ text: 'é\nÉ', duplicatesRemoved: 1 });
    expect(lines('é\ne\u0301\nÉ', { removeDuplicates: true, ignoreCase: true })).toMatchObject({ text: 'é', duplicatesRemoved: 2, before: 3, after: 1 });
    expect(lines('a \na', { removeDuplicates: true })).toMatchObject({ duplicatesRemoved: 0 });
    expect(lines('a \na', { removeDuplicates: true, trim: true })).toMatchObject({ text: 'a', duplicatesRemoved: 1 });
  });

  it('removes empty and blank lines and trims', () => {
    expect(lines('a\n\n  \t\nb\n', { removeEmpty: true })).toEqual({ text: 'a\nb\n', before: 4, after: 2, duplicatesRemoved: 0, emptyRemoved: 2 });
    expect(lines('\u00a0 a \t\n b', { trim: true }).text).toBe('a\nb');
  });

  it('adds or removes a prefix and suffix', () => {
    expect(lines('a\nb', { prefix: '- [ ] ', suffix: ';' }).text).toBe('- [ ] a;\n- [ ] b;');
    expect(lines('- [ ] a;\nb;\n- [ ] c', { affix: 'remove', prefix: '- [ ] ', suffix: ';' }).text).toBe('a\nb\nc');
    // Removed before sorting and de-duplicating, added after.
    expect(lines('#b\n#a\na', { affix: 'remove', prefix: '#', removeDuplicates: true, sort: 'alphabetical' }).text).toBe('a\nb');
  });

  it('numbers the lines after sorting', () => {
    expect(lines('b\na', { sort: 'alphabetical', numberLines: true, prefix: '<', suffix: '>' }).text).toBe('1. <a>\n2. <b>');
  });

  it('sorts 100,000 lines in a few seconds (n log n, not n²)', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `line ${(i * 7919) % 100_000}`).join('\n');
    const started = performance.now();
    const r = lines(text, { sort: 'natural', removeDuplicates: true });
    expect(r.after).toBe(100_000);
    expect(r.text.startsWith('line 0\nline 1\nline 2\n')).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('join', () => {
  const join = (text: string, options: Partial<Options> = {}) => lines(text, { mode: 'join', ...options });
  it('joins the lines with the separator typed, escapes read', () => {
    expect(join('a\nb\nc')).toEqual({ text: 'a, b, c', before: 3, after: 3, duplicatesRemoved: 0, emptyRemoved: 0 });
    expect(join('a\r\nb\r\n', { joinSeparator: '\\t' }).text).toBe('a\tb');
    expect(join('a\nb', { joinSeparator: '\\n\\n' }).text).toBe('a\n\nb');
    expect(join('a\nb', { joinSeparator: '' }).text).toBe('ab');
    expect(join('a\nb', { joinSeparator: ' | ' }).text).toBe('a | b');
  });
  it('the example of the manifest: single quotes, empty lines dropped', () => {
    expect(join('apple\nbanana\n\ncherry\n', { quote: 'single', removeEmpty: true })).toEqual({ text: "'apple', 'banana', 'cherry'", before: 4, after: 3, duplicatesRemoved: 0, emptyRemoved: 1 });
  });
  it('quotes each item, its own quotes and backslashes escaped', () => {
    expect(join(' a \nb"c\nd\\e', { quote: 'double', trim: true }).text).toBe('"a", "b\\"c", "d\\\\e"');
    expect(JSON.parse(`[${join('x"y\nz\\w', { quote: 'double' }).text}]`)).toEqual(['x"y', 'z\\w']);
    expect(join("it's\nok", { quote: 'single' }).text).toBe("'it\\'s', 'ok'");
    expect(join("it's", { quote: 'double' }).text).toBe('"it\'s"');
  });
  it('an empty text gives an empty line', () => expect(join('')).toEqual({ text: '', before: 0, after: 0, duplicatesRemoved: 0, emptyRemoved: 0 }));
});

describe('split', () => {
  const split = (text: string, options: Partial<Options> = {}) => lines(text, { mode: 'split', ...options });
  it('splits at the separator, one item a line', () => {
    expect(split('a,b,c')).toEqual({ text: 'a\nb\nc', before: 1, after: 3, duplicatesRemoved: 0, emptyRemoved: 0 });
    expect(split('a; b;c', { splitSeparator: '; ' }).text).toBe('a\nb;c');
    expect(split('a\tb\tc', { splitSeparator: '\\t' }).text).toBe('a\nb\nc');
    expect(split('a,b', { splitSeparator: '|' }).text).toBe('a,b');
  });
  it('the example of the manifest: trimmed, empty items dropped', () => {
    expect(split('red, green,, blue ', { trim: true, removeEmpty: true })).toEqual({ text: 'red\ngreen\nblue', before: 1, after: 3, duplicatesRemoved: 0, emptyRemoved: 1 });
    expect(split('red, green,, blue ')).toMatchObject({ text: 'red\n green\n\n blue ', after: 4 });
  });
  it('split then join with the same separator gives the text back', () => {
    const text = 'x, y,,z';
    const parts = split(text).text;
    expect(lines(parts, { mode: 'join', joinSeparator: ',' }).text).toBe(text);
  });
  it('bad input: an empty separator is refused with a message', () => {
    expect(run({ text: 'abc' }, { ...BASE, mode: 'split', splitSeparator: '' })).toEqual({ kind: 'tool-error', code: 'emptySeparator' });
    expect(split('')).toEqual({ text: '', before: 0, after: 0, duplicatesRemoved: 0, emptyRemoved: 0 });
  });
  it('reads the escapes \\n \\t \\r \\\\ and keeps other backslashes', () => {
    expect(readSeparator('\\n')).toBe('\n');
    expect(readSeparator('\\r\\n')).toBe('\r\n');
    expect(readSeparator('\\\\n')).toBe('\\n');
    expect(readSeparator('\\x')).toBe('\\x');
    expect(readSeparator('\\')).toBe('\\');
  });
});
