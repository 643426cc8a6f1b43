import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * A server's TLS as a visitor's browser meets it, checked on the API server (browsers do not show a
 * page the certificate chain a server sends, nor let it try old protocol versions): the chain with each
 * certificate's dates, names and key, whether it is trusted and matches the host, the protocol and cipher
 * agreed, whether TLS 1.0 and 1.1 are still accepted, OCSP stapling, and what to fix, most serious first.
 */
export const manifest = defineTool({
  related: ['certificate-decoder', 'dns-lookup', 'port-scanner', 'ping-tool'],
  fields: {
    host: { kind: 'line', maxLength: 300, mono: true, inputMode: 'url', default: '' },
    port: { kind: 'integer', min: 1, max: 65535, default: 443 },
  },
  server: { starts: ['check'] },
  needsNetwork: true,
  downloads: ['json'],
  examples: [
    { name: 'site', input: { host: 'example.com' }, output: { host: 'example.com', port: 443 } },
    { name: 'fromUrl', input: { host: 'https://www.example.org/some/page?q=1' }, output: { host: 'www.example.org', port: 443 } },
    { name: 'notAHost', input: { host: 'exa mple.com' }, output: toolError('invalidHost', { field: 'host' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
