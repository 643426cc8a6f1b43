/**
 * The text a QR code carries for each content type, in the syntax phone scanners understand.
 * Pure: shared by run() and the unit tests. Sources of each syntax are cited where it is built.
 */
import { toolError, utf8Bytes, utf8Length, type ToolError } from '@sdk/core';

export const QR_TYPES = ['url', 'text', 'email', 'phone', 'sms', 'wifi', 'vcard'] as const;
export type QrType = (typeof QR_TYPES)[number];

export const WIFI_SECURITY = ['WPA', 'WEP', 'nopass'] as const;
export type WifiSecurity = (typeof WIFI_SECURITY)[number];

/**
 * What the visitor types. A field means the same thing in every type that uses it: `phone` is the
 * number to call, to text or the contact's mobile; `text` is the free text, the SMS message or the
 * email body; `email` and `url` are an address in the Email type and in the contact card.
 */
export const INPUT_FIELDS = [
  'url',
  'text',
  'email',
  'subject',
  'phone',
  'ssid',
  'password',
  'firstName',
  'lastName',
  'organization',
  'jobTitle',
  'workPhone',
  'street',
  'postalCode',
  'city',
  'country',
] as const;
export type InputField = (typeof INPUT_FIELDS)[number];
export type QrInput = Readonly<Record<InputField, string>>;

/** The fields each type reads, in the order the panel shows them. */
export const TYPE_FIELDS: Readonly<Record<QrType, readonly InputField[]>> = {
  url: ['url'],
  text: ['text'],
  email: ['email', 'subject', 'text'],
  phone: ['phone'],
  sms: ['phone', 'text'],
  wifi: ['ssid', 'password'],
  vcard: ['firstName', 'lastName', 'organization', 'jobTitle', 'phone', 'workPhone', 'email', 'url', 'street', 'postalCode', 'city', 'country'],
};

export interface PayloadOptions {
  wifiSecurity: WifiSecurity;
  wifiHidden: boolean;
}

/** Longest SSID: 32 octets (IEEE 802.11, the SSID element). */
export const MAX_SSID_BYTES = 32;

/** Lone surrogates become U+FFFD, as UTF-8 encoding would make them: the payload is then exactly what the code holds. */
export function wellFormed(text: string): string {
  return text.isWellFormed() ? text : text.toWellFormed();
}

const HEX = '0123456789ABCDEF';

/**
 * Percent-encodes the UTF-8 bytes of every character that is not ASCII or not matched by `keep`
 * (RFC 3986 section 2.1, upper-case hex digits).
 */
