import { describe, expect, it } from 'vitest';
import { encodeImage, isToolError, readBase64 } from '@sdk/core';
import { encode as generate } from '../qr-code-generator/run.ts';
import type { Input as GeneratorInput, Options as GeneratorOptions } from '../qr-code-generator/manifest.ts';
import { run } from './run.ts';
import { parsePayload, icalWhen, contentLines, unescapeText } from './payload.ts';
import { websitePng } from './samples.ts';

const EMPTY_GENERATOR: GeneratorInput = Object.fromEntries(
  ['url', 'text', 'email', 'subject', 'phone', 'ssid', 'password', 'firstName', 'lastName', 'organization', 'jobTitle', 'workPhone', 'street', 'postalCode', 'city', 'country'].map((f) => [f, '']),
) as unknown as GeneratorInput;
const GENERATOR_OPTIONS: GeneratorOptions = { type: 'url', wifiSecurity: 'WPA', wifiHidden: false, size: 250, margin: 4, level: 'M', foreground: '#000000', background: '#ffffff', logoSize: 20, batchFormat: 'png', batchNames: false };

/** The payload the QR code generator writes for these fields and options. */
function generated(input: Partial<GeneratorInput>, options: Partial<GeneratorOptions>): string {
  const result = generate({ ...EMPTY_GENERATOR, ...input }, { ...GENERATOR_OPTIONS, ...options });
  if (isToolError(result)) throw new Error(result.code);
  return result.payload;
}

const fieldsOf = (text: string) => Object.fromEntries(parsePayload(text).fields.map((f) => [f.key, f.value]));

describe('qr-code-reader: what the QR code generator writes reads back as what was typed', () => {
  it('a website (https:// added by the generator)', () => {
    const text = generated({ url: 'example.com/a?b=c' }, { type: 'url' });
    expect(parsePayload(text)).toEqual({ kind: 'url', fields: [{ key: 'url', value: 'https://example.com/a?b=c' }, { key: 'host', value: 'example.com' }], warnings: [] });
  });
  it('an email with several recipients, a subject and a body with accents and line breaks', () => {
    const text = generated({ email: 'a@example.com, b@example.com', subject: 'Hello & welcome?', text: 'Line 1\nÇa va ?' }, { type: 'email' });
    expect(parsePayload(text).kind).toBe('email');
    expect(fieldsOf(text)).toEqual({ to: 'a@example.com,b@example.com', subject: 'Hello & welcome?', body: 'Line 1\nÇa va ?' });
  });
  it('a phone number and an SMS whose message holds a colon', () => {
    expect(parsePayload(generated({ phone: '+44 20 7946 0000' }, { type: 'phone' }))).toEqual({ kind: 'phone', fields: [{ key: 'phone', value: '+442079460000' }], warnings: [] });
    const sms = generated({ phone: '+1 555 0100', text: 'Code: 1234' }, { type: 'sms' });
    expect(parsePayload(sms).kind).toBe('sms');
    expect(fieldsOf(sms)).toEqual({ phone: '+15550100', message: 'Code: 1234' });
  });
  it('Wi-Fi networks: escaped characters, WEP, open and hidden networks', () => {
    expect(fieldsOf(generated({ ssid: 'Café; "Guests"', password: 'p@ss:word,2024\\' }, { type: 'wifi' }))).toEqual({ ssid: 'Café; "Guests"', security: 'security.WPA', password: 'p@ss:word,2024\\', hidden: 'no' });
    expect(fieldsOf(generated({ ssid: 'Old', password: 'abcde' }, { type: 'wifi', wifiSecurity: 'WEP' }))).toEqual({ ssid: 'Old', security: 'security.WEP', password: 'abcde', hidden: 'no' });
    expect(fieldsOf(generated({ ssid: 'Open' }, { type: 'wifi', wifiSecurity: 'nopass', wifiHidden: true }))).toEqual({ ssid: 'Open', security: 'security.nopass', hidden: 'yes' });
  });
  it('a contact card with every field, escaped commas and semicolons', () => {
    const text = generated(
      { firstName: 'Jane', lastName: 'Doe', organization: 'Doe, Smith; Co', jobTitle: 'CEO', phone: '+1 555 0100', workPhone: '+1 555 0199', email: 'jane@example.com', url: 'example.com', street: '1 Main St', postalCode: '12345', city: 'Springfield', country: 'USA' },
      { type: 'vcard' },
    );
    expect(parsePayload(text).kind).toBe('contact');
    expect(parsePayload(text).fields.map((f) => [f.key, f.value])).toEqual([
      ['name', 'Jane Doe'],
      ['organization', 'Doe, Smith; Co'],
      ['jobTitle', 'CEO'],
      ['mobile', '+1 555 0100'],
      ['workPhone', '+1 555 0199'],
      ['email', 'jane@example.com'],
      ['website', 'https://example.com'],
      ['address', '1 Main St, 12345 Springfield, USA'],
    ]);
  });
});

