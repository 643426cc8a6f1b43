import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const TYPES = ['ulid', 'nanoid', 'cuid2', 'short', 'decode'] as const;
export const ALPHABETS = ['urlSafe', 'alphanumeric', 'lowercase', 'numbers', 'hex', 'noLookalikes', 'custom'] as const;
export const MAX_QUANTITY = 1000;
const GENERATORS = ['ulid', 'nanoid', 'cuid2', 'short'];

/**
 * Unique IDs of four kinds, one tab each, in bulk up to 1,000 (TXT, CSV and JSON downloads, as the
 * UUID generator): ULID (time-ordered, monotonic within a millisecond), NanoID (alphabet and length,
 * with the chance of a collision), CUID2, and short IDs in Crockford's Base32 for people to read
 * and type. A fifth tab decodes ULIDs: their time, and the same 128 bits as a UUID.
 */
export const manifest = defineTool({
  related: ['random-uuid-generator', 'password-generator', 'jwt-secret-generator', 'timestamp-converter', 'number-base-converter', 'hash-generator'],
  fields: {
    ulids: { kind: 'text', tabs: ['decode'], mono: true, rows: 4 },
  },
  options: {
    type: { type: 'string', enum: TYPES, default: 'ulid' },
    quantity: { type: 'integer', minimum: 1, maximum: MAX_QUANTITY, default: 1 },
    monotonic: { type: 'boolean', default: true },
    length: { type: 'integer', minimum: 2, maximum: 128, default: 21 },
    alphabet: { type: 'string', enum: ALPHABETS, default: 'urlSafe' },
    customAlphabet: { type: 'string', maxLength: 256, default: '' },
    cuidLength: { type: 'integer', minimum: 2, maximum: 32, default: 24 },
    shortLength: { type: 'integer', minimum: 4, maximum: 32, default: 8 },
    rate: { type: 'integer', minimum: 1, maximum: 1_000_000_000, default: 1000 },
  },
  ui: { type: 'tabs', quantity: 'updown', length: 'updown', alphabet: 'select', customAlphabet: 'text', cuidLength: 'updown', shortLength: 'updown', rate: 'updown' },
  optionTabs: {
    quantity: GENERATORS,
    monotonic: ['ulid'],
    length: ['nanoid'],
    alphabet: ['nanoid'],
    customAlphabet: ['nanoid'],
    cuidLength: ['cuid2'],
    shortLength: ['short'],
    rate: ['nanoid', 'short'],
  },
  // New IDs each time (not on the Decode tab: the view turns Generate again off), never in the prerendered page.
  random: true,
  // A new ULID as soon as the page opens.
  runWhenEmpty: true,
  downloads: ['txt', 'csv', 'json'],
  // Random IDs cannot have exact outputs: the examples decode ULIDs (the one from the ULID documentation first).
  examples: [
    {
      name: 'decode',
      input: { ulids: '01ARYZ6S41TSV4RRFFQ69G5FAV' },
      options: { type: 'decode' },
      output: {
        type: 'decode',
        rows: [{ input: '01ARYZ6S41TSV4RRFFQ69G5FAV', valid: true, time: 1469918176385, timestamp: '01ARYZ6S41', randomness: 'TSV4RRFFQ69G5FAV', uuid: '01563df3-6481-d676-4c61-efb99302bd5b' }],
      },
    },
    {
      name: 'invalid',
      input: { ulids: '01arz3ndektsv4rrffq69g5fav\n01ARYZ6S41TSV4RRFFQ69G5FA\n81ARYZ6S41TSV4RRFFQ69G5FAV\n01ARYZ6S41TSV4RRFFQ69G5FAU' },
      options: { type: 'decode' },
      output: {
        type: 'decode',
        rows: [
          { input: '01arz3ndektsv4rrffq69g5fav', valid: true, time: 1469922850259, timestamp: '01ARZ3NDEK', randomness: 'TSV4RRFFQ69G5FAV', uuid: '01563e3a-b5d3-d676-4c61-efb99302bd5b' },
          { input: '01ARYZ6S41TSV4RRFFQ69G5FA', valid: false, problem: 'length', length: 25 },
          { input: '81ARYZ6S41TSV4RRFFQ69G5FAV', valid: false, problem: 'tooLate' },
          { input: '01ARYZ6S41TSV4RRFFQ69G5FAU', valid: false, problem: 'char', char: 'U', position: 26 },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
