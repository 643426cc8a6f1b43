import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countGraphemes, graphemes } from '@sdk/core';
import { allChunksText, allChunksTxt } from './format.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';

const DEFAULTS: Options = { mode: 'size', chunkSize: 1000, chunkCount: 2, preserveParagraphs: true, preserveWords: true };
const bySize = (input: string, chunkSize: number, more: Partial<Options> = {}) => run({ text: input }, { ...DEFAULTS, mode: 'size', chunkSize, ...more });
const byCount = (input: string, chunkCount: number, more: Partial<Options> = {}) => run({ text: input }, { ...DEFAULTS, mode: 'count', chunkCount, ...more });

const WS = /^\s+$/u;
const isWs = (g: string) => WS.test(g);

/** Grapheme boundaries of the text, as code-unit offsets. */
function boundaries(text: string): Set<number> {
  const out = new Set<number>([0]);
  let off = 0;
  for (const g of graphemes(text)) out.add((off += g.length));
  return out;
}

/**
 * The guarantee: input = w0 + c1 + w1 + … + cN + wN, each w made of whitespace graphemes only, each chunk
 * non-empty, starting and ending with a non-whitespace grapheme, and cut on grapheme boundaries of the input.
 * Returns the separators w1 … w(N-1) between chunks.
 */
function reconstruct(input: string, chunks: string[]): string[] {
  const bounds = boundaries(input);
  const gs = graphemes(input);
  const starts: number[] = [];
  let off = 0;
  for (const g of gs) {
    starts.push(off);
    off += g.length;
  }
  const graphemeAt = new Map(starts.map((s, i) => [s, gs[i]!]));
  const separators: string[] = [];
  let pos = 0;
  chunks.forEach((chunk, i) => {
    expect(chunk.length).toBeGreaterThan(0);
    const cg = graphemes(chunk);
    expect(isWs(cg[0]!), `chunk ${i} starts with whitespace`).toBe(false);
    expect(isWs(cg[cg.length - 1]!), `chunk ${i} ends with whitespace`).toBe(false);
    const from = pos;
    while (pos < input.length && !input.startsWith(chunk, pos)) {
      const g = graphemeAt.get(pos);
      expect(g !== undefined && isWs(g), `only whitespace between chunks (before chunk ${i})`).toBe(true);
      pos += g!.length;
    }
    expect(input.startsWith(chunk, pos), `chunk ${i} follows`).toBe(true);
    expect(bounds.has(pos) && bounds.has(pos + chunk.length), `chunk ${i} on grapheme boundaries`).toBe(true);
    if (i > 0) separators.push(input.slice(from, pos));
    pos += chunk.length;
  });
  for (const g of graphemes(input.slice(pos))) expect(isWs(g), 'only whitespace after the last chunk').toBe(true);
  return separators;
}

