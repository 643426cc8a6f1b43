/**
 * The e-mail DNS checker through the real API server, against the tests' DNS server (mailZone.ts):
 * MX with each server's addresses, SPF includes followed and lookups counted (and the walk stopped at
 * the limit), DMARC, DKIM key sizes, MTA-STS, TLS-RPT, BIMI, and what to fix; names that point inside
 * the network refused before any question about them; a mail server with a private address not shown.
 * The MTA-STS policy file is fetched from an HTTPS server on loopback (mtaSts.ts) with certificates made
 * in the test, trusted through TLS_CHECK_CA_FILE; on a deployment its host, at a loopback address, is
 * refused before any connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServer, type Running } from '../server/harness.ts';
import { startTestDns, TEST_ZONE, type TestDns } from '../server/dnsServer.ts';
import { startTestMtaSts } from '../server/mtaSts.ts';
import { connectAttempts } from '../../src/server/targets.ts';
import type { MailCheck } from '../../plugins/email-dns-checker/run.ts';

const ZONE = {
  ...TEST_ZONE,
  'inside.mail.test': { MX: [{ preference: 10, exchange: 'private.test' }, { preference: 20, exchange: 'mx1.mail.test' }], TXT: [['v=spf1 include:private.test -all']] },
};

let client = 0;
const fresh = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++client / 250)}.${(client % 250) + 1}` });
const check = async (base: string, domain: string, dkimSelector = '') => {
  const res = await post(base, 'email-dns-checker', { input: { domain, dkimSelector }, options: {}, start: 'check' }, fresh());
  return { status: res.status, body: (await res.json()) as { error?: { code: string; params?: Record<string, unknown> }; result: MailCheck } };
};
const codes = (r: MailCheck) => r.fixes.map((f) => f.code);

describe('the e-mail DNS checker', () => {
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

  it('reads every record of a domain set well; its MTA-STS policy host, at a loopback address, is refused without connecting', async () => {
    const before = connectAttempts.count;
    const { status, body } = await check(server.base, 'Good.Mail.Test.', 's2048');
    expect(connectAttempts.count - before).toBe(0);
    expect(status).toBe(200);
    const r = body.result;
    expect(r.domain).toBe('good.mail.test');
    expect(r.server).toBe(dns.server);
    expect(r.mx).toEqual({ state: 'found', hosts: [{ preference: 10, exchange: 'mx1.mail.test', addresses: ['93.184.215.25', '2606:2800:21f:cb07::25'], hidden: 0, state: 'ok' }] });
    expect(r.spf).toMatchObject({ state: 'found', lookups: 3, stopped: false, all: '-', missing: [], invalid: [] });
    expect(r.spf.chain.map((n) => [n.domain, n.depth, n.via, n.lookups])).toEqual([['good.mail.test', 0, null, 1], ['_spf.mail.test', 1, 'include', 1], ['_spf2.mail.test', 2, 'include', 1]]);
    expect(r.dmarc.policy).toMatchObject({ policy: 'reject', subdomainPolicy: 'reject', pct: 100, rua: ['mailto:dmarc@good.mail.test'], adkim: 'r', aspf: 'r' });
    expect(r.dkim).toMatchObject({ state: 'found', name: 's2048._domainkey.good.mail.test', key: { keyType: 'rsa', bits: 2048, revoked: false } });
    expect(r.mtaSts).toMatchObject({ state: 'found', id: '20260101T000000', policy: { state: 'failed', error: { code: 'refused', params: { host: 'mta-sts.good.mail.test', address: '127.0.0.1' } } } });
    expect(r.tlsRpt).toMatchObject({ state: 'found', rua: ['mailto:tls@good.mail.test'] });
    expect(r.bimi).toMatchObject({ state: 'found', logo: 'https://good.mail.test/logo.svg', authority: 'https://good.mail.test/vmc.pem' });
    expect(r.fixes).toEqual([{ code: 'mtaStsPolicyMissing', level: 'important', params: { url: 'https://mta-sts.good.mail.test/.well-known/mta-sts.txt' } }]);
  });

  it('follows nested includes, reads DKIM keys of every size, and lists what to fix in order', async () => {
    const { body } = await check(server.base, 'postmaster@mail.test', 's1024');
    const r = body.result;
    // mx2 has no address; MX sorted by preference.
    expect(r.mx.hosts.map((h) => [h.exchange, h.state])).toEqual([['mx1.mail.test', 'ok'], ['mx2.mail.test', 'noAddress']]);
    // mx + 2 includes, include in _spf, a in _spf2, exists in relay: 6.
    expect(r.spf).toMatchObject({ state: 'found', lookups: 6, all: '~', records: ['v=spf1 mx include:_spf.mail.test include:relay.mail.test ~all'] });
    expect(r.spf.chain.map((n) => `${n.depth}:${n.domain}`)).toEqual(['0:mail.test', '1:_spf.mail.test', '2:_spf2.mail.test', '1:relay.mail.test']);
    expect(r.dmarc.policy).toMatchObject({ policy: 'none', adkim: 's', rua: ['mailto:reports@mail.test', 'mailto:dmarc@example.net'] });
    expect(r.dkim.key).toEqual({ keyType: 'rsa', bits: 1024, revoked: false, testing: false });
    expect(codes(r)).toEqual(['mxNoAddress', 'dmarcMonitoring', 'mtaStsPolicyMissing', 'tlsRptNone', 'dkimShort']);
    expect((await check(server.base, 'mail.test', 's2048')).body.result.dkim.key?.bits).toBe(2048);
    const weak = (await check(server.base, 'mail.test', 's512')).body.result;
    expect(weak.dkim.key?.bits).toBe(512);
    expect(weak.fixes[1]).toMatchObject({ code: 'dkimWeak', level: 'critical', params: { bits: 512 } });
    expect((await check(server.base, 'mail.test', 'old')).body.result.dkim.state).toBe('revoked');
    expect((await check(server.base, 'mail.test', 'broken')).body.result.dkim).toMatchObject({ state: 'invalid', invalid: 'badKey' });
    const missing = (await check(server.base, 'mail.test', 'nothere')).body.result;
    expect(missing.dkim.state).toBe('none');
    expect(codes(missing)).toContain('dkimNone');
  });

  it('stops the SPF walk past 10 lookups and says so', async () => {
    const r = (await check(server.base, 'over.mail.test')).body.result;
    expect(r.spf).toMatchObject({ lookups: 11, stopped: true });
    expect(r.spf.chain.map((n) => [n.domain, n.state])).toEqual([['over.mail.test', 'found'], ['l1.over.mail.test', 'found'], ['l2.over.mail.test', 'found'], ['l3.over.mail.test', 'notFollowed']]);
    expect(r.fixes[0]).toMatchObject({ code: 'spfTooManyLookups', params: { lookups: 11, limit: 10 } });
    expect(codes(r)).toContain('dmarcNone');
  });

  it('says two SPF records, +all, a null MX and a domain that does not exist', async () => {
    expect(codes((await check(server.base, 'twospf.mail.test')).body.result)[0]).toBe('spfMany');
    expect(codes((await check(server.base, 'open.mail.test')).body.result).slice(0, 2)).toEqual(['spfPassAll', 'dmarcNone']);
    const none = (await check(server.base, 'nomail.mail.test')).body.result;
    expect(none.mx.state).toBe('nullMx');
    // A domain that takes no mail needs no MTA-STS or TLS-RPT.
    expect(codes(none)).toEqual(['dmarcNoReports']);
    const gone = (await check(server.base, 'nothing-here.test')).body.result;
    expect(gone.exists).toBe(false);
    expect(codes(gone)).toEqual(['domainNotFound']);
  });

  it('refuses names inside the network before asking about them, and never shows a private mail server', async () => {
    for (const name of ['private.test', 'loopback.test', 'db.internal']) {
      const asked = dns.queries.length;
      const { status, body } = await check(server.base, name);
      expect(status).toBe(422);
      expect(body.error?.code).toMatch(/privateName|internalName/);
      expect(dns.queries.slice(asked).some((q) => /^(MX|TXT) /.test(q))).toBe(false);
    }
    const r = (await check(server.base, 'inside.mail.test')).body.result;
    expect(r.mx.hosts[0]).toEqual({ preference: 10, exchange: 'private.test', addresses: [], hidden: 0, state: 'private' });
    expect(JSON.stringify(r)).not.toContain('10.1.2.3');
    expect(r.spf.chain[1]).toMatchObject({ domain: 'private.test', state: 'failed' });
    expect(dns.queries).not.toContain('TXT private.test');
  });

  it('checks the input again on the server', async () => {
    expect((await check(server.base, 'exa mple.com')).body.error?.code).toBe('invalidDomain');
    expect((await check(server.base, '8.8.8.8')).body.error?.code).toBe('addressNotDomain');
    expect((await check(server.base, 'mail.test', 'bad selector')).body.error).toMatchObject({ code: 'invalidSelector', params: { field: 'dkimSelector' } });
  });
});

describe('the MTA-STS policy, fetched', () => {
  let dns: TestDns;
  let sts: Awaited<ReturnType<typeof startTestMtaSts>>;
  let server: Running;
  beforeAll(async () => {
    dns = await startTestDns(ZONE);
    sts = await startTestMtaSts();
    // Private targets allowed (an intranet's setting): the policy hosts are on loopback.
    server = await startServer({ DNS_SERVERS: dns.server, TRUST_PROXY: '127.0.0.1', ALLOW_PRIVATE_TARGETS: '1', MTA_STS_PORT: String(sts.port), HTTP_CHECK_PORTS: `80,443,${sts.port}`, TLS_CHECK_CA_FILE: sts.caFile });
  });
  afterAll(async () => {
    await server.close();
    await sts.close();
    await dns.close();
  });
  const policyOf = async (domain: string) => (await check(server.base, domain)).body.result;

  it('reads a good policy in enforce mode that covers every mail server: nothing to fix', async () => {
    const r = await check(server.base, 'good.mail.test', 's2048');
    expect(r.body.result.mtaSts.policy).toEqual({
      url: `https://mta-sts.good.mail.test:${sts.port}/.well-known/mta-sts.txt`,
      state: 'found',
      error: null,
      text: 'version: STSv1\r\nmode: enforce\r\nmx: mx1.mail.test\r\nmax_age: 1209600\r\n',
      mode: 'enforce',
      mx: ['mx1.mail.test'],
      maxAge: 1_209_600,
      invalid: [],
      uncovered: [],
    });
    expect(r.body.result.fixes).toEqual([]);
    const wild = await policyOf('sts-wild.mail.test');
    expect(wild.mtaSts.policy).toMatchObject({ state: 'found', mx: ['*.mail.test'], uncovered: [] });
  });

  it('says mail servers a policy leaves out, and testing mode', async () => {
    const testing = await policyOf('mail.test');
    expect(testing.mtaSts.policy).toMatchObject({ state: 'found', mode: 'testing', uncovered: ['mx2.mail.test'] });
    expect(codes(testing)).toEqual(['mxNoAddress', 'dmarcMonitoring', 'mtaStsMxNotCoveredTesting', 'tlsRptNone', 'mtaStsTesting']);
    const uncovered = await policyOf('sts-uncovered.mail.test');
    expect(uncovered.fixes.find((f) => f.code.startsWith('mtaSts'))).toEqual({ code: 'mtaStsMxNotCovered', level: 'critical', params: { hosts: 'mx1.mail.test, mx3.mail.test', count: 2 } });
  });

  it('refuses what a sender refuses: a redirect, a certificate for another name, HTML, an unusable or too large file, a host that does not exist', async () => {
    const served = sts.served.length;
    expect((await policyOf('sts-redirect.mail.test')).mtaSts.policy).toMatchObject({ state: 'failed', error: { code: 'redirect', params: { location: 'https://www.sts-redirect.mail.test/.well-known/mta-sts.txt' } } });
    // The redirect was not followed.
    expect(sts.served.slice(served)).toEqual(['sts-redirect.mail.test']);
    expect((await policyOf('sts-badcert.mail.test')).mtaSts.policy).toMatchObject({ state: 'failed', error: { code: 'certificate', params: { host: 'mta-sts.sts-badcert.mail.test', reason: 'ERR_TLS_CERT_ALTNAME_INVALID' } } });
    expect((await policyOf('sts-html.mail.test')).mtaSts.policy).toMatchObject({ state: 'failed', error: { code: 'contentType', params: { type: 'text/html' } } });
    expect((await policyOf('sts-bomb.mail.test')).mtaSts.policy).toMatchObject({ state: 'failed', error: { code: 'tooLarge', params: { limit: 64 } } });
    expect((await policyOf('sts-nohost.mail.test')).mtaSts.policy).toMatchObject({ state: 'failed', error: { code: 'notFound' } });
    const bad = await policyOf('sts-bad.mail.test');
    expect(bad.mtaSts.policy).toMatchObject({ state: 'invalid', invalid: ['version', 'maxAge'] });
    expect(codes(bad)).toContain('mtaStsPolicyInvalid');
    for (const domain of ['sts-redirect.mail.test', 'sts-badcert.mail.test', 'sts-html.mail.test', 'sts-bomb.mail.test', 'sts-nohost.mail.test']) expect(codes(await policyOf(domain)), domain).toContain('mtaStsPolicyMissing');
  });
});
