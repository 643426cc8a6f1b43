import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { captureGroupNames, MAX_MATCHES, regexLiteral, regexTraps, run, type RegexResult } from './run.ts';

const BASE: Options = { global: true, ignoreCase: false, multiline: false, dotAll: false, unicode: false, sticky: false, indices: false };

function test(pattern: string, text: string, options: Partial<Options> = {}, replacement = ''): RegexResult {
  const result = run({ pattern, text, replacement }, { ...BASE, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code} ${JSON.stringify(result.params)}`);
  return result;
}
const texts = (r: RegexResult) => r.matches.map((m) => m.text);
const indexes = (r: RegexResult) => r.matches.map((m) => m.index);

describe('regex tester', () => {
  it('gives no matches for an empty pattern', () => {
    expect(test('', 'abc')).toEqual({ matches: [], flags: 'g', truncated: false });
    expect(test('', 'abc', {}, 'x')).toEqual({ matches: [], flags: 'g', truncated: false });
  });

  it('lists every match with its start and end', () => {
    expect(test('o', 'foo boo')).toEqual({
      matches: [
        { index: 1, end: 2, text: 'o', groups: [] },
        { index: 2, end: 3, text: 'o', groups: [] },
        { index: 5, end: 6, text: 'o', groups: [] },
        { index: 6, end: 7, text: 'o', groups: [] },
      ],
      flags: 'g',
      truncated: false,
      explanation: [{ source: 'o', start: 0, end: 1, key: 'char', params: { char: 'o' } }],
    });
    expect(test('x', 'abc').matches).toEqual([]);
  });

  it('finds only the first match without the g flag', () => {
    const r = test('\\d+', 'a1 b22 c333', { global: false });
    expect(r.flags).toBe('');
    expect(r.matches).toEqual([{ index: 1, end: 2, text: '1', groups: [] }]);
  });

  it('applies each flag', () => {
    expect(texts(test('abc', 'ABC abc'))).toEqual(['abc']);
    expect(texts(test('abc', 'ABC abc', { ignoreCase: true }))).toEqual(['ABC', 'abc']);
    expect(texts(test('^\\w+$', 'one\ntwo'))).toEqual([]);
    expect(texts(test('^\\w+$', 'one\ntwo', { multiline: true }))).toEqual(['one', 'two']);
    expect(texts(test('a.b', 'a\nb'))).toEqual([]);
    expect(texts(test('a.b', 'a\nb', { dotAll: true }))).toEqual(['a\nb']);
    // Sticky: matches must follow each other from the start.
    expect(texts(test('\\d', '12a3', { sticky: true }))).toEqual(['1', '2']);
    expect(texts(test('\\d', 'a12', { sticky: true }))).toEqual([]);
    expect(test('a', 'a', { global: true, ignoreCase: true, multiline: true, dotAll: true, unicode: true, sticky: true, indices: true }).flags).toBe('dgimsuy');
  });

  it('numbers capture groups and names the named ones', () => {
    const r = test('(?<year>\\d{4})-(\\d{2})(?:-(?<day>\\d{2}))?(x)?', '2024-03-15 1999-12');
    expect(r.matches).toEqual([
      {
        index: 0,
        end: 10,
        text: '2024-03-15',
        groups: [{ name: 'year', text: '2024' }, { text: '03' }, { name: 'day', text: '15' }, { text: undefined }],
      },
      {
        index: 11,
        end: 18,
        text: '1999-12',
        groups: [{ name: 'year', text: '1999' }, { text: '12' }, { name: 'day', text: undefined }, { text: undefined }],
      },
    ]);
  });

  it('reads group names past escapes, classes and lookarounds', () => {
    expect(captureGroupNames('\\((a)[(](?:b)(?=c)(?!d)(?<=e)(?<!f)(?<g>h)[\\]()](i)')).toEqual([undefined, 'g', undefined]);
    const r = test('\\((?<inner>[^)]*)\\)(?<=\\))', 'f(x) g(yz)');
    expect(r.matches.map((m) => m.groups)).toEqual([[{ name: 'inner', text: 'x' }], [{ name: 'inner', text: 'yz' }]]);
  });

  it('advances past zero-width matches and terminates', () => {
    const boundaries = test('\\b', 'hi there');
    expect(indexes(boundaries)).toEqual([0, 2, 3, 8]);
    expect(texts(boundaries)).toEqual(['', '', '', '']);
    expect(indexes(test('(?=a)', 'banana'))).toEqual([1, 3, 5]);
    expect(indexes(test('x*', 'abc'))).toEqual([0, 1, 2, 3]);
    expect(indexes(test('(?:)', ''))).toEqual([0]);
    expect(indexes(test('^', 'a\nb', { multiline: true }))).toEqual([0, 2]);
    // With u, an empty match steps over a whole emoji, not into its surrogate pair.
    expect(indexes(test('(?:)', '👍a', { unicode: true }))).toEqual([0, 2, 3]);
    expect(indexes(test('(?:)', '👍a'))).toEqual([0, 1, 2, 3]);
  });

  it('stops listing at 10,000 matches and says so', () => {
    const r = test('a', 'a'.repeat(MAX_MATCHES + 5));
    expect(r.matches).toHaveLength(MAX_MATCHES);
    expect(r.truncated).toBe(true);
    expect(r.matches.at(-1)!.index).toBe(MAX_MATCHES - 1);
    const zeroWidth = test('', 'x'.repeat(20_000).replace(/$/, '')); // empty pattern: none
    expect(zeroWidth.matches).toEqual([]);
    expect(test('(?:)', 'x'.repeat(20_000)).truncated).toBe(true);
    expect(test('a', 'a'.repeat(MAX_MATCHES)).truncated).toBe(false);
  });

  it('gives the start and end of each group with the d flag', () => {
    const r = test('(?<key>\\w+)=(\\w*)(!)?', 'a=1 bb=', { indices: true });
    expect(r.flags).toBe('dg');
    expect(r.matches).toEqual([
      {
        index: 0,
        end: 3,
        text: 'a=1',
        groups: [{ name: 'key', text: 'a', index: 0, end: 1 }, { text: '1', index: 2, end: 3 }, { text: undefined }],
      },
      {
        index: 4,
        end: 7,
        text: 'bb=',
        groups: [{ name: 'key', text: 'bb', index: 4, end: 6 }, { text: '', index: 7, end: 7 }, { text: undefined }],
      },
    ]);
    // Without d, no group positions.
    expect(test('(\\w)', 'a').matches[0]!.groups).toEqual([{ text: 'a' }]);
  });

  it('reports an invalid pattern in the page’s words (the engine’s only when unknown), at the pattern field', () => {
    expect(run({ pattern: '(abc', text: 'abc', replacement: '' }, BASE)).toEqual({ kind: 'tool-error', code: 'regex.unterminatedGroup', params: { field: 'pattern' } });
    const codes: Record<string, string> = {
      '[a-': 'regex.unterminatedClass',
      '*a': 'regex.nothingToRepeat',
      'a{2,1}': 'regex.quantifierOutOfOrder',
      '(?<n>a)(?<n>b)': 'regex.duplicateGroupName',
      '\\': 'regex.trailingBackslash',
      '(?<1>a)': 'regex.invalidGroupName',
      '[z-a]': 'regex.rangeOutOfOrder',
      'a)': 'regex.unmatchedParenthesis',
    };
    for (const [pattern, code] of Object.entries(codes)) expect(run({ pattern, text: 'x', replacement: '' }, BASE), pattern).toMatchObject({ code, params: { field: 'pattern' } });
    // Valid only without u, invalid with it.
    expect(isToolError(run({ pattern: '\\-', text: '-', replacement: '' }, BASE))).toBe(false);
    expect(run({ pattern: '\\-', text: '-', replacement: '' }, { ...BASE, unicode: true })).toMatchObject({ code: 'regex.invalidEscape' });
  });

  it('previews a replacement with $1, $<name> and $&', () => {
    expect(test('(\\w+)@(\\w+)', 'ana@home bo@work', {}, '$2:$1').replaced).toBe('home:ana work:bo');
    expect(test('(?<first>\\w+) (?<last>\\w+)', 'Ada Lovelace', {}, '$<last>, $<first>').replaced).toBe('Lovelace, Ada');
    expect(test('o', 'foo', {}, '[$&]').replaced).toBe('f[o][o]');
    // Without g only the first match is replaced.
    expect(test('o', 'foo', { global: false }, '0').replaced).toBe('f0o');
    expect(test('x', 'abc', {}, 'y').replaced).toBe('abc');
    expect(test('o', 'foo').replaced).toBeUndefined();
    // Sticky and global: only the leading run is replaced.
    expect(test('a', 'aaba', { sticky: true }, '-').replaced).toBe('--ba');
  });

  it('handles Unicode text', () => {
    expect(texts(test('.', '👍🏽', { unicode: true }))).toEqual(['👍', '🏽']);
    expect(test('.', '👍🏽').matches).toHaveLength(4);
    expect(texts(test('\\p{L}+', '漢字 and العربية', { unicode: true }))).toEqual(['漢字', 'and', 'العربية']);
    expect(texts(test('e\\u0301', 'café e\u0301'))).toEqual(['e\u0301']);
    expect(indexes(test('\\uD800', 'a\uD800b'))).toEqual([1]);
    expect(texts(test('(?<emoji>\\p{Extended_Pictographic})', 'ok 👍🏽!', { unicode: true }))).toEqual(['👍']);
    expect(test('é', 'É', { ignoreCase: true }).matches).toHaveLength(1);
  });

  it('runs a normally backtracking pattern on ordinary input to the end', () => {
    const r = test('(a+)+$', 'aaaa');
    expect(r.matches).toEqual([{ index: 0, end: 4, text: 'aaaa', groups: [{ text: 'aaaa' }] }]);
    expect(test('(a+)+$', 'aaab!').matches).toEqual([]);
  });
});

describe('a pattern pasted as JavaScript writes it', () => {
  const base = { global: false, ignoreCase: false, multiline: false, dotAll: false, unicode: false, sticky: false, indices: false };
  it('is read as its source and flags, added to those ticked', () => {
    const r = run({ pattern: '/ab+c/gi', text: 'ABBC abc', replacement: '' }, base);
    expect(isToolError(r)).toBe(false);
    if (isToolError(r)) return;
    expect(r.literal).toEqual({ source: 'ab+c', flags: 'gi' });
    expect(r.flags).toBe('gi');
    expect(r.matches.map((m) => m.text)).toEqual(['ABBC', 'abc']);
  });

  it('is not a literal with repeated or unknown flags, or without a source', () => {
    expect(regexLiteral('/a/gg')).toBeNull();
    expect(regexLiteral('/a/x')).toBeNull();
    expect(regexLiteral('//')).toBeNull();
    expect(regexLiteral('a/b/')).toBeNull();
    expect(regexLiteral('/a\\/b/')).toEqual({ source: 'a\\/b', flags: '' });
  });
});

describe('patterns that are valid but silently mean something else without the u flag', () => {
  const opts = (over: Partial<Options> = {}): Options => ({ global: true, ignoreCase: false, multiline: false, dotAll: false, unicode: false, sticky: false, indices: false, ...over });

  it('says that \\p{…} needs the u flag, and finds the letters once it is ticked', () => {
    const without = run({ pattern: '\\p{L}+', text: 'Café Zürich', replacement: '' }, opts());
    expect(without).toMatchObject({ matches: [], traps: ['propertyWithoutUnicode'] });
    const withU = run({ pattern: '\\p{L}+', text: 'Café Zürich', replacement: '' }, opts({ unicode: true }));
    expect(withU).not.toHaveProperty('traps');
    expect((withU as RegexResult).matches.map((m) => m.text)).toEqual(['Café', 'Zürich']);
    // Pasted as /…/u, the flag comes with it.
    expect(run({ pattern: '/\\P{L}+/u', text: 'ab12', replacement: '' }, opts())).not.toHaveProperty('traps');
  });

  it('says that \\k<name> needs a named group, and not when the pattern has one', () => {
    expect(regexTraps('(\\w)\\k<x>', '')).toEqual(['namedReferenceWithoutGroup']);
    expect(regexTraps('(?<x>\\w)\\k<x>', '')).toEqual([]);
    // A lookbehind is not a named group.
    expect(regexTraps('(?<=a)\\k<x>', 'g')).toEqual(['namedReferenceWithoutGroup']);
  });

  it('reads an escaped backslash as one: \\\\p{L} is a backslash, p and {L}, meant as written', () => {
    expect(regexTraps('\\\\p{L}', '')).toEqual([]);
    expect(regexTraps('[\\p{L}]', 'i')).toEqual(['propertyWithoutUnicode']);
    expect(regexTraps('\\p{L}', 'v')).toEqual([]);
  });
});
