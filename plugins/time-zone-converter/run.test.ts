/**
 * Reference values: the rules of the IANA time zone database (tzdb) as published for each zone and
 * as shown by timeanddate.com's converter, worked by hand here. US daylight saving time 2024: from
 * Sunday 10 March 02:00 to Sunday 3 November 02:00 local time; EU summer time 2024: from Sunday
 * 31 March 01:00 UTC to Sunday 27 October 01:00 UTC; Lord Howe Island: +10:30, +11:00 from the first
 * Sunday of October 02:00 to the first Sunday of April 02:00; Chatham Islands: +12:45, +13:45 from the
 * last Sunday of September 02:45 to the first Sunday of April 03:45.
 */
import { describe, expect, it } from 'vitest';
import { isToolError, type ToolError } from '@sdk/core';
import { manifest, type Options } from './manifest.ts';
import { MAX_ZONES, parseWallClock, parseZoneList, run, splitWhen, type CompareResult, type ConvertResult } from './run.ts';

/** The default options as the page passes them for a visitor in UTC: "local" and "auto" replaced by zones. */
const DEFAULTS = {
  ...(Object.fromEntries(Object.entries(manifest.options.properties).map(([key, prop]) => [key, prop.default])) as Options),
  source: 'UTC',
  target: 'America/New_York',
  zones: 'UTC,America/New_York,Europe/London,Asia/Tokyo',
};
const H = 3600;
/** The datetime field's value for a date and a time as typed (empty when there is no date). */
const when = (date: string, time: string) => (date.trim() === '' ? null : `${date}T${time}`);

function convert(source: string, target: string, date: string, time: string, extra: Partial<Options> = {}): ConvertResult {
  const result = run({ when: when(date, time) }, { ...DEFAULTS, mode: 'convert', source, target, reference: 'custom', ...extra });
  if (isToolError(result) || result.mode !== 'convert') throw new Error(`unexpected ${JSON.stringify(result)}`);
  return result;
}

function compare(zones: string, date: string, time: string): CompareResult {
  const result = run({ when: when(date, time) }, { ...DEFAULTS, mode: 'compare', zones, compareReference: 'custom' });
  if (isToolError(result) || result.mode !== 'compare') throw new Error(`unexpected ${JSON.stringify(result)}`);
  return result;
}

function error(input: { date?: string; time?: string; now?: number | null }, options: Partial<Options> = {}): string {
  const result = run({ when: when(input.date ?? '', input.time ?? ''), now: input.now }, { ...DEFAULTS, reference: 'custom', compareReference: 'custom', ...options });
  expect(isToolError(result), JSON.stringify(result)).toBe(true);
  return (result as ToolError).code;
}

describe('offsets of half- and quarter-hour zones', () => {
  it('India is UTC+05:30 all year', () => {
    for (const date of ['2024-01-15', '2024-07-15']) expect(convert('UTC', 'Asia/Kolkata', date, '12:00').target).toMatchObject({ time: '17:30:00', offsetSeconds: 5.5 * H, dst: null });
  });

  it('Nepal is UTC+05:45, 15 minutes ahead of India', () => {
    const r = convert('Asia/Kolkata', 'Asia/Kathmandu', '2024-01-15', '12:00');
    expect(r.target).toMatchObject({ time: '12:15:00', offsetSeconds: 5.75 * H });
    expect(r.differenceSeconds).toBe(15 * 60);
  });

  it('Lord Howe Island moves by half an hour: +10:30 in July, +11:00 in January', () => {
    expect(convert('UTC', 'Australia/Lord_Howe', '2024-07-15', '00:00').target).toMatchObject({ time: '10:30:00', offsetSeconds: 10.5 * H, dst: false });
    expect(convert('UTC', 'Australia/Lord_Howe', '2024-01-15', '00:00').target).toMatchObject({ time: '11:00:00', offsetSeconds: 11 * H, dst: true });
  });

  it('the Chatham Islands are +12:45 in July and +13:45 in January', () => {
    expect(convert('UTC', 'Pacific/Chatham', '2024-07-15', '00:00').target).toMatchObject({ time: '12:45:00', offsetSeconds: 12.75 * H, dst: false });
    expect(convert('UTC', 'Pacific/Chatham', '2024-01-15', '00:00').target).toMatchObject({ time: '13:45:00', offsetSeconds: 13.75 * H, dst: true });
  });

  it('New York to Kathmandu is 10:45 in winter and 9:45 in summer', () => {
    expect(convert('America/New_York', 'Asia/Kathmandu', '2024-01-10', '08:00').differenceSeconds).toBe(10.75 * H);
    expect(convert('America/New_York', 'Asia/Kathmandu', '2024-07-10', '08:00').differenceSeconds).toBe(9.75 * H);
  });
});

