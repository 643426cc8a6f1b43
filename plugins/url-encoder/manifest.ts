import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['component', 'fullUrl'] as const;

export const manifest = defineTool({
  related: ['url-decoder', 'url-parser', 'base64-encoder', 'utf8-encoder-decoder', 'slug-generator', 'html-entities'],
  produces: 'url',
  fields: { text: { kind: 'text' } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'component' },
    spaceAsPlus: { type: 'boolean', default: false },
    encodeEachLine: { type: 'boolean', default: false },
  },
  ui: { mode: 'segmented' },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'component',
      input: { text: 'name=José & co/2024?' },
      options: { mode: 'component', spaceAsPlus: false, encodeEachLine: false },
      output: 'name%3DJos%C3%A9%20%26%20co%2F2024%3F',
    },
    {
      name: 'fullUrl',
      input: { text: 'https://example.com/café menu?q=crème brûlée&lang=fr#menú' },
      options: { mode: 'fullUrl', spaceAsPlus: false, encodeEachLine: false },
      output: 'https://example.com/caf%C3%A9%20menu?q=cr%C3%A8me%20br%C3%BBl%C3%A9e&lang=fr#men%C3%BA',
    },
    {
      name: 'spaceAsPlus',
      input: { text: 'hello world & friends + more' },
      options: { mode: 'component', spaceAsPlus: true, encodeEachLine: false },
      output: 'hello+world+%26+friends+%2B+more',
    },
    {
      name: 'unicode',
      input: { text: '👍🏽 ¡Olé! 漢字' },
      options: { mode: 'component', spaceAsPlus: false, encodeEachLine: false },
      output: '%F0%9F%91%8D%F0%9F%8F%BD%20%C2%A1Ol%C3%A9!%20%E6%BC%A2%E5%AD%97',
    },
    {
      name: 'eachLine',
      input: { text: 'São Paulo\nZürich\n東京' },
      options: { mode: 'component', spaceAsPlus: false, encodeEachLine: true },
      output: 'S%C3%A3o%20Paulo\nZ%C3%BCrich\n%E6%9D%B1%E4%BA%AC',
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
