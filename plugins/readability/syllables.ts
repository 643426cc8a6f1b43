/**
 * Syllables of a word, counted as each language pronounces them. English has no spelling rule to
 * follow, so a dictionary-backed library does it (`syllable`, MIT, Titus Wormer: rules plus a list of
 * exceptions, loaded on first use); Spanish, German and French are counted from their spelling:
 * vowel nuclei, with each language's diphthongs and hiatus rules.
 */
export type { TextLanguage as Language } from '@sdk/core';
import type { TextLanguage as Language } from '@sdk/core';

/** Spanish: a, e, o and accented í, ú are strong; two strong vowels side by side are two syllables (hiatus). */
const ES_VOWEL = /[aeiouáéíóúü]/;
const ES_STRONG = /[aeoáéóíú]/;

export function spanishSyllables(word: string): number {
  const w = word
    .toLowerCase()
    // The u of que, qui, gue, gui is silent (the ü of güe, güi is not).
    .replace(/([qg])u([eéií])/g, '$1$2')
    // y is a vowel at the end of a word (hoy, muy, rey) and as the word "y"; a consonant before a vowel (yo, mayo).
    .replace(/y(?![aeiouáéíóú])/g, 'i');
  let count = 0;
  let prev = '';
  for (const c of w) {
    if (ES_VOWEL.test(c)) {
      if (prev === '' || (ES_STRONG.test(prev) && ES_STRONG.test(c))) count++;
      prev = c;
    } else {
      prev = '';
    }
  }
  return Math.max(1, count);
}

/** German: one nucleus per vowel, except the diphthongs and long vowels written with two letters. */
const DE_VOWEL = /[aeiouäöüy]/;
const DE_PAIRS = new Set(['ai', 'au', 'ay', 'ei', 'eu', 'ey', 'äu', 'ie', 'aa', 'ee', 'oo']);

export function germanSyllables(word: string): number {
  const w = word.toLowerCase();
  let count = 0;
  for (let i = 0; i < w.length; i++) {
    if (!DE_VOWEL.test(w[i]!)) continue;
    count++;
    if (i + 1 < w.length && DE_PAIRS.has(w[i]! + w[i + 1]!)) i++;
    // Any other vowel after this one starts a syllable of its own (Familie → Fa-mi-li-e is counted by "ie" as one: a known limit).
  }
  return Math.max(1, count);
}

/**
 * French, as spoken: a run of vowel letters is one sound (eau, oi, ou, ai), except after é or before a
 * letter with a diaeresis (ré-el, na-ïf); a final mute e (table, tables) is not a syllable.
 */
const FR_VOWEL = /[aeiouyàâäéèêëîïôöûùüÿœæ]/;
const FR_DIAERESIS = /[ëïüÿ]/;

export function frenchSyllables(word: string): number {
  const w = word.toLowerCase().replace(/^(?:[cdjlmnst]|qu)['’]/, '');
  let count = 0;
  let prev = '';
  for (const c of w) {
    if (FR_VOWEL.test(c)) {
      if (prev === '' || prev === 'é' || FR_DIAERESIS.test(c)) count++;
      prev = c;
    } else {
      prev = '';
    }
  }
  // A final e or es after a consonant is mute when the word has another syllable: ta-ble, por-tes.
  if (count > 1 && /[^aeiouyàâäéèêëîïôöûùüÿœæ]es?$/.test(w)) count--;
  return Math.max(1, count);
}

type Counter = (word: string) => number;

/** The counter for a language; English loads its library the first time it is asked for. */
export async function syllableCounter(language: Language): Promise<Counter> {
  switch (language) {
    case 'en': {
      const { syllable } = await import('syllable');
      return (word) => Math.max(1, syllable(word));
    }
    case 'es':
      return spanishSyllables;
    case 'de':
      return germanSyllables;
    case 'fr':
      return frenchSyllables;
  }
}
