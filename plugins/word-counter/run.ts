import { toolError, countCharacters, countWords, forEachSegment, isSpace, type ToolError } from '@sdk/core';
import { continuesSentence } from './abbreviations.ts';
import type { Input, Options } from './manifest.ts';

/** Average silent reading speed of adults, in words per minute (Brysbaert, 2019). */
export const READING_WPM = 238;
/** A comfortable speaking pace for talks and presentations, in words per minute. */
export const SPEAKING_WPM = 150;
/** How many of the most frequent words are listed. */
export const TOP_WORDS = 10;

// Words are counted by the SDK (also the token counter's); re-exported for this tool's tests.
export { countWords };

export interface TopWord {
  readonly word: string;
  readonly count: number;
}

export interface WordStats {
  readonly words: number;
  /** User-perceived characters (grapheme clusters): 👍🏽 and e\u0301 count once. */
  readonly characters: number;
  /** Characters that are not whitespace. */
  readonly charactersNoSpaces: number;
  readonly sentences: number;
  /** Blocks of text separated by one or more blank lines. */
  readonly paragraphs: number;
  /** Lines of the text; a final line break does not start a new line. */
  readonly lines: number;
  readonly readingMinutes: number;
  readonly speakingMinutes: number;
  /** Up to TOP_WORDS most frequent words (lower-cased, words of one letter left out), most frequent first. */
  readonly topWords: readonly TopWord[];
}

const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
function readingTime(words: number, wordsPerMinute: number): number {
  return Math.ceil(words / wordsPerMinute);
}

function topWords(counts: Map<string, number>): TopWord[] {
  const top: TopWord[] = [];
  for (const [word, count] of counts) {
    if (top.length === TOP_WORDS && count <= top[TOP_WORDS - 1]!.count) continue;
    // Insert after every word with at least this count: ties keep the order of first appearance.
    let i = top.length;
    while (i > 0 && top[i - 1]!.count < count) i--;
    top.splice(i, 0, { word, count });
    if (top.length > TOP_WORDS) top.pop();
  }
  return top;
}

function isLineBreak(c: number): boolean {
  return c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
}

/** Lines, and paragraphs (runs of lines that are not blank), in one pass over the code units. */
function countLines(text: string): { lines: number; paragraphs: number } {
  let lines = 0;
  let paragraphs = 0;
  let lineHasText = false;
  let afterBlank = true;
  const endLine = () => {
    lines++;
    if (lineHasText && afterBlank) paragraphs++;
    afterBlank = !lineHasText;
    lineHasText = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isLineBreak(c)) {
      if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
      endLine();
      if (c === 0x2029) afterBlank = true; // PARAGRAPH SEPARATOR ends a paragraph by itself.
    } else if (!lineHasText && !isSpace(c)) {
      lineHasText = true;
    }
  }
  if (text.length > 0 && !isLineBreak(text.charCodeAt(text.length - 1))) endLine();
  return { lines, paragraphs };
}

function countStats(text: string): WordStats {
  const { lines, paragraphs } = countLines(text);
  const { characters, spaces } = countCharacters(text);
  const charactersNoSpaces = characters - spaces;
  const { words, counts } = countWords(text);

  // A sentence goes on after an abbreviation or an initial ("Mr. Smith", "z. B. gut", "J. R. R. Tolkien").
  let sentences = 0;
  let goesOn = false;
  forEachSegment(text, sentenceSegmenter, ({ segment }) => {
    if (LETTER_OR_DIGIT.test(segment)) {
      if (!goesOn) sentences++;
      goesOn = continuesSentence(segment);
    } else if (goesOn && /[\n\v\f\r\x85\u2028\u2029]/.test(segment)) goesOn = false;
  });

  return {
    words,
    characters,
    charactersNoSpaces,
    sentences,
    paragraphs,
    lines,
    readingMinutes: readingTime(words, READING_WPM),
    speakingMinutes: readingTime(words, SPEAKING_WPM),
    topWords: topWords(counts),
  };
}

/** Counts words, characters, sentences, paragraphs and lines of any Unicode text. */
export function run({ text: input }: Input, _options: Options): WordStats | ToolError {
  try {
    return countStats(input);
  } catch {
    return toolError('unexpected');
  }
}
