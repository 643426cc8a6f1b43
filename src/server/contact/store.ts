/**
 * The contact messages' store: one interface, two implementations. SQLite (better-sqlite3, the default
 * for one instance): one file, created on first use, in WAL mode with synchronous=FULL, so a message the
 * server has answered for is on disk and survives a crash or a power cut. PostgreSQL (pgStore.ts, when
 * DATABASE_URL is set: several instances share one database). An idempotency key per submission: a
 * retried send is stored once, whichever instance it reaches.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export interface StoredMessage {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
}

export interface NewMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  key: string;
}

export interface ListFilter {
  /** From this day (YYYY-MM-DD, UTC) on. */
  since?: string;
  /** Up to and including this day. */
  until?: string;
  limit?: number;
}

export interface ContactStore {
  /** Which database holds the messages. */
  readonly kind: 'sqlite' | 'postgres';
  /**
   * Commits the message (fsynced) and gives its id; the same key with the same message gives the first
   * id (a retry), with a different one `conflict` and stores nothing (a key names one message).
   */
  add(message: NewMessage, now?: Date): Promise<{ id: number; duplicate: boolean; conflict: boolean }>;
  /** The message stored under this key, if any, and whether another submission is the same message. */
  find(key: string): Promise<StoredKey | undefined>;
  /** Newest first. */
  list(filter?: ListFilter): Promise<StoredMessage[]>;
  count(): Promise<number>;
  /** `ok` when the database says its data is sound (SQLite's integrity_check; PostgreSQL answers a query). */
  integrity(): Promise<string>;
  /** Resolves when the database answers a trivial question within `timeoutMs` (readiness). */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface StoredKey {
  id: number;
  same(message: NewMessage): boolean;
}

/** Whether two submissions are the same message (a retry), field by field. */
export function sameMessage(stored: Omit<NewMessage, 'key'>, m: NewMessage): boolean {
  return m.name === stored.name && m.email === stored.email && m.subject === stored.subject && m.message === stored.message && m.lang === stored.lang;
}

/** The end of a ListFilter's last day (exclusive), as an ISO time. */
export function dayAfter(day: string): string {
  const end = new Date(`${day}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end.toISOString();
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  lang TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE
);
CREATE INDEX IF NOT EXISTS messages_received ON messages (received_at);
`;

export function openContactStore(file: string, options: { readonly?: boolean } = {}): ContactStore {
  if (!options.readonly) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { readonly: !!options.readonly, fileMustExist: !!options.readonly });
  try {
    db.pragma('busy_timeout = 5000');
    if (!options.readonly) {
      const mode = db.pragma('journal_mode = WAL', { simple: true });
      if (mode !== 'wal') throw new Error(`the database would not switch to WAL mode (${String(mode)})`);
      db.exec(SCHEMA);
    }
    db.pragma('synchronous = FULL');
  } catch (error) {
    db.close();
    throw error;
  }
  const insert = options.readonly ? null : db.prepare('INSERT INTO messages (received_at, name, email, subject, message, lang, idempotency_key) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING');
  const byKey = db.prepare('SELECT id, name, email, subject, message, lang FROM messages WHERE idempotency_key = ?');
  const find = (key: string): StoredKey | undefined => {
    const row = byKey.get(key) as (Omit<NewMessage, 'key'> & { id: number }) | undefined;
    return row && { id: row.id, same: (m: NewMessage) => sameMessage(row, m) };
  };
  return {
    kind: 'sqlite',
    async add(m, now = new Date()) {
      if (!insert) throw new Error('read-only store');
      const info = insert.run(now.toISOString(), m.name, m.email, m.subject, m.message, m.lang, m.key);
      if (info.changes === 1) return { id: Number(info.lastInsertRowid), duplicate: false, conflict: false };
      const earlier = find(m.key)!;
      return { id: earlier.id, duplicate: true, conflict: !earlier.same(m) };
    },
    find: async (key) => find(key),
    async list(filter = {}) {
      const where: string[] = [];
      const params: (string | number)[] = [];
      if (filter.since) {
        where.push('received_at >= ?');
        params.push(`${filter.since}T00:00:00.000Z`);
      }
      if (filter.until) {
        where.push('received_at < ?');
        params.push(dayAfter(filter.until));
      }
      const sql = `SELECT id, received_at AS receivedAt, name, email, subject, message, lang FROM messages ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at DESC, id DESC${filter.limit ? ' LIMIT ?' : ''}`;
      if (filter.limit) params.push(filter.limit);
      return db.prepare(sql).all(...params) as StoredMessage[];
    },
    count: async () => (db.prepare('SELECT count(*) AS n FROM messages').get() as { n: number }).n,
    integrity: async () => String(db.pragma('integrity_check', { simple: true })),
    ping: async () => {
      db.prepare('SELECT 1').get();
    },
    close: async () => {
      db.close();
    },
  };
}
