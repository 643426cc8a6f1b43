import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * One DNS question asked of several public resolvers at once, on the API server (a page cannot send
 * DNS): the resolvers are the operator's (DNS_PROPAGATION_RESOLVERS), never chosen by the visitor.
 * Each answer is shown with its TTLs beside the others, and those that differ from the majority are said so.
 */
export const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const manifest = defineTool({
  related: ['dns-lookup', 'blocklist-check', 'ip-address-lookup', 'ping-tool'],
  fields: {
    name: { kind: 'line', maxLength: 260, inputMode: 'url', mono: true, default: '' },
    type: { kind: 'select', choices: RECORD_TYPES, rawLabels: true, default: 'A' },
  },
  server: { starts: ['check'] },
  needsNetwork: true,
  downloads: ['csv', 'json'],
  examples: [
    { name: 'address', input: { name: 'example.com', type: 'A' }, output: { name: 'example.com', type: 'A' } },
    { name: 'mail', input: { name: 'Example.org.', type: 'MX' }, output: { name: 'example.org', type: 'MX' } },
    { name: 'notAName', input: { name: '8.8.8.8', type: 'A' }, output: toolError('addressNotName', { field: 'name' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
