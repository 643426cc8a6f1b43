/**
 * The scan's judgement of silence: a port that gave no answer in time is asked again once, with a
 * longer wait, before it is called filtered, as nmap retries unanswered ports (a busy scan at 0.2 s
 * called 1,956 closed loopback ports filtered). Run against a fake host whose answers the test decides.
 */
import { describe, expect, it } from 'vitest';
import type { CheckedTarget, ConnectResult, ServerToolContext } from '@sdk/server';
import { server } from './server.ts';
import type { ScannedPort, ScanResult } from './run.ts';

const target: CheckedTarget = { host: '198.51.100.7', address: '198.51.100.7', family: 4, addresses: ['198.51.100.7'], resolveMs: 0 };

/** A context whose connections answer as `answer` says, given the port, its attempt (1, 2…) and the wait. */
function fakeContext(answer: (port: number, attempt: number, timeoutMs: number) => ConnectResult['state']) {
  const attempts: { port: number; timeoutMs: number }[] = [];
  const ctx = {
    clientAddress: '198.51.100.7',
    signal: new AbortController().signal,
    settings: { allowPrivateTargets: false, allowInternalNames: false, portScanAnyHost: false, pingMethod: 'auto', pingTcpPorts: [80, 443] },
    dnsServers: [],
    target: async () => target,
    dnsName: async (name: string) => ({ name }),
    classify: () => null,
    connect: async (_t: CheckedTarget, port: number, timeoutMs: number) => {
      attempts.push({ port, timeoutMs });
      const state = answer(port, attempts.filter((a) => a.port === port).length, timeoutMs);
      return { state, ms: state === 'filtered' ? timeoutMs : 1 };
    },
    reverse: async () => [],
    spawn: () => {
      throw new Error('no process');
    },
    exclusive: async () => true,
  } as unknown as ServerToolContext;
  return { ctx, attempts };
}

async function scan(ctx: ServerToolContext, ports: [number, number], timeoutMs: number) {
  const parts: Partial<ScanResult>[] = [];
  const error = await server.handle({ host: '198.51.100.7', ports, timeoutMs, concurrency: 200 }, ctx, (part) => parts.push(part));
  return { error, parts, ports: parts.flatMap((p) => p.ports ?? []) };
}

describe('unanswered ports', () => {
  it('are asked again with a longer wait, and called closed or open when they answer then', async () => {
    // Ports 20–29: 21 and 25 are slow to answer the first time (closed and open), 23 never answers.
    const { ctx, attempts } = fakeContext((port, attempt) => {
      if (port === 23) return 'filtered';
      if ((port === 21 || port === 25) && attempt === 1) return 'filtered';
      return port === 25 ? 'open' : 'closed';
    });
    const { error, parts, ports } = await scan(ctx, [20, 29], 200);
    expect(error).toBeUndefined();
    const state = (port: number) => ports.filter((p) => p.port === port).map((p) => p.state);
    expect(state(21)).toEqual(['closed']);
    expect(state(25)).toEqual(['open']);
    expect(state(23)).toEqual(['filtered']);
    // Every port once, whatever it took.
    expect(ports.map((p: ScannedPort) => p.port).sort((a, b) => a - b)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    // Only the silent ones were asked again, each once, with a longer wait.
    const again = attempts.filter((a) => a.timeoutMs > 200);
    expect(again.map((a) => a.port).sort()).toEqual([21, 23, 25]);
    expect(again.every((a) => a.timeoutMs >= 1500)).toBe(true);
    expect(attempts).toHaveLength(13);
    expect(parts.at(-1)).toMatchObject({ done: true });
  });

  it('wait at most the longest timeout a visitor may set', async () => {
    const { ctx, attempts } = fakeContext(() => 'filtered');
    const { ports } = await scan(ctx, [80, 80], 5000);
    expect(ports).toEqual([expect.objectContaining({ port: 80, state: 'filtered' })]);
    expect(attempts.map((a) => a.timeoutMs)).toEqual([5000, 5000]);
  });
});
