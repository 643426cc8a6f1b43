/**
 * The DNS lookup shows nothing internal, for every record type: reverse names of every range ping
 * refuses (typed as an address or as the in-addr.arpa / ip6.arpa name itself, whole or a zone of
 * it), names whose A or AAAA records are private, names under suffixes used only inside private
 * networks (unless the operator allows them); and it sends international names as IDNA (bücher.de)
 * and refuses a label DNS cannot carry, all before any question is asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServer, type Running } from '../server/harness.ts';
import { startTestDns, TEST_ZONE, type TestDns } from '../server/dnsServer.ts';

/** Internal data a resolver inside a network would give: none of it may reach a visitor. */
const ZONE = {
  ...TEST_ZONE,
  'private.test': { A: ['10.1.2.3'], TXT: [['secret of private.test']], MX: [{ preference: 10, exchange: 'mail.private.test' }] },
  'v6-loopback.test': { AAAA: ['::1'], TXT: [['secret of v6-loopback.test']] },
  '1.0.0.127.in-addr.arpa': { PTR: ['localhost'] },
  '1.0.0.10.in-addr.arpa': { PTR: ['db.internal'] },
  '254.169.254.169.in-addr.arpa': { PTR: ['metadata.internal'] },
  '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.ip6.arpa': { PTR: ['localhost'] },
  'db.internal': { A: ['93.184.215.14'], TXT: [['secret of db.internal']], CNAME: [] },
  'router.lan': { TXT: [['secret of router.lan']] },
  'nas.home.arpa': { TXT: [['secret of nas.home.arpa']] },
  'wiki.corp': { TXT: [['secret of wiki.corp']] },
  'xn--bcher-kva.de': { A: ['93.184.215.14'] },
};

