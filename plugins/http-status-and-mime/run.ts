import type { Input, Options } from './manifest.ts';
import { STATUS_CODES, type StatusCode } from './statuses.ts';

export interface MimeRow {
  readonly type: string;
  /** Without the dot, as mime-db lists them, the usual one first. */
  readonly extensions: readonly string[];
}

export type LookupResult =
  | { readonly table: 'status'; readonly query: string; readonly total: number; readonly rows: readonly StatusCode[] }
  | { readonly table: 'mime'; readonly query: string; readonly total: number; readonly rows: readonly MimeRow[] };

/** Lower case without accents, so that "peticion" finds "petición" and "ETAT" finds "état". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

type Texts = Readonly<Record<string, string>>;
let explanations: Promise<Texts[]> | undefined;
/** The explanations of every code in the four languages (the locale files), loaded on first search. */
function allExplanations(): Promise<Texts[]> {
  explanations ??= Promise.all([import('./locales/en.json'), import('./locales/es.json'), import('./locales/de.json'), import('./locales/fr.json')]).then((files) =>
    files.map((f) => (f.default as { codes: Texts }).codes),
  );
  return explanations;
}

let mimeRows: Promise<MimeRow[]> | undefined;
/** mime-db's types that have file extensions, sorted by type (loaded when first asked for). */
function allMimeRows(): Promise<MimeRow[]> {
  mimeRows ??= import('mime-db/db.json').then((m) => {
    const db = (m.default ?? m) as Record<string, { extensions?: string[] }>;
    return Object.entries(db)
      .filter(([, entry]) => entry.extensions?.length)
      .map(([type, entry]) => ({ type, extensions: entry.extensions! }))
      .sort((a, b) => a.type.localeCompare(b.type));
  });
  return mimeRows;
}

async function statusRows(query: string): Promise<StatusCode[]> {
  const q = fold(query.trim());
  if (q === '') return [...STATUS_CODES];
  const klass = /^([1-5])xx$/.exec(q);
  if (klass) return STATUS_CODES.filter((s) => String(s.code)[0] === klass[1]);
  if (/^\d{1,3}$/.test(q)) return STATUS_CODES.filter((s) => String(s.code).startsWith(q));
  const texts = await allExplanations();
  return STATUS_CODES.filter((s) => fold(s.name).includes(q) || fold(s.rfc).includes(q) || texts.some((t) => fold(t[String(s.code)] ?? '').includes(q)));
}

async function mimeSearch(query: string): Promise<{ rows: MimeRow[]; total: number }> {
  const all = await allMimeRows();
  const q = query.trim().toLowerCase();
  if (q === '') return { rows: all, total: all.length };
  const ext = q.replace(/^\*?\./, '');
  const exact = all.filter((r) => r.type === q || r.extensions.includes(ext));
  const partial = all.filter((r) => !exact.includes(r) && (r.type.includes(q) || r.extensions.some((e) => e.startsWith(ext))));
  return { rows: [...exact, ...partial], total: all.length };
}

export async function run({ query }: Input, { table }: Options): Promise<LookupResult> {
  if (table === 'mime') {
    const { rows, total } = await mimeSearch(query);
    return { table, query, total, rows };
  }
  return { table: 'status', query, total: STATUS_CODES.length, rows: await statusRows(query) };
}
