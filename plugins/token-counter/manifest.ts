import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** OpenAI's current encodings: o200k_base (GPT-4o, GPT-4.1, GPT-5, o-series) and cl100k_base (GPT-4, GPT-3.5). */
export const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * A text in; its tokens in one of OpenAI's encodings out (gpt-tokenizer, the same byte-pair merges as
 * OpenAI's tiktoken), with the counts of tokens, characters and words, the text split into its tokens
 * and each token with its id. The encodings' rank tables are 1.2 MB (cl100k_base) and 2.4 MB (o200k_base)
 * of JavaScript: run() imports the chosen one on first use, in the tool's worker, so the page's first
 * view loads neither; a megabyte of text encodes in well under a second there.
 * In developer-tools, not text-tools: tokens are what a model's API limits and bills, so the visitors
 * are people who send text to those APIs; the word counter is a related tool.
 */
export const manifest = defineTool({
  related: ['word-counter', 'text-splitter', 'unicode-inspector', 'utf8-encoder-decoder', 'json-formatter', 'text-cleaner'],
  fields: {
    text: { kind: 'text', rows: 8 },
  },
  options: {
    encoding: { type: 'string', enum: ENCODINGS, default: 'o200k_base' },
  },
  ui: { encoding: 'segmented' },
  worker: true,
  downloads: ['txt', 'json'],
  examples: [
    {
      // The example of OpenAI's tiktoken (its README) and of gpt-tokenizer's tests.
      name: 'helloWorld',
      input: { text: 'hello world' },
      options: { encoding: 'cl100k_base' },
      output: {
        encoding: 'cl100k_base',
        tokens: 2,
        characters: 11,
        words: 2,
        ids: [15339, 1917],
        pieces: [
          { text: 'hello', ids: [15339] },
          { text: ' world', ids: [1917] },
        ],
      },
    },
    {
      // OpenAI's cookbook, "How to count tokens with tiktoken".
      name: 'cookbook',
      input: { text: 'tiktoken is great!' },
      options: { encoding: 'cl100k_base' },
      output: {
        encoding: 'cl100k_base',
        tokens: 6,
        characters: 18,
        words: 3,
        ids: [83, 1609, 5963, 374, 2294, 0],
        pieces: [
          { text: 't', ids: [83] },
          { text: 'ik', ids: [1609] },
          { text: 'token', ids: [5963] },
          { text: ' is', ids: [374] },
          { text: ' great', ids: [2294] },
          { text: '!', ids: [0] },
        ],
      },
    },
    {
      // The cookbook's comparison of encodings: a long word, in o200k_base.
      name: 'longWord',
      input: { text: 'antidisestablishmentarianism' },
      options: { encoding: 'o200k_base' },
      output: {
        encoding: 'o200k_base',
        tokens: 6,
        characters: 28,
        words: 1,
        ids: [493, 129901, 376, 160388, 21203, 2367],
        pieces: [
          { text: 'ant', ids: [493] },
          { text: 'idis', ids: [129901] },
          { text: 'est', ids: [376] },
          { text: 'ablishment', ids: [160388] },
          { text: 'arian', ids: [21203] },
          { text: 'ism', ids: [2367] },
        ],
      },
    },
    {
      // An emoji is four UTF-8 bytes; o200k_base has no token for it with its space: three tokens make one piece.
      name: 'emoji',
      input: { text: 'The llama 🦙 says hi.' },
      options: { encoding: 'o200k_base' },
      output: {
        encoding: 'o200k_base',
        tokens: 8,
        characters: 20,
        words: 4,
        ids: [976, 69693, 9552, 99, 247, 5003, 5911, 13],
        pieces: [
          { text: 'The', ids: [976] },
          { text: ' llama', ids: [69693] },
          { text: ' 🦙', ids: [9552, 99, 247] },
          { text: ' says', ids: [5003] },
          { text: ' hi', ids: [5911] },
          { text: '.', ids: [13] },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
