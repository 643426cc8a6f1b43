import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['case-converter', 'text-cleaner', 'text-splitter', 'word-frequency', 'readability', 'token-counter'],
  fields: { text: { kind: 'text', copy: true } },
  // No options: the counts are the same for everyone.
  downloads: ['csv', 'json'],
  worker: true,
  runWhenEmpty: true,
  examples: [
    {
      name: 'article',
      input: {
        text: 'Writing is thinking on paper. Good writers revise their work again and again.\n\nShort sentences help readers. Long ones can work too, if they flow. Read your text aloud: does it sound right?',
      },
      output: {
        words: 33,
        characters: 189,
        charactersNoSpaces: 156,
        sentences: 5,
        paragraphs: 2,
        lines: 3,
        readingMinutes: 1,
        speakingMinutes: 1,
        topWords: [
          { word: 'work', count: 2 },
          { word: 'again', count: 2 },
          { word: 'writing', count: 1 },
          { word: 'is', count: 1 },
          { word: 'thinking', count: 1 },
          { word: 'on', count: 1 },
          { word: 'paper', count: 1 },
          { word: 'good', count: 1 },
          { word: 'writers', count: 1 },
          { word: 'revise', count: 1 },
        ],
      },
    },
    {
      name: 'multilingual',
      input: { text: '¡Hola! Ça va? Grüße aus München 👋🏽\nThe family emoji 👨\u200D👩\u200D👧 counts as one character, and so does e\u0301.' },
      output: {
        words: 17,
        characters: 92,
        charactersNoSpaces: 74,
        sentences: 4,
        paragraphs: 1,
        lines: 2,
        readingMinutes: 1,
        speakingMinutes: 1,
        topWords: [
          { word: 'hola', count: 1 },
          { word: 'ça', count: 1 },
          { word: 'va', count: 1 },
          { word: 'grüße', count: 1 },
          { word: 'aus', count: 1 },
          { word: 'münchen', count: 1 },
          { word: 'the', count: 1 },
          { word: 'family', count: 1 },
          { word: 'emoji', count: 1 },
          { word: 'counts', count: 1 },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
