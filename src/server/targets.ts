/**
 * The one checked path for every host a visitor types into a network tool. The text is read with
 * the same parser as the page (every textual form of an address normalised first), a name is
 * resolved once through the operator's resolver, every address that comes back is checked against
 * the block list, and the tool then connects to exactly that checked address, never to the name
 * again (no DNS rebinding between the check and the connection).
 */
import { BlockList, Socket, isIP } from 'node:net';
import { Resolver } from 'node:dns/promises';
import { domainToASCII } from 'node:url';
import ipaddr from 'ipaddr.js';
import { MAX_HOST_LENGTH, parseHost } from '@sdk/core/host.ts';
import { toolError, type ToolError } from '@sdk/core/toolError.ts';
import type { CheckedTarget, ConnectResult } from '@sdk/server/index.ts';

/** Address ranges no tool may reach unless the operator allows private targets, with what they are. */
export const BLOCKED_RANGES: readonly { cidr: string; kind: string; rfc: string }[] = [
  // Cloud metadata services first: they sit inside wider ranges but deserve their own name.
  { cidr: '169.254.169.254/32', kind: 'metadata', rfc: 'cloud metadata' },
  { cidr: '169.254.170.2/32', kind: 'metadata', rfc: 'cloud metadata' },
  { cidr: '100.100.100.200/32', kind: 'metadata', rfc: 'cloud metadata' },
  { cidr: '168.63.129.16/32', kind: 'metadata', rfc: 'cloud metadata' },
  { cidr: '192.0.0.192/32', kind: 'metadata', rfc: 'cloud metadata' },
  { cidr: 'fd00:ec2::254/128', kind: 'metadata', rfc: 'cloud metadata' },
  { cidr: '0.0.0.0/8', kind: 'unspecified', rfc: 'RFC 1122' },
  { cidr: '10.0.0.0/8', kind: 'private', rfc: 'RFC 1918' },
  { cidr: '100.64.0.0/10', kind: 'cgnat', rfc: 'RFC 6598' },
  { cidr: '127.0.0.0/8', kind: 'loopback', rfc: 'RFC 1122' },
  { cidr: '169.254.0.0/16', kind: 'linkLocal', rfc: 'RFC 3927' },
  { cidr: '172.16.0.0/12', kind: 'private', rfc: 'RFC 1918' },
  { cidr: '192.0.0.0/24', kind: 'reserved', rfc: 'RFC 6890' },
  { cidr: '192.0.2.0/24', kind: 'documentation', rfc: 'RFC 5737' },
  { cidr: '192.31.196.0/24', kind: 'reserved', rfc: 'RFC 7535' },
  { cidr: '192.52.193.0/24', kind: 'reserved', rfc: 'RFC 7450' },
  { cidr: '192.88.99.0/24', kind: 'reserved', rfc: 'RFC 7526' },
  { cidr: '192.168.0.0/16', kind: 'private', rfc: 'RFC 1918' },
  { cidr: '192.175.48.0/24', kind: 'reserved', rfc: 'RFC 7534' },
  { cidr: '198.18.0.0/15', kind: 'benchmarking', rfc: 'RFC 2544' },
  { cidr: '198.51.100.0/24', kind: 'documentation', rfc: 'RFC 5737' },
  { cidr: '203.0.113.0/24', kind: 'documentation', rfc: 'RFC 5737' },
  { cidr: '224.0.0.0/4', kind: 'multicast', rfc: 'RFC 5771' },
  { cidr: '255.255.255.255/32', kind: 'broadcast', rfc: 'RFC 919' },
  { cidr: '240.0.0.0/4', kind: 'reserved', rfc: 'RFC 1112' },
  { cidr: '::/128', kind: 'unspecified', rfc: 'RFC 4291' },
  { cidr: '::1/128', kind: 'loopback', rfc: 'RFC 4291' },
  { cidr: '::/8', kind: 'reserved', rfc: 'RFC 4291' },
  { cidr: '64:ff9b:1::/48', kind: 'reserved', rfc: 'RFC 8215' },
  { cidr: '100::/64', kind: 'reserved', rfc: 'RFC 6666' },
  { cidr: '2001::/32', kind: 'reserved', rfc: 'RFC 4380' },
  { cidr: '2001:2::/48', kind: 'benchmarking', rfc: 'RFC 5180' },
  { cidr: '2001:10::/28', kind: 'reserved', rfc: 'RFC 4843' },
  { cidr: '2001:20::/28', kind: 'reserved', rfc: 'RFC 7343' },
  { cidr: '2001:db8::/32', kind: 'documentation', rfc: 'RFC 3849' },
  { cidr: '3fff::/20', kind: 'documentation', rfc: 'RFC 9637' },
  { cidr: '5f00::/16', kind: 'reserved', rfc: 'RFC 9602' },
  { cidr: 'fc00::/7', kind: 'uniqueLocal', rfc: 'RFC 4193' },
  { cidr: 'fe80::/10', kind: 'linkLocal', rfc: 'RFC 4291' },
  { cidr: 'fec0::/10', kind: 'reserved', rfc: 'RFC 3879' },
  { cidr: 'ff00::/8', kind: 'multicast', rfc: 'RFC 4291' },
];

