import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['generate', 'validate'] as const;
export const VERSIONS = ['v4', 'v7', 'v1', 'v5', 'nil'] as const;
export const NAMESPACES = ['dns', 'url', 'oid', 'x500'] as const;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1000;
export const DEFAULT_QUANTITY = 1;

export const manifest = defineTool({
  related: ['jwt-secret-generator', 'credit-card-generator', 'id-generator', 'random-number-generator'],
  fields: {
    // Generate: the names to hash for v5, one per line (ignored by the other versions).
    // Validate: the UUIDs to check, one per line. Each tab keeps its own text.
    text: { kind: 'text', perTab: true, rows: 4 },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'generate' },
    version: { type: 'string', enum: VERSIONS, default: 'v4' },
    namespace: { type: 'string', enum: NAMESPACES, default: 'dns' },
    quantity: { type: 'integer', minimum: MIN_QUANTITY, maximum: MAX_QUANTITY, default: DEFAULT_QUANTITY },
    dashes: { type: 'boolean', default: true },
    uppercase: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs', version: 'select', namespace: 'select', quantity: 'updown' },
  // v1, v4 and v7 are new each time (v5 and nil are not: the view turns Generate again off for them),
  // and never in the prerendered page.
  random: true,
  // A new v4 UUID as soon as the page opens, with the names field empty.
  runWhenEmpty: true,
  downloads: ['txt', 'csv', 'json'],
  // Random versions cannot have exact outputs: the examples are v5 (a hash of the name) and validation.
  examples: [
    {
      name: 'v5Dns',
      // RFC 9562, appendix A.4.
      input: { text: 'www.example.com' },
      options: { mode: 'generate', version: 'v5', namespace: 'dns', dashes: true, uppercase: false },
      output: { mode: 'generate', uuids: ['2ed6657d-e927-568b-95e1-2665a8aea6a2'] },
    },
    {
      name: 'v5Url',
      input: { text: 'http://python.org/\nhttps://www.example.com/' },
      options: { mode: 'generate', version: 'v5', namespace: 'url', dashes: true, uppercase: false },
      output: { mode: 'generate', uuids: ['4c565f0d-3f5a-5890-b41b-20cf47701c5e', '3d3ed9d2-aa3d-5fa6-90e8-ed662e90f559'] },
    },
    {
      name: 'validate',
      input: {
        text: '{F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6}\nurn:uuid:2ed6657d-e927-568b-95e1-2665a8aea6a2\n017f22e279b07cc398c4dc0c0c07398f\n00000000-0000-0000-0000-000000000000\nnot-a-uuid',
      },
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
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
