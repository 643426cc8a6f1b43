import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const METHODS = ['GET', 'HEAD'] as const;

/**
 * What a web server answers, fetched by the API server (a page cannot read another site's headers, nor
 * see its redirects): every redirect hop with its status, Location and time, the final headers, the
 * security headers graded with what a missing one means, cookies with their flags, compression and the
 * HTTP version. Every hop goes through the host's checked path; the body is never read.
 */
export const manifest = defineTool({
  related: ['ssl-checker', 'http-status-and-mime', 'dns-lookup', 'url-decoder'],
  fields: {
    url: { kind: 'line', maxLength: 2000, mono: true, inputMode: 'url', default: '' },
    method: { kind: 'select', choices: METHODS, rawLabels: true, default: 'GET' },
  },
  server: { starts: ['check'] },
  needsNetwork: true,
  downloads: ['json'],
  examples: [
    { name: 'site', input: { url: 'example.com' }, output: { url: 'https://example.com/', method: 'GET' } },
    { name: 'plainHttp', input: { url: 'http://example.org/', method: 'HEAD' }, output: { url: 'http://example.org/', method: 'HEAD' } },
    { name: 'notWeb', input: { url: 'ftp://example.com/file' }, output: toolError('unsupportedScheme', { scheme: 'ftp', field: 'url' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
