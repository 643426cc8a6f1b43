import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** An IANA zone id ("Europe/Paris"), or "local" for the visitor's own zone. */
const ZONE = '^[A-Za-z0-9_+\\-/ ]{1,64}$';
export const LOCAL = 'local';

/**
 * The moment counted to: a date and time as the clocks of a zone show it, and a title. run() turns
 * them into an instant (daylight saving gaps and overlaps said); Output.tsx counts down to it live,
 * and up from it once it has passed. Everything is in the fields and options, so the host's Copy link
 * (with "Include my input") shares the countdown.
 */
export const manifest = defineTool({
  related: ['time-zone-converter', 'date-calculator', 'age-calculator', 'timestamp-converter', 'duration-calculator', 'public-holidays'],
  fields: {
    title: { kind: 'line', maxLength: 120, default: '' },
    when: { kind: 'datetime', optional: true },
  },
  options: {
    zone: { type: 'string', pattern: ZONE, default: LOCAL },
  },
  ui: { zone: 'text' },
  examples: [
    {
      name: 'newYearParis',
      input: { title: 'New Year 2027', when: '2027-01-01T00:00' },
      options: { zone: 'Europe/Paris' },
      output: { title: 'New Year 2027', when: '2027-01-01T00:00:00', zone: 'Europe/Paris', local: false, instant: 1798758000000, offset: '+01:00', gapSeconds: 0, overlap: false },
    },
    {
      name: 'moonLanding',
      input: { title: 'Apollo 11 lands on the Moon', when: '1969-07-20T20:17' },
      options: { zone: 'UTC' },
      output: { title: 'Apollo 11 lands on the Moon', when: '1969-07-20T20:17:00', zone: 'UTC', local: false, instant: -14182980000, offset: '+00:00', gapSeconds: 0, overlap: false },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
