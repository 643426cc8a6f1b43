import { hashSeed, randomInt, seededRandomInt, toolError, type RandomInt, type ToolError } from '@sdk/core';
import { LENGTHS, MAX_PARAGRAPHS, MIN_PARAGRAPHS, type Input, type Options } from './manifest.ts';
import { CLASSIC_SENTENCE, WORDS } from './words.ts';

export interface LoremResult {
  /** Paragraphs separated by a blank line. */
  text: string;
  paragraphs: number;
  sentences: number;
  words: number;
}

type Length = (typeof LENGTHS)[number];

/** Sentences per paragraph, [min, max] inclusive. */
export const SENTENCES_PER_PARAGRAPH: Readonly<Record<Length, readonly [number, number]>> = {
  short: [3, 4],
  medium: [5, 7],
  long: [8, 10],
};
/** Words per sentence, [min, max] inclusive. */
export const WORDS_PER_SENTENCE = [6, 14] as const;

const between = (rand: RandomInt, [min, max]: readonly [number, number]): number => min + rand(max - min + 1);

function sentence(rand: RandomInt): { text: string; words: number } {
  const count = between(rand, WORDS_PER_SENTENCE);
  const words: string[] = [];
  while (words.length < count) {
    const word = WORDS[rand(WORDS.length)]!;
    if (word !== words[words.length - 1]) words.push(word);
  }
  // Now and then a comma: after the third word at the earliest, and at least three words before the end.
  if (count >= 8 && rand(3) === 0) {
    const at = 2 + rand(count - 5);
    words[at] += ',';
  }
  const text = words.join(' ');
  return { text: text.charAt(0).toUpperCase() + text.slice(1) + '.', words: count };
}

function clampParagraphs(value: number): number {
  if (!Number.isFinite(value)) return MIN_PARAGRAPHS;
  return Math.min(MAX_PARAGRAPHS, Math.max(MIN_PARAGRAPHS, Math.round(value)));
}

function generate(options: Options, rand: RandomInt): LoremResult {
  const paragraphCount = clampParagraphs(options.paragraphs);
  const range = SENTENCES_PER_PARAGRAPH[options.length] ?? SENTENCES_PER_PARAGRAPH.medium;
  const classicWords = CLASSIC_SENTENCE.split(' ').length;
  const paragraphs: string[] = [];
  let sentences = 0;
  let words = 0;
  for (let p = 0; p < paragraphCount; p++) {
    const count = between(rand, range);
    const parts: string[] = [];
    for (let s = 0; s < count; s++) {
      if (p === 0 && s === 0 && options.startWithClassic) {
        parts.push(CLASSIC_SENTENCE);
        words += classicWords;
      } else {
        const next = sentence(rand);
        parts.push(next.text);
        words += next.words;
      }
    }
    sentences += count;
    paragraphs.push(parts.join(' '));
  }
  return { text: paragraphs.join('\n\n'), paragraphs: paragraphCount, sentences, words };
}

/** The seed of the repeatable text: the same options always give the same text. */
function seedOf(options: Options): number {
  return hashSeed(`${clampParagraphs(options.paragraphs)}|${options.length}|${options.startWithClassic ? 1 : 0}`);
}

/** Lorem ipsum paragraphs: random from Web Crypto each time, or fixed per options when `repeatable`. */
export function run(_input: Input, options: Options): LoremResult | ToolError {
  try {
    return generate(options, options.repeatable ? seededRandomInt(seedOf(options)) : randomInt);
  } catch {
    return toolError('unexpected');
  }
}
