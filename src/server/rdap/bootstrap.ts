/**
 * IANA's RDAP bootstrap files (RFC 9224): which RDAP service answers for a TLD, an IPv4 or IPv6 range, or
 * a range of AS numbers. The site ships a copy (bootstrap/, its date and source in bootstrap/README.md);
 * an operator who refreshes them on a schedule (`npm run rdap:refresh`) points RDAP_BOOTSTRAP_DIR at the
 * fresh files, which are then preferred, file by file, when they can be read. Read once at start-up.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import type { RdapServices } from '@sdk/server/index.ts';

export const BOOTSTRAP_KINDS = ['dns', 'ipv4', 'ipv6', 'asn'] as const;
export type BootstrapKind = (typeof BOOTSTRAP_KINDS)[number];

/** The copy the site ships. */
export const SHIPPED_BOOTSTRAP_DIR = join(dirname(fileURLToPath(import.meta.url)), 'bootstrap');

interface BootstrapFile {
  publication: string;
  services: [string[], string[]][];
}

/** A bootstrap file as IANA publishes it, checked for its shape; null when it is not one. */
export function readBootstrap(text: string): BootstrapFile | null {
  try {
    const data = JSON.parse(text) as Partial<BootstrapFile>;
    if (typeof data.publication !== 'string' || !Array.isArray(data.services)) return null;
    const ok = data.services.every((s) => Array.isArray(s) && Array.isArray(s[0]) && Array.isArray(s[1]) && s[0].every((e) => typeof e === 'string') && s[1].every((u) => typeof u === 'string' && /^https?:\/\//.test(u)));
    return ok ? { publication: data.publication, services: data.services } : null;
  } catch {
    return null;
  }
}

/** https first, each ending in / (RFC 9224 §3: clients append the path to the base URL). */
const urlsOf = (urls: readonly string[]) => [...urls.filter((u) => u.startsWith('https:')), ...urls.filter((u) => !u.startsWith('https:'))].map((u) => (u.endsWith('/') ? u : `${u}/`));

export interface Bootstrap {
  lookup(query: { kind: 'domain'; name: string } | { kind: 'ip'; address: string } | { kind: 'asn'; number: number }): RdapServices | null;
  /** Each file's publication date and where it was read from. */
  readonly files: Readonly<Record<BootstrapKind, { publication: string; source: 'shipped' | 'operator' }>>;
}

export function loadBootstrap(operatorDir: string | undefined): Bootstrap {
  const files = {} as Record<BootstrapKind, { file: BootstrapFile; source: 'shipped' | 'operator' }>;
  for (const kind of BOOTSTRAP_KINDS) {
    const fresh = operatorDir && existsSync(join(operatorDir, `${kind}.json`)) ? readBootstrap(readFileSync(join(operatorDir, `${kind}.json`), 'utf8')) : null;
    const shipped = readBootstrap(readFileSync(join(SHIPPED_BOOTSTRAP_DIR, `${kind}.json`), 'utf8'));
    if (!shipped) throw new Error(`src/server/rdap/bootstrap/${kind}.json is not an RDAP bootstrap file`);
    files[kind] = fresh ? { file: fresh, source: 'operator' } : { file: shipped, source: 'shipped' };
  }
  const answer = (kind: BootstrapKind, urls: readonly string[]): RdapServices => ({ urls: urlsOf(urls), publication: files[kind].file.publication, source: files[kind].source });

  // Domains: the longest matching label sequence (RFC 9224 §4), TLDs in practice.
  const dns = new Map<string, string[]>();
  for (const [names, urls] of files.dns.file.services) for (const name of names) dns.set(name.toLowerCase(), urls);
  // Address ranges, parsed once: the longest matching prefix wins (RFC 9224 §5).
  const ranges = (kind: 'ipv4' | 'ipv6') =>
    files[kind].file.services.flatMap(([prefixes, urls]) =>
      prefixes.flatMap((prefix) => {
        try {
          return [{ range: ipaddr.parseCIDR(prefix), urls }];
        } catch {
          return [];
        }
      }),
    );
  const v4 = ranges('ipv4');
  const v6 = ranges('ipv6');
  const asns = files.asn.file.services.flatMap(([spans, urls]) =>
    spans.map((span) => {
      const [from, to = from] = span.split('-').map(Number);
      return { from: from!, to: to!, urls };
    }),
  );

  return {
    files: Object.fromEntries(BOOTSTRAP_KINDS.map((k) => [k, { publication: files[k].file.publication, source: files[k].source }])) as Bootstrap['files'],
    lookup(query) {
      if (query.kind === 'domain') {
        const labels = query.name.toLowerCase().replace(/\.$/, '').split('.');
        for (let i = 0; i < labels.length; i++) {
          const urls = dns.get(labels.slice(i).join('.'));
          if (urls) return answer('dns', urls);
        }
        return null;
      }
      if (query.kind === 'asn') {
        const found = asns.find((a) => query.number >= a.from && query.number <= a.to);
        return found ? answer('asn', found.urls) : null;
      }
      let address: ipaddr.IPv4 | ipaddr.IPv6;
      try {
        address = ipaddr.process(query.address);
      } catch {
        return null;
      }
      const kind = address.kind() === 'ipv4' ? 'ipv4' : 'ipv6';
      let best: { bits: number; urls: string[] } | null = null;
      for (const { range, urls } of kind === 'ipv4' ? v4 : v6) {
        if (range[0].kind() === address.kind() && address.match(range) && (!best || range[1] > best.bits)) best = { bits: range[1], urls };
      }
      return best ? answer(kind, best.urls) : null;
    },
  };
}
