import { describe, expect, it } from 'vitest';
import { judge } from './judge.ts';
import { run, type MailCheck } from './run.ts';

/** A domain with everything set well: nothing to fix. */
const good: Omit<MailCheck, 'fixes'> = {
  domain: 'example.com',
  selector: 's1',
  server: '192.0.2.53:53',
  exists: true,
  mx: { state: 'found', hosts: [{ preference: 10, exchange: 'mx.example.com', addresses: ['93.184.215.25'], hidden: 0, state: 'ok' }] },
  spf: { state: 'found', records: ['v=spf1 mx -all'], chain: [], lookups: 1, stopped: false, all: '-', redirect: null, invalid: [], usesPtr: false, missing: [] },
  dmarc: { state: 'found', record: 'v=DMARC1; p=reject; rua=mailto:d@example.com', invalid: null, policy: { policy: 'reject', subdomainPolicy: 'reject', subdomainPolicySet: false, pct: 100, rua: ['mailto:d@example.com'], ruf: [], adkim: 'r', aspf: 'r' } },
  dkim: { state: 'found', name: 's1._domainkey.example.com', record: 'p=…', invalid: null, key: { keyType: 'rsa', bits: 2048, revoked: false, testing: false } },
  mtaSts: { state: 'found', record: 'v=STSv1; id=1', id: '1', policy: { url: 'https://mta-sts.example.com/.well-known/mta-sts.txt', state: 'found', error: null, text: 'version: STSv1\nmode: enforce\nmx: mx.example.com\nmax_age: 1209600\n', mode: 'enforce', mx: ['mx.example.com'], maxAge: 1_209_600, invalid: [], uncovered: [] } },
  tlsRpt: { state: 'found', record: 'v=TLSRPTv1; rua=mailto:t@example.com', rua: ['mailto:t@example.com'] },
  bimi: { state: 'none', record: null, logo: '', authority: '' },
};
const codes = (check: Omit<MailCheck, 'fixes'>) => judge(check).map((f) => f.code);

describe('what to fix', () => {
  it('finds nothing on a domain set well, even without BIMI', () => {
    expect(judge(good)).toEqual([]);
  });
  it('puts mail that cannot arrive first, then forgery, then hardening', () => {
    const bad: Omit<MailCheck, 'fixes'> = {
      ...good,
      mx: { state: 'none', hosts: [] },
      spf: { ...good.spf, all: '+', lookups: 12, stopped: true },
      dmarc: { ...good.dmarc, policy: { ...good.dmarc.policy!, policy: 'none', rua: [] } },
      dkim: { ...good.dkim, key: { keyType: 'rsa', bits: 1024, revoked: false, testing: false } },
    };
    expect(judge(bad).map((f) => [f.code, f.level])).toEqual([
      ['mxNone', 'critical'],
      ['spfTooManyLookups', 'critical'],
      ['spfPassAll', 'critical'],
      ['dmarcMonitoring', 'important'],
      ['dmarcNoReports', 'advice'],
      ['dkimShort', 'advice'],
    ]);
  });
  it('says a weak key, ?all, a missing SPF include, no MTA-STS and no TLS-RPT', () => {
    expect(codes({ ...good, dkim: { ...good.dkim, key: { keyType: 'rsa', bits: 512, revoked: false, testing: false } } })).toEqual(['dkimWeak']);
    expect(codes({ ...good, spf: { ...good.spf, all: '?' } })).toEqual(['spfNeutral']);
    expect(codes({ ...good, spf: { ...good.spf, all: null } })).toEqual(['spfNeutral']);
    expect(codes({ ...good, spf: { ...good.spf, missing: ['gone.example.net'] } })).toEqual(['spfIncludeMissing']);
    expect(codes({ ...good, mtaSts: { state: 'none', record: null, id: null, policy: null }, tlsRpt: { state: 'none', record: null, rua: [] } })).toEqual(['mtaStsNone', 'tlsRptNone']);
    expect(codes({ ...good, dmarc: { state: 'none', record: null, invalid: null, policy: null }, spf: { ...good.spf, state: 'none', records: [] } })).toEqual(['spfNone', 'dmarcNone']);
  });
  it('judges the MTA-STS policy: unreachable, unusable, mail servers it leaves out, testing, none, a short max_age', () => {
    const policy = good.mtaSts.policy!;
    const withPolicy = (p: Partial<typeof policy>) => ({ ...good, mtaSts: { ...good.mtaSts, policy: { ...policy, ...p } } });
    expect(judge(withPolicy({ state: 'failed', error: { code: 'notFound', params: {} } }))).toEqual([{ code: 'mtaStsPolicyMissing', level: 'important', params: { url: policy.url } }]);
    expect(codes(withPolicy({ state: 'invalid', invalid: ['mode'] }))).toEqual(['mtaStsPolicyInvalid']);
    expect(judge(withPolicy({ uncovered: ['mx2.example.com'] }))).toEqual([{ code: 'mtaStsMxNotCovered', level: 'critical', params: { hosts: 'mx2.example.com', count: 1 } }]);
    expect(codes(withPolicy({ mode: 'testing', uncovered: ['mx2.example.com'], maxAge: 86_400 }))).toEqual(['mtaStsMxNotCoveredTesting', 'mtaStsTesting']);
    expect(codes(withPolicy({ mode: 'none', mx: [] }))).toEqual(['mtaStsModeNone']);
    expect(judge(withPolicy({ maxAge: 3600 }))).toEqual([{ code: 'mtaStsMaxAgeShort', level: 'advice', params: { seconds: 3600 } }]);
    expect(codes(withPolicy({ maxAge: 86_400 }))).toEqual(['mtaStsMaxAgeShort']);
    expect(codes(withPolicy({ mode: 'testing', maxAge: 86_400 }))).toEqual(['mtaStsTesting']);
  });
  it('asks no transport security of a domain that takes no mail, and only one thing of one that does not exist', () => {
    expect(codes({ ...good, mx: { state: 'nullMx', hosts: [] }, mtaSts: { state: 'none', record: null, id: null, policy: null } })).toEqual([]);
    expect(codes({ ...good, exists: false, mx: { state: 'none', hosts: [] } })).toEqual(['domainNotFound']);
  });
});

describe('the page check', () => {
  it('takes a domain or an address, and a selector', () => {
    expect(run({ domain: ' Someone@Example.COM ', dkimSelector: '' })).toEqual({ domain: 'example.com' });
    expect(run({ domain: 'mailto:a@example.org', dkimSelector: ' Selector1._domainkey.example.org ' })).toEqual({ domain: 'example.org', selector: 'selector1' });
    expect(run({ domain: 'example.com', dkimSelector: '2024.k1' })).toEqual({ domain: 'example.com', selector: '2024.k1' });
  });
  it('refuses what is not a domain or a selector, at its field', () => {
    expect(run({ domain: '', dkimSelector: '' })).toEqual({ kind: 'tool-error', code: 'enterDomain', params: { field: 'domain' } });
    expect(run({ domain: '192.0.2.1', dkimSelector: '' })).toMatchObject({ code: 'addressNotDomain' });
    expect(run({ domain: 'exa mple.com', dkimSelector: '' })).toMatchObject({ code: 'invalidDomain' });
    expect(run({ domain: 'example.com', dkimSelector: 'my selector' })).toMatchObject({ code: 'invalidSelector', params: { field: 'dkimSelector' } });
    expect(run({ domain: 'example.com', dkimSelector: '-bad' })).toMatchObject({ code: 'invalidSelector' });
  });
});
