import { describe, expect, it } from 'vitest';
import { isToolError, readBase64, type NoteBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { INPUT_FIELDS, QR_TYPES, TYPE_FIELDS, type QrType } from './payload.ts';
import { encode, run, type QrResult } from './run.ts';
import { logoPng } from './samples.ts';
import { altText, details, view } from './view.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, p]) => [k, p.default])) as Options;
const EMPTY = { ...Object.fromEntries(INPUT_FIELDS.map((f) => [f, ''])), logo: null } as Input;

function code(fields: Partial<Input>, options: Partial<Options> = {}): QrResult {
  const result = encode({ ...EMPTY, ...fields }, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(result.code);
  return result;
}

const en = writer('qr-code-generator', 'en');
const de = writer('qr-code-generator', 'de');
const fr = writer('qr-code-generator', 'fr');

describe('fields and types', () => {
  it('shows each field on exactly the types that read it', () => {
    for (const name of INPUT_FIELDS) {
      const types = QR_TYPES.filter((type) => TYPE_FIELDS[type].includes(name));
      expect(manifest.fields[name].tabs, name).toEqual(types);
    }
  });

  it('keeps what is typed out of storage and links', () => {
    for (const name of INPUT_FIELDS) expect(manifest.fields[name].secret, name).toBe(true);
  });

  it('names, for every mistake about a field, a field the type shows', () => {
    const cases: [Partial<Input>, Partial<Options>][] = [
      [{}, { type: 'url' }],
      [{ url: 'a b' }, { type: 'url' }],
      [{}, { type: 'text' }],
      [{}, { type: 'email' }],
      [{ email: 'x' }, { type: 'email' }],
      [{}, { type: 'phone' }],
      [{ phone: 'abc' }, { type: 'sms' }],
      [{}, { type: 'wifi' }],
      [{ ssid: 'x'.repeat(33) }, { type: 'wifi' }],
      [{ ssid: 'x' }, { type: 'wifi' }],
      [{ ssid: 'x', password: 'short' }, { type: 'wifi' }],
      [{ ssid: 'x', password: 'sixsix' }, { type: 'wifi', wifiSecurity: 'WEP' }],
      [{}, { type: 'vcard' }],
      [{ firstName: 'A', workPhone: 'abc' }, { type: 'vcard' }],
      [{ firstName: 'A', email: 'a.b' }, { type: 'vcard' }],
      [{ firstName: 'A', url: 'a b' }, { type: 'vcard' }],
    ];
    for (const [fields, options] of cases) {
      const result = encode({ ...EMPTY, ...fields }, { ...DEFAULTS, ...options });
      if (!isToolError(result)) throw new Error(`expected an error for ${JSON.stringify(fields)}`);
      expect(TYPE_FIELDS[options.type as QrType], result.code).toContain(result.params?.field);
    }
  });
});

describe('texts', () => {
  it('writes the details with the level’s share in the page’s language', () => {
    const wifi = code({ ssid: 'Café; Guests', password: 'p@ss:word,2024' }, { type: 'wifi', wifiHidden: true });
    expect(en(details(wifi))).toBe('Version 4 · 33 × 33 modules · 55 bytes · level M (15%)');
    const high = code({ ssid: 'Café; Guests', password: 'p@ss:word,2024' }, { type: 'wifi', wifiHidden: true, level: 'H' });
    expect(de(details(high))).toBe('Version 6 · 41 × 41 Module · 55 Byte · Stufe H (30\u00a0%)');
  });

  it('names the code by what it does', () => {
    expect(en(altText({ ...EMPTY, url: ' example.com ' }, 'url'))).toBe('QR code opening the website example.com');
    expect(en(altText({ ...EMPTY, phone: '+1 555 0100' }, 'sms'))).toBe('QR code to send an SMS to +1 555 0100');
    expect(de(altText({ ...EMPTY, ssid: 'Café; Guests' }, 'wifi'))).toBe('QR-Code zum Verbinden mit dem WLAN Café; Guests');
    expect(en(altText({ ...EMPTY, organization: 'ACME' }, 'vcard'))).toBe('QR code with the contact card of ACME');
    expect(en(altText({ ...EMPTY, firstName: 'Ana', lastName: 'Ruiz', organization: 'ACME' }, 'vcard'))).toBe('QR code with the contact card of Ana Ruiz');
    expect(en(altText({ ...EMPTY, text: 'secret' }, 'text'))).toBe('QR code containing a text');
    expect(en(altText({ ...EMPTY, url: 'x'.repeat(80) }, 'url'))).toBe(`QR code opening the website ${'x'.repeat(60)}…`);
  });

  it('says each scanning problem in words, with its numbers', () => {
    const notes = (options: Partial<Options>, fields: Partial<Input> = { url: 'a.b' }) => view(code(fields, options), { options: { ...DEFAULTS, ...options } }).blocks as NoteBlock[];
    expect(notes({})).toEqual([]);
    const swapped = notes({ foreground: '#eeeeee', background: '#dddddd' });
    expect(swapped.map((b) => b.tone)).toEqual(['warning', 'warning']);
    expect(en(swapped[0]!.text)).toBe(
      'Low contrast (1.17:1): scanners may not tell the code from its background. Choose a darker code colour or a lighter background (at least 4:1).',
    );
    expect(en(swapped[1]!.text)).toMatch(/^The code is lighter than its background/);
    expect(fr(notes({ foreground: '#aaaaaa' })[0]!.text)).toMatch(/^Contraste faible \(2,32\u202f?:1\)/);
    const small = notes({ size: 100 }, { url: 'https://example.com/'.padEnd(300, 'x') });
    expect(en(small[0]!.text)).toBe('At 100 px each module is smaller than 2 pixels and the code may not scan: choose a larger size or shorten the content.');
  });

  it('says that a logo raised the level, and when the code no longer reads with it', async () => {
    const bytes = (readBase64(logoPng) as { bytes: Uint8Array }).bytes;
    const logo = { name: 'logo.png', type: 'image/png', size: bytes.length, bytes };
    const notes = async (options: Partial<Options>) => {
      const result = (await run({ ...EMPTY, url: 'https://example.com', logo }, { ...DEFAULTS, ...options })) as QrResult;
      return view(result, { options: { ...DEFAULTS, ...options } }).blocks as NoteBlock[];
    };
    const raised = await notes({});
    expect(raised.map((b) => b.tone)).toEqual(['info']);
    expect(en(raised[0]!.text)).toBe('Error correction raised to H so that the code still reads with the logo.');
    // Already H: nothing raised, nothing said.
    expect(await notes({ level: 'H' })).toEqual([]);
    const hidden = await notes({ logoSize: 40 });
    expect(hidden.map((b) => b.tone)).toEqual(['info', 'warning']);
    expect(en(hidden[1]!.text)).toBe('With a logo of 40% the code no longer reads: a scanner could not decode it. Choose a smaller logo.');
    expect(fr(hidden[1]!.text)).toMatch(/^Avec un logo de 40\u00a0%/);
  });

  it('copies the encoded text', () => {
    const v = view(code({ url: 'example.com' }), { options: DEFAULTS });
    expect(v.copy).toBe('https://example.com');
    expect(en(v.copyLabel!)).toBe('Copy text');
  });
});
