/** The character classes a password draws from, and the characters the two exclusions remove. */

export const CLASSES = ['uppercase', 'lowercase', 'numbers', 'symbols'] as const;
export type CharClass = (typeof CLASSES)[number];

const ALL: Record<CharClass, string> = {
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  numbers: '0123456789',
  // The 32 printable ASCII punctuation characters.
  symbols: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
};

/** Characters that look alike in many fonts (i l 1 L o 0 O). */
export const SIMILAR = 'il1Lo0O';
/** Characters that some systems, shells or forms treat specially, or that are easy to misread. */
export const AMBIGUOUS = '{}[]()/\\\'"`~,;:.<>';

export interface CharsetChoice {
  uppercase: boolean;
  lowercase: boolean;
  numbers: boolean;
  symbols: boolean;
  excludeSimilar: boolean;
  excludeAmbiguous: boolean;
}

/** The characters of each selected class, after the chosen exclusions (never empty: at least 8 per class remain). */
export function selectedSets(choice: CharsetChoice): string[] {
  const excluded = (choice.excludeSimilar ? SIMILAR : '') + (choice.excludeAmbiguous ? AMBIGUOUS : '');
  return CLASSES.filter((c) => choice[c]).map((c) => [...ALL[c]].filter((ch) => !excluded.includes(ch)).join(''));
}
