import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/** Ports most often open on the internet (web, mail, remote access, databases, file sharing). */
export const COMMON_PORTS = [
  20, 21, 22, 23, 25, 53, 80, 81, 110, 111, 123, 135, 137, 139, 143, 161, 179, 389, 443, 445, 465, 514, 515, 587, 631, 636, 873, 993, 995, 1080, 1194, 1433, 1521, 1723, 1883, 2049, 2082,
  2083, 2375, 2376, 3000, 3128, 3306, 3389, 4443, 5000, 5060, 5432, 5672, 5900, 5985, 6379, 6443, 8000, 8008, 8080, 8081, 8443, 8888, 9000, 9090, 9200, 9418, 11211, 27017,
] as const;

export const LIMITS = { maxConcurrency: 200, minTimeout: 0.2, maxTimeout: 5, maxScanSeconds: 300 } as const;

export const manifest = defineTool({
  related: ['ping-tool', 'ip-address-lookup', 'dns-lookup'],
  fields: {
    host: { kind: 'line', maxLength: 253, mono: true, inputMode: 'url', default: '' },
    startPort: { kind: 'integer', min: 1, max: 65535, default: 1, tabs: ['custom'] },
    endPort: { kind: 'integer', min: 1, max: 65535, default: 1024, tabs: ['custom'] },
  },
  options: {
    range: { type: 'string', enum: ['common', 'wellKnown', 'all', 'custom'], default: 'common' },
    timeout: { type: 'number', minimum: LIMITS.minTimeout, maximum: LIMITS.maxTimeout, default: 1 },
    concurrency: { type: 'integer', minimum: 1, maximum: LIMITS.maxConcurrency, default: 50 },
    showClosed: { type: 'boolean', default: false },
  },
  ui: { range: 'tabs', timeout: 'updown', concurrency: 'updown' },
  server: { starts: ['start'], stream: true },
  needsNetwork: true,
  downloads: ['csv', 'pdf'],
  examples: [
    { name: 'common', input: { host: '203.0.113.7' }, output: { host: '203.0.113.7', ports: 'common', timeoutMs: 1000, concurrency: 50 } },
    {
      name: 'web',
      input: { host: '203.0.113.7', startPort: 80, endPort: 90 },
      options: { range: 'custom', timeout: 0.5 },
      output: { host: '203.0.113.7', ports: [80, 90], timeoutMs: 500, concurrency: 50 },
    },
    { name: 'backwards', input: { host: '203.0.113.7', startPort: 443, endPort: 80 }, options: { range: 'custom' }, output: toolError('invalidRange', { field: 'endPort' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