const lists = BLOCKED_RANGES.map((range) => {
  const [base, bits] = range.cidr.split('/') as [string, string];
  const list = new BlockList();
  list.addSubnet(base, Number(bits), isIP(base) === 6 ? 'ipv6' : 'ipv4');
  return { list, family: isIP(base) === 6 ? ('ipv6' as const) : ('ipv4' as const), range };
});

/**
 * The IPv4 address an IPv6 address carries to an IPv4 host: IPv4-mapped (::ffff:a.b.c.d), NAT64
 * (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::); those are judged by that IPv4 address.
 */
export function embeddedIPv4(address: string): string | null {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() !== 'ipv6') return null;
  const v6 = parsed as ipaddr.IPv6;
  const p = v6.parts;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const octets = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0) return octets(p[6]!, p[7]!);
  if (p[0] === 0x2002) return octets(p[1]!, p[2]!);
  return null;
}

/** What a non-public address is ({ kind: 'private', rfc: 'RFC 1918' }), or null for a public one. */
export function classifyAddress(address: string): { kind: string; rfc: string } | null {
  const family = isIP(address);
  if (!family) return { kind: 'reserved', rfc: 'RFC 6890' };
  const v4 = family === 6 ? embeddedIPv4(address) : null;
  if (v4) {
    const inner = classifyAddress(v4);
    // An IPv4-mapped address of a public host is that host; NAT64 and 6to4 forms of blocked ones are blocked.
    return inner ? { ...inner, kind: inner.kind } : null;
  }
  const type = family === 6 ? 'ipv6' : 'ipv4';
  for (const { list, family: f, range } of lists) if (f === type && list.check(address, type)) return { kind: range.kind, rfc: range.rfc };
  return null;
}

export interface TargetPolicy {
  allowPrivateTargets: boolean;
  resolver: Resolver;
}

/** Resolves a name once (A and AAAA) through the operator's resolver: every address, or a ToolError. */
async function resolveName(name: string, resolver: Resolver): Promise<string[] | ToolError> {
  const ascii = domainToASCII(name);
  if (!ascii) return toolError('invalidHost', { field: 'host' });
  const settle = async (query: Promise<string[]>): Promise<{ addresses: string[]; code: string }> => {
    try {
      return { addresses: await query, code: '' };
    } catch (err) {
      return { addresses: [], code: (err as { code?: string }).code ?? 'EUNKNOWN' };
    }
  };
  const [a, aaaa] = await Promise.all([settle(resolver.resolve4(ascii)), settle(resolver.resolve6(ascii))]);
  const addresses = [...a.addresses, ...aaaa.addresses];
  if (addresses.length) return addresses;
  const codes = [a.code, aaaa.code];
  if (codes.some((c) => c === 'ETIMEOUT' || c === 'ECONNREFUSED')) return toolError('dnsTimeout', { host: ascii });
  if (codes.some((c) => c === 'ESERVFAIL')) return toolError('dnsFailed', { host: ascii });
  return toolError('hostNotFound', { host: ascii });
}

/** What localhost names stand for (RFC 6761, 6.3). */
const LOCALHOST_ADDRESSES = ['127.0.0.1', '::1'] as const;

