import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core/manifest.ts';
import { meta } from './meta.ts';

export const MODES = ['component', 'fullUrl'] as const;

export const options = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: MODES, default: 'component' },
    plusAsSpace: { type: 'boolean', default: false },
    decodeEachLine: { type: 'boolean', default: false },
  },
  required: ['mode', 'plusAsSpace', 'decodeEachLine'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  uiSchema: { 'ui:order': ['mode', 'plusAsSpace', 'decodeEachLine'], mode: { 'ui:widget': 'segmented' } },
  input: 'text',
  output: 'text',
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'component',
      input: 'name%3DJos%C3%A9%20%26%20co%2F2024%3F',
      options: { mode: 'component', plusAsSpace: false, decodeEachLine: false },
      output: 'name=José & co/2024?',
    },
    {
      name: 'fullUrl',
      input: 'https://example.com/a%20b%2Fc?q=%E2%82%AC%3D1%26x',
      options: { mode: 'fullUrl', plusAsSpace: false, decodeEachLine: false },
      output: 'https://example.com/a b%2Fc?q=€%3D1%26x',
    },
    {
      name: 'plusAsSpace',
      input: 'q=hello+world%21+%2B+more',
      options: { mode: 'component', plusAsSpace: true, decodeEachLine: false },
      output: 'q=hello world! + more',
    },
    {
      name: 'unicode',
      input: '%F0%9F%91%8D%F0%9F%8F%BD%20%C2%A1Ol%C3%A9!%20%E6%BC%A2%E5%AD%97',
      options: { mode: 'component', plusAsSpace: false, decodeEachLine: false },
      output: '👍🏽 ¡Olé! 漢字',
    },
    {
      name: 'eachLine',
      input: 'S%C3%A3o%20Paulo\nZ%C3%BCrich\n%E6%9D%B1%E4%BA%AC',
      options: { mode: 'component', plusAsSpace: false, decodeEachLine: true },
      output: 'São Paulo\nZürich\n東京',
    },
  ],
} as const satisfies ToolManifest<typeof options>;
