/**
 * IP addresses read and written by hand, so that every refusal can say what is wrong (the part, the
 * character, the count): IPv4 in every form inet_aton and browsers accept (dotted, one 32-bit number
 * in decimal, hex or octal, shorthand such as 127.1) plus binary, and IPv6 as RFC 4291 §2.2 writes
 * it, with the RFC 5952 canonical form. Pure; the IP converter and the subnet calculator use it.
 */

/**
 * How an IPv4 address was written: four decimal parts; one number; four parts of which some are octal
 * (a leading 0), hex (0x) or both; or fewer parts (the shorthand 127.1).
 */
export type V4Form = 'dotted' | 'decimal' | 'hex' | 'octal' | 'binary' | 'dottedOctal' | 'dottedHex' | 'dottedMixed' | 'legacy';

export interface V4 {
  readonly version: 4;
  readonly value: number;
  readonly form: V4Form;
  /** The first part with a leading zero, read as octal as inet_aton reads it (010 = 8), if any. */
  readonly octalPart: { readonly text: string; readonly value: number } | null;
}
export interface V6 {
  readonly version: 6;
  readonly value: bigint;
  readonly zone: string | null;
}
export interface IpError {
  readonly error: string;
  readonly params?: Readonly<Record<string, string | number>>;
}
export type Parsed = V4 | V6 | IpError;

export const isIpError = (p: unknown): p is IpError => typeof p === 'object' && p !== null && 'error' in p;

const MAX32 = 0xffffffff;

/** One part of an IPv4 address: a number in decimal, hex (0x…) or octal (0…), or an error. */
function part(text: string): { n: number; octal: boolean; radix: 10 | 16 | 8 } | IpError {
  if (text === '') return { error: 'emptyPart' };
  if (/^0x[0-9a-f]+$/i.test(text)) return { n: text.length > 10 ? Infinity : parseInt(text.slice(2), 16), octal: false, radix: 16 };
  if (/^0[0-7]+$/.test(text)) return { n: text.length > 12 ? Infinity : parseInt(text.slice(1), 8), octal: true, radix: 8 };
  if (/^0[0-9]+$/.test(text)) return { error: 'badOctal', params: { part: text } };
  if (/^[0-9]+$/.test(text)) return { n: text.length > 10 ? Infinity : Number(text), octal: false, radix: 10 };
  const bad = [...text].find((c) => !/[0-9a-fx]/i.test(c));
  return bad ? { error: 'badCharacter', params: { char: bad } } : { error: 'badPart', params: { part: text } };
}

/** An IPv4 address in any form the system's resolver accepts, binary too; null when it is not IPv4-shaped at all. */
export function parseV4(text: string): V4 | IpError {
  if (/^0b[01]{1,32}$/i.test(text)) return { version: 4, value: parseInt(text.slice(2), 2), form: 'binary', octalPart: null };
  if (/^[01]{32}$/.test(text)) return { version: 4, value: parseInt(text, 2), form: 'binary', octalPart: null };
  if (/^[01]{8}(\.[01]{8}){3}$/.test(text)) return { version: 4, value: parseInt(text.replace(/\./g, ''), 2), form: 'binary', octalPart: null };
  const texts = text.split('.');
  if (texts.includes('')) return { error: 'emptyPart' };
  if (texts.length > 4) return { error: 'tooManyParts', params: { count: texts.length } };
  const parts = [];
  for (const t of texts) {
    const p = part(t);
    if ('error' in p) return p;
    parts.push(p);
  }
  const n = parts.length;
  let value = 0;
  for (let i = 0; i < n; i++) {
    const last = i === n - 1;
    const max = last ? 2 ** (8 * (5 - n)) - 1 : 255;
    if (parts[i]!.n > max) return { error: n === 1 ? 'numberTooLarge' : last && n < 4 ? 'lastPartTooLarge' : 'partTooLarge', params: { part: texts[i]!, max } };
    value = last ? value * 2 ** (8 * (5 - n)) + parts[i]!.n : value * 256 + parts[i]!.n;
  }
  const octal = parts.findIndex((p) => p.octal);
  const octalPart = octal < 0 ? null : { text: texts[octal]!, value: parts[octal]!.n };
  const hex = parts.some((p) => p.radix === 16);
  const form: V4Form =
    n === 1 ? (parts[0]!.radix === 10 ? 'decimal' : parts[0]!.radix === 16 ? 'hex' : 'octal')
    : n < 4 ? 'legacy'
    : octalPart && hex ? 'dottedMixed'
    : octalPart ? 'dottedOctal'
    : hex ? 'dottedHex'
    : 'dotted';
  return { version: 4, value, form, octalPart };
}

