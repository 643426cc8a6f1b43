/// <reference path="./stopword.d.ts" />
/**
 * Stop words of each language, from the `stopword` package (MIT; its English list is the classic one
 * of about 100 words, its French one Snowball's, its German one ranks.nl's). Its Spanish list is short
 * (59 words), so the most frequent Spanish function words it lacks are added here, checked by hand
 * against Snowball's Spanish list: the preposition "a", articles and contractions, and the forms of
 * ser, estar and haber. French elided forms (l’, d’, qu’…) are stop words too.
 */
export type { TextLanguage as Language } from '@sdk/core';
import type { TextLanguage as Language } from '@sdk/core';

const SPANISH_MORE = [
  'a', 'e', 'u', 'o', 'es', 'son', 'era', 'eran', 'fue', 'fueron', 'ser', 'sea', 'sido', 'está', 'están', 'estar', 'estaba', 'estado',
  'ha', 'han', 'he', 'has', 'hay', 'había', 'haber', 'habían', 'hemos', 'les', 'nosotros', 'nosotras', 'vosotros', 'ellos', 'ellas', 'yo',
  'esta', 'este', 'esto', 'estos', 'estas', 'esa', 'esas', 'esos', 'unos', 'unas', 'sí', 'si', 'entre', 'todo', 'todos', 'toda', 'todas',
  'nada', 'algo', 'mis', 'tus', 'nuestro', 'nuestra', 'vuestro', 'vuestra', 'hacia', 'según', 'tan', 'tanto', 'cuál', 'quién', 'cómo',
];
const FRENCH_ELIDED = ['c’', 'd’', 'j’', 'l’', 'm’', 'n’', 's’', 't’', 'qu’', 'jusqu’', 'lorsqu’', 'puisqu’'];

/** The stop words of a language, lower-cased: only that language's list is loaded, on first use. */
export async function stopWords(language: Language): Promise<ReadonlySet<string>> {
  switch (language) {
    case 'en':
      return new Set((await import('stopword/src/stopwords_eng.js')).eng);
    case 'es':
      return new Set([...(await import('stopword/src/stopwords_spa.js')).spa, ...SPANISH_MORE]);
    case 'de':
      return new Set((await import('stopword/src/stopwords_deu.js')).deu);
    case 'fr':
      return new Set([...(await import('stopword/src/stopwords_fra.js')).fra, ...FRENCH_ELIDED]);
  }
}
