import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT', 'SOA', 'CAA', 'PTR'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const manifest = defineTool({
  related: ['ip-address-lookup', 'whois-lookup', 'email-dns-checker', 'ping-tool', 'port-scanner'],
  fields: {
    name: { kind: 'line', maxLength: 260, inputMode: 'url', mono: true, default: '' },
    type: { kind: 'select', choices: RECORD_TYPES, rawLabels: true, default: 'A' },
  },
  server: { starts: ['lookup'] },
  needsNetwork: true,
  downloads: ['csv', 'json'],
  examples: [
    { name: 'mail', input: { name: 'example.com', type: 'MX' }, output: { name: 'example.com', type: 'MX' } },
    { name: 'reverse', input: { name: '8.8.8.8', type: 'PTR' }, output: { name: '8.8.8.8.in-addr.arpa', type: 'PTR', address: '8.8.8.8' } },
    { name: 'notAName', input: { name: 'exa mple.com', type: 'A' }, output: toolError('invalidName', { field: 'name' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
