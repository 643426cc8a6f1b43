import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';

/**
 * What the panel chooses (typed dates and times are the input). Zone ids are IANA names; the
 * comparison list is one comma-separated option because options stay flat scalars.
 */
export const options = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: ['convert', 'compare'], default: 'convert' },
    source: { type: 'string', pattern: '^[A-Za-z0-9_+\\-/]{1,64}$', default: 'UTC' },
    target: { type: 'string', pattern: '^[A-Za-z0-9_+\\-/]{1,64}$', default: 'America/New_York' },
    zones: { type: 'string', pattern: '^[A-Za-z0-9_+\\-/,]{0,1400}$', default: 'UTC,America/New_York,Europe/London,Asia/Tokyo' },
    reference: { type: 'string', enum: ['current', 'custom'], default: 'current' },
    overlap: { type: 'string', enum: ['earlier', 'later'], default: 'earlier' },
  },
  required: ['mode', 'source', 'target', 'zones', 'reference', 'overlap'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  input: 'texts',
  inputFields: ['date', 'time', 'now'],
  output: 'custom',
  panel: true,
  examples: [
    {
      name: 'newYorkToTokyo',
      input: { date: '2024-07-01', time: '09:00', now: '' },
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
      input: { date: '2024-01-15', time: '12:00', now: '' },
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
      input: { date: '2024-03-10', time: '02:30', now: '' },
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
      input: { date: '2024-11-03', time: '01:30', now: '' },
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
      input: { date: '2024-03-15', time: '12:00', now: '' },
      options: { mode: 'compare', zones: 'America/New_York,Europe/London,Asia/Kolkata,Asia/Kathmandu,Australia/Lord_Howe', reference: 'custom' },
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
} as const satisfies ToolManifest<typeof options>;