export function percentEncode(text: string, keep: RegExp): string {
  let out = '';
  for (const ch of wellFormed(text)) {
    if (ch.length === 1 && ch.charCodeAt(0) < 0x80 && keep.test(ch)) {
      out += ch;
      continue;
    }
    for (const byte of utf8Bytes(ch)) out += `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
  }
  return out;
}

/** RFC 3986 unreserved characters: never need encoding. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** In a mailto: address: unreserved plus the sub-delimiters RFC 6068 section 2 lets stand, and "@". */
const MAILTO_ADDRESS = /^[A-Za-z0-9\-._~!$'*+@]$/;

/**
 * A URL scheme ("https://", "mailto:"), not a host followed by a port ("example.com:8080"); tel: and
 * sms: may be followed by digits.
 */
const SCHEME = /^(?:[a-z][a-z0-9+.-]*:(?!\d)|(?:tel|sms|smsto|fax):)/i;

/** The address as typed, with https:// in front when it has no scheme (phones open it in the browser then). */
export function withScheme(url: string): string {
  return SCHEME.test(url) ? url : `https://${url}`;
}

/** A light check of an email address: something@domain.tld, no spaces. Scanners check nothing more. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/u;
export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

/** The digits of a phone number with an optional leading +, or null when it has other characters. */
export function phoneDigits(text: string): string | null {
  const compact = text.trim().replace(/[\s\-.()/\u00a0]/g, '');
  return /^\+?\d{3,20}$/.test(compact) ? compact : null;
}

/** Escapes WiFi fields: backslash, semicolon, comma, colon and double quote (ZXing's MECARD-like WIFI: syntax). */
export function escapeWifi(text: string): string {
  return text.replace(/[\\;,:"]/g, '\\$&');
}

/**
 * Escapes a vCard TEXT value (RFC 2426 section 5, RFC 6350 section 3.4): backslash, comma and
 * semicolon get a backslash, and each line break (CRLF, CR or LF) becomes \n.
 */
export function escapeVcard(text: string): string {
  return text
    .replace(/[\\,;]/g, '\\$&')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Trims and joins the lines of a one-line field (a pasted line break would end the vCard line). */
function oneLine(text: string): string {
  return text.trim().replace(/\s*[\r\n]+\s*/g, ' ');
}

const isHex = (text: string) => /^[0-9a-fA-F]+$/.test(text);

/** mailto: URI with subject and body (RFC 6068): line breaks in the body are sent as %0D%0A. */
function emailPayload(input: QrInput): string | ToolError {
  const to = input.email.trim();
  if (to === '') return toolError('emailRequired', { field: 'email' });
  const addresses = to.split(',').map((a) => a.trim());
  const invalid = addresses.find((a) => !isEmail(a));
  if (invalid !== undefined) return toolError('emailInvalid', { field: 'email' });
  const query: string[] = [];
  if (input.subject.trim() !== '') query.push(`subject=${percentEncode(input.subject.trim(), UNRESERVED)}`);
  if (input.text.trim() !== '') query.push(`body=${percentEncode(input.text.trim().replace(/\r\n|\r|\n/g, '\r\n'), UNRESERVED)}`);
  const target = addresses.map((a) => percentEncode(a, MAILTO_ADDRESS)).join(',');
  return `mailto:${target}${query.length ? `?${query.join('&')}` : ''}`;
}

/**
 * WIFI:T:<security>;S:<ssid>;P:<password>;H:true;; — the syntax ZXing defined (zxing wiki,
 * "Barcode Contents", Wi-Fi network config) and that Android and iOS cameras read.
 */
function wifiPayload(input: QrInput, options: PayloadOptions): string | ToolError {
  const ssid = input.ssid;
  if (ssid === '') return toolError('ssidRequired', { field: 'ssid' });
  const ssidBytes = utf8Length(wellFormed(ssid));
  if (ssidBytes > MAX_SSID_BYTES) return toolError('ssidTooLong', { bytes: ssidBytes, max: MAX_SSID_BYTES, field: 'ssid' });
  const security = options.wifiSecurity;
  const password = input.password;
  if (security !== 'nopass') {
    if (password === '') return toolError('passwordRequired', { field: 'password' });
    const length = [...password].length;
    // WPA-PSK: a passphrase of 8 to 63 characters or a key of 64 hex digits (IEEE 802.11i, annex H.4).
    if (security === 'WPA' && !((length >= 8 && length <= 63) || (length === 64 && isHex(password)))) return toolError('wpaPasswordLength', { length, field: 'password' });
    // WEP: 5 or 13 characters (40/104-bit key as ASCII) or 10 or 26 hex digits.
    if (security === 'WEP' && !(length === 5 || length === 13 || ((length === 10 || length === 26) && isHex(password)))) return toolError('wepPasswordLength', { length, field: 'password' });
  }
  let out = `WIFI:T:${security};S:${escapeWifi(ssid)};`;
  if (security !== 'nopass') out += `P:${escapeWifi(password)};`;
  if (options.wifiHidden) out += 'H:true;';
  return `${out};`;
}

/** vCard 3.0 (RFC 2426), CRLF line endings, text values escaped. */
function vcardPayload(input: QrInput): string | ToolError {
  const first = oneLine(input.firstName);
  const last = oneLine(input.lastName);
  const organization = oneLine(input.organization);
  if (first === '' && last === '' && organization === '') return toolError('nameRequired', { field: 'firstName' });
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${escapeVcard(last)};${escapeVcard(first)};;;`, `FN:${escapeVcard([first, last].filter(Boolean).join(' ') || organization)}`];
  if (organization) lines.push(`ORG:${escapeVcard(organization)}`);
  const title = oneLine(input.jobTitle);
  if (title) lines.push(`TITLE:${escapeVcard(title)}`);
  for (const [field, type] of [
    ['phone', 'CELL'],
    ['workPhone', 'WORK,VOICE'],
  ] as const) {
    const phone = oneLine(input[field]);
    if (phone === '') continue;
    if (phoneDigits(phone) === null) return toolError(field === 'phone' ? 'phoneInvalid' : 'workPhoneInvalid', { field });
    lines.push(`TEL;TYPE=${type}:${escapeVcard(phone.replace(/\s+/g, ' '))}`);
  }
  const email = input.email.trim();
  if (email) {
    if (!isEmail(email)) return toolError('emailInvalid', { field: 'email' });
    lines.push(`EMAIL;TYPE=INTERNET:${escapeVcard(email)}`);
  }
  const url = input.url.trim();
  if (url) {
    if (/\s/.test(url)) return toolError('urlSpaces', { field: 'url' });
    lines.push(`URL:${withScheme(url)}`);
  }
  const address = [input.street, input.city, input.postalCode, input.country].map(oneLine);
  if (address.some(Boolean)) {
    const [street, city, postalCode, country] = address.map(escapeVcard);
    // ADR: post office box; extended address; street; locality; region; postal code; country.
    lines.push(`ADR:;;${street};${city};;${postalCode};${country}`);
  }
  lines.push('END:VCARD');
  return `${lines.join('\r\n')}\r\n`;
}

/** The payload of a type from the typed fields, or the message saying what is missing or wrong. */
export function buildPayload(type: QrType, input: QrInput, options: PayloadOptions): string | ToolError {
  switch (type) {
    case 'url': {
      const url = input.url.trim();
      if (url === '') return toolError('urlRequired', { field: 'url' });
      if (/\s/.test(url)) return toolError('urlSpaces', { field: 'url' });
      return withScheme(url);
    }
    case 'text':
      return input.text.trim() === '' ? toolError('textRequired', { field: 'text' }) : input.text;
    case 'email':
      return emailPayload(input);
    case 'phone':
    case 'sms': {
      if (input.phone.trim() === '') return toolError('phoneRequired', { field: 'phone' });
      const digits = phoneDigits(input.phone);
      if (digits === null) return toolError('phoneInvalid', { field: 'phone' });
      // SMSTO:<number>:<message> (zxing wiki "Barcode Contents"; read by ZXing-based Android scanners,
      // Google Lens and the iOS camera): the message follows as is, without percent-encoding.
      return type === 'phone' ? `tel:${digits}` : `SMSTO:${digits}:${input.text}`;
    }
    case 'wifi':
      return wifiPayload(input, options);
    case 'vcard':
      return vcardPayload(input);
  }
}
