import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['spelling-alphabet', 'text-ciphers', 'case-converter', 'unicode-inspector'],
  fields: { text: { kind: 'text', mono: false } },
  options: {
    mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode' },
    // Characters beyond ITU-R M.1677-1 (Ä, Ö, Ü, Ñ, À, Ç, !, ;, _, &, $).
    extended: { type: 'boolean', default: false },
    // Sound: character speed, Farnsworth overall speed, tone.
    wpm: { type: 'integer', minimum: 5, maximum: 60, default: 20 },
    farnsworth: { type: 'boolean', default: false },
    farnsworthWpm: { type: 'integer', minimum: 2, maximum: 60, default: 10 },
    tone: { type: 'integer', minimum: 300, maximum: 1200, default: 600 },
  },
  ui: { mode: 'tabs', wpm: 'updown', farnsworthWpm: 'updown', tone: 'updown' },
  downloads: ['txt'],
  worker: true,
  examples: [
    { name: 'sos', input: { text: 'SOS' }, options: { mode: 'encode', extended: false }, output: { text: 'SOS', morse: '... --- ...', unknown: [] } },
    {
      name: 'sentence',
      input: { text: 'Hello, World! Café 73' },
      options: { mode: 'encode', extended: false },
      output: { text: 'Hello, World! Café 73', morse: '.... . .-.. .-.. --- --..-- / .-- --- .-. .-.. -.. / -.-. .- ..-. ..-.. / --... ...--', unknown: ['!'] },
    },
    {
      name: 'decode',
      input: { text: '-- --- .-. ... . / -.-. --- -.. .' },
      options: { mode: 'decode' },
      output: { text: 'MORSE CODE', morse: '-- --- .-. ... . / -.-. --- -.. .', unknown: [] },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