describe('qr-code-reader: payloads other generators write', () => {
  it('MATMSG email, MECARD contact, sms: with a body, SMSTO without a message', () => {
    expect(parsePayload('MATMSG:TO:a@example.com;SUB:Hi;BODY:See you\\; soon;;')).toEqual({ kind: 'email', fields: [{ key: 'to', value: 'a@example.com' }, { key: 'subject', value: 'Hi' }, { key: 'body', value: 'See you; soon' }], warnings: [] });
    expect(fieldsOf('MECARD:N:Doe,Jane;TEL:+15550100;EMAIL:jane@example.com;BDAY:19900131;;')).toEqual({ name: 'Jane Doe', phone: '+15550100', email: 'jane@example.com', birthday: '19900131' });
    expect(parsePayload('MECARD:BDAY:19900131;;').fields[0]!.when).toEqual({ date: '1990-01-31' });
    expect(fieldsOf('sms:+15550100?body=Hello%20there')).toEqual({ phone: '+15550100', message: 'Hello there' });
    expect(fieldsOf('SMSTO:+15550100')).toEqual({ phone: '+15550100' });
  });
  it('geo: places (RFC 5870), and coordinates out of range are only text', () => {
    expect(parsePayload('geo:48.2010,16.3695,183?q=Vienna+Opera')).toEqual({
      kind: 'geo',
      fields: [
        { key: 'latitude', value: '48.2010' },
        { key: 'longitude', value: '16.3695' },
        { key: 'altitude', value: '183' },
        { key: 'query', value: 'Vienna Opera' },
      ],
      warnings: [],
    });
    expect(parsePayload('geo:91,0').kind).toBe('text');
  });
  it('calendar events: UTC times, all-day dates, local times with their zone, folded lines and escapes', () => {
    const text = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Launch\\, part 2\r\nDTSTART;TZID=Europe/Berlin:20261203T090000\r\nDTEND;TZID=Europe/Berlin:20261203T100000\r\nLOCATION:Room 4\r\nDESCRIPTION:A long\r\n  description\\nwith two lines\r\nEND:VEVENT\r\nEND:VCALENDAR';
    expect(parsePayload(text)).toEqual({
      kind: 'event',
      fields: [
        { key: 'title', value: 'Launch, part 2' },
        { key: 'start', value: '20261203T090000', when: { local: '2026-12-03T09:00' } },
        { key: 'timeZone', value: 'Europe/Berlin' },
        { key: 'end', value: '20261203T100000', when: { local: '2026-12-03T10:00' } },
        { key: 'location', value: 'Room 4' },
        { key: 'description', value: 'A long description\nwith two lines' },
      ],
      warnings: [],
    });
    expect(icalWhen('20260229')).toBeUndefined();
    expect(icalWhen('20280229')).toEqual({ date: '2028-02-29' });
    expect(icalWhen('20261203T090000Z')).toEqual({ utc: Date.UTC(2026, 11, 3, 9) });
    expect(contentLines('X;A="b:c":value')).toEqual([{ name: 'X', params: ['A="b:c"'], value: 'value' }]);
    expect(unescapeText('a\\,b\\;c\\\\n\\N')).toBe('a,b;c\\n\n');
  });
  it('links that deserve a second look are marked; the host shown is the one the browser would open', () => {
    const trap = parsePayload('https://bank.example@evil.example/login');
    expect(trap.warnings).toEqual(['userinfo']);
    expect(trap.fields).toContainEqual({ key: 'host', value: 'evil.example' });
    expect(parsePayload('http://example.com').warnings).toEqual(['insecure']);
    expect(parsePayload('https://xn--pypal-4ve.com/').warnings).toEqual(['punycode']);
    // An international name is shown in the form the browser sends (punycode), never in the look-alike letters.
    expect(fieldsOf('https://pаypal.com/').host).toBe('xn--pypal-4ve.com');
    expect(parsePayload('http://192.168.0.1/admin').warnings).toEqual(['insecure', 'ipAddress']);
    expect(parsePayload('www.example.com').fields).toContainEqual({ key: 'host', value: 'www.example.com' });
  });
  it('anything else is text, shown as it is', () => {
    for (const text of ['Hello, world', 'javascript:alert(1)', 'mailto', '<script>x</script>', 'geo:abc', 'BEGIN:VCALENDAR\nEND:VCALENDAR']) expect(parsePayload(text)).toEqual({ kind: 'text', fields: [], warnings: [] });
  });
});

describe('qr-code-reader: run() on image files', () => {
  const file = (bytes: Uint8Array, type = 'image/png') => ({ image: { name: 'x', type, size: bytes.length, bytes } });
  it('reads a PNG file', async () => {
    const read = readBase64(websitePng);
    if (!('bytes' in read)) throw new Error('sample');
    expect(await run(file(read.bytes))).toMatchObject({ text: 'https://example.com', kind: 'url', version: 2 });
  });
  it('refuses what is not an image, and says when an image has no code or nothing visible', async () => {
    expect(await run(file(new TextEncoder().encode('not an image')))).toEqual({ kind: 'tool-error', code: 'notImage', params: { field: 'image' } });
    expect(await run(file(new Uint8Array(0)))).toEqual({ kind: 'tool-error', code: 'notImage', params: { field: 'image' } });
    const blank = await encodeImage({ width: 40, height: 30, data: new Uint8ClampedArray(40 * 30 * 4).fill(255) }, 'image/png');
    if (isToolError(blank)) throw new Error(blank.code);
    expect(await run(file(blank))).toEqual({ kind: 'tool-error', code: 'noCode', params: { field: 'image' } });
    const clear = await encodeImage({ width: 40, height: 30, data: new Uint8ClampedArray(40 * 30 * 4) }, 'image/png');
    if (isToolError(clear)) throw new Error(clear.code);
    expect(await run(file(clear))).toEqual({ kind: 'tool-error', code: 'transparent', params: { field: 'image' } });
    expect(await run({ image: null })).toEqual({ kind: 'tool-error', code: 'imageRequired', params: { field: 'image' } });
  });
});
