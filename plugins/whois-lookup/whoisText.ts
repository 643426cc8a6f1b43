/**
 * Readers of WHOIS answers (RFC 3912: free text, "Key: value" lines by convention): the IANA server's
 * referral to a TLD's own WHOIS server, whether a registry says it has no such domain, and a domain's
 * record in the layout ICANN asks of gTLD registries (and most ccTLDs copy): registrar, dates, statuses,
 * name servers, DNSSEC, abuse contact, the registrant or that it is redacted. Pure, tested on recorded answers.
 */
import { instant, REDACTED_TEXT } from './rdap.ts';
import { statusCode } from './status.ts';
import type { DomainRecord } from './run.ts';

/** Every "key: value" line, keys in lower case with single spaces, in order; ">>> … <<<" and "%" / "#" comments skipped. */
export function whoisFields(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(%|#|>>>)/.test(line)) continue;
    const m = /^\s*([A-Za-z][A-Za-z0-9 ./()_-]{0,60}?)\s*:\s*(.*?)\s*$/.exec(line);
    if (m && m[2] !== '') out.push([m[1]!.toLowerCase().replace(/\s+/g, ' '), m[2]!]);
  }
  return out;
}

/** The WHOIS server IANA names for a TLD ("whois:" or "refer:"), or null: the TLD has none. */
export function ianaReferral(text: string): string | null {
  const fields = whoisFields(text);
  const server = fields.find(([k]) => k === 'whois')?.[1] ?? fields.find(([k]) => k === 'refer')?.[1] ?? null;
  return server && /^[a-z0-9.-]+$/i.test(server) ? server.toLowerCase() : null;
}

/** Words registries answer with when a name is not registered. */
const NOT_FOUND = /^[\s%#]*(no match( for)?|not found|no data found|no entries found|domain not found|no object found|the queried object does not exist|nothing found|status:\s*(free|available)|no such domain|no matching record)/im;

export const whoisNotFound = (text: string): boolean => NOT_FOUND.test(text);

const FIELDS = {
  registrar: ['registrar', 'sponsoring registrar', 'registrar name', 'registrar organization'],
  ianaId: ['registrar iana id'],
  url: ['registrar url', 'referral url'],
  abuseEmail: ['registrar abuse contact email', 'abuse-mailbox', 'abuse contact email'],
  abusePhone: ['registrar abuse contact phone'],
  created: ['creation date', 'created', 'created on', 'registered on', 'registration time', 'registered', 'domain registration date', 'created date'],
  updated: ['updated date', 'last updated', 'last modified', 'changed', 'modified', 'last update', 'updated'],
  expires: ['registry expiry date', 'registrar registration expiration date', 'expiry date', 'expiration date', 'expires on', 'expires', 'expire', 'paid-till', 'renewal date', 'expiration time'],
  status: ['domain status', 'status', 'state'],
  nameservers: ['name server', 'nserver', 'nameserver', 'name servers', 'nameservers'],
  dnssec: ['dnssec'],
  registrantName: ['registrant name', 'registrant'],
  registrantOrg: ['registrant organization', 'registrant organisation'],
  registrantEmail: ['registrant email'],
  registrantCountry: ['registrant country', 'registrant country code'],
  domain: ['domain name', 'domain'],
} as const;

/** A domain's record from a registry's WHOIS answer; null when it has none of a record's fields. */
export function readWhoisDomain(text: string, asked: string): DomainRecord | null {
  const fields = whoisFields(text);
  const all = (keys: readonly string[]) => fields.filter(([k]) => keys.includes(k)).map(([, v]) => v);
  const first = (keys: readonly string[]) => {
    for (const key of keys) {
      const found = fields.find(([k]) => k === key);
      if (found) return found[1];
    }
    return null;
  };
  const date = (keys: readonly string[]) => {
    const value = first(keys);
    // "2014-06-18T15:20:08Z", "2014-06-18", "2014.06.18": read; anything else left out rather than guessed.
    const iso = value && /^\d{4}[-.]\d{2}[-.]\d{2}/.test(value) ? value.replace(/^(\d{4})\.(\d{2})\.(\d{2})/, '$1-$2-$3') : null;
    return iso ? instant(iso) : null;
  };
  const statuses = [...new Set(all(FIELDS.status).map(statusCode).filter((s) => s !== ''))];
  const nameservers = [...new Set(all(FIELDS.nameservers).map((n) => n.split(/\s+/)[0]!.toLowerCase().replace(/\.$/, '')).filter((n) => /^[a-z0-9.-]+$/.test(n)))];
  const registrar = first(FIELDS.registrar);
  const created = date(FIELDS.created);
  const expires = date(FIELDS.expires);
  if (!registrar && !created && !expires && nameservers.length === 0 && statuses.length === 0) return null;
  const dnssec = first(FIELDS.dnssec)?.toLowerCase() ?? null;
  const name = first(FIELDS.registrantName);
  const org = first(FIELDS.registrantOrg);
  const mail = first(FIELDS.registrantEmail);
  const shown = [name, org, mail].filter((v): v is string => v !== null);
  const keep = (v: string | null) => (v && !REDACTED_TEXT.test(v) ? v : null);
  const abuseEmail = first(FIELDS.abuseEmail);
  const url = first(FIELDS.url);
  return {
    name: (first(FIELDS.domain) ?? asked).toLowerCase().replace(/\.$/, ''),
    unicodeName: null,
    handle: keep(first(['registry domain id'])),
    registrar: registrar ? { name: registrar, ianaId: first(FIELDS.ianaId), url: url ? (/^https?:\/\//i.test(url) ? url : `https://${url}`) : null, abuseEmail, abusePhone: first(FIELDS.abusePhone) } : null,
    created,
    updated: date(FIELDS.updated),
    expires,
    statuses,
    nameservers,
    dnssec: dnssec === null ? null : /^(signed|yes|signeddelegation|active)/.test(dnssec),
    registrant: shown.length || first(FIELDS.registrantCountry) ? { name: keep(name), org: keep(org), email: keep(mail), country: first(FIELDS.registrantCountry)?.toUpperCase() ?? null, redacted: shown.length > 0 && shown.every((v) => REDACTED_TEXT.test(v)) } : null,
    redacted: [],
  };
}
