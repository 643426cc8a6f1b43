import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * Who holds a domain, an IP address or an AS number, asked by the API server of the registry that holds it:
 * RDAP first (RFC 9082/9083), the service named by IANA's bootstrap files (RFC 9224), else WHOIS on port 43
 * (RFC 3912) through the IANA WHOIS server's referral. The examples' outputs are what the page sends: the
 * request the server answers.
 */
export const manifest = defineTool({
  related: ['dns-lookup', 'ip-address-lookup', 'ssl-checker', 'email-dns-checker'],
  fields: {
    query: { kind: 'line', maxLength: 300, inputMode: 'url', mono: true, default: '' },
  },
  server: { starts: ['lookup'] },
  needsNetwork: true,
  downloads: ['json', 'txt'],
  examples: [
    { name: 'domain', input: { query: 'example.com' }, output: { kind: 'domain', name: 'example.com' } },
    { name: 'address', input: { query: '8.8.8.8' }, output: { kind: 'ip', address: '8.8.8.8' } },
    { name: 'asn', input: { query: 'AS15169' }, output: { kind: 'asn', number: 15169 } },
    { name: 'fromUrl', input: { query: 'https://www.example.org/page' }, output: { kind: 'domain', name: 'www.example.org' } },
    { name: 'notAQuery', input: { query: 'exa mple.com' }, output: toolError('invalidQuery', { field: 'query' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
