import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { QR_TYPES, WIFI_SECURITY } from './payload.ts';
import { logoPng } from './samples.ts';

/** The tabs: a content type for one code, or a list of texts for many (batch.ts). */
export const TABS = [...QR_TYPES, 'batch'] as const;

/** Image size in pixels (the spec: 100 to 400 px). */
export const MIN_SIZE = 100;
export const MAX_SIZE = 400;
export const SIZE_STEP = 10;
/** Error correction levels and the share of the code each can restore (the spec: L 7 %, M 15 %, Q 25 %, H 30 %). */
export const LEVELS = ['L', 'M', 'Q', 'H'] as const;
export const LEVEL_RECOVERY = { L: 0.07, M: 0.15, Q: 0.25, H: 0.3 } as const;
/** Quiet zone in modules: ISO/IEC 18004 asks for 4. */
export const MAX_MARGIN = 10;
/** A logo's side as a percentage of the code's: level H restores 30 % of the code; from about 40 % the logo hides more than that (the page checks). */
export const MIN_LOGO = 10;
export const MAX_LOGO = 40;
export const LOGO_STEP = 5;
/** The logo formats the page draws (SVG and WebP by the browser; a terminal reads PNG and JPEG). */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/svg+xml,image/webp,.png,.jpg,.jpeg,.svg,.webp';
const COLOR = '^#[0-9a-fA-F]{6}$';
/** Batch mode's files: PNG or SVG. */
export const BATCH_FORMATS = ['png', 'svg'] as const;


/**
 * The content type is the tabs option: each type shows its own fields (a field means the same thing
 * in every type that uses it, see payload.ts). Nothing typed is remembered or put in a link (the
 * features promise it: contact details and Wi-Fi passwords stay in this page); the type and the look
 * of the code are remembered and linkable.
 */
