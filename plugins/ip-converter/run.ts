import { toolError, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';
import { embeddedV4, isIpError, parseIp, scope4, scope6, v4Dotted, v4Octets, v6Canonical, v6Expanded, v6Groups, type V4Form } from '@sdk/core';

export interface V4Result {
  readonly version: 4;
  /** How the input was written. */
  readonly form: V4Form;
  readonly dotted: string;
  readonly decimal: string;
  readonly hex: string;
  readonly dottedHex: string;
  readonly octal: string;
  readonly dottedOctal: string;
  readonly binary: string;
  readonly dottedBinary: string;
  readonly mapped: string;
  readonly mappedHex: string;
  readonly sixToFour: string;
  readonly reverse: string;
  readonly scope: string;
  /** Warnings about the form typed (shorthand, leading zeros read as octal, hex parts). */
  readonly notes: readonly string[];
  /** The first part with a leading zero, read as octal (010 is 8), for the note to name it. */
  readonly octalPart: { readonly text: string; readonly value: number } | null;
}

export interface V6Result {
  readonly version: 6;
  /** RFC 5952 §4 (and §5's dotted tail for IPv4-mapped and NAT64 addresses). */
  readonly compressed: string;
  readonly expanded: string;
  readonly decimal: string;
  readonly hex: string;
  /** The IPv4 address it holds (IPv4-mapped, NAT64, 6to4), if any. */
  readonly ipv4: string | null;
  readonly zone: string | null;
  readonly reverse: string;
  readonly scope: string;
  /** Which RFC 5952 rules the typed text did not follow. */
  readonly notes: readonly string[];
}

export type IpResult = V4Result | V6Result;

function v4Result(value: number, form: V4Form, octalPart: V4Result['octalPart']): V4Result {
  const o = v4Octets(value);
  const hex8 = value.toString(16).padStart(8, '0');
  const notes: string[] = [];
  if (form === 'legacy') notes.push('legacyForm');
  if (octalPart) notes.push('octalParts');
  if (form === 'dottedHex' || form === 'dottedMixed') notes.push('hexParts');
  return {
    version: 4,
    form,
    dotted: v4Dotted(value),
    decimal: String(value),
    hex: `0x${hex8.toUpperCase()}`,
    dottedHex: o.map((x) => `0x${x.toString(16).padStart(2, '0').toUpperCase()}`).join('.'),
    octal: `0${value.toString(8)}`,
    dottedOctal: o.map((x) => `0${x.toString(8).padStart(3, '0')}`).join('.'),
    binary: value.toString(2).padStart(32, '0'),
    dottedBinary: o.map((x) => x.toString(2).padStart(8, '0')).join('.'),
    mapped: `::ffff:${v4Dotted(value)}`,
    mappedHex: `::ffff:${parseInt(hex8.slice(0, 4), 16).toString(16)}:${parseInt(hex8.slice(4), 16).toString(16)}`,
    sixToFour: `2002:${parseInt(hex8.slice(0, 4), 16).toString(16)}:${parseInt(hex8.slice(4), 16).toString(16)}::/48`,
    reverse: `${[...o].reverse().join('.')}.in-addr.arpa`,
    scope: scope4(value),
    notes,
    octalPart,
  };
}

/** Which RFC 5952 rules the text as typed breaks (it is still a valid address). */
function rfc5952Notes(typed: string, canonical: string, hexOnly: string): string[] {
  if (typed === canonical) return [];
  const notes: string[] = [];
  const bare = typed.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (/[A-F]/.test(bare)) notes.push('lowerCase');
  if (bare.split(/:+/).some((g) => g.length > 1 && g.startsWith('0') && !g.includes('.'))) notes.push('leadingZeros');
  const typedZeros = bare.includes('::');
  const canonicalZeros = (bare.includes('.') ? canonical : hexOnly).includes('::');
  const groupsOf = (s: string) => (s.includes('::') ? s.split('::').map((h) => (h === '' ? 0 : h.split(':').length)) : []);
  if (typedZeros !== canonicalZeros || JSON.stringify(groupsOf(bare.toLowerCase())) !== JSON.stringify(groupsOf(bare.includes('.') ? canonical : hexOnly))) notes.push('zeroRun');
  if (bare.includes('.') !== canonical.includes('.')) notes.push('mixedNotation');
  return notes;
}

/**
 * One address in, every way of writing it out. An IPv4 address typed in any form (dotted, one
 * number in decimal, hex, octal or binary, the shorthand 127.1) gives all the forms and its IPv6
 * forms; an IPv6 address gives its RFC 5952 and expanded forms, the IPv4 address it carries, and
 * the reverse DNS name. Anything else is refused saying which part is wrong.
 */
export function run({ address }: Input): IpResult | ToolError {
  const p = parseIp(address);
  if (isIpError(p)) return toolError(p.error, { ...p.params, field: 'address' });
  if (p.version === 4) return v4Result(p.value, p.form, p.octalPart);
  const v = p.value;
  const compressed = v6Canonical(v);
  const embedded = embeddedV4(v) ?? (scope6(v) === 'sixToFour' ? Number((v >> 80n) & 0xffffffffn) : null);
  const nibbles = v6Groups(v).map((g) => g.toString(16).padStart(4, '0')).join('');
  return {
    version: 6,
    compressed,
    expanded: v6Expanded(v),
    decimal: v.toString(),
    hex: `0x${nibbles.toUpperCase()}`,
    ipv4: embedded === null ? null : v4Dotted(embedded),
    zone: p.zone,
    reverse: `${[...nibbles].reverse().join('.')}.ip6.arpa`,
    scope: scope6(v),
    notes: rfc5952Notes(address.trim(), compressed, v6Canonical(v, false)),
  };
}
