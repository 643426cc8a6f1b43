/**
 * Classical text ciphers: Caesar (any shift, and every shift at once to break one), ROT13, ROT47,
 * Atbash and Vigenère. Only the letters A–Z and a–z change (ROT47: the printable ASCII characters
 * ! to ~); everything else (spaces, digits, accented letters, emoji) is kept as it is, and the case
 * of each letter is kept. These are puzzles: none of them hides anything from anyone who tries.
 */
import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface CipherResult {
  /** The encoded or decoded text. */
  text: string;
  /** Caesar with brute force: the text decoded with each shift from 1 to 25 (index 0 is shift 1), each cut to PREVIEW characters. */
  shifts?: string[];
  /** The shift whose decoding reads most like English, Spanish, German or French, when the text has enough letters to tell. */
  likely?: number;
  /** The brute-force rows show only the first PREVIEW characters of a longer text. */
  cut?: true;
}

/** Characters of each brute-force row shown (code points); the chosen shift's full text is the result. */
export const PREVIEW = 200;
/** Fewer letters than this and no shift is named as the likely one: too few to tell. */
export const MIN_LETTERS_TO_GUESS = 10;

const A = 65;
const Z = 90;
const a = 97;
const z = 122;

/** Shifts each letter A–Z / a–z forward by `shift` places (0–25), keeping its case. */
export function caesar(text: string, shift: number): string {
  const k = ((shift % 26) + 26) % 26;
  if (k === 0) return text;
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const base = c >= A && c <= Z ? A : c >= a && c <= z ? a : 0;
    if (base === 0) continue;
    if (from < i) out += text.slice(from, i);
    out += String.fromCharCode(base + ((c - base + k) % 26));
    from = i + 1;
  }
  return out + text.slice(from);
}

/** ROT13: Caesar with a shift of 13, its own inverse. */
export const rot13 = (text: string): string => caesar(text, 13);

/** ROT47: the 94 printable ASCII characters from ! (33) to ~ (126) rotated by 47, its own inverse. */
export function rot47(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c >= 33 && c <= 126 ? String.fromCharCode(33 + ((c - 33 + 47) % 94)) : text[i];
  }
  return out;
}

/** Atbash: A ↔ Z, B ↔ Y… (the alphabet reversed), its own inverse. */
export function atbash(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c >= A && c <= Z ? String.fromCharCode(Z - (c - A)) : c >= a && c <= z ? String.fromCharCode(z - (c - a)) : text[i];
  }
  return out;
}

/**
 * Vigenère: each letter shifted by the next letter of the key (A = 0, B = 1… Z = 25); the key moves on
 * at letters only, so spaces and punctuation keep their place and do not use up the key.
 */
export function vigenere(text: string, key: string, decode: boolean): string {
  const shifts = [...key.toUpperCase()].map((c) => c.charCodeAt(0) - A);
  let out = '';
  let k = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const base = c >= A && c <= Z ? A : c >= a && c <= z ? a : 0;
    if (base === 0) {
      out += text[i];
      continue;
    }
    const s = shifts[k++ % shifts.length]!;
    out += String.fromCharCode(base + ((c - base + (decode ? 26 - s : s)) % 26));
  }
  return out;
}

/**
 * Letter frequencies in per cent, A to Z, of English, Spanish, German and French text (letters with
 * accents and ß counted apart and left out here). Source: Wikipedia, "Letter frequency", table
 * "Relative frequencies of letters in other languages" (en.wikipedia.org/wiki/Letter_frequency).
 */
