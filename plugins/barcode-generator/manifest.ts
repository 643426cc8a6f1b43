import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';
import { FORMATS } from './symbologies.ts';

/** Ranges of the drawing options, in pixels (JsBarcode's defaults: bar width 2, height 100, font 20, text margin 2). */
export const LIMITS = {
  barWidth: { min: 1, max: 4, step: 1 },
  height: { min: 20, max: 200, step: 5 },
  fontSize: { min: 8, max: 36, step: 1 },
  textMargin: { min: 0, max: 20, step: 1 },
} as const;

export const options = {
  type: 'object',
  properties: {
    format: { type: 'string', enum: FORMATS, default: 'code128' },
    barWidth: { type: 'integer', minimum: LIMITS.barWidth.min, maximum: LIMITS.barWidth.max, default: 2 },
    height: { type: 'integer', minimum: LIMITS.height.min, maximum: LIMITS.height.max, default: 100 },
    foreground: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', default: '#000000' },
    background: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', default: '#ffffff' },
    showText: { type: 'boolean', default: true },
    fontSize: { type: 'integer', minimum: LIMITS.fontSize.min, maximum: LIMITS.fontSize.max, default: 20 },
    textMargin: { type: 'integer', minimum: LIMITS.textMargin.min, maximum: LIMITS.textMargin.max, default: 2 },
  },
  required: ['format', 'barWidth', 'height', 'foreground', 'background', 'showText', 'fontSize', 'textMargin'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  input: 'text',
  output: 'custom',
  panel: true,
  // Check digits: GS1 mod 10 worked by hand in run.test.ts.
  examples: [
    {
      name: 'ean13',
      input: '400638133393',
      options: { format: 'ean13' },
      output: { format: 'ean13', jsbarcodeFormat: 'EAN13', value: '4006381333931', text: '4006381333931', checkDigit: { digit: '1', computed: true }, contrast: 21, warnings: [] },
    },
    {
      name: 'upca',
      input: '03600029145',
      options: { format: 'upca' },
      output: { format: 'upca', jsbarcodeFormat: 'UPC', value: '036000291452', text: '036000291452', checkDigit: { digit: '2', computed: true }, contrast: 21, warnings: [] },
    },
    {
      name: 'code128',
      input: 'SHIP-2025-0042',
      options: { format: 'code128' },
      output: { format: 'code128', jsbarcodeFormat: 'CODE128', value: 'SHIP-2025-0042', text: 'SHIP-2025-0042', contrast: 21, warnings: [] },
    },
    {
      name: 'itf14',
      input: '1540014128876',
      options: { format: 'itf14' },
      output: { format: 'itf14', jsbarcodeFormat: 'ITF14', value: '15400141288763', text: '15400141288763', checkDigit: { digit: '3', computed: true }, contrast: 21, warnings: [] },
    },
  ],
} as const satisfies ToolManifest<typeof options>;
