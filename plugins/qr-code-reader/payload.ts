/**
 * What a QR code's text means: the syntaxes phone scanners act on, read back into labelled fields.
 * The reverse of plugins/qr-code-generator/payload.ts (URL, mailto:, tel:, SMSTO:, WIFI:, vCard),
 * plus what other generators write: MATMSG:, sms:, MECARD:, geo: (RFC 5870) and iCalendar events
 * (RFC 5545). Pure: no DOM. Nothing here opens, fetches or resolves anything.
 */

export const PAYLOAD_KINDS = ['url', 'text', 'email', 'phone', 'sms', 'wifi', 'contact', 'geo', 'event'] as const;
export type PayloadKind = (typeof PAYLOAD_KINDS)[number];

/**
 * One labelled value (label: the locale's `labels.<key>`). `value` is the code's own text, shown as it
 * is; with `choice` it is a locale key under `values.` instead (the Wi-Fi security, "hidden: yes");
 * with `when` it is a date or a date and time, written in the page's language.
 */
export interface PayloadField {
  readonly key: string;
  readonly value: string;
  readonly choice?: true;
  /** A calendar date (YYYY-MM-DD), a UTC instant (epoch ms) or a local time as written (YYYY-MM-DDTHH:MM). */
  readonly when?: { readonly date: string } | { readonly utc: number } | { readonly local: string };
}

/** What should make a visitor look twice at a link before opening it. */
export const URL_WARNINGS = ['insecure', 'userinfo', 'punycode', 'ipAddress'] as const;
export type UrlWarning = (typeof URL_WARNINGS)[number];

export interface Payload {
  readonly kind: PayloadKind;
  readonly fields: readonly PayloadField[];
  readonly warnings: readonly UrlWarning[];
}

const field = (key: string, value: string): PayloadField => ({ key, value });
const nonEmpty = (fields: (PayloadField | null)[]): PayloadField[] => fields.filter((f): f is PayloadField => f !== null && f.value !== '');