/** localhost, or a name under it (foo.localhost), written as parseHost writes names. */
function isLocalhostName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Reads, resolves and checks a host. Every address it resolves to must be allowed (a name with one
 * private address among public ones is refused: that is how rebinding attacks look); the first
 * one is the address the tool will use.
 */
export async function checkTarget(text: string, policy: TargetPolicy): Promise<CheckedTarget | ToolError> {
  const parsed = parseHost(text);
  if (!parsed) return toolError('invalidHost', { field: 'host' });
  const started = performance.now();
  // localhost and every name under it are loopback (RFC 6761): never asked of a resolver, refused as 127.0.0.1 is.
  const local = parsed.kind === 'name' && isLocalhostName(parsed.name);
  if (local && !policy.allowPrivateTargets) return toolError('forbiddenTarget', { address: parsed.name, kind: 'loopback', rfc: 'RFC 6761', field: 'host' });
  const addresses = parsed.kind === 'ip' ? [parsed.address] : local ? [...LOCALHOST_ADDRESSES] : await resolveName(parsed.name, policy.resolver);
  if (!Array.isArray(addresses)) return addresses;
  const resolveMs = performance.now() - started;
  const normalised = addresses.map((a) => ipaddr.parse(a).toString());
  if (!policy.allowPrivateTargets) {
    for (const address of normalised) {
      const blocked = classifyAddress(address);
      if (blocked) return toolError('forbiddenTarget', { address, kind: blocked.kind, rfc: blocked.rfc, field: 'host' });
    }
  }
  // An IPv4-mapped address is connected to as the IPv4 address it is.
  const first = normalised[0]!;
  const mapped = ipaddr.parse(first);
  const address = mapped.kind() === 'ipv6' && (mapped as ipaddr.IPv6).isIPv4MappedAddress() ? (mapped as ipaddr.IPv6).toIPv4Address().toString() : first;
  return { host: parsed.kind === 'ip' ? parsed.address : domainToASCII(parsed.name), address, family: isIP(address) === 6 ? 6 : 4, addresses: normalised, resolveMs };
}

/**
 * Name suffixes no public DNS answers for: special-use names (RFC 6761/6762/8375), ICANN's
 * .internal and the suffixes networks commonly use for themselves. A resolver inside such a
 * network answers them from its own zone, so the DNS lookup refuses them unless the operator
 * allows internal names.
 */
export const NON_PUBLIC_SUFFIXES: readonly string[] = ['internal', 'local', 'localhost', 'localdomain', 'lan', 'home', 'home.arpa', 'corp', 'intranet', 'private', 'priv', 'invalid'];

/** The longest label (RFC 1035), in bytes as sent. */
const MAX_LABEL_BYTES = 63;

/**
 * The address range a reverse name stands for (1.0.0.127.in-addr.arpa → 127.0.0.1/32,
 * 10.in-addr.arpa → 10.0.0.0/8), read from the right as far as its labels are octets or nibbles:
 * anything below is still in that range's zone. Null for a name outside in-addr.arpa and ip6.arpa
 * or for the two zones' apexes.
 */
export function reverseRange(name: string): { address: string; bits: number; version: 4 | 6 } | null {
  const labels = name.toLowerCase().replace(/\.$/, '').split('.');
  const tail = labels.slice(-2).join('.');
  if (tail !== 'in-addr.arpa' && tail !== 'ip6.arpa') return null;
  const parts: string[] = [];
  for (const label of labels.slice(0, -2).reverse()) {
    if (tail === 'in-addr.arpa' ? parts.length === 4 || !/^(0|[1-9]\d{0,2})$/.test(label) || Number(label) > 255 : parts.length === 32 || !/^[0-9a-f]$/.test(label)) break;
    parts.push(label);
  }
  if (parts.length === 0) return null;
  if (tail === 'in-addr.arpa') return { address: [...parts, '0', '0', '0'].slice(0, 4).join('.'), bits: parts.length * 8, version: 4 };
  const nibbles = parts.join('').padEnd(32, '0');
  return { address: ipaddr.parse(nibbles.match(/.{4}/g)!.join(':')).toString(), bits: parts.length * 4, version: 6 };
}

