/**
 * Characters a reader cannot see or can mistake for others: what the inspector flags and what
 * "cleaned text" removes or replaces. Lists from Unicode's own data: Default_Ignorable_Code_Point and
 * Bidi_Control (UCD PropList.txt), Zs spaces, and a hand-checked selection of Cyrillic and Greek
 * letters that UTS #39 confusables.txt maps to a Latin letter.
 */
export type Flag = 'invisible' | 'bidi' | 'space' | 'control' | 'homoglyph';

/** Bidi_Control: can reorder what is displayed ("Trojan Source", CVE-2021-42574). */
const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);

/** Default-ignorable code points that are not bidi controls: drawn as nothing. */
export function isInvisible(cp: number): boolean {
  return (
    cp === 0x00ad || cp === 0x034f || cp === 0x115f || cp === 0x1160 || cp === 0x17b4 || cp === 0x17b5 || cp === 0x180e ||
    (cp >= 0x180b && cp <= 0x180f) || (cp >= 0x200b && cp <= 0x200d) || (cp >= 0x2060 && cp <= 0x2064) || cp === 0x3164 ||
    cp === 0xfeff || cp === 0xffa0 || (cp >= 0x1bca0 && cp <= 0x1bca3) || (cp >= 0xe0000 && cp <= 0xe0fff)
  );
}

/** Cyrillic and Greek letters drawn like a Latin letter (UTS #39 confusables), with that letter. */
export const HOMOGLYPHS: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a', в: 'B', е: 'e', ё: 'ë', і: 'i', ї: 'ï', ј: 'j', к: 'K', м: 'M', н: 'H', о: 'o', р: 'p', с: 'c', т: 'T', у: 'y', х: 'x', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l',
  А: 'A', В: 'B', Е: 'E', Ё: 'Ë', І: 'I', Ї: 'Ï', Ј: 'J', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', Ѕ: 'S', Ԁ: 'D', Ԛ: 'Q', Ԝ: 'W', Һ: 'H', Ӏ: 'I',
  // Greek
  α: 'a', ο: 'o', ρ: 'p', ν: 'v', ι: 'i', κ: 'k', υ: 'u', χ: 'x', γ: 'y',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
};

const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * What is wrong with a code point, if anything. `grapheme` is the character it belongs to: a zero
 * width joiner or a tag inside an emoji (👨‍👩‍👧, 🏴󠁧󠁢󠁳󠁣󠁴󠁿) is part of it, not hidden text; `mixedWord` says whether
 * the word mixes Latin letters with others, where a Cyrillic "а" passes for a Latin "a".
 */
export function flagOf(cp: number, grapheme: string, mixedWord: boolean): Flag | undefined {
  if (BIDI.has(cp)) return 'bidi';
  if (isInvisible(cp)) {
    if ((cp === 0x200d || (cp >= 0xe0020 && cp <= 0xe007f)) && EMOJI.test(grapheme)) return undefined;
    return 'invisible';
  }
  if (cp !== 0x20 && /\p{Zs}/u.test(String.fromCodePoint(cp))) return 'space';
  if (cp === 0x2028 || cp === 0x2029) return 'space';
  if ((cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) || (cp >= 0x7f && cp <= 0x9f)) return 'control';
  if (mixedWord && HOMOGLYPHS[String.fromCodePoint(cp)] !== undefined) return 'homoglyph';
  return undefined;
}

/** What cleaned text puts instead: nothing, a plain space or line break, or the Latin letter. */
export function replacement(cp: number, flag: Flag): string {
  switch (flag) {
    case 'space':
      return cp === 0x2028 || cp === 0x2029 ? '\n' : ' ';
    case 'homoglyph':
      return HOMOGLYPHS[String.fromCodePoint(cp)]!;
    default:
      return '';
  }
}
