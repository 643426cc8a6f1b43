import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['word-counter', 'readability', 'text-cleaner', 'list-randomizer', 'find-and-replace', 'line-tools'],
  fields: { text: { kind: 'text', copy: true } },
  options: {
    unit: { type: 'string', enum: ['words', 'bigrams', 'trigrams'], default: 'words' },
    language: { type: 'string', enum: ['auto', 'en', 'es', 'de', 'fr'], default: 'auto' },
    stopWords: { type: 'boolean', default: false },
    caseFold: { type: 'boolean', default: true },
    minLength: { type: 'integer', minimum: 1, maximum: 50, default: 1 },
  },
  ui: { unit: 'segmented', language: 'select', minLength: 'updown' },
  downloads: ['csv', 'json'],
  worker: true,
  examples: [
    {
      name: "shakespeare",
      input: {
        text: "To be, or not to be, that is the question: Whether tis nobler in the mind to suffer the slings and arrows of outrageous fortune."
      },
      options: {},
      output: {
        language: "en",
        detected: true,
        total: 25,
        distinct: 20,
        terms: [
          {
            term: "to",
            count: 3
          },
          {
            term: "the",
            count: 3
          },
          {
            term: "be",
            count: 2
          },
          {
            term: "or",
            count: 1
          },
          {
            term: "not",
            count: 1
          },
          {
            term: "that",
            count: 1
          },
          {
            term: "is",
            count: 1
          },
          {
            term: "question",
            count: 1
          },
          {
            term: "whether",
            count: 1
          },
          {
            term: "tis",
            count: 1
          },
          {
            term: "nobler",
            count: 1
          },
          {
            term: "in",
            count: 1
          },
          {
            term: "mind",
            count: 1
          },
          {
            term: "suffer",
            count: 1
          },
          {
            term: "slings",
            count: 1
          },
          {
            term: "and",
            count: 1
          },
          {
            term: "arrows",
            count: 1
          },
          {
            term: "of",
            count: 1
          },
          {
            term: "outrageous",
            count: 1
          },
          {
            term: "fortune",
            count: 1
          }
        ]
      }
    },
    {
      name: "stopWords",
      input: {
        text: "Le chat de la voisine dort sur le lit. Le chat noir de l’école dort aussi, et l’école ferme."
      },
      options: {
        stopWords: true
      },
      output: {
        language: "fr",
        detected: true,
        total: 11,
        distinct: 8,
        terms: [
          {
            term: "chat",
            count: 2
          },
          {
            term: "dort",
            count: 2
          },
          {
            term: "école",
            count: 2
          },
          {
            term: "voisine",
            count: 1
          },
          {
            term: "lit",
            count: 1
          },
          {
            term: "noir",
            count: 1
          },
          {
            term: "aussi",
            count: 1
          },
          {
            term: "ferme",
            count: 1
          }
        ]
      }
    },
    {
      name: "bigrams",
      input: {
        text: "Machine learning is fun. Machine learning needs data. Deep learning is machine learning too."
      },
      options: {
        unit: "bigrams"
      },
      output: {
        language: "en",
        detected: true,
        total: 11,
        distinct: 8,
        terms: [
          {
            term: "machine learning",
            count: 3
          },
          {
            term: "learning is",
            count: 2
          },
          {
            term: "is fun",
            count: 1
          },
          {
            term: "learning needs",
            count: 1
          },
          {
            term: "needs data",
            count: 1
          },
          {
            term: "deep learning",
            count: 1
          },
          {
            term: "is machine",
            count: 1
          },
          {
            term: "learning too",
            count: 1
          }
        ]
      }
    }
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
