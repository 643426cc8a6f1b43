import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** What the extractor pulls out, in the order of its options and of its result. */
export const EXTRACT_KINDS = ['email', 'url', 'phone', 'ip', 'date', 'hashtag', 'mention'] as const;
export type ExtractKind = (typeof EXTRACT_KINDS)[number];
export const SORTS = ['appearance', 'alphabetical', 'count'] as const;

/** The options every example states (an example button changes only the options it names). */
const ALL = { email: true, url: true, phone: true, ip: true, date: true, hashtag: true, mention: true, dedupe: true, sort: 'appearance' } as const;

/**
 * A text (typed, pasted, or a text file dropped on the box or opened with its "Open a file…") in; the e-mail addresses, URLs, phone numbers, IP
 * addresses, dates, hashtags and mentions in it out, per kind, with a count each and a CSV of all.
 * The detectors are the SDK's (detect.ts), shared with the text redactor. In a worker, for files of
 * megabytes.
 */
export const manifest = defineTool({
  related: ['text-redactor', 'regex-tester', 'word-frequency', 'find-and-replace', 'line-tools', 'json-csv-converter'],
  produces: 'text',
  fields: {
    // The text box itself takes a dropped or opened text file (and says when a file is not text).
    text: { kind: 'text', rows: 8 },
  },
  options: {
    email: { type: 'boolean', default: true },
    url: { type: 'boolean', default: true },
    phone: { type: 'boolean', default: true },
    ip: { type: 'boolean', default: true },
    date: { type: 'boolean', default: true },
    hashtag: { type: 'boolean', default: true },
    mention: { type: 'boolean', default: true },
    dedupe: { type: 'boolean', default: true },
    sort: { type: 'string', enum: SORTS, default: 'appearance' },
  },
  ui: { sort: 'segmented' },
  downloads: ['csv', 'txt'],
  worker: true,
  examples: [
    {
      // The same address in other capitals counts once; card numbers and IBANs are never read as phone numbers.
      name: 'contacts',
      input: { text: 'Sales: sales@example.com, +49 30 1234567 (https://example.com/contact).\nSupport: support@example.org or Sales@Example.com, 030 1234567, www.example.org/help.' },
      options: { ...ALL },
      output: {
        total: 7,
        groups: [
          { kind: 'email', items: [{ value: 'sales@example.com', count: 2 }, { value: 'support@example.org', count: 1 }] },
          { kind: 'url', items: [{ value: 'https://example.com/contact', count: 1 }, { value: 'www.example.org/help', count: 1 }] },
          { kind: 'phone', items: [{ value: '+49 30 1234567', count: 1 }, { value: '030 1234567', count: 1 }] },
        ],
      },
    },
    {
      name: 'social',
      input: { text: 'Loved the #launch! Thanks @ana and @ben_dev #launch #product — see you @ana' },
      options: { ...ALL, sort: 'count' },
      output: {
        total: 6,
        groups: [
          { kind: 'hashtag', items: [{ value: '#launch', count: 2 }, { value: '#product', count: 1 }] },
          { kind: 'mention', items: [{ value: '@ana', count: 2 }, { value: '@ben_dev', count: 1 }] },
        ],
      },
    },
    {
      name: 'datesAndIps',
      input: { text: 'Deployed 2026-12-03 to 10.0.0.12 and 2001:db8::1; rolled back 3. Dezember 2026 from 10.0.0.12; next: 3 de diciembre de 2026, 03/12/2026 or December 3, 2026.' },
      options: { ...ALL, sort: 'alphabetical' },
      output: {
        total: 8,
        groups: [
          { kind: 'ip', items: [{ value: '10.0.0.12', count: 2 }, { value: '2001:db8::1', count: 1 }] },
          {
            kind: 'date',
            items: [
              { value: '3 de diciembre de 2026', count: 1 },
              { value: '3. Dezember 2026', count: 1 },
              { value: '03/12/2026', count: 1 },
              { value: '2026-12-03', count: 1 },
              { value: 'December 3, 2026', count: 1 },
            ],
          },
        ],
      },
    },
    {
      name: 'everyOccurrence',
      input: { text: 'Mail a@example.com, b@example.com, then a@example.com again.' },
      options: { ...ALL, dedupe: false },
      output: {
        total: 3,
        groups: [
          {
            kind: 'email',
            items: [
              { value: 'a@example.com', count: 2 },
              { value: 'b@example.com', count: 1 },
              { value: 'a@example.com', count: 2 },
            ],
          },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
