import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/** Bounds in the spirit of public ping services: 1 to 16 packets, at least 0.2 s apart, 15 s a run. */
export const LIMITS = { maxCount: 16, minInterval: 0.2, maxRunSeconds: 15, maxContinuousSeconds: 300 } as const;

export const manifest = defineTool({
  related: ['dns-lookup', 'ip-address-lookup', 'port-scanner'],
  fields: {
    host: { kind: 'line', maxLength: 253, mono: true, inputMode: 'url', default: '' },
    count: { kind: 'integer', min: 1, max: LIMITS.maxCount, default: 4 },
    timeout: { kind: 'number', min: 0.5, max: 5, unit: 'second', default: 2 },
    interval: { kind: 'number', min: LIMITS.minInterval, max: 2, unit: 'second', default: 1 },
    size: { kind: 'integer', min: 16, max: 1472, unit: 'byte', default: 56 },
    ttl: { kind: 'integer', min: 1, max: 255, default: 64 },
    port: { kind: 'integer', min: 1, max: 65535, default: 443 },
    continuous: { kind: 'checkbox', default: false },
  },
  server: { starts: ['start'], stream: true },
  needsNetwork: true,
  downloads: ['csv', 'pdf'],
  examples: [
    {
      name: 'quick',
      input: { host: 'example.com' },
      output: { host: 'example.com', count: 4, timeoutMs: 2000, intervalMs: 1000, size: 56, ttl: 64, port: 443, continuous: false },
    },
    {
      name: 'continuous',
      input: { host: '1.1.1.1', continuous: true, interval: 0.5 },
      output: { host: '1.1.1.1', count: 4, timeoutMs: 2000, intervalMs: 500, size: 56, ttl: 64, port: 443, continuous: true },
    },
    { name: 'injection', input: { host: '8.8.8.8; cat /etc/passwd' }, output: toolError('invalidHost', { field: 'host' }) },
    { name: 'tooLong', input: { host: 'example.com', count: 16, interval: 2 }, output: toolError('runTooLong', { seconds: 15, field: 'count' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
