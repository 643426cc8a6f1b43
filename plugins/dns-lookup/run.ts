/**
 * Checks what the visitor asks for and writes the DNS question the server will send: a name and a
 * record type, or for PTR the reverse name of an address (8.8.8.8 → 8.8.8.8.in-addr.arpa).
 */
import { parseAddress, parseHost, toolError, type ToolError } from '@sdk/core';
import { RECORD_TYPES, type Input, type RecordType } from './manifest.ts';

export interface DnsQuestion {
  name: string;
  type: RecordType;
  /** For PTR: the address whose names are asked for. */
  address?: string;
}

/** The server's answer (plugins/dns-lookup/server.ts). */
export interface DnsResult {
  name: string;
  type: string;
  server: string;
  ms: number;
  rcode: string;
  records: { name: string; type: string; ttl: number; value: string }[];
  /** Answers left out: addresses of private or reserved ranges. */
  hidden: number;
}

/** The reverse-lookup name of an address (RFC 1035 in-addr.arpa, RFC 3596 ip6.arpa). */
export function reverseName(address: string, version: 4 | 6): string {
  if (version === 4) return `${address.split('.').reverse().join('.')}.in-addr.arpa`;
  const groups = address.includes('::') ? expand(address) : address.split(':');
  const nibbles = groups.map((g) => g.padStart(4, '0')).join('');
  return `${[...nibbles].reverse().join('.')}.ip6.arpa`;
}

function expand(address: string): string[] {
  const [head, tail] = address.split('::') as [string, string];
  const a = head ? head.split(':') : [];
  const b = tail ? tail.split(':') : [];
  return [...a, ...Array<string>(8 - a.length - b.length).fill('0'), ...b];
}

/** The longest label (RFC 1035). */
const MAX_LABEL = 63;

export function run(input: Input): DnsQuestion | ToolError {
  const text = input.name.trim();
  if (text === '') return toolError('enterName', { field: 'name' });
  if (!(RECORD_TYPES as readonly string[]).includes(input.type)) return toolError('invalidName', { field: 'type' });
  if (input.type === 'PTR') {
    const ip = parseAddress(text);
    if (ip) return { name: reverseName(ip.address, ip.version), type: 'PTR', address: ip.address };
  }
  // A label DNS cannot carry gets its own message here; the server checks it again after IDNA (bücher → xn--bcher-kva).
  if (text.replace(/\.$/, '').split('.').some((label) => label.length > MAX_LABEL)) return toolError('labelTooLong', { field: 'name', limit: MAX_LABEL });
  const host = parseHost(text);
  if (!host) return toolError('invalidName', { field: 'name' });
  if (host.kind === 'ip') return toolError('addressNotName', { field: 'name' });
  return { name: host.name, type: input.type as RecordType };
}
