import { randomInt, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { OUI_DATA } from './data/info.ts';
import { everything, lookup, type Assignment } from './oui.ts';

/** Lines looked up at once; addresses generated at once. */
export const MAX_LINES = 1000;
export const MAX_COUNT = 1000;

export interface Notations {
  readonly colon: string;
  readonly hyphen: string;
  readonly dot: string;
  readonly bare: string;
  readonly lower: string;
}

export interface MacInfo {
  /** The line as typed. */
  readonly input: string;
  /** Hex digits, upper case: 12 for a full address, 6 to 11 for a prefix. */
  readonly hex: string;
  readonly vendor: string | null;
  /** The registered prefix that matched (6, 7 or 9 hex digits) and its registry. */
  readonly prefix: string | null;
  readonly registry: 'MA-L' | 'MA-M' | 'MA-S' | null;
  readonly country: string | null;
  /** I/G bit: a group (multicast) address. */
  readonly multicast: boolean;
  /** U/L bit: locally administered (randomised or set by software), not assigned by the vendor. */
  readonly local: boolean;
  readonly broadcast: boolean;
  /** Every notation, for a full address only. */
  readonly notations: Notations | null;
  /** The IPv6 link-local address made from it by modified EUI-64 (RFC 4291 appendix A), full addresses only. */
  readonly linkLocal: string | null;
}

export interface LookupResult {
  readonly mode: 'lookup';
  readonly items: readonly MacInfo[];
  readonly data: { readonly version: string; readonly date: string };
}
export interface GenerateResult {
  readonly mode: 'generate';
  readonly macs: readonly { readonly mac: string; readonly vendor: string | null }[];
  /** How many registered prefixes matched the vendor typed (0 for locally administered addresses). */
  readonly prefixes: number;
  readonly data: { readonly version: string; readonly date: string };
}
export type MacResult = LookupResult | GenerateResult;

const DATA = { version: OUI_DATA.version, date: OUI_DATA.date };
const REGISTRY = { 6: 'MA-L', 7: 'MA-M', 9: 'MA-S' } as const;

const pairs = (hex: string) => hex.match(/../g)!;

export function notations(hex: string): Notations {
  const p = pairs(hex);
  return { colon: p.join(':'), hyphen: p.join('-'), dot: hex.toLowerCase().match(/..../g)!.join('.'), bare: hex, lower: p.join(':').toLowerCase() };
}

/** fe80:: + the address with ff:fe in the middle and the U/L bit flipped. */
export function linkLocal(hex: string): string {
  const bytes = pairs(hex).map((b) => parseInt(b, 16));
  const eui = [bytes[0]! ^ 2, bytes[1]!, bytes[2]!, 0xff, 0xfe, bytes[3]!, bytes[4]!, bytes[5]!];
  const groups = [0xfe80, 0, 0, 0, ...[0, 2, 4, 6].map((i) => (eui[i]! << 8) | eui[i + 1]!)];
  // RFC 5952: the longest run of zero groups (at least two; the first on a tie) as "::".
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = Math.max(j, i + 1);
  }
  const text = groups.map((g) => g.toString(16));
  return `${text.slice(0, best).join(':')}::${text.slice(best + bestLen).join(':')}`;
}

/** A line → hex digits, or the reason it is no MAC address. */
export function readMac(line: string): string | ToolError {
  const text = line.trim();
  const bad = [...text].find((c) => !/[0-9a-f:.\- ]/i.test(c));
  if (bad) return toolError('badCharacter', { char: bad, mac: text });
  const hex = text.replace(/[:.\- ]/g, '').toUpperCase();
  if (hex.length < 6) return toolError('tooShort', { mac: text, count: hex.length });
  if (hex.length > 12) return toolError('tooLong', { mac: text, count: hex.length });
  return hex;
}

async function info(input: string, hex: string): Promise<MacInfo> {
  const first = parseInt(hex.slice(0, 2), 16);
  const found: Assignment | null = await lookup(hex);
  const full = hex.length === 12;
  return {
    input,
    hex,
    vendor: found?.vendor ?? null,
    prefix: found?.prefix ?? null,
    registry: found ? REGISTRY[found.prefix.length as 6 | 7 | 9] : null,
    country: found?.country || null,
    multicast: (first & 1) === 1,
    local: (first & 2) === 2,
    broadcast: hex === 'FFFFFFFFFFFF',
    notations: full ? notations(hex) : null,
    linkLocal: full ? linkLocal(hex) : null,
  };
}

const randomHex = (digits: number) => Array.from({ length: digits }, () => '0123456789ABCDEF'[randomInt(16)]).join('');

function write(hex: string, options: Options): string {
  const n = notations(hex);
  const text = options.notation === 'colon' ? n.colon : options.notation === 'hyphen' ? n.hyphen : options.notation === 'dot' ? n.dot : n.bare;
  return options.uppercase ? text.toUpperCase() : text.toLowerCase();
}

async function generate(vendor: string, count: number | null, options: Options): Promise<GenerateResult | ToolError> {
  if (count === null) return toolError('emptyCount', { field: 'count' });
  if (options.kind === 'local') {
    const macs = Array.from({ length: count }, () => {
      // Unicast (I/G = 0) and locally administered (U/L = 1): the second hex digit is 2, 6, A or E.
      const first = ((randomInt(64) << 2) | 2).toString(16).padStart(2, '0').toUpperCase();
      return { mac: write(first + randomHex(10), options), vendor: null };
    });
    return { mode: 'generate', macs, prefixes: 0, data: DATA };
  }
  const query = vendor.trim();
  if (query === '') return toolError('emptyVendor', { field: 'vendor' });
  const hexQuery = query.replace(/[:.\- ]/g, '').toUpperCase();
  const all = await everything();
  const matches = /^[0-9A-F]{6,9}$/.test(hexQuery) ? all.filter((a) => hexQuery.startsWith(a.prefix)) : all.filter((a) => a.vendor.toLowerCase().includes(query.toLowerCase()));
  // A MA-L prefix handed on to the registration authority for MA-M/MA-S blocks is nobody's own.
  const usable = matches.filter((a) => a.vendor !== 'IEEE Registration Authority');
  if (usable.length === 0) return toolError('vendorNotFound', { vendor: query, field: 'vendor' });
  const macs = Array.from({ length: count }, () => {
    const a = usable[randomInt(usable.length)]!;
    // Unicast, universally administered: a vendor's addresses never have the I/G or U/L bit set.
    return { mac: write(a.prefix + randomHex(12 - a.prefix.length), options), vendor: a.vendor };
  });
  return { mode: 'generate', macs, prefixes: usable.length, data: DATA };
}

/**
 * Lookup: one MAC address (or prefix) per line → the vendor from the IEEE registry, the bits and every
 * notation. Generate: random addresses with a vendor's prefix, or locally administered ones.
 */
export async function run(input: Input, options: Options): Promise<MacResult | ToolError> {
  if (options.mode === 'generate') return generate(input.vendor, input.count, options);
  const lines = input.mac.split('\n').map((l) => l.trim()).filter(Boolean);
  if (lines.length === 0) return toolError('empty', { field: 'mac' });
  if (lines.length > MAX_LINES) return toolError('tooManyLines', { max: MAX_LINES, field: 'mac' });
  const items: MacInfo[] = [];
  for (const [i, line] of lines.entries()) {
    const hex = readMac(line);
    if (typeof hex !== 'string') return toolError(hex.code, { ...hex.params, line: i + 1, field: 'mac' });
    items.push(await info(line, hex));
  }
  return { mode: 'lookup', items, data: DATA };
}
