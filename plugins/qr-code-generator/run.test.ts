import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { isToolError, readBase64, type FileInput, type ToolError } from '@sdk/core';
import { encode, run, MAX_BYTES, type QrResult } from './run.ts';
import { manifest, type Options } from './manifest.ts';
import { INPUT_FIELDS, QR_TYPES, TYPE_FIELDS, buildPayload, escapeVcard, escapeWifi, percentEncode, phoneDigits, withScheme, type QrInput, type QrType } from './payload.ts';
import { logoSquares, modulePath, pngSide, qrSvg, rasterize } from './render.ts';
import { logoPng } from './samples.ts';

const DEFAULTS: Options = { type: 'url', size: 250, level: 'M', margin: 4, foreground: '#000000', background: '#ffffff', wifiSecurity: 'WPA', wifiHidden: false, logoSize: 20, batchFormat: 'png', batchNames: false };
const EMPTY = Object.fromEntries(INPUT_FIELDS.map((f) => [f, ''])) as Record<(typeof INPUT_FIELDS)[number], string>;

function input(fields: Partial<QrInput>): QrInput & { list: string } {
  return { ...EMPTY, ...fields, list: '' };
}

function code(fields: Partial<QrInput>, options: Partial<Options> = {}): QrResult {
  const result = encode(input(fields), { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}

function error(fields: Partial<QrInput>, options: Partial<Options> = {}): ToolError {
  const result = encode(input(fields), { ...DEFAULTS, ...options });
  if (!isToolError(result)) throw new Error(`expected an error, got ${result.payload}`);
  return result;
}

/** Decodes the exact pixels the PNG download holds with a QR decoder (jsQR), as a phone would. */
function decode(result: QrResult, options: Partial<Options> = {}): string | undefined {
  const o = { ...DEFAULTS, ...options };
  const pixels = rasterize({ rows: result.rows, margin: o.margin, foreground: o.foreground, background: o.background }, o.size);
  return jsQR(pixels, o.size, o.size, { inversionAttempts: 'attemptBoth' })?.data;
}

describe('payloads written by hand from the specifications', () => {
  it('URL: as typed, with https:// added when there is no scheme', () => {
    expect(code({ url: 'https://example.com/a?b=c#d' }).payload).toBe('https://example.com/a?b=c#d');
    expect(code({ url: '  example.com/path ' }).payload).toBe('https://example.com/path');
    expect(code({ url: 'example.com:8080/x' }).payload).toBe('https://example.com:8080/x');
    expect(code({ url: 'http://intranet' }).payload).toBe('http://intranet');
    expect(code({ url: 'mailto:jane@example.com' }).payload).toBe('mailto:jane@example.com');
    expect(withScheme('tel:5550100')).toBe('tel:5550100');
    expect(withScheme('localhost:3000')).toBe('https://localhost:3000');
  });

  it('text: exactly as typed, Unicode included', () => {
    expect(code({ text: '  Grüße 😀\nzweite Zeile ' }, { type: 'text' }).payload).toBe('  Grüße 😀\nzweite Zeile ');
  });

  it('email: mailto: with percent-encoded subject and body, CRLF line breaks (RFC 6068)', () => {
    expect(code({ email: 'jane@example.com' }, { type: 'email' }).payload).toBe('mailto:jane@example.com');
    // RFC 6068 section 6.1: "mailto:infobot@example.com?subject=current-issue"; spaces are %20, line breaks %0D%0A.
    expect(code({ email: 'jane@example.com', subject: 'Hello & welcome?', text: 'Line 1\nLine 2 = 100%' }, { type: 'email' }).payload).toBe(
      'mailto:jane@example.com?subject=Hello%20%26%20welcome%3F&body=Line%201%0D%0ALine%202%20%3D%20100%25',
    );
    // UTF-8 bytes of "ü" are C3 BC.
    expect(code({ email: 'a@b.de', subject: 'Grüße' }, { type: 'email' }).payload).toBe('mailto:a@b.de?subject=Gr%C3%BC%C3%9Fe');
    // "+" may stand in an address (RFC 6068 some-delims); several recipients are separated by commas.
    expect(code({ email: 'jane+news@example.com, bob@example.org' }, { type: 'email' }).payload).toBe('mailto:jane+news@example.com,bob@example.org');
    expect(code({ email: 'x@y.com', text: 'only a body' }, { type: 'email' }).payload).toBe('mailto:x@y.com?body=only%20a%20body');
  });

  it('phone: tel: with the digits and a leading + (RFC 3966)', () => {
    expect(code({ phone: '+44 20 7946 0958' }, { type: 'phone' }).payload).toBe('tel:+442079460958');
    expect(code({ phone: '(030) 123-45.67' }, { type: 'phone' }).payload).toBe('tel:0301234567');
    expect(phoneDigits('112')).toBe('112');
    expect(phoneDigits('12')).toBeNull();
    expect(phoneDigits('+1 555 CALL')).toBeNull();
  });

  it('SMS: SMSTO:number:message, the message unencoded (zxing "Barcode Contents")', () => {
    expect(code({ phone: '+1 555 0100', text: 'Hi: see you at 5, ok?' }, { type: 'sms' }).payload).toBe('SMSTO:+15550100:Hi: see you at 5, ok?');
    expect(code({ phone: '5550100' }, { type: 'sms' }).payload).toBe('SMSTO:5550100:');
  });

  it('WiFi: WIFI:T:…;S:…;P:…;H:true;; with \\ ; , : " escaped (zxing "Barcode Contents")', () => {
    expect(escapeWifi('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(code({ ssid: 'Home', password: 'secret-passphrase' }, { type: 'wifi' }).payload).toBe('WIFI:T:WPA;S:Home;P:secret-passphrase;;');
    expect(code({ ssid: 'My "Net"; 5G', password: 'pa:ss,word\\1' }, { type: 'wifi', wifiHidden: true }).payload).toBe(
      'WIFI:T:WPA;S:My \\"Net\\"\\; 5G;P:pa\\:ss\\,word\\\\1;H:true;;',
    );
    expect(code({ ssid: 'Café', password: 'ignored' }, { type: 'wifi', wifiSecurity: 'nopass' }).payload).toBe('WIFI:T:nopass;S:Café;;');
    expect(code({ ssid: 'Old', password: 'abcde' }, { type: 'wifi', wifiSecurity: 'WEP' }).payload).toBe('WIFI:T:WEP;S:Old;P:abcde;;');
    expect(code({ ssid: 'Old', password: '0123456789' }, { type: 'wifi', wifiSecurity: 'WEP' }).payload).toBe('WIFI:T:WEP;S:Old;P:0123456789;;');
    // 64 hex digits are a raw WPA key.
    expect(code({ ssid: 'K', password: 'a'.repeat(64) }, { type: 'wifi' }).payload).toBe(`WIFI:T:WPA;S:K;P:${'a'.repeat(64)};;`);
  });

  it('vCard 3.0: CRLF lines, N and FN, text escaped (RFC 2426 section 5, RFC 6350 section 3.4)', () => {
    expect(escapeVcard('a\\b,c;d\r\ne\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
    const all = code(
      {
        firstName: 'Ana María',
        lastName: 'López; García',
        organization: 'Ejemplo, S.L.',
        jobTitle: 'CTO\\CEO',
        phone: '+34 600 11 22 33',
        workPhone: '(91) 555-0100',
        email: 'ana@example.es',
        url: 'example.es',
        street: 'Calle Mayor 1\n2º B',
        postalCode: '28013',
        city: 'Madrid',
        country: 'España',
      },
      { type: 'vcard' },
    ).payload;
    expect(all).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:López\\; García;Ana María;;;',
        'FN:Ana María López\\; García',
        'ORG:Ejemplo\\, S.L.',
        'TITLE:CTO\\\\CEO',
        'TEL;TYPE=CELL:+34 600 11 22 33',
        'TEL;TYPE=WORK,VOICE:(91) 555-0100',
        'EMAIL;TYPE=INTERNET:ana@example.es',
        'URL:https://example.es',
        // A line break in a one-line field becomes a space; ADR = ;;street;locality;region;postal code;country.
        'ADR:;;Calle Mayor 1 2º B;Madrid;;28013;España',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
    expect(code({ organization: 'ACME' }, { type: 'vcard' }).payload).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:ACME\r\nORG:ACME\r\nEND:VCARD\r\n');
    expect(code({ city: 'Paris', firstName: 'Zoé' }, { type: 'vcard' }).payload).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Zoé;;;\r\nFN:Zoé\r\nADR:;;;Paris;;;\r\nEND:VCARD\r\n');
  });

  it('percent-encodes UTF-8 bytes and never throws on lone surrogates', () => {
    expect(percentEncode('a b/é😀', /^[a-z]$/)).toBe('a%20b%2F%C3%A9%F0%9F%98%80');
    expect(percentEncode('\uD800', /^[a-z]$/)).toBe('%EF%BF%BD');
  });

  it('each type reads only its own fields', () => {
    for (const type of QR_TYPES) for (const field of TYPE_FIELDS[type]) expect(INPUT_FIELDS).toContain(field);
    // A URL left in the URL field does not leak into a text code.
    expect(code({ url: 'https://x.y', text: 'hello' }, { type: 'text' }).payload).toBe('hello');
  });
});

describe('messages for missing or wrong input', () => {
  it.each([
    ['urlRequired', {}, { type: 'url' }],
    ['urlSpaces', { url: 'https://example.com/a b' }, { type: 'url' }],
    ['textRequired', { text: ' \n ' }, { type: 'text' }],
    ['emailRequired', { subject: 'Hi' }, { type: 'email' }],
    ['emailInvalid', { email: 'jane@' }, { type: 'email' }],
    ['emailInvalid', { email: 'a@b.com, nope' }, { type: 'email' }],
    ['phoneRequired', {}, { type: 'phone' }],
    ['phoneInvalid', { phone: '+1 555 CALL' }, { type: 'phone' }],
    ['phoneRequired', { text: 'message only' }, { type: 'sms' }],
    ['ssidRequired', { password: 'whatever1' }, { type: 'wifi' }],
    ['ssidTooLong', { ssid: 'é'.repeat(17), password: 'whatever1' }, { type: 'wifi' }],
    ['passwordRequired', { ssid: 'Home' }, { type: 'wifi' }],
    ['wpaPasswordLength', { ssid: 'Home', password: 'short' }, { type: 'wifi' }],
    ['wpaPasswordLength', { ssid: 'Home', password: 'x'.repeat(64) }, { type: 'wifi' }],
    ['wepPasswordLength', { ssid: 'Home', password: 'sixsix' }, { type: 'wifi', wifiSecurity: 'WEP' }],
    ['nameRequired', { phone: '+1 555 0100' }, { type: 'vcard' }],
    ['phoneInvalid', { firstName: 'A', phone: 'abc' }, { type: 'vcard' }],
    ['workPhoneInvalid', { firstName: 'A', workPhone: 'abc' }, { type: 'vcard' }],
    ['emailInvalid', { firstName: 'A', email: 'a.b' }, { type: 'vcard' }],
    ['urlSpaces', { firstName: 'A', url: 'a b' }, { type: 'vcard' }],
  ] as const)('%s for %j', (expected, fields, options) => {
    expect(error(fields, options as Partial<Options>).code).toBe(expected);
  });

  it('states the limit of the chosen level when the content is too long (ISO/IEC 18004 table 7)', () => {
    // Lower-case letters need byte mode: 2953 bytes fit a version-40 code at level L, one more does not.
    expect(code({ text: 'a'.repeat(MAX_BYTES.L) }, { type: 'text', level: 'L' }).version).toBe(40);
    expect(error({ text: 'a'.repeat(MAX_BYTES.L + 1) }, { type: 'text', level: 'L' })).toEqual({ kind: 'tool-error', code: 'tooLong', params: { level: 'L', max: 2953, bytes: 2954 } });
    expect(code({ text: 'a'.repeat(MAX_BYTES.H) }, { type: 'text', level: 'H' }).version).toBe(40);
    expect(error({ text: 'é'.repeat(700) }, { type: 'text', level: 'H' })).toEqual({ kind: 'tool-error', code: 'tooLongForLevel', params: { level: 'H', max: 1273, bytes: 1400 } });
    expect(error({ text: 'x'.repeat(1_000_000) }, { type: 'text' }).code).toBe('tooLongForLevel');
  });

  it('gives the WPA password length it counted', () => {
    expect(error({ ssid: 'Home', password: '😀😀😀' }, { type: 'wifi' }).params).toEqual({ length: 3, field: 'password' });
  });
});

// The contrast ratio and the scanner check themselves are tested with reference values in src/sdk/core/color.test.ts.
describe('warnings', () => {
  it('warns for colours too close and for a light code on a dark background', () => {
    expect(code({ url: 'a.b' }).warnings).toEqual([]);
    expect(code({ url: 'a.b' }, { foreground: '#ffffff', background: '#000000' }).warnings).toEqual(['inverted']);
    expect(code({ url: 'a.b' }, { foreground: '#eeeeee', background: '#dddddd' }).warnings).toEqual(['lowContrast', 'inverted']);
    expect(code({ url: 'a.b' }, { foreground: '#aaaaaa' })).toMatchObject({ contrast: 2.32, warnings: ['lowContrast'] });
  });

  it('warns when modules would be smaller than 2 pixels', () => {
    const long = 'https://example.com/'.padEnd(300, 'x');
    expect(code({ url: long }, { size: 100 }).warnings).toEqual(['smallModules']);
    expect(code({ url: long }, { size: 400 }).warnings).toEqual([]);
  });
});

describe('decoding the generated codes gives the payload back', () => {
  const cases: [string, Partial<QrInput>, Partial<Options>][] = [
    ['URL', { url: 'https://example.com/path?q=1&r=ü' }, { type: 'url' }],
    ['text with Unicode (UTF-8 byte mode)', { text: 'Grüße 😀' }, { type: 'text' }],
    ['CJK, RTL and combining marks', { text: '漢字 العربية e\u0301 👍🏽' }, { type: 'text', level: 'H' }],
    ['email', { email: 'jane@example.com', subject: 'Grüße', text: 'a\nb' }, { type: 'email' }],
    ['phone', { phone: '+44 20 7946 0958' }, { type: 'phone' }],
    ['SMS', { phone: '+15550100', text: 'Ça va? 😀' }, { type: 'sms' }],
    ['WiFi', { ssid: 'Café; "Guests"', password: 'p@ss:word,2024\\' }, { type: 'wifi', wifiHidden: true }],
    ['vCard', { firstName: 'Zoë', lastName: 'Dupont', organization: 'Société, SA', phone: '+33 1 23 45 67 89', street: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France' }, { type: 'vcard', level: 'Q' }],
  ];

  it.each(cases)('%s', (_, fields, options) => {
    const result = code(fields, options);
    const payload = buildPayload(options.type as QrType, input(fields), { wifiSecurity: 'WPA', wifiHidden: options.wifiHidden ?? false });
    expect(result.payload).toBe(payload);
    expect(decode(result, options)).toBe(result.payload);
  });

  it('decodes at every size from 100 to 400 px, any quiet zone and in other colours', () => {
    const result = code({ text: 'Grüße 😀' }, { type: 'text' });
    for (const size of [100, 137, 250, 333, 400]) for (const margin of [1, 4, 10]) expect(decode(result, { size, margin }), `${size} px, margin ${margin}`).toBe('Grüße 😀');
    expect(decode(result, { foreground: '#1d4ed8', background: '#fff7d6' })).toBe('Grüße 😀');
  });

  it('decodes the manifest examples', () => {
    for (const ex of manifest.examples) {
      const options = { ...DEFAULTS, ...ex.options } as Options;
      const result = encode(input(ex.input), options) as QrResult;
      expect(decode(result, options), ex.name).toBe((ex.output as QrResult).payload);
    }
  });

  it('decodes what lone surrogates become (U+FFFD)', () => {
    const result = code({ text: 'a\uD800b' }, { type: 'text' });
    expect(result.payload).toBe('a\uFFFDb');
    expect(decode(result)).toBe('a\uFFFDb');
  });
});

describe('drawing', () => {
  it('draws one rectangle per run of dark modules, offset by the quiet zone', () => {
    expect(modulePath({ rows: ['110', '011'], margin: 2 })).toBe('M2 2h2v1h-2zM3 3h2v1h-2z');
    expect(modulePath({ rows: ['000'], margin: 0 })).toBe('');
  });

  it('writes an SVG of the chosen size in the chosen colours', () => {
    expect(qrSvg({ rows: ['10', '01'], margin: 1, foreground: '#112233', background: '#ffeedd' }, 120)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 4 4" shape-rendering="crispEdges"><rect width="4" height="4" fill="#ffeedd"/><path d="M1 1h1v1h-1zM2 2h1v1h-1z" fill="#112233"/></svg>\n',
    );
  });

  it('rasterizes whole-pixel modules with no in-between colours', () => {
    const pixels = rasterize({ rows: ['10', '01'], margin: 1, foreground: '#000000', background: '#ffffff' }, 10);
    expect(pixels.length).toBe(400);
    // 4 modules over 10 px: pixels 0-2 are module 0 (quiet zone), 3-4 module 1, 5-7 module 2, 8-9 module 3.
    const dark = (x: number, y: number) => pixels[(y * 10 + x) * 4] === 0;
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((x) => dark(x, 3))).toEqual([false, false, false, true, true, false, false, false, false, false]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((x) => dark(x, 6))).toEqual([false, false, false, false, false, true, true, true, false, false]);
    expect(new Set(pixels).size).toBe(2);
  });

  it('sizes the PNG for print with the same whole number of pixels in every module', () => {
    // Version 1 with a 4-module quiet zone: 29 modules. 40 mm at 300 DPI = 472.4 px → 16 px per module, 464 px (39.3 mm).
    expect(pngSide(29, 250, { dpi: 'screen' })).toBe(250);
    expect(pngSide(29, 250, { dpi: 300, mm: 40 })).toBe(464);
    expect(pngSide(29, 250, { dpi: 600, mm: 40 })).toBe(957);
    // 150 mm at 600 DPI (3,543 px) for a version-40 code (177 + 8 modules): 19 px per module.
    expect(pngSide(185, 250, { dpi: 600, mm: 150 })).toBe(3515);
    // A dense code printed small never gets less than one pixel per module.
    expect(pngSide(185, 250, { dpi: 300, mm: 10 })).toBe(185);
    // Each module is exactly 16 × 16 pixels.
    const pixels = rasterize({ rows: ['10', '01'], margin: 1, foreground: '#000000', background: '#ffffff' }, 4 * 16);
    const dark = (x: number) => (pixels[(20 * 64 + x) * 4] === 0 ? '1' : '0');
    expect(Array.from({ length: 64 }, (_, x) => dark(x)).join('')).toBe('0'.repeat(16) + '1'.repeat(16) + '0'.repeat(32));
  });
});

describe('a logo in the middle', () => {
  const bytes = (readBase64(logoPng) as { bytes: Uint8Array }).bytes;
  const logo: FileInput = { name: 'logo.png', type: 'image/png', size: bytes.length, bytes };
  const withLogo = async (fields: Partial<QrInput>, options: Partial<Options> = {}) => run({ ...input(fields), logo }, { ...DEFAULTS, ...options });
  /** The PNG's exact pixels with the logo, read by jsQR directly (not through the check under test). */
  const decodeWithLogo = async (result: QrResult, logoSize: number) => {
    const { decodeImage } = await import('@sdk/core');
    const raster = await decodeImage(bytes);
    if (isToolError(raster)) throw new Error(raster.code);
    const pixels = rasterize({ rows: result.rows, margin: 4, foreground: '#000000', background: '#ffffff' }, 250, { raster, share: logoSize / 100 });
    return jsQR(pixels, 250, 250)?.data;
  };

  it('raises error correction to H, and a 20 % logo still reads', async () => {
    const result = (await withLogo({ url: 'https://example.com' })) as QrResult;
    expect(result.level).toBe('H');
    expect(result.version).toBe(3);
    expect(result.logo).toEqual({ reads: true });
    expect(result.warnings).toEqual([]);
    expect(await decodeWithLogo(result, 20)).toBe('https://example.com');
  });

  it('says when a logo hides too much of the code (40 % of a short link)', async () => {
    const result = (await withLogo({ url: 'https://example.com' }, { logoSize: 40 })) as QrResult;
    expect(result.logo).toEqual({ reads: false });
    expect(result.warnings).toEqual(['logoUnreadable']);
    // The check is right: the same pixels do not decode.
    expect(await decodeWithLogo(result, 40)).toBeUndefined();
  });

  it('keeps the chosen level without a logo', async () => {
    const result = (await run({ ...input({ url: 'https://example.com' }), logo: null }, DEFAULTS)) as QrResult;
    expect(result.level).toBe('M');
    expect(result.logo).toBeUndefined();
  });

  it('says at the logo field when the file is not an image, and the limit of level H when the text is too long for it', async () => {
    const notImage: FileInput = { name: 'notes.png', type: 'image/png', size: 5, bytes: new TextEncoder().encode('hello') };
    expect(await run({ ...input({ url: 'https://example.com' }), logo: notImage }, DEFAULTS)).toMatchObject({ code: 'imageUnreadable', params: { field: 'logo' } });
    expect(await withLogo({ text: 'x'.repeat(1300) }, { type: 'text', level: 'L' })).toMatchObject({ code: 'tooLongForLogo', params: { level: 'H', max: 1273, bytes: 1300 } });
  });

  it('clears a square of the background colour around the logo, in the pixels and in the SVG', async () => {
    // A 21-module code with a quiet zone of 2: 25 modules; 20 % of 21 is 4.2 modules, and half a module around it.
    const squares = logoSquares({ rows: Array(21).fill('1'.repeat(21)), margin: 2 }, 0.2);
    expect(squares.logo).toEqual({ x: 10.4, y: 10.4, side: 4.2 });
    expect(squares.clear.side).toBeCloseTo(5.2);
    const drawing = { rows: Array(21).fill('1'.repeat(21)), margin: 2, foreground: '#000000', background: '#ffeedd' };
    const transparent = { width: 1, height: 1, data: new Uint8ClampedArray([0, 0, 0, 0]) };
    const pixels = rasterize(drawing, 250, { raster: transparent, share: 0.2 });
    // The centre shows the background through the transparent logo; just outside the cleared square, a dark module.
    expect([...pixels.slice((125 * 250 + 125) * 4, (125 * 250 + 125) * 4 + 4)]).toEqual([0xff, 0xee, 0xdd, 255]);
    const outside = Math.floor(((10.4 - 0.5) * 250) / 25) - 2;
    expect(pixels[(125 * 250 + outside) * 4]).toBe(0);
    const svg = qrSvg(drawing, 250, { href: 'data:image/png;base64,AAAA', share: 0.2 });
    expect(svg).toContain('<rect x="9.9" y="9.9" width="5.2" height="5.2" fill="#ffeedd"/><image x="10.4" y="10.4" width="4.2" height="4.2" preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,AAAA"/></svg>');
    // A version-2 code (25 modules), 30 %: 7.5 modules, written without floating-point noise.
    const v2 = qrSvg({ ...drawing, rows: Array(25).fill('1'.repeat(25)), margin: 4 }, 250, { href: 'data:image/png;base64,AAAA', share: 0.3 });
    expect(v2).toContain('<rect x="12.25" y="12.25" width="8.5" height="8.5" fill="#ffeedd"/><image x="12.75" y="12.75" width="7.5" height="7.5"');
  });
});
