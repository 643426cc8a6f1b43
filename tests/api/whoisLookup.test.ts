/**
 * The WHOIS lookup through the real API server, against registries on loopback (registries.ts): RDAP for
 * a domain (registrable domain asked), one with a redacted registrant, IPv4 and IPv6 networks and an AS
 * number, each found through bootstrap files in RDAP_BOOTSTRAP_DIR; RDAP's 404 said as not registered; an
 * over-large (gzip) answer, a slow one and a busy one said in words; WHOIS on port 43 for a TLD without RDAP
 * through the IANA server's referral. Refusals: private and reserved addresses answered without asking
 * anyone, and on a deployment (no private targets) a registry at a loopback address refused before any
 * connection, for RDAP and for WHOIS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServer, type Running } from '../server/harness.ts';
import { startTestDns, type TestDns } from '../server/dnsServer.ts';
import { RDAP_EXAMPLE_COM, registrySettings, startTestRegistries, type TestRegistries } from '../server/registries.ts';
import { readDomain } from '../../plugins/whois-lookup/rdap.ts';
import { connectAttempts } from '../../src/server/targets.ts';
import type { WhoisResult } from '../../plugins/whois-lookup/run.ts';

let client = 0;
const fresh = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++client / 250)}.${(client % 250) + 1}` });
const lookup = async (base: string, query: string) => {
  const res = await post(base, 'whois-lookup', { input: { query }, options: {}, start: 'lookup' }, fresh());
  return { status: res.status, body: (await res.json()) as { error?: { code: string; params?: Record<string, unknown> }; result: WhoisResult } };
};

describe('the WHOIS lookup', () => {
  let dns: TestDns;
  let registries: TestRegistries;
  let server: Running;
  let deployment: Running;
  beforeAll(async () => {
    dns = await startTestDns();
    registries = await startTestRegistries();
    const settings = { ...registrySettings(registries), DNS_SERVERS: dns.server, HTTP_CHECK_PORTS: `80,443,${registries.rdapPort}`, TRUST_PROXY: '127.0.0.1' };
    server = await startServer({ ...settings, ALLOW_PRIVATE_TARGETS: '1' });
    deployment = await startServer(settings);
  });
  afterAll(async () => {
    await server.close();
    await deployment.close();
    await registries.close();
    await dns.close();
  });

  it('asks RDAP about the registrable domain and reads registrar, dates, statuses, name servers and DNSSEC', async () => {
    const { status, body } = await lookup(server.base, 'https://WWW.Example.com/page');
    expect(status).toBe(200);
    const r = body.result;
    expect(r).toMatchObject({ kind: 'domain', query: 'example.com', typed: 'www.example.com', network: null, autnum: null, raw: null });
    expect(r.source).toEqual({ protocol: 'rdap', url: `http://127.0.0.1:${registries.rdapPort}/domain/example.com`, server: `127.0.0.1:${registries.rdapPort}`, bootstrap: '2026-12-01T00:00:00Z', referral: null });
    // What the reader makes of the registry's answer (plugins/whois-lookup/rdap.test.ts tests the reader itself).
    expect(r.domain).toEqual(readDomain(RDAP_EXAMPLE_COM));
    expect(r.domain).toMatchObject({ name: 'example.com', registrar: { ianaId: '376' }, expires: '2027-08-13T04:00:00.000Z', dnssec: true });
    expect(registries.rdapAsked.at(-1)).toBe('/domain/example.com');
  });

  it('says a redacted registrant as redacted, with the fields the registry names', async () => {
    const d = (await lookup(server.base, 'example.org')).body.result.domain!;
    expect(d.registrant).toEqual({ name: null, org: null, email: null, country: 'CH', redacted: true });
    expect(d.redacted).toEqual(['Registrant Name', 'Registrant Email', 'Registrant Phone']);
    expect(d.statuses).toEqual(['clientTransferProhibited', 'autoRenewPeriod']);
    expect(d.dnssec).toBe(false);
  });

  it('reads IPv4 and IPv6 networks and an AS number', async () => {
    const arin = (await lookup(server.base, '8.8.8.8')).body.result;
    expect(arin.network).toMatchObject({ handle: 'NET-8-8-8-0-2', name: 'GOGL', cidrs: ['8.8.8.0/24'], start: '8.8.8.0', end: '8.8.8.255', country: null, parent: 'NET-8-0-0-0-0', abuseEmail: 'network-abuse@google.com', statuses: ['active'] });
    expect(arin.network!.holder).toMatchObject({ name: 'Google LLC', redacted: false });
    const ripe = (await lookup(server.base, '193.0.6.139')).body.result.network!;
    expect(ripe).toMatchObject({ name: 'RIPE-NCC', cidrs: ['193.0.0.0/21'], country: 'NL', abuseEmail: 'abuse@ripe.net' });
    const v6 = (await lookup(server.base, '2001:4860:4860::8888')).body.result;
    expect(v6.query).toBe('2001:4860:4860::8888');
    expect(v6.network).toMatchObject({ name: 'GOOGLE-IPV6', cidrs: ['2001:4860::/32'] });
    for (const query of ['AS15169', '15169', 'as 15169']) {
      const as = (await lookup(server.base, query)).body.result;
      expect(as.query, query).toBe('AS15169');
      expect(as.autnum, query).toMatchObject({ handle: 'AS15169', start: 15169, end: 15169, name: 'GOOGLE', abuseEmail: 'network-abuse@google.com' });
      expect(as.autnum!.holder?.name).toBe('Google LLC');
    }
  });

  it('says not registered, too large, too slow and busy in words', async () => {
    expect((await lookup(server.base, 'nothing-registered.com')).body.error).toEqual({ code: 'notFound', params: { query: 'nothing-registered.com' } });
    expect((await lookup(server.base, 'AS64000')).body.error).toEqual({ code: 'notFound', params: { query: 'AS64000' } });
    const big = await lookup(server.base, 'huge.com');
    expect(big.status).toBe(422);
    expect(big.body.error).toEqual({ code: 'tooLarge', params: { server: `127.0.0.1:${registries.rdapPort}`, limit: 512 } });
    expect((await lookup(server.base, 'busy.com')).body.error?.code).toBe('registryBusy');
    const slow = await lookup(server.base, 'slow.com');
    expect(slow.body.error).toEqual({ code: 'timeout', params: { server: `127.0.0.1:${registries.rdapPort}` } });
  }, 20_000);

  it('asks WHOIS on port 43 where a TLD has no RDAP: the IANA server first, then the registry it names', async () => {
    const asked = registries.whoisAsked.length;
    const { status, body } = await lookup(server.base, 'mail.example.io');
    expect(status).toBe(200);
    expect(registries.whoisAsked.slice(asked)).toEqual(['io', 'example.io']);
    const r = body.result;
    expect(r.source).toEqual({ protocol: 'whois', url: null, server: 'whois.nic.io', bootstrap: null, referral: '127.0.0.1' });
    expect(r.domain).toMatchObject({
      name: 'example.io',
      registrar: { name: 'Example Registrar, Inc.', ianaId: '1234', url: 'https://registrar.example.net', abuseEmail: 'abuse@registrar.example.net', abusePhone: '+1.5555550100' },
      created: '2014-06-18T15:20:08.000Z',
      expires: '2027-06-18T15:20:08.000Z',
      statuses: ['clientTransferProhibited', 'clientDeleteProhibited'],
      nameservers: ['ns1.example.io', 'ns2.example.io'],
      dnssec: false,
      registrant: { name: null, org: null, country: 'GB', redacted: true },
    });
    expect(r.raw).toContain('Registry Expiry Date: 2027-06-18T15:20:08Z');
    expect((await lookup(server.base, 'gone.io')).body.error).toEqual({ code: 'notFound', params: { query: 'gone.io' } });
    expect((await lookup(server.base, 'example.zz')).body.error).toEqual({ code: 'noRdapService', params: { tld: '.zz' } });
  });

  it('answers private and reserved addresses and numbers without asking anyone, and checks the input again', async () => {
    const before = connectAttempts.count;
    for (const [query, rfc] of [['10.0.0.1', 'RFC 1918'], ['127.0.0.1', 'RFC 1122'], ['::1', 'RFC 4291'], ['100.64.0.1', 'RFC 6598'], ['169.254.169.254', 'cloud metadata'], ['2001:db8::1', 'RFC 3849']]) {
      const { status, body } = await lookup(server.base, query!);
      expect(status, query).toBe(422);
      expect(body.error, query).toMatchObject({ code: 'privateAddress', params: { rfc, field: 'query' } });
    }
    expect((await lookup(server.base, 'AS64512')).body.error).toEqual({ code: 'reservedAsn', params: { field: 'query', asn: 'AS64512', rfc: 'RFC 6996' } });
    expect((await lookup(server.base, 'co.uk')).body.error).toMatchObject({ code: 'publicSuffix', params: { suffix: 'co.uk' } });
    expect((await lookup(server.base, 'example.com\r\nexample.org')).body.error?.code).toBe('invalidQuery');
    expect((await lookup(server.base, 'AS99999999999')).body.error?.code).toBe('invalidAsn');
    expect(connectAttempts.count - before).toBe(0);
  });

  it('on a deployment refuses a registry at a private address before connecting, for RDAP and for WHOIS', async () => {
    const before = connectAttempts.count;
    const rdapAsked = registries.rdapAsked.length;
    const whoisAsked = registries.whoisAsked.length;
    const rdap = await lookup(deployment.base, 'example.com');
    expect(rdap.status).toBe(422);
    expect(rdap.body.error).toMatchObject({ code: 'forbiddenTarget', params: { address: '127.0.0.1', kind: 'loopback' } });
    expect(rdap.body.error?.params).not.toHaveProperty('field');
    const whois = await lookup(deployment.base, 'example.io');
    expect(whois.body.error).toMatchObject({ code: 'forbiddenTarget', params: { address: '127.0.0.1' } });
    expect(connectAttempts.count - before).toBe(0);
    expect(registries.rdapAsked.length).toBe(rdapAsked);
    expect(registries.whoisAsked.length).toBe(whoisAsked);
  });
});
