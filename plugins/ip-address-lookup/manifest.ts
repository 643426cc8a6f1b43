import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['dns-lookup', 'whois-lookup', 'ping-tool', 'port-scanner', 'ip-converter', 'subnet-calculator'],
  fields: {
    ip: { kind: 'line', maxLength: 60, mono: true, inputMode: 'url', default: '' },
  },
  server: { starts: ['lookup', 'myIp'] },
  needsNetwork: true,
  downloads: ['csv', 'pdf'],
  examples: [
    { name: 'dns', input: { ip: '8.8.8.8' }, output: { ip: '8.8.8.8' } },
    { name: 'ipv6', input: { ip: '2606:4700:4700::1111' }, output: { ip: '2606:4700:4700::1111' } },
    { name: 'decimal', input: { ip: '134744072' }, output: { ip: '8.8.8.8' } },
    { name: 'invalid', input: { ip: '300.1.2.3' }, output: toolError('invalidIp', { field: 'ip' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
