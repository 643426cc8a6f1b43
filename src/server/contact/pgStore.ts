/**
 * The contact messages in PostgreSQL (DATABASE_URL), for several API instances behind a load balancer:
 * they share one database, and the idempotency key's unique index makes a retry that reaches another
 * instance, or one sent again after an instance died, land on the same row. A message is answered 201
 * only after its INSERT has committed (synchronous_commit is left on: the commit is on the server's disk).
 * The table is created on first start, under an advisory lock, so two instances starting together do not
 * race; the column types match SQLite's store (ids are whole numbers, times ISO strings in UTC).
 */
import pg from 'pg';
import { dayAfter, sameMessage, type ContactStore, type NewMessage, type StoredMessage } from './store.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS contact_messages (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at TIMESTAMPTZ NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  lang TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE
);
CREATE INDEX IF NOT EXISTS contact_messages_received ON contact_messages (received_at);
`;

/** Any number that names this schema's lock (pg_advisory_xact_lock takes a bigint). */
const SCHEMA_LOCK = 7_411_238_001;

const RECEIVED_AT = `to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface PgStoreOptions {
  /** Connections this instance keeps at most (default 5: each message takes one for one INSERT). */
  max?: number;
  /** How long a query may take before it is refused (ms; default 10 s). */
  statementTimeoutMs?: number;
  /** Told about a connection that failed while idle (the database restarted); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

export async function openPgStore(url: string, options: PgStoreOptions = {}): Promise<ContactStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 5,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    application_name: 'toolbench',
  });
  // Without a listener, an idle connection that the server closes (a restart, a failover) ends the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  try {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await client.query(SCHEMA);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  const find = async (key: string) => {
    const { rows } = await pool.query<Omit<NewMessage, 'key'> & { id: string }>('SELECT id, name, email, subject, message, lang FROM contact_messages WHERE idempotency_key = $1', [key]);
    const row = rows[0];
    return row && { id: Number(row.id), same: (m: NewMessage) => sameMessage(row, m) };
  };

  return {
    kind: 'postgres',
    async add(m, now = new Date()) {
      const { rows } = await pool.query<{ id: string }>(
        'INSERT INTO contact_messages (received_at, name, email, subject, message, lang, idempotency_key) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id',
        [now.toISOString(), m.name, m.email, m.subject, m.message, m.lang, m.key],
      );
      if (rows[0]) return { id: Number(rows[0].id), duplicate: false, conflict: false };
      const earlier = await find(m.key);
      if (!earlier) throw Object.assign(new Error('the message under this key vanished'), { code: 'CONTACT_KEY_VANISHED' });
      return { id: earlier.id, duplicate: true, conflict: !earlier.same(m) };
    },
    find,
    async list(filter = {}) {
      const where: string[] = [];
      const params: (string | number)[] = [];
      if (filter.since) {
        params.push(`${filter.since}T00:00:00.000Z`);
        where.push(`received_at >= $${params.length}`);
      }
      if (filter.until) {
        params.push(dayAfter(filter.until));
        where.push(`received_at < $${params.length}`);
      }
      if (filter.limit) params.push(filter.limit);
      const sql = `SELECT id, ${RECEIVED_AT} AS "receivedAt", name, email, subject, message, lang FROM contact_messages ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at DESC, id DESC${filter.limit ? ` LIMIT $${params.length}` : ''}`;
      const { rows } = await pool.query<StoredMessage & { id: string }>(sql, params);
      return rows.map((r) => ({ ...r, id: Number(r.id) }));
    },
    async count() {
      const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM contact_messages');
      return Number(rows[0]!.n);
    },
    async integrity() {
      // PostgreSQL checks its pages itself (and amcheck does more); here: the table answers, and keys are unique.
      const { rows } = await pool.query<{ dupes: string }>('SELECT count(*) - count(DISTINCT idempotency_key) AS dupes FROM contact_messages');
      return rows[0]!.dupes === '0' ? 'ok' : `${rows[0]!.dupes} duplicate keys`;
    },
    async ping(timeoutMs = 1_000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          pool.query('SELECT 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('the database did not answer in time')), timeoutMs);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.end(),
  };
}