const FREQUENCIES: readonly (readonly number[])[] = [
  // English
  [8.167, 1.492, 2.782, 4.253, 12.702, 2.228, 2.015, 6.094, 6.966, 0.153, 0.772, 4.025, 2.406, 6.749, 7.507, 1.929, 0.095, 5.987, 6.327, 9.056, 2.758, 0.978, 2.36, 0.15, 1.974, 0.074],
  // Spanish
  [11.525, 2.215, 4.019, 5.01, 12.181, 0.692, 1.768, 0.703, 6.247, 0.493, 0.011, 4.967, 3.157, 6.712, 8.683, 2.51, 0.877, 6.871, 7.977, 4.632, 2.927, 1.138, 0.017, 0.215, 1.008, 0.467],
  // German
  [6.516, 1.886, 2.732, 5.076, 16.396, 1.656, 3.009, 4.577, 6.55, 0.268, 1.417, 3.437, 2.534, 9.776, 2.594, 0.67, 0.018, 7.003, 7.27, 6.154, 4.166, 0.846, 1.921, 0.034, 0.039, 1.134],
  // French
  [7.636, 0.901, 3.26, 3.669, 14.715, 1.066, 0.866, 0.737, 7.529, 0.613, 0.074, 5.456, 2.968, 7.095, 5.796, 2.521, 1.362, 6.693, 7.948, 7.244, 6.311, 1.838, 0.049, 0.427, 0.128, 0.326],
];

/** How many times each letter A–Z occurs, either case. */
export function letterCounts(text: string): number[] {
  const counts = new Array<number>(26).fill(0);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if (c >= a && c <= z) counts[c - a]!++;
  }
  return counts;
}

/**
 * The log-likelihood of the letter counts under a language's frequencies: the higher, the more alike.
 * (Unlike χ², it stays meaningful for a short text, where most letters occur once or not at all.)
 */
function logLikelihood(counts: readonly number[], freq: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < 26; i++) sum += counts[i]! * Math.log(freq[i]! / 100);
  return sum;
}

/**
 * The shift (1–25) whose decoding of a Caesar text reads most like one of the four languages (the
 * highest log-likelihood under any of them), or undefined when the text has too few letters to tell.
 */
export function likelyShift(text: string): number | undefined {
  const counts = letterCounts(text);
  const total = counts.reduce((s, n) => s + n, 0);
  if (total < MIN_LETTERS_TO_GUESS) return undefined;
  let best: number | undefined;
  let bestScore = -Infinity;
  for (let shift = 1; shift <= 25; shift++) {
    // Decoding with `shift` turns the letter i + shift into i.
    const decoded = counts.map((_, i) => counts[(i + shift) % 26]!);
    const score = Math.max(...FREQUENCIES.map((f) => logLikelihood(decoded, f)));
    if (score > bestScore) [best, bestScore] = [shift, score];
  }
  return best;
}

/** The first PREVIEW code points of a text (a pair of surrogates is never split). */
function preview(text: string): string {
  let end = 0;
  for (let n = 0; n < PREVIEW && end < text.length; n++) end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return text.slice(0, end);
}

export function run({ text, key, direction, shift, bruteForce }: Input, options: Options): CipherResult | ToolError {
  if (text === '') return toolError('empty');
  switch (options.cipher) {
    case 'rot13':
      return { text: rot13(text) };
    case 'rot47':
      return { text: rot47(text) };
    case 'atbash':
      return { text: atbash(text) };
    case 'vigenere': {
      const letters = key.replace(/\s+/g, '');
      if (letters === '') return toolError('keyRequired', { field: 'key' });
      if (!/^[A-Za-z]+$/.test(letters)) return toolError('keyLetters', { field: 'key' });
      return { text: vigenere(text, letters, direction === 'decode') };
    }
    case 'caesar': {
      // The page runs this only with a whole number from 1 to 25 (null only when the field is hidden).
      const k = shift ?? 0;
      const result: CipherResult = { text: caesar(text, direction === 'decode' ? 26 - k : k) };
      if (!bruteForce) return result;
      const head = preview(text);
      const likely = likelyShift(text);
      return {
        ...result,
        shifts: Array.from({ length: 25 }, (_, i) => caesar(head, 26 - (i + 1))),
        ...(likely !== undefined ? { likely } : {}),
        ...(head.length < text.length ? { cut: true as const } : {}),
      };
    }
  }
}
