/**
 * Unicode's styled letters: the Mathematical Alphanumeric Symbols (U+1D400–1D7FF, with the letters Unicode
 * had already encoded in Letterlike Symbols taking their place), the enclosed and full-width forms, small
 * capitals, turned letters, and combining strokes. A character without a styled form is kept as it is.
 */
export const STYLES = [
  'bold', 'italic', 'boldItalic', 'script', 'boldScript', 'fraktur', 'boldFraktur', 'doubleStruck',
  'sans', 'sansBold', 'sansItalic', 'sansBoldItalic', 'monospace', 'fullwidth',
  'circled', 'circledNegative', 'squared', 'squaredNegative', 'smallCaps', 'upsideDown', 'strikethrough', 'underline',
] as const;
export type Style = (typeof STYLES)[number];

interface Alphabet {
  /** First code point of A–Z, of a–z and of 0–9, where the style has them. */
  readonly upper?: number;
  readonly lower?: number;
  readonly digits?: number;
  /** Letters encoded before the block, used instead of its reserved holes (script B is U+212C). */
  readonly holes?: Readonly<Record<string, number>>;
  /** No lower case: a–z take the capitals' forms. */
  readonly upperOnly?: boolean;
}

const MATH: Partial<Record<Style, Alphabet>> = {
  bold: { upper: 0x1d400, lower: 0x1d41a, digits: 0x1d7ce },
  italic: { upper: 0x1d434, lower: 0x1d44e, holes: { h: 0x210e } },
  boldItalic: { upper: 0x1d468, lower: 0x1d482 },
  script: {
    upper: 0x1d49c,
    lower: 0x1d4b6,
    holes: { B: 0x212c, E: 0x2130, F: 0x2131, H: 0x210b, I: 0x2110, L: 0x2112, M: 0x2133, R: 0x211b, e: 0x212f, g: 0x210a, o: 0x2134 },
  },
  boldScript: { upper: 0x1d4d0, lower: 0x1d4ea },
  fraktur: { upper: 0x1d504, lower: 0x1d51e, holes: { C: 0x212d, H: 0x210c, I: 0x2111, R: 0x211c, Z: 0x2128 } },
  boldFraktur: { upper: 0x1d56c, lower: 0x1d586 },
  doubleStruck: { upper: 0x1d538, lower: 0x1d552, digits: 0x1d7d8, holes: { C: 0x2102, H: 0x210d, N: 0x2115, P: 0x2119, Q: 0x211a, R: 0x211d, Z: 0x2124 } },
  sans: { upper: 0x1d5a0, lower: 0x1d5ba, digits: 0x1d7e2 },
  sansBold: { upper: 0x1d5d4, lower: 0x1d5ee, digits: 0x1d7ec },
  sansItalic: { upper: 0x1d608, lower: 0x1d622 },
  sansBoldItalic: { upper: 0x1d63c, lower: 0x1d656 },
  monospace: { upper: 0x1d670, lower: 0x1d68a, digits: 0x1d7f6 },
  circled: { upper: 0x24b6, lower: 0x24d0 },
  circledNegative: { upper: 0x1f150, upperOnly: true },
  squared: { upper: 0x1f130, upperOnly: true },
  squaredNegative: { upper: 0x1f170, upperOnly: true },
};

/** ①–⑨ and ⓪; ❶–❾ and ⓿: the digits of the circled styles are not in one run. */
const CIRCLED_DIGITS = '⓪①②③④⑤⑥⑦⑧⑨';
const NEGATIVE_DIGITS = '⓿❶❷❸❹❺❻❼❽❾';

const SMALL_CAPS: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwyz'].map((c, i) => [c, [...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ'][i]!]),
);

