import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { MAX_CHARACTERS, run } from './run.ts';

describe('the text as it is spoken', () => {
  it('cuts it into sentences and words by the language’s rules, offsets in the whole text', () => {
    const text = 'Smith arrived. He said: “Hi!”';
    const speech = run({ text, language: 'en' });
    if (isToolError(speech)) throw new Error('unexpected');
    expect(speech.sentences.map((s) => text.slice(s.start, s.end))).toEqual(['Smith arrived. ', 'He said: “Hi!”']);
    expect(speech.sentences[1]!.words.map(([s, e]) => text.slice(s, e))).toEqual(['He', 'said', 'Hi']);
  });

  it('keeps the words of languages written without spaces', () => {
    const speech = run({ text: '今日は良い天気です。', language: 'ja' });
    if (isToolError(speech)) throw new Error('unexpected');
    expect(speech.sentences).toHaveLength(1);
    expect(speech.sentences[0]!.words.length).toBeGreaterThan(1);
  });

  it('skips what has no word to say, and asks for a text of a reasonable length', () => {
    const speech = run({ text: 'Hi. … !!! Bye.', language: 'en' });
    if (isToolError(speech)) throw new Error('unexpected');
    expect(speech.sentences.every((s) => s.words.length > 0)).toBe(true);
    expect(run({ text: '   ', language: 'en' })).toMatchObject({ code: 'empty' });
    expect(run({ text: 'a'.repeat(MAX_CHARACTERS + 1), language: 'en' })).toMatchObject({ code: 'tooLong', params: { max: MAX_CHARACTERS } });
  });
});
