/**
 * Reads what the visitor typed as an IP address (IPv4 or IPv6, in any form) or a domain name, and
 * writes the part of the blocklist question that comes before each list's zone (RFC 5782): an IPv4
 * address's octets reversed (1.2.3.4 → 4.3.2.1), an IPv6 address's 32 nibbles reversed, a domain as it is.
 */
import { parseHost, toolError, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';

export type BlocklistQuery = { kind: 'ip'; address: string; version: 4 | 6; reversed: string } | { kind: 'domain'; name: string };

export type ListState = 'listed' | 'notListed' | 'timeout' | 'refused' | 'failed' | 'notApplicable';

/** One list's answer. */
export interface ListAnswer {
  zone: string;
  kind: 'ip' | 'domain';
  state: ListState;
  /** The A records a listed or refusing list answered with (127.0.0.2…). */
  codes: string[];
  /** The list's TXT reason for a listing, as it gave it (cut to a few hundred characters). */
  reason: string | null;
  /** The response code when the list or the resolver failed (SERVFAIL…), or "unexpected" for an answer outside 127.0.0.0/8. */
  rcode: string | null;
}

/** The server's answer (plugins/blocklist-check/server.ts), lists in the operator's order. */
export interface BlocklistResult {
  query: string;
  kind: 'ipv4' | 'ipv6' | 'domain';
  lists: ListAnswer[];
  /** Lists of the other kind (domain lists for an address), not asked. */
  otherKind: number;
}

/** An address's reversed form for a DNSBL question: octets (IPv4) or nibbles (IPv6), RFC 5782 §2.1 and §2.4. */
export function reversedAddress(address: string, version: 4 | 6): string {
  if (version === 4) return address.split('.').reverse().join('.');
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const a = head ? head.split(':') : [];
  const b = tail ? tail.split(':') : [];
  const groups = tail === undefined ? a : [...a, ...Array<string>(8 - a.length - b.length).fill('0'), ...b];
  return [...groups.map((g) => g.padStart(4, '0')).join('')].reverse().join('.');
}

/** The IPv4 address an IPv4-mapped IPv6 address carries (::ffff:1.2.3.4, ::ffff:102:304), else null. */
export function mappedIPv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The longest label (RFC 1035). */
const MAX_LABEL = 63;

export function run(input: Input): BlocklistQuery | ToolError {
  const text = input.name.trim();
  if (text === '') return toolError('enterName', { field: 'name' });
  const host = parseHost(text);
  if (host?.kind === 'ip') {
    // An IPv4-mapped IPv6 address is the IPv4 address it carries: lists hold that one.
    const mapped = host.version === 6 ? mappedIPv4(host.address) : null;
    if (mapped) return { kind: 'ip', address: mapped, version: 4, reversed: reversedAddress(mapped, 4) };
    return { kind: 'ip', address: host.address, version: host.version, reversed: reversedAddress(host.address, host.version) };
  }
  if (text.replace(/\.$/, '').split('.').some((label) => label.length > MAX_LABEL)) return toolError('labelTooLong', { field: 'name', limit: MAX_LABEL });
  if (!host) return toolError('invalidName', { field: 'name' });
  return { kind: 'domain', name: host.name };
}
