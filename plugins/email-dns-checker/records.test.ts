import { describe, expect, it } from 'vitest';
import { bimiParts, isDmarc, isSpf, mtaStsId, mxCovered, parseDkim, parseDmarc, parseMtaStsPolicy, parseSpf, parseTags, tlsRptAddresses, txtText } from './records.ts';

/** RSA public keys made once with openssl: a SubjectPublicKeyInfo and the same size as PKCS #1. */
const SPKI_1024 = 'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDgnSD+uY2AocNg0jHHr/bBuGxq4+lmLmgzigg44z7xFOn02vZKcxiFhOA0ZiCpTlWItjbnvzcSoUPp0QvL3f3QrmjSJCOhB3os6Brsw7x4P54GUurvrqnkYOZTyZiwNDmeZnxEYBDAqAb4NjUtMZnBSx4t6FGFxbxZ/nplJxclTwIDAQAB';
const PKCS1_1024 = 'MIGJAoGBAOCdIP65jYChw2DSMcev9sG4bGrj6WYuaDOKCDjjPvEU6fTa9kpzGIWE4DRmIKlOVYi2Nue/NxKhQ+nRC8vd/dCuaNIkI6EHeizoGuzDvHg/ngZS6u+uqeRg5lPJmLA0OZ5mfERgEMCoBvg2NS0xmcFLHi3oUYXFvFn+emUnFyVPAgMBAAE=';

describe('SPF (RFC 7208)', () => {
  it('reads the RFC examples and counts the lookups', () => {
    // RFC 7208 §A.4: "v=spf1 mx -all" / §A.1 "v=spf1 +mx a:colo.example.com/28 -all"
    expect(parseSpf('v=spf1 mx -all')).toMatchObject({ lookups: 1, all: '-', invalid: [], includes: [] });
    const colo = parseSpf('v=spf1 +mx a:colo.example.com/28 -all');
    expect(colo.lookups).toBe(2);
    expect(colo.terms[1]).toMatchObject({ name: 'a', value: 'colo.example.com/28', qualifier: '+' });
    const mixed = parseSpf('v=spf1 ip4:192.0.2.0/24 ip6:2001:db8::/32 include:_spf.example.com exists:%{i}.bl.example ptr ~all');
    expect(mixed).toMatchObject({ lookups: 3, all: '~', includes: ['_spf.example.com'], usesPtr: true, invalid: [] });
  });
  it('counts redirect= and ignores it beside an all', () => {
    expect(parseSpf('v=spf1 redirect=_spf.example.com')).toMatchObject({ lookups: 1, redirect: '_spf.example.com', all: null });
    expect(parseSpf('v=spf1 -all redirect=_spf.example.com')).toMatchObject({ redirect: null, all: '-' });
    expect(parseSpf('v=spf1 ?all exp=explain.example.com').lookups).toBe(0);
  });
  it('lists what a receiver rejects', () => {
    expect(parseSpf('v=spf1 ip4:192.0.2.300 include: foo:bar +all').invalid).toEqual(['ip4:192.0.2.300', 'include:', 'foo:bar']);
    expect(parseSpf('v=spf1 redirect=a.example redirect=b.example').invalid).toEqual(['redirect=b.example']);
    expect(parseSpf('v=spf1 all:x').invalid).toEqual(['all:x']);
  });
  it('tells SPF from other TXT records, and joins TXT strings without spaces', () => {
    expect(isSpf('v=spf1 -all')).toBe(true);
    expect(isSpf('V=SPF1')).toBe(true);
    expect(isSpf('v=spf10 -all')).toBe(false);
    expect(isSpf('google-site-verification=x')).toBe(false);
    expect(txtText('"v=spf1 mx " "-all"')).toBe('v=spf1 mx -all');
  });
});

describe('DMARC (RFC 7489)', () => {
  it('reads the RFC example with its defaults', () => {
    // RFC 7489 §B.2.1
    expect(parseDmarc('v=DMARC1; p=none; rua=mailto:dmarc-feedback@example.com')).toEqual({ policy: 'none', subdomainPolicy: 'none', subdomainPolicySet: false, pct: 100, rua: ['mailto:dmarc-feedback@example.com'], ruf: [], adkim: 'r', aspf: 'r' });
    expect(parseDmarc('v=DMARC1; p=quarantine; sp=reject; pct=25; adkim=s; aspf=s; ruf=mailto:a@example.com, mailto:b@example.com')).toMatchObject({ policy: 'quarantine', subdomainPolicy: 'reject', pct: 25, adkim: 's', aspf: 's', ruf: ['mailto:a@example.com', 'mailto:b@example.com'] });
  });
  it('says why a record cannot be read', () => {
    expect(parseDmarc('p=none; v=DMARC1')).toEqual({ invalid: 'version' });
    expect(parseDmarc('v=DMARC1; p=block')).toEqual({ invalid: 'policy' });
    expect(parseDmarc('v=DMARC1; rua=mailto:a@example.com')).toEqual({ invalid: 'policy' });
    expect(parseDmarc('v=DMARC1; p=none; pct=150')).toEqual({ invalid: 'pct' });
    expect(parseDmarc('v=DMARC1; p=none; adkim=x')).toEqual({ invalid: 'alignment' });
    expect(parseDmarc('v=DMARC1; p=none; p=reject')).toEqual({ invalid: 'syntax' });
    expect(isDmarc('v=DMARC1; p=none')).toBe(true);
    expect(isDmarc('v=DMARC2; p=none')).toBe(false);
  });
});

