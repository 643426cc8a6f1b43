import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { asResultView, type ResultBlock } from '@sdk/core';
import { run } from './run.ts';
import { statistics, view } from './view.ts';
import type { PingResult } from './run.ts';

const base: PingResult = { host: 'example.com', address: '93.184.215.14', addresses: ['93.184.215.14'], resolveMs: 3.2, method: 'icmp', timeoutMs: 1000, continuous: false };
const texts = (blocks: readonly ResultBlock[], lang: 'en' | 'de' = 'en') => {
  const w = writer('ping-tool', lang);
  return blocks.flatMap((b) => (b.kind === 'note' ? [w(b.text)] : b.kind === 'values' ? b.items.map((i) => `${w(i.label)}: ${w(i.value)}`) : []));
};

describe('ping statistics', () => {
  it('counts sent, received and lost, with min, max and average of the replies', () => {
    expect(statistics([{ seq: 1, ms: 10 }, { seq: 2, lost: true }, { seq: 3, ms: 30 }, { seq: 4, ms: 20 }])).toEqual({ sent: 4, received: 3, lost: 1, lossPercent: 25, min: 10, max: 30, average: 20 });
    expect(statistics([])).toMatchObject({ sent: 0, received: 0, lost: 0, min: undefined });
  });

  it('shows the statistics in the page’s language, and says which method measured', () => {
    const shown = texts(asResultView(view({ ...base, replies: [{ seq: 1, ms: 12.5, ttl: 57 }, { seq: 2, lost: true }] })).blocks, 'de');
    expect(shown).toContain('Verloren: 1 (50\u00a0%)');
    expect(shown).toContain('Durchschnitt: 12,5 ms');
    expect(shown).toContain('Gemessen mit: ICMP-Echo (Ping)');
    const tcp = texts(asResultView(view({ ...base, method: 'tcp', port: 443, replies: [{ seq: 1, ms: 5, refused: true }] })).blocks);
    expect(tcp).toContain('Measured with: TCP connection to port 443');
    expect(tcp.some((t) => t.startsWith('Our server may not send ICMP here'))).toBe(true);
  });

  it('says which ports a TCP ping may use on this server', () => {
    const tcp = texts(asResultView(view({ ...base, method: 'tcp', port: 443, allowedPorts: [80, 443, 8443], replies: [{ seq: 1, ms: 5 }] })).blocks, 'de');
    expect(tcp.some((t) => t.includes('Ports, die ein TCP-Ping hier verwenden darf: 80, 443, 8443.'))).toBe(true);
  });

  it('warns "Slow Response" when a reply comes close to the timeout', () => {
    expect(texts(asResultView(view({ ...base, replies: [{ seq: 1, ms: 850 }] })).blocks)).toContain('Slow Response: Response time is approaching timeout threshold');
    expect(texts(asResultView(view({ ...base, replies: [{ seq: 1, ms: 100 }] })).blocks).some((t) => t.startsWith('Slow Response'))).toBe(false);
  });
});

describe('checking a ping request', () => {
  const input = { host: 'example.com', count: 4, timeout: 2, interval: 1, size: 56, ttl: 64, port: 443, continuous: false };
  it('refuses what is not a host, and runs longer than 15 seconds', () => {
    for (const host of ['8.8.8.8; id', '$(id)', '-c 9 8.8.8.8', '']) expect(run({ ...input, host })).toEqual({ kind: 'tool-error', code: 'invalidHost', params: { field: 'host' } });
    expect(run({ ...input, count: 16, interval: 1 })).toMatchObject({ code: 'runTooLong' });
    expect(run({ ...input, count: 16, interval: 1, continuous: true })).toMatchObject({ continuous: true });
  });
  it('writes the host in its normal form', () => {
    expect(run({ ...input, host: '0x08080808' })).toMatchObject({ host: '8.8.8.8' });
  });
});