/** An IPv6 address (RFC 4291 §2.2: groups, one "::", a dotted IPv4 tail; a zone after %; [brackets]). */
export function parseV6(input: string): V6 | IpError {
  let text = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  let zone: string | null = null;
  const pct = text.indexOf('%');
  if (pct >= 0) {
    zone = text.slice(pct + 1);
    text = text.slice(0, pct);
    if (!/^[\w.-]+$/.test(zone)) return { error: 'badZone' };
  }
  const bad = [...text].find((c) => !/[0-9a-f:.]/i.test(c));
  if (bad) return { error: 'badCharacter', params: { char: bad } };
  if (text.includes(':::')) return { error: 'tripleColon' };
  const doubles = text.split('::').length - 1;
  if (doubles > 1) return { error: 'twoDoubleColons' };
  const halves = doubles ? text.split('::') : [text];
  const groups: number[][] = [];
  for (let h = 0; h < halves.length; h++) {
    const s = halves[h]!;
    const out: number[] = [];
    groups.push(out);
    if (s === '') continue;
    const items = s.split(':');
    for (let i = 0; i < items.length; i++) {
      const g = items[i]!;
      if (g.includes('.')) {
        if (h !== halves.length - 1 || i !== items.length - 1) return { error: 'ipv4NotLast' };
        if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(g) || g.split('.').some((o) => Number(o) > 255 || (o.length > 1 && o.startsWith('0')))) return { error: 'badEmbeddedIpv4', params: { part: g } };
        const o = g.split('.').map(Number);
        out.push((o[0]! << 8) | o[1]!, (o[2]! << 8) | o[3]!);
        continue;
      }
      if (g === '') return { error: 'singleColon' };
      if (g.length > 4) return { error: 'groupTooLong', params: { group: g } };
      out.push(parseInt(g, 16));
    }
  }
  const count = groups.reduce((a, g) => a + g.length, 0);
  if (doubles) {
    if (count > 7) return { error: 'tooManyGroups', params: { count } };
  } else if (count > 8) return { error: 'tooManyGroups', params: { count } };
  else if (count < 8) return { error: 'tooFewGroups', params: { count } };
  const all = doubles ? [...groups[0]!, ...Array<number>(8 - count).fill(0), ...groups[1]!] : groups[0]!;
  const value = all.reduce((v, g) => (v << 16n) | BigInt(g), 0n);
  return { version: 6, value, zone };
}

/** Either version; the error says why the text is neither. */
export function parseIp(raw: string): Parsed {
  const text = raw.trim();
  if (text === '') return { error: 'empty' };
  if (/\s/.test(text)) return { error: 'space' };
  return text.includes(':') || text.startsWith('[') ? parseV6(text) : parseV4(text);
}

// --------------------------------------------------------------------------------------------
// Writing

export const v4Dotted = (v: number): string => [v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255].join('.');
export const v4Octets = (v: number): number[] => [v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];

export const v6Groups = (v: bigint): number[] => Array.from({ length: 8 }, (_, i) => Number((v >> BigInt(16 * (7 - i))) & 0xffffn));

