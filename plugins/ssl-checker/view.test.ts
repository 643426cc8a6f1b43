import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { asResultView, type ResultBlock } from '@sdk/core';
import { view } from './view.ts';
import { run, type TlsCheck } from './run.ts';

const texts = (blocks: readonly ResultBlock[], lang: 'en' | 'de' = 'en') => {
  const w = writer('ssl-checker', lang);
  return blocks.flatMap((b) => (b.kind === 'note' ? [w(b.text)] : b.kind === 'values' ? b.items.map((i) => `${w(i.label)}: ${w(i.value)}`) : b.kind === 'table' ? [w(b.caption!), ...b.rows.map((r) => r.map((c) => w(c)).join(' | '))] : []));
};
const DAY = 86_400_000;
const checkedAt = Date.UTC(2026, 11, 3, 12);
const cert = (subject: string, issuer: string, days: number, sent: boolean) => ({
  subject, issuer, serial: '01', notBefore: checkedAt - 30 * DAY, notAfter: checkedAt + days * DAY + 3_600_000, validityDays: 90, sans: ['DNS: example.com', 'DNS: www.example.com'],
  keyType: 'ECDSA', keySize: 'P-256', signatureAlgorithm: 'ECDSA with SHA-256', keyUsage: [], extendedKeyUsage: ['serverAuth'], ca: false, pathLength: null,
  extensions: [], sha1: '', sha256: '', selfIssued: subject === issuer, sent,
});
const good: TlsCheck = {
  host: 'example.com', address: '93.184.215.14', port: 443, checkedAt, protocol: 'TLSv1.3', cipher: 'TLS_AES_256_GCM_SHA384', ms: 48,
  certificates: [cert('CN=example.com', 'CN=R11', 60, true), cert('CN=R11', 'CN=ISRG Root X1', 500, true), cert('CN=ISRG Root X1', 'CN=ISRG Root X1', 3000, false)],
  chain: [{ nameMatch: true, signature: 'valid' }, { nameMatch: true, signature: 'valid' }], trusted: true, trustError: null, hostMatch: true,
  legacy: [{ version: 'TLSv1', accepted: false }, { version: 'TLSv1.1', accepted: false }], ocspStapled: true, problems: [],
};

describe('TLS checker view', () => {
  it('gives the verdict, the days left, the connection and each certificate of the chain with where it came from', () => {
    const shown = texts(asResultView(view(good)).blocks);
    expect(shown).toEqual(expect.arrayContaining([
      'Verdict: All good',
      'Trusted chain: Yes',
      'Nothing to fix: the certificate is valid, trusted and matches the name, and old TLS versions are refused.',
      'TLS 1.0: Refused',
      'Names in the certificate: example.com, www.example.com',
      '3 certificates in the chain',
      '1 | CN=example.com | CN=R11 | Feb 1, 2027 | 60 | ECDSA P-256 | ECDSA with SHA-256 | Sent by the server',
      '3 | CN=ISRG Root X1 | CN=ISRG Root X1 | Feb 19, 2035 | 3,000 | ECDSA P-256 | ECDSA with SHA-256 | From the trusted roots',
    ]));
  });
  it('says each problem with what to fix, in the page language', () => {
    const bad = { ...good, hostMatch: false, problems: ['wrongHost', 'legacyProtocols', 'noOcspStapling'] as TlsCheck['problems'] };
    const en = texts(asResultView(view(bad)).blocks);
    expect(en[0]).toBe('Verdict: Browsers will show a warning');
    expect(en).toContain('The certificate does not cover example.com: browsers block the site under this name. Get a certificate that lists this name (or a wildcard that covers it).');
    const de = texts(asResultView(view(bad)).blocks, 'de');
    expect(de).toContain('Das Zertifikat gilt nicht für example.com: Browser sperren die Website unter diesem Namen. Besorgen Sie ein Zertifikat, das diesen Namen enthält (oder ein Wildcard-Zertifikat, das ihn abdeckt).');
    expect(texts(asResultView(view({ ...good, problems: ['expiresSoon'] })).blocks)).toContain('The certificate expires in 60 days: renew it now, or check that automatic renewal works.');
  });
});

describe('what the visitor typed', () => {
  it('takes a name, an address, or a whole address from the browser with its port', () => {
    expect(run({ host: ' Example.COM ', port: 443 })).toEqual({ host: 'example.com', port: 443 });
    expect(run({ host: 'https://shop.example.org:8443/cart?x=1', port: 443 })).toEqual({ host: 'shop.example.org', port: 8443 });
    expect(run({ host: 'https://[2001:db8::1]/', port: 443 })).toEqual({ host: '2001:db8::1', port: 443 });
    expect(run({ host: 'mail.example.com:993', port: 443 })).toEqual({ host: 'mail.example.com', port: 993 });
    expect(run({ host: '[2001:db8::1]:8443', port: 443 })).toEqual({ host: '2001:db8::1', port: 8443 });
    expect(run({ host: '2001:db8::1', port: 443 })).toEqual({ host: '2001:db8::1', port: 443 });
  });
  it('says what is wrong at the field', () => {
    expect(run({ host: '', port: 443 })).toMatchObject({ code: 'enterHost', params: { field: 'host' } });
    expect(run({ host: 'exa mple.com', port: 443 })).toMatchObject({ code: 'invalidHost' });
    expect(run({ host: 'example.com', port: 70000 })).toMatchObject({ code: 'invalidPort', params: { field: 'port' } });
  });
});
