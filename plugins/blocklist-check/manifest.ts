import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * An address or a domain looked up in the DNS blocklists the operator configures (DNSBL_ZONES), on the
 * API server (a page cannot send DNS): per list, listed (with what the list's code means and its
 * reason), not listed, no answer in time, or refused by the list.
 */
export const manifest = defineTool({
  related: ['dns-lookup', 'dns-propagation', 'ip-address-lookup', 'http-headers-checker'],
  fields: {
    name: { kind: 'line', maxLength: 260, inputMode: 'url', mono: true, default: '' },
  },
  server: { starts: ['check'] },
  needsNetwork: true,
  downloads: ['csv', 'json'],
  examples: [
    { name: 'address', input: { name: '8.8.8.8' }, output: { kind: 'ip', address: '8.8.8.8', version: 4, reversed: '8.8.8.8' } },
    { name: 'ipv6', input: { name: '2001:4860:4860::8888' }, output: { kind: 'ip', address: '2001:4860:4860::8888', version: 6, reversed: '8.8.8.8.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.6.8.4.0.6.8.4.1.0.0.2' } },
    { name: 'domain', input: { name: 'Example.COM' }, output: { kind: 'domain', name: 'example.com' } },
    { name: 'notAHost', input: { name: 'exa mple.com' }, output: toolError('invalidName', { field: 'name' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
