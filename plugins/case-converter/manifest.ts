import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core/manifest.ts';
import { meta } from './meta.ts';

export const CASES = ['upper', 'lower', 'title', 'sentence', 'alternating', 'inverse', 'camel', 'pascal', 'snake', 'kebab', 'constant'] as const;

export const options = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: CASES, default: 'upper' },
  },
  required: ['mode'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  uiSchema: { mode: { 'ui:widget': 'segmented' } },
  input: 'text',
  output: 'text',
  downloads: ['txt'],
  examples: [
    { name: 'title', input: 'the quick brown fox jumps over the lazy dog', options: { mode: 'title' }, output: 'The Quick Brown Fox Jumps Over The Lazy Dog' },
    { name: 'sentence', input: 'HELLO WORLD. HOW ARE YOU? FINE!', options: { mode: 'sentence' }, output: 'Hello world. How are you? Fine!' },
    { name: 'camel', input: 'user account id', options: { mode: 'camel' }, output: 'userAccountId' },
    { name: 'snake', input: 'Straße und Café', options: { mode: 'snake' }, output: 'straße_und_café' },
  ],
} as const satisfies ToolManifest<typeof options>;
