import { detectTextLanguage, forEachSegment, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { syllableCounter, type Language } from './syllables.ts';

export type { Language };

/**
 * Silent reading speed of adults in words per minute, per language: the International Reading Speed
 * Texts (Trauzettel-Klosinski & Dietz, Investigative Ophthalmology & Visual Science 53, 2012).
 */
export const READING_WPM: Record<Language, number> = { en: 228, es: 218, de: 179, fr: 195 };
/** A comfortable speaking pace for talks and presentations, in words per minute. */
export const SPEAKING_WPM = 150;
/** How many of the hardest sentences are listed. */
export const HARDEST = 5;

export type FormulaId = 'fleschEase' | 'fleschKincaid' | 'fernandezHuerta' | 'szigrisztPazos' | 'amstad' | 'wienerSachtext' | 'kandelMoles' | 'lix';
/** How a score reads: an ease from 0 (very hard) to 100 (very easy), a school grade, or LIX's index. */
export type Scale = 'ease' | 'inflesz' | 'usGrade' | 'deGrade' | 'lix';

export interface Score {
  readonly formula: FormulaId;
  readonly value: number;
  readonly scale: Scale;
  /** A band of the scale ("fairlyDifficult"), for ease and LIX scores. */
  readonly band?: string;
}

export interface HardSentence {
  readonly text: string;
  readonly words: number;
  /** The language's main score for this sentence alone. */
  readonly score: number;
}

export interface Readability {
  readonly language: Language;
  /** The language was found from the text (option "auto"). */
  readonly detected: boolean;
  readonly sentences: number;
  readonly words: number;
  readonly syllables: number;
  /** Words of three syllables or more. */
  readonly polysyllables: number;
  /** Words of one syllable (Wiener Sachtextformel). */
  readonly monosyllables: number;
  /** Words of more than six letters (LIX, Wiener Sachtextformel). */
  readonly longWords: number;
  readonly wordsPerSentence: number;
  readonly syllablesPerWord: number;
  readonly readingSeconds: number;
  readonly speakingSeconds: number;
  /** The main score first. */
  readonly scores: readonly Score[];
  /** Up to HARDEST sentences harder than the text as a whole, hardest first. */
  readonly hardest: readonly HardSentence[];
}

/** The language whose frequent words the text uses most (English when none is found). */
export const detectLanguage = (text: string): Language => detectTextLanguage(text);

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f + 0; // + 0: never −0
};

/** Flesch (1948): 90 very easy … below 30 very difficult; used by every ease formula built on it. */
function easeBand(score: number): string {
  if (score >= 90) return 'veryEasy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairlyEasy';
  if (score >= 60) return 'standard';
  if (score >= 50) return 'fairlyDifficult';
  if (score >= 30) return 'difficult';
  return 'veryDifficult';
}
/** INFLESZ scale for Szigriszt-Pazos (Barrio-Cantalejo et al., Anales del Sistema Sanitario de Navarra 31, 2008). */
function infleszBand(score: number): string {
  if (score > 80) return 'veryEasy';
  if (score > 65) return 'fairlyEasy';
  if (score > 55) return 'standard';
  if (score > 40) return 'fairlyDifficult';
  return 'veryDifficult';
}
/** LIX (Björnsson, 1968): below 25 very easy … above 55 very difficult. */
function lixBand(score: number): string {
  if (score < 25) return 'veryEasy';
  if (score < 35) return 'easy';
  if (score < 45) return 'standard';
  if (score < 55) return 'difficult';
  return 'veryDifficult';
}

interface Counts {
  readonly sentences: number;
  readonly words: number;
  readonly syllables: number;
  readonly polysyllables: number;
  readonly monosyllables: number;
  readonly longWords: number;
}

/** The language's main ease score (higher is easier). */
export function mainScore(language: Language, c: Counts): number {
  const wps = c.words / c.sentences;
  const spw = c.syllables / c.words;
  switch (language) {
    case 'en':
      return 206.835 - 1.015 * wps - 84.6 * spw;
    case 'es':
      return 206.84 - 60 * spw - 1.02 * wps;
    case 'de':
      return 180 - wps - 58.5 * spw;
    case 'fr':
      return 207 - 1.015 * wps - 73.6 * spw;
  }
}