describe('New York and London across the daylight saving weeks of 2024', () => {
  it('is 5 hours before 10 March, when neither has summer time', () => {
    const r = convert('America/New_York', 'Europe/London', '2024-03-08', '12:00');
    expect(r.target.time).toBe('17:00:00');
    expect(r.differenceSeconds).toBe(5 * H);
  });

  it('is 4 hours between 10 and 31 March, when only the US has moved its clocks', () => {
    const r = convert('America/New_York', 'Europe/London', '2024-03-15', '12:00');
    expect(r.source).toMatchObject({ offsetSeconds: -4 * H, dst: true });
    expect(r.target).toMatchObject({ time: '16:00:00', offsetSeconds: 0, dst: false });
    expect(r.differenceSeconds).toBe(4 * H);
    // The other way round: New York is 4 hours behind.
    const back = convert('Europe/London', 'America/New_York', '2024-03-20', '09:00');
    expect(back.target.time).toBe('05:00:00');
    expect(back.differenceSeconds).toBe(-4 * H);
  });

  it('is 5 hours again from 31 March, and 4 hours between 27 October and 3 November', () => {
    expect(convert('America/New_York', 'Europe/London', '2024-04-02', '12:00').differenceSeconds).toBe(5 * H);
    expect(convert('America/New_York', 'Europe/London', '2024-10-30', '12:00').differenceSeconds).toBe(4 * H);
    expect(convert('America/New_York', 'Europe/London', '2024-11-04', '12:00').differenceSeconds).toBe(5 * H);
  });

  it('finds the next clock change of each zone', () => {
    const r = convert('America/New_York', 'Europe/London', '2024-03-15', '12:00');
    expect(r.changes.source).toEqual({ at: Date.UTC(2024, 10, 3, 6), offsetBefore: -4 * H, offsetAfter: -5 * H });
    expect(r.changes.target).toEqual({ at: Date.UTC(2024, 2, 31, 1), offsetBefore: 0, offsetAfter: H });
    expect(convert('Asia/Tokyo', 'Asia/Kolkata', '2024-03-15', '12:00').changes).toEqual({ source: null, target: null });
  });
});

describe('times that do not exist or exist twice', () => {
  it('moves a time in the spring-forward gap forward by the gap and says so', () => {
    const r = convert('America/New_York', 'UTC', '2024-03-10', '02:30');
    expect(r.source).toMatchObject({ date: '2024-03-10', time: '03:30:00', offsetSeconds: -4 * H });
    expect(r.instant).toBe(Date.UTC(2024, 2, 10, 7, 30));
    expect(r.adjustment).toEqual({ kind: 'gap', zone: 'America/New_York', date: '2024-03-10', requested: '02:30:00', gapSeconds: H });
  });

  it('handles gaps of half an hour (Lord Howe) and at midnight (Santiago)', () => {
    const lordHowe = convert('Australia/Lord_Howe', 'UTC', '2024-10-06', '02:10');
    expect(lordHowe.source.time).toBe('02:40:00');
    expect(lordHowe.adjustment).toMatchObject({ kind: 'gap', gapSeconds: 1800 });
    const santiago = convert('America/Santiago', 'UTC', '2024-09-08', '00:00');
    expect(santiago.source.time).toBe('01:00:00');
    expect(santiago.instant).toBe(Date.UTC(2024, 8, 8, 4));
  });

  it('takes the first of two equal times when clocks go back, or the second when asked', () => {
    const first = convert('America/New_York', 'UTC', '2024-11-03', '01:30');
    expect(first.target.time).toBe('05:30:00');
    expect(first.source.offsetSeconds).toBe(-4 * H);
    expect(first.adjustment).toEqual({ kind: 'overlap', zone: 'America/New_York', date: '2024-11-03', requested: '01:30:00', choice: 'earlier', offsets: [-4 * H, -5 * H] });
    const second = convert('America/New_York', 'UTC', '2024-11-03', '01:30', { overlap: 'later' });
    expect(second.target.time).toBe('06:30:00');
    expect(second.source).toMatchObject({ time: '01:30:00', offsetSeconds: -5 * H, dst: false });
    expect(second.adjustment).toMatchObject({ kind: 'overlap', choice: 'later' });
  });

  it('reports nothing for ordinary times, also next to a change', () => {
    expect(convert('America/New_York', 'UTC', '2024-03-10', '01:59').adjustment).toBeNull();
    expect(convert('America/New_York', 'UTC', '2024-03-10', '03:00').adjustment).toBeNull();
    expect(convert('America/New_York', 'UTC', '2024-11-03', '02:00').adjustment).toBeNull();
    expect(convert('Europe/London', 'UTC', '2024-07-01', '12:00').adjustment).toBeNull();
  });

  it('leaves the other zone alone: London to New York at 02:30 London time on 10 March is fine', () => {
    const r = convert('Europe/London', 'America/New_York', '2024-03-10', '07:30');
    expect(r.adjustment).toBeNull();
    expect(r.target.time).toBe('03:30:00');
  });
});