/** The 8 groups of four hex digits, nothing left out: 2001:0db8:0000:…. */
export const v6Expanded = (v: bigint): string => v6Groups(v).map((g) => g.toString(16).padStart(4, '0')).join(':');

const MAPPED = 0xffffn << 32n;
const NAT64 = 0x0064ff9bn << 96n;

/** Whether the address holds an IPv4 address written in dotted form by RFC 5952 §5 (::ffff:0:0/96, 64:ff9b::/96). */
export function embeddedV4(v: bigint): number | null {
  const high = v >> 32n;
  if (high === MAPPED >> 32n || high === NAT64 >> 32n) return Number(v & 0xffffffffn);
  return null;
}

/** RFC 5952 §4: lower case, no leading zeros, the longest run (≥ 2) of zero groups as "::", the first on a tie; §5 dotted tail. */
export function v6Canonical(v: bigint, mixed = true): string {
  const v4 = mixed ? embeddedV4(v) : null;
  const groups = v6Groups(v).slice(0, v4 === null ? 8 : 6);
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  const tail = v4 === null ? [] : [v4Dotted(v4)];
  if (best < 0) return [...hex, ...tail].join(':');
  const head = hex.slice(0, best).join(':');
  const rest = [...hex.slice(best + bestLen), ...tail].join(':');
  return `${head}::${rest}`;
}

// --------------------------------------------------------------------------------------------
// What an address is for (RFC 6890 and the IANA special-purpose registries)

type Range4 = readonly [string, number, number];
/** Most specific first. */
const SCOPES4: readonly Range4[] = [
  ['unspecified', 0, 32],
  ['broadcast', 0xffffffff, 32],
  ['thisNetwork', 0, 8],
  ['private', 0x0a000000, 8],
  ['sharedAddress', 0x64400000, 10],
  ['loopback', 0x7f000000, 8],
  ['linkLocal', 0xa9fe0000, 16],
  ['private', 0xac100000, 12],
  ['documentation', 0xc0000200, 24],
  ['private', 0xc0a80000, 16],
  ['benchmarking', 0xc6120000, 15],
  ['documentation', 0xc6336400, 24],
  ['documentation', 0xcb007100, 24],
  ['multicast', 0xe0000000, 4],
  ['reserved', 0xf0000000, 4],
];

export function scope4(v: number): string {
  for (const [name, base, len] of SCOPES4) {
    const mask = len === 0 ? 0 : (MAX32 << (32 - len)) >>> 0;
    if (((v & mask) >>> 0) === base) return name;
  }
  return 'public';
}

type Range6 = readonly [string, bigint, number];
const SCOPES6: readonly Range6[] = [
  ['unspecified', 0n, 128],
  ['loopback', 1n, 128],
  ['ipv4Mapped', MAPPED, 96],
  ['nat64', NAT64, 96],
  ['teredo', 0x20010000n << 96n, 32],
  ['documentation', 0x20010db8n << 96n, 32],
  ['sixToFour', 0x2002n << 112n, 16],
  ['uniqueLocal', 0xfcn << 120n, 7],
  ['linkLocal', 0xfe80n << 112n, 10],
  ['multicast', 0xffn << 120n, 8],
  ['globalUnicast', 0x1n << 125n, 3],
];

export const MAX128 = (1n << 128n) - 1n;
export const mask6 = (len: number): bigint => (len === 0 ? 0n : (MAX128 << BigInt(128 - len)) & MAX128);

export function scope6(v: bigint): string {
  for (const [name, base, len] of SCOPES6) if ((v & mask6(len)) === base) return name;
  return 'reserved';
}

export const SCOPES = ['unspecified', 'broadcast', 'thisNetwork', 'private', 'sharedAddress', 'loopback', 'linkLocal', 'documentation', 'benchmarking', 'multicast', 'reserved', 'public', 'ipv4Mapped', 'nat64', 'teredo', 'sixToFour', 'uniqueLocal', 'globalUnicast'] as const;
