import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError } from '@sdk/core';
import { ABBREVIATIONS, continuesSentence } from './abbreviations.ts';
import { countWords, run, type WordStats } from './run.ts';

function stats(text: string): WordStats {
  const result = run({ text: text }, {});
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}

/** What Intl.Segmenter itself finds in the whole text at once: the reference for the counts. */
function segmenterCounts(text: string) {
  const count = (granularity: 'grapheme' | 'word' | 'sentence', keep: (s: Intl.SegmentData) => boolean) => {
    let n = 0;
    for (const s of new Intl.Segmenter(undefined, { granularity }).segment(text)) if (keep(s)) n++;
    return n;
  };
  return {
    characters: count('grapheme', () => true),
    charactersNoSpaces: count('grapheme', (s) => !/^\s+$/u.test(s.segment)),
    words: count('word', (s) => !!s.isWordLike),
    sentences: sentencesOf(text),
  };
}

/** Sentences as Intl.Segmenter finds them in the whole text at once, going on after an abbreviation or an initial. */
function sentencesOf(text: string): number {
  let n = 0;
  let goesOn = false;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'sentence' }).segment(text)) {
    if (/[\p{L}\p{N}]/u.test(segment)) {
      if (!goesOn) n++;
      goesOn = continuesSentence(segment);
    } else if (/[\n\v\f\r\x85\u2028\u2029]/.test(segment)) goesOn = false;
  }
  return n;
}

/** Sentences as Intl.Segmenter alone finds them (it breaks after "Mr. " before a capital). */
const segmenterSentences = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'sentence' }).segment(text)].filter((s) => /[\p{L}\p{N}]/u.test(s.segment)).length;

/**
 * A word segmenter that breaks at every full stop between letters, as Chromium's does ("U|.|S|.|A"),
 * where Node's ICU keeps "U.S.A" together.
 */
const dotBreaking = {
  *segment(text: string): Generator<Intl.SegmentData> {
    for (const s of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)) {
      if (!s.isWordLike || !/^\p{L}+(?:\.\p{L}+)+$/u.test(s.segment)) {
        yield s;
        continue;
      }
      let index = s.index;
      for (const piece of s.segment.split(/(\.)/)) {
        if (piece) yield { segment: piece, index, input: text, isWordLike: piece !== '.' };
        index += piece.length;
      }
    }
  },
} as unknown as Intl.Segmenter;

const ZERO: WordStats = {
  words: 0,
  characters: 0,
  charactersNoSpaces: 0,
  sentences: 0,
  paragraphs: 0,
  lines: 0,
  readingMinutes: 0,
  speakingMinutes: 0,
  topWords: [],
};