describe('day shifts and differences', () => {
  it('says next day, previous day and two days apart', () => {
    expect(convert('America/New_York', 'Asia/Tokyo', '2024-07-01', '20:00')).toMatchObject({ dayShift: 1, differenceSeconds: 13 * H, target: { date: '2024-07-02', time: '09:00:00' } });
    expect(convert('Asia/Tokyo', 'Pacific/Honolulu', '2024-07-01', '08:00')).toMatchObject({ dayShift: -1, differenceSeconds: -19 * H, target: { date: '2024-06-30', time: '13:00:00' } });
    // UTC−12 to UTC+14, the widest gap there is: 26 hours.
    expect(convert('Etc/GMT+12', 'Pacific/Kiritimati', '2024-01-01', '23:00')).toMatchObject({ dayShift: 2, differenceSeconds: 26 * H, target: { date: '2024-01-03', time: '01:00:00' } });
  });

  it('gives zero difference for the same zone or two zones with the same time', () => {
    expect(convert('Europe/Paris', 'Europe/Berlin', '2024-05-01', '10:00')).toMatchObject({ differenceSeconds: 0, dayShift: 0 });
    expect(convert('UTC', 'UTC', '2024-05-01', '10:00').differenceSeconds).toBe(0);
  });

  it('converts across a year and leap-day boundary', () => {
    expect(convert('Pacific/Auckland', 'America/Los_Angeles', '2025-01-01', '10:00').target).toMatchObject({ date: '2024-12-31', time: '13:00:00' });
    expect(convert('UTC', 'Asia/Tokyo', '2024-02-28', '20:00').target).toMatchObject({ date: '2024-02-29', time: '05:00:00' });
  });

  it('works at the ends of the date field: years 1 and 9999', () => {
    expect(convert('UTC', 'UTC', '0001-01-01', '00:00').target).toMatchObject({ date: '0001-01-01', time: '00:00:00' });
    expect(convert('UTC', 'Asia/Tokyo', '9999-12-31', '23:00')).toMatchObject({ dayShift: 1, target: { date: '10000-01-01' } });
  });
});

describe('current time', () => {
  it('uses the given clock, ignoring the date and time field', () => {
    const result = run({ when: '2024-13-45Tjunk', now: Date.UTC(2024, 6, 1, 13) }, { ...DEFAULTS, source: 'America/New_York', target: 'Asia/Tokyo', reference: 'current' });
    expect(result).toMatchObject({ mode: 'convert', adjustment: null, source: { time: '09:00:00' }, target: { time: '22:00:00' } });
  });

  it('keeps seconds', () => {
    const result = run({ when: null, now: Date.UTC(2024, 6, 1, 13, 4, 5, 999) }, { ...DEFAULTS, source: 'UTC', target: 'Asia/Kolkata', reference: 'current' });
    expect(result).toMatchObject({ target: { time: '18:34:05' } });
  });

  it('rejects a clock that is missing, not a whole number or out of range', () => {
    for (const now of [undefined, null, NaN, Infinity, 1.5, 9e15, -9e15]) expect(error({ now }, { reference: 'current' })).toBe('conversionFailed');
  });

  it('uses the current time of the compared zones on the Compare tab only when that tab says so', () => {
    const at = Date.UTC(2024, 6, 1, 13);
    expect(run({ when: null, now: at }, { ...DEFAULTS, mode: 'compare', zones: 'UTC', reference: 'custom', compareReference: 'current' })).toMatchObject({ instant: at });
    expect(run({ when: null, now: at }, { ...DEFAULTS, mode: 'compare', zones: 'UTC', reference: 'current', compareReference: 'custom' })).toMatchObject({ code: 'dateRequired', params: { field: 'when' } });
  });
});

