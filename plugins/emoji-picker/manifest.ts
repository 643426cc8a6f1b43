import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { LANGS, MAX_QUERY, TONES } from './emoji.ts';

/**
 * Emoji and symbols, drawn by Panel.tsx (a grid of about 1,900 emoji by group, a keyboard-driven
 * picker, a recently used row kept in this browser). What can be declared is: the search (a line) in
 * the language of its annotations (the page's, at first) and the skin tone (an option: remembered,
 * linkable). run() gives a search's first results with every form each is copied as, which the
 * examples, the contract tests and the terminal check.
 */
export const manifest = defineTool({
  related: ['unicode-inspector', 'fancy-text', 'html-entities', 'case-converter'],
  fields: {
    query: { kind: 'line', maxLength: MAX_QUERY },
    language: { kind: 'select', choices: LANGS, default: 'en', pageLanguageDefault: { en: 'en', es: 'es', de: 'de', fr: 'fr' } },
  },
  options: {
    tone: { type: 'string', enum: TONES, default: 'none' },
  },
  examples: [
    {
      name: 'thumbs',
      input: { query: 'Daumen', language: 'de' },
      options: { tone: 'medium' },
      output: {
        total: 3,
        first: [
          { emoji: '👍🏽', name: 'Daumen hoch', codePoints: 'U+1F44D U+1F3FD', html: '&#x1F44D;&#x1F3FD;', shortcode: ':+1:' },
          { emoji: '👎🏽', name: 'Daumen runter', codePoints: 'U+1F44E U+1F3FD', html: '&#x1F44E;&#x1F3FD;', shortcode: ':-1:' },
          { emoji: '🫰🏽', name: 'Hand mit gekreuztem Zeigefinger und Daumen', codePoints: 'U+1FAF0 U+1F3FD', html: '&#x1FAF0;&#x1F3FD;', shortcode: ':hand_with_index_finger_and_thumb_crossed:' },
        ],
      },
    },
    {
      name: 'heart',
      input: { query: 'corazón rojo', language: 'es' },
      output: { total: 1, first: [{ emoji: '❤️', name: 'corazón rojo', codePoints: 'U+2764 U+FE0F', html: '&#x2764;&#xFE0F;', shortcode: ':heart:' }] },
    },
    {
      name: 'grinning',
      input: { query: ':grinning', language: 'en' },
      output: { total: 1, first: [{ emoji: '😀', name: 'grinning face', codePoints: 'U+1F600', html: '&#x1F600;', shortcode: ':grinning:' }] },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
