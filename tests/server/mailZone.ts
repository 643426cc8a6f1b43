/**
 * E-mail records of the tests' DNS zone (dnsServer.ts), for the e-mail DNS checker: a domain with
 * every record set well (good.mail.test), one with something to say about each (mail.test: nested SPF
 * includes, a macro, p=none, a mail server without an address, DKIM keys of 512, 1024 and 2048 bits, a
 * revoked and a broken one), an SPF record over the 10-lookup limit, two SPF records, +all, and a
 * null MX; domains whose MTA-STS policies (tests/server/mtaSts.ts) are good, in testing mode, or wrong in one
 * way each (sts-*.mail.test). The DKIM keys are RSA public keys made once with openssl (genrsa, rsa -pubout), in Base64.
 */
export const DKIM_1024 = 'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDgnSD+uY2AocNg0jHHr/bBuGxq4+lmLmgzigg44z7xFOn02vZKcxiFhOA0ZiCpTlWItjbnvzcSoUPp0QvL3f3QrmjSJCOhB3os6Brsw7x4P54GUurvrqnkYOZTyZiwNDmeZnxEYBDAqAb4NjUtMZnBSx4t6FGFxbxZ/nplJxclTwIDAQAB';
export const DKIM_2048 = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAoVGIZIePuRAN6Yl1jeMHbu9rVvF7hflLx6b37v8qGw21xAV7pUmVqGaZU+HuYzMVtDGkS209L3Cpm3/3eueDfepOMdLtTTRalXHo85V4unVNgc2xiKxmyLAmAEMR/T6oPmzr2WamW+8wk8JJPeLvM4gaIB+stIhpWOqsPsZlmI83dptifQ8sZkvWlbdg1z2vV05mZGOpLea6C93Bcmr+GRMlTcfK+CbAxc5H/E075IKiutVGS3RaxVoefYrk5r1fQA4j27+MnVEjpKtuLtHaDceZAdiabA45YwmOrzW3RsyXK/MezpYHn1HsnZRPTYdIo0YgjeHQggnBN+UOjN+rOQIDAQAB';
export const DKIM_512 = 'MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAOWMB6eHia0PjvFX7YAdvUGBjDo11O7T1EyW0b+SWVLOnBoQ+ClwmA2WheKqx9xHzHH+V4tS2B/W+1q4gR4GsM8CAwEAAQ==';

const dkim = (key: string) => ['v=DKIM1; k=rsa; ', `p=${key.slice(0, 200)}`, key.slice(200)].filter(Boolean);

export const MAIL_ZONE: Record<string, Partial<Record<string, unknown[]>>> = {
  'good.mail.test': { MX: [{ preference: 10, exchange: 'mx1.mail.test' }], TXT: [['v=spf1 ip4:93.184.215.0/24 include:_spf.mail.test -all'], ['google-site-verification=abc']] },
  '_dmarc.good.mail.test': { TXT: [['v=DMARC1; p=reject; rua=mailto:dmarc@good.mail.test']] },
  's2048._domainkey.good.mail.test': { TXT: [dkim(DKIM_2048)] },
  '_mta-sts.good.mail.test': { TXT: [['v=STSv1; id=20260101T000000']] },
  '_smtp._tls.good.mail.test': { TXT: [['v=TLSRPTv1; rua=mailto:tls@good.mail.test']] },
  'default._bimi.good.mail.test': { TXT: [['v=BIMI1; l=https://good.mail.test/logo.svg; a=https://good.mail.test/vmc.pem']] },
  'mail.test': { MX: [{ preference: 20, exchange: 'mx2.mail.test' }, { preference: 10, exchange: 'mx1.mail.test' }], TXT: [['v=spf1 mx include:_spf.mail.test ', 'include:relay.mail.test ~all']] },
  'mx1.mail.test': { A: ['93.184.215.25'], AAAA: ['2606:2800:21f:cb07::25'] },
  'mx2.mail.test': { TXT: [['no address here']] },
  '_spf.mail.test': { TXT: [['v=spf1 ip4:93.184.215.0/24 include:_spf2.mail.test -all']] },
  '_spf2.mail.test': { TXT: [['v=spf1 a ip6:2606:2800::/32 ~all']] },
  'relay.mail.test': { TXT: [['v=spf1 exists:%{i}._ip.relay.mail.test -all']] },
  '_dmarc.mail.test': { TXT: [['v=DMARC1; p=none; rua=mailto:reports@mail.test,mailto:dmarc@example.net; adkim=s']] },
  's1024._domainkey.mail.test': { TXT: [dkim(DKIM_1024)] },
  's2048._domainkey.mail.test': { TXT: [dkim(DKIM_2048)] },
  's512._domainkey.mail.test': { TXT: [dkim(DKIM_512)] },
  'old._domainkey.mail.test': { TXT: [['v=DKIM1; k=rsa; p=']] },
  'broken._domainkey.mail.test': { TXT: [['v=DKIM1; k=rsa; p=not*base64']] },
  '_mta-sts.mail.test': { TXT: [['v=STSv1; id=2026a']] },
  'over.mail.test': { MX: [{ preference: 10, exchange: 'mx1.mail.test' }], TXT: [['v=spf1 include:l1.over.mail.test include:l2.over.mail.test include:l3.over.mail.test -all']] },
  'l1.over.mail.test': { TXT: [['v=spf1 a mx a:x.mail.test mx:y.mail.test -all']] },
  'l2.over.mail.test': { TXT: [['v=spf1 a mx a:x.mail.test mx:y.mail.test -all']] },
  'l3.over.mail.test': { TXT: [['v=spf1 a mx a:x.mail.test mx:y.mail.test -all']] },
  'twospf.mail.test': { MX: [{ preference: 10, exchange: 'mx1.mail.test' }], TXT: [['v=spf1 -all'], ['v=spf1 ip4:93.184.215.25 ~all']] },
  'open.mail.test': { MX: [{ preference: 10, exchange: 'mx1.mail.test' }], TXT: [['v=spf1 +all']] },
  'nomail.mail.test': { MX: [{ preference: 0, exchange: '.' }], TXT: [['v=spf1 -all']] },
  '_dmarc.nomail.mail.test': { TXT: [['v=DMARC1; p=reject;']] },
  // MTA-STS policy hosts (mtaSts.ts serves them on loopback) and domains whose policies go wrong in one way each.
  'mta-sts.good.mail.test': { A: ['127.0.0.1'] },
  'mta-sts.mail.test': { A: ['127.0.0.1'] },
  ...Object.fromEntries(
    ['wild', 'uncovered', 'redirect', 'bad', 'html', 'bomb', 'badcert', 'nohost'].flatMap((kind) => [
      [`sts-${kind}.mail.test`, { MX: [{ preference: 10, exchange: 'mx1.mail.test' }, { preference: 20, exchange: 'mx3.mail.test' }], TXT: [['v=spf1 mx -all']] }],
      [`_mta-sts.sts-${kind}.mail.test`, { TXT: [['v=STSv1; id=1']] }],
      ...(kind === 'nohost' ? [] : [[`mta-sts.sts-${kind}.mail.test`, { A: ['127.0.0.1'] }]]),
    ]),
  ),
  'mx3.mail.test': { A: ['93.184.215.26'] },
};
