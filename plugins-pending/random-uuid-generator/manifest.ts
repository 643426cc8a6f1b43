import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';

export const MODES = ['generate', 'validate'] as const;
export const VERSIONS = ['v4', 'v7', 'v1', 'v5', 'nil'] as const;
export const NAMESPACES = ['dns', 'url', 'oid', 'x500'] as const;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1000;
export const DEFAULT_QUANTITY = 1;

export const options = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: MODES, default: 'generate' },
    version: { type: 'string', enum: VERSIONS, default: 'v4' },
    namespace: { type: 'string', enum: NAMESPACES, default: 'dns' },
    quantity: { type: 'integer', minimum: MIN_QUANTITY, maximum: MAX_QUANTITY, default: DEFAULT_QUANTITY },
    dashes: { type: 'boolean', default: true },
    uppercase: { type: 'boolean', default: false },
  },
  required: ['mode', 'version', 'namespace', 'quantity', 'dashes', 'uppercase'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  uiSchema: {
    'ui:order': ['mode', 'version', 'namespace', 'quantity', 'dashes', 'uppercase'],
    mode: { 'ui:widget': 'segmented' },
    version: { 'ui:widget': 'select' },
    namespace: { 'ui:widget': 'select' },
    quantity: { 'ui:widget': 'updown' },
  },
  // Generate: the text is ignored, except for v5, where each non-empty line is a name to hash.
  // Validate: the text holds the UUIDs to check, one per line.
  input: 'text',
  output: 'custom',
  downloads: ['txt', 'csv', 'json'],
  // A random result is fine to compute at build time: Output.tsx never puts it in the prerendered HTML,
  // and the page generates fresh UUIDs in the browser as soon as it loads.
  runWhenEmpty: true,
  // Random versions cannot have exact outputs: the examples are v5 (a hash of the name) and validation.
  examples: [
    {
      name: 'v5Dns',
      // RFC 9562, appendix A.4.
      input: 'www.example.com',
      options: { mode: 'generate', version: 'v5', namespace: 'dns', dashes: true, uppercase: false },
      output: { mode: 'generate', uuids: ['2ed6657d-e927-568b-95e1-2665a8aea6a2'] },
    },
    {
      name: 'v5Url',
      input: 'http://python.org/\nhttps://www.example.com/',
      options: { mode: 'generate', version: 'v5', namespace: 'url', dashes: true, uppercase: false },
      output: { mode: 'generate', uuids: ['4c565f0d-3f5a-5890-b41b-20cf47701c5e', '3d3ed9d2-aa3d-5fa6-90e8-ed662e90f559'] },
    },
    {
      name: 'validate',
      input: '{F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6}\nurn:uuid:2ed6657d-e927-568b-95e1-2665a8aea6a2\n017f22e279b07cc398c4dc0c0c07398f\n00000000-0000-0000-0000-000000000000\nnot-a-uuid',
      options: { mode: 'validate' },
      output: {
        mode: 'validate',
        rows: [
          { input: '{F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6}', valid: true, version: 1, variant: 'RFC 9562', canonical: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6' },
          { input: 'urn:uuid:2ed6657d-e927-568b-95e1-2665a8aea6a2', valid: true, version: 5, variant: 'RFC 9562', canonical: '2ed6657d-e927-568b-95e1-2665a8aea6a2' },
          { input: '017f22e279b07cc398c4dc0c0c07398f', valid: true, version: 7, variant: 'RFC 9562', canonical: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f' },
          { input: '00000000-0000-0000-0000-000000000000', valid: true, version: 0, variant: 'NCS', canonical: '00000000-0000-0000-0000-000000000000' },
          { input: 'not-a-uuid', valid: false },
        ],
      },
    },
  ],
} as const satisfies ToolManifest<typeof options>;
