import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { asResultView, type ResultBlock, type ValuesBlock } from '@sdk/core';
import { RDAP_AS15169, RDAP_EXAMPLE_COM, RDAP_EXAMPLE_ORG, RDAP_NET_RIPE, WHOIS_EXAMPLE_IO } from '../../tests/server/registries.ts';
import { readAutnum, readDomain, readNetwork } from './rdap.ts';
import { readWhoisDomain } from './whoisText.ts';
import { view } from './view.ts';
import type { WhoisResult } from './run.ts';

const CHECKED = Date.parse('2026-12-04T16:00:00Z');
const texts = (blocks: readonly ResultBlock[], lang: 'en' | 'es' | 'de' | 'fr' = 'en') => {
  const w = writer('whois-lookup', lang, CHECKED);
  return blocks.flatMap((b) =>
    b.kind === 'note' ? [w(b.text)] : b.kind === 'values' ? b.items.map((i) => `${w(i.label)}: ${w(i.value)}${i.hint ? ` (${w(i.hint)})` : ''}`) : b.kind === 'table' ? [w(b.caption!), ...b.rows.map((r) => r.map((c) => w(c)).join(' | '))] : b.kind === 'text' ? [b.text] : [],
  );
};
const rdapSource = { protocol: 'rdap' as const, url: 'https://rdap.example.net/domain/example.com', server: 'rdap.example.net', bootstrap: '2025-11-06T23:00:01Z', referral: null };
const empty = { domain: null, network: null, autnum: null, raw: null, checkedAt: CHECKED };
const domain: WhoisResult = { ...empty, kind: 'domain', query: 'example.com', typed: 'www.example.com', source: rdapSource, domain: readDomain(RDAP_EXAMPLE_COM) };
const redacted: WhoisResult = { ...domain, typed: 'example.org', query: 'example.org', domain: readDomain(RDAP_EXAMPLE_ORG) };
const whois: WhoisResult = { ...empty, kind: 'domain', query: 'example.io', typed: 'example.io', source: { protocol: 'whois', url: null, server: 'whois.nic.io', bootstrap: null, referral: 'whois.iana.org' }, domain: readWhoisDomain(WHOIS_EXAMPLE_IO, 'example.io'), raw: WHOIS_EXAMPLE_IO };
const network: WhoisResult = { ...empty, kind: 'ip', query: '193.0.6.139', typed: '193.0.6.139', source: { ...rdapSource, url: 'https://rdap.db.ripe.net/ip/193.0.6.139', server: 'rdap.db.ripe.net' }, network: readNetwork(RDAP_NET_RIPE) };
const autnum: WhoisResult = { ...empty, kind: 'asn', query: 'AS15169', typed: 'AS15169', source: { ...rdapSource, url: 'https://rdap.arin.net/registry/autnum/15169', server: 'rdap.arin.net' }, autnum: readAutnum(RDAP_AS15169) };
const expired: WhoisResult = { ...domain, typed: 'example.com', checkedAt: Date.parse('2027-08-20T04:00:00Z') };

describe('the WHOIS lookup, shown', () => {
  it('says the registrar, the expiry with days left, each status in words, DNSSEC and where the answer came from', () => {
    const shown = texts(asResultView(view(domain)).blocks);
    expect(shown).toEqual(
      expect.arrayContaining([
        'Domain: example.com',
        'Registrar: RESERVED-Internet Assigned Numbers Authority',
        'Expires: August 13, 2027 (in 251 days)',
        'www.example.com belongs to the domain example.com: registries hold registered domains, so example.com was looked up.',
        'Registered: August 14, 1995',
        'Abuse contact (e-mail): abuse@iana.org',
        'Name servers: a.iana-servers.net, b.iana-servers.net',
        'DNSSEC: Signed (The registry publishes the domain\'s DS record: resolvers can check that its DNS answers are genuine.)',
        'Registrant (holder): Not given by the registry',
        'clientTransferProhibited | Locked by the registrar against transfer to another registrar: a usual protection against theft, which the holder can lift.',
        'Answer from: rdap.example.net (RDAP) (Named by IANA\'s RDAP list of November 6, 2025.)',
      ]),
    );
    const values = asResultView(view(domain)).blocks.filter((b): b is ValuesBlock => b.kind === 'values').flatMap((b) => b.items);
    expect(values.filter((i) => i.link).map((i) => i.link)).toEqual(['https://www.iana.org/', 'https://www.iana.org/', 'https://rdap.example.net/domain/example.com']);
  });
  it('says a redacted registrant as redacted, and an expired domain as expired', () => {
    const shown = texts(asResultView(view(redacted)).blocks);
    expect(shown).toEqual(expect.arrayContaining(['Registrant (holder): Withheld by the registry (The registry does not publish the holder\'s details (privacy rules such as the GDPR). Contact the holder through the registrar, who keeps them.)', 'Registrant\'s country: Switzerland', 'Withheld by the registry: Registrant Name, Registrant Email, Registrant Phone.', 'autoRenewPeriod | Renewed automatically by the registry at expiry: for a few weeks the registrar can still cancel the renewal.']));
    const late = texts(asResultView(view(expired)).blocks);
    expect(late).toEqual(expect.arrayContaining(['Expires: August 13, 2027 (expired 7 days ago)', 'example.com has passed its expiry date: unless it is renewed, it will be deleted and may be registered by someone else.']));
  });
  it('shows a WHOIS answer as written too, a network and an AS number', () => {
    expect(texts(asResultView(view(whois)).blocks)).toEqual(expect.arrayContaining(['Answer from: whois.nic.io (WHOIS, port 43) (Named by the IANA WHOIS server (whois.iana.org).)', WHOIS_EXAMPLE_IO]));
    expect(texts(asResultView(view(network)).blocks)).toEqual(expect.arrayContaining(['Network: RIPE-NCC', 'Range: 193.0.0.0/21', 'Country: Netherlands', 'From – to: 193.0.0.0 – 193.0.7.255', 'Abuse contact (e-mail): abuse@ripe.net']));
    expect(texts(asResultView(view(autnum)).blocks)).toEqual(expect.arrayContaining(['Name: GOOGLE', 'Holder: Google LLC', 'Abuse contact (e-mail): network-abuse@google.com']));
  });
  it('writes every text in every language, with no key left', () => {
    for (const lang of ['en', 'es', 'de', 'fr'] as const) {
      for (const r of [domain, redacted, whois, network, autnum, expired, { ...whois, domain: null }]) {
        const shown = texts(asResultView(view(r)).blocks, lang).join('\n');
        expect(shown, lang).not.toMatch(/\b(result|details|status|source|dnssec|raw)\.[a-zA-Z]/);
      }
    }
    expect(texts(asResultView(view(domain)).blocks, 'de')).toEqual(expect.arrayContaining(['Läuft ab: 13. August 2027 (in 251 Tagen)']));
  });
});