/** %XX sequences decoded as UTF-8 (RFC 3986); text that is not valid percent-encoding stays as it is. */
export function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A web address: what the generator writes for its URL type (withScheme adds https://), and www. without a scheme. */
const WEB_URL = /^(?:https?|ftp):\/\/\S+$/i;
const BARE_WWW = /^www\.[^\s/]+\.[^\s]+$/i;

function urlPayload(text: string): Payload {
  const fields: PayloadField[] = [field('url', text)];
  const warnings: UrlWarning[] = [];
  let parsed: URL | null = null;
  try {
    parsed = new URL(BARE_WWW.test(text) ? `https://${text}` : text);
  } catch {
    parsed = null;
  }
  if (parsed) {
    // The host the browser would really go to: "https://bank.example@evil.example" goes to evil.example.
    fields.push(field('host', parsed.hostname));
    if (parsed.protocol === 'http:' || parsed.protocol === 'ftp:') warnings.push('insecure');
    if (parsed.username !== '' || parsed.password !== '') warnings.push('userinfo');
    if (parsed.hostname.split('.').some((label) => label.startsWith('xn--'))) warnings.push('punycode');
    if (/^\d+(\.\d+){3}$/.test(parsed.hostname) || parsed.hostname.startsWith('[')) warnings.push('ipAddress');
  }
  return { kind: 'url', fields, warnings };
}

/** mailto:a@b.example,c@d.example?subject=…&body=… (RFC 6068): the generator's Email type. */
function mailtoPayload(text: string): Payload {
  const rest = text.slice('mailto:'.length);
  const q = rest.indexOf('?');
  const to = percentDecode(q < 0 ? rest : rest.slice(0, q));
  const params = new Map<string, string>();
  if (q >= 0) {
    for (const pair of rest.slice(q + 1).split('&')) {
      const eq = pair.indexOf('=');
      const name = (eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
      // "+" is a plus sign in mailto: (RFC 6068 section 5), unlike in form data.
      if (name && !params.has(name)) params.set(name, percentDecode(eq < 0 ? '' : pair.slice(eq + 1)));
    }
  }
  const recipients = [to, params.get('to') ?? ''].filter(Boolean).join(', ');
  return {
    kind: 'email',
    fields: nonEmpty([field('to', recipients), field('cc', params.get('cc') ?? ''), field('bcc', params.get('bcc') ?? ''), field('subject', params.get('subject') ?? ''), field('body', (params.get('body') ?? '').replace(/\r\n/g, '\n'))]),
    warnings: [],
  };
}

/**
 * Splits "K1:v1;K2:v2;;" (the MECARD-like syntax of WIFI:, MATMSG: and MECARD:, zxing wiki "Barcode
 * Contents") into keys and values, undoing the backslash escapes the generator's escapeWifi writes.
 */
export function mecardParts(body: string): [string, string][] {
  // Split on unescaped semicolons, keeping escapes; then key = up to the first unescaped colon.
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '\\' && i + 1 < body.length) {
      current += ch + body[i + 1];
      i++;
    } else if (ch === ';') {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (current !== '') parts.push(current);
  const unescape = (s: string) => s.replace(/\\(.)/gs, '$1');
  const out: [string, string][] = [];
  for (const part of parts) {
    const m = /^([A-Za-z0-9-]+):/.exec(part);
    if (m) out.push([m[1]!.toUpperCase(), unescape(part.slice(m[0].length))]);
  }
  return out;
}

/** WIFI:T:WPA;S:name;P:secret;H:true;; — the generator's Wi-Fi type. */
function wifiPayload(text: string): Payload {
  const parts = new Map(mecardParts(text.slice('WIFI:'.length)));
  const security = (parts.get('T') ?? '').toUpperCase();
  const known = security === '' || security === 'NOPASS' ? 'nopass' : security === 'WEP' ? 'WEP' : security.startsWith('WPA') || security === 'SAE' ? 'WPA' : null;
  const hidden = (parts.get('H') ?? '').toLowerCase() === 'true';
  const fields: (PayloadField | null)[] = [
    field('ssid', parts.get('S') ?? ''),
    known ? { key: 'security', value: `security.${known}`, choice: true } : field('security', parts.get('T') ?? ''),
    known === 'nopass' ? null : field('password', parts.get('P') ?? ''),
    { key: 'hidden', value: hidden ? 'yes' : 'no', choice: true },
  ];
  return { kind: 'wifi', fields: nonEmpty(fields), warnings: [] };
}

/** MATMSG:TO:a@b.example;SUB:subject;BODY:text;; (an older email syntax some generators write). */
function matmsgPayload(text: string): Payload {
  const parts = new Map(mecardParts(text.slice('MATMSG:'.length)));
  return { kind: 'email', fields: nonEmpty([field('to', parts.get('TO') ?? ''), field('subject', parts.get('SUB') ?? ''), field('body', parts.get('BODY') ?? '')]), warnings: [] };
}

/** MECARD:N:Doe,Jane;TEL:…;EMAIL:…;ADR:…;URL:…;; (NTT DoCoMo's contact syntax). */
function mecardPayload(text: string): Payload {
  const fields: PayloadField[] = [];
  for (const [key, value] of mecardParts(text.slice('MECARD:'.length))) {
    if (key === 'N') fields.push(field('name', value.split(',').map((s) => s.trim()).filter(Boolean).reverse().join(' ')));
    else if (key === 'ORG') fields.push(field('organization', value));
    else if (key === 'TEL') fields.push(field('phone', value));
    else if (key === 'EMAIL') fields.push(field('email', value));
    else if (key === 'URL') fields.push(field('website', value));
    else if (key === 'ADR') fields.push(field('address', value.split(',').map((s) => s.trim()).filter(Boolean).join(', ')));
    else if (key === 'NOTE') fields.push(field('note', value));
    else if (key === 'BDAY' && /^\d{8}$/.test(value)) fields.push({ key: 'birthday', value, when: { date: `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` } });
  }
  return { kind: 'contact', fields: nonEmpty(fields), warnings: [] };
}

/**
 * The content lines of a vCard or iCalendar text (RFC 6350 section 3.2, RFC 5545 section 3.1): folded
 * lines (a line break followed by a space or tab) joined, each split into name, parameters and value.
 */
export function contentLines(text: string): { name: string; params: string[]; value: string }[] {
  const unfolded = text.replace(/\r\n|\r/g, '\n').replace(/\n[ \t]/g, '');
  const out: { name: string; params: string[]; value: string }[] = [];
  for (const line of unfolded.split('\n')) {
    // The value starts after the first colon that is not inside a quoted parameter value.
    let quoted = false;
    let colon = -1;
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '"') quoted = !quoted;
      else if (line[i] === ':' && !quoted) {
        colon = i;
        break;
      }
    }
    if (colon <= 0) continue;
    const [name, ...params] = line.slice(0, colon).split(';');
    // A group prefix ("item1.EMAIL") is dropped.
    out.push({ name: name!.replace(/^[^.]*\./, '').toUpperCase(), params, value: line.slice(colon + 1) });
  }
  return out;
}

