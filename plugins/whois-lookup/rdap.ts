/**
 * Readers of RDAP answers (RFC 9083): a domain, an IP network and an autonomous system, each to the few
 * things a person looks for: who holds it, since when, until when, its status, name servers, DNSSEC and
 * where to report abuse. Pure: the server fetches, the unit tests read recorded answers. Anything missing
 * or malformed is null, never an exception: registries differ, and some write oddly.
 */
import { statusCode } from './status.ts';
import type { AutnumRecord, Contact, DomainRecord, NetworkRecord, Registrar } from './run.ts';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** An instant as ISO 8601 UTC, or null when it cannot be read. */
export function instant(text: unknown): string | null {
  const s = str(text);
  if (!s) return null;
  const ms = Date.parse(s);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** Words registries write in place of withheld data (ICANN's "REDACTED FOR PRIVACY", "Data Protected", a privacy proxy…). */
export const REDACTED_TEXT = /redacted|withheld|not disclosed|privacy|data protected|non-public data|gdpr|statutory masking|please query the rdds|query the rdds service|web form/i;

/** One property of a jCard (RFC 7095): its first value as text, or null. */
function vcard(entity: Json, name: string): { value: string | null; params: Json } | null {
  const card = arr(entity.vcardArray);
  for (const prop of arr(card[1])) {
    const p = arr(prop);
    if (p[0] !== name) continue;
    const value = Array.isArray(p[3]) ? (p[3] as unknown[]).map((x) => (typeof x === 'string' ? x : '')).filter(Boolean).join(', ') : str(p[3]);
    return { value: typeof value === 'string' && value.trim() !== '' ? value.trim() : null, params: obj(p[1]) ?? {} };
  }
  return null;
}

const roles = (entity: Json) => arr(entity.roles).filter((r): r is string => typeof r === 'string').map((r) => r.toLowerCase());

/** Every entity, nested ones included (a registrar's abuse contact sits inside the registrar). */
function entities(root: Json): Json[] {
  const out: Json[] = [];
  const walk = (list: unknown, depth: number) => {
    if (depth > 4) return;
    for (const e of arr(list)) {
      const entity = obj(e);
      if (!entity) continue;
      out.push(entity);
      walk(entity.entities, depth + 1);
    }
  };
  walk(root.entities, 0);
  return out;
}

const withRole = (root: Json, role: string) => entities(root).find((e) => roles(e).includes(role)) ?? null;

/** An email from a jCard (the "mailto:" of a uri value taken off). */
const email = (entity: Json | null) => (entity ? (vcard(entity, 'email')?.value?.replace(/^mailto:/i, '') ?? null) : null);
const phone = (entity: Json | null) => (entity ? (vcard(entity, 'tel')?.value?.replace(/^tel:/i, '') ?? null) : null);

/** The country of a contact: the jCard's adr country name or its cc parameter (RFC 8605). */
function country(entity: Json): string | null {
  const adr = vcard(entity, 'adr');
  const cc = str(adr?.params.cc);
  if (cc) return cc.toUpperCase();
  const card = arr(entity.vcardArray);
  for (const prop of arr(card[1])) {
    const p = arr(prop);
    if (p[0] === 'adr' && Array.isArray(p[3])) return str((p[3] as unknown[])[6]);
  }
  return null;
}

/** A contact as given; redacted when what it shows is the registry's word for withheld data, or it shows nothing. */
export function contact(entity: Json | null): Contact | null {
  if (!entity) return null;
  const name = vcard(entity, 'fn')?.value ?? null;
  const org = vcard(entity, 'org')?.value ?? null;
  const mail = email(entity);
  const shown = [name, org, mail].filter((v): v is string => v !== null);
  const redacted = shown.length === 0 || shown.every((v) => REDACTED_TEXT.test(v)) || arr(entity.remarks).some((r) => REDACTED_TEXT.test(str(obj(r)?.title) ?? ''));
  const keep = (v: string | null) => (v && !REDACTED_TEXT.test(v) ? v : null);
  return { name: keep(name), org: keep(org), email: keep(mail), country: country(entity), redacted };
}

function events(root: Json): { created: string | null; updated: string | null; expires: string | null } {
  const at = (action: string) => instant(arr(root.events).map(obj).find((e) => str(e?.eventAction)?.toLowerCase() === action)?.eventDate);
  return { created: at('registration'), updated: at('last changed'), expires: at('expiration') };
}

/** A domain's statuses read to EPP codes; a network's or an AS's kept as written ("active" is no EPP "ok" there). */
const statuses = (root: Json, epp = false) => [...new Set(arr(root.status).map(str).filter((s): s is string => s !== null).map((s) => (epp ? statusCode(s) : s.toLowerCase())))];

/** The link a registrar or registry gives for people (rel "about", else a jCard url). */
function website(entity: Json): string | null {
  const about = arr(entity.links).map(obj).find((l) => str(l?.rel) === 'about' && /^https?:\/\//i.test(str(l?.href) ?? ''));
  return str(about?.href) ?? (/^https?:\/\//i.test(vcard(entity, 'url')?.value ?? '') ? vcard(entity, 'url')!.value : null);
}

function registrar(root: Json): Registrar | null {
  const entity = withRole(root, 'registrar');
  if (!entity) return null;
  const abuse = entities(entity).find((e) => roles(e).includes('abuse')) ?? null;
  const ianaId = arr(entity.publicIds).map(obj).find((p) => /iana/i.test(str(p?.type) ?? ''))?.identifier;
  return { name: vcard(entity, 'fn')?.value ?? str(entity.handle), ianaId: str(ianaId) ?? (typeof ianaId === 'number' ? String(ianaId) : null), url: website(entity), abuseEmail: email(abuse), abusePhone: phone(abuse) };
}

/** The names of fields a registry says it redacted (RFC 9537 "redacted" members). */
function redactedFields(root: Json): string[] {
  return [...new Set(arr(root.redacted).map((r) => str(obj(obj(r)?.name)?.description) ?? str(obj(obj(r)?.name)?.type)).filter((n): n is string => n !== null))];
}

export function readDomain(answer: unknown): DomainRecord | null {
  const root = obj(answer);
  if (!root || str(root.objectClassName)?.toLowerCase() !== 'domain') return null;
  const name = str(root.ldhName)?.toLowerCase().replace(/\.$/, '') ?? null;
  if (!name) return null;
  const unicode = str(root.unicodeName)?.toLowerCase().replace(/\.$/, '') ?? null;
  const secure = obj(root.secureDNS);
  return {
    name,
    unicodeName: unicode && unicode !== name ? unicode : null,
    handle: str(root.handle),
    registrar: registrar(root),
    ...events(root),
    statuses: statuses(root, true),
    nameservers: [...new Set(arr(root.nameservers).map((n) => str(obj(n)?.ldhName)?.toLowerCase().replace(/\.$/, '')).filter((n): n is string => !!n))],
    dnssec: typeof secure?.delegationSigned === 'boolean' ? secure.delegationSigned : secure ? arr(secure.dsData).length > 0 || arr(secure.keyData).length > 0 : null,
    registrant: contact(withRole(root, 'registrant')),
    redacted: redactedFields(root),
  };
}

/** The range's CIDR prefixes (the cidr0 extension RIRs use), else none. */
function cidrs(root: Json): string[] {
  return arr(root.cidr0_cidrs)
    .map(obj)
    .map((c) => {
      const prefix = str(c?.v4prefix) ?? str(c?.v6prefix);
      return prefix && typeof c?.length === 'number' ? `${prefix}/${c.length}` : null;
    })
    .filter((c): c is string => c !== null);
}

function holderAndAbuse(root: Json) {
  const holder = withRole(root, 'registrant');
  const abuse = withRole(root, 'abuse');
  return { holder: contact(holder), abuseEmail: email(abuse), abusePhone: phone(abuse) };
}

export function readNetwork(answer: unknown): NetworkRecord | null {
  const root = obj(answer);
  if (!root || str(root.objectClassName)?.toLowerCase() !== 'ip network') return null;
  return {
    handle: str(root.handle),
    name: str(root.name),
    type: str(root.type),
    start: str(root.startAddress),
    end: str(root.endAddress),
    cidrs: cidrs(root),
    country: str(root.country)?.toUpperCase() ?? null,
    parent: str(root.parentHandle),
    ...holderAndAbuse(root),
    created: events(root).created,
    updated: events(root).updated,
    statuses: statuses(root),
  };
}

export function readAutnum(answer: unknown): AutnumRecord | null {
  const root = obj(answer);
  if (!root || str(root.objectClassName)?.toLowerCase() !== 'autnum') return null;
  const n = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
  return {
    handle: str(root.handle),
    start: n(root.startAutnum),
    end: n(root.endAutnum),
    name: str(root.name),
    type: str(root.type),
    country: str(root.country)?.toUpperCase() ?? null,
    ...holderAndAbuse(root),
    created: events(root).created,
    updated: events(root).updated,
    statuses: statuses(root),
  };
}
