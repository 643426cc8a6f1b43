/**
 * The RDAP readers on recorded answers in RFC 9083's shapes (tests/server/registries.ts: a thin registry's
 * domain, a redacted registrant with RFC 9537 members, ARIN's and the RIPE NCC's networks, an AS number),
 * and on what registries get wrong: missing members, wrong types, another object than asked.
 */
import { describe, expect, it } from 'vitest';
import { RDAP_AS15169, RDAP_EXAMPLE_COM, RDAP_EXAMPLE_ORG, RDAP_NET_ARIN, RDAP_NET_RIPE, RDAP_NOT_FOUND } from '../../tests/server/registries.ts';
import { contact, instant, readAutnum, readDomain, readNetwork } from './rdap.ts';
import { statusCode } from './status.ts';

describe('RDAP answers, read', () => {
  it('reads a domain: registrar with its IANA ID, site and abuse contact, dates, statuses, name servers, DNSSEC', () => {
    expect(readDomain(RDAP_EXAMPLE_COM)).toEqual({
      name: 'example.com',
      unicodeName: null,
      handle: '2336799_DOMAIN_COM-VRSN',
      registrar: { name: 'RESERVED-Internet Assigned Numbers Authority', ianaId: '376', url: 'https://www.iana.org/', abuseEmail: 'abuse@iana.org', abusePhone: '+1.3108239358' },
      created: '1995-08-14T04:00:00.000Z',
      updated: '2026-08-14T07:01:39.000Z',
      expires: '2027-08-13T04:00:00.000Z',
      statuses: ['clientDeleteProhibited', 'clientTransferProhibited', 'clientUpdateProhibited'],
      nameservers: ['a.iana-servers.net', 'b.iana-servers.net'],
      dnssec: true,
      registrant: null,
      redacted: [],
    });
  });
  it('says a redacted registrant as redacted, keeps its country, and lists RFC 9537 redactions', () => {
    const d = readDomain(RDAP_EXAMPLE_ORG)!;
    expect(d.registrant).toEqual({ name: null, org: null, email: null, country: 'CH', redacted: true });
    expect(d.redacted).toEqual(['Registrant Name', 'Registrant Email', 'Registrant Phone']);
    expect(d.registrar).toEqual({ name: 'Example Registrar, Inc.', ianaId: '1234', url: 'https://registrar.example.net/', abuseEmail: 'abuse@registrar.example.net', abusePhone: '+1.5555550100' });
    expect(d.statuses).toEqual(['clientTransferProhibited', 'autoRenewPeriod']);
    expect(d.dnssec).toBe(false);
  });
  it('keeps a registrant who is published', () => {
    const entity = { roles: ['registrant'], vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', 'Jane Doe'], ['org', {}, 'text', 'Example Ltd'], ['email', {}, 'text', 'jane@example.net'], ['adr', {}, 'text', ['', '', '1 Main St', 'Town', '', '12345', 'DE']]]] };
    expect(contact(entity)).toEqual({ name: 'Jane Doe', org: 'Example Ltd', email: 'jane@example.net', country: 'DE', redacted: false });
  });
  it('reads networks of two RIRs and an AS number', () => {
    expect(readNetwork(RDAP_NET_ARIN)).toEqual({
      handle: 'NET-8-8-8-0-2',
      name: 'GOGL',
      type: 'DIRECT ALLOCATION',
      start: '8.8.8.0',
      end: '8.8.8.255',
      cidrs: ['8.8.8.0/24'],
      country: null,
      parent: 'NET-8-0-0-0-0',
      holder: { name: 'Google LLC', org: null, email: null, country: null, redacted: false },
      abuseEmail: 'network-abuse@google.com',
      abusePhone: '+1-650-253-0000',
      created: '2023-12-28T22:24:33.000Z',
      updated: '2023-12-28T22:24:56.000Z',
      statuses: ['active'],
    });
    expect(readNetwork(RDAP_NET_RIPE)).toMatchObject({ name: 'RIPE-NCC', country: 'NL', cidrs: ['193.0.0.0/21'], abuseEmail: 'abuse@ripe.net', holder: { name: 'Reseaux IP Europeens Network Coordination Centre (RIPE NCC)' } });
    expect(readAutnum(RDAP_AS15169)).toMatchObject({ handle: 'AS15169', start: 15169, end: 15169, name: 'GOOGLE', holder: { name: 'Google LLC' }, abuseEmail: 'network-abuse@google.com', created: '2000-03-30T05:00:00.000Z' });
  });
  it('gives null for another object, an error answer or garbage, never an exception', () => {
    expect(readDomain(RDAP_NET_ARIN)).toBeNull();
    expect(readNetwork(RDAP_EXAMPLE_COM)).toBeNull();
    for (const answer of [RDAP_NOT_FOUND, null, 'text', 42, [], { objectClassName: 'domain' }]) {
      expect(readDomain(answer)).toBeNull();
      expect(readNetwork(answer)).toBeNull();
      expect(readAutnum(answer)).toBeNull();
    }
    const odd = readDomain({ objectClassName: 'domain', ldhName: 'odd.test.', status: 'active', entities: [{ roles: 'registrar' }, 7, null], events: [{ eventAction: 'registration', eventDate: 'yesterday' }], nameservers: [{}, { ldhName: 'NS1.ODD.TEST.' }], secureDNS: {} });
    expect(odd).toMatchObject({ name: 'odd.test', statuses: [], registrar: null, created: null, nameservers: ['ns1.odd.test'], dnssec: false });
    expect(instant('2023-12-28T17:24:33-05:00')).toBe('2023-12-28T22:24:33.000Z');
  });
  it('reads RDAP status words and EPP codes to the same EPP code (RFC 8056)', () => {
    expect(['client transfer prohibited', 'clientTransferProhibited https://icann.org/epp#clientTransferProhibited', 'CLIENT TRANSFER PROHIBITED', 'client_transfer_prohibited'].map(statusCode)).toEqual(Array(4).fill('clientTransferProhibited'));
    expect(['active', 'associated', 'redemption period', 'pending delete', 'auto renew period', 'ok'].map(statusCode)).toEqual(['ok', 'linked', 'redemptionPeriod', 'pendingDelete', 'autoRenewPeriod', 'ok']);
    expect(statusCode('connect')).toBe('connect');
  });
});
