import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * The fonts offered: FIGlet's best-known, each loaded only when chosen (run.ts). Their names are
 * FIGlet's own, the same in every language.
 */
export const FONTS = [
  'Standard',
  'Big',
  'Slant',
  'Small',
  'Small Slant',
  'Banner',
  'Block',
  'Doom',
  'Ogre',
  'Shadow',
  'Speed',
  'Star Wars',
  '3D-ASCII',
  'ANSI Shadow',
  'Graffiti',
  'Isometric1',
  'Colossal',
  'Larry 3D',
] as const;
export type Font = (typeof FONTS)[number];

/** How letters sit beside each other: the font's own rule, each in its full width, or just touching. */
export const LAYOUTS = ['default', 'full', 'fitted'] as const;

/** The text drawn in FIGlet letters; the font, the width at which lines wrap and the letter spacing are options. */
export const manifest = defineTool({
  related: ['case-converter', 'fancy-text', 'lorem-ipsum-generator'],
  fields: { text: { kind: 'text', rows: 3 } },
  options: {
    font: { type: 'string', enum: FONTS, default: 'Standard' },
    width: { type: 'integer', minimum: 20, maximum: 200, default: 80 },
    layout: { type: 'string', enum: LAYOUTS, default: 'default' },
  },
  ui: { font: 'select', layout: 'segmented' },
  optionNames: { font: (value: string) => value },
  downloads: ['txt'],
  // A long text in a large font takes a second or two to draw: off the page, with Cancel.
  worker: true,
  examples: [
    {
      name: 'hi',
      input: { text: 'Hi' },
      options: { font: 'Standard' },
      output: {
        art: [
          '  _   _ _ ',
          ' | | | (_)',
          ' | |_| | |',
          ' |  _  | |',
          ' |_| |_|_|',
          '          ',
        ].join('\n'),
        font: 'Standard', missing: [], outsideAscii: false,
      },
    },
    {
      name: 'slant',
      input: { text: 'Toolbench' },
      options: { font: 'Slant' },
      output: {
        art: [
          '  ______            ____                    __  ',
          ' /_  __/___  ____  / / /_  ___  ____  _____/ /_ ',
          '  / / / __ \\/ __ \\/ / __ \\/ _ \\/ __ \\/ ___/ __ \\',
          ' / / / /_/ / /_/ / / /_/ /  __/ / / / /__/ / / /',
          '/_/  \\____/\\____/_/_.___/\\___/_/ /_/\\___/_/ /_/ ',
          '                                                ',
        ].join('\n'),
        font: 'Slant', missing: [], outsideAscii: false,
      },
    },
    {
      name: 'wrapped',
      input: { text: 'Hello world' },
      options: { font: 'Big', width: 40 },
      output: {
        art: [
          '  _    _      _ _       ',
          ' | |  | |    | | |      ',
          ' | |__| | ___| | | ___  ',
          ' |  __  |/ _ \\ | |/ _ \\ ',
          ' | |  | |  __/ | | (_) |',
          ' |_|  |_|\\___|_|_|\\___/ ',
          '                        ',
          '                        ',
          '                     _     _ ',
          '                    | |   | |',
          ' __      _____  _ __| | __| |',
          " \\ \\ /\\ / / _ \\| '__| |/ _` |",
          '  \\ V  V / (_) | |  | | (_| |',
          '   \\_/\\_/ \\___/|_|  |_|\\__,_|',
          '                             ',
          '                             ',
        ].join('\n'),
        font: 'Big', missing: [], outsideAscii: false,
      },
    },
    {
      name: 'missing',
      input: { text: 'Café ✓' },
      options: { font: 'Standard' },
      output: {
        art: [
          '   ____       __   __  ',
          '  / ___|__ _ / _| /_/  ',
          ' | |   / _` | |_ / _ \\ ',
          ' | |__| (_| |  _|  __/ ',
          '  \\____\\__,_|_|  \\___| ',
          '                       ',
        ].join('\n'),
        font: 'Standard', missing: ['✓'], outsideAscii: true,
      },
    },
    {
      name: 'nonLatin',
      input: { text: 'Привет' },
      options: { font: 'Standard' },
      output: toolError('nothingInFontOutsideAscii', { field: 'text', font: 'Standard' }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
