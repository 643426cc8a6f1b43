import { defineTool, languageName, type InputOf, type OptionsOf } from '@sdk/core';

/** Languages offered: the site's four first, then others browsers commonly have voices for. */
export const SPEECH_LANGUAGES = ['en', 'es', 'de', 'fr', 'it', 'pt', 'nl', 'pl', 'ru', 'ja', 'zh', 'ko', 'hi', 'ar', 'tr', 'sv'] as const;

/**
 * The text, its language and the speed and pitch are declared (remembered, linkable); run() cuts the
 * text into the sentences spoken one by one and the words highlighted. Output.tsx speaks them with the
 * browser's voices (Web Speech API), which a declared result cannot do.
 */
export const manifest = defineTool({
  related: ['word-counter', 'readability', 'morse-code', 'text-cleaner'],
  fields: {
    text: { kind: 'text', rows: 6 },
    language: { kind: 'select', choices: SPEECH_LANGUAGES, names: languageName, default: 'en', pageLanguageDefault: { en: 'en', es: 'es', de: 'de', fr: 'fr' } },
  },
  options: {
    rate: { type: 'integer', minimum: 50, maximum: 200, multipleOf: 10, default: 100 },
    pitch: { type: 'integer', minimum: 50, maximum: 150, multipleOf: 10, default: 100 },
  },
  ui: { rate: 'range', pitch: 'range' },
  examples: [
    {
      name: 'english',
      input: { text: 'Hello there. How are you today?', language: 'en' },
      output: {
        language: 'en',
        sentences: [
          { start: 0, end: 13, words: [[0, 5], [6, 11]] },
          { start: 13, end: 31, words: [[13, 16], [17, 20], [21, 24], [25, 30]] },
        ],
      },
    },
    {
      name: 'french',
      input: { text: 'Bonjour ! Ça va ?', language: 'fr' },
      output: {
        language: 'fr',
        sentences: [
          { start: 0, end: 10, words: [[0, 7]] },
          { start: 10, end: 17, words: [[10, 12], [13, 15]] },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