/** Letters turned half a turn; read from the end, so that the text reads upside down. */
const TURNED: Readonly<Record<string, string>> = (() => {
  const pairs: [string, string][] = [
    ['a', 'ɐ'], ['b', 'q'], ['c', 'ɔ'], ['d', 'p'], ['e', 'ǝ'], ['f', 'ɟ'], ['g', 'ƃ'], ['h', 'ɥ'], ['i', 'ᴉ'], ['j', 'ɾ'],
    ['k', 'ʞ'], ['m', 'ɯ'], ['n', 'u'], ['r', 'ɹ'], ['t', 'ʇ'], ['v', 'ʌ'], ['w', 'ʍ'], ['y', 'ʎ'],
    ['A', '∀'], ['C', 'Ɔ'], ['E', 'Ǝ'], ['F', 'Ⅎ'], ['G', '⅁'], ['J', 'ſ'], ['L', '˥'], ['M', 'W'], ['P', 'Ԁ'], ['T', '⊥'],
    ['U', '∩'], ['V', 'Λ'], ['Y', '⅄'], ['1', 'Ɩ'], ['2', 'ᄅ'], ['3', 'Ɛ'], ['4', 'ㄣ'], ['5', 'ϛ'], ['6', '9'], ['7', 'ㄥ'],
    ['.', '˙'], [',', "'"], ['?', '¿'], ['!', '¡'], ['(', ')'], ['[', ']'], ['{', '}'], ['<', '>'], ['_', '‾'], ['&', '⅋'], ['"', '„'],
  ];
  const map: Record<string, string> = {};
  // Each pair both ways (p ↔ d, 6 ↔ 9, ( ↔ )), the first one given winning.
  for (const [from, to] of pairs) {
    map[from] ??= to;
    map[to] ??= from;
  }
  return map;
})();

const STROKE: Partial<Record<Style, string>> = { strikethrough: '\u0336', underline: '\u0332' };

const A = 'A'.codePointAt(0)!;
const LOWER_A = 'a'.codePointAt(0)!;
const ZERO = '0'.codePointAt(0)!;

/** One base character (no marks) in an alphabet's style, or itself. */
function styledChar(ch: string, alphabet: Alphabet, style: Style): string {
  const hole = alphabet.holes?.[ch];
  if (hole !== undefined) return String.fromCodePoint(hole);
  const code = ch.codePointAt(0)!;
  if (ch >= 'A' && ch <= 'Z' && alphabet.upper !== undefined) return String.fromCodePoint(alphabet.upper + code - A);
  if (ch >= 'a' && ch <= 'z') {
    if (alphabet.lower !== undefined) return String.fromCodePoint(alphabet.lower + code - LOWER_A);
    if (alphabet.upperOnly && alphabet.upper !== undefined) return String.fromCodePoint(alphabet.upper + code - LOWER_A);
  }
  if (ch >= '0' && ch <= '9') {
    if (alphabet.digits !== undefined) return String.fromCodePoint(alphabet.digits + code - ZERO);
    if (style === 'circled') return CIRCLED_DIGITS[code - ZERO]!;
    if (style === 'circledNegative') return NEGATIVE_DIGITS[code - ZERO]!;
  }
  return ch;
}

/**
 * The text in one style. Accented letters are styled by their base letter with the accent kept as a
 * combining mark (é → 𝐞́), so "Grüße" keeps its umlaut; the rest of Unicode is kept as it is.
 */
export function stylize(text: string, style: Style): string {
  const stroke = STROKE[style];
  if (stroke !== undefined) {
    // A stroke through every character but the line breaks, so the line is unbroken across words.
    return [...text.normalize('NFC')].map((ch) => (ch === '\n' || ch === '\r' ? ch : ch + stroke)).join('');
  }
  if (style === 'upsideDown') {
    return [...text.normalize('NFC')].map((ch) => TURNED[ch] ?? ch).reverse().join('');
  }
  const decomposed = text.normalize('NFD');
  if (style === 'fullwidth') {
    // Every printable ASCII character has a full-width form 0xFEE0 above it; the space is the ideographic one.
    return [...decomposed].map((ch) => (ch === ' ' ? '\u3000' : ch > ' ' && ch <= '~' ? String.fromCodePoint(ch.codePointAt(0)! + 0xfee0) : ch)).join('').normalize('NFC');
  }
  if (style === 'smallCaps') return [...decomposed].map((ch) => SMALL_CAPS[ch] ?? ch).join('').normalize('NFC');
  const alphabet = MATH[style]!;
  return [...decomposed].map((ch) => styledChar(ch, alphabet, style)).join('').normalize('NFC');
}
