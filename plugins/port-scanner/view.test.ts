import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { asResultView } from '@sdk/core';
import { view } from './view.ts';
import { run } from './run.ts';
import type { ScanResult } from './run.ts';

const result: ScanResult = {
  host: '203.0.113.7',
  address: '203.0.113.7',
  total: 4,
  ports: [
    { port: 443, state: 'open', service: 'https', ms: 3 },
    { port: 22, state: 'open', service: 'ssh', ms: 2 },
    { port: 23, state: 'closed', service: 'telnet', ms: 1 },
    { port: 25, state: 'filtered', service: 'smtp', ms: 1000 },
  ],
  elapsedMs: 1200,
  done: true,
};
const options = { range: 'common' as const, timeout: 1, concurrency: 50, showClosed: false };

describe('port scan view', () => {
  it('counts every state, and lists open and filtered ports in port order, closed ones only when asked', () => {
    const w = writer('port-scanner', 'en');
    const shown = asResultView(view(result, { options }));
    const stats = shown.blocks[0]!;
    expect(stats.kind === 'values' && stats.items.map((i) => `${w(i.label)}: ${w(i.value)}`)).toEqual(['Target: 203.0.113.7', 'Scanned: 4 of 4', 'Open: 2', 'Closed: 1', 'Filtered: 1', 'Scan time: 1.2 sec']);
    const table = shown.blocks.find((b) => b.kind === 'table')!;
    expect(table.kind === 'table' && table.rows.map((r) => w(r[0]!))).toEqual(['22', '25', '443']);
    const all = asResultView(view(result, { options: { ...options, showClosed: true } })).blocks.find((b) => b.kind === 'table')!;
    expect(all.kind === 'table' && all.rows).toHaveLength(4);
    expect(shown.blocks.some((b) => b.kind === 'note' && w(b.text) === '1 closed port is not listed: tick “List closed ports too” to see it.')).toBe(true);
  });
  it('downloads every port as CSV, numbers as numbers', () => {
    expect(asResultView(view(result, { options })).csv?.[1]).toEqual([22, 'open', 'ssh', 2]);
  });
});

describe('checking a scan request', () => {
  it('wants the start port no higher than the end port, said at the end port', () => {
    expect(run({ host: '203.0.113.7', startPort: 81, endPort: 80 }, { ...options, range: 'custom' as const })).toEqual({ kind: 'tool-error', code: 'invalidRange', params: { field: 'endPort' } });
  });
  it('scans one port when the range starts and ends at it', () => {
    expect(run({ host: '203.0.113.7', startPort: 443, endPort: 443 }, { ...options, range: 'custom' as const })).toMatchObject({ ports: [443, 443] });
  });
  it('reads the other ranges, and refuses what is not a host', () => {
    expect(run({ host: '203.0.113.7', startPort: 1, endPort: 1024 }, { ...options, range: 'custom' as const })).toMatchObject({ ports: [1, 1024] });
    expect(run({ host: '203.0.113.7', startPort: null, endPort: null }, { ...options, range: 'wellKnown' as const })).toMatchObject({ ports: [1, 1024] });
    expect(run({ host: '203.0.113.7; rm', startPort: null, endPort: null }, options)).toMatchObject({ code: 'invalidHost' });
  });
});
