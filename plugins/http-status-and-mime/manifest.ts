import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const TABLES = ['status', 'mime'] as const;

/**
 * Two searchable references in one tool, a tab each: every HTTP status code registered at IANA (its
 * phrase, the RFC section that defines it, and when to use it, explained in the site's four languages)
 * and the MIME types that have file extensions (mime-db, loaded when the tab is first opened). One query
 * field: a code ("404", "4xx"), a phrase in any of the four languages, an extension (".mjs") or a type.
 * Empty, it shows the whole table.
 */
export const manifest = defineTool({
  related: ['url-encoder', 'json-formatter', 'base64-encoder', 'ip-address-lookup', 'user-agent-parser'],
  fields: {
    query: { kind: 'line', wide: true, maxLength: 100, inputMode: 'search', default: '' },
  },
  options: {
    table: { type: 'string', enum: TABLES, default: 'status' },
  },
  ui: { table: 'tabs' },
  runWhenEmpty: true,
  downloads: ['csv', 'json'],
  examples: [
    {
      name: 'teapot',
      input: { query: '418' },
      options: { table: 'status' },
      output: { table: 'status', query: '418', total: 63, rows: [{ code: 418, name: '(Unused) · I’m a teapot', rfc: 'RFC 9110 §15.5.19, RFC 2324 §2.3.2' }] },
    },
    {
      name: 'tooMany',
      input: { query: 'demasiadas peticiones' },
      options: { table: 'status' },
      output: { table: 'status', query: 'demasiadas peticiones', total: 63, rows: [{ code: 429, name: 'Too Many Requests', rfc: 'RFC 6585 §4' }] },
    },
    {
      name: 'mjs',
      input: { query: '.mjs' },
      options: { table: 'mime' },
      output: { table: 'mime', query: '.mjs', total: 1015, rows: [{ type: 'text/javascript', extensions: ['js', 'mjs'] }] },
    },
    {
      name: 'json',
      input: { query: 'application/json' },
      options: { table: 'mime' },
      output: {
        table: 'mime',
        query: 'application/json',
        total: 1015,
        rows: [
          { type: 'application/json', extensions: ['json', 'map'] },
          { type: 'application/json5', extensions: ['json5'] },
          { type: 'application/jsonml+json', extensions: ['jsonml'] },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