export const manifest = defineTool({
  related: ['qr-code-reader', 'barcode-generator', 'placeholder-image-generator', 'color-picker', 'url-encoder'],
  fields: {
    url: { kind: 'line', tabs: ['url', 'vcard'], inputMode: 'url', secret: true },
    text: { kind: 'text', tabs: ['text', 'email', 'sms'], rows: 4, secret: true },
    email: { kind: 'line', tabs: ['email', 'vcard'], inputMode: 'email', secret: true },
    subject: { kind: 'line', tabs: ['email'], secret: true },
    phone: { kind: 'line', tabs: ['phone', 'sms', 'vcard'], inputMode: 'tel', secret: true },
    ssid: { kind: 'line', tabs: ['wifi'], secret: true },
    password: { kind: 'line', tabs: ['wifi'], secret: true },
    firstName: { kind: 'line', tabs: ['vcard'], secret: true },
    lastName: { kind: 'line', tabs: ['vcard'], secret: true },
    organization: { kind: 'line', tabs: ['vcard'], secret: true },
    jobTitle: { kind: 'line', tabs: ['vcard'], secret: true },
    workPhone: { kind: 'line', tabs: ['vcard'], inputMode: 'tel', secret: true },
    street: { kind: 'line', tabs: ['vcard'], secret: true },
    postalCode: { kind: 'line', tabs: ['vcard'], secret: true },
    city: { kind: 'line', tabs: ['vcard'], secret: true },
    country: { kind: 'line', tabs: ['vcard'], secret: true },
    logo: { kind: 'file', read: 'bytes', accept: LOGO_ACCEPT, optional: true },
    // The host's text field opens or takes a dropped .txt or .csv file itself (read in the browser).
    list: { kind: 'text', tabs: ['batch'], rows: 8, secret: true },
  },
  options: {
    type: { type: 'string', enum: TABS, default: 'url' },
    wifiSecurity: { type: 'string', enum: WIFI_SECURITY, default: 'WPA' },
    wifiHidden: { type: 'boolean', default: false },
    size: { type: 'integer', minimum: MIN_SIZE, maximum: MAX_SIZE, default: 250 },
    margin: { type: 'integer', minimum: 0, maximum: MAX_MARGIN, default: 4 },
    level: { type: 'string', enum: LEVELS, default: 'M' },
    foreground: { type: 'string', pattern: COLOR, default: '#000000' },
    background: { type: 'string', pattern: COLOR, default: '#ffffff' },
    logoSize: { type: 'integer', minimum: MIN_LOGO, maximum: MAX_LOGO, default: 20 },
    batchFormat: { type: 'string', enum: BATCH_FORMATS, default: 'png' },
    batchNames: { type: 'boolean', default: false },
  },
  ui: { type: 'tabs', wifiSecurity: 'segmented', wifiHidden: 'checkbox', size: 'range', margin: 'range', level: 'select', foreground: 'color', background: 'color', logoSize: 'range', batchFormat: 'segmented', batchNames: 'checkbox' },
  // A list of 1,000 codes is seconds of work: the List tab runs in the worker (progress, Cancel); one code runs on the page.
  worker: ['batch'],
  // The module matrices were produced by run() and decode back to their payloads in run.test.ts (the logo example with its logo drawn).
  examples: [
    {
      name: 'website',
      input: { url: 'https://example.com' },
      options: { type: 'url' },
      output: {
        payload: 'https://example.com',
        bytes: 19,
        version: 2,
        modules: 25,
        rows: [
          '1111111000011100101111111',
          '1000001000100111101000001',
          '1011101011010010001011101',
          '1011101010000111001011101',
          '1011101011100100101011101',
          '1000001010010011001000001',
          '1111111010101010101111111',
          '0000000010000010100000000',
          '1011111000001000001111100',
          '0100110010110100010100010',
          '1111101011000111100101011',
          '1101110010110101101100001',
          '0111001000011011011010111',
          '1111100010100000100101010',
          '1000001100111001001111011',
          '1001000100010011111110001',
          '1010011011110000111110100',
          '0000000011001111100011000',
          '1111111000000110101010111',
          '1000001011001100100011010',
          '1011101011101011111110101',
          '1011101010000001011011111',
          '1011101011111001000001101',
          '1000001000010010110111001',
          '1111111011010000011111111',
        ],
        contrast: 21,
        level: 'M',
        warnings: [],
      },
    },
    {
      name: 'logo',
      input: { url: 'https://example.com', logo: { name: 'logo.png', type: 'image/png', base64: logoPng } },
      options: { type: 'url' },
      output: {
        payload: 'https://example.com',
        bytes: 19,
        version: 3,
        modules: 29,
        rows: [
          '11111110001111001000001111111',
          '10000010011111000100001000001',
          '10111010010101010011001011101',
          '10111010001101111100001011101',
          '10111010111010111001001011101',
          '10000010000110101111001000001',
          '11111110101010101010101111111',
          '00000000100111011000100000000',
          '00110011111101110010011010000',
          '00101001011000000110111111101',
          '01000111000101000011101010110',
          '01101000001110111110100110001',
          '01100111110001100111110100111',
          '11100000011010001011001101101',
          '10000110101111010011110111011',
          '01011000111000110000100011010',
          '11111010000100011000000111000',
          '00000101111011110101001100000',
          '10000111101100000110101101000',
          '00011101111101000100111100111',
          '01100011001000011011111111101',
          '00000000110001011010100011001',
          '11111110101111001011101010110',
          '10000010001001100100100010011',
          '10111010010101111100111111101',
          '10111010101111110111000011010',
          '10111010111001101110100101101',
          '10000010011110010010001011010',
          '11111110001010101111001100010',
        ],
        contrast: 21,
        level: 'H',
        logo: { reads: true },
        warnings: [],
      },
    },
    {
      name: 'wifi',
      input: { ssid: 'Café; Guests', password: 'p@ss:word,2024' },
      options: { type: 'wifi', wifiSecurity: 'WPA' },
      output: {
        payload: 'WIFI:T:WPA;S:Café\\; Guests;P:p@ss\\:word\\,2024;;',
        bytes: 48,
        version: 4,
        modules: 33,
        rows: [
          '111111101001100100001110101111111',
          '100000101101001011000101001000001',
          '101110100111111100101101101011101',
          '101110101001000100100000101011101',
          '101110100001100011100011101011101',
          '100000100101111111100100101000001',
          '111111101010101010101010101111111',
          '000000001111101111010000000000000',
          '101101110101110110101100101001011',
          '110010011011110001011101100001100',
          '000100101001110110101101011110010',
          '011011000111000111011100100101000',
          '000010110011001110001000111100010',
          '001010010000101001001110001101000',
          '101011101111011001111000110001110',
          '000000011000000100000101101000011',
          '110111111000010000001101011011100',
          '001110001011101010110001011110101',
          '001010100110001110100101000101000',
          '101001011001011011111000000100110',
          '010011100010000010010010001001100',
          '111101000001110110001000100101110',
          '000010110100111100111101101110111',
          '010100001100000100101111001111000',
          '101011111111110010011100111111010',
          '000000001111110100011110100010010',
          '111111101101011101101101101010110',
          '100000101001010001110000100011111',
          '101110100011000011100011111110111',
          '101110101001000010010011011001010',
          '101110101010011111001111111010000',
          '100000100001101001101111101010100',
          '111111101001000001010000001101110',
        ],
        contrast: 21,
        level: 'M',
        warnings: [],
      },
    },
    {
      name: 'contact',
      input: { firstName: 'Jane', lastName: 'Doe', organization: 'Example Corp', phone: '+1 555 0100', email: 'jane@example.com' },
      options: { type: 'vcard', level: 'L' },
      output: {
        payload:
          "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;Jane;;;\r\nFN:Jane Doe\r\nORG:Example Corp\r\nTEL;TYPE=CELL:+1 555 0100\r\nEMAIL;TYPE=INTERNET:jane@example.com\r\nEND:VCARD\r\n",
        bytes: 148,
        version: 7,
        modules: 45,
        rows: [
          '111111101010100010000100010110110000101111111',
          '100000100101010011110010001100111001001000001',
          '101110101010100100000001100101011101001011101',
          '101110101001000101111001011110101101101011101',
          '101110101001101001111111101001100111101011101',
          '100000100001010010011000101010101000001000001',
          '111111101010101010101010101010101010101111111',
          '000000000101111001111000110001100001000000000',
          '111100101111110010011111111111100000110011101',
          '110011001111110101110001000111111011001110100',
          '101101110100100001000101010011010001101001101',
          '100000001100011011011010110101000111011010000',
          '101010111011010011101101101101001110001100010',
          '010000010110111101101101100101000011001010101',
          '000010101011101001110101011110110001010011011',
          '110010011000101101110100101100001001101101000',
          '100100111001010001000110000001111001001101101',
          '111010010011010010111101100111010010110100110',
          '001010101110010001001000100010010100010100011',
          '101111011000001100001001001111100001001010011',
          '101111111111100101001111110010110010111111100',
          '011010001111000001001000100000100110100010001',
          '001110101110001111111010110111100011101010101',
          '110010001010000101111000111010010111100011100',
          '101011111000100100111111101101110100111111011',
          '010111001000111011111001111110000000101101111',
          '101010110010100000011010011000111100000000001',
          '011110010011010000111001100000101000000011011',
          '101001110000011010001011000001100001111000010',
          '011010011001010110110100011000110001001000101',
          '100111111001111010110111011110011111110101100',
          '100101010011100000010011101110110011000000111',
          '101100100111001010110110100010110111110011000',
          '011010001010100100001101110011101100100111010',
          '000010111010010010101101100011110000101000100',
          '011110000110010010000100001000111110110000100',
          '100110111001100101101111100111100111111111110',
          '000000001010010101101000101011000001100010101',
          '111111100100010010011010101010111111101011000',
          '100000100101110100101000111011100011100010100',
          '101110100111001011111111100000011101111110101',
          '101110101001100010111001000100011011010010010',
          '101110101000001001110011101111001100100100100',
          '100000101010110010011110101010000111111101000',
          '111111101101000000000100110011111110011110110',
        ],
        contrast: 21,
        level: 'L',
        warnings: [],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
