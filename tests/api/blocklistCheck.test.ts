/**
 * The blocklist checker through the real server, with the tests' DNS server as the operator's resolver
 * answering for the lists' zones as the lists do (RFC 5782): the reversed address or the domain asked
 * of each list of its kind, at once; a listing with its codes and TXT reason, a refusal by the list
 * (Spamhaus's 127.255.255.254), no answer in time, IPv6 not asked of IPv4-only lists; and private or
 * reserved addresses and names refused with no question to any list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServer, type Running } from '../server/harness.ts';
import { startTestDns, type TestDns } from '../server/dnsServer.ts';
import type { BlocklistResult } from '../../plugins/blocklist-check/run.ts';

const ZONES = ['zen.spamhaus.org', 'bl.spamcop.net', 'psbl.surriel.com', 'dnsbl.timeout.test', 'dbl.spamhaus.org', 'multi.surbl.org'];
let client = 0;
const fresh = () => ({ 'x-forwarded-for': `198.18.9.${++client}` });

describe('the blocklist checker', () => {
  let server: Running;
  let dns: TestDns;
  beforeAll(async () => {
    dns = await startTestDns();
    server = await startServer({
      DNS_SERVERS: dns.server,
      TRUST_PROXY: '127.0.0.1',
      DNSBL_ZONES: 'zen.spamhaus.org=ip,bl.spamcop.net=ip,psbl.surriel.com,dnsbl.timeout.test=ip,dbl.spamhaus.org=domain,multi.surbl.org=domain',
    });
  });
  afterAll(async () => {
    await server.close();
    await dns.close();
  });

  const check = async (name: string) => {
    const res = await post(server.base, 'blocklist-check', { input: { name }, options: {}, start: 'check' }, fresh());
    return { status: res.status, body: (await res.json()) as { result?: BlocklistResult; error?: { code: string; params?: Record<string, unknown> } } };
  };
  const listQueries = (from: number) => dns.queries.slice(from).filter((q) => ZONES.some((z) => q.endsWith(`.${z}`)));

  it('asks each address list the reversed address once and reads listings, their reasons, silence and absence', async () => {
    const from = dns.queries.length;
    const { status, body } = await check('93.184.215.14');
    expect(status).toBe(200);
    expect(body.result).toEqual({
      query: '93.184.215.14',
      kind: 'ipv4',
      otherKind: 2,
      lists: [
        { zone: 'zen.spamhaus.org', kind: 'ip', state: 'listed', codes: ['127.0.0.2', '127.0.0.4'], reason: 'Listed by SBL, see https://check.spamhaus.org/sbl/query/SBL000000', rcode: null },
        { zone: 'bl.spamcop.net', kind: 'ip', state: 'listed', codes: ['127.0.0.2'], reason: 'Blocked - see https://www.spamcop.net/bl.shtml?93.184.215.14', rcode: null },
        { zone: 'psbl.surriel.com', kind: 'ip', state: 'notListed', codes: [], reason: null, rcode: null },
        { zone: 'dnsbl.timeout.test', kind: 'ip', state: 'timeout', codes: [], reason: null, rcode: null },
      ],
    });
    expect(listQueries(from).sort()).toEqual(
      ['A 14.215.184.93.zen.spamhaus.org', 'TXT 14.215.184.93.zen.spamhaus.org', 'A 14.215.184.93.bl.spamcop.net', 'TXT 14.215.184.93.bl.spamcop.net', 'A 14.215.184.93.psbl.surriel.com', 'A 14.215.184.93.dnsbl.timeout.test'].sort(),
    );
  }, 15_000);

  it("says Spamhaus's refusal as a refusal, not as a listing", async () => {
    const { body } = await check('8.8.8.8');
    expect(body.result!.lists[0]).toEqual({ zone: 'zen.spamhaus.org', kind: 'ip', state: 'refused', codes: ['127.255.255.254'], reason: null, rcode: null });
  }, 15_000);

  it('asks IPv6 addresses by their reversed nibbles, and not of lists that hold no IPv6 addresses', async () => {
    const from = dns.queries.length;
    const { body } = await check('2606:2800:21F:CB07:6820:80DA:AF6B:8B2C');
    expect(body.result!.kind).toBe('ipv6');
    expect(body.result!.lists.map((l) => [l.zone, l.state, l.codes.join()])).toEqual([
      ['zen.spamhaus.org', 'listed', '127.0.0.3'],
      ['bl.spamcop.net', 'notApplicable', ''],
      ['psbl.surriel.com', 'notApplicable', ''],
      ['dnsbl.timeout.test', 'timeout', ''],
    ]);
    expect(listQueries(from)).toContain('A c.2.b.8.b.6.f.a.a.d.0.8.0.2.8.6.7.0.b.c.f.1.2.0.0.0.8.2.6.0.6.2.zen.spamhaus.org');
    expect(listQueries(from).some((q) => q.endsWith('spamcop.net') || q.endsWith('surriel.com'))).toBe(false);
  }, 15_000);

  it('asks the domain lists about a domain, with SURBL bit masks', async () => {
    const { body } = await check('Public.Test');
    expect(body.result!.query).toBe('public.test');
    expect(body.result!.otherKind).toBe(4);
    expect(body.result!.lists.map((l) => [l.zone, l.state, l.codes.join()])).toEqual([
      ['dbl.spamhaus.org', 'listed', '127.0.1.2'],
      ['multi.surbl.org', 'listed', '127.0.0.24'],
    ]);
  });

  it('refuses private and reserved addresses and names without asking any list', async () => {
    const from = dns.queries.length;
    for (const address of ['127.0.0.2', '127.1', '10.0.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '192.0.2.1', '::1', 'fd12:3456:789a::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '2002:c0a8:101::1', '2001:db8::1']) {
      const { status, body } = await check(address);
      expect([address, status, body.error?.code]).toEqual([address, 422, 'privateAddress']);
    }
    for (const [name, code] of [['private.test', 'privateName'], ['loopback.test', 'privateName'], ['printer.lan', 'internalName'], ['1.0.0.10.in-addr.arpa', 'privateAddress']] as const) {
      const { status, body } = await check(name);
      expect([name, status, body.error?.code]).toEqual([name, 422, code]);
    }
    for (const text of ['8.8.8.8; id', '$(reboot)', 'exa mple.com', '']) expect((await check(text)).status).toBe(400);
    expect(listQueries(from)).toEqual([]);
    // Addresses were refused without any DNS question at all.
    expect(dns.queries.slice(from).every((q) => /(private|loopback)\.test$/.test(q))).toBe(true);
  });
});
