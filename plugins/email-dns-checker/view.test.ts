import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { asResultView, type ResultBlock } from '@sdk/core';
import { view } from './view.ts';
import { judge } from './judge.ts';
import type { MailCheck } from './run.ts';

const texts = (blocks: readonly ResultBlock[], lang: 'en' | 'es' | 'de' | 'fr' = 'en') => {
  const w = writer('email-dns-checker', lang);
  return blocks.flatMap((b) =>
    b.kind === 'note' ? [w(b.text)] : b.kind === 'values' ? b.items.map((i) => `${w(i.label)}: ${w(i.value)}${i.hint ? ` (${w(i.hint)})` : ''}`) : b.kind === 'table' ? [w(b.caption!), ...b.rows.map((r) => r.map((c) => w(c)).join(' | '))] : [],
  );
};

const base: Omit<MailCheck, 'fixes'> = {
  domain: 'mail.test',
  selector: 's1024',
  server: '192.0.2.53:53',
  exists: true,
  mx: { state: 'found', hosts: [{ preference: 10, exchange: 'mx1.mail.test', addresses: ['93.184.215.25', '2606:2800:21f:cb07::25'], hidden: 0, state: 'ok' }, { preference: 20, exchange: 'mx2.mail.test', addresses: [], hidden: 0, state: 'noAddress' }] },
  spf: {
    state: 'found',
    records: ['v=spf1 mx include:_spf.mail.test ~all'],
    chain: [
      { domain: 'mail.test', depth: 0, via: null, record: 'v=spf1 mx include:_spf.mail.test ~all', state: 'found', lookups: 2 },
      { domain: '_spf.mail.test', depth: 1, via: 'include', record: null, state: 'notFollowed', lookups: 0 },
    ],
    lookups: 11,
    stopped: true,
    all: '~',
    redirect: null,
    invalid: [],
    usesPtr: false,
    missing: [],
  },
  dmarc: { state: 'found', record: 'v=DMARC1; p=none; adkim=s', invalid: null, policy: { policy: 'none', subdomainPolicy: 'none', subdomainPolicySet: false, pct: 100, rua: [], ruf: [], adkim: 's', aspf: 'r' } },
  dkim: { state: 'found', name: 's1024._domainkey.mail.test', record: 'v=DKIM1; p=MIGf…', invalid: null, key: { keyType: 'rsa', bits: 1024, revoked: false, testing: false } },
  mtaSts: { state: 'found', record: 'v=STSv1; id=2026a', id: '2026a', policy: { url: 'https://mta-sts.mail.test/.well-known/mta-sts.txt', state: 'found', error: null, text: 'version: STSv1\nmode: testing\nmx: mx1.mail.test\nmax_age: 86400\n', mode: 'testing', mx: ['mx1.mail.test'], maxAge: 86_400, invalid: [], uncovered: ['mx2.mail.test'] } },
  tlsRpt: { state: 'none', record: null, rua: [] },
  bimi: { state: 'none', record: null, logo: '', authority: '' },
};
const check: MailCheck = { ...base, fixes: judge(base) };

describe('the e-mail DNS check, shown', () => {
  it('says the verdict, what to fix in order, and each record in words', () => {
    const shown = texts(asResultView(view(check)).blocks);
    expect(shown).toEqual(
      expect.arrayContaining([
        'Verdict: 2 serious problems',
        'Serious | The mail server mx2.mail.test has no IPv4 or IPv6 address, so mail cannot be delivered to it. Add an A or AAAA record for it, or remove it from the MX records.',
        '10 | mx1.mail.test | 93.184.215.25, 2606:2800:21f:cb07::25',
        '20 | mx2.mail.test | No address',
        'DNS lookups: At least 11 (the limit is 10; the check stopped there) (Over the limit: receivers give up, and SPF fails for all your mail.)',
        'Other servers: ~all: accepted but marked as suspicious (soft fail)',
        '· _spf.mail.test | include: | Not read: over the limit of 10 lookups | 0',
        'Policy (p=): none: monitoring only, failing mail is delivered as usual',
        'DKIM alignment (adkim=): Strict (The DKIM signing domain must be exactly the From address\'s domain.)',
        'Aggregate reports (rua=): None (Daily summaries of who sent mail in your name and whether it passed.)',
        'Key size: 1,024 bits (Accepted, but 2048 bits is advised.)',
        'TLS-RPT: Not published',
        'Mode: testing: failures are reported, mail is still delivered',
        'Mail servers (mx): mx1.mail.test (Not covered: mx2.mail.test. Senders following the policy will not deliver there.)',
        'Kept by senders for (max_age): 86,400 seconds (1 day)',
      ]),
    );
    expect(shown.filter((t) => t.startsWith('Serious |') || t.startsWith('Important |') || t.startsWith('Advice |')).map((t) => t.split(' | ')[0])).toEqual(['Serious', 'Serious', 'Important', 'Important', 'Advice', 'Advice', 'Advice', 'Advice']);
  });
  it('writes every text in every language, with no key left', () => {
    const nullMx: MailCheck = { ...check, mx: { state: 'nullMx', hosts: [] }, dkim: { state: 'revoked', name: 'old._domainkey.mail.test', record: 'v=DKIM1; p=', invalid: null, key: { keyType: 'rsa', bits: null, revoked: true, testing: false } } };
    for (const lang of ['en', 'es', 'de', 'fr'] as const) {
      for (const c of [check, nullMx, { ...check, exists: false, fixes: [{ code: 'domainNotFound', level: 'critical' as const, params: { domain: 'x.test' } }] }]) {
        const shown = texts(asResultView(view(c)).blocks, lang);
        expect(shown.join('\n')).not.toMatch(/\b(fixes|spf|dmarc|dkim|mx|mtaSts|tlsRpt|bimi|verdict|level)\.[a-zA-Z]/);
      }
    }
  });
  it('copies the records as a zone file would hold them', () => {
    expect(asResultView(view(check)).copy).toBe(';; mail.test @192.0.2.53:53\nmail.test\tMX\t10 mx1.mail.test\nmail.test\tMX\t20 mx2.mail.test\nmail.test\tTXT\t"v=spf1 mx include:_spf.mail.test ~all"\n_dmarc.mail.test\tTXT\t"v=DMARC1; p=none; adkim=s"\ns1024._domainkey.mail.test\tTXT\t"v=DKIM1; p=MIGf…"\n_mta-sts.mail.test\tTXT\t"v=STSv1; id=2026a"\n;; https://mta-sts.mail.test/.well-known/mta-sts.txt\n;; version: STSv1\n;; mode: testing\n;; mx: mx1.mail.test\n;; max_age: 86400');
  });
});
