/**
 * The Morse code table. ITU-R M.1677-1 (10/2009), "International Morse code", Part I, 1.1:
 * letters, the accented e (É), figures and the punctuation marks and signs it lists. The extended
 * set adds characters in common use that the ITU does not define (German umlauts, Ñ, À, Ç, !, ;, _,
 * &, $), offered as an option and never mixed in silently.
 */
export const ITU: Readonly<Record<string, string>> = {
  A: '.-', B: '-...', C: '-.-.', D: '-..', E: '.', É: '..-..', F: '..-.', G: '--.', H: '....', I: '..', J: '.---', K: '-.-', L: '.-..', M: '--',
  N: '-.', O: '---', P: '.--.', Q: '--.-', R: '.-.', S: '...', T: '-', U: '..-', V: '...-', W: '.--', X: '-..-', Y: '-.--', Z: '--..',
  '1': '.----', '2': '..---', '3': '...--', '4': '....-', '5': '.....', '6': '-....', '7': '--...', '8': '---..', '9': '----.', '0': '-----',
  '.': '.-.-.-', ',': '--..--', ':': '---...', '?': '..--..', "'": '.----.', '-': '-....-', '/': '-..-.', '(': '-.--.', ')': '-.--.-',
  '"': '.-..-.', '=': '-...-', '+': '.-.-.', '×': '-..-', '@': '.--.-.',
};

/** Characters in common use beyond ITU-R M.1677-1. */
export const EXTENDED: Readonly<Record<string, string>> = {
  Ä: '.-.-', Ö: '---.', Ü: '..--', Ñ: '--.--', À: '.--.-', Ç: '-.-..', '!': '-.-.--', ';': '-.-.-.', _: '..--.-', '&': '.-...', $: '...-..-',
};

/** Typographic variants typed for the same sign. */
export const ALIASES: Readonly<Record<string, string>> = { '’': "'", '‘': "'", '“': '"', '”': '"', '„': '"', '–': '-', '‐': '-' };

/** The code of each character (upper case) for a table, and the character of each code. */
export function table(extended: boolean): { encode: Map<string, string>; decode: Map<string, string> } {
  const entries = Object.entries(extended ? { ...ITU, ...EXTENDED } : ITU);
  // × and X share -..-: decoding gives the letter.
  return { encode: new Map(entries), decode: new Map(entries.filter(([c]) => c !== '×').map(([c, code]) => [code, c])) };
}
