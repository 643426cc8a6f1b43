import { describe, expect, it } from 'vitest';
import { reservedAsn, run } from './run.ts';

describe('whois-lookup: reading what was typed', () => {
  it('reads AS numbers in every usual form', () => {
    for (const text of ['AS15169', 'as15169', 'AS 15169', '15169', ' 15169 ']) expect(run({ query: text }), text).toEqual({ kind: 'asn', number: 15169 });
    expect(run({ query: 'AS4294967296' })).toEqual({ kind: 'tool-error', code: 'invalidAsn', params: { field: 'query', max: 4294967295 } });
  });
  it('refuses AS numbers no registry assigns (IANA special-purpose AS numbers)', () => {
    expect([0, 23456, 64496, 64511, 64512, 65534, 65535, 65536, 65551, 4200000000, 4294967294, 4294967295].map(reservedAsn)).toEqual([
      'RFC 7607', 'RFC 6793', 'RFC 5398', 'RFC 5398', 'RFC 6996', 'RFC 6996', 'RFC 7300', 'RFC 5398', 'RFC 5398', 'RFC 6996', 'RFC 6996', 'RFC 7300',
    ]);
    expect([1, 15169, 64495, 65552, 4199999999].map(reservedAsn)).toEqual([null, null, null, null, null]);
    expect(run({ query: 'AS64512' })).toMatchObject({ code: 'reservedAsn', params: { asn: 'AS64512', rfc: 'RFC 6996' } });
  });
  it('reads addresses in their normal form, and the host of a web or e-mail address', () => {
    expect(run({ query: '2001:4860:4860:0:0:0:0:8888' })).toEqual({ kind: 'ip', address: '2001:4860:4860::8888' });
    expect(run({ query: '[2001:db8::1]' })).toEqual({ kind: 'ip', address: '2001:db8::1' });
    expect(run({ query: 'http://[2001:4860::1]:8080/x' })).toEqual({ kind: 'ip', address: '2001:4860::1' });
    expect(run({ query: 'https://user@Www.Example.ORG:443/a?b#c' })).toEqual({ kind: 'domain', name: 'www.example.org' });
    expect(run({ query: 'postmaster@example.com' })).toEqual({ kind: 'domain', name: 'example.com' });
    expect(run({ query: 'bücher.de' })).toEqual({ kind: 'domain', name: 'bücher.de' });
  });
  it('says what it cannot read', () => {
    expect(run({ query: '   ' })).toEqual({ kind: 'tool-error', code: 'enterQuery', params: { field: 'query' } });
    for (const text of ['exa mple.com', 'com', 'example.com; rm -rf /', 'example.com\r\nexample.org', '-example.com', '1.2.3.4.5']) expect(run({ query: text }), text).toMatchObject({ code: 'invalidQuery' });
  });
});