describe('messages for bad input', () => {
  it('asks for a date when there is none', () => {
    expect(error({ date: '', time: '10:00' })).toBe('dateRequired');
    expect(error({ date: '   ', time: '' })).toBe('dateRequired');
  });

  it('asks for a valid date and time otherwise', () => {
    for (const [date, time] of [
      ['2024-02-30', '10:00'],
      ['2023-02-29', '10:00'],
      ['1900-02-29', '10:00'],
      ['2024-13-01', '10:00'],
      ['0000-01-01', '10:00'],
      ['24-01-01', '10:00'],
      ['01/02/2024', '10:00'],
      ['2024-01-01', ''],
      ['2024-01-01', '24:00'],
      ['2024-01-01', '10:60'],
      ['2024-01-01', '10'],
      ['2024-01-01', 'noon'],
      ['👍🏽', '10:00'],
      ['2024-01-01', 'e\u0301'],
      ['漢字', 'العربية'],
      ['\uD800', '10:00'],
    ])
      expect(error({ date, time }), `${date} ${time}`).toBe('invalidDateTime');
  });

  it('says the message at the date and time field', () => {
    expect(run({ when: '2024-02-30T10:00' }, { ...DEFAULTS, reference: 'custom' })).toEqual({ kind: 'tool-error', code: 'invalidDateTime', params: { field: 'when' } });
  });

  it('splits the field into its date and time', () => {
    expect(splitWhen('2024-07-01T09:30:15')).toEqual({ date: '2024-07-01', time: '09:30:15' });
    expect(splitWhen('2024-07-01')).toEqual({ date: '2024-07-01', time: '' });
    expect(splitWhen(null)).toEqual({ date: '', time: '' });
  });

  it('accepts leap days, seconds and fractions of a second', () => {
    expect(parseWallClock('2024-02-29', '23:59:59')).toEqual({ year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59 });
    expect(parseWallClock('2000-02-29', '7:05')).toEqual({ year: 2000, month: 2, day: 29, hour: 7, minute: 5, second: 0 });
    expect(parseWallClock(' 2024-01-01 ', '10:00:30.250')).toMatchObject({ second: 30 });
  });

  it('gives the conversion error for an unknown zone', () => {
    expect(error({ date: '2024-01-01', time: '10:00' }, { source: 'Mars/Olympus_Mons' })).toBe('conversionFailed');
    expect(error({ date: '2024-01-01', time: '10:00' }, { target: 'Nowhere' })).toBe('conversionFailed');
    expect(error({ date: '2024-01-01', time: '10:00' }, { mode: 'compare', zones: 'UTC,Atlantis/Capital' })).toBe('conversionFailed');
    // The page puts the visitor's own zone in place of these words.
    expect(error({ date: '2024-01-01', time: '10:00' }, { source: 'local' })).toBe('conversionFailed');
    expect(error({ date: '2024-01-01', time: '10:00' }, { target: 'auto' })).toBe('conversionFailed');
  });
});

describe('zone names', () => {
  it('accepts any case, links and old names', () => {
    expect(convert('asia/kolkata', 'us/eastern', '2024-01-15', '12:00')).toMatchObject({ source: { zone: 'Asia/Kolkata' }, target: { zone: 'America/New_York' } });
    expect(convert('Asia/Calcutta', 'Etc/UTC', '2024-01-15', '12:00')).toMatchObject({ source: { zone: 'Asia/Kolkata' }, target: { zone: 'UTC' } });
  });
});

describe('comparison', () => {
  it('shows every zone against the first one', () => {
    const r = compare('Asia/Tokyo,America/New_York,Asia/Kathmandu', '2024-01-10', '09:00');
    expect(r.instant).toBe(Date.UTC(2024, 0, 10, 0));
    expect(r.rows.map((row) => [row.zone, row.date, row.time, row.differenceSeconds, row.dayShift])).toEqual([
      ['Asia/Tokyo', '2024-01-10', '09:00:00', 0, 0],
      ['America/New_York', '2024-01-09', '19:00:00', -14 * H, -1],
      ['Asia/Kathmandu', '2024-01-10', '05:45:00', -3.25 * H, 0],
    ]);
  });

  it('drops repeats (also under other names) and empty items, and keeps at most the limit', () => {
    expect(parseZoneList('UTC, Etc/UTC,,Asia/Kolkata,Asia/Calcutta, ')).toEqual(['UTC', 'Asia/Kolkata']);
    expect(parseZoneList('')).toEqual([]);
    const many = ['UTC', 'Europe/London', 'Europe/Paris', 'Europe/Berlin', 'Europe/Rome', 'Europe/Madrid', 'Europe/Lisbon', 'Europe/Dublin', 'Europe/Oslo', 'Europe/Vienna', 'Europe/Prague', 'Europe/Warsaw', 'Europe/Athens', 'Europe/Helsinki', 'Europe/Kyiv', 'Europe/Moscow', 'Asia/Tokyo', 'Asia/Seoul', 'Asia/Shanghai', 'Asia/Dubai', 'Asia/Singapore', 'Asia/Kolkata'];
    expect(parseZoneList(many.join(','))).toHaveLength(MAX_ZONES);
  });

  it('reads a custom time in the first zone, with the gap rule', () => {
    const r = compare('America/New_York,Europe/London', '2024-03-10', '02:30');
    expect(r.adjustment).toMatchObject({ kind: 'gap', zone: 'America/New_York' });
    expect(r.rows[1]).toMatchObject({ time: '07:30:00', differenceSeconds: 4 * H });
  });

  it('gives an empty list for no zones', () => {
    expect(compare('', '2024-01-01', '12:00')).toMatchObject({ rows: [], instant: Date.UTC(2024, 0, 1, 12) });
  });
});
