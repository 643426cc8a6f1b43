/**
 * One store interface, two databases: the same checks against SQLite (the default, one instance) and a
 * real PostgreSQL server (DATABASE_URL, several instances). Then the contact route on PostgreSQL: two
 * instances share one database, so a retry that reaches the other instance is stored once; while the
 * database is away a message is answered 503 (never 201), readiness says `database: unreachable`, and
 * both come back by themselves when it answers again.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContactStore, type ContactStore } from '../../src/server/contact/store.ts';
import { openPgStore } from '../../src/server/contact/pgStore.ts';
import { startServer, type Running } from '../server/harness.ts';
import { startPostgres } from '../server/services.ts';
import { message, SECRET, send } from '../server/contactForm.ts';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres({ fsync: false });
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
});

const entry = (key: string, text = `Message under ${key}.`) => ({ name: 'Ann', email: 'ann@example.com', subject: 'feedback', message: text, lang: 'en', key });

describe.each([
  ['SQLite', () => openContactStore(join(mkdtempSync(join(tmpdir(), 'contact-store-')), 'c.sqlite'))],
  ['PostgreSQL', () => openPgStore(postgres.url)],
] as const)('the contact store on %s', (_name, open) => {
  let store: ContactStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store.close();
  });
  const prefix = `${_name}-${Date.now()}`;

  it('stores a message once per key: a retry gives the first id, another text under the key is a conflict', async () => {
    const first = await store.add(entry(`${prefix}-a`));
    expect(first).toMatchObject({ duplicate: false, conflict: false });
    expect(await store.add(entry(`${prefix}-a`))).toEqual({ id: first.id, duplicate: true, conflict: false });
    expect(await store.add(entry(`${prefix}-a`, 'Another text.'))).toEqual({ id: first.id, duplicate: true, conflict: true });
    const found = await store.find(`${prefix}-a`);
    expect(found?.id).toBe(first.id);
    expect(found?.same(entry(`${prefix}-a`))).toBe(true);
    expect(found?.same(entry(`${prefix}-a`, 'Another text.'))).toBe(false);
    expect(await store.find(`${prefix}-none`)).toBeUndefined();
  });

  it('lists newest first, by UTC day, with a limit, and counts', async () => {
    const before = await store.count();
    await store.add(entry(`${prefix}-old`, 'Ünïcödé, "quoted", 😀 and\nnew lines.'), new Date('2026-11-01T09:00:00.123Z'));
    await store.add(entry(`${prefix}-mid`), new Date('2026-11-10T23:59:59.999Z'));
    await store.add(entry(`${prefix}-new`), new Date('2026-11-20T00:00:00.000Z'));
    expect(await store.count()).toBe(before + 3);
    const days = (await store.list({ since: '2026-11-01', until: '2026-11-20' })).filter((m) => m.name === 'Ann');
    expect(days.map((m) => m.receivedAt)).toEqual(['2026-11-20T00:00:00.000Z', '2026-11-10T23:59:59.999Z', '2026-11-01T09:00:00.123Z']);
    expect(days[2]!.message).toBe('Ünïcödé, "quoted", 😀 and\nnew lines.');
    expect((await store.list({ since: '2026-11-02', until: '2026-11-10' })).map((m) => m.receivedAt)).toEqual(['2026-11-10T23:59:59.999Z']);
    expect(await store.list({ since: '2026-11-01', until: '2026-11-20', limit: 1 })).toHaveLength(1);
    expect(typeof days[0]!.id).toBe('number');
  });

  it('answers a ping and says its data is sound', async () => {
    await expect(store.ping(1000)).resolves.toBeUndefined();
    expect(await store.integrity()).toBe('ok');
  });

  it('stores each of many concurrent submissions of one key once', async () => {
    const key = `${prefix}-race`;
    const results = await Promise.all(Array.from({ length: 20 }, () => store.add(entry(key))));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
  });
});

describe('the contact form on PostgreSQL, two instances', () => {
  let a: Running;
  let b: Running;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contact-pg-'));
    const env = { DATABASE_URL: postgres.url, CONTACT_PER_HOUR: '1000', CONTACT_SECRET: SECRET, CURRENCY_RATES_FETCH: '0', CURRENCY_RATES_FILE: join(dir, 'rates.json'), CONTACT_DB: join(dir, 'unused.sqlite') };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('stores a message sent to one instance and retried on the other once, with the same id', async () => {
    const body = message();
    const first = await send(a.base, body);
    expect(first.status).toBe(201);
    const again = await send(b.base, body);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: number }).id).toBe(((await first.json()) as { id: number }).id);
    const other = await send(b.base, { ...body, message: 'A different text under the same key.' });
    expect(other.status).toBe(409);
    const store = await openPgStore(postgres.url);
    expect((await store.list()).filter((m) => m.message === body.message)).toHaveLength(1);
    await store.close();
  });

  it('is ready while the database answers; while it is away, readiness says so and messages get 503, then both recover', async () => {
    const ready = await fetch(`${a.base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, database: 'ok', redis: 'none', stopping: false });
    expect((await fetch(`${a.base}/api/health/live`)).status).toBe(200);

    // The database refuses new connections and ends the ones open (as a restart or a failover does).
    const admin = await openPgStore(postgres.url, { max: 1 });
    const pgClient = (await import('pg')).default;
    const c = new pgClient.Client({ connectionString: postgres.url.replace(/\/toolbench$/, '/postgres') });
    await c.connect();
    await c.query('ALTER DATABASE toolbench ALLOW_CONNECTIONS false');
    await c.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'toolbench' AND pid <> pg_backend_pid()");
    await admin.close().catch(() => undefined);
    try {
      const down = await fetch(`${a.base}/api/health/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ ready: false, database: 'unreachable' });
      // Liveness and the load balancer's health stay 200: the instance still serves everything else.
      expect((await fetch(`${a.base}/api/health/live`)).status).toBe(200);
      expect((await fetch(`${a.base}/api/health`)).status).toBe(200);
      const refused = await send(a.base, message());
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: { code: 'storeFailed' } });
    } finally {
      await c.query('ALTER DATABASE toolbench ALLOW_CONNECTIONS true');
      await c.end();
    }
    expect((await fetch(`${a.base}/api/health/ready`)).status).toBe(200);
    expect((await send(a.base, message())).status).toBe(201);
  });
});