describe('text-splitter run', () => {
  it('returns no chunks for empty or blank input', () => {
    for (const text of ['', '   ', '\n\n\r\n\t ']) {
      expect(bySize(text, 10)).toEqual({ chunks: [], oversizedParagraphs: 0 });
      expect(byCount(text, 3)).toEqual({ chunks: [], oversizedParagraphs: 0 });
    }
  });

  describe('size mode', () => {
    it('keeps the whole text in one chunk when it fits, trimming the outer whitespace', () => {
      expect(bySize('  hello world \n', 11)).toEqual({ chunks: ['hello world'], oversizedParagraphs: 0 });
    });

    it('packs whole paragraphs into chunks, keeping the blank lines inside a chunk', () => {
      const text = 'aaa bbb\n\nccc\n\nddd eee fff\n\ng';
      expect(bySize(text, 12).chunks).toEqual(['aaa bbb\n\nccc', 'ddd eee fff', 'g']);
      expect(bySize(text, 30).chunks).toEqual([text]);
    });

    it('treats a single line break as part of a paragraph', () => {
      expect(bySize('one two\nthree\n\nfour', 13).chunks).toEqual(['one two\nthree', 'four']);
    });

    it('cuts a paragraph longer than a chunk at spaces and counts it', () => {
      const text = 'Intro.\n\nalpha beta gamma delta epsilon\n\nEnd.';
      expect(bySize(text, 13)).toEqual({ chunks: ['Intro.', 'alpha beta', 'gamma delta', 'epsilon\n\nEnd.'], oversizedParagraphs: 1 });
    });

    it('counts each oversized paragraph once', () => {
      const text = 'aa bb cc dd ee ff\n\nx\n\ngg hh ii jj kk ll';
      const result = bySize(text, 5);
      expect(result.chunks).toEqual(['aa bb', 'cc dd', 'ee ff', 'x', 'gg hh', 'ii jj', 'kk ll']);
      expect(result.oversizedParagraphs).toBe(2);
    });

    it('never counts oversized paragraphs when paragraphs are not preserved, and fills chunks across them', () => {
      const text = 'aaa bbb\n\nccc ddd';
      expect(bySize(text, 12, { preserveParagraphs: false })).toEqual({ chunks: ['aaa bbb\n\nccc', 'ddd'], oversizedParagraphs: 0 });
      expect(bySize(text, 12)).toEqual({ chunks: ['aaa bbb', 'ccc ddd'], oversizedParagraphs: 0 });
    });

    it('cuts at the last space that fits, never inside a word', () => {
      expect(bySize('the quick brown fox', 10).chunks).toEqual(['the quick', 'brown fox']);
      expect(bySize('the quick brown fox', 9).chunks).toEqual(['the quick', 'brown fox']);
      expect(bySize('the quick brown fox', 8).chunks).toEqual(['the', 'quick', 'brown', 'fox']);
    });

    it('drops the whole run of whitespace at a cut', () => {
      expect(bySize('abc  \t  def', 4).chunks).toEqual(['abc', 'def']);
    });

    it('cuts a word longer than a chunk only when it must, at a character boundary', () => {
      expect(bySize('ab abcdefgh cd', 4).chunks).toEqual(['ab', 'abcd', 'efgh', 'cd']);
    });

    it('cuts exactly at the size when words are not preserved', () => {
      expect(bySize('the quick brown fox', 8, { preserveWords: false, preserveParagraphs: false }).chunks).toEqual(['the quic', 'k brown', 'fox']);
      expect(bySize('abcdefg', 3, { preserveWords: false }).chunks).toEqual(['abc', 'def', 'g']);
    });

    it('keeps every chunk within the size', () => {
      const text = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.\n\nSed do eiusmod tempor.\n\nUt enim ad minim veniam.';
      for (const size of [1, 2, 5, 7, 13, 30, 100])
        for (const preserveWords of [true, false])
          for (const preserveParagraphs of [true, false])
            for (const chunk of bySize(text, size, { preserveWords, preserveParagraphs }).chunks) expect(countGraphemes(chunk)).toBeLessThanOrEqual(size);
    });
  });

  describe('count mode', () => {
    it('makes the number of chunks asked for, of about equal size', () => {
      const text = 'one two three four five six seven eight nine ten eleven twelve';
      const { chunks } = byCount(text, 3);
      // 62 characters: each chunk aims at a third of what is left (21, then 22, then the rest) and ends at a space.
      expect(chunks).toEqual(['one two three four', 'five six seven eight', 'nine ten eleven twelve']);
    });

    it('splits by paragraphs when each is small enough', () => {
      expect(byCount('para one\n\npara two\n\npara three', 3)).toEqual({ chunks: ['para one', 'para two', 'para three'], oversizedParagraphs: 0 });
      expect(byCount('aaaa\n\nbbbb\n\ncccc\n\ndddd', 2)).toEqual({ chunks: ['aaaa\n\nbbbb', 'cccc\n\ndddd'], oversizedParagraphs: 0 });
    });

    it('splits exactly into equal parts without boundaries to respect', () => {
      expect(byCount('abcdefghi', 3, { preserveWords: false }).chunks).toEqual(['abc', 'def', 'ghi']);
      expect(byCount('abcdefghij', 3, { preserveWords: false }).chunks).toEqual(['abcd', 'efg', 'hij']);
    });

    it('makes fewer chunks when the text is shorter than the count', () => {
      expect(byCount('ab', 5).chunks).toEqual(['a', 'b']);
      expect(byCount('a', 5).chunks).toEqual(['a']);
    });

    it('never makes more chunks than asked', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 2, max: 50 }), fc.boolean(), fc.boolean(), (text, count, pp, pw) => {
          expect(byCount(text, count, { preserveParagraphs: pp, preserveWords: pw }).chunks.length).toBeLessThanOrEqual(count);
        }),
      );
    });
  });

  describe('Unicode', () => {
    it('counts and never splits emoji with modifiers or ZWJ sequences', () => {
      const text = '👍🏽👨\u200D👩\u200D👧🇫🇷👍🏽';
      expect(bySize(text, 1, { preserveWords: false }).chunks).toEqual(['👍🏽', '👨\u200D👩\u200D👧', '🇫🇷', '👍🏽']);
      expect(bySize(text, 2).chunks).toEqual(['👍🏽👨\u200D👩\u200D👧', '🇫🇷👍🏽']);
    });

    it('never separates a combining mark from its letter', () => {
      const text = 'e\u0301e\u0301e\u0301';
      expect(bySize(text, 1).chunks).toEqual(['e\u0301', 'e\u0301', 'e\u0301']);
      expect(bySize('cafe\u0301 cafe\u0301', 5).chunks).toEqual(['cafe\u0301', 'cafe\u0301']);
    });

    it('keeps a space carrying a combining mark as a character, not a place to cut', () => {
      expect(bySize('ab \u0301cd ef', 5).chunks).toEqual(['ab \u0301cd', 'ef']);
    });

    it('splits CJK, Arabic and lone surrogates without throwing', () => {
      expect(bySize('漢字漢字漢', 2).chunks).toEqual(['漢字', '漢字', '漢']);
      expect(bySize('العربية لغة جميلة', 7).chunks).toEqual(['العربية', 'لغة', 'جميلة']);
      expect(bySize('a\uD800b\uDC00c', 2).chunks).toEqual(['a\uD800', 'b\uDC00', 'c']);
    });

    it('handles CRLF line endings: a blank CRLF line separates paragraphs, and CR LF is never split', () => {
      const text = 'first para\r\nline two\r\n\r\nsecond para';
      expect(bySize(text, 20)).toEqual({ chunks: ['first para\r\nline two', 'second para'], oversizedParagraphs: 0 });
      expect(bySize('ab\r\ncd', 3, { preserveWords: false, preserveParagraphs: false }).chunks).toEqual(['ab', 'cd']);
      // CR LF counts as one character.
      expect(bySize('ab\r\ncd', 5).chunks).toEqual(['ab\r\ncd']);
    });
  });

  describe('reconstruction', () => {
    const texts = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.array(fc.oneof(fc.constantFrom(' ', '  ', '\n', '\n\n', '\r\n', '\r\n\r\n', '\t', 'e\u0301', '👍🏽', '漢字', ' \u0301'), fc.string({ minLength: 1, maxLength: 8 })), { maxLength: 60 }).map((parts) => parts.join('')),
    );
    const opts = fc.record({
      mode: fc.constantFrom('size' as const, 'count' as const),
      chunkSize: fc.integer({ min: 1, max: 40 }),
      chunkCount: fc.integer({ min: 2, max: 20 }),
      preserveParagraphs: fc.boolean(),
      preserveWords: fc.boolean(),
    });

    it('gives chunks that, with whitespace between them, rebuild the input exactly', () => {
      fc.assert(
        fc.property(texts, opts, (text, options) => {
          const { chunks } = run({ text }, options);
          reconstruct(text, chunks);
          if (options.mode === 'size') for (const chunk of chunks) expect(countGraphemes(chunk)).toBeLessThanOrEqual(options.chunkSize);
        }),
        { numRuns: 500 },
      );
    });

    it('cuts only at whitespace when words are kept and no word is longer than a chunk', () => {
      fc.assert(
        fc.property(fc.array(fc.stringMatching(/^[a-zé]{1,5}$/), { minLength: 1, maxLength: 40 }), fc.array(fc.constantFrom(' ', '\n', '\n\n', '\r\n\r\n')), fc.integer({ min: 5, max: 30 }), (words, seps, size) => {
          const text = words.map((w, i) => (i === 0 ? w : (seps[i % Math.max(1, seps.length)] ?? ' ') + w)).join('');
          const { chunks } = bySize(text, size);
          for (const sep of reconstruct(text, chunks)) expect(sep.length).toBeGreaterThan(0);
        }),
      );
    });
  });

  describe('export formats', () => {
    it('joins all chunks with a blank line for Copy all', () => {
      expect(allChunksText(['a', 'b c'])).toBe('a\n\nb c');
    });

    it('writes the TXT download with a line before each chunk', () => {
      expect(allChunksTxt(['a', 'b c'])).toBe('----- chunk 1 -----\na\n\n----- chunk 2 -----\nb c');
    });
  });
});