/** Whether any address of a range is one the tools may not reach (a whole /32 or /128 is classified as an address). */
function rangeIsBlocked(range: { address: string; bits: number; version: 4 | 6 }): boolean {
  if (range.bits === (range.version === 4 ? 32 : 128)) return classifyAddress(range.address) !== null;
  const base = ipaddr.parse(range.address);
  // IPv6 ranges that carry IPv4 addresses (mapped, NAT64, 6to4) are judged by what they carry: a part of one, unknown, is refused.
  const carriers = range.version === 6 ? ['::ffff:0:0/96', '64:ff9b::/96', '2002::/16'] : [];
  return [...BLOCKED_RANGES.map((r) => r.cidr), ...carriers].some((cidr) => {
    const [network, bits] = ipaddr.parseCIDR(cidr);
    return network.kind() === base.kind() && base.match(network, Math.min(bits, range.bits));
  });
}

export interface DnsNamePolicy extends TargetPolicy {
  /** Names under non-public suffixes (.internal, .lan…) may be asked for. */
  allowInternalNames: boolean;
}

/**
 * The one checked path for a name the DNS lookup asks about, for every record type: converted
 * with IDNA as ping and the port scanner do (bücher.de → xn--bcher-kva.de) and refused when a
 * label is too long to send; refused when it is the reverse name of a range the tools may not
 * reach, when it sits under a non-public suffix, or when its A or AAAA records point to a
 * private address (a TXT or CNAME of an internal name is internal too).
 */
export async function checkDnsName(name: string, policy: DnsNamePolicy): Promise<{ name: string } | ToolError> {
  const ascii = domainToASCII(name.replace(/\.$/, ''));
  if (!ascii) return toolError('invalidName', { field: 'name' });
  const long = ascii.split('.').find((label) => Buffer.byteLength(label) > MAX_LABEL_BYTES);
  if (long !== undefined) return toolError('labelTooLong', { field: 'name', bytes: Buffer.byteLength(long), limit: MAX_LABEL_BYTES });
  if (ascii.length > MAX_HOST_LENGTH) return toolError('invalidName', { field: 'name' });
  if (!policy.allowInternalNames) {
    const suffix = NON_PUBLIC_SUFFIXES.find((s) => ascii === s || ascii.endsWith(`.${s}`));
    if (suffix) return toolError('internalName', { name: ascii, suffix: `.${suffix}`, field: 'name' });
  }
  if (policy.allowPrivateTargets) return { name: ascii };
  const reverse = reverseRange(ascii);
  if (reverse && rangeIsBlocked(reverse)) {
    const full = reverse.bits === (reverse.version === 4 ? 32 : 128);
    return toolError('privateAddress', { address: full ? reverse.address : `${reverse.address}/${reverse.bits}` });
  }
  const addresses = await resolveName(ascii, policy.resolver);
  // A name that does not resolve has nothing private to show: its own answer (NXDOMAIN…) is given.
  if (Array.isArray(addresses)) {
    for (const address of addresses) {
      const blocked = classifyAddress(ipaddr.parse(address).toString());
      if (blocked) return toolError('privateName', { name: ascii, field: 'name' });
    }
  }
  return { name: ascii };
}

/** Counts every connection attempt this process makes to a target (tests prove refused targets get none). */
export const connectAttempts = { count: 0, last: [] as string[] };

/**
 * One TCP connection to a checked address, closed at once (or destroyed at the time limit or when
 * the signal aborts). Connected = open; refused (RST) = closed; no answer or unreachable = filtered.
 */
export function connectTcp(target: CheckedTarget, port: number, timeoutMs: number, signal?: AbortSignal): Promise<ConnectResult> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve({ state: 'filtered', ms: 0 });
    connectAttempts.count++;
    connectAttempts.last = [...connectAttempts.last.slice(-20), `${target.address}:${port}`];
    const started = performance.now();
    const socket = new Socket();
    let settled = false;
    const finish = (state: ConnectResult['state']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve({ state, ms: state === 'filtered' && !signal?.aborted ? timeoutMs : performance.now() - started });
    };
    const onAbort = () => finish('filtered');
    const timer = setTimeout(() => finish('filtered'), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => finish('open'));
    socket.once('error', (err: NodeJS.ErrnoException) => finish(err.code === 'ECONNREFUSED' ? 'closed' : 'filtered'));
    // An address, never a name: no lookup happens between the check and the connection.
    socket.connect({ host: target.address, port, family: target.family, lookup: () => finish('filtered') });
  });
}
