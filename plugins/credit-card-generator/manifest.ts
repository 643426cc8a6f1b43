import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const FORMATS = ['plain', 'spaced'] as const;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1000;
export const DEFAULT_QUANTITY = 10;

export const manifest = defineTool({
  related: ['random-uuid-generator', 'jwt-secret-generator', 'iban-validator'],
  // No fields: the cards are made from the settings alone.
  options: {
    visa: { type: 'boolean', default: true },
    mastercard: { type: 'boolean', default: true },
    amex: { type: 'boolean', default: false },
    discover: { type: 'boolean', default: false },
    jcb: { type: 'boolean', default: false },
    diners: { type: 'boolean', default: false },
    quantity: { type: 'integer', minimum: MIN_QUANTITY, maximum: MAX_QUANTITY, default: DEFAULT_QUANTITY },
    format: { type: 'string', enum: FORMATS, default: 'plain' },
    includeCvv: { type: 'boolean', default: true },
    includeExpiry: { type: 'boolean', default: true },
    repeatable: { type: 'boolean', default: false },
  },
  ui: { quantity: 'updown', format: 'segmented' },
  // Random unless "Same numbers every time": the view then turns Generate again off.
  random: true,
  downloads: ['csv', 'json'],
  // Numbers are random unless repeatable, and the expiry follows today's date: every example is
  // repeatable and leaves the expiry out, so its output is exact.
  examples: [
    {
      name: 'visaMastercard',
      input: {},
      options: { visa: true, mastercard: true, quantity: 3, format: 'plain', includeCvv: true, includeExpiry: false, repeatable: true },
      output: {
        cards: [
          { number: '2415849950373345', type: 'Mastercard', cvv: '783', valid: true },
          { number: '4486242627902540', type: 'Visa', cvv: '617', valid: true },
          { number: '4225201345761329', type: 'Visa', cvv: '212', valid: true },
        ],
      },
    },
    {
      name: 'amexSpaced',
      input: {},
      options: { visa: false, mastercard: false, amex: true, quantity: 2, format: 'spaced', includeCvv: true, includeExpiry: false, repeatable: true },
      output: {
        cards: [
          { number: '3773 749532 09594', type: 'American Express', cvv: '5005', valid: true },
          { number: '3413 296576 68654', type: 'American Express', cvv: '1757', valid: true },
        ],
      },
    },
    {
      name: 'allTypes',
      input: {},
      options: { visa: true, mastercard: true, amex: true, discover: true, jcb: true, diners: true, quantity: 6, format: 'spaced', includeCvv: false, includeExpiry: false, repeatable: true },
      output: {
        cards: [
          { number: '5292 4555 1488 4370', type: 'Mastercard', valid: true },
          { number: '3676 565561 4770', type: 'Diners Club', valid: true },
          { number: '3497 365653 76711', type: 'American Express', valid: true },
          { number: '3544 8532 7865 7316', type: 'JCB', valid: true },
          { number: '6471 6538 5264 3629', type: 'Discover', valid: true },
          { number: '2315 7217 3030 1261', type: 'Mastercard', valid: true },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
