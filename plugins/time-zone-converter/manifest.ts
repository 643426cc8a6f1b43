import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** An IANA zone id, or a word for the visitor's own zone (see below). */
const ZONE = '^[A-Za-z0-9_+\\-/]{1,64}$';
/** The visitor's own zone, found in the browser (UTC while prerendering). */
export const LOCAL = 'local';
/** The target at first: UTC, or New York for a visitor whose own zone is UTC. */
export const AUTO = 'auto';
export const REFERENCES = ['current', 'custom'] as const;

/**
 * The date and time typed as the clock of the source zone (compare: of the first zone), one per tab;
 * the zones, whether the time is the current one (one choice per tab) and which of two equal times a
 * clock change gives are options. The comparison list is one comma-separated option because options
 * stay flat scalars.
 */
export const manifest = defineTool({
  related: ['timestamp-converter', 'date-calculator', 'sun-and-moon'],
  fields: {
    // Only needed for a custom time: empty is the page's business ("Please enter a date").
    when: { kind: 'datetime', perTab: true, optional: true },
  },
  options: {
    mode: { type: 'string', enum: ['convert', 'compare'], default: 'convert' },
    source: { type: 'string', pattern: ZONE, default: LOCAL },
    target: { type: 'string', pattern: ZONE, default: AUTO },
    zones: { type: 'string', pattern: '^[A-Za-z0-9_+\\-/,]{0,1400}$', default: `${LOCAL},UTC,America/New_York,Europe/London,Asia/Tokyo` },
    reference: { type: 'string', enum: REFERENCES, default: 'current' },
    compareReference: { type: 'string', enum: REFERENCES, default: 'current' },
    overlap: { type: 'string', enum: ['earlier', 'later'], default: 'earlier' },
  },
  ui: { mode: 'tabs', reference: 'segmented', compareReference: 'segmented', overlap: 'segmented' },
  examples: [
    {
      name: 'newYorkToTokyo',
      input: { when: '2024-07-01T09:00' },
      options: { mode: 'convert', source: 'America/New_York', target: 'Asia/Tokyo', reference: 'custom' },
      output: {
        mode: 'convert',
        instant: 1719838800000,
        source: { zone: 'America/New_York', date: '2024-07-01', time: '09:00:00', offsetSeconds: -14400, dst: true },
        target: { zone: 'Asia/Tokyo', date: '2024-07-01', time: '22:00:00', offsetSeconds: 32400, dst: null },
        differenceSeconds: 46800,
        dayShift: 0,
        adjustment: null,
        changes: { source: { at: 1730613600000, offsetBefore: -14400, offsetAfter: -18000 }, target: null },
      },
    },
    {
      name: 'kolkataToKathmandu',
      input: { when: '2024-01-15T12:00' },
      options: { mode: 'convert', source: 'Asia/Kolkata', target: 'Asia/Kathmandu', reference: 'custom' },
      output: {
        mode: 'convert',
        instant: 1705300200000,
        source: { zone: 'Asia/Kolkata', date: '2024-01-15', time: '12:00:00', offsetSeconds: 19800, dst: null },
        target: { zone: 'Asia/Kathmandu', date: '2024-01-15', time: '12:15:00', offsetSeconds: 20700, dst: null },
        differenceSeconds: 900,
        dayShift: 0,
        adjustment: null,
        changes: { source: null, target: null },
      },
    },
    {
      name: 'springForwardGap',
      input: { when: '2024-03-10T02:30' },
      options: { mode: 'convert', source: 'America/New_York', target: 'Europe/London', reference: 'custom' },
      output: {
        mode: 'convert',
        instant: 1710055800000,
        source: { zone: 'America/New_York', date: '2024-03-10', time: '03:30:00', offsetSeconds: -14400, dst: true },
        target: { zone: 'Europe/London', date: '2024-03-10', time: '07:30:00', offsetSeconds: 0, dst: false },
        differenceSeconds: 14400,
        dayShift: 0,
        adjustment: { kind: 'gap', zone: 'America/New_York', date: '2024-03-10', requested: '02:30:00', gapSeconds: 3600 },
        changes: { source: { at: 1730613600000, offsetBefore: -14400, offsetAfter: -18000 }, target: { at: 1711846800000, offsetBefore: 0, offsetAfter: 3600 } },
      },
    },
    {
      name: 'fallBackOverlap',
      input: { when: '2024-11-03T01:30' },
      options: { mode: 'convert', source: 'America/New_York', target: 'UTC', reference: 'custom', overlap: 'earlier' },
      output: {
        mode: 'convert',
        instant: 1730611800000,
        source: { zone: 'America/New_York', date: '2024-11-03', time: '01:30:00', offsetSeconds: -14400, dst: true },
        target: { zone: 'UTC', date: '2024-11-03', time: '05:30:00', offsetSeconds: 0, dst: null },
        differenceSeconds: 14400,
        dayShift: 0,
        adjustment: { kind: 'overlap', zone: 'America/New_York', date: '2024-11-03', requested: '01:30:00', choice: 'earlier', offsets: [-14400, -18000] },
        changes: { source: { at: 1730613600000, offsetBefore: -14400, offsetAfter: -18000 }, target: null },
      },
    },
    {
      name: 'worldMeeting',
      input: { when: '2024-03-15T12:00' },
      options: { mode: 'compare', zones: 'America/New_York,Europe/London,Asia/Kolkata,Asia/Kathmandu,Australia/Lord_Howe', compareReference: 'custom' },
      output: {
        mode: 'compare',
        instant: 1710518400000,
        rows: [
          { zone: 'America/New_York', date: '2024-03-15', time: '12:00:00', offsetSeconds: -14400, dst: true, differenceSeconds: 0, dayShift: 0 },
          { zone: 'Europe/London', date: '2024-03-15', time: '16:00:00', offsetSeconds: 0, dst: false, differenceSeconds: 14400, dayShift: 0 },
          { zone: 'Asia/Kolkata', date: '2024-03-15', time: '21:30:00', offsetSeconds: 19800, dst: null, differenceSeconds: 34200, dayShift: 0 },
          { zone: 'Asia/Kathmandu', date: '2024-03-15', time: '21:45:00', offsetSeconds: 20700, dst: null, differenceSeconds: 35100, dayShift: 0 },
          { zone: 'Australia/Lord_Howe', date: '2024-03-16', time: '03:00:00', offsetSeconds: 39600, dst: true, differenceSeconds: 54000, dayShift: 1 },
        ],
        adjustment: null,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
