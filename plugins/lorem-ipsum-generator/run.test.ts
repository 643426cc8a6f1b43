import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { LENGTHS, manifest, type Options } from './manifest.ts';
import { run, SENTENCES_PER_PARAGRAPH, WORDS_PER_SENTENCE, type LoremResult } from './run.ts';
import { CLASSIC_SENTENCE, WORDS } from './words.ts';

const DEFAULTS: Options = { paragraphs: 3, length: 'medium', startWithClassic: true, repeatable: false };

/** A text for the options; `input` is anything a caller might pass, which the tool (without fields) ignores. */
function generate(options: Partial<Options> = {}, input?: string): LoremResult {
  const result = run((input === undefined ? {} : { text: input }) as never, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}

const paragraphsOf = (text: string) => text.split('\n\n');
/** Sentences end with a period followed by a space or the end of the paragraph. */
const sentencesOf = (paragraph: string) => paragraph.split(/(?<=\.) /);
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

describe('lorem ipsum generator', () => {
  it('reports counts that match the text', () => {
    for (const length of LENGTHS) {
      for (const startWithClassic of [true, false]) {
        for (let i = 0; i < 20; i++) {
          const r = generate({ paragraphs: 1 + (i % 10), length, startWithClassic });
          const paragraphs = paragraphsOf(r.text);
          expect(paragraphs.length).toBe(r.paragraphs);
          expect(paragraphs.flatMap(sentencesOf).length).toBe(r.sentences);
          expect(wordsOf(r.text).length).toBe(r.words);
          // The text agrees with Intl.Segmenter too.
          let segmenterWords = 0;
          for (const s of new Intl.Segmenter('la', { granularity: 'word' }).segment(r.text)) if (s.isWordLike) segmenterWords++;
          expect(segmenterWords).toBe(r.words);
        }
      }
    }
  });

  it('honours every paragraph count from 1 to 10', () => {
    for (let paragraphs = 1; paragraphs <= 10; paragraphs++) {
      for (const repeatable of [true, false]) {
        const r = generate({ paragraphs, repeatable });
        expect(r.paragraphs).toBe(paragraphs);
        expect(paragraphsOf(r.text)).toHaveLength(paragraphs);
      }
    }
  });

  it('keeps sentences per paragraph and words per sentence within the length ranges', () => {
    for (const length of LENGTHS) {
      const [min, max] = SENTENCES_PER_PARAGRAPH[length];
      const r = generate({ paragraphs: 10, length, startWithClassic: false });
      for (const paragraph of paragraphsOf(r.text)) {
        const sentences = sentencesOf(paragraph);
        expect(sentences.length).toBeGreaterThanOrEqual(min);
        expect(sentences.length).toBeLessThanOrEqual(max);
        for (const sentence of sentences) {
          const n = wordsOf(sentence).length;
          expect(n).toBeGreaterThanOrEqual(WORDS_PER_SENTENCE[0]);
          expect(n).toBeLessThanOrEqual(WORDS_PER_SENTENCE[1]);
        }
      }
    }
  });

  it('writes capitalized Latin sentences ending with a period, with occasional commas', () => {
    const known = new Set(WORDS);
    const r = generate({ paragraphs: 10, length: 'long', startWithClassic: false });
    for (const sentence of paragraphsOf(r.text).flatMap(sentencesOf)) {
      expect(sentence).toMatch(/^[A-Z][a-z]*(,? [a-z]+)*\.$/);
      expect(sentence).not.toMatch(/,\.$/);
      for (const word of wordsOf(sentence)) expect(known.has(word.replace(/[.,]/g, '').toLowerCase()), word).toBe(true);
    }
    expect(r.text).toContain(',');
    expect(r.text).not.toMatch(/ {2}|\n{3}|^\s|\s$/);
  });

  it('starts with the classic sentence when asked, and not otherwise', () => {
    for (const length of LENGTHS) {
      expect(generate({ length, startWithClassic: true }).text.startsWith(`${CLASSIC_SENTENCE} `)).toBe(true);
      for (let i = 0; i < 10; i++) expect(generate({ length, startWithClassic: false }).text.startsWith(CLASSIC_SENTENCE)).toBe(false);
    }
    // The classic sentence counts as the first sentence of the first paragraph only.
    const r = generate({ paragraphs: 5, repeatable: true });
    expect(r.text.split(CLASSIC_SENTENCE)).toHaveLength(2);
  });

  it('uses a vocabulary of a few hundred distinct Latin words', () => {
    expect(WORDS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(WORDS).size).toBe(WORDS.length);
    for (const word of WORDS) expect(word).toMatch(/^[a-z]+$/);
  });

  it('gives the same text for the same options when repeatable, whatever the input', () => {
    for (const length of LENGTHS) {
      const options = { paragraphs: 4, length, repeatable: true };
      expect(generate(options)).toEqual(generate(options));
      expect(generate(options, 'ignored')).toEqual(generate(options));
    }
  });

  it('gives different texts for different options when repeatable', () => {
    const texts = new Set<string>();
    for (const length of LENGTHS)
      for (let paragraphs = 1; paragraphs <= 10; paragraphs++)
        for (const startWithClassic of [true, false]) texts.add(generate({ paragraphs, length, startWithClassic, repeatable: true }).text);
    expect(texts.size).toBe(LENGTHS.length * 10 * 2);
  });

  it('gives a different text on every run when not repeatable', () => {
    const texts = new Set<string>();
    for (let i = 0; i < 20; i++) texts.add(generate({ paragraphs: 1, length: 'short', startWithClassic: false }).text);
    expect(texts.size).toBe(20);
    // With the classic opening too, the rest differs.
    expect(generate().text).not.toBe(generate().text);
  });

  it('gives the stated output for every example, and every example is repeatable', () => {
    for (const ex of manifest.examples) {
      expect(ex.options?.repeatable).toBe(true);
      expect(run(ex.input, { ...DEFAULTS, ...ex.options })).toEqual(ex.output);
    }
  });

  it('ignores any input, including emoji, combining marks, CJK, RTL and lone surrogates', () => {
    for (const input of ['👍🏽', 'e\u0301', '漢字', 'العربية', '\uD800']) {
      const r = generate({ paragraphs: 2, repeatable: true }, input);
      expect(r).toEqual(generate({ paragraphs: 2, repeatable: true }));
    }
  });

  it('keeps out-of-range paragraph counts within 1 to 10 instead of failing', () => {
    expect(generate({ paragraphs: 0 }).paragraphs).toBe(1);
    expect(generate({ paragraphs: 99 }).paragraphs).toBe(10);
    expect(generate({ paragraphs: Number.NaN }).paragraphs).toBe(1);
  });

  it('never uses Math.random', () => {
    for (const file of ['run.ts', 'words.ts', 'manifest.ts', 'view.ts']) {
      const source = readFileSync(join(import.meta.dirname, file), 'utf8');
      expect(source, file).not.toMatch(/Math\.random/);
    }
  });
});
