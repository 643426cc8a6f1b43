/**
 * Spells a text with a spelling alphabet: each letter as its code word, letter groups the table has
 * (the traditional German "Sch", the Spanish "Ll") as one, digits and punctuation as the alphabet's
 * language says them, a letter with an accent the table lacks as its base letter's word and the
 * accent's name ("Echo with acute"), and characters no rule covers reported.
 */
import { toolError, type ToolError } from '@sdk/core';
import { ALPHABET, type Alphabet } from './alphabets.ts';
import type { Input, Options } from './manifest.ts';

export interface Spelled {
  /** The character (or letter group) as typed. */
  char: string;
  /** What is said for it (the character itself when no rule covers it). */
  word: string;
  /** ICAO pronunciation, for the NATO alphabet. */
  pronunciation?: string;
  /** No rule covers it: said as it is. */
  unknown?: true;
}

export interface SpellingResult {
  /** The text's words (split at spaces), each as its characters spelled. */
  words: Spelled[][];
  /** Characters no rule covers, once each, in order of appearance. */
  unknown: string[];
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** A letter's key in the tables: upper case, with ß as the capital ẞ (not "SS"). */
const key = (c: string) => (c === 'ß' ? 'ẞ' : c.toUpperCase());

function item(alphabet: Alphabet, char: string, word: string): Spelled {
  const p = alphabet.pronunciation ? word.split(' ').map((w) => alphabet.pronunciation![w]).filter(Boolean) : [];
  return p.length > 0 ? { char, word, pronunciation: p.join(' ') } : { char, word };
}

/** A single character (code point, text in NFC) by the alphabet's rules, or undefined. */
function spellChar(alphabet: Alphabet, c: string, before: string | undefined, after: string | undefined): string | undefined {
  const letter = alphabet.letters[key(c)];
  if (letter) return letter;
  if (isDigit(c)) return alphabet.digits[Number(c)];
  if (alphabet.decimal && (c === '.' || c === ',') && isDigit(before) && isDigit(after)) return alphabet.decimal;
  const symbol = alphabet.symbols[c];
  if (symbol) return symbol;
  // ß where the table has no Eszett: two S, as it is written without it.
  if (c === 'ß' || c === 'ẞ') return alphabet.letters.S ? `${alphabet.letters.S} ${alphabet.letters.S}` : undefined;
  // A letter with accents: its base letter's word and the accents' names.
  const [base, ...marks] = [...c.normalize('NFD')];
  const baseWord = base !== undefined && marks.length > 0 ? alphabet.letters[key(base)] : undefined;
  if (!baseWord || !marks.every((m) => alphabet.marks[m])) return undefined;
  return alphabet.withMark(baseWord, marks.map((m) => alphabet.marks[m]).join(', '));
}

export function run({ text }: Input, { alphabet: id }: Options): SpellingResult | ToolError {
  if (text.trim() === '') return toolError('empty');
  const alphabet = ALPHABET[id];
  const groups = Object.keys(alphabet.letters).filter((k) => k.length > 1).sort((a, b) => b.length - a.length);
  const chars = [...text.normalize('NFC')];
  const words: Spelled[][] = [];
  const unknown = new Set<string>();
  let current: Spelled[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (/\s/u.test(c)) {
      if (current.length > 0) words.push(current);
      current = [];
      continue;
    }
    const group = groups.find((g) => chars.slice(i, i + g.length).join('').toUpperCase() === g);
    if (group) {
      const typed = chars.slice(i, i + group.length).join('');
      current.push(item(alphabet, typed, alphabet.letters[group]!));
      i += group.length - 1;
      continue;
    }
    const word = spellChar(alphabet, c, chars[i - 1], chars[i + 1]);
    if (word !== undefined) current.push(item(alphabet, c, word));
    else {
      current.push({ char: c, word: c, unknown: true });
      unknown.add(c);
    }
  }
  if (current.length > 0) words.push(current);
  return { words, unknown: [...unknown] };
}
