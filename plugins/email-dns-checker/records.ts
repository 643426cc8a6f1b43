/**
 * Readers of the e-mail records a domain publishes in DNS, pure (no network, no Node-only module):
 * SPF (RFC 7208), DMARC (RFC 7489), DKIM keys (RFC 6376, RFC 8463), MTA-STS (RFC 8461), TLS-RPT
 * (RFC 8460) and BIMI. The server fetches; these read what came back, and the unit tests check them
 * against the RFCs' own examples.
 */
import { readBase64 } from '@sdk/core';

/** A TXT record's text as dig writes it ("\"v=spf1 \" \"-all\""): the strings joined with nothing between (RFC 7208 §3.3). */
export function txtText(value: string): string {
  const v = value.trim();
  if (!v.startsWith('"') || !v.endsWith('"')) return v;
  return v.slice(1, -1).split('" "').join('');
}

// ——— SPF ———

export type Qualifier = '+' | '-' | '~' | '?';
export const SPF_MECHANISMS = ['all', 'include', 'a', 'mx', 'ptr', 'ip4', 'ip6', 'exists'] as const;
export type SpfMechanism = (typeof SPF_MECHANISMS)[number];
/** The terms that make the receiving server ask DNS, counted against the limit of 10 (RFC 7208 §4.6.4). */
export const SPF_LOOKUP_TERMS: readonly string[] = ['include', 'a', 'mx', 'ptr', 'exists', 'redirect'];
export const SPF_LOOKUP_LIMIT = 10;

export interface SpfTerm {
  /** The term as written. */
  readonly text: string;
  readonly qualifier: Qualifier;
  /** A mechanism, or "redirect" / "exp" / another modifier's name. */
  readonly name: string;
  readonly modifier: boolean;
  /** What follows ":" or "=" (a domain, an address range), or null. */
  readonly value: string | null;
}

export interface SpfRecord {
  readonly terms: readonly SpfTerm[];
  /** Terms that make the record invalid (a permanent error for receivers), as written. */
  readonly invalid: readonly string[];
  /** DNS lookups this record itself causes (its includes' own are counted where they are read). */
  readonly lookups: number;
  /** The qualifier of its "all", or null when it has none. */
  readonly all: Qualifier | null;
  /** Where redirect= points, or null. */
  readonly redirect: string | null;
  /** Domains of include: mechanisms, in order. */
  readonly includes: readonly string[];
  readonly usesPtr: boolean;
}

/** Whether a TXT text is an SPF record: "v=spf1" alone or followed by a space (RFC 7208 §4.5). */
export const isSpf = (text: string): boolean => /^v=spf1(\s|$)/i.test(text.trim());

const DOMAIN_SPEC = /^[\x21-\x7e]+$/;
const IP4_RANGE = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(\/(3[0-2]|[12]?\d))?$/;

/** Reads an SPF record's terms, counts its DNS lookups, and lists what a receiver would reject. */
export function parseSpf(text: string): SpfRecord {
  const words = text.trim().split(/\s+/).slice(1);
  const terms: SpfTerm[] = [];
  const invalid: string[] = [];
  let redirects = 0;
  for (const word of words) {
    const modifier = /^([a-z][a-z0-9_.-]*)=(.*)$/i.exec(word);
    if (modifier) {
      const name = modifier[1]!.toLowerCase();
      if ((name === 'redirect' || name === 'exp') && (!modifier[2] || !DOMAIN_SPEC.test(modifier[2]))) invalid.push(word);
      if (name === 'redirect' && ++redirects > 1) invalid.push(word);
      terms.push({ text: word, qualifier: '+', name, modifier: true, value: modifier[2]! });
      continue;
    }
    const mechanism = /^([+\-~?]?)([a-z][a-z0-9_.-]*)(?:([:/])(.*))?$/i.exec(word);
    const name = mechanism?.[2]?.toLowerCase() ?? '';
    if (!mechanism || !(SPF_MECHANISMS as readonly string[]).includes(name)) {
      invalid.push(word);
      continue;
    }
    const value = mechanism[3] === ':' ? mechanism[4]! : mechanism[3] === '/' ? `/${mechanism[4]}` : null;
    const needsValue = name === 'include' || name === 'exists' || name === 'ip4' || name === 'ip6';
    const bad =
      (needsValue && !value) ||
      (name === 'all' && value !== null) ||
      (name === 'ip4' && !IP4_RANGE.test(value ?? '')) ||
      (name === 'ip6' && !/^[0-9a-f:.]+(\/\d{1,3})?$/i.test(value ?? '')) ||
      (value !== null && !DOMAIN_SPEC.test(value));
    if (bad) invalid.push(word);
    terms.push({ text: word, qualifier: (mechanism[1] || '+') as Qualifier, name, modifier: false, value });
  }
  const all = terms.find((t) => !t.modifier && t.name === 'all');
  return {
    terms,
    invalid,
    lookups: terms.filter((t) => SPF_LOOKUP_TERMS.includes(t.name) && (t.name !== 'redirect' || t.modifier)).length,
    all: all?.qualifier ?? null,
    // redirect= is ignored when the record has an "all" (RFC 7208 §6.1).
    redirect: all ? null : (terms.find((t) => t.modifier && t.name === 'redirect')?.value ?? null),
    includes: terms.filter((t) => !t.modifier && t.name === 'include' && t.value).map((t) => t.value!),
    usesPtr: terms.some((t) => !t.modifier && t.name === 'ptr'),
  };
}

