import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { MAX_MARKS, run, type ReplaceResult } from './run.ts';

const BASE: Options = { useRegex: false, matchCase: false, wholeWords: false, replaceAll: true, occurrence: 1 };

function replace(find: string, replacement: string, text: string, options: Partial<Options> = {}): ReplaceResult {
  const r = run({ find, replace: replacement, text }, { ...BASE, ...options });
  if (isToolError(r)) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r;
}

describe('find and replace', () => {
  it('leaves the text as it is when there is nothing to find', () => {
    expect(replace('', 'x', 'abc')).toEqual({ text: 'abc', matches: 0, replacements: 0, marks: [] });
    expect(replace('z', 'x', 'abc')).toEqual({ text: 'abc', matches: 0, replacements: 0, marks: [] });
  });

  it('replaces plain text literally: no special characters, $ stays $', () => {
    expect(replace('a.b', '$1$&$$', 'a.b axb a.b').text).toBe('$1$&$$ axb $1$&$$');
    expect(replace('(x)', '[y]', '(x)(x)').text).toBe('[y][y]');
    expect(replace('\\', '/', 'C:\\dir\\file').text).toBe('C:/dir/file');
  });

  it('is the same as split/join for plain text with match case, for any text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 3 }), fc.string({ maxLength: 3 }), fc.string({ maxLength: 40 }), (find, by, text) => {
        const r = replace(find, by, text, { matchCase: true });
        expect(r.text).toBe(text.split(find).join(by));
        expect(r.matches).toBe(text.split(find).length - 1);
      }),
    );
  });

  it('ignores case unless asked, in every alphabet', () => {
    expect(replace('straße', 'x', 'STRASSE Straße').matches).toBe(1);
    expect(replace('σ', 'x', 'Σσ').text).toBe('xx');
    expect(replace('Ä', 'x', 'äÄ', { matchCase: true }).text).toBe('äx');
  });

  it('finds whole words by the letters of every script', () => {
    expect(replace('caf', 'X', 'caf café caf_ caf1 (caf)', { wholeWords: true }).text).toBe('X café caf_ caf1 (X)');
    expect(replace('C++', 'Rust', 'C++ and C++11', { wholeWords: true }).text).toBe('Rust and C++11');
    expect(replace('né', 'x', 'né née', { wholeWords: true }).text).toBe('x née');
  });

  it('uses $1, $<name>, $&, $` and $\' in regex mode, as String.prototype.replace does', () => {
    const cases: [string, string, string][] = [
      ['(\\w+)@(\\w+)', '$2:$1', 'ana@home bo@work'],
      ['(?<a>x)(y)?', '[$<a>|$2|$&|$$|$3|$<b>]', 'xy x'],
      ['b', "<$`|$'>", 'abc'],
      ['(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)', '$11-$10-$1a-$01', 'abcdefghijk'],
      ['(a)', '$2$0$', 'a'],
      ['^', '> ', 'one\ntwo'],
    ];
    for (const [pattern, template, text] of cases) {
      expect(replace(pattern, template, text, { useRegex: true, matchCase: true }).text, pattern).toBe(text.replace(new RegExp(pattern, 'gmu'), template));
    }
  });

  it('matches ^ and $ at every line, and an emoji as one character', () => {
    expect(replace('^\\s+|\\s+$', '', '  a  \n b ', { useRegex: true }).text).toBe('a\nb');
    expect(replace('.', '*', '👍🏽a', { useRegex: true }).text).toBe('***');
    expect(replace('\\p{Lu}', '_', 'ÀbÇ', { useRegex: true, matchCase: true }).text).toBe('_b_');
  });

  it('counts zero-width matches and ends', () => {
    const r = replace('\\b', '|', 'hi there', { useRegex: true });
    expect(r.text).toBe('|hi| |there|');
    expect(r.matches).toBe(4);
  });

  it('replaces one match at a time', () => {
    const r = replace('o', '0', 'foo boo', { replaceAll: false, occurrence: 3 });
    expect(r).toEqual({
      text: 'foo b0o',
      matches: 4,
      replacements: 1,
      marks: [{ index: 1, end: 2 }, { index: 2, end: 3 }, { index: 5, end: 6, replacement: '0' }, { index: 6, end: 7 }],
    });
    expect(run({ find: 'o', replace: '0', text: 'foo' }, { ...BASE, replaceAll: false, occurrence: 5 })).toEqual({ kind: 'tool-error', code: 'noSuchMatch', params: { occurrence: 5, matches: 2 } });
    // No match at all: nothing to choose from, no error.
    expect(replace('z', '0', 'foo', { replaceAll: false, occurrence: 5 }).matches).toBe(0);
  });

  it('reports an invalid pattern in the page’s words, at the find field', () => {
    expect(run({ find: '(a', replace: '', text: 'a' }, { ...BASE, useRegex: true })).toEqual({ kind: 'tool-error', code: 'regex.unterminatedGroup', params: { field: 'find' } });
    expect(run({ find: 'a{2,1}', replace: '', text: 'a' }, { ...BASE, useRegex: true })).toMatchObject({ code: 'regex.quantifierOutOfOrder' });
    // Plain text is never an invalid pattern.
    expect(replace('(a', 'b', '(a').text).toBe('b');
  });

  it('counts and replaces every match of a large text, keeping the first marks for the preview', () => {
    const text = 'ab '.repeat(300_000);
    const r = replace('a', 'x', text);
    expect(r.matches).toBe(300_000);
    expect(r.replacements).toBe(300_000);
    expect(r.marks).toHaveLength(MAX_MARKS);
    expect(r.text).toBe('xb '.repeat(300_000));
  });
});
