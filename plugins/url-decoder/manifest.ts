import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['component', 'fullUrl'] as const;

export const manifest = defineTool({
  related: ['url-encoder', 'url-parser', 'base64-encoder', 'utf8-encoder-decoder'],
  produces: 'text',
  fields: { text: { kind: 'text' } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'component' },
    plusAsSpace: { type: 'boolean', default: false },
    decodeEachLine: { type: 'boolean', default: false },
  },
  ui: { mode: 'segmented' },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'component',
      input: { text: 'name%3DJos%C3%A9%20%26%20co%2F2024%3F' },
      options: { mode: 'component', plusAsSpace: false, decodeEachLine: false },
      output: 'name=José & co/2024?',
    },
    {
      name: 'fullUrl',
      input: { text: 'https://example.com/a%20b%2Fc?q=%E2%82%AC%3D1%26x' },
      options: { mode: 'fullUrl', plusAsSpace: false, decodeEachLine: false },
      output: 'https://example.com/a b%2Fc?q=€%3D1%26x',
    },
    {
      name: 'plusAsSpace',
      input: { text: 'q=hello+world%21+%2B+more' },
      options: { mode: 'component', plusAsSpace: true, decodeEachLine: false },
      output: 'q=hello world! + more',
    },
    {
      name: 'unicode',
      input: { text: '%F0%9F%91%8D%F0%9F%8F%BD%20%C2%A1Ol%C3%A9!%20%E6%BC%A2%E5%AD%97' },
      options: { mode: 'component', plusAsSpace: false, decodeEachLine: false },
      output: '👍🏽 ¡Olé! 漢字',
    },
    {
      name: 'eachLine',
      input: { text: 'S%C3%A3o%20Paulo\nZ%C3%BCrich\n%E6%9D%B1%E4%BA%AC' },
      options: { mode: 'component', plusAsSpace: false, decodeEachLine: true },
      output: 'São Paulo\nZürich\n東京',
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