let client = 0;
const fresh = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++client / 250)}.${(client % 250) + 1}` });
const lookup = async (base: string, name: string, type: string) => {
  const res = await post(base, 'dns-lookup', { input: { name, type }, options: {}, start: 'lookup' }, fresh());
  return { status: res.status, body: (await res.json()) as { error?: { code: string; params?: Record<string, unknown> }; result?: { name: string; records: { value: string }[] } } };
};

describe('DNS lookup: nothing internal', () => {
  let dns: TestDns;
  let server: Running;
  beforeAll(async () => {
    dns = await startTestDns(ZONE);
    server = await startServer({ DNS_SERVERS: dns.server, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await dns.close();
  });

  it('refuses reverse names of every forbidden range, typed as an address or as the reverse name, without asking', async () => {
    const cases: [string, string, string][] = [
      ['1.0.0.127.in-addr.arpa', 'PTR', '127.0.0.1'],
      ['1.0.0.127.IN-ADDR.ARPA.', 'TXT', '127.0.0.1'],
      ['1.0.0.10.in-addr.arpa', 'PTR', '10.0.0.1'],
      ['254.169.254.169.in-addr.arpa', 'PTR', '169.254.169.254'],
      ['1.1.64.100.in-addr.arpa', 'PTR', '100.64.1.1'],
      ['1.0.168.192.in-addr.arpa', 'CNAME', '192.168.0.1'],
      ['10.in-addr.arpa', 'SOA', '10.0.0.0/8'],
      ['168.192.in-addr.arpa', 'NS', '192.168.0.0/16'],
      ['x.1.0.0.127.in-addr.arpa', 'TXT', '127.0.0.1'],
      ['1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.ip6.arpa', 'PTR', '::1'],
      ['d.f.ip6.arpa', 'SOA', 'fd00::/8'],
      ['1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.e.f.ip6.arpa', 'PTR', 'fe80::1'],
    ];
    const asked = dns.queries.length;
    for (const [name, type, address] of cases) {
      const { status, body } = await lookup(server.base, name, type);
      expect(status, name).toBe(422);
      expect(body.error, name).toEqual({ code: 'privateAddress', params: { address } });
    }
    // Typed as an address the page writes the reverse name: refused the same way.
    for (const address of ['127.0.0.1', '169.254.169.254', '::1']) expect((await lookup(server.base, address, 'PTR')).body.error?.code, address).toBe('privateAddress');
    expect(dns.queries.slice(asked), 'questions asked').toEqual([]);
  });

  it('answers reverse names of public addresses and of the reverse zones themselves', async () => {
    const ptr = await lookup(server.base, '14.215.184.93.in-addr.arpa', 'PTR');
    expect(ptr.status).toBe(200);
    expect(ptr.body.result?.records).toEqual([expect.objectContaining({ value: 'public.test' })]);
    expect((await lookup(server.base, '93.184.215.14', 'PTR')).status).toBe(200);
    expect((await lookup(server.base, '8.in-addr.arpa', 'NS')).status).toBe(200);
  });

  it('refuses, for every record type, a name whose A or AAAA records are private, before asking that type', async () => {
    for (const [name, type] of [['private.test', 'TXT'], ['private.test', 'MX'], ['private.test', 'A'], ['v6-loopback.test', 'TXT'], ['mixed.test', 'CAA'], ['metadata.test', 'NS']]) {
      const asked = dns.queries.length;
      const { status, body } = await lookup(server.base, name!, type!);
      expect(status, `${type} ${name}`).toBe(422);
      expect(body.error, `${type} ${name}`).toEqual({ code: 'privateName', params: { name, field: 'name' } });
      expect(dns.queries.slice(asked).filter((q) => !q.startsWith('A ') && !q.startsWith('AAAA ')), `${type} ${name}`).toEqual([]);
    }
  });

  it('refuses names under non-public suffixes without asking anything', async () => {
    const asked = dns.queries.length;
    for (const [name, suffix] of [['db.internal', '.internal'], ['router.lan', '.lan'], ['nas.home.arpa', '.home.arpa'], ['wiki.corp', '.corp'], ['printer.local', '.local'], ['a.b.localhost', '.localhost']]) {
      const { status, body } = await lookup(server.base, name!, 'TXT');
      expect(status, name).toBe(422);
      expect(body.error, name).toEqual({ code: 'internalName', params: { name, suffix, field: 'name' } });
    }
    expect(dns.queries.slice(asked)).toEqual([]);
  });

  it('sends an international name as IDNA (bücher.de → xn--bcher-kva.de), as ping and the port scanner do', async () => {
    const { status, body } = await lookup(server.base, 'Bücher.de', 'A');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ name: 'xn--bcher-kva.de', records: [{ value: '93.184.215.14' }] });
    expect(dns.queries).toContain('A xn--bcher-kva.de');
    expect(dns.queries.some((q) => q.includes('ü'))).toBe(false);
  });

  it('refuses a label longer than 63 bytes, as typed or once converted, before sending', async () => {
    const asked = dns.queries.length;
    // 44 letters: short enough to type, 78 bytes once converted (xn--…).
    const international = 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわ.jp';
    const converted = await lookup(server.base, international, 'A');
    expect(converted.status).toBe(422);
    expect(converted.body.error).toMatchObject({ code: 'labelTooLong', params: { field: 'name', bytes: 78, limit: 63 } });
    const typed = await lookup(server.base, `${'a'.repeat(64)}.com`, 'A');
    expect(typed.status).toBe(400);
    expect(typed.body.error).toEqual({ code: 'labelTooLong', params: { field: 'name', limit: 63 } });
    expect(dns.queries.slice(asked)).toEqual([]);
  });

  it('with ALLOW_INTERNAL_NAMES, answers internal names (still hiding private addresses)', async () => {
    const intranet = await startServer({ DNS_SERVERS: dns.server, TRUST_PROXY: '127.0.0.1', ALLOW_INTERNAL_NAMES: '1' });
    try {
      const { status, body } = await lookup(intranet.base, 'router.lan', 'TXT');
      expect(status).toBe(200);
      expect(body.result?.records).toEqual([expect.objectContaining({ value: '"secret of router.lan"' })]);
      expect((await lookup(intranet.base, 'private.test', 'TXT')).body.error?.code).toBe('privateName');
    } finally {
      await intranet.close();
    }
  });
});
