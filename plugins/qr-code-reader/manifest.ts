import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { eventPng, websitePng, wifiPng } from './samples.ts';

/**
 * The image is a file field (chosen, dropped or pasted; the panel adds the camera, whose frame with a
 * code becomes the same field's value). Decoding runs in the worker: a 12-megapixel photo is decoded
 * and searched there. No option: every code is read the same way.
 * The example images are made by make-samples.mjs with the qrcode package (see samples.ts).
 */
export const manifest = defineTool({
  related: ['qr-code-generator', 'barcode-generator', 'image-to-base64', 'url-decoder'],
  fields: {
    image: { kind: 'file', read: 'bytes', accept: 'image/*' },
  },
  worker: true,
  examples: [
    {
      name: 'website',
      input: { image: { name: 'website-qr.png', type: 'image/png', base64: websitePng } },
      output: {
        text: 'https://example.com',
        kind: 'url',
        fields: [
          { key: 'url', value: 'https://example.com' },
          { key: 'host', value: 'example.com' },
        ],
        warnings: [],
        version: 2,
      },
    },
    {
      name: 'wifi',
      input: { image: { name: 'wifi-qr.png', type: 'image/png', base64: wifiPng } },
      output: {
        text: 'WIFI:T:WPA;S:Café\\; Guests;P:p@ss\\:word\\,2024;;',
        kind: 'wifi',
        fields: [
          { key: 'ssid', value: 'Café; Guests' },
          { key: 'security', value: 'security.WPA', choice: true },
          { key: 'password', value: 'p@ss:word,2024' },
          { key: 'hidden', value: 'no', choice: true },
        ],
        warnings: [],
        version: 4,
      },
    },
    {
      name: 'event',
      input: { image: { name: 'event-qr.png', type: 'image/png', base64: eventPng } },
      output: {
        text: 'BEGIN:VEVENT\r\nSUMMARY:Team meeting\r\nDTSTART:20261203T090000Z\r\nDTEND:20261203T100000Z\r\nLOCATION:Room 4\r\nEND:VEVENT',
        kind: 'event',
        fields: [
          { key: 'title', value: 'Team meeting' },
          { key: 'start', value: '20261203T090000Z', when: { utc: 1796288400000 } },
          { key: 'end', value: '20261203T100000Z', when: { utc: 1796292000000 } },
          { key: 'location', value: 'Room 4' },
        ],
        warnings: [],
        version: 6,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