describe('word counter', () => {
  it('gives all zeros for empty text', () => {
    expect(run({ text: '' }, {})).toEqual(ZERO);
  });

  it('counts plain English', () => {
    expect(stats('The cat sat on the mat. The dog did not!')).toEqual({
      words: 10,
      characters: 40,
      charactersNoSpaces: 31,
      sentences: 2,
      paragraphs: 1,
      lines: 1,
      readingMinutes: 1,
      speakingMinutes: 1,
      topWords: [
        { word: 'the', count: 3 },
        { word: 'cat', count: 1 },
        { word: 'sat', count: 1 },
        { word: 'on', count: 1 },
        { word: 'mat', count: 1 },
        { word: 'dog', count: 1 },
        { word: 'did', count: 1 },
        { word: 'not', count: 1 },
      ],
    });
  });

  it('keeps contractions and decimal numbers as one word', () => {
    expect(stats("Don't stop: it's 3.14 already.").words).toBe(5);
  });

  it('counts paragraphs separated by blank lines, with LF or CRLF', () => {
    const lf = 'First paragraph, line one.\nStill the first.\n\nSecond paragraph.\n\n\n\nThird one.\n';
    const crlf = lf.replaceAll('\n', '\r\n');
    for (const text of [lf, crlf]) {
      const s = stats(text);
      expect(s.paragraphs).toBe(3);
      expect(s.lines).toBe(8);
      expect(s.sentences).toBe(4);
      expect(s.words).toBe(11);
    }
    // CR LF is one character (one grapheme), so CRLF text has as many characters as LF text.
    expect(stats(crlf).characters).toBe(stats(lf).characters);
    expect(stats(crlf).charactersNoSpaces).toBe(stats(lf).charactersNoSpaces);
  });

  it('treats lines of spaces as blank and counts the last line without a final line break', () => {
    expect(stats('one\n   \t\ntwo')).toMatchObject({ paragraphs: 2, lines: 3 });
    expect(stats('one\ntwo')).toMatchObject({ paragraphs: 1, lines: 2 });
    expect(stats('\n\none\n')).toMatchObject({ paragraphs: 1, lines: 3 });
    expect(stats('old\rMac')).toMatchObject({ paragraphs: 1, lines: 2 });
    expect(stats('a\u2029b')).toMatchObject({ paragraphs: 2, lines: 2 });
  });

  it('gives zeros but characters and lines for whitespace only', () => {
    expect(stats(' \t\u00a0\u3000 ')).toEqual({ ...ZERO, characters: 5, lines: 1 });
    expect(stats('\n\n')).toEqual({ ...ZERO, characters: 2, lines: 2 });
  });

  it('counts an emoji with a skin tone, a ZWJ family and a flag as one character each', () => {
    const s = stats('👍🏽 👨‍👩‍👧 🇪🇸');
    expect(s.characters).toBe(5);
    expect(s.charactersNoSpaces).toBe(3);
    expect(s.words).toBe(0);
    expect(stats('👨‍👩‍👧').characters).toBe(1);
    expect(stats('👍🏽').characters).toBe(1);
  });

  it('counts a letter with combining marks as one character, and one-letter words are not top words', () => {
    const s = stats('e\u0301 cafe\u0301 cafe\u0301');
    expect(s.characters).toBe(11);
    expect(s.charactersNoSpaces).toBe(9);
    expect(s.words).toBe(3);
    expect(s.topWords).toEqual([{ word: 'cafe\u0301', count: 2 }]);
  });

  it('counts CJK words as Intl.Segmenter splits them', () => {
    for (const text of ['我喜欢编程。', '漢字とひらがなの文章です。東京へ行きます。', '한국어 문장입니다. 두 번째 문장!']) {
      const reference = segmenterCounts(text);
      const s = stats(text);
      expect(s.words).toBe(reference.words);
      expect(s.characters).toBe(reference.characters);
      expect(s.sentences).toBe(reference.sentences);
      expect(s.words).toBeGreaterThan(0);
    }
    expect(stats('我喜欢编程。')).toMatchObject({ characters: 6, charactersNoSpaces: 6, sentences: 1, paragraphs: 1, lines: 1 });
  });

  it('counts Arabic and Hebrew, right-to-left, like any other text', () => {
    const arabic = stats('مرحبا بالعالم. كيف حالك؟');
    expect(arabic).toMatchObject({ words: 4, sentences: 2, paragraphs: 1 });
    expect(arabic.characters).toBe(segmenterCounts('مرحبا بالعالم. كيف حالك؟').characters);
    expect(arabic.topWords[0]).toEqual({ word: 'مرحبا', count: 1 });
    const hebrew = stats('שלום עולם! שלום לכולם.');
    expect(hebrew).toMatchObject({ words: 4, sentences: 2 });
    expect(hebrew.topWords[0]).toEqual({ word: 'שלום', count: 2 });
  });

  it('accepts lone surrogates without throwing', () => {
    for (const text of ['\uD800', 'a\uDC00b', 'x \uD83D', '\uDFFF\uD800 word']) {
      const s = stats(text);
      expect(s.characters).toBe(segmenterCounts(text).characters);
    }
  });

  it('rounds reading time up at 238 and speaking time at 150 words per minute', () => {
    expect(stats('word '.repeat(238))).toMatchObject({ readingMinutes: 1, speakingMinutes: 2 });
    expect(stats('word '.repeat(239))).toMatchObject({ readingMinutes: 2, speakingMinutes: 2 });
    expect(stats('word '.repeat(301))).toMatchObject({ readingMinutes: 2, speakingMinutes: 3 });
    expect(stats('Hi')).toMatchObject({ readingMinutes: 1, speakingMinutes: 1 });
  });

  it('lists at most 10 top words, most frequent first, ties in order of appearance, lower-cased', () => {
    const text = 'Zeta zeta ZETA alpha Alpha beta gamma delta epsilon eta theta iota kappa lambda a I';
    expect(stats(text).topWords).toEqual([
      { word: 'zeta', count: 3 },
      { word: 'alpha', count: 2 },
      { word: 'beta', count: 1 },
      { word: 'gamma', count: 1 },
      { word: 'delta', count: 1 },
      { word: 'epsilon', count: 1 },
      { word: 'eta', count: 1 },
      { word: 'theta', count: 1 },
      { word: 'iota', count: 1 },
      { word: 'kappa', count: 1 },
    ]);
  });

  it('reads long mixed text in slices with the same counts as one pass of Intl.Segmenter', () => {
    const pieces = [
      'The quick brown fox jumps over the lazy dog. ',
      'Mr. Smith went to Washington. ',
      '我喜欢编程。今天天气很好，我们去公园吧！',
      'ภาษาไทยเขียนติดกันโดยไม่มีช่องว่าง ',
      'e\u0301te\u0301 👨‍👩‍👧 🇫🇷🇩🇪 👍🏽 ',
      'مرحبا بالعالم. ',
      'end.Next word, "quoted?" (yes!) ',
      '\r\n',
      '\n\n',
    ];
    let text = '';
    for (let i = 0; text.length < 30_000; i++) text += pieces[(i * 7) % pieces.length]! + (i % 11 === 0 ? 'x'.repeat(i % 3000) : '');
    const s = stats(text);
    const reference = segmenterCounts(text);
    expect({ characters: s.characters, charactersNoSpaces: s.charactersNoSpaces, words: s.words, sentences: s.sentences }).toEqual(reference);
  });

  it('counts characters exactly as Intl.Segmenter around every kind of joining character', () => {
    const tricky = [
      ' \u0301', // a mark on a space: a visible character, not a space
      '\r\n\u0301',
      'a\r\u0301',
      '\u00ad\u0301',
      '\u0600123', // ARABIC NUMBER SIGN (Prepend) joins the digit after it
      '\u0915\u094d\u0937', // Devanagari conjunct क्ष
      '\u1100\u1161\u11a8', // Hangul jamo forming one syllable
      '🇫🇷🇩🇪🇪', // regional indicators pair up
      '👨\u200d©', // ZWJ before a pictographic sign below U+0300
      'x\u200d\u0301y',
      '\u3000 \u00a0\u2028\u2029\ufeff',
      '\uD800\u0301\uDC00a',
    ];
    for (const piece of tricky) {
      for (const text of [piece, `ab ${piece} cd`, `${piece}${piece}`, `\n${piece}\r\n`]) {
        const { characters, charactersNoSpaces } = segmenterCounts(text);
        expect({ text, characters: stats(text).characters, charactersNoSpaces: stats(text).charactersNoSpaces }).toEqual({ text, characters, charactersNoSpaces });
      }
    }
  });

  it('joins two letters across a full stop exactly where Unicode (ICU) does, for every letter (Tangut, Hangul and kana marks included)', () => {
    const words = new Intl.Segmenter(undefined, { granularity: 'word' });
    const wrong: string[] = [];
    for (let cp = 0; cp < 0x32000; cp++) {
      const letter = String.fromCodePoint(cp);
      if (!/\p{L}/u.test(letter)) continue;
      const text = `${letter}.${letter}`;
      const reference = [...words.segment(text)].filter((s) => s.isWordLike).length;
      if (countWords(text).words !== reference) wrong.push(`U+${cp.toString(16).toUpperCase()}`);
    }
    expect(wrong).toEqual([]);
  });

  it('agrees with Intl.Segmenter on arbitrary text', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.string({ unit: fc.constantFrom('a', ' ', '\r', '\n', '.', '\u0301', '\u200d', '👍', '🏽', '©', '\u0600', '1', '我', '\uD800', 'A'), maxLength: 40 }),
    );
    fc.assert(
      fc.property(text, (t) => {
        const s = stats(t);
        const reference = segmenterCounts(t);
        expect({ characters: s.characters, charactersNoSpaces: s.charactersNoSpaces, words: s.words, sentences: s.sentences }).toEqual(reference);
      }),
      { numRuns: 500 },
    );
  });

  describe('abbreviations and initials', () => {
    it('counts a dotted abbreviation as one word, and goes on after abbreviations', () => {
      expect(stats('e.g. U.S.A. is big.')).toMatchObject({ words: 4, sentences: 1 });
      expect(stats('e.g. U.S.A. is big.').topWords.map((w) => w.word)).toEqual(['e.g', 'u.s.a', 'is', 'big']);
      expect(stats('Mr. Smith went home. He slept.')).toMatchObject({ words: 6, sentences: 2 });
      expect(stats('Das ist z. B. gut.')).toMatchObject({ words: 5, sentences: 1 });
      expect(stats('Das ist z.B. gut. Das auch.')).toMatchObject({ words: 6, sentences: 2 });
      expect(stats('M. Dupont est là.')).toMatchObject({ words: 4, sentences: 1 });
      expect(stats('Llegó el Sr. García, p. ej. Ayer. Luego se fue.').sentences).toBe(2);
      expect(stats('J. R. R. Tolkien wrote it. Then he left.').sentences).toBe(2);
    });

    it('still ends a sentence after a word that is no abbreviation, after "etc." and at a line break', () => {
      expect(stats('He lives in the U.S. He likes it.').sentences).toBe(2);
      expect(stats('We bought apples, pears, etc. Then we left.').sentences).toBe(2);
      expect(stats('He was 5. Then he grew.').sentences).toBe(2);
      expect(stats('Signed: Dr.\nSmith came later.').sentences).toBe(2);
      expect(stats('Mr.\n\nNew paragraph.')).toMatchObject({ sentences: 2, paragraphs: 2 });
    });

    it('joins letters and full stops into one word where the engine breaks at each full stop', () => {
      const count = (text: string) => {
        const { words, counts } = countWords(text, dotBreaking);
        return { words, top: [...counts.keys()] };
      };
      expect(count('e.g. U.S.A. is big.')).toEqual({ words: 4, top: ['e.g', 'u.s.a', 'is', 'big'] });
      expect(count('See example.com, or i.e. this.')).toEqual({ words: 5, top: ['see', 'example.com', 'or', 'i.e', 'this'] });
      // Not across a space, two full stops, or digits; nor in scripts written without spaces.
      expect(count('end. Start wait..what 1.5 v1.a 我.我').words).toBe(countWords('end. Start wait..what 1.5 v1.a 我.我').words);
      expect(count('a.b '.repeat(1000))).toEqual({ words: 1000, top: ['a.b'] });
      expect(countWords('U.S.A', dotBreaking).words).toBe(1);
    });

    for (const [language, list] of Object.entries(ABBREVIATIONS)) {
      it(`goes on after every abbreviation of the ${language} list, written in lower case or capitalised`, () => {
        for (const abbreviation of list) {
          for (const written of [abbreviation, abbreviation[0]!.toUpperCase() + abbreviation.slice(1)]) {
            const text = `Text ${written}. Müller kam. Dann ging er.`;
            expect(stats(text).sentences, text).toBe(2);
            // Unicode's rules alone break there: the list is what keeps the sentence going.
            expect(segmenterSentences(text), text).toBe(3);
          }
        }
      });
    }

    it('keeps the lists lower-cased, without a final full stop, and without a word of another language that ends sentences', () => {
      for (const abbreviation of Object.values(ABBREVIATIONS).flat()) {
        expect(abbreviation).toBe(abbreviation.toLowerCase());
        expect(abbreviation.endsWith('.')).toBe(false);
        expect(['etc', 'usw', 'no', 'me', 'est', 'vol', 'inc', 'ltd'], abbreviation).not.toContain(abbreviation);
      }
    });
  });

  it('counts a long sentence and a long word that are larger than a slice', () => {
    const longWord = 'a'.repeat(10_000);
    expect(stats(`${longWord} b`)).toMatchObject({ words: 2, characters: 10_002, sentences: 1 });
    const longSentence = 'word '.repeat(3_000).trim() + '. Next one.';
    expect(stats(longSentence)).toMatchObject({ words: 3_002, sentences: 2 });
  });

  it('counts 5 MB of text exactly', () => {
    const paragraph = 'The quick brown fox jumps over the lazy dog. Ünïcödé 😀 text, "quoted" café naïve! Is it? Yes.\n\n';
    const text = paragraph.repeat(Math.ceil(5_000_000 / paragraph.length));
    const s = stats(text);
    const n = text.length / paragraph.length;
    expect(s).toMatchObject({ words: 17 * n, sentences: 4 * n, paragraphs: n, lines: 2 * n });
  });
});
