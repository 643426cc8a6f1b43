import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** The secret lengths offered, in bits. */
export const BIT_LENGTHS = [32, 64, 128, 256, 512] as const;
/** Own keys pasted in hex: from 4 to 64 bytes (32 to 512 bits). */
export const MIN_KEY_BYTES = 4;
export const MAX_KEY_BYTES = 64;

export const manifest = defineTool({
  related: ['base64-encoder', 'random-uuid-generator', 'hmac-generator', 'jwt-decoder'],
  // Empty: a new random secret. A key typed in hex: the same bytes as hex, Base64 and base64url.
  // Secret: never remembered in this browser nor put in a link.
  fields: { key: { kind: 'line', mono: true, secret: true } },
  options: {
    bits: { type: 'integer', enum: BIT_LENGTHS, default: 256 },
    alwaysShow: { type: 'boolean', default: false },
  },
  ui: { bits: 'enumRange' },
  // A new secret each time (not for an own key: the view turns Generate again off), never in the prerendered page.
  random: true,
  // A new secret as soon as the page opens, with the key field empty.
  runWhenEmpty: true,
  // Copy only: a secret is not saved to a file by accident.
  downloads: [],
  examples: [
    {
      name: 'rfcKey',
      // The HS256 key of RFC 7515, appendix A.1.
      input: { key: '0323354b2b0fa5bc837e0665777ba68f5ab328e6f054c928a90f84b2d2502ebfd3fb5a92d20647ef968ab4c377623d223d2e2172052e4f08c0cd9af567d080a3' },
      output: {
        hex: '0323354b2b0fa5bc837e0665777ba68f5ab328e6f054c928a90f84b2d2502ebfd3fb5a92d20647ef968ab4c377623d223d2e2172052e4f08c0cd9af567d080a3',
        base64: 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ+EstJQLr/T+1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow==',
        base64url: 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow',
        bits: 512,
      },
    },
    {
      name: 'shortKey',
      input: { key: 'de ad be ef fb ff' },
      output: { hex: 'deadbeeffbff', base64: '3q2+7/v/', base64url: '3q2-7_v_', bits: 48 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
