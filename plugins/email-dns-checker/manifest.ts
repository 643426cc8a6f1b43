import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * A domain's e-mail records, read by the API server (a page cannot ask DNS for TXT or MX records):
 * MX and each mail server's addresses, SPF with every include followed and its DNS lookups counted,
 * DMARC, a DKIM key for a selector the visitor gives, MTA-STS, TLS-RPT and BIMI, then what to fix.
 * The examples' outputs are what the page sends: the request the server answers.
 */
export const manifest = defineTool({
  related: ['dns-lookup', 'ssl-checker', 'http-headers-checker', 'ip-address-lookup'],
  fields: {
    domain: { kind: 'line', maxLength: 260, inputMode: 'url', mono: true, default: '' },
    dkimSelector: { kind: 'line', maxLength: 140, mono: true, default: '' },
  },
  server: { starts: ['check'] },
  needsNetwork: true,
  downloads: ['json'],
  examples: [
    { name: 'domain', input: { domain: 'example.com', dkimSelector: '' }, output: { domain: 'example.com' } },
    { name: 'withSelector', input: { domain: 'postmaster@example.org', dkimSelector: 'selector1' }, output: { domain: 'example.org', selector: 'selector1' } },
    { name: 'notADomain', input: { domain: 'exa mple.com', dkimSelector: '' }, output: toolError('invalidDomain', { field: 'domain' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