function scores(language: Language, c: Counts): Score[] {
  const wps = c.words / c.sentences;
  const spw = c.syllables / c.words;
  const ease = round(mainScore(language, c), 1);
  const lix = round(wps + (100 * c.longWords) / c.words, 1);
  const lixScore: Score = { formula: 'lix', value: lix, scale: 'lix', band: lixBand(lix) };
  switch (language) {
    case 'en':
      return [
        { formula: 'fleschEase', value: ease, scale: 'ease', band: easeBand(ease) },
        { formula: 'fleschKincaid', value: round(0.39 * wps + 11.8 * spw - 15.59, 1), scale: 'usGrade' },
        lixScore,
      ];
    case 'es': {
      const sp = round(206.835 - 62.3 * spw - wps, 1);
      return [
        { formula: 'fernandezHuerta', value: ease, scale: 'ease', band: easeBand(ease) },
        { formula: 'szigrisztPazos', value: sp, scale: 'inflesz', band: infleszBand(sp) },
        lixScore,
      ];
    }
    case 'de': {
      const ms = (100 * c.polysyllables) / c.words;
      const iw = (100 * c.longWords) / c.words;
      const es = (100 * c.monosyllables) / c.words;
      const wstf = round(0.1935 * ms + 0.1672 * wps + 0.1297 * iw - 0.0327 * es - 0.875, 1);
      return [{ formula: 'amstad', value: ease, scale: 'ease', band: easeBand(ease) }, { formula: 'wienerSachtext', value: wstf, scale: 'deGrade' }, lixScore];
    }
    case 'fr':
      return [{ formula: 'kandelMoles', value: ease, scale: 'ease', band: easeBand(ease) }, lixScore];
  }
}

const WORD_LETTER = /\p{L}/u;
const LETTER = /\p{L}/gu;

/** Reading ease, grade and sentence statistics of a text, with the published formula of its language. */
export async function run({ text }: Input, options: Options): Promise<Readability | ToolError> {
  if (text.trim() === '') return toolError('empty', { field: 'text' });
  const detected = options.language === 'auto';
  const language: Language = detected ? detectLanguage(text) : (options.language as Language);
  const countSyllables = await syllableCounter(language);
  const cache = new Map<string, number>();
  const syllablesOf = (word: string) => {
    const key = word.toLowerCase();
    let n = cache.get(key);
    if (n === undefined) {
      n = countSyllables(key);
      cache.set(key, n);
    }
    return n;
  };

  const sentenceSegmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const wordSegmenter = new Intl.Segmenter(language, { granularity: 'word' });
  let sentences = 0;
  let words = 0;
  let syllables = 0;
  let polysyllables = 0;
  let monosyllables = 0;
  let longWords = 0;
  const perSentence: HardSentence[] = [];

  forEachSegment(text, sentenceSegmenter, ({ segment }) => {
    let w = 0;
    let s = 0;
    let long = 0;
    forEachSegment(segment, wordSegmenter, ({ segment: word, isWordLike }) => {
      // Only words with letters: numbers, dates and symbols have no syllables to count.
      if (!isWordLike || !WORD_LETTER.test(word)) return;
      const n = syllablesOf(word);
      w++;
      s += n;
      if (n >= 3) polysyllables++;
      if (n === 1) monosyllables++;
      if ((word.match(LETTER)?.length ?? 0) > 6) long++;
    });
    if (w === 0) return;
    sentences++;
    words += w;
    syllables += s;
    longWords += long;
    perSentence.push({ text: segment.trim(), words: w, score: mainScore(language, { sentences: 1, words: w, syllables: s, polysyllables: 0, monosyllables: 0, longWords: long }) });
  });

  if (words === 0) return toolError('noWords', { field: 'text' });
  const counts: Counts = { sentences, words, syllables, polysyllables, monosyllables, longWords };
  // The sentences harder than the text as a whole, hardest first (ties in the text's order).
  const overall = mainScore(language, counts);
  const hardest = perSentence
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.score < overall)
    .sort((a, b) => a.s.score - b.s.score || a.i - b.i)
    .slice(0, HARDEST)
    .map(({ s }) => ({ ...s, score: round(s.score, 1) }));
  return {
    language,
    detected,
    sentences,
    words,
    syllables,
    polysyllables,
    monosyllables,
    longWords,
    wordsPerSentence: round(words / sentences, 2),
    syllablesPerWord: round(syllables / words, 2),
    readingSeconds: Math.round((words / READING_WPM[language]) * 60),
    speakingSeconds: Math.round((words / SPEAKING_WPM) * 60),
    scores: scores(language, counts),
    hardest,
  };
}
