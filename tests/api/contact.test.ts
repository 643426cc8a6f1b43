/**
 * POST /api/contact on the real server: each field checked with its own answer, the honeypot and
 * the minimum fill time, a retried submission stored once, the per-client limit (429), a message
 * committed to SQLite (WAL, synchronous FULL) before the answer; and the operator's commands
 * (contact:list newest first with a date filter, contact:export as CSV or JSON).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Running } from '../server/harness.ts';
import { openContactStore } from '../../src/server/contact/store.ts';
import { signFormToken } from '../../src/server/contact/formToken.ts';

import { message, SECRET, send } from '../server/contactForm.ts';

describe('POST /api/contact', () => {
  let server: Running;
  let db: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contact-'));
    db = join(dir, 'nested', 'contact.sqlite');
    server = await startServer({ CONTACT_DB: db, CONTACT_PER_HOUR: '1000', CONTACT_SECRET: SECRET, CURRENCY_RATES_FETCH: '0', CURRENCY_RATES_FILE: join(dir, 'rates.json') });
  });
  afterAll(() => server.close());

  it('creates the database on first start, in WAL mode, and stores a message before answering 201 with its id', async () => {
    const body = message({ name: 'Zoë <script>', message: 'Ünïcödé text, "quoted", 😀 and\nnew lines.' });
    const res = await send(server.base, body);
    expect(res.status).toBe(201);
    const { ok, id } = (await res.json()) as { ok: boolean; id: number };
    expect(ok).toBe(true);
    // A second connection sees it at once: it was committed before the answer.
    const check = new Database(db, { readonly: true });
    expect(check.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(check.prepare('SELECT name, email, subject, message, lang, idempotency_key AS key FROM messages WHERE id = ?').get(id)).toEqual({
      name: 'Zoë <script>', email: 'ann@example.com', subject: 'feedback', message: body.message, lang: 'en', key: body.key,
    });
    check.close();
  });

  it('uses synchronous=FULL on its connection', async () => {
    const store = openContactStore(db);
    const raw = new Database(db);
    raw.pragma('synchronous = FULL');
    expect(raw.pragma('synchronous', { simple: true })).toBe(2);
    raw.close();
    expect(await store.integrity()).toBe('ok');
    await store.close();
  });

  it('stores a retried submission (same key) once and answers with the first id', async () => {
    const body = message();
    const first = (await (await send(server.base, body)).json()) as { id: number };
    const again = await send(server.base, body);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: number }).id).toBe(first.id);
    const store = openContactStore(db, { readonly: true });
    expect((await store.list()).filter((m) => m.message === body.message)).toHaveLength(1);
    await store.close();
  });

  it('answers the same key with a different message 409 and keeps the first text (a key names one message)', async () => {
    const body = message();
    const first = await send(server.base, body);
    expect(first.status).toBe(201);
    const changed = await send(server.base, { ...body, message: 'A different text under the same key.' });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({ error: { code: 'keyReused' } });
    const store = openContactStore(db, { readonly: true });
    expect((await store.list()).filter((m) => m.message === body.message)).toHaveLength(1);
    expect((await store.list()).filter((m) => m.message.startsWith('A different text'))).toHaveLength(0);
    await store.close();
  });

  it('checks lengths and the address after trimming, as the page does, and stores the trimmed text', async () => {
    const body = message({ name: ` ${'N'.repeat(100)} `, email: '  ann@example.com\n', message: `\n  ${'m'.repeat(5000)}  \n` });
    const res = await send(server.base, body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const check = new Database(db, { readonly: true });
    expect(check.prepare('SELECT name, email, length(message) AS n FROM messages WHERE id = ?').get(id)).toEqual({ name: 'N'.repeat(100), email: 'ann@example.com', n: 5000 });
    check.close();
  });

  it('takes the longest valid message in any script: 5,000 CJK characters (15 kB)', async () => {
    const res = await send(server.base, message({ message: '漢'.repeat(5000) }));
    expect(res.status).toBe(201);
    const over = await send(server.base, message({ message: '漢'.repeat(5001) }));
    expect(await over.json()).toEqual({ error: { code: 'invalidField', params: { field: 'message', problem: 'tooLong' } } });
  });

  it.each([
    ['name', 'empty', { name: '' }, 'required'],
    ['name', 'spaces only', { name: '   ' }, 'required'],
    ['name', '101 characters', { name: 'x'.repeat(101) }, 'tooLong'],
    ['name', 'absent', { name: undefined }, 'required'],
    ['email', 'no @', { email: 'not-an-address' }, 'invalid'],
    ['email', 'empty', { email: '' }, 'required'],
    ['email', '262 characters', { email: `${'a'.repeat(250)}@example.com` }, 'tooLong'],
    ['subject', 'unknown', { subject: 'sales' }, 'required'],
    ['message', '9 characters', { message: 'Too short' }, 'tooShort'],
    ['message', 'one letter in spaces', { message: '          x         ' }, 'tooShort'],
    ['message', '5001 characters', { message: 'y'.repeat(5001) }, 'tooLong'],
    ['name', 'an ESC sequence', { name: 'Bob\u001b[2J\u001b[H' }, 'control'],
    ['name', 'a forged line', { name: 'Bob\r\nBcc: eve@example.com' }, 'control'],
    ['name', 'a C1 control', { name: 'Bob\u009b2J' }, 'control'],
    ['email', 'an ESC', { email: 'ann\u001b@example.com' }, 'control'],
    ['message', 'a tab', { message: 'Hello,\tthis has a tab.' }, 'control'],
    ['message', 'a NUL', { message: 'Hello, this has a \u0000.' }, 'control'],
  ])('answers a mistake in %s (%s) with 400 and that field', async (field, _case, change, problem) => {
    const res = await send(server.base, message(change));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalidField', params: { field, problem } } });
  });

  it('keeps the line breaks of a message (LF or CRLF)', async () => {
    const body = message({ message: 'First line,\nsecond line,\r\nthird line.' });
    expect((await send(server.base, body)).status).toBe(201);
  });

  it('measures the fill time with its own signed clock, never the client\'s claim', async () => {
    const res = await fetch(`${server.base}/api/contact/token`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { token } = (await res.json()) as { token: string };
    // A client's own number is no longer read; a token signed with another secret, made up or a day old is refused as stale.
    expect((await send(server.base, { ...message({ token }), elapsedMs: 5000 })).status).toBe(400);
    for (const forged of [signFormToken('another secret', Date.now() - 5000), `${Date.now() - 5000}.${'A'.repeat(43)}`, 'not a token', signFormToken(SECRET, Date.now() - 25 * 3_600_000), signFormToken(SECRET, Date.now() + 60_000)]) {
      expect(await (await send(server.base, message({ token: forged }))).json()).toEqual({ error: { code: 'formExpired' } });
    }
  });

  it('refuses a broken body without naming a field', async () => {
    for (const body of [{ ...message(), extra: 1 }, { ...message(), key: 'short' }, { ...message(), lang: 'it' }, 'text']) {
      const res = await send(server.base, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalidRequest');
    }
  });

  it('refuses what robots send (the honeypot filled in, or sent sooner after the server\'s token than a person types) and stores nothing', async () => {
    const store = openContactStore(db, { readonly: true });
    const before = await store.count();
    const fresh = (await (await fetch(`${server.base}/api/contact/token`)).json()) as { token: string; minFillMs: number };
    expect(fresh.minFillMs).toBe(1500);
    for (const body of [message({ website: 'http://spam.example' }), message({ token: fresh.token }), message({ token: signFormToken(SECRET, Date.now() - 300) })]) {
      const res = await send(server.base, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'rejected' } });
    }
    expect(await store.count()).toBe(before);
    await store.close();
  });
});

describe('the per-client limit', () => {
  it('answers 429 with Retry-After after the hour’s allowance of stored messages (mistakes and retries do not count), and stores none of the refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contact-limit-'));
    const server = await startServer({ CONTACT_DB: join(dir, 'c.sqlite'), CONTACT_PER_HOUR: '3', CONTACT_SECRET: SECRET, CURRENCY_RATES_FETCH: '0', CURRENCY_RATES_FILE: join(dir, 'rates.json') });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await send(server.base, message({ email: 'not-an-address' }))).status);
      const retried = message();
      for (let i = 0; i < 5; i++) statuses.push((await send(server.base, i === 1 ? retried : message())).status);
      statuses.push((await send(server.base, retried)).status);
      expect(statuses).toEqual([400, 400, 400, 400, 201, 201, 201, 429, 429, 201]);
      const res = await send(server.base, message());
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('rateLimited');
      const store = openContactStore(join(dir, 'c.sqlite'), { readonly: true });
      expect(await store.count()).toBe(3);
      await store.close();
    } finally {
      await server.close();
    }
  });
});

describe('npm run contact:list and contact:export', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contact-cli-'));
  const db = join(dir, 'contact.sqlite');
  const cli = (...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', 'src/server/contact/cli.ts', ...args], { encoding: 'utf8', env: { ...process.env, CONTACT_DB: db } });
  beforeAll(async () => {
    const store = openContactStore(db);
    await store.add({ name: 'First', email: 'a@example.com', subject: 'general', message: 'The oldest message.', lang: 'en', key: 'cli-key-1' }, new Date('2026-11-01T09:00:00Z'));
    await store.add({ name: 'Second', email: 'b@example.com', subject: 'support', message: '=HYPERLINK("http://x")\nand a second line', lang: 'de', key: 'cli-key-2' }, new Date('2026-11-10T12:30:00Z'));
    await store.add({ name: 'Eve\u001b[2J\u009b', email: 'e@example.com\r\nBcc: x@example.com', subject: 'general', message: 'Line one\r\nline two\tand\u0007 a bell\rover\u202Egnp.exe', lang: 'en', key: 'cli-key-old' }, new Date('2026-11-14T08:00:00Z'));
    await store.add({ name: 'Third, "quoted"', email: 'c@example.com', subject: 'suggestion', message: 'The newest message.', lang: 'fr', key: 'cli-key-3' }, new Date('2026-11-20T18:45:00Z'));
    await store.close();
  });

  it('lists newest first, and filters by date', () => {
    const all = cli('list');
    expect(all.indexOf('Third')).toBeLessThan(all.indexOf('Second'));
    expect(all.indexOf('Second')).toBeLessThan(all.indexOf('First'));
    expect(all).toContain('#4  2026-11-20 18:45:00 UTC  [suggestion, fr]');
    const some = cli('list', '--since', '2026-11-05', '--until', '2026-11-10');
    expect(some).toContain('Second');
    expect(some).not.toContain('First');
    expect(some).not.toContain('Third');
  });

  it('lists any stored control character escaped (a database from before the server refused them)', () => {
    const listed = cli('list', '--since', '2026-11-14', '--until', '2026-11-14');
    expect(listed).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/);
    expect(listed).toContain('From: Eve\\x1b[2J\\u009b <e@example.com\\r\\nBcc: x@example.com>');
    expect(listed).toContain('  Line one\n  line two\\tand\\x07 a bell\\rover\\u202egnp.exe');
    expect(listed).not.toContain('\u202E');
  });

  it('exports CSV (RFC 4180, formulas written as text) and JSON', () => {
    const csv = cli('export', '--format', 'csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,received_at,name,email,subject,lang,message');
    expect(lines[1]).toBe('4,2026-11-20T18:45:00.000Z,"Third, ""quoted""",c@example.com,suggestion,fr,The newest message.');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")\nand a second line"`);
    const out = join(dir, 'export.json');
    cli('export', '--out', out, '--since', '2026-11-15');
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual([{ id: 4, receivedAt: '2026-11-20T18:45:00.000Z', name: 'Third, "quoted"', email: 'c@example.com', subject: 'suggestion', message: 'The newest message.', lang: 'fr' }]);
  });

  it('says what is wrong with a bad date', () => {
    expect(() => execFileSync(process.execPath, ['--import', 'tsx', 'src/server/contact/cli.ts', 'list', '--since', '1/11/2026'], { encoding: 'utf8', stdio: 'pipe', env: { ...process.env, CONTACT_DB: db } })).toThrow(/--since takes a day as YYYY-MM-DD/);
  });
});
