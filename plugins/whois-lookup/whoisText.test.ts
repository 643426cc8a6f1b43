/** The WHOIS readers on recorded answers (tests/server/registries.ts) and on layouts other registries use. */
import { describe, expect, it } from 'vitest';
import { WHOIS_EXAMPLE_IO, WHOIS_IANA_IO, WHOIS_IANA_NONE, WHOIS_NOT_FOUND } from '../../tests/server/registries.ts';
import { ianaReferral, readWhoisDomain, whoisNotFound } from './whoisText.ts';

describe('WHOIS answers, read', () => {
  it('finds the registry named by IANA, or none', () => {
    expect(ianaReferral(WHOIS_IANA_IO)).toBe('whois.nic.io');
    expect(ianaReferral(WHOIS_IANA_NONE)).toBeNull();
    expect(ianaReferral('whois: evil.example; rm -rf /\n')).toBeNull();
  });
  it('reads a domain in ICANN’s layout: registrar, dates, statuses, name servers, DNSSEC, a redacted registrant', () => {
    expect(readWhoisDomain(WHOIS_EXAMPLE_IO, 'example.io')).toEqual({
      name: 'example.io',
      unicodeName: null,
      handle: null,
      registrar: { name: 'Example Registrar, Inc.', ianaId: '1234', url: 'https://registrar.example.net', abuseEmail: 'abuse@registrar.example.net', abusePhone: '+1.5555550100' },
      created: '2014-06-18T15:20:08.000Z',
      updated: '2026-03-02T10:11:12.000Z',
      expires: '2027-06-18T15:20:08.000Z',
      statuses: ['clientTransferProhibited', 'clientDeleteProhibited'],
      nameservers: ['ns1.example.io', 'ns2.example.io'],
      dnssec: false,
      registrant: { name: null, org: null, email: null, country: 'GB', redacted: true },
      redacted: [],
    });
  });
  it('reads older layouts (nserver, paid-till, dotted dates) and leaves dates it cannot read out', () => {
    const text = 'domain:        EXAMPLE.SU\nnserver:       ns1.example.su.\nnserver:       ns2.example.su. 192.0.2.1\nstate:         REGISTERED, DELEGATED, VERIFIED\nregistrar:     RU-CENTER-SU\ncreated:       2005.01.17\npaid-till:     2027-01-17T21:00:00Z\nlast updated:  sometime last week\n';
    expect(readWhoisDomain(text, 'example.su')).toMatchObject({ name: 'example.su', registrar: { name: 'RU-CENTER-SU' }, created: '2005-01-17T00:00:00.000Z', expires: '2027-01-17T21:00:00.000Z', updated: null, nameservers: ['ns1.example.su', 'ns2.example.su'], statuses: ['REGISTERED, DELEGATED, VERIFIED'] });
    expect(readWhoisDomain('% just a comment\nThis server has nothing to say.\n', 'x.io')).toBeNull();
  });
  it('knows the usual ways of saying “not registered”', () => {
    for (const text of [WHOIS_NOT_FOUND, 'No match for "NOPE.COM".', '%% NOT FOUND', 'Status: free', 'No Data Found', 'The queried object does not exist: DOMAIN NOT FOUND']) expect(whoisNotFound(text), text).toBe(true);
    expect(whoisNotFound(WHOIS_EXAMPLE_IO)).toBe(false);
  });
});
