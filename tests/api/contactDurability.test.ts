/**
 * Durability of the contact messages, proven on the real server in its own process:
 * - bursts of submissions with the server killed by SIGKILL in the middle, at 20 different moments:
 *   after each kill, every message the server had acknowledged (201) is in the database exactly
 *   once, PRAGMA integrity_check is ok, and a retry of an acknowledged submission is not stored again;
 * - a database file that has become read-only, and a disk quota that fills up: the API answers
 *   503 storeFailed (never success), keeps serving everything else, and stores again once it can.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { signFormToken } from '../../src/server/contact/formToken.ts';

const SECRET = 'contact-durability-secret';

const ROOT = process.cwd();

interface Child {
  proc: ChildProcess;
  base: string;
}

/** Starts `npm start`'s server (src/server/main.ts) in a child process; resolves with its address. */
function startChild(env: Record<string, string>, options: { uid?: number; gid?: number; fileSizeKb?: number } = {}): Promise<Child> {
  const node = [process.execPath, '--import', 'tsx', 'src/server/main.ts'];
  // A file size limit (ulimit -f) is a quota: writes past it fail with EFBIG (SIGXFSZ is ignored).
  const [command, ...args] = options.fileSizeKb ? ['sh', '-c', `trap '' XFSZ; ulimit -f ${options.fileSizeKb * 2}; exec "$@"`, 'sh', ...node] : node;
  const proc = spawn(command!, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'error', CURRENCY_RATES_FETCH: '0', CONTACT_PER_HOUR: '100000', CONTACT_SECRET: SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    uid: options.uid,
    gid: options.gid,
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 45_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[^/\s]+)\//.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ proc, base: match[1]! });
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}): ${out}`));
    });
  });
}

const exited = (proc: ChildProcess) => new Promise<void>((resolve) => (proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once('exit', () => resolve())));

let serial = 0;
function body(tag: string) {
  serial++;
  const key = `${tag}-${process.pid}-${serial}-${Math.random().toString(36).slice(2, 10)}`;
  return { name: `Sender ${serial}`, email: `sender${serial}@example.com`, subject: 'feedback', message: `Durability message ${key}, ${'x'.repeat(serial % 200)}`, lang: 'en', key, website: '', token: signFormToken(SECRET, Date.now() - 5000) };
}

async function post(base: string, message: unknown): Promise<Response> {
  return fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) });
}

function storedKeys(file: string): Map<string, number> {
  const db = new Database(file);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = db.prepare('SELECT idempotency_key AS key, count(*) AS n FROM messages GROUP BY idempotency_key').all() as { key: string; n: number }[];
    return new Map(rows.map((r) => [r.key, r.n]));
  } finally {
    db.close();
  }
}

describe('contact messages survive SIGKILL', () => {
  it('finds every acknowledged message exactly once after the server is killed mid-burst, at 20 kill points', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contact-kill-'));
    const file = join(dir, 'contact.sqlite');
    const env = { CONTACT_DB: file, DIST_DIR: dir };
    const acknowledged = new Map<string, { id: number; message: ReturnType<typeof body> }>();
    let refusedOrLost = 0;
    const ROUNDS = 20;
    for (let round = 0; round < ROUNDS; round++) {
      const { proc, base } = await startChild(env);
      // Kill points spread from just after the first messages to deep into the burst.
      const killAfterMs = 30 + Math.round((round / (ROUNDS - 1)) * 600 + Math.random() * 60);
      let killed = false;
      const senders = Array.from({ length: 6 }, async () => {
        while (!killed) {
          const message = body(`r${round}`);
          try {
            const res = await post(base, message);
            if (res.status === 201) {
              const { id } = (await res.json()) as { id: number };
              acknowledged.set(message.key, { id, message });
            } else refusedOrLost++;
          } catch {
            // The connection died with the server: this one was never acknowledged.
            refusedOrLost++;
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      killed = true;
      proc.kill('SIGKILL');
      await exited(proc);
      await Promise.all(senders);
      // Straight from the file, with no server running: every acknowledged message, once each.
      const stored = storedKeys(file);
      for (const [key] of acknowledged) expect(stored.get(key), `round ${round}: acknowledged ${key}`).toBe(1);
      for (const n of stored.values()) expect(n).toBe(1);
    }
    expect(acknowledged.size, 'messages acknowledged across the rounds').toBeGreaterThan(ROUNDS * 3);

    // After all that, the server starts again on the same file: a retried submission keeps its first id.
    const { proc, base } = await startChild(env);
    try {
      const samples = [...acknowledged.values()].slice(0, 5);
      for (const { id, message } of samples) {
        const res = await post(base, message);
        expect(res.status).toBe(201);
        expect(((await res.json()) as { id: number }).id).toBe(id);
      }
      const stored = storedKeys(file);
      for (const { message } of samples) expect(stored.get(message.key)).toBe(1);
    } finally {
      proc.kill('SIGKILL');
      await exited(proc);
    }
    console.log(`durability: ${ROUNDS} kill points, ${acknowledged.size} acknowledged and found, ${refusedOrLost} cut off unacknowledged`);
  }, 600_000);
});

describe('a store that cannot write', () => {
  // Permissions do not stop root: as root, the server runs as "nobody" for this test.
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? { uid: 65534, gid: 65534 } : {};

  it('answers 503 while the database file is read-only, keeps serving, and stores again once it is writable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contact-ro-'));
    const data = join(dir, 'data');
    mkdirSync(data);
    if (asRoot) {
      chmodSync(dir, 0o755);
      chownSync(data, 65534, 65534);
    }
    const file = join(data, 'contact.sqlite');
    const env = { CONTACT_DB: file, DIST_DIR: dir, HOME: dir };
    // First start: the database is created and takes a message.
    let child = await startChild(env, user);
    expect((await post(child.base, body('ro'))).status).toBe(201);
    child.proc.kill('SIGTERM');
    await exited(child.proc);

    chmodSync(file, 0o444);
    chmodSync(data, 0o555);
    child = await startChild(env, user);
    try {
      for (let i = 0; i < 3; i++) {
        const res = await post(child.base, body('ro'));
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ error: { code: 'storeFailed' } });
      }
      expect((await fetch(`${child.base}/api/health`)).status).toBe(200);
      expect((await fetch(`${child.base}/api/currency-rates`)).status).toBe(200);
      // Writable again: the next message is stored, with no restart.
      chmodSync(data, 0o755);
      chmodSync(file, 0o644);
      const res = await post(child.base, body('ro'));
      expect(res.status).toBe(201);
    } finally {
      child.proc.kill('SIGKILL');
      await exited(child.proc);
    }
    const stored = storedKeys(file);
    expect(stored.size).toBe(2);
  }, 120_000);

  it('answers 503 when the disk quota is full, never 201 for a message it could not store, and keeps serving', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contact-full-'));
    const file = join(dir, 'contact.sqlite');
    // Warm tsx's cache without a limit, so that only the database meets the quota.
    const warm = await startChild({ CONTACT_DB: join(dir, 'warm.sqlite'), DIST_DIR: dir });
    warm.proc.kill('SIGKILL');
    await exited(warm.proc);

    const child = await startChild({ CONTACT_DB: file, DIST_DIR: dir }, { fileSizeKb: 96 });
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    try {
      for (let i = 0; i < 80; i++) {
        const message = { ...body('full'), message: `Quota ${i} ${'z'.repeat(3000)}` };
        const res = await post(child.base, message);
        statuses.add(res.status);
        if (res.status === 201) acknowledged.push(message.key);
        else {
          expect(res.status).toBe(503);
          expect(await res.json()).toEqual({ error: { code: 'storeFailed' } });
        }
      }
      expect(statuses.has(503), 'the quota was reached').toBe(true);
      expect((await fetch(`${child.base}/api/health`)).status).toBe(200);
      expect((await fetch(`${child.base}/api/currency-rates`)).status).toBe(200);
    } finally {
      child.proc.kill('SIGKILL');
      await exited(child.proc);
    }
    const stored = storedKeys(file);
    for (const key of acknowledged) expect(stored.get(key)).toBe(1);
    expect(acknowledged.length).toBeGreaterThan(0);
  }, 120_000);
});
