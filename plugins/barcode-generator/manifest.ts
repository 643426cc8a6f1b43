import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { FORMATS } from './symbologies.ts';

/** Ranges of the drawing options, in pixels (JsBarcode's defaults: bar width 2, height 100, font 20, text margin 2). */
export const LIMITS = {
  barWidth: { min: 1, max: 4, step: 1 },
  height: { min: 20, max: 200, step: 5 },
  fontSize: { min: 8, max: 36, step: 1 },
  textMargin: { min: 0, max: 20, step: 1 },
} as const;
const COLOR = '^#[0-9a-fA-F]{6}$';

/** The content is the one field; the type and the look of the bars are options (remembered, in the link). */
export const manifest = defineTool({
  related: ['qr-code-generator', 'placeholder-image-generator', 'color-picker', 'credit-card-generator'],
  fields: {
    // Hint, placeholder and keyboard follow the barcode type (fields.content.hints.<format>…).
    content: { kind: 'line', mono: true },
  },
  options: {
    format: { type: 'string', enum: FORMATS, default: 'code128' },
    barWidth: { type: 'integer', minimum: LIMITS.barWidth.min, maximum: LIMITS.barWidth.max, default: 2 },
    height: { type: 'integer', minimum: LIMITS.height.min, maximum: LIMITS.height.max, default: 100 },
    showText: { type: 'boolean', default: true },
    fontSize: { type: 'integer', minimum: LIMITS.fontSize.min, maximum: LIMITS.fontSize.max, default: 20 },
    textMargin: { type: 'integer', minimum: LIMITS.textMargin.min, maximum: LIMITS.textMargin.max, default: 2 },
    foreground: { type: 'string', pattern: COLOR, default: '#000000' },
    background: { type: 'string', pattern: COLOR, default: '#ffffff' },
  },
  ui: { format: 'select', barWidth: 'range', height: 'range', showText: 'checkbox', fontSize: 'range', textMargin: 'range', foreground: 'color', background: 'color' },
  // Check digits: GS1 mod 10 worked by hand in run.test.ts.
  examples: [
    {
      name: 'ean13',
      input: { content: '400638133393' },
      options: { format: 'ean13' },
      output: { format: 'ean13', jsbarcodeFormat: 'EAN13', value: '4006381333931', text: '4006381333931', checkDigit: { digit: '1', computed: true }, contrast: 21, warnings: [] },
    },
    {
      name: 'upca',
      input: { content: '03600029145' },
      options: { format: 'upca' },
      output: { format: 'upca', jsbarcodeFormat: 'UPC', value: '036000291452', text: '036000291452', checkDigit: { digit: '2', computed: true }, contrast: 21, warnings: [] },
    },
    {
      name: 'code128',
      input: { content: 'SHIP-2025-0042' },
      options: { format: 'code128' },
      output: { format: 'code128', jsbarcodeFormat: 'CODE128', value: 'SHIP-2025-0042', text: 'SHIP-2025-0042', contrast: 21, warnings: [] },
    },
    {
      name: 'itf14',
      input: { content: '1540014128876' },
      options: { format: 'itf14' },
      output: { format: 'itf14', jsbarcodeFormat: 'ITF14', value: '15400141288763', text: '15400141288763', checkDigit: { digit: '3', computed: true }, contrast: 21, warnings: [] },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
