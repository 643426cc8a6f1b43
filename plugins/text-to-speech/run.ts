import { toolError, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';

/** Characters read aloud at most: about an hour of speech; beyond that a document reader suits better. */
export const MAX_CHARACTERS = 50_000;

/** A sentence spoken as one utterance, and its words as [start, end) offsets in the whole text. */
export interface SpokenSentence {
  readonly start: number;
  readonly end: number;
  readonly words: readonly (readonly [number, number])[];
}

export interface Speech {
  readonly language: string;
  readonly sentences: readonly SpokenSentence[];
}

/**
 * The text cut into sentences (each spoken on its own: some browsers stop a long utterance after about
 * 15 seconds, and Pause and Stop answer at once) and words (to highlight the one being spoken), by the
 * language's own rules (Intl.Segmenter).
 */
export function run({ text, language }: Input): Speech | ToolError {
  if (text.trim() === '') return toolError('empty');
  if (text.length > MAX_CHARACTERS) return toolError('tooLong', { max: MAX_CHARACTERS });
  const sentenceSegmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const wordSegmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const sentences: SpokenSentence[] = [];
  for (const { segment, index } of sentenceSegmenter.segment(text)) {
    const words: [number, number][] = [];
    for (const w of wordSegmenter.segment(segment)) if (w.isWordLike) words.push([index + w.index, index + w.index + w.segment.length]);
    if (words.length) sentences.push({ start: index, end: index + segment.length, words });
  }
  return { language, sentences };
}
