import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/** The kinds of data the redactor finds by their shape and checks, each an option; `custom` is the visitor's words and pattern. */
export const REDACT_KINDS = ['email', 'phone', 'card', 'iban', 'ip', 'date'] as const;
export type RedactKind = (typeof REDACT_KINDS)[number] | 'custom';
export const MASKS = ['blocks', 'label', 'redacted', 'lastFour'] as const;

/** The options every example states (an example button changes only the options it names). */
const ALL = { email: true, phone: true, card: true, iban: true, ip: true, date: true, matchCase: false } as const;

/**
 * A text in, the same text out with personal data masked: found by shape and checked (card numbers by
 * Luhn, IBANs by their ISO 13616 check digits), plus the visitor's own words and pattern. The masks
 * ([EMAIL], [REDACTED]) are written into the visitor's text, so they stay the same in every language.
 * In a worker, so that a runaway pattern is stopped and a few megabytes never freeze the page.
 */
export const manifest = defineTool({
  related: ['data-extractor', 'find-and-replace', 'regex-tester', 'text-cleaner', 'iban-validator', 'credit-card-generator'],
  produces: 'text',
  fields: {
    text: { kind: 'text', rows: 8 },
    words: { kind: 'text', rows: 2 },
    pattern: { kind: 'line', mono: true, wide: true },
  },
  options: {
    email: { type: 'boolean', default: true },
    phone: { type: 'boolean', default: true },
    card: { type: 'boolean', default: true },
    iban: { type: 'boolean', default: true },
    ip: { type: 'boolean', default: true },
    date: { type: 'boolean', default: true },
    matchCase: { type: 'boolean', default: false },
    mask: { type: 'string', enum: MASKS, default: 'blocks' },
  },
  ui: { mask: 'select' },
  downloads: ['txt'],
  worker: true,
  // A catastrophic pattern such as (a+)+$ never ends: its worker is stopped after 10 seconds.
  timeLimitSeconds: 10,
  examples: [
    {
      name: 'labels',
      input: { text: 'Write to jane.doe@example.com or call +49 30 1234567.\nCard: 4111 1111 1111 1111, IBAN: DE89 3704 0044 0532 0130 00.', words: '', pattern: '' },
      options: { ...ALL, mask: 'label' },
      output: {
        text: 'Write to [EMAIL] or call [PHONE].\nCard: [CARD], IBAN: [IBAN].',
        total: 4,
        found: [
          { kind: 'email', count: 1 },
          { kind: 'phone', count: 1 },
          { kind: 'card', count: 1 },
          { kind: 'iban', count: 1 },
        ],
      },
    },
    {
      // 1234 5678 9012 3456 fails the Luhn check: not a card number, so it stays.
      name: 'blocks',
      input: { text: 'Order 1234 5678 9012 3456 shipped on 3 December 2026 to 192.168.0.12 and 2001:db8::1.', words: '', pattern: '' },
      options: { ...ALL, mask: 'blocks' },
      output: {
        text: 'Order 1234 5678 9012 3456 shipped on ███████████████ to ████████████ and ███████████.',
        total: 3,
        found: [
          { kind: 'ip', count: 2 },
          { kind: 'date', count: 1 },
        ],
      },
    },
    {
      name: 'lastFour',
      input: { text: 'Visa 4111-1111-1111-1111, phone +1 (555) 123-4567, IBAN GB82 WEST 1234 5698 7654 32.', words: '', pattern: '' },
      options: { ...ALL, mask: 'lastFour' },
      output: {
        text: 'Visa ••••-••••-••••-1111, phone +• (•••) •••-4567, IBAN •••• •••• •••• •••• ••54 32.',
        total: 3,
        found: [
          { kind: 'phone', count: 1 },
          { kind: 'card', count: 1 },
          { kind: 'iban', count: 1 },
        ],
      },
    },
    {
      // "Acme" inside the e-mail address is masked once, as the address.
      name: 'customWords',
      input: { text: 'Acme’s Project Falcon starts on 03/12/2026 (ticket REF-2041, ops@acme.example).', words: 'Project Falcon\nAcme', pattern: 'REF-\\d{4}' },
      options: { ...ALL, mask: 'redacted' },
      output: {
        text: '[REDACTED]’s [REDACTED] starts on [REDACTED] (ticket [REDACTED], [REDACTED]).',
        total: 5,
        found: [
          { kind: 'email', count: 1 },
          { kind: 'date', count: 1 },
          { kind: 'custom', count: 3 },
        ],
      },
    },
    {
      name: 'invalidPattern',
      input: { text: 'Call 030 1234567.', words: '', pattern: '(unclosed' },
      options: { ...ALL, mask: 'label' },
      output: toolError('regex.unterminatedGroup', { field: 'pattern' }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
