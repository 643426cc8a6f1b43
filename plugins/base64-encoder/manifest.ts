import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core/manifest.ts';
import { meta } from './meta.ts';

export const MODES = ['encode', 'decode'] as const;

export const options = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: MODES, default: 'encode' },
    urlSafe: { type: 'boolean', default: false },
    lineBreaks: { type: 'boolean', default: false },
  },
  required: ['mode', 'urlSafe', 'lineBreaks'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  uiSchema: { 'ui:order': ['mode', 'urlSafe', 'lineBreaks'], mode: { 'ui:widget': 'segmented' } },
  input: 'text',
  output: 'text',
  downloads: ['txt'],
  worker: true,
  examples: [
    { name: 'encode', input: 'Hello, World!', options: { mode: 'encode', urlSafe: false, lineBreaks: false }, output: 'SGVsbG8sIFdvcmxkIQ==' },
    { name: 'decode', input: 'QmFzZTY0IGlzIG5vdCBlbmNyeXB0aW9uLg==', options: { mode: 'decode' }, output: 'Base64 is not encryption.' },
    { name: 'unicode', input: '¡Hola, 世界! 👋', options: { mode: 'encode', urlSafe: false, lineBreaks: false }, output: 'wqFIb2xhLCDkuJbnlYwhIPCfkYs=' },
    {
      name: 'urlSafe',
      input: 'https://example.com/search?q=café&page=2',
      options: { mode: 'encode', urlSafe: true, lineBreaks: false },
      output: 'aHR0cHM6Ly9leGFtcGxlLmNvbS9zZWFyY2g_cT1jYWbDqSZwYWdlPTI',
    },
  ],
} as const satisfies ToolManifest<typeof options>;