/** A vCard or iCalendar TEXT value: \n and \N are line breaks, \, \; \\ the characters themselves (the generator's escapeVcard, reversed). */
export function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\:])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** Splits a structured value on unescaped semicolons (N, ADR), each part unescaped. */
function structured(value: string): string[] {
  return value.split(/(?<!\\);/).map(unescapeText);
}

/** vCard 2.1, 3.0 or 4.0 (RFC 2426, RFC 6350): the generator's contact card. */
function vcardPayload(text: string): Payload {
  const fields: PayloadField[] = [];
  let fn = '';
  let n = '';
  for (const { name, params, value } of contentLines(text)) {
    const types = params.join(';').toUpperCase();
    switch (name) {
      case 'FN':
        fn = unescapeText(value).trim();
        break;
      case 'N': {
        // Family; given; additional; prefixes; suffixes.
        const [family = '', given = '', additional = '', prefix = '', suffix = ''] = structured(value);
        n = [prefix, given, additional, family, suffix].map((s) => s.trim()).filter(Boolean).join(' ');
        break;
      }
      case 'ORG':
        fields.push(field('organization', structured(value).map((s) => s.trim()).filter(Boolean).join(', ')));
        break;
      case 'TITLE':
        fields.push(field('jobTitle', unescapeText(value)));
        break;
      case 'TEL': {
        const number = value.replace(/^tel:/i, '');
        fields.push(field(/WORK/.test(types) ? 'workPhone' : /HOME/.test(types) ? 'homePhone' : /CELL/.test(types) ? 'mobile' : 'phone', unescapeText(number)));
        break;
      }
      case 'EMAIL':
        fields.push(field('email', unescapeText(value)));
        break;
      case 'URL':
        fields.push(field('website', unescapeText(value)));
        break;
      case 'ADR': {
        // Post office box; extended address; street; locality; region; postal code; country.
        const [box = '', extended = '', street = '', city = '', region = '', postal = '', country = ''] = structured(value);
        const address = [box, extended, street, [postal, city].map((s) => s.trim()).filter(Boolean).join(' '), region, country].map((s) => s.trim().replace(/\n/g, ', ')).filter(Boolean).join(', ');
        fields.push(field('address', address));
        break;
      }
      case 'NOTE':
        fields.push(field('note', unescapeText(value)));
        break;
      case 'BDAY': {
        const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value.trim());
        if (m) fields.push({ key: 'birthday', value: value.trim(), when: { date: `${m[1]}-${m[2]}-${m[3]}` } });
        break;
      }
    }
  }
  const name = fn || n;
  return { kind: 'contact', fields: nonEmpty([field('name', name), ...fields]), warnings: [] };
}

/** geo:48.2010,16.3695[,alt][;crs=…][?q=…] (RFC 5870); latitudes and longitudes out of range are not a place. */
function geoPayload(text: string): Payload | null {
  const m = /^geo:(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,(-?\d+(?:\.\d+)?))?([;?].*)?$/i.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const query = /[?&]q=([^&]*)/.exec(m[4] ?? '');
  return {
    kind: 'geo',
    fields: nonEmpty([field('latitude', m[1]!), field('longitude', m[2]!), field('altitude', m[3] ?? ''), field('query', query ? percentDecode(query[1]!.replace(/\+/g, ' ')) : '')]),
    warnings: [],
  };
}

/** An iCalendar DATE or DATE-TIME (RFC 5545 section 3.3.4–3.3.5): a day, a UTC instant, or a local time as written. */
export function icalWhen(value: string): PayloadField['when'] | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, z] = m;
  const day = `${y}-${mo}-${d}`;
  const time = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  // Not a real date (20261331): shown as written.
  const back = new Date(time);
  if (back.getUTCFullYear() !== Number(y) || back.getUTCMonth() !== Number(mo) - 1 || back.getUTCDate() !== Number(d)) return undefined;
  if (h === undefined) return { date: day };
  if (z) return { utc: time };
  return { local: `${day}T${h}:${mi}` };
}

