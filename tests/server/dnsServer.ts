/**
 * A DNS server the tests control, on a loopback UDP and TCP port: answers from a small zone
 * (names that resolve to private addresses among them), NXDOMAIN for other names, SERVFAIL for
 * names under servfail.test, and silence for names under timeout.test.
 */
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type Server } from 'node:net';
import dnsPacket from 'dns-packet';
import { MAIL_ZONE } from './mailZone.ts';

export type Zone = Record<string, Partial<Record<string, unknown[]>>>;

export const TEST_ZONE: Zone = {
  'public.test': { A: ['93.184.215.14'], AAAA: ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'], MX: [{ preference: 10, exchange: 'mail.public.test' }], TXT: [['v=spf1 -all']], NS: ['ns1.public.test'], CAA: [{ flags: 0, tag: 'issue', value: 'letsencrypt.org' }], SOA: [{ mname: 'ns1.public.test', rname: 'admin.public.test', serial: 2026112501, refresh: 7200, retry: 3600, expire: 1209600, minimum: 300 }] },
  'www.public.test': { CNAME: ['public.test'] },
  'loopback.test': { A: ['127.0.0.1'] },
  'private.test': { A: ['10.1.2.3'] },
  'metadata.test': { A: ['169.254.169.254'] },
  'v6-loopback.test': { AAAA: ['::1'] },
  'mapped.test': { AAAA: ['::ffff:127.0.0.1'] },
  'mixed.test': { A: ['93.184.215.14', '192.168.1.1'] },
  'cgnat.test': { A: ['100.64.0.1'] },
  'ula.test': { AAAA: ['fd12:3456:789a::1'] },
  'linklocal.test': { AAAA: ['fe80::1'] },
  'nat64.test': { AAAA: ['64:ff9b::a00:1'] },
  'sixtofour.test': { AAAA: ['2002:c0a8:101::1'] },
  'zero.test': { A: ['0.0.0.0'] },
  'multicast.test': { A: ['224.0.0.1'] },
  'broadcast.test': { A: ['255.255.255.255'] },
  'benchmark.test': { A: ['198.18.0.1'] },
  'documentation.test': { A: ['192.0.2.1'] },
  'reserved.test': { A: ['240.0.0.1'] },
  'both.test': { A: ['127.0.0.1'], AAAA: ['::1'] },
  '14.215.184.93.in-addr.arpa': { PTR: ['public.test'] },
  // The WHOIS lookup's registry for .io (registries.ts listens on loopback).
  'whois.nic.io': { A: ['127.0.0.1'] },
  ...MAIL_ZONE,
  // DNS propagation: moved.test points elsewhere on STALE_ZONE's server, new.test is not there yet.
  'moved.test': { A: ['93.184.215.34'] },
  'new.test': { A: ['93.184.215.34'] },
  // DNS blocklists (answers as the lists give them, RFC 5782): 93.184.215.14 and public.test listed,
  // 8.8.8.8 refused by Spamhaus as a question through a public resolver, 2606:2800:21f:cb07:6820:80da:af6b:8b2c on ZEN.
  '14.215.184.93.zen.spamhaus.org': { A: ['127.0.0.2', '127.0.0.4'], TXT: [['Listed by SBL, see https://check.spamhaus.org/sbl/query/SBL000000']] },
  '14.215.184.93.bl.spamcop.net': { A: ['127.0.0.2'], TXT: [['Blocked - see https://www.spamcop.net/bl.shtml?93.184.215.14']] },
  '8.8.8.8.zen.spamhaus.org': { A: ['127.255.255.254'] },
  'c.2.b.8.b.6.f.a.a.d.0.8.0.2.8.6.7.0.b.c.f.1.2.0.0.0.8.2.6.0.6.2.zen.spamhaus.org': { A: ['127.0.0.3'] },
  'public.test.dbl.spamhaus.org': { A: ['127.0.1.2'] },
  'public.test.multi.surbl.org': { A: ['127.0.0.24'] },
};

/** The zone of a resolver that has not caught up yet: moved.test still at its old address, no new.test. */
export const STALE_ZONE: Zone = Object.fromEntries(
  Object.entries({ ...TEST_ZONE, 'moved.test': { A: ['93.184.215.14'] } }).filter(([name]) => name !== 'new.test'),
);

function answer(query: dnsPacket.Packet, zone: Zone): Buffer | null {
  const q = query.questions?.[0];
  if (!q) return null;
  const name = q.name.toLowerCase().replace(/\.$/, '');
  if (name.endsWith('timeout.test')) return null;
  const base = { id: query.id, type: 'response' as const, questions: query.questions, flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE };
  if (name.endsWith('servfail.test')) return dnsPacket.encode({ ...base, flags: base.flags | 2 });
  const entry = zone[name];
  if (!entry) return dnsPacket.encode({ ...base, flags: base.flags | 3 });
  const answers: dnsPacket.Answer[] = [];
  const cname = entry.CNAME?.[0] as string | undefined;
  if (cname && q.type !== 'CNAME') {
    answers.push({ type: 'CNAME', name, ttl: 300, data: cname } as dnsPacket.Answer);
    for (const data of zone[cname]?.[q.type] ?? []) answers.push({ type: q.type, name: cname, ttl: 60, data } as dnsPacket.Answer);
  } else for (const data of entry[q.type] ?? []) answers.push({ type: q.type, name, ttl: 3600, data } as dnsPacket.Answer);
  return dnsPacket.encode({ ...base, answers });
}

export interface TestDns {
  port: number;
  server: string;
  queries: string[];
  close: () => Promise<void>;
}

/** `silent`: names this server never answers (as if it were down for them), besides those under timeout.test. */
export async function startTestDns(zone: Zone = TEST_ZONE, options: { silent?: readonly string[] } = {}): Promise<TestDns> {
  const queries: string[] = [];
  const onMessage = (msg: Buffer, rinfo: { port: number; address: string }) => {
    try {
      const query = dnsPacket.decode(msg);
      queries.push(`${query.questions?.[0]?.type} ${query.questions?.[0]?.name}`);
      const out = options.silent?.includes(query.questions?.[0]?.name.toLowerCase() ?? '') ? null : answer(query, zone);
      if (out) udp.send(out, rinfo.port, rinfo.address);
    } catch {
      // Not a DNS message: ignored.
    }
  };
  let udp: UdpSocket = createSocket('udp4');
  udp.on('message', onMessage);
  // The same port over TCP, for truncated answers. A free UDP port may be taken for TCP (by any
  // connection on the machine): then both are given up and another port is tried.
  const tcp: Server = createServer((socket) => {
    socket.on('data', (chunk) => {
      try {
        const query = dnsPacket.streamDecode(chunk);
        const out = answer(query, zone);
        if (out) {
          const length = Buffer.alloc(2);
          length.writeUInt16BE(out.length);
          socket.end(Buffer.concat([length, out]));
        }
      } catch {
        socket.destroy();
      }
    });
  });
  let port = 0;
  for (let attempt = 0; ; attempt++) {
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
    port = udp.address().port;
    const listening = await new Promise<boolean>((resolve) => {
      const refused = () => resolve(false);
      tcp.once('error', refused);
      tcp.listen(port, '127.0.0.1', () => {
        tcp.off('error', refused);
        resolve(true);
      });
    });
    if (listening) break;
    if (attempt >= 20) throw new Error('no loopback port free for both UDP and TCP');
    // A bound dgram socket cannot be bound again: a new one takes its place.
    udp.close();
    udp = createSocket('udp4');
    udp.on('message', onMessage);
  }
  return {
    port,
    server: `127.0.0.1:${port}`,
    queries,
    close: async () => {
      udp.close();
      await new Promise((resolve) => tcp.close(resolve));
    },
  };
}
