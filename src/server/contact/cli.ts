/**
 * For the site's operator: `npm run contact:list` prints the stored contact messages, newest first;
 * `npm run contact:export` writes them as CSV or JSON. Both read DATABASE_URL (PostgreSQL) when it is
 * set, else CONTACT_DB (default data/contact.sqlite), and take --since YYYY-MM-DD and --until YYYY-MM-DD (UTC days, inclusive).
 *
 *   npm run contact:list -- --since 2026-11-01 --limit 20
 *   npm run contact:export -- --format csv --out messages.csv
 */
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { toCsv as rowsToCsv } from '@sdk/core/csv.ts';
import { openContactStore, type ContactStore, type StoredMessage } from './store.ts';
import { openPgStore } from './pgStore.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** RFC 4180, with cells that a spreadsheet would run as a formula written as text (the site's one rule, csvText). */
export function toCsv(messages: readonly StoredMessage[]): string {
  const head = ['id', 'received_at', 'name', 'email', 'subject', 'lang', 'message'];
  const rows = messages.map((m) => [m.id, m.receivedAt, m.name, m.email, m.subject, m.lang, m.message]);
  return `${rowsToCsv([head, ...rows])}\r\n`;
}

/**
 * Stored text as the terminal should show it: every control character written as an escape (\x1b, \r,
 * \t, \u009b), so that an ESC sequence cannot clear the screen nor a "\r\nBcc: …" forge a line; the
 * bidirectional overrides and line separators (\u202e, \u2028) likewise, so that no text is shown reordered. The
 * server refuses them, but a database written before that, or by hand, may hold them. `lines` keeps line breaks.
 */
export function printable(text: string, lines = false): string {
  // A CRLF in a message is a line break as the visitor's browser sent it; a lone \r is shown.
  return (lines ? text.replace(/\r\n/g, '\n') : text).replace(lines ? /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g : /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g, (c) => {
    const code = c.charCodeAt(0);
    return ({ '\t': '\\t', '\r': '\\r', '\n': '\\n' } as Record<string, string>)[c] ?? (code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
  });
}

export function formatList(messages: readonly StoredMessage[]): string {
  if (messages.length === 0) return 'No messages.\n';
  const p = (text: string) => printable(text);
  return messages
    .map((m) => `#${m.id}  ${p(m.receivedAt).replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}  [${p(m.subject)}, ${p(m.lang)}]\nFrom: ${p(m.name)} <${p(m.email)}>\n${printable(m.message, true).replace(/^/gm, '  ')}\n`)
    .join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: { since: { type: 'string' }, until: { type: 'string' }, limit: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' }, db: { type: 'string' } },
    allowPositionals: false,
  });
  for (const key of ['since', 'until'] as const) {
    if (values[key] !== undefined && !DAY.test(values[key]!)) {
      process.stderr.write(`--${key} takes a day as YYYY-MM-DD, not "${values[key]}"\n`);
      return 2;
    }
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    process.stderr.write('--limit takes a whole number of at least 1\n');
    return 2;
  }
  const url = values.db ? undefined : process.env.DATABASE_URL?.trim() || undefined;
  let store: ContactStore;
  if (url) store = await openPgStore(url, { max: 1 });
  else {
    const file = resolve(values.db ?? process.env.CONTACT_DB ?? 'data/contact.sqlite');
    if (!existsSync(file)) {
      process.stderr.write(`No contact database at ${file} yet (it is created when the server first starts).\n`);
      return 1;
    }
    store = openContactStore(file, { readonly: true });
  }
  try {
    const messages = await store.list({ since: values.since, until: values.until, limit });
    if (command === 'list') {
      process.stdout.write(formatList(messages));
      return 0;
    }
    if (command === 'export') {
      const format = values.format ?? (values.out?.endsWith('.json') ? 'json' : 'csv');
      if (format !== 'csv' && format !== 'json') {
        process.stderr.write('--format is csv or json\n');
        return 2;
      }
      const text = format === 'csv' ? toCsv(messages) : `${JSON.stringify(messages, null, 2)}\n`;
      if (values.out) {
        writeFileSync(values.out, text);
        process.stderr.write(`${messages.length} messages written to ${values.out}\n`);
      } else process.stdout.write(text);
      return 0;
    }
    process.stderr.write('Usage: contact list|export [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--limit N] [--format csv|json] [--out FILE]\n');
    return 2;
  } finally {
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
