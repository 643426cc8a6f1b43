/**
 * The page's reading of what the visitor typed (the server reads it again): an AS number (AS15169 or
 * 15169), an IPv4 or IPv6 address, or a domain name; a web address or an e-mail address is taken for
 * its host. Also the shape of the server's answer (server.ts), which view.ts draws.
 */
import { parseHost, toolError, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';

export type WhoisRequest = { kind: 'domain'; name: string } | { kind: 'ip'; address: string } | { kind: 'asn'; number: number };

/** The largest AS number (RFC 6793: 32 bits). */
export const MAX_ASN = 4_294_967_295;

/**
 * AS numbers no registry assigns (IANA's special-purpose registry): what each is, or null for an
 * assignable one. RFC 7607 (0), RFC 6793 (23456, AS_TRANS), RFC 5398 (documentation), RFC 6996 (private
 * use), RFC 7300 (the last of each range).
 */
export function reservedAsn(n: number): string | null {
  if (n === 0) return 'RFC 7607';
  if (n === 23456) return 'RFC 6793';
  if ((n >= 64496 && n <= 64511) || (n >= 65536 && n <= 65551)) return 'RFC 5398';
  if ((n >= 64512 && n <= 65534) || (n >= 4_200_000_000 && n <= 4_294_967_294)) return 'RFC 6996';
  if (n === 65535 || n === MAX_ASN) return 'RFC 7300';
  return null;
}

/** A contact as the registry gives it; `redacted`: the registry withholds it (privacy), and says so. */
export interface Contact {
  name: string | null;
  org: string | null;
  email: string | null;
  country: string | null;
  redacted: boolean;
}

export interface Registrar {
  name: string | null;
  ianaId: string | null;
  url: string | null;
  abuseEmail: string | null;
  abusePhone: string | null;
}

export interface DomainRecord {
  /** The domain in ASCII as the registry writes it (lower case), and in Unicode when it differs. */
  name: string;
  unicodeName: string | null;
  handle: string | null;
  registrar: Registrar | null;
  /** ISO 8601 instants, or null when the registry does not give them. */
  created: string | null;
  updated: string | null;
  expires: string | null;
  /** EPP status codes (RFC 5731), or the registry's own words when they are none. */
  statuses: string[];
  nameservers: string[];
  /** Whether the delegation is signed (DNSSEC), null when the registry does not say. */
  dnssec: boolean | null;
  registrant: Contact | null;
  /** Fields the registry says it redacted (RFC 9537), by their names. */
  redacted: string[];
}

/** What a regional registry says of an address range or an AS number it handed out. */
export interface Allocation {
  handle: string | null;
  name: string | null;
  type: string | null;
  country: string | null;
  holder: Contact | null;
  abuseEmail: string | null;
  abusePhone: string | null;
  created: string | null;
  updated: string | null;
  /** As the registry writes them ("active"). */
  statuses: string[];
}

export interface NetworkRecord extends Allocation {
  start: string | null;
  end: string | null;
  /** The range as CIDR prefixes. */
  cidrs: string[];
  parent: string | null;
}

export interface AutnumRecord extends Allocation {
  start: number | null;
  end: number | null;
}

/** The server's answer. */
export interface WhoisResult {
  kind: WhoisRequest['kind'];
  /** What was asked of the registry: the registrable domain, the address, AS and the number. */
  query: string;
  /** What the visitor typed, read (www.example.com when the registry was asked about example.com). */
  typed: string;
  source: {
    protocol: 'rdap' | 'whois';
    /** The RDAP answer's address, or the WHOIS server (name) asked. */
    url: string | null;
    server: string;
    /** The IANA bootstrap file's publication date that named the RDAP service. */
    bootstrap: string | null;
    /** The registry's whois server named by IANA, for a WHOIS answer. */
    referral: string | null;
  };
  domain: DomainRecord | null;
  network: NetworkRecord | null;
  autnum: AutnumRecord | null;
  /** A WHOIS answer as the registry wrote it (its first 20,000 characters). */
  raw: string | null;
  /** When the registry answered (epoch ms): days left are counted from it. */
  checkedAt: number;
}

/** The host of a web address, the domain of an e-mail address, or the text itself. */
function hostOf(text: string): string {
  const url = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(text);
  if (url) {
    const authority = url[1]!.slice(url[1]!.lastIndexOf('@') + 1);
    const v6 = /^\[([^\]]+)\]/.exec(authority);
    return v6 ? v6[1]! : authority.replace(/:\d*$/, '');
  }
  const at = text.lastIndexOf('@');
  return at >= 0 ? text.slice(at + 1) : text;
}

export function run(input: Input): WhoisRequest | ToolError {
  const text = input.query.trim();
  if (text === '') return toolError('enterQuery', { field: 'query' });
  const asn = /^(?:AS\s?)?(\d{1,20})$/i.exec(text);
  if (asn) {
    const n = Number(asn[1]);
    if (n > MAX_ASN) return toolError('invalidAsn', { field: 'query', max: MAX_ASN });
    const reserved = reservedAsn(n);
    if (reserved) return toolError('reservedAsn', { field: 'query', asn: `AS${n}`, rfc: reserved });
    return { kind: 'asn', number: n };
  }
  const host = parseHost(hostOf(text));
  if (!host) return toolError('invalidQuery', { field: 'query' });
  if (host.kind === 'ip') return { kind: 'ip', address: host.address };
  return { kind: 'domain', name: host.name };
}