/** A calendar event: BEGIN:VEVENT, alone or in a BEGIN:VCALENDAR (RFC 5545). */
function eventPayload(text: string): Payload {
  const fields: PayloadField[] = [];
  let inEvent = false;
  for (const { name, params, value } of contentLines(text)) {
    if (name === 'BEGIN' && value.toUpperCase() === 'VEVENT') inEvent = true;
    else if (name === 'END' && value.toUpperCase() === 'VEVENT') break;
    if (!inEvent) continue;
    if (name === 'SUMMARY') fields.push(field('title', unescapeText(value)));
    else if (name === 'DTSTART' || name === 'DTEND') {
      const key = name === 'DTSTART' ? 'start' : 'end';
      const when = icalWhen(value);
      const zone = params.find((p) => p.toUpperCase().startsWith('TZID='))?.slice(5);
      fields.push(when ? { key, value: value.trim(), when } : field(key, value.trim()));
      if (zone && when && 'local' in when) fields.push(field('timeZone', zone.replace(/^"|"$/g, '')));
    } else if (name === 'LOCATION') fields.push(field('location', unescapeText(value)));
    else if (name === 'DESCRIPTION') fields.push(field('description', unescapeText(value)));
    else if (name === 'URL') fields.push(field('website', unescapeText(value)));
  }
  // The zone is said once even when both start and end name it.
  const seen = new Set<string>();
  const unique = fields.filter((f) => f.key !== 'timeZone' || (!seen.has(f.value) && seen.add(f.value)));
  return { kind: 'event', fields: nonEmpty(unique), warnings: [] };
}

/** The kind of content a QR code's text is, with its parts as labelled fields. */
export function parsePayload(text: string): Payload {
  const trimmed = text.trim();
  const upper = trimmed.slice(0, 16).toUpperCase();
  if (WEB_URL.test(trimmed) || BARE_WWW.test(trimmed)) return urlPayload(trimmed);
  if (upper.startsWith('MAILTO:')) return mailtoPayload(trimmed);
  if (upper.startsWith('MATMSG:')) return matmsgPayload(trimmed);
  if (upper.startsWith('TEL:')) {
    const number = percentDecode(trimmed.slice(4));
    return { kind: 'phone', fields: nonEmpty([field('phone', number)]), warnings: [] };
  }
  if (upper.startsWith('SMSTO:') || upper.startsWith('MMSTO:')) {
    // SMSTO:<number>:<message>, the message as it is (zxing wiki "Barcode Contents").
    const rest = trimmed.slice(6);
    const colon = rest.indexOf(':');
    return { kind: 'sms', fields: nonEmpty([field('phone', colon < 0 ? rest : rest.slice(0, colon)), field('message', colon < 0 ? '' : text.trimStart().slice(6 + colon + 1))]), warnings: [] };
  }
  if (upper.startsWith('SMS:')) {
    // sms:<number>?body=<message> (RFC 5724).
    const rest = trimmed.slice(4);
    const q = rest.indexOf('?');
    const body = q < 0 ? null : /(?:^|&)body=([^&]*)/i.exec(rest.slice(q + 1));
    return { kind: 'sms', fields: nonEmpty([field('phone', percentDecode(q < 0 ? rest : rest.slice(0, q))), field('message', body ? percentDecode(body[1]!) : '')]), warnings: [] };
  }
  if (upper.startsWith('WIFI:')) return wifiPayload(trimmed);
  if (upper.startsWith('BEGIN:VCARD')) return vcardPayload(trimmed);
  if (upper.startsWith('MECARD:')) return mecardPayload(trimmed);
  if (upper.startsWith('GEO:')) {
    const geo = geoPayload(trimmed);
    if (geo) return geo;
  }
  if (upper.startsWith('BEGIN:VCALENDAR') || upper.startsWith('BEGIN:VEVENT')) {
    const event = eventPayload(trimmed);
    if (event.fields.length > 0) return event;
  }
  return { kind: 'text', fields: [], warnings: [] };
}
