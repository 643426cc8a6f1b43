import { defineTool, ZONE_CHOICE_GROUPS, ZONE_CHOICES, zoneCity, type InputOf, type OptionsOf } from '@sdk/core';

/** What the visitor converts from: a Unix timestamp, an ISO 8601 text or a date and time picked in a zone. */
export const MODES = ['unix', 'iso', 'datetime'] as const;
/** Unit of a Unix timestamp; 'auto' detects it from the number's size. */
export const UNITS = ['auto', 's', 'ms', 'us', 'ns'] as const;

/**
 * One tab per way in, each with its fields (the Unix timestamp with its unit, the ISO 8601 text, a
 * date from the calendar and a time of day, to the second), and the time zone shared by all three: it
 * reads dates written without an offset and shows the result there too. The result, with the live
 * current Unix time, is there from the start: an empty field only asks for its value.
 */
export const manifest = defineTool({
  related: ['time-zone-converter', 'date-calculator', 'countdown'],
  fields: {
    unix: { kind: 'line', tabs: ['unix'], mono: true, now: 'unixSeconds' },
    unit: { kind: 'select', tabs: ['unix'], choices: UNITS, default: 'auto' },
    iso: { kind: 'line', tabs: ['iso'], mono: true },
    date: { kind: 'date', tabs: ['datetime'], now: true, default: 'now', optional: true },
    time: { kind: 'time', tabs: ['datetime'], now: true, seconds: true, default: 'now', optional: true },
    timeZone: { kind: 'select', choices: ZONE_CHOICES, groups: ZONE_CHOICE_GROUPS, names: zoneCity, default: 'UTC' },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'unix' },
  },
  ui: { mode: 'tabs' },
  runWhenEmpty: true,
  examples: [
    {
      name: 'seconds',
      input: { unix: '1700000000', unit: 'auto', timeZone: 'America/New_York' },
      options: { mode: 'unix' },
      output: {
        mode: 'unix',
        unit: 's',
        detected: true,
        ms: 1_700_000_000_000,
        seconds: '1700000000',
        milliseconds: '1700000000000',
        iso: '2023-11-14T22:13:20Z',
        http: 'Tue, 14 Nov 2023 22:13:20 GMT',
        timeZone: 'America/New_York',
        offset: '-05:00',
        zonedIso: '2023-11-14T17:13:20-05:00',
        assumedZone: false,
        wallClock: 'exact',
      },
    },
    {
      name: 'milliseconds',
      input: { unix: '2147483647000', unit: 'auto', timeZone: 'UTC' },
      options: { mode: 'unix' },
      output: {
        mode: 'unix',
        unit: 'ms',
        detected: true,
        ms: 2_147_483_647_000,
        seconds: '2147483647',
        milliseconds: '2147483647000',
        iso: '2038-01-19T03:14:07Z',
        http: 'Tue, 19 Jan 2038 03:14:07 GMT',
        timeZone: 'UTC',
        offset: '+00:00',
        zonedIso: '2038-01-19T03:14:07+00:00',
        assumedZone: false,
        wallClock: 'exact',
      },
    },
    {
      name: 'iso',
      input: { iso: '2024-02-29T12:30:00+05:30', timeZone: 'Europe/Berlin' },
      options: { mode: 'iso' },
      output: {
        mode: 'iso',
        unit: null,
        detected: false,
        ms: 1_709_190_000_000,
        seconds: '1709190000',
        milliseconds: '1709190000000',
        iso: '2024-02-29T07:00:00Z',
        http: 'Thu, 29 Feb 2024 07:00:00 GMT',
        timeZone: 'Europe/Berlin',
        offset: '+01:00',
        zonedIso: '2024-02-29T08:00:00+01:00',
        assumedZone: false,
        wallClock: 'exact',
      },
    },
    {
      name: 'beforeEpoch',
      input: { unix: '-14182940', unit: 's', timeZone: 'UTC' },
      options: { mode: 'unix' },
      output: {
        mode: 'unix',
        unit: 's',
        detected: false,
        ms: -14_182_940_000,
        seconds: '-14182940',
        milliseconds: '-14182940000',
        iso: '1969-07-20T20:17:40Z',
        http: 'Sun, 20 Jul 1969 20:17:40 GMT',
        timeZone: 'UTC',
        offset: '+00:00',
        zonedIso: '1969-07-20T20:17:40+00:00',
        assumedZone: false,
        wallClock: 'exact',
      },
    },
    {
      name: 'datetime',
      input: { date: '2000-01-01', time: '00:00', timeZone: 'Asia/Tokyo' },
      options: { mode: 'datetime' },
      output: {
        mode: 'datetime',
        unit: null,
        detected: false,
        ms: 946_652_400_000,
        seconds: '946652400',
        milliseconds: '946652400000',
        iso: '1999-12-31T15:00:00Z',
        http: 'Fri, 31 Dec 1999 15:00:00 GMT',
        timeZone: 'Asia/Tokyo',
        offset: '+09:00',
        zonedIso: '2000-01-01T00:00:00+09:00',
        assumedZone: true,
        wallClock: 'exact',
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
