import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { EXPORT_FORMATS, NOTATIONS } from './colorText.ts';
import { fourColorsPng, logoPng } from './samples.ts';

export const MIN_COLORS = 2;
export const MAX_COLORS = 16;

/**
 * The image is a file field, read in the worker (a 12-megapixel photo is counted there in full). The
 * number of colours and the export's code format and notation are options (remembered, linkable).
 * The example images are made by make-samples.mjs (see samples.ts).
 */
export const manifest = defineTool({
  related: ['color-picker', 'css-gradient-generator', 'image-converter', 'qr-code-reader', 'placeholder-image-generator'],
  fields: {
    image: { kind: 'file', read: 'bytes', accept: 'image/*' },
  },
  options: {
    count: { type: 'integer', minimum: MIN_COLORS, maximum: MAX_COLORS, default: 6 },
    exportFormat: { type: 'string', enum: EXPORT_FORMATS, default: 'css' },
    notation: { type: 'string', enum: NOTATIONS, default: 'hex' },
  },
  ui: { count: 'range', exportFormat: 'segmented', notation: 'select' },
  worker: true,
  downloads: ['txt', 'csv', 'json'],
  examples: [
    {
      name: 'fourColors',
      input: { image: { name: 'four-colours.png', type: 'image/png', base64: fourColorsPng } },
      options: { count: 4 },
      // Known values: dodgerblue #1E90FF on white is 3.23:1 (WebAIM's contrast checker), hsl(210, 100%, 56%).
      output: {
        width: 40,
        height: 20,
        colors: [
          { hex: '#1E90FF', rgb: [30, 144, 255], hsl: [210, 100, 56], share: 50, contrastWhite: 3.23, contrastBlack: 6.48, text: 'black' },
          { hex: '#FF6347', rgb: [255, 99, 71], hsl: [9, 100, 64], share: 25, contrastWhite: 2.94, contrastBlack: 7.12, text: 'black' },
          { hex: '#FFD700', rgb: [255, 215, 0], hsl: [51, 100, 50], share: 15, contrastWhite: 1.4, contrastBlack: 14.97, text: 'black' },
          { hex: '#2E8B57', rgb: [46, 139, 87], hsl: [146, 50, 36], share: 10, contrastWhite: 4.24, contrastBlack: 4.94, text: 'black' },
        ],
        transparent: 0,
      },
    },
    {
      name: 'logo',
      input: { image: { name: 'logo.png', type: 'image/png', base64: logoPng } },
      options: { exportFormat: 'json', notation: 'rgb' },
      output: {
        width: 20,
        height: 20,
        colors: [
          { hex: '#F1FAEE', rgb: [241, 250, 238], hsl: [105, 55, 96], share: 50, contrastWhite: 1.06, contrastBlack: 19.64, text: 'black' },
          { hex: '#E63946', rgb: [230, 57, 70], hsl: [355, 78, 56], share: 50, contrastWhite: 4.16, contrastBlack: 5.03, text: 'black' },
        ],
        transparent: 75,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
