/**
 * The DNS propagation checker through the real server, against three DNS servers the test controls
 * as the operator's propagation resolvers (one of them behind on moved.test and new.test, one that
 * never answers for public.test): every resolver asked once, in parallel, a timeout said per resolver;
 * names refused by the checked path are never sent to any of them; the operator's settings read as
 * documented; and ctx.dns never pointed at a resolver the operator does not list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServer, type Running } from '../server/harness.ts';
import { STALE_ZONE, TEST_ZONE, startTestDns, type TestDns } from '../server/dnsServer.ts';
import { configFromEnv } from '../../src/server/config.ts';
import { listedResolver } from '../../src/server/dnsQuery.ts';
import type { PropagationResult } from '../../plugins/dns-propagation/run.ts';

let client = 0;
/** A different client for every request, through the trusted proxy, so that rate limits stay out of the way. */
const fresh = () => ({ 'x-forwarded-for': `198.18.7.${++client}` });
const body = (name: string, type = 'A') => ({ input: { name, type }, options: {}, start: 'check' });

describe('the DNS propagation checker', () => {
  let server: Running;
  let a: TestDns;
  let b: TestDns;
  let stale: TestDns;
  beforeAll(async () => {
    a = await startTestDns();
    b = await startTestDns(TEST_ZONE, { silent: ['public.test'] });
    stale = await startTestDns(STALE_ZONE);
    server = await startServer({
      DNS_SERVERS: a.server,
      TRUST_PROXY: '127.0.0.1',
      DNS_PROPAGATION_RESOLVERS: `${a.server}=Resolver A, ${b.server}=Resolver B, ${stale.server}=Stale resolver`,
    });
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([a.close(), b.close(), stale.close()]);
  });

  const check = async (name: string, type = 'A') => {
    const res = await post(server.base, 'dns-propagation', body(name, type), fresh());
    return { status: res.status, body: (await res.json()) as { result?: PropagationResult; error?: { code: string; params?: Record<string, unknown> } } };
  };

  it('asks every resolver once and shows the one that is behind', async () => {
    const before = [b.queries.length, stale.queries.length];
    const { status, body } = await check('moved.test');
    expect(status).toBe(200);
    const resolvers = body.result!.resolvers;
    expect(resolvers.map((r) => [r.label, r.outcome === 'answer' ? r.records.map((x) => `${x.value} ${x.ttl}`) : r.outcome])).toEqual([
      ['Resolver A', ['93.184.215.34 3600']],
      ['Resolver B', ['93.184.215.34 3600']],
      ['Stale resolver', ['93.184.215.14 3600']],
    ]);
    expect(resolvers.map((r) => r.address)).toEqual([a.server, b.server, stale.server]);
    expect(b.queries.slice(before[0])).toEqual(['A moved.test']);
    expect(stale.queries.slice(before[1])).toEqual(['A moved.test']);
  });

  it('gives each resolver its own status: NXDOMAIN where a new name has not arrived, MX with TTLs', async () => {
    const fresh = await check('new.test');
    expect(fresh.body.result!.resolvers.map((r) => (r.outcome === 'answer' ? r.rcode : r.outcome))).toEqual(['NOERROR', 'NOERROR', 'NXDOMAIN']);
    const mx = await check('public.test', 'MX');
    expect(mx.body.result!.resolvers.map((r) => r.outcome)).toEqual(['answer', 'timeout', 'answer']);
  }, 15_000);

  it('says a resolver that does not answer in time as such, and still shows the others', async () => {
    const started = Date.now();
    const { status, body } = await check('public.test');
    expect(status).toBe(200);
    expect(body.result!.resolvers[1]).toEqual({ label: 'Resolver B', address: b.server, outcome: 'timeout', limitMs: 4000 });
    expect(body.result!.resolvers[0]).toMatchObject({ outcome: 'answer', rcode: 'NOERROR', records: [{ name: 'public.test', type: 'A', ttl: 3600, value: '93.184.215.14' }] });
    // In parallel: one resolver's time limit, not the sum of them.
    expect(Date.now() - started).toBeLessThan(7000);
  }, 15_000);

  it('refuses names the checked path refuses without asking any propagation resolver', async () => {
    const before = [b.queries.length, stale.queries.length];
    for (const [name, code] of [
      ['private.test', 'privateName'],
      ['mixed.test', 'privateName'],
      ['loopback.test', 'privateName'],
      ['printer.lan', 'internalName'],
      ['nas.internal', 'internalName'],
      ['1.0.0.10.in-addr.arpa', 'privateAddress'],
      ['1.0.0.127.in-addr.arpa', 'privateAddress'],
    ] as const) {
      const { status, body } = await check(name);
      expect([name, status, body.error?.code]).toEqual([name, 422, code]);
    }
    // The page's own check, made again by the server.
    for (const name of ['10.0.0.1', '::1', 'exa mple.com', '$(id).example.com']) expect((await check(name)).status).toBe(400);
    expect([b.queries.length, stale.queries.length]).toEqual(before);
  });
});

