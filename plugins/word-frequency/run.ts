import { detectTextLanguage, forEachSegment, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { stopWords, type Language } from './stopWords.ts';

export type { Language };

export interface Term {
  readonly term: string;
  readonly count: number;
}

export interface Frequency {
  readonly language: Language;
  /** The language was found from the text (option "auto"). */
  readonly detected: boolean;
  /** Words or n-grams counted (after leaving out stop words and short words). */
  readonly total: number;
  /** Different terms. */
  readonly distinct: number;
  /** Every term, most frequent first; ties in the order they first appear. */
  readonly terms: readonly Term[];
}

/** The language whose frequent words the text uses most (English when none is found). */
export const detectLanguage = (text: string): Language => detectTextLanguage(text);

const HAS_LETTER = /\p{L}/u;
/** Between two words, a sentence or clause ends here: an n-gram does not reach across it. */
const BREAK = /[.!?;:…¿¡()[\]{}"“”«»\n\r\u2029]/u;
/** French elision: l’eau is the stop word l’ and the word eau. */
const ELISION = /^((?:jusqu|lorsqu|puisqu|qu|[cdjlmnst])['’])(?=\p{L})/iu;
const N: Record<string, number> = { words: 1, bigrams: 2, trigrams: 3 };

/** How often each word, or each phrase of two or three words, occurs in a text. */
export async function run({ text }: Input, options: Options): Promise<Frequency | ToolError> {
  if (text.trim() === '') return toolError('empty', { field: 'text' });
  const detected = options.language === 'auto';
  const language: Language = detected ? detectLanguage(text) : (options.language as Language);
  const stop = options.stopWords ? await stopWords(language) : null;
  const n = N[options.unit] ?? 1;
  const fold = (w: string) => (options.caseFold ? w.toLocaleLowerCase(language) : w);
  const isStop = (w: string) => stop !== null && stop.has(w.toLocaleLowerCase(language).replace(/'/g, '’'));

  const counts = new Map<string, number>();
  let total = 0;
  let window: string[] = [];
  const add = (word: string) => {
    if (n === 1) {
      if (isStop(word) || [...word].length < options.minLength) return;
      const key = fold(word);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      total++;
      return;
    }
    window.push(word);
    if (window.length > n) window.shift();
    if (window.length < n) return;
    // A phrase that starts or ends with a stop word is left out ("of the"); one with a stop word inside stays ("state of the art").
    if (isStop(window[0]!) || isStop(window[n - 1]!)) return;
    const key = window.map(fold).join(' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total++;
  };

  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  forEachSegment(text, segmenter, ({ segment, isWordLike }) => {
    if (!isWordLike || !HAS_LETTER.test(segment)) {
      if (BREAK.test(segment) || (isWordLike && n > 1)) window = [];
      return;
    }
    const elided = language === 'fr' ? ELISION.exec(segment) : null;
    if (elided) {
      add(elided[1]!);
      add(segment.slice(elided[1]!.length));
    } else {
      add(segment);
    }
  });

  if (total === 0) return toolError(n === 1 ? 'noWords' : 'noPhrases', { field: 'text' });
  // Map keeps first appearance order; a stable sort keeps it among equal counts.
  const terms = [...counts].map(([term, count]) => ({ term, count })).sort((a, b) => b.count - a.count);
  return { language, detected, total, distinct: terms.length, terms };
}
