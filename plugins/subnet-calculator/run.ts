import { randomInt, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { isIpError, parseIp, scope4, scope6, v4Dotted, v6Canonical } from '@sdk/core';

/** A block of addresses: its first address and prefix length, for either version (IPv4 as 32 bits). */
interface Net {
  readonly version: 4 | 6;
  readonly base: bigint;
  readonly len: number;
}

const bitsOf = (v: 4 | 6) => (v === 4 ? 32 : 128);
const all = (v: 4 | 6) => (1n << BigInt(bitsOf(v))) - 1n;
const maskOf = (v: 4 | 6, len: number) => (all(v) >> BigInt(bitsOf(v) - len)) << BigInt(bitsOf(v) - len);
const write = (v: 4 | 6, x: bigint) => (v === 4 ? v4Dotted(Number(x)) : v6Canonical(x, false));
const cidr = (n: Net) => `${write(n.version, n.base)}/${n.len}`;
const size = (n: Net) => 1n << BigInt(bitsOf(n.version) - n.len);
const lastOf = (n: Net) => n.base + size(n) - 1n;

/** Usable hosts: IPv4 leaves out the network and broadcast addresses, except in a /31 (RFC 3021) and a /32. */
function hostCount(n: Net): bigint {
  const s = size(n);
  return n.version === 4 && s > 2n ? s - 2n : s;
}

export interface Parsed {
  readonly version: 4 | 6;
  readonly address: bigint;
  readonly len: number;
}

/** "192.168.1.10/24", "192.168.1.10/255.255.255.0", "192.168.1.10 255.255.255.0", "2001:db8::/48", or one address (/32, /128). */
export function parseNetwork(raw: string, field: string): Parsed | ToolError {
  const text = raw.trim();
  if (text === '') return toolError('emptyNetwork', { field });
  const m = /^(\S+?)(?:\s*\/\s*|\s+)(\S+)$/.exec(text);
  const addrText = m ? m[1]! : text;
  const p = parseIp(addrText);
  if (isIpError(p)) return toolError(p.error, { ...p.params, field });
  const max = p.version === 4 ? 32 : 128;
  const address = BigInt(p.value);
  if (!m) return { version: p.version, address, len: max };
  const lenText = m[2]!;
  if (/^\d{1,3}$/.test(lenText)) {
    const len = Number(lenText);
    if (len > max) return toolError('prefixTooLong', { max, field });
    return { version: p.version, address, len };
  }
  if (p.version === 4 && /^\d{1,3}(\.\d{1,3}){3}$/.test(lenText)) {
    const o = lenText.split('.').map(Number);
    if (o.some((x) => x > 255)) return toolError('badMask', { mask: lenText, field });
    const mask = BigInt(((o[0]! << 24) >>> 0) + (o[1]! << 16) + (o[2]! << 8) + o[3]!);
    const bitsText = mask.toString(2).padStart(32, '0');
    const len = bitsText.includes('0') ? bitsText.indexOf('0') : 32;
    if (maskOf(4, len) !== mask) return toolError('badMask', { mask: lenText, field });
    return { version: 4, address, len };
  }
  return toolError('badPrefix', { prefix: lenText, field });
}

const netOf = (p: Parsed): Net => ({ version: p.version, base: p.address & maskOf(p.version, p.len), len: p.len });

export interface Subnet {
  readonly cidr: string;
  readonly first: string;
  readonly last: string;
  /** IPv4 only, and only for networks of more than 2 addresses. */
  readonly broadcast: string | null;
}

export interface Details {
  readonly version: 4 | 6;
  readonly cidr: string;
  /** The address as typed, when it is not the network's first address (192.168.1.10/24). */
  readonly typed: string | null;
  readonly network: string;
  readonly prefix: number;
  readonly mask: string;
  /** IPv4 only (ACLs). */
  readonly wildcard: string | null;
  readonly broadcast: string | null;
  readonly firstHost: string;
  readonly lastHost: string;
  /** Exact, as decimal text (an IPv6 /0 holds 2¹²⁸ addresses). */
  readonly addresses: string;
  readonly hosts: string;
  /** The pre-CIDR class of an IPv4 network (A–E). */
  readonly ipClass: string | null;
  readonly scope: string;
  /** Address, mask and network in binary, IPv4 only (dotted octets). */
  readonly binary: { readonly address: string; readonly mask: string; readonly network: string } | null;
}

export interface SubnetResult {
  readonly mode: 'subnet';
  readonly details: Details;
  /** The address checked, if one was typed, and whether it is inside. */
  readonly check: { readonly address: string; readonly inside: boolean } | null;
}
export interface SplitResult {
  readonly mode: 'split';
  readonly parent: string;
  readonly prefix: number;
  readonly count: string;
  readonly addressesEach: string;
  readonly hostsEach: string;
  /** The first subnets (at most MAX_ROWS); count says how many there are. */
  readonly subnets: readonly Subnet[];
}
/** A run of consecutive addresses, and how many (exact, as decimal text). */
export interface AddressRange {
  readonly first: string;
  readonly last: string;
  readonly addresses: string;
}
export interface SummaryResult {
  readonly mode: 'summarize';
  /** The fewest CIDR blocks covering exactly the networks listed (overlaps and neighbours merged). */
  readonly blocks: readonly string[];
  /** The smallest single block covering all of them, per version. */
  readonly supernets: readonly string[];
  /** The ranges they cover: overlapping and adjacent networks merged, IPv4 first. */
  readonly ranges: readonly AddressRange[];
  readonly entries: number;
}
export interface RangeResult extends AddressRange {
  readonly mode: 'range';
  /** The fewest CIDR blocks covering exactly the range, in order. */
  readonly blocks: readonly string[];
}
export interface UlaResult {
  readonly mode: 'ula';
  /** The 40-bit Global ID, 10 hexadecimal digits. */
  readonly globalId: string;
  /** Whether it was drawn at random (else typed). */
  readonly random: boolean;
  /** fd00::/8 + Global ID: the site's /48. */
  readonly prefix: string;
  /** Its first /64 subnets (Subnet IDs 0 to 3). */
  readonly subnets: readonly string[];
  /** How many /64 subnets the /48 holds (2¹⁶). */
  readonly subnetCount: string;
}
export type SubnetCalcResult = SubnetResult | SplitResult | SummaryResult | RangeResult | UlaResult;

/** Rows of a split that are listed; more are counted, not listed. */
export const MAX_ROWS = 256;
/** Lines of a list to summarise. */
export const MAX_ENTRIES = 10_000;

const binary8 = (x: bigint) => v4Dotted(Number(x)).split('.').map((o) => Number(o).toString(2).padStart(8, '0')).join('.');

function details(p: Parsed): Details {
  const n = netOf(p);
  const v = n.version;
  const last = lastOf(n);
  const s = size(n);
  const v4 = v === 4;
  const firstHost = v4 && s > 2n ? n.base + 1n : n.base;
  const lastHost = v4 && s > 2n ? last - 1n : last;
  const top = Number(n.base >> 24n);
  return {
    version: v,
    cidr: cidr(n),
    typed: p.address === n.base ? null : write(v, p.address),
    network: write(v, n.base),
    prefix: n.len,
    mask: write(v, maskOf(v, n.len)),
    wildcard: v4 ? write(4, all(4) ^ maskOf(4, n.len)) : null,
    broadcast: v4 && s > 2n ? write(4, last) : null,
    firstHost: write(v, firstHost),
    lastHost: write(v, lastHost),
    addresses: s.toString(),
    hosts: hostCount(n).toString(),
    ipClass: v4 ? (top < 128 ? 'A' : top < 192 ? 'B' : top < 224 ? 'C' : top < 240 ? 'D' : 'E') : null,
    scope: v4 ? scope4(Number(n.base)) : scope6(n.base),
    binary: v4 ? { address: binary8(p.address), mask: binary8(maskOf(4, n.len)), network: binary8(n.base) } : null,
  };
}

const subnetRow = (n: Net): Subnet => {
  const v4 = n.version === 4 && size(n) > 2n;
  return {
    cidr: cidr(n),
    first: write(n.version, v4 ? n.base + 1n : n.base),
    last: write(n.version, v4 ? lastOf(n) - 1n : lastOf(n)),
    broadcast: v4 ? write(4, lastOf(n)) : null,
  };
};

/** The smallest prefix length whose blocks hold `hosts` usable hosts. */
function prefixForHosts(v: 4 | 6, hosts: number): number {
  const bits = bitsOf(v);
  for (let h = 0; h <= bits; h++) {
    const n: Net = { version: v, base: 0n, len: bits - h };
    if (hostCount(n) >= BigInt(hosts)) return bits - h;
  }
  return 0;
}

function split(p: Parsed, options: Options, size_: number | null): SplitResult | ToolError {
  const parent = netOf(p);
  const bits = bitsOf(parent.version);
  if (size_ === null) return toolError('emptySize', { field: 'size' });
  let len: number;
  if (options.splitBy === 'prefix') {
    if (size_ < parent.len || size_ > bits) return toolError('prefixRange', { min: parent.len, max: bits, field: 'size' });
    len = size_;
  } else if (options.splitBy === 'subnets') {
    len = size_ < 1 ? Infinity : parent.len + Math.ceil(Math.log2(size_));
    // log2 of a power of two is exact; of anything else, ceil gives the next whole bit.
    if (len > bits) return toolError('tooManySubnets', { max: (1n << BigInt(bits - parent.len)).toString(), field: 'size' });
  } else {
    len = prefixForHosts(parent.version, size_);
    if (len < parent.len) return toolError('tooManyHosts', { max: hostCount(parent).toString(), field: 'size' });
  }
  const step = 1n << BigInt(bits - len);
  const count = 1n << BigInt(len - parent.len);
  const rows: Subnet[] = [];
  for (let i = 0n; i < count && i < BigInt(MAX_ROWS); i++) rows.push(subnetRow({ version: parent.version, base: parent.base + i * step, len }));
  const one: Net = { version: parent.version, base: 0n, len };
  return { mode: 'split', parent: cidr(parent), prefix: len, count: count.toString(), addressesEach: size(one).toString(), hostsEach: hostCount(one).toString(), subnets: rows };
}

/** A range [start, end] as the fewest CIDR blocks. */
function rangeToCidrs(v: 4 | 6, start: bigint, end: bigint): Net[] {
  const bits = bitsOf(v);
  const out: Net[] = [];
  while (start <= end) {
    let len = bits;
    // Grow the block while it stays aligned on start and inside the range.
    while (len > 0) {
      const bigger = 1n << BigInt(bits - len + 1);
      if ((start & (bigger - 1n)) !== 0n || start + bigger - 1n > end) break;
      len--;
    }
    out.push({ version: v, base: start, len });
    start += 1n << BigInt(bits - len);
  }
  return out;
}

function summarize(text: string): SummaryResult | ToolError {
  const items = text.split(/[\s,;]+/).filter(Boolean);
  const lines = text.split('\n');
  if (items.length === 0) return toolError('emptyList', { field: 'networks' });
  if (items.length > MAX_ENTRIES) return toolError('tooManyEntries', { max: MAX_ENTRIES, field: 'networks' });
  const nets: Net[] = [];
  // "10.0.0.0 /8" and "10.0.0.0 255.0.0.0" are read per line first; otherwise item by item.
  for (const item of items) {
    const p = parseNetwork(item, 'networks');
    if ('kind' in p) {
      const line = lines.findIndex((l) => l.split(/[\s,;]+/).includes(item)) + 1;
      return toolError('badListItem', { item, line, field: 'networks' });
    }
    nets.push(netOf(p));
  }
  const blocks: string[] = [];
  const supernets: string[] = [];
  const covered: AddressRange[] = [];
  for (const v of [4, 6] as const) {
    const ranges = nets
      .filter((n) => n.version === v)
      .map((n) => [n.base, lastOf(n)] as [bigint, bigint])
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    if (ranges.length === 0) continue;
    const merged: [bigint, bigint][] = [];
    for (const r of ranges) {
      const top = merged[merged.length - 1];
      if (top && r[0] <= top[1] + 1n) top[1] = r[1] > top[1] ? r[1] : top[1];
      else merged.push([r[0], r[1]]);
    }
    for (const [s, e] of merged) {
      blocks.push(...rangeToCidrs(v, s, e).map(cidr));
      covered.push({ first: write(v, s), last: write(v, e), addresses: (e - s + 1n).toString() });
    }
    const lo = merged[0]![0];
    const hi = merged[merged.length - 1]![1];
    let len = bitsOf(v);
    while (len > 0 && (lo & maskOf(v, len)) !== (hi & maskOf(v, len))) len--;
    supernets.push(cidr({ version: v, base: lo & maskOf(v, len), len }));
  }
  return { mode: 'summarize', blocks, supernets, ranges: covered, entries: items.length };
}

/** One address of a range (a prefix is refused: a range is from one address to another). */
function rangeEnd(text: string, field: 'first' | 'last'): { version: 4 | 6; value: bigint } | ToolError {
  const t = text.trim();
  if (t === '') return toolError(field === 'first' ? 'emptyFirst' : 'emptyLast', { field });
  if (t.includes('/')) return toolError('rangeNotAddress', { field });
  const a = parseIp(t);
  if (isIpError(a)) return toolError(a.error, { ...a.params, field });
  return { version: a.version, value: BigInt(a.value) };
}

/** First – last address → the fewest CIDR blocks covering exactly that range (both ends included). */
function range(input: Input): RangeResult | ToolError {
  const a = rangeEnd(input.first, 'first');
  if ('kind' in a) return a;
  const b = rangeEnd(input.last, 'last');
  if ('kind' in b) return b;
  if (a.version !== b.version) return toolError('rangeVersions', { field: 'last' });
  if (a.value > b.value) return toolError('rangeReversed', { first: write(a.version, a.value), last: write(b.version, b.value), field: 'last' });
  const v = a.version;
  return { mode: 'range', first: write(v, a.value), last: write(v, b.value), addresses: (b.value - a.value + 1n).toString(), blocks: rangeToCidrs(v, a.value, b.value).map(cidr) };
}

/** /64 subnets shown under a unique local prefix. */
export const ULA_SUBNETS_SHOWN = 4;

/** A typed Global ID as 10 hexadecimal digits: as such, or read from a prefix (fd12:3456:789a::/48); '' when empty, null when neither. */
export function globalIdOf(typed: string): string | null {
  const t = typed.trim().toLowerCase();
  if (t === '') return '';
  if (/^[0-9a-f]{10}$/.test(t)) return t;
  const groups = t.replace(/\/48$/, '').replace(/::$/, '').split(':');
  if (groups.length !== 3 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const [a, b, c] = groups.map((g) => g.padStart(4, '0')) as [string, string, string];
  return a.startsWith('fd') ? a.slice(2) + b + c : null;
}

/**
 * RFC 4193 §3: fd00::/8 (the L bit set), a 40-bit Global ID, a 16-bit Subnet ID. The Global ID is drawn
 * at random with the SDK's crypto source (§3.2: it must be random so that sites do not collide), or
 * typed: 10 hexadecimal digits, with or without colons, or a whole fdXX:XXXX:XXXX prefix.
 */
function ula(typed: string): UlaResult | ToolError {
  let id = globalIdOf(typed);
  if (id === null) return toolError('badGlobalId', { field: 'globalId' });
  const random = id === '';
  if (random) id = ((BigInt(randomInt(1 << 20)) << 20n) | BigInt(randomInt(1 << 20))).toString(16).padStart(10, '0');
  const base = (0xfdn << 120n) | (BigInt(`0x${id}`) << 80n);
  const subnets = Array.from({ length: ULA_SUBNETS_SHOWN }, (_, i) => cidr({ version: 6, base: base | (BigInt(i) << 64n), len: 64 }));
  return { mode: 'ula', globalId: id, random, prefix: cidr({ version: 6, base, len: 48 }), subnets, subnetCount: (1n << 16n).toString() };
}

/**
 * Five tabs. Subnet: a network (or any address in it) with its prefix or mask → its addresses,
 * hosts, mask, wildcard, binary view, and whether a given address is inside. Split: the same network
 * cut into subnets by prefix length, by number of subnets or by hosts per subnet. Summarise: a list of
 * networks as the fewest CIDR blocks covering exactly them, the ranges they cover and the one block
 * covering them all. Range: first – last address as the fewest CIDR blocks. Unique local: an IPv6 /48.
 */
export function run(input: Input, options: Options): SubnetCalcResult | ToolError {
  if (options.mode === 'summarize') return summarize(input.networks);
  if (options.mode === 'range') return range(input);
  if (options.mode === 'ula') return ula(input.globalId);
  const p = parseNetwork(input.network, 'network');
  if ('kind' in p) return p;
  if (options.mode === 'split') return split(p, options, input.size);
  const check = input.address.trim();
  if (check === '') return { mode: 'subnet', details: details(p), check: null };
  const a = parseIp(check);
  if (isIpError(a)) return toolError(a.error, { ...a.params, field: 'address' });
  const n = netOf(p);
  const value = BigInt(a.value);
  const inside = a.version === n.version && (value & maskOf(n.version, n.len)) === n.base;
  return { mode: 'subnet', details: details(p), check: { address: a.version === 4 ? v4Dotted(Number(value)) : v6Canonical(value, false), inside } };
}