// ——— Tag lists: DMARC, DKIM, MTA-STS, TLS-RPT, BIMI (RFC 6376 §3.2) ———

/** "v=DMARC1; p=none" → [['v','DMARC1'], ['p','none']]; null when a tag is not name=value or is repeated. */
export function parseTags(text: string): Map<string, string> | null {
  const tags = new Map<string, string>();
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const eq = part.indexOf('=');
    if (eq < 0) return null;
    const name = part.slice(0, eq).trim().toLowerCase();
    if (!/^[a-z][a-z0-9_]*$/.test(name) || tags.has(name)) return null;
    tags.set(name, part.slice(eq + 1).trim());
  }
  return tags;
}

// ——— DMARC ———

export const isDmarc = (text: string): boolean => /^v\s*=\s*DMARC1\s*(;|$)/.test(text.trim());

export type DmarcPolicy = 'none' | 'quarantine' | 'reject';

export interface DmarcRecord {
  readonly policy: DmarcPolicy;
  /** The policy for subdomains (sp=, else p=). */
  readonly subdomainPolicy: DmarcPolicy;
  readonly subdomainPolicySet: boolean;
  /** Percentage of failing mail the policy applies to (pct=, 100 by default). */
  readonly pct: number;
  /** Aggregate (rua) and failure (ruf) report addresses. */
  readonly rua: readonly string[];
  readonly ruf: readonly string[];
  /** DKIM and SPF alignment: r (relaxed, the default) or s (strict). */
  readonly adkim: 'r' | 's';
  readonly aspf: 'r' | 's';
}

const POLICIES: readonly string[] = ['none', 'quarantine', 'reject'];

/** Reads a DMARC record; the reason it is invalid (a locale key under dmarcInvalid) otherwise. */
export function parseDmarc(text: string): DmarcRecord | { invalid: 'syntax' | 'version' | 'policy' | 'pct' | 'alignment' } {
  const tags = parseTags(text);
  if (!tags) return { invalid: 'syntax' };
  // v= must be the first tag (RFC 7489 §6.3).
  if ([...tags.keys()][0] !== 'v' || tags.get('v') !== 'DMARC1') return { invalid: 'version' };
  const p = tags.get('p')?.toLowerCase();
  if (!p || !POLICIES.includes(p)) return { invalid: 'policy' };
  const sp = tags.get('sp')?.toLowerCase();
  if (sp !== undefined && !POLICIES.includes(sp)) return { invalid: 'policy' };
  const pctText = tags.get('pct') ?? '100';
  if (!/^\d{1,3}$/.test(pctText) || Number(pctText) > 100) return { invalid: 'pct' };
  const adkim = (tags.get('adkim') ?? 'r').toLowerCase();
  const aspf = (tags.get('aspf') ?? 'r').toLowerCase();
  if (!/^[rs]$/.test(adkim) || !/^[rs]$/.test(aspf)) return { invalid: 'alignment' };
  const uris = (name: string) => (tags.get(name) ?? '').split(',').map((u) => u.trim()).filter(Boolean);
  return {
    policy: p as DmarcPolicy,
    subdomainPolicy: (sp ?? p) as DmarcPolicy,
    subdomainPolicySet: sp !== undefined,
    pct: Number(pctText),
    rua: uris('rua'),
    ruf: uris('ruf'),
    adkim: adkim as 'r' | 's',
    aspf: aspf as 'r' | 's',
  };
}