describe("the operator's resolvers", () => {
  it('reads DNS_PROPAGATION_RESOLVERS, with ports, IPv6 and labels, and has well-known public ones by default', () => {
    expect(configFromEnv({ DNS_PROPAGATION_RESOLVERS: '8.8.8.8=Google, 127.0.0.1:5353=Lab, [2606:4700:4700::1111]:53=Cloudflare v6, 9.9.9.9' }).propagationResolvers).toEqual([
      { address: '8.8.8.8', label: 'Google' },
      { address: '127.0.0.1:5353', label: 'Lab' },
      { address: '[2606:4700:4700::1111]:53', label: 'Cloudflare v6' },
      { address: '9.9.9.9', label: '9.9.9.9' },
    ]);
    const defaults = configFromEnv({}).propagationResolvers;
    expect(defaults.map((r) => r.address)).toEqual(expect.arrayContaining(['8.8.8.8', '1.1.1.1', '9.9.9.9', '208.67.222.222']));
    expect(defaults.length).toBeGreaterThanOrEqual(6);
    for (const bad of ['dns.google=Google', '8.8.8.8:99999=X', '8.8.8.8:x=X', '1.2.3=Short']) expect(() => configFromEnv({ DNS_PROPAGATION_RESOLVERS: bad })).toThrow(/DNS_PROPAGATION_RESOLVERS/);
  });

  it('reads DNSBL_ZONES as address and domain lists, with the documented defaults', () => {
    expect(configFromEnv({ DNSBL_ZONES: 'zen.spamhaus.org, dbl.spamhaus.org=domain, Bl.SpamCop.net.=ip' }).dnsblZones).toEqual([
      { zone: 'zen.spamhaus.org', kind: 'ip' },
      { zone: 'dbl.spamhaus.org', kind: 'domain' },
      { zone: 'bl.spamcop.net', kind: 'ip' },
    ]);
    expect(configFromEnv({}).dnsblZones.map((z) => `${z.zone}=${z.kind}`)).toEqual(['zen.spamhaus.org=ip', 'bl.spamcop.net=ip', 'b.barracudacentral.org=ip', 'psbl.surriel.com=ip', 'dbl.spamhaus.org=domain', 'multi.surbl.org=domain']);
    for (const bad of ['zen.spamhaus.org=url', 'not a zone', '-bad.example.org', 'x']) expect(() => configFromEnv({ DNSBL_ZONES: bad })).toThrow(/DNSBL_ZONES/);
  });

  it('never points ctx.dns at a resolver the operator does not list', () => {
    const listed = [{ address: '8.8.8.8' }, { address: '127.0.0.1:5353' }];
    expect(listedResolver(listed, '127.0.0.1:5353')).toBe('127.0.0.1:5353');
    for (const asked of ['10.0.0.1', '127.0.0.1', '127.0.0.1:53', '8.8.8.8:5353', '']) expect(() => listedResolver(listed, asked)).toThrow(/not one the operator lists/);
  });
});
