/**
 * Asks a DNS server one question over UDP (over TCP when the answer was truncated), with a time
 * limit, and reads the answer with its TTLs and response code. Server-only (never in the page).
 */
import { createSocket } from 'node:dgram';
import { Socket } from 'node:net';
import { randomInt } from 'node:crypto';
import dnsPacket from 'dns-packet';

export interface DnsAnswer {
  rcode: string;
  records: { name: string; type: string; ttl: number; value: string }[];
  truncated: boolean;
}

/** host:port, [v6]:port or a bare address. */
export function splitServer(server: string): { host: string; port: number } {
  const v6 = /^\[(.+)\](?::(\d+))?$/.exec(server);
  if (v6) return { host: v6[1]!, port: Number(v6[2] ?? 53) };
  const parts = server.split(':');
  if (parts.length === 2) return { host: parts[0]!, port: Number(parts[1]) };
  return { host: server, port: 53 };
}

const text = (value: unknown): string => (Buffer.isBuffer(value) ? value.toString('utf8') : String(value));

/** A record's data as dig writes it. */
function value(answer: dnsPacket.Answer): string {
  const data = (answer as { data?: unknown }).data;
  switch (answer.type) {
    case 'MX': {
      const mx = data as { preference: number; exchange: string };
      return `${mx.preference} ${mx.exchange}`;
    }
    case 'TXT':
      return (Array.isArray(data) ? data : [data]).map((d) => `"${text(d)}"`).join(' ');
    case 'SOA': {
      const soa = data as { mname: string; rname: string; serial: number; refresh: number; retry: number; expire: number; minimum: number };
      return `${soa.mname} ${soa.rname} ${soa.serial} ${soa.refresh} ${soa.retry} ${soa.expire} ${soa.minimum}`;
    }
    case 'CAA': {
      const caa = data as { flags: number; tag: string; value: string };
      return `${caa.flags} ${caa.tag} "${caa.value}"`;
    }
    default:
      return typeof data === 'string' ? data : JSON.stringify(data);
  }
}

function read(buffer: Buffer, id: number): DnsAnswer | null {
  let packet: dnsPacket.Packet;
  try {
    packet = dnsPacket.decode(buffer);
  } catch {
    return null;
  }
  if (packet.id !== id) return null;
  const flags = packet.flags ?? 0;
  return {
    rcode: (packet as { rcode?: string }).rcode ?? 'NOERROR',
    truncated: (flags & dnsPacket.TRUNCATED_RESPONSE) !== 0,
    records: (packet.answers ?? []).filter((a) => a.type !== 'OPT' && a.type !== 'RRSIG').map((a) => ({ name: a.name, type: a.type, ttl: (a as { ttl?: number }).ttl ?? 0, value: value(a) })),
  };
}

function question(name: string, type: string, id: number): Buffer {
  return dnsPacket.encode({
    type: 'query',
    id,
    flags: dnsPacket.RECURSION_DESIRED,
    questions: [{ type: type as dnsPacket.RecordType, name }],
    additionals: [{ type: 'OPT', name: '.', udpPayloadSize: 1232 } as dnsPacket.Answer],
  });
}

function overUdp(server: { host: string; port: number }, name: string, type: string, timeoutMs: number, signal: AbortSignal): Promise<DnsAnswer | 'timeout'> {
  return new Promise((resolve) => {
    const id = randomInt(1, 65535);
    const socket = createSocket(server.host.includes(':') ? 'udp6' : 'udp4');
    const done = (answer: DnsAnswer | 'timeout') => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
      socket.close();
      resolve(answer);
    };
    const abort = () => done('timeout');
    const timer = setTimeout(abort, timeoutMs);
    signal.addEventListener('abort', abort, { once: true });
    socket.on('error', () => done('timeout'));
    socket.on('message', (msg, rinfo) => {
      if (rinfo.port !== server.port) return;
      const answer = read(msg, id);
      if (answer) done(answer);
    });
    socket.send(question(name, type, id), server.port, server.host);
  });
}

function overTcp(server: { host: string; port: number }, name: string, type: string, timeoutMs: number, signal: AbortSignal): Promise<DnsAnswer | 'timeout'> {
  return new Promise((resolve) => {
    const id = randomInt(1, 65535);
    const socket = new Socket();
    let buffered = Buffer.alloc(0);
    const done = (answer: DnsAnswer | 'timeout') => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
      socket.destroy();
      resolve(answer);
    };
    const abort = () => done('timeout');
    const timer = setTimeout(abort, timeoutMs);
    signal.addEventListener('abort', abort, { once: true });
    socket.on('error', () => done('timeout'));
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length >= 2 && buffered.length >= 2 + buffered.readUInt16BE(0)) done(read(buffered.subarray(2, 2 + buffered.readUInt16BE(0)), id) ?? 'timeout');
    });
    socket.connect(server.port, server.host, () => socket.write(dnsPacket.streamEncode({ type: 'query', id, flags: dnsPacket.RECURSION_DESIRED, questions: [{ type: type as dnsPacket.RecordType, name }] })));
  });
}

/**
 * The resolver a tool asked for, when the operator lists it (DNS_PROPAGATION_RESOLVERS); throws
 * otherwise, before anything is sent: a plugin never picks an address of its own, nor a visitor.
 */
export function listedResolver(listed: readonly { readonly address: string }[], asked: string): string {
  const found = listed.find((r) => r.address === asked);
  if (!found) throw new Error('ctx.dns: that resolver is not one the operator lists (DNS_PROPAGATION_RESOLVERS)');
  return found.address;
}

/** Asks each server in turn until one answers; 'timeout' when none did. */
export async function queryDns(servers: readonly string[], name: string, type: string, signal: AbortSignal, timeoutMs = 2500): Promise<{ answer: DnsAnswer; server: string; ms: number } | 'timeout'> {
  for (const entry of servers) {
    const server = splitServer(entry);
    const started = performance.now();
    let answer = await overUdp(server, name, type, timeoutMs, signal);
    if (answer !== 'timeout' && answer.truncated) answer = await overTcp(server, name, type, timeoutMs, signal);
    if (answer !== 'timeout') return { answer, server: entry, ms: performance.now() - started };
    if (signal.aborted) break;
  }
  return 'timeout';
}
