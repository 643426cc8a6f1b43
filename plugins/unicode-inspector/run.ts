import { forEachGrapheme, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { loadNames } from './names.ts';
import { flagOf, replacement, type Flag } from './suspicious.ts';

/** Code points described one by one (the counts, flags and normalisation cover the whole text). */
export const MAX_ROWS = 2000;
/** Flagged characters and normalisation changes listed. */
export const MAX_LISTED = 500;

export const CATEGORIES = ['Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'Mn', 'Mc', 'Me', 'Nd', 'Nl', 'No', 'Pc', 'Pd', 'Ps', 'Pe', 'Pi', 'Pf', 'Po', 'Sm', 'Sc', 'Sk', 'So', 'Zs', 'Zl', 'Zp', 'Cc', 'Cf', 'Cs', 'Co', 'Cn'] as const;
export type Category = (typeof CATEGORIES)[number];
const CATEGORY_TESTS = CATEGORIES.map((c) => [c, new RegExp(`^\\p{${c}}$`, 'u')] as const);

export interface CodePointInfo {
  /** 1-based position of the code point in the text. */
  readonly position: number;
  readonly codePoint: number;
  readonly char: string;
  /** The Unicode name, an alias for controls, or a label such as <noncharacter-FFFF>. */
  readonly name: string;
  readonly category: Category;
  /** UTF-8 bytes in hex ("E2 80 8B"); null for a lone surrogate, which UTF-8 cannot hold. */
  readonly utf8: string | null;
  /** UTF-16 code units in hex ("D83D DE00"). */
  readonly utf16: string;
  readonly html: string;
  readonly flag?: Flag;
}

export interface Change {
  /** 1-based position of the character (as a reader counts them). */
  readonly position: number;
  readonly from: string;
  readonly to: string;
}

export interface Inspection {
  readonly characters: number;
  readonly codePoints: number;
  readonly utf8Bytes: number;
  readonly utf16Units: number;
  /** The first MAX_ROWS code points. */
  readonly rows: readonly CodePointInfo[];
  readonly flagged: Readonly<Record<Flag, number>>;
  /** The first MAX_LISTED flagged code points. */
  readonly findings: readonly CodePointInfo[];
  /** The text with invisible characters and bidi controls removed, unusual spaces and homoglyphs replaced (when any was found). */
  readonly cleaned: string | null;
  readonly form: 'none' | 'NFC' | 'NFD' | 'NFKC' | 'NFKD';
  /** The normalised text, when it differs. */
  readonly normalized: string | null;
  readonly changedCharacters: number;
  readonly changes: readonly Change[];
}

const hex = (n: number, width = 4) => n.toString(16).toUpperCase().padStart(width, '0');
export const codePointLabel = (cp: number) => `U+${hex(cp)}`;

function utf8Hex(cp: number): string | null {
  if (cp >= 0xd800 && cp <= 0xdfff) return null;
  const bytes =
    cp < 0x80
      ? [cp]
      : cp < 0x800
        ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
        : cp < 0x10000
          ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
          : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return bytes.map((b) => hex(b, 2)).join(' ');
}

const NAMED: Readonly<Record<number, string>> = { 0x26: '&amp;', 0x3c: '&lt;', 0x3e: '&gt;', 0x22: '&quot;', 0x27: '&apos;', 0xa0: '&nbsp;', 0xad: '&shy;', 0x200c: '&zwnj;', 0x200d: '&zwj;', 0x200e: '&lrm;', 0x200f: '&rlm;' };
export const htmlEscape = (cp: number) => NAMED[cp] ?? `&#x${cp.toString(16).toUpperCase()};`;

function categoryOf(char: string): Category {
  for (const [c, re] of CATEGORY_TESTS) if (re.test(char)) return c;
  return 'Cn';
}

/** The Unicode label of a code point with no name (chapter 4.8 of the standard): <control-0009>, <noncharacter-FFFF>, <reserved-0378>. */
function label(cp: number, category: Category): string {
  const kind =
    (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe
      ? 'noncharacter'
      : category === 'Cc'
        ? 'control'
        : category === 'Co'
          ? 'private-use'
          : category === 'Cs'
            ? 'surrogate'
            : 'reserved';
  return `<${kind}-${hex(cp)}>`;
}

/** UTF-16 ranges of words that mix Latin letters with Cyrillic or Greek ones. */
function mixedWords(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(/[\p{L}\p{M}]{2,}/gu)) {
    if (/\p{Script=Latin}/u.test(m[0]) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(m[0])) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}

/** Every code point of a text with its name, category and encodings; hidden and confusable characters; normalisation. */
export async function run({ text }: Input, options: Options): Promise<Inspection | ToolError> {
  if (text === '') return toolError('empty', { field: 'text' });
  const nameOf = await loadNames();
  const form = options.normalization as Inspection['form'];
  const mixed = mixedWords(text);
  let mixedIndex = 0;

  const rows: CodePointInfo[] = [];
  const findings: CodePointInfo[] = [];
  const flagged: Record<Flag, number> = { invisible: 0, bidi: 0, space: 0, control: 0, homoglyph: 0 };
  const changes: Change[] = [];
  let cleaned = '';
  let characters = 0;
  let codePoints = 0;
  let utf8Bytes = 0;
  let changedCharacters = 0;
  let offset = 0;

  const describe = (cp: number, char: string, position: number, flag: Flag | undefined, category = categoryOf(char)): CodePointInfo => ({
    position,
    codePoint: cp,
    char,
    name: nameOf(char) ?? label(cp, category),
    category,
    utf8: utf8Hex(cp),
    utf16: cp > 0xffff ? `${hex(0xd800 + ((cp - 0x10000) >> 10))} ${hex(0xdc00 + ((cp - 0x10000) & 0x3ff))}` : hex(cp),
    html: htmlEscape(cp),
    ...(flag ? { flag } : {}),
  });

  forEachGrapheme(text, (grapheme) => {
    characters++;
    for (const char of grapheme) {
      const cp = char.codePointAt(0)!;
      codePoints++;
      utf8Bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
      while (mixedIndex < mixed.length && mixed[mixedIndex]![1] <= offset) mixedIndex++;
      const inMixed = mixedIndex < mixed.length && mixed[mixedIndex]![0] <= offset;
      const flag = flagOf(cp, grapheme, inMixed);
      if (flag) {
        flagged[flag]++;
        cleaned += replacement(cp, flag);
        if (findings.length < MAX_LISTED) findings.push(describe(cp, char, codePoints, flag));
      } else {
        cleaned += char;
      }
      if (rows.length < MAX_ROWS) rows.push(describe(cp, char, codePoints, flag));
      offset += char.length;
    }
    if (form !== 'none') {
      const n = grapheme.normalize(form);
      if (n !== grapheme) {
        changedCharacters++;
        if (changes.length < MAX_LISTED) changes.push({ position: characters, from: grapheme, to: n });
      }
    }
  });

  // Normalising character by character equals normalising the whole text except in rare sequences: the whole text decides.
  const whole = form === 'none' ? text : text.normalize(form);
  const anyFlag = Object.values(flagged).some((n) => n > 0);
  return {
    characters,
    codePoints,
    utf8Bytes,
    utf16Units: text.length,
    rows,
    flagged,
    findings,
    cleaned: anyFlag ? cleaned : null,
    form,
    normalized: whole !== text ? whole : null,
    changedCharacters: whole !== text ? Math.max(changedCharacters, 1) : 0,
    changes: whole !== text ? changes : [],
  };
}
