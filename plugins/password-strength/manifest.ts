import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const DICTIONARIES = ['all', 'en', 'es', 'de', 'fr'] as const;
/**
 * The longest password checked, in characters. zxcvbn's time grows steeply with length (a repeated
 * 256-character password takes seconds); 100 characters is far beyond what anyone types.
 */
export const MAX_LENGTH = 100;

/**
 * How long a password would resist guessing, estimated by zxcvbn-ts with its lists of common
 * passwords and of English, Spanish, German and French words, names and Wikipedia terms (loaded in
 * the worker on first use). The password is a secret field: never remembered, never put in a link.
 */
export const manifest = defineTool({
  related: ['password-generator', 'jwt-secret-generator', 'id-generator', 'bcrypt', 'hash-generator'],
  fields: {
    password: { kind: 'line', secret: true, wide: true, maxLength: MAX_LENGTH },
  },
  options: {
    dictionaries: { type: 'string', enum: DICTIONARIES, default: 'all' },
  },
  ui: { dictionaries: 'select' },
  // The word lists are large: they load and the estimate runs in a worker (a long repeated password
  // can take zxcvbn a second or two on a slow phone).
  worker: true,
  timeLimitSeconds: 60,
  examples: [
    {
      name: 'common',
      input: { password: 'password' },
      options: { dictionaries: 'all' },
      output: {
        score: 0,
        guesses: 3,
        guessesLog10: 0.48,
        warning: 'topTen',
        suggestions: ['anotherWord'],
        patterns: [{ kind: 'dictionary', token: 'password', guessesLog10: 0.3, list: 'passwords', language: 'common', word: 'password', rank: 2, l33t: false, reversed: false }],
      },
    },
    {
      name: 'keyboard',
      input: { password: 'qwertzuiop' },
      options: { dictionaries: 'all' },
      output: {
        score: 1,
        guesses: 3997,
        guessesLog10: 3.6,
        warning: 'straightRow',
        suggestions: ['anotherWord', 'longerKeyboardPattern'],
        patterns: [{ kind: 'spatial', token: 'qwertzuiop', guessesLog10: 3.6, keyboard: 'qwertz', turns: 1 }],
      },
    },
    {
      name: 'date',
      input: { password: 'abcabcabc1987-05-12' },
      options: { dictionaries: 'all' },
      output: {
        score: 2,
        guesses: 5704000,
        guessesLog10: 6.76,
        warning: 'dates',
        suggestions: ['anotherWord', 'dates'],
        patterns: [
          { kind: 'repeat', token: 'abcabcabc', guessesLog10: 1.7, base: 'abc', count: 3 },
          { kind: 'date', token: '1987-05-12', guessesLog10: 4.76, year: 1987 },
        ],
      },
    },
    {
      name: 'words',
      input: { password: 'correct horse battery staple' },
      options: { dictionaries: 'all' },
      output: {
        score: 4,
        guesses: 52732933120000000000,
        guessesLog10: 19.72,
        warning: null,
        suggestions: [],
        patterns: [
          { kind: 'dictionary', token: 'correct', guessesLog10: 3.12, list: 'diceware', language: 'common', word: 'correct', rank: 1320, l33t: false, reversed: false },
          { kind: 'bruteforce', token: ' horse ', guessesLog10: 7 },
          { kind: 'dictionary', token: 'battery', guessesLog10: 2.72, list: 'diceware', language: 'common', word: 'battery', rank: 529, l33t: false, reversed: false },
          { kind: 'separator', token: ' ', guessesLog10: 1 },
          { kind: 'dictionary', token: 'staple', guessesLog10: 3.8, list: 'diceware', language: 'common', word: 'staple', rank: 6292, l33t: false, reversed: false },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
