/**
 * Several instances behind a load balancer share their limits through Redis: a real Debian
 * redis-server and two server processes with the same REDIS_URL. A client's requests spread over
 * both instances are counted together (the 61st in a minute gets 429 wherever it lands), and a
 * continuous ping running on one instance keeps the same client from starting another on the other.
 * Without Redis, two instances count apart (the control that shows the test can fail).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServer } from '../server/harness.ts';
import { freePort } from '../server/ports.ts';

const children: ChildProcess[] = [];


/** Starts a process and waits for a line of its output that matches. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${command} did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output}`)));
  });
}

const lookup = (base: string, client: string) => post(base, 'ip-address-lookup', { input: { ip: '10.0.0.1' }, options: {}, start: 'lookup' }, { 'x-forwarded-for': client });

describe('limits shared through Redis', () => {
  let a: string;
  let b: string;
  beforeAll(async () => {
    const redisPort = await freePort();
    await start('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, /Ready to accept connections/);
    const dist = mkdtempSync(join(tmpdir(), 'toolbench-dist-'));
    writeFileSync(join(dist, '404.html'), 'not found');
    const env = { HOST: '127.0.0.1', PORT: '0', REDIS_URL: `redis://127.0.0.1:${redisPort}`, TRUST_PROXY: '127.0.0.1', ALLOW_PRIVATE_TARGETS: '1', PING_METHOD: 'tcp', DIST_DIR: dist, LOG_LEVEL: 'warn' };
    const [first, second] = await Promise.all(
      [0, 1].map(() => start(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], env, /running at (http:\/\/127\.0\.0\.1:\d+)\//)),
    );
    a = first!.match[1]!;
    b = second!.match[1]!;
  }, 60_000);
  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });

  it('counts a client’s requests across both instances: the 61st in a minute gets 429 on either', async () => {
    expect(a).not.toBe(b);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await lookup(i % 2 ? a : b, '203.0.113.50')).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    for (const base of [a, b]) {
      const res = await lookup(base, '203.0.113.50');
      expect(res.status, base).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another client is counted on its own.
    expect((await lookup(a, '203.0.113.51')).status).toBe(200);
  });

  it('holds one continuous ping per client across both instances', async () => {
    const body = { input: { host: '127.0.0.1', count: 4, timeout: 0.5, interval: 0.5, size: 56, ttl: 64, port: 80, continuous: true }, options: {}, start: 'start' };
    const running = await post(a, 'ping-tool', body, { 'x-forwarded-for': '203.0.113.60' });
    expect(running.status).toBe(200);
    const reader = running.body!.getReader();
    await reader.read();
    const elsewhere = await post(b, 'ping-tool', body, { 'x-forwarded-for': '203.0.113.60' });
    expect(elsewhere.status).toBe(429);
    expect(await elsewhere.json()).toEqual({ error: { code: 'busy' } });
    await reader.cancel();
    let accepted = false;
    for (let i = 0; i < 40 && !accepted; i++) {
      const again = await post(b, 'ping-tool', body, { 'x-forwarded-for': '203.0.113.60' });
      accepted = again.status === 200;
      await again.body?.cancel();
      if (!accepted) await new Promise((r) => setTimeout(r, 50));
    }
    expect(accepted, 'the slot is free once the first ping stopped').toBe(true);
  });

  it('without Redis, two instances count apart (so the test above can fail)', async () => {
    const [x, y] = await Promise.all([startServer({ TRUST_PROXY: '127.0.0.1' }), startServer({ TRUST_PROXY: '127.0.0.1' })]);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 62; i++) statuses.push((await lookup(i % 2 ? x.base : y.base, '203.0.113.52')).status);
      expect(statuses.every((s) => s === 200)).toBe(true);
    } finally {
      await Promise.all([x.close(), y.close()]);
    }
  });
});