// ——— DKIM ———

export interface DkimKey {
  /** rsa, ed25519, or the k= written when it is neither. */
  readonly keyType: string;
  /** The key's size in bits (RSA: the modulus; Ed25519: 256); null when revoked. */
  readonly bits: number | null;
  /** p= is empty: the key was withdrawn (RFC 6376 §3.6.1). */
  readonly revoked: boolean;
  /** t=y: the domain is testing DKIM (receivers treat signed mail as unsigned). */
  readonly testing: boolean;
}

export const isDkim = (text: string): boolean => /(^|;)\s*p\s*=/.test(text) || /^v\s*=\s*DKIM1\s*(;|$)/.test(text.trim());

/** Reads a DKIM key record; the reason it cannot be used otherwise. */
export function parseDkim(text: string): DkimKey | { invalid: 'syntax' | 'version' | 'noKey' | 'badKey' | 'keyType' } {
  const tags = parseTags(text);
  if (!tags) return { invalid: 'syntax' };
  if (tags.has('v') && ([...tags.keys()][0] !== 'v' || tags.get('v') !== 'DKIM1')) return { invalid: 'version' };
  const keyType = (tags.get('k') ?? 'rsa').toLowerCase();
  const p = tags.get('p');
  if (p === undefined) return { invalid: 'noKey' };
  const testing = (tags.get('t') ?? '').split(':').some((f) => f.trim().toLowerCase() === 'y');
  const compact = p.replace(/\s+/g, '');
  if (compact === '') return { keyType, bits: null, revoked: true, testing };
  const read = readBase64(compact);
  if ('error' in read) return { invalid: 'badKey' };
  if (keyType === 'ed25519') return read.bytes.length === 32 ? { keyType, bits: 256, revoked: false, testing } : { invalid: 'badKey' };
  if (keyType !== 'rsa') return { invalid: 'keyType' };
  const bits = rsaModulusBits(read.bytes);
  return bits === null ? { invalid: 'badKey' } : { keyType, bits, revoked: false, testing };
}

/** One DER element: its tag, and where its content starts and ends. */
function der(bytes: Uint8Array, at: number): { tag: number; start: number; end: number } | null {
  if (at + 2 > bytes.length) return null;
  const tag = bytes[at]!;
  let length = bytes[at + 1]!;
  let start = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 3 || start + count > bytes.length) return null;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i]!;
    start += count;
  }
  const end = start + length;
  return end > bytes.length ? null : { tag, start, end };
}

const RSA_ENCRYPTION_OID = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];

/**
 * The modulus length in bits of an RSA public key in Base64-decoded DER: a SubjectPublicKeyInfo (what
 * RFC 6376 asks for) or a bare RSAPublicKey (PKCS #1, which some publishers use and most receivers take).
 */
export function rsaModulusBits(bytes: Uint8Array): number | null {
  const outer = der(bytes, 0);
  if (!outer || outer.tag !== 0x30 || outer.end !== bytes.length) return null;
  const first = der(bytes, outer.start);
  if (!first) return null;
  let rsaKey: { start: number; end: number } = outer;
  if (first.tag === 0x30) {
    // SubjectPublicKeyInfo: AlgorithmIdentifier (rsaEncryption), then a BIT STRING holding RSAPublicKey.
    const oid = der(bytes, first.start);
    if (!oid || oid.tag !== 0x06 || oid.end - oid.start !== RSA_ENCRYPTION_OID.length || RSA_ENCRYPTION_OID.some((b, i) => bytes[oid.start + i] !== b)) return null;
    const bitString = der(bytes, first.end);
    if (!bitString || bitString.tag !== 0x03 || bytes[bitString.start] !== 0) return null;
    const inner = der(bytes, bitString.start + 1);
    if (!inner || inner.tag !== 0x30) return null;
    rsaKey = inner;
  } else if (first.tag !== 0x02) return null;
  const modulus = der(bytes, rsaKey.start);
  if (!modulus || modulus.tag !== 0x02) return null;
  let i = modulus.start;
  while (i < modulus.end && bytes[i] === 0) i++;
  if (i === modulus.end) return null;
  return (modulus.end - i - 1) * 8 + (32 - Math.clz32(bytes[i]!));
}

