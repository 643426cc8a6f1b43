/**
 * Reading a host as a visitor types it for the network tools: an IP address in any textual form
 * (2130706433, 0x7f.1, 0177.0.0.1, 127.1, ::ffff:7f00:1, [2001:db8::1]) written back in its one
 * normal form, or a DNS name. Anything else (spaces, shell characters, a zone index, a name whose
 * last label is a number, a single label other than localhost) is not a host. Pure: the page says "Please enter a valid hostname or IP
 * address" at once, and the server reads the same text with the same function before it resolves
 * and checks every address (src/server/targets.ts).
 */
import ipaddr from 'ipaddr.js';

export type ParsedHost =
  | { readonly kind: 'ip'; readonly address: string; readonly version: 4 | 6 }
  | { readonly kind: 'name'; readonly name: string };

/** Longest host name (RFC 1035) and the longest text looked at. */
export const MAX_HOST_LENGTH = 253;

const LABEL = /^(?!-)[\p{L}\p{M}\p{N}-]{1,63}(?<!-)$/u;

/** An IP address in any form the system's resolver would accept, in its normal form; null if it is none. */
export function parseAddress(text: string): { address: string; version: 4 | 6 } | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (bare.includes('%') || !ipaddr.isValid(bare)) return null;
  const parsed = ipaddr.parse(bare);
  // toString() writes IPv6 as RFC 5952 does (lower case, the longest run of zeros as ::).
  return { address: parsed.toString(), version: parsed.kind() === 'ipv4' ? 4 : 6 };
}

/** A host as typed (trimmed, a final dot allowed), or null when it is neither an address nor a name. */
export function parseHost(text: string): ParsedHost | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > MAX_HOST_LENGTH + 2) return null;
  const ip = parseAddress(trimmed);
  if (ip) return { kind: 'ip', ...ip };
  const name = trimmed.replace(/\.$/, '').toLowerCase();
  if (name.length > MAX_HOST_LENGTH) return null;
  const labels = name.split('.');
  // One label is no public name, except localhost (RFC 6761): read, so that it is refused as the local name it is.
  if ((labels.length < 2 && name !== 'localhost') || !labels.every((l) => LABEL.test(l))) return null;
  // A name ending in a number is an address in a form no resolver agrees on (1.2.3.4.5, 08.1.1.1): refused.
  if (/^\d+$/.test(labels[labels.length - 1]!) || /^0x[0-9a-f]*$/i.test(labels[labels.length - 1]!)) return null;
  return { kind: 'name', name };
}
