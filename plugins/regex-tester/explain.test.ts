import { describe, expect, it } from 'vitest';
import { isToolError, type TableBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { explainPattern, type ExplainedToken } from './explain.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import { explanationTable } from './view.ts';

const BASE: Options = { global: true, ignoreCase: false, multiline: false, dotAll: false, unicode: false, sticky: false, indices: false };
const en = writer('regex-tester', 'en');

/** The explanation of a pattern with these flags, as the page's table rows in English: "token → meaning" (indent kept as two spaces a level). */
function rows(pattern: string, flags = '', lang: 'en' | 'es' | 'de' | 'fr' = 'en'): string[] {
  const tokens = explainPattern(pattern, flags);
  if (!tokens) throw new Error(`not explained: ${pattern}`);
  const w = lang === 'en' ? en : writer('regex-tester', lang);
  return explanationTable(tokens).rows.map(([token, meaning]) => `${w(token!).replace(/\u00a0/g, ' ')} → ${w(meaning!)}`);
}

/** Every token's text, depth first, as the rows show them (a group's opening and closing around its inside). */
function rowSources(tokens: readonly ExplainedToken[]): string {
  return explanationTable(tokens)
    .rows.map(([token]) => (token as string).replace(/^\u00a0+/, ''))
    .join('');
}

describe('the explanation of a pattern', () => {
  it('comes from run() for a valid pattern only, and not for an empty one', () => {
    const result = run({ pattern: 'a+', text: 'aa', replacement: '' }, BASE);
    expect(isToolError(result) ? null : result.explanation).toEqual([{ source: 'a+', start: 0, end: 2, key: 'char', params: { char: 'a' }, repeat: { min: 1, max: null } }]);
    expect(run({ pattern: '', text: 'aa', replacement: '' }, BASE)).not.toHaveProperty('explanation');
    expect(run({ pattern: '(a', text: 'aa', replacement: '' }, BASE)).toMatchObject({ code: 'regex.unterminatedGroup' });
  });

  it('explains patterns up to 5,000 characters, says so past that, and never costs the matches', () => {
    const long = run({ pattern: 'a|'.repeat(2500) + 'b', text: 'ab', replacement: '' }, BASE);
    expect(long).toMatchObject({ matches: [{ text: 'a' }, { text: 'b' }], tooLongToExplain: true });
    expect(long).not.toHaveProperty('explanation');
    const longest = run({ pattern: 'a|'.repeat(2499) + 'b', text: 'ab', replacement: '' }, BASE);
    expect(isToolError(longest) ? null : longest.explanation).toHaveLength(4999);
    expect(longest).not.toHaveProperty('tooLongToExplain');
    // Nested as deep as the length allows: explained, or not, but the matches are there.
    const deep = run({ pattern: `${'('.repeat(2500)}${')'.repeat(2500)}`, text: 'ab', replacement: '' }, BASE);
    expect(isToolError(deep) ? deep.code : deep.matches.length).toBe(3);
  });

  it('keeps each token as written, with its offsets: the rows, read in order, give the pattern back', () => {
    const patterns: [string, string][] = [
      ['(?<year>\\d{4})-(?:ab|c\\.d)+?[^a-z][\\w.+-]\\1\\k<year>', ''],
      ['^(?=.*\\d)(?!x)(?<=a|b)(?<!c)\\bfoo\\B$', 'm'],
      ['[\\p{L}--[a-z]][\\w&&\\p{ASCII}][\\q{abc|d}]', 'v'],
      ['\\u{1F600}\\x41\\t\\n\\0 \\cJ|', 'u'],
      ['(?i:a)(?-i:b)(?i-m:c)()', ''],
    ];
    for (const [pattern, flags] of patterns) {
      const tokens = explainPattern(pattern, flags)!;
      expect(rowSources(tokens), pattern).toBe(pattern);
      const visit = (list: readonly ExplainedToken[]): void => {
        for (const t of list) {
          expect(pattern.slice(t.start, t.end)).toBe(t.source);
          visit(t.children ?? []);
        }
      };
      visit(tokens);
    }
  });

  it('says what literal text, characters and escapes are', () => {
    expect(rows('cat')).toEqual(['cat → The text “cat”']);
    expect(rows('a\\.b-')).toEqual(['a\\.b- → The text “a.b-”']);
    // A single space between words stays in the text; alone, doubled or at an end it is said by name.
    expect(rows('Hello world')).toEqual(['Hello world → The text “Hello world”']);
    expect(rows('a  b c ')).toEqual(['a → The character “a”', '  → A space', '  → A space', 'b c → The text “b c”', '  → A space']);
    expect(rows('x \\t\\n\\r')).toEqual(['x → The character “x”', '  → A space', '\\t → A tab', '\\n → A line feed (LF), the usual line break', '\\r → A carriage return (CR)']);
    expect(rows('\\u{1F600}\\x41\\u00e9', 'u')).toEqual(['\\u{1F600} → The character “😀” (U+1F600)', '\\x41 → The character “A” (U+0041)', '\\u00e9 → The character “é” (U+00E9)']);
    // A no-break space is invisible quoted: said by its code (the helper writes it as a space).
    expect(rows('\\x07\u00a0')).toEqual(['\\x07 → The character U+0007', '  → The character U+00A0']);
  });

  it('says what character classes, sets and ranges are', () => {
    expect(rows('\\d\\D\\w\\W\\s\\S')).toEqual([
      '\\d → A digit from 0 to 9',
      '\\D → Any character except a digit',
      '\\w → A word character: a letter from a to z or A to Z, a digit or _',
      '\\W → Any character except a word character',
      '\\s → A whitespace character (space, tab, line break…)',
      '\\S → Any character except whitespace',
    ]);
    expect(rows('[a-z][^0-9]')).toEqual(['[a-z] → One character from “a” to “z”', '[^0-9] → Any character except those from “0” to “9”']);
    expect(rows('[\\w.-]')).toEqual(['[ → One of these characters:', '  \\w → A word character: a letter from a to z or A to Z, a digit or _', '  . → The character “.”', '  - → The character “-”', '] → End of the set']);
    expect(rows('[^a-fx]')).toEqual(['[^ → Any character except these:', '  a-f → A character from “a” to “f”', '  x → The character “x”', '] → End of the set']);
    expect(rows('[][^]')).toEqual(['[] → Nothing: an empty set matches no character', '[^] → Any character, line breaks included']);
  });

  it('counts repetitions with numbers, greedy or lazy', () => {
    expect(rows('a*b+c?d{3}e{2,5}f{2,}g+?h{0}')).toEqual([
      'a* → The character “a”, zero or more times (as many as possible)',
      'b+ → The character “b”, one or more times (as many as possible)',
      'c? → The character “c”, zero times or once (as many as possible)',
      'd{3} → The character “d”, exactly 3 times',
      'e{2,5} → The character “e”, between 2 and 5 times (as many as possible)',
      'f{2,} → The character “f”, 2 or more times (as many as possible)',
      'g+? → The character “g”, one or more times (as few as possible)',
      'h{0} → The character “h”, zero times',
    ]);
    expect(rows('a{1}')).toEqual(['a{1} → The character “a”, exactly once']);
    // The numbers are the page language's.
    expect(rows('x{1000,2000}', '', 'de')).toEqual(['x{1000,2000} → Das Zeichen „x“, 1.000- bis 2.000-mal (so oft wie möglich)']);
    expect(rows('x{1000}', '', 'fr')).toEqual(['x{1000} → Le caractère «\u202fx\u202f», exactement 1\u202f000 fois']);
  });

  it('numbers and names groups, and says where each ends', () => {
    expect(rows('(?<year>\\d{4})-(\\d\\d)(?:x|y)+')).toEqual([
      '(?<year> → Capturing group “year” (group 1)',
      '  \\d{4} → A digit from 0 to 9, exactly 4 times',
      ') → End of group 1',
      '- → The character “-”',
      '( → Capturing group 2',
      '  \\d → A digit from 0 to 9',
      '  \\d → A digit from 0 to 9',
      ') → End of group 2',
      '(?: → Group without capturing, one or more times (as many as possible)',
      '  x → The character “x”',
      '  | → Or',
      '  y → The character “y”',
      ')+ → End of the group',
    ]);
    expect(rows('a|bc|')).toEqual(['a → The character “a”', '| → Or', 'bc → The text “bc”', '| → Or']);
    expect(rows('()')).toEqual(['() → Capturing group 1']);
  });

  it('explains lookarounds, boundaries and back-references', () => {
    expect(rows('\\b(?=a)(?!b)(?<=c)(?<!d)\\B')).toEqual([
      '\\b → A word boundary',
      '(?= → Followed by (not part of the match):',
      '  a → The character “a”',
      ') → End of the lookahead',
      '(?! → Not followed by:',
      '  b → The character “b”',
      ') → End of the lookahead',
      '(?<= → Preceded by (not part of the match):',
      '  c → The character “c”',
      ') → End of the lookbehind',
      '(?<! → Not preceded by:',
      '  d → The character “d”',
      ') → End of the lookbehind',
      '\\B → Not a word boundary',
    ]);
    expect(rows('(a)(?<w>b)\\1\\k<w>\\2')).toEqual([
      '( → Capturing group 1',
      '  a → The character “a”',
      ') → End of group 1',
      '(?<w> → Capturing group “w” (group 2)',
      '  b → The character “b”',
      ') → End of group 2',
      '\\1 → The same text as group 1 matched',
      '\\k<w> → The same text as group “w” (group 2) matched',
      '\\2 → The same text as group 2 matched',
    ]);
  });

  it('gives ^ and $ their meaning with and without the m flag, also inside a (?m:…) group', () => {
    expect(rows('^a$')).toEqual(['^ → The start of the text', 'a → The character “a”', '$ → The end of the text']);
    expect(rows('^a$', 'm')).toEqual(['^ → The start of a line (m flag)', 'a → The character “a”', '$ → The end of a line (m flag)']);
    expect(rows('(?m:^)(?-m:$)', 'm')).toEqual([
      '(?m: → Group without capturing, with flags on: m',
      '  ^ → The start of a line (m flag)',
      ') → End of the group',
      '(?-m: → Group without capturing, with flags off: m',
      '  $ → The end of the text',
      ') → End of the group',
    ]);
  });

  it('gives . its meaning with and without the s flag', () => {
    expect(rows('.')).toEqual(['. → Any character except a line break']);
    expect(rows('.', 's')).toEqual(['. → Any character, line breaks included']);
    expect(rows('(?s-i:.)', 'i')).toEqual(['(?s-i: → Group without capturing, with flags on: s, off: i', '  . → Any character, line breaks included', ') → End of the group']);
  });

  it('says that letters match in either case with the i flag, and not for text without case', () => {
    expect(rows('Ab-1')).toEqual(['Ab-1 → The text “Ab-1”']);
    expect(rows('Ab-1', 'i')).toEqual(['Ab-1 → The text “Ab-1”, in upper or lower case']);
    expect(rows('a-', 'i')).toEqual(['a- → The text “a-”, in upper or lower case']);
    expect(rows('-1', 'i')).toEqual(['-1 → The text “-1”']);
    expect(rows('[a-f][^0-9][!-~]x+', 'i')).toEqual([
      '[a-f] → One character from “a” to “f”, in upper or lower case',
      '[^0-9] → Any character except those from “0” to “9”',
      '[!-~] → One character from “!” to “~”, in upper or lower case',
      'x+ → The character “x”, in upper or lower case, one or more times (as many as possible)',
    ]);
    expect(rows('[_a-c]', 'i')).toEqual(['[ → One of these characters:', '  _ → The character “_”', '  a-c → A character from “a” to “c”, in upper or lower case', '] → End of the set']);
    expect(rows('(?i:é)x')).toEqual(['(?i: → Group without capturing, with flags on: i', '  é → The character “é”, in upper or lower case', ') → End of the group', 'x → The character “x”']);
  });

  it('reads \\p{…} and \\u{…} as the u flag does, and as the letters p and u without it', () => {
    expect(rows('\\p{L}\\P{Lu}\\p{Script=Greek}\\p{sc=Latn}\\P{scx=Cyrl}\\p{Emoji}\\p{Ideographic}', 'u')).toEqual([
      '\\p{L} → A character with the Unicode property “Letter”',
      '\\P{Lu} → Any character without the Unicode property “Uppercase letter”',
      '\\p{Script=Greek} → A character of the “Greek” script',
      '\\p{sc=Latn} → A character of the “Latn” script',
      '\\P{scx=Cyrl} → Any character outside the “Cyrl” script',
      '\\p{Emoji} → A character with the Unicode property “Emoji”',
      // A property without words of ours is quoted as written.
      '\\p{Ideographic} → A character with the Unicode property “Ideographic”',
    ]);
    expect(rows('\\p{Letter}\\p{General_Category=Nd}', 'u')).toEqual(['\\p{Letter} → A character with the Unicode property “Letter”', '\\p{General_Category=Nd} → A character with the Unicode property “Decimal digit”']);
    expect(rows('\\p{L}+')).toEqual(['\\p → The character “p”', '{L → The text “{L”', '}+ → The character “}”, one or more times (as many as possible)']);
    expect(rows('\\u{3}')).toEqual(['\\u{3} → The character “u”, exactly 3 times']);
    expect(rows('\\u{3}', 'u')).toEqual(['\\u{3} → The character U+0003']);
    expect(rows('\\p{L}', 'u', 'de')).toEqual(['\\p{L} → Ein Zeichen mit der Unicode-Eigenschaft „Buchstabe“']);
  });

  it('explains the v flag’s set operations and strings', () => {
    expect(rows('[\\p{L}--[a-z]]', 'v')).toEqual([
      '[ → One of these characters:',
      '  \\p{L} → A character with the Unicode property “Letter”',
      '  -- → but not',
      '  [a-z] → One character from “a” to “z”',
      '] → End of the set',
    ]);
    expect(rows('[^\\w&&\\p{ASCII}&&\\D]', 'v')).toEqual([
      '[^ → Any character except these:',
      '  \\w → A word character: a letter from a to z or A to Z, a digit or _',
      '  && → and also',
      '  \\p{ASCII} → A character with the Unicode property “ASCII”',
      '  && → and also',
      '  \\D → Any character except a digit',
      '] → End of the set',
    ]);
    expect(rows('[\\q{abc|d}x]', 'v')).toEqual([
      '[ → One of these characters:',
      '  \\q{ → One of these strings:',
      '    abc → The text “abc”',
      '    | → Or',
      '    d → The character “d”',
      '  } → End of the strings',
      '  x → The character “x”',
      '] → End of the set',
    ]);
    // Pasted as /…/v, the flag comes with the pattern.
    const pasted = run({ pattern: '/[\\p{L}--[a-z]]/v', text: 'aÉ', replacement: '' }, BASE);
    expect(isToolError(pasted) ? null : pasted.explanation?.[0]?.children?.map((t) => t.key)).toEqual(['property', 'subtract', 'classRange']);
  });

  it('has every meaning in every language', () => {
    const pattern = '^(?<a>x)(y)\\1\\k<a>(?:z|\\d\\D\\w\\W\\s\\S.)+?(?=a)(?!b)(?<=c)(?<!d)\\b\\B[a-z][^a-z][ab][^ab][]\\t\\n\\r\\v\\f\\0 \\x41\\x07x*y?z{2}w{2,}v{2,3}u{0}t{1}(?i:q)(?-i:r)(?i-m:s)$';
    for (const lang of ['en', 'es', 'de', 'fr'] as const) {
      for (const [flags, p] of [
        ['', pattern],
        ['ims', pattern],
        ['u', '\\p{L}\\P{L}\\p{sc=Greek}\\P{sc=Greek}\\p{Ideographic}[^]'],
        ['v', '[\\p{L}--[a-z]--x][\\w&&\\d][\\q{ab|c}]'],
      ] as const) {
        const tokens = explainPattern(p, flags);
        expect(tokens, p).not.toBeNull();
        for (const row of rows(p, flags, lang)) expect(row.split(' → ')[1], `${lang} ${p}`).not.toMatch(/explain\.|\{\w+\}/);
      }
    }
    // Every property said in words has them in every language.
    for (const lang of ['es', 'de', 'fr'] as const) {
      const table: TableBlock = explanationTable(explainPattern('\\p{L}\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}\\p{Mn}\\p{N}\\p{Nd}\\p{P}\\p{S}\\p{Sc}\\p{Sm}\\p{Z}\\p{Zs}\\p{Cc}\\p{Alphabetic}\\p{White_Space}\\p{Uppercase}\\p{Lowercase}\\p{Emoji}\\p{Extended_Pictographic}\\p{ASCII}\\p{Any}', 'u')!);
      const w = writer('regex-tester', lang);
      for (const [, meaning] of table.rows) expect(w(meaning!)).not.toMatch(/properties\./);
    }
  });
});