// ——— MTA-STS, TLS-RPT, BIMI ———

export const isMtaSts = (text: string): boolean => /^v\s*=\s*STSv1\s*(;|$)/.test(text.trim());
export const isTlsRpt = (text: string): boolean => /^v\s*=\s*TLSRPTv1\s*(;|$)/.test(text.trim());
export const isBimi = (text: string): boolean => /^v\s*=\s*BIMI1\s*(;|$)/.test(text.trim());

/** MTA-STS TXT (RFC 8461 §3.1): its id= (1 to 32 letters and digits), or null when missing or malformed. */
export function mtaStsId(text: string): string | null {
  const id = parseTags(text)?.get('id');
  return id && /^[a-zA-Z0-9]{1,32}$/.test(id) ? id : null;
}

/** TLS-RPT TXT (RFC 8460 §3): where reports go (mailto: or https:). */
export function tlsRptAddresses(text: string): string[] {
  return (parseTags(text)?.get('rua') ?? '').split(',').map((u) => u.trim()).filter(Boolean);
}

/** BIMI TXT: the logo (l=, an SVG over https) and the evidence document (a=, a VMC), empty when not given. */
export function bimiParts(text: string): { logo: string; authority: string } | null {
  const tags = parseTags(text);
  return tags ? { logo: tags.get('l') ?? '', authority: tags.get('a') ?? '' } : null;
}

// ——— The MTA-STS policy file (RFC 8461 §3.2) ———

export type MtaStsMode = 'enforce' | 'testing' | 'none';
/** The longest max_age a policy may give: about a year (RFC 8461 §3.2). */
export const MTA_STS_MAX_AGE = 31_557_600;

export interface MtaStsPolicy {
  version: string | null;
  mode: MtaStsMode | null;
  /** The mx patterns, in order ("mail.example.com", "*.example.net"). */
  mx: string[];
  /** Seconds a sender may keep the policy; null when missing or not a number. */
  maxAge: number | null;
  /** What makes the policy unusable for senders (locale keys under mtaSts.why): version, mode, maxAge, mx. */
  invalid: ('version' | 'mode' | 'maxAge' | 'mx')[];
}

/**
 * Reads a policy file: "key: value" lines (CRLF, or LF as many servers send), version first and STSv1,
 * mode one of enforce, testing or none, max_age a whole number of seconds up to a year, and at least one
 * mx line unless the mode is none. Unknown keys are ignored, as the RFC asks.
 */
export function parseMtaStsPolicy(text: string): MtaStsPolicy {
  const fields: [string, string][] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^([a-zA-Z0-9_]+)\s*:\s*(.*?)\s*$/.exec(line);
    if (m) fields.push([m[1]!.toLowerCase(), m[2]!]);
  }
  const one = (key: string) => fields.find(([k]) => k === key)?.[1] ?? null;
  const version = one('version');
  const modeText = one('mode');
  const mode = modeText === 'enforce' || modeText === 'testing' || modeText === 'none' ? modeText : null;
  const maxAgeText = one('max_age');
  const maxAge = maxAgeText !== null && /^\d{1,10}$/.test(maxAgeText) ? Number(maxAgeText) : null;
  const mx = fields.filter(([k]) => k === 'mx').map(([, v]) => v.toLowerCase().replace(/\.$/, ''));
  const invalid: MtaStsPolicy['invalid'] = [];
  if (version !== 'STSv1' || fields[0]?.[0] !== 'version') invalid.push('version');
  if (!mode) invalid.push('mode');
  if (maxAge === null || maxAge > MTA_STS_MAX_AGE) invalid.push('maxAge');
  if ((mx.length === 0 && mode !== 'none') || mx.some((p) => !/^(\*\.)?[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)+$/.test(p))) invalid.push('mx');
  return { version, mode, mx, maxAge, invalid };
}

/** Whether an mx pattern covers a mail server's name: exactly, or "*." standing for its one leftmost label (RFC 8461 §4.1). */
export function mxCovered(pattern: string, host: string): boolean {
  const p = pattern.toLowerCase().replace(/\.$/, '');
  const h = host.toLowerCase().replace(/\.$/, '');
  if (!p.startsWith('*.')) return p === h;
  const dot = h.indexOf('.');
  return dot > 0 && h.slice(dot + 1) === p.slice(2);
}
