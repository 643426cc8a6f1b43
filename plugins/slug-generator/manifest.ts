import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** Languages with their own transliteration ("ä" is "ae" in German, "a" in Swedish; "&" is "und", "y", "et"…). */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'sv', 'da', 'nb', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SEPARATORS = { hyphen: '-', underscore: '_', dot: '.' } as const;
export const MAX_LENGTH = 2000;

export const manifest = defineTool({
  related: ['case-converter', 'url-encoder', 'text-cleaner', 'string-escaper', 'line-tools', 'unicode-inspector'],
  // One title per line, one slug per line.
  fields: { text: { kind: 'text' } },
  options: {
    language: { type: 'string', enum: LANGUAGES, default: 'en' },
    separator: { type: 'string', enum: ['hyphen', 'underscore', 'dot'], default: 'hyphen' },
    lowercase: { type: 'boolean', default: true },
    // 0: no limit.
    maxLength: { type: 'integer', minimum: 0, maximum: MAX_LENGTH, default: 0 },
    stopWords: { type: 'boolean', default: false },
    unique: { type: 'boolean', default: false },
  },
  ui: { language: 'select', separator: 'segmented', maxLength: 'updown' },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'german',
      input: { text: 'Größe & Qualität: Fußgängerübergänge in München' },
      options: { language: 'de', separator: 'hyphen', lowercase: true, maxLength: 0, stopWords: false, unique: false },
      output: { slugs: ['groesse-und-qualitaet-fussgaengeruebergaenge-in-muenchen'], unusable: [] },
    },
    {
      name: 'french',
      input: { text: 'L’œuvre complète de Molière & ses pièces' },
      options: { language: 'fr', separator: 'hyphen', lowercase: true, maxLength: 0, stopWords: true, unique: false },
      output: { slugs: ['oeuvre-complete-moliere-ses-pieces'], unusable: [] },
    },
    {
      name: 'bulk',
      input: { text: 'How to Bake Bread at Home\nThe 10 Best Pingüino Recipes (2025)\nHow to bake bread at home' },
      options: { language: 'en', separator: 'hyphen', lowercase: true, maxLength: 24, stopWords: false, unique: true },
      output: { slugs: ['how-to-bake-bread-at', 'the-10-best-pinguino', 'how-to-bake-bread-at-2'], unusable: [] },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