describe('DKIM keys (RFC 6376, RFC 8463)', () => {
  it('reads an RSA key size from a SubjectPublicKeyInfo and from PKCS #1', () => {
    expect(parseDkim(`v=DKIM1; k=rsa; p=${SPKI_1024}`)).toEqual({ keyType: 'rsa', bits: 1024, revoked: false, testing: false });
    expect(parseDkim(`p=${PKCS1_1024}`)).toMatchObject({ keyType: 'rsa', bits: 1024 });
    // Whitespace inside p= (folded records) is ignored.
    expect(parseDkim(`v=DKIM1; t=y; p=${SPKI_1024.slice(0, 50)} ${SPKI_1024.slice(50)}`)).toMatchObject({ bits: 1024, testing: true });
  });
  it('reads an Ed25519 key (RFC 8463 §A.2)', () => {
    expect(parseDkim('v=DKIM1; k=ed25519; p=11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=')).toEqual({ keyType: 'ed25519', bits: 256, revoked: false, testing: false });
  });
  it('says a revoked key and a key that cannot be read', () => {
    expect(parseDkim('v=DKIM1; p=')).toEqual({ keyType: 'rsa', bits: null, revoked: true, testing: false });
    expect(parseDkim('v=DKIM1; p=not*base64')).toEqual({ invalid: 'badKey' });
    expect(parseDkim('v=DKIM1; p=AAAA')).toEqual({ invalid: 'badKey' });
    expect(parseDkim('v=DKIM1; k=dsa; p=AAAA')).toEqual({ invalid: 'keyType' });
    expect(parseDkim('v=DKIM1; k=rsa')).toEqual({ invalid: 'noKey' });
    expect(parseDkim('k=rsa; v=DKIM1; p=')).toEqual({ invalid: 'version' });
    expect(parseDkim('v=DKIM1 p=AAAA')).toEqual({ invalid: 'version' });
  });
});

describe('MTA-STS, TLS-RPT and BIMI', () => {
  it('reads their tags (RFC 8461 §3.1, RFC 8460 §3)', () => {
    expect(mtaStsId('v=STSv1; id=20160831085700Z;')).toBe('20160831085700Z');
    expect(mtaStsId('v=STSv1;')).toBeNull();
    expect(mtaStsId('v=STSv1; id=not-valid!')).toBeNull();
    expect(tlsRptAddresses('v=TLSRPTv1;rua=mailto:reports@example.com')).toEqual(['mailto:reports@example.com']);
    expect(tlsRptAddresses('v=TLSRPTv1; rua=mailto:a@example.com,https://reporting.example.com/v1/tlsrpt')).toHaveLength(2);
    expect(bimiParts('v=BIMI1; l=https://example.com/logo.svg; a=')).toEqual({ logo: 'https://example.com/logo.svg', authority: '' });
    expect(parseTags('a=1; junk')).toBeNull();
  });
});

describe('the MTA-STS policy file (RFC 8461 §3.2, §4.1)', () => {
  it('reads the RFC’s own example', () => {
    const example = 'version: STSv1\r\nmode: enforce\r\nmx: mail.example.com\r\nmx: *.example.net\r\nmx: backupmx.example.com\r\nmax_age: 604800\r\n';
    expect(parseMtaStsPolicy(example)).toEqual({ version: 'STSv1', mode: 'enforce', mx: ['mail.example.com', '*.example.net', 'backupmx.example.com'], maxAge: 604800, invalid: [] });
    expect(parseMtaStsPolicy('version: STSv1\nmode: none\nmax_age: 86400\n').invalid).toEqual([]);
  });
  it('says what makes a policy unusable', () => {
    expect(parseMtaStsPolicy('mode: enforce\nversion: STSv1\nmx: a.example.com\nmax_age: 86400').invalid).toEqual(['version']);
    expect(parseMtaStsPolicy('version: STSv1\nmode: strict\nmx: a.example.com\nmax_age: 86400').invalid).toEqual(['mode']);
    expect(parseMtaStsPolicy('version: STSv1\nmode: testing\nmx: a.example.com\nmax_age: 31557601').invalid).toEqual(['maxAge']);
    expect(parseMtaStsPolicy('version: STSv1\nmode: testing\nmx: a.example.com\nmax_age: 1 week').invalid).toEqual(['maxAge']);
    expect(parseMtaStsPolicy('version: STSv1\nmode: enforce\nmax_age: 86400').invalid).toEqual(['mx']);
    expect(parseMtaStsPolicy('<html>Not found</html>').invalid).toEqual(['version', 'mode', 'maxAge', 'mx']);
  });
  it('matches mail servers as senders do: a wildcard stands for one label only', () => {
    expect(mxCovered('mail.example.com', 'MAIL.example.com.')).toBe(true);
    expect(mxCovered('*.example.net', 'mx1.example.net')).toBe(true);
    expect(mxCovered('*.example.net', 'a.b.example.net')).toBe(false);
    expect(mxCovered('*.example.net', 'example.net')).toBe(false);
    expect(mxCovered('mail.example.com', 'mail2.example.com')).toBe(false);
  });
});
