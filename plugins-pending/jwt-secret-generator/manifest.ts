import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';

/** The secret lengths offered, in bits. */
export const BIT_LENGTHS = [32, 64, 128, 256, 512] as const;
/** Own keys pasted in hex: from 4 to 64 bytes (32 to 512 bits). */
export const MIN_KEY_BYTES = 4;
export const MAX_KEY_BYTES = 64;

export const options = {
  type: 'object',
  properties: {
    bits: { type: 'integer', enum: BIT_LENGTHS, default: 256 },
    alwaysShow: { type: 'boolean', default: false },
  },
  required: ['bits', 'alwaysShow'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  uiSchema: {
    'ui:order': ['bits', 'alwaysShow'],
    bits: { 'ui:widget': 'enumRange' },
  },
  // Empty input: a new random secret. A key pasted in hex: the same bytes as hex, Base64 and base64url.
  input: 'text',
  output: 'custom',
  // A random result is fine to compute at build time: Output.tsx never puts it in the prerendered HTML,
  // and the page generates a fresh one in the browser as soon as it loads.
  runWhenEmpty: true,
  examples: [
    {
      name: 'rfcKey',
      // The HS256 key of RFC 7515, appendix A.1.
      input: '0323354b2b0fa5bc837e0665777ba68f5ab328e6f054c928a90f84b2d2502ebfd3fb5a92d20647ef968ab4c377623d223d2e2172052e4f08c0cd9af567d080a3',
      output: {
        hex: '0323354b2b0fa5bc837e0665777ba68f5ab328e6f054c928a90f84b2d2502ebfd3fb5a92d20647ef968ab4c377623d223d2e2172052e4f08c0cd9af567d080a3',
        base64: 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ+EstJQLr/T+1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow==',
        base64url: 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow',
        bits: 512,
      },
    },
    {
      name: 'shortKey',
      input: 'de ad be ef fb ff',
      output: { hex: 'deadbeeffbff', base64: '3q2+7/v/', base64url: '3q2-7_v_', bits: 48 },
    },
  ],
} as const satisfies ToolManifest<typeof options>;
