/**
 * npm run rdap:refresh: downloads IANA's RDAP bootstrap files (dns.json, ipv4.json, ipv6.json, asn.json,
 * RFC 9224) into the folder the operator names with RDAP_BOOTSTRAP_DIR (or --dir), where the API server
 * prefers them to the copy the site ships (src/server/rdap/bootstrap/). Run it from a daily schedule (IANA
 * asks clients to keep the files, not to fetch them per query). Each file is checked for its shape and
 * written atomically; a file that cannot be fetched or read leaves the one already there untouched, and the
 * command exits with 1 so that the schedule notices. RDAP_BOOTSTRAP_URL changes the source (a mirror).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BOOTSTRAP_KINDS, readBootstrap } from '../src/server/rdap/bootstrap.ts';

const MAX_BYTES = 4 * 1024 * 1024;

export async function refreshBootstrap(dir: string, base = 'https://data.iana.org/rdap/', timeoutMs = 30_000): Promise<{ kind: string; ok: boolean; publication?: string; error?: string }[]> {
  mkdirSync(dir, { recursive: true });
  const results = [];
  for (const kind of BOOTSTRAP_KINDS) {
    try {
      const res = await fetch(new URL(`${kind}.json`, base), { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const length = Number(res.headers.get('content-length') ?? 0);
      if (length > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES} bytes`);
      const text = await res.text();
      if (text.length > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES} bytes`);
      const file = readBootstrap(text);
      if (!file) throw new Error('not an RDAP bootstrap file');
      const path = join(dir, `${kind}.json`);
      writeFileSync(`${path}.tmp`, text);
      renameSync(`${path}.tmp`, path);
      results.push({ kind, ok: true, publication: file.publication });
    } catch (err) {
      results.push({ kind, ok: false, error: (err as Error).message });
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--dir');
  const dir = at > 0 ? process.argv[at + 1] : process.env.RDAP_BOOTSTRAP_DIR;
  if (!dir) {
    console.error('Set RDAP_BOOTSTRAP_DIR (the folder the API server reads) or pass --dir <folder>.');
    process.exit(2);
  }
  const results = await refreshBootstrap(resolve(dir), process.env.RDAP_BOOTSTRAP_URL || undefined);
  for (const r of results) console.log(r.ok ? `${r.kind}.json: published ${r.publication}` : `${r.kind}.json: kept the old file (${r.error})`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
