import { describe, expect, it } from 'vitest';
import cl100kRanks from 'gpt-tokenizer/bpeRanks/cl100k_base';
import o200kRanks from 'gpt-tokenizer/bpeRanks/o200k_base';
import { utf8Bytes } from '@sdk/core';
import { MAX_SHOWN, run, tokenBytes, type TokenCount } from './run.ts';
import { cellText, splitText, view } from './view.ts';

const count = async (text: string, encoding: 'o200k_base' | 'cl100k_base') => (await run({ text }, { encoding })) as TokenCount;

describe('token-counter', () => {
  // Token ids given by OpenAI's tiktoken (tests/test_encoding.py) and cookbook ("How to count tokens with
  // tiktoken", its compare_encodings output), sources independent of gpt-tokenizer.
  it.each([
    ['hello world', 'cl100k_base', [15339, 1917]],
    ['👍', 'cl100k_base', [9468, 239, 235]],
    ['tiktoken is great!', 'cl100k_base', [83, 1609, 5963, 374, 2294, 0]],
    ['antidisestablishmentarianism', 'cl100k_base', [519, 85342, 34500, 479, 8997, 2191]],
    ['antidisestablishmentarianism', 'o200k_base', [493, 129901, 376, 160388, 21203, 2367]],
    ['2 + 2 = 4', 'cl100k_base', [17, 489, 220, 17, 284, 220, 19]],
    ['2 + 2 = 4', 'o200k_base', [17, 659, 220, 17, 314, 220, 19]],
    ['お誕生日おめでとう', 'cl100k_base', [33334, 45918, 243, 21990, 9080, 33334, 62004, 16556, 78699]],
    ['お誕生日おめでとう', 'o200k_base', [8930, 9697, 243, 128225, 8930, 17693, 4344, 48669]],
  ] as const)('gives tiktoken’s ids for %j in %s', async (text, encoding, ids) => {
    const result = await count(text, encoding);
    expect(result.ids).toEqual(ids);
    expect(result.tokens).toBe(ids.length);
  });

  it('groups the tokens that each hold part of a character into one piece, and the pieces rebuild the text', async () => {
    const result = await count('お誕生日おめでとう', 'o200k_base');
    expect(result.pieces.map((p) => p.text)).toEqual(['お', '誕', '生日', 'お', 'め', 'で', 'とう']);
    expect(result.pieces[1]!.ids).toEqual([9697, 243]);
    expect(result.pieces.map((p) => p.text).join('')).toBe('お誕生日おめでとう');
  });

  it('rebuilds any text byte for byte from its ids, in both encodings', async () => {
    const text = 'Ünïcödé 😀👍🏽 e\u0301 «quotes» 中文 \t tabs\r\nand lines\n';
    for (const [encoding, ranks] of [['cl100k_base', cl100kRanks], ['o200k_base', o200kRanks]] as const) {
      const result = await count(text, encoding);
      expect(tokenBytes(result.ids, ranks)).toEqual(utf8Bytes(text));
      expect(result.pieces.map((p) => p.text).join('')).toBe(text);
    }
  });

  it('counts characters as graphemes and words as the word counter does', async () => {
    const result = await count('Café 👍🏽 U.S.A e\u0301', 'cl100k_base');
    expect(result.characters).toBe(14);
    expect(result.words).toBe(3);
  });

  it('counts text that looks like a special token as plain text, never as the control token', async () => {
    // tiktoken gives [15339, 220, 100257] only when told to allow the special token.
    const result = await count('hello <|endoftext|>', 'cl100k_base');
    expect(result.ids).not.toContain(100257);
    expect(result.ids.slice(0, 1)).toEqual([15339]);
    expect(result.pieces.map((p) => p.text).join('')).toBe('hello <|endoftext|>');
  });

  it('shows the first tokens one by one and counts all of a large text', async () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(25_000); // 1.1 MB
    const started = Date.now();
    const result = await count(text, 'o200k_base');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.tokens).toBe(result.ids.length);
    expect(result.tokens).toBeGreaterThan(240_000);
    expect(result.pieces.reduce((n, p) => n + p.ids.length, 0)).toBe(MAX_SHOWN);
    const blocks = view(result).blocks;
    expect(blocks.some((b) => b.kind === 'note' && typeof b.text === 'object' && 't' in b.text && b.text.t === 'firstShown')).toBe(true);
  });

  it('asks for text, and refuses an unpaired surrogate', async () => {
    expect(await run({ text: '' }, { encoding: 'o200k_base' })).toEqual({ kind: 'tool-error', code: 'empty' });
    expect(await run({ text: 'a\uD800b' }, { encoding: 'o200k_base' })).toEqual({ kind: 'tool-error', code: 'invalidText', params: { field: 'text' } });
  });

  it('draws the boundaries with a sign, not colour: line breaks, tabs and spaces made visible', async () => {
    expect(splitText('a\nb\tc')).toBe('a↵\nb⇥c');
    expect(cellText(' hi\n')).toBe('␣hi↵');
    const result = await count('hello world', 'cl100k_base');
    const shown = view(result);
    expect(shown.blocks[1]).toMatchObject({ kind: 'text', text: 'hello· world' });
    expect(shown.copy).toBe('[15339, 1917]');
    expect(shown.blocks.find((b) => b.kind === 'table')).toMatchObject({ rows: [[{ num: 1 }, 'hello', '15339'], [{ num: 2 }, '␣world', '1917']] });
  });
});
