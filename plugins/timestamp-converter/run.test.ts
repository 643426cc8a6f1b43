import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { detectUnit, run, type Mode, type TimestampInput, type TimestampResult, type UnitChoice, type WaitingResult } from './run.ts';

/** The unit and the time zone the visitor picks besides the text. */
interface Choices {
  unit: UnitChoice;
  timeZone: string;
}
const DEFAULTS: Choices = { unit: 'auto', timeZone: 'UTC' };
const EMPTY: TimestampInput = { unix: '', unit: 'auto', iso: '', date: null, time: null, timeZone: 'UTC' };
type TextMode = Exclude<Mode, 'datetime'>;

/** run() on the Unix or ISO tab with its field holding `text`. */
function outcome(mode: TextMode, text: string, choices: Partial<Choices> = {}) {
  return run({ ...EMPTY, ...DEFAULTS, ...choices, [mode]: text }, { mode } as Options);
}

/** run() on the date and time tab with its two fields (an empty picker is null, as the page reads it). */
function pickedOutcome(date: string | null, time: string | null, choices: Partial<Choices> = {}) {
  return run({ ...EMPTY, ...DEFAULTS, ...choices, date, time }, { mode: 'datetime' } as Options);
}

function result(outcome: ReturnType<typeof run>, what: string): TimestampResult {
  if (isToolError(outcome)) throw new Error(`unexpected error ${outcome.code} for ${what}`);
  if ('empty' in outcome) throw new Error(`no result for ${what}`);
  return outcome;
}

const convert = (mode: TextMode, text: string, choices: Partial<Choices> = {}): TimestampResult => result(outcome(mode, text, choices), text);
const picked = (date: string, time: string, choices: Partial<Choices> = {}): TimestampResult => result(pickedOutcome(date, time, choices), `${date} ${time}`);

function errorCode(mode: TextMode, text: string, choices: Partial<Choices> = {}): string | undefined {
  const result = outcome(mode, text, choices);
  return isToolError(result) ? result.code : undefined;
}

/** An empty field is no mistake: the page shows the current time and asks for a value. */
const waiting = (mode: Mode): WaitingResult => ({ mode, empty: true });

describe('Unix timestamps: well-known instants', () => {
  // Reference instants: the epoch; 1,700,000,000 s (widely noted on 14 Nov 2023); the Unix billennium;
  // 2^31 − 1, the last second of signed 32-bit time (the "Year 2038 problem"); RFC 868's 2,208,988,800 s
  // between 1900 and 1970; Apollo 11's landing, 20:17:40 UTC on 20 July 1969 (NASA).
  it.each([
    ['0', '1970-01-01T00:00:00Z', 'Thu, 01 Jan 1970 00:00:00 GMT'],
    ['1700000000', '2023-11-14T22:13:20Z', 'Tue, 14 Nov 2023 22:13:20 GMT'],
    ['1000000000', '2001-09-09T01:46:40Z', 'Sun, 09 Sep 2001 01:46:40 GMT'],
    ['2147483647', '2038-01-19T03:14:07Z', 'Tue, 19 Jan 2038 03:14:07 GMT'],
    ['-1', '1969-12-31T23:59:59Z', 'Wed, 31 Dec 1969 23:59:59 GMT'],
    ['-2208988800', '1900-01-01T00:00:00Z', 'Mon, 01 Jan 1900 00:00:00 GMT'],
    ['-14182940', '1969-07-20T20:17:40Z', 'Sun, 20 Jul 1969 20:17:40 GMT'],
  ])('%s s is %s', (text, iso, http) => {
    const result = convert('unix', text);
    expect(result.iso).toBe(iso);
    expect(result.http).toBe(http);
    expect(result.unit).toBe('s');
    expect(result.detected).toBe(true);
    expect(result.ms).toBe(Number(text) * 1000);
    expect(result.seconds).toBe(text);
    expect(result.milliseconds).toBe(text === '0' ? '0' : `${text}000`);
    // The same instant as the engine's own Date computes it.
    expect(result.iso.replace('Z', '.000Z')).toBe(new Date(Number(text) * 1000).toISOString());
  });

  it('reads the edges of the JavaScript date range (ECMA-262: ±8.64e15 ms) and refuses one millisecond more', () => {
    expect(convert('unix', '8640000000000000', { unit: 'ms' }).iso).toBe('+275760-09-13T00:00:00Z');
    expect(convert('unix', '-8640000000000000', { unit: 'ms' }).iso).toBe('-271821-04-20T00:00:00Z');
    expect(convert('unix', '8640000000000', { unit: 's' }).ms).toBe(8.64e15);
    expect(errorCode('unix', '8640000000000001', { unit: 'ms' })).toBe('outOfRange');
    expect(errorCode('unix', '-8640000000001', { unit: 's' })).toBe('outOfRange');
    expect(errorCode('unix', '8640000000000000.000001', { unit: 'ms' })).toBe('outOfRange');
    expect(errorCode('unix', '9'.repeat(1000))).toBe('outOfRange');
    expect(convert('unix', '8640000000000000', { unit: 'ms' }).http).toBeNull();
  });

  it('keeps fractions exactly, down to the nanosecond', () => {
    const half = convert('unix', '1700000000.5');
    expect(half).toMatchObject({ unit: 's', ms: 1_700_000_000_500, seconds: '1700000000.5', milliseconds: '1700000000500', iso: '2023-11-14T22:13:20.500Z' });
    const micro = convert('unix', '1700000000123456');
    expect(micro).toMatchObject({ unit: 'us', ms: 1_700_000_000_123, seconds: '1700000000.123456', milliseconds: '1700000000123.456', iso: '2023-11-14T22:13:20.123456Z' });
    const nano = convert('unix', '1700000000123456789');
    expect(nano).toMatchObject({ unit: 'ns', ms: 1_700_000_000_123, seconds: '1700000000.123456789', iso: '2023-11-14T22:13:20.123456789Z' });
    // Below the nanosecond, digits are dropped.
    expect(convert('unix', '1.0000000009', { unit: 's' }).seconds).toBe('1');
  });

  it('counts negative timestamps backwards from 1970, fractions included', () => {
    expect(convert('unix', '-1.5')).toMatchObject({ ms: -1500, seconds: '-1.5', milliseconds: '-1500', iso: '1969-12-31T23:59:58.500Z' });
    expect(convert('unix', '-1', { unit: 'ns' })).toMatchObject({ ms: -1, seconds: '-0.000000001', milliseconds: '-0.000001', iso: '1969-12-31T23:59:59.999999999Z' });
    expect(convert('unix', '-86400000', { unit: 'ms' }).iso).toBe('1969-12-31T00:00:00Z');
  });

  it('accepts digit groups, a comma as decimal mark, a plus sign and the Unicode minus', () => {
    for (const text of ['1 700 000 000', '1_700_000_000', '1\u202f700\u202f000\u202f000', "1'700'000'000", '  +1700000000  ']) expect(convert('unix', text).ms).toBe(1.7e12);
    expect(convert('unix', '1700000000,25').milliseconds).toBe('1700000000250');
    expect(convert('unix', '\u22121').iso).toBe('1969-12-31T23:59:59Z');
  });

  it('asks for a timestamp, and calls anything else an unknown format', () => {
    expect(outcome('unix', '')).toEqual(waiting('unix'));
    expect(outcome('unix', ' \n\t')).toEqual(waiting('unix'));
    expect(run({ ...EMPTY, unix: "_'_" }, { mode: 'unix' })).toEqual({ kind: 'tool-error', code: 'unixRequired', params: { field: 'unix' } });
    expect(run({ ...EMPTY, unix: 'abc' }, { mode: 'unix' })).toEqual({ kind: 'tool-error', code: 'unknownFormat', params: { field: 'unix' } });
    for (const text of ['abc', '1e9', '12:00', '1.2.3', '--1', '0x10', '１７００', '👍🏽', 'e\u0301', '漢字', 'العربية', '\uD800', '2023-11-14']) {
      expect(errorCode('unix', text), text).toBe('unknownFormat');
    }
  });
});

describe('unit detection', () => {
  it('switches at 10^11, 10^14 and 10^17 (each unit covers 1973 to 5138)', () => {
    expect(detectUnit('0')).toBe('s');
    expect(detectUnit('99999999999')).toBe('s');
    expect(detectUnit('100000000000')).toBe('ms');
    expect(detectUnit('99999999999999')).toBe('ms');
    expect(detectUnit('100000000000000')).toBe('us');
    expect(detectUnit('99999999999999999')).toBe('us');
    expect(detectUnit('100000000000000000')).toBe('ns');
    expect(detectUnit('000000099999999999')).toBe('s');
  });

  it('detects from the magnitude, sign and fraction aside, and obeys a unit chosen by hand', () => {
    expect(convert('unix', '1700000000000')).toMatchObject({ unit: 'ms', detected: true, iso: '2023-11-14T22:13:20Z' });
    expect(convert('unix', '-100000000000')).toMatchObject({ unit: 'ms', iso: '1966-10-31T14:13:20Z' });
    expect(convert('unix', '99999999999.999')).toMatchObject({ unit: 's', iso: '5138-11-16T09:46:39.999Z' });
    expect(convert('unix', '1700000000', { unit: 'ms' })).toMatchObject({ unit: 'ms', detected: false, iso: '1970-01-20T16:13:20Z' });
    expect(convert('unix', '1700000000000', { unit: 's' }).iso).toBe('+055840-11-08T22:13:20Z');
  });

  it('agrees with the engine’s Date.prototype.toISOString over the whole range', () => {
    for (let ms = -8.64e15; ms <= 8.64e15; ms += 7.3e12 + 123) {
      const result = convert('unix', String(ms), { unit: 'ms' });
      const iso = new Date(ms).toISOString();
      expect(result.iso.replace(/(:\d\d)Z$/, '$1.000Z')).toBe(iso);
    }
  });
});

describe('ISO 8601', () => {
  it('reads offsets in every spelling, Z, basic format, a space for T and fractions', () => {
    for (const text of [
      '2023-11-14T22:13:20Z',
      '2023-11-14t22:13:20z',
      '2023-11-14 22:13:20Z',
      '2023-11-14T23:13:20+01:00',
      '2023-11-14T23:13:20+0100',
      '2023-11-14T23:13:20+01',
      '2023-11-14T17:13:20-05:00',
      '2023-11-15T03:43:20+05:30',
      '2023-11-14T22:13:20-00:00',
      '20231114T221320Z',
      '20231114T231320+0100',
      '  2023-11-14T22:13:20.000Z\n',
    ]) {
      const result = convert('iso', text);
      expect(result.ms, text).toBe(1_700_000_000_000);
      expect(result.assumedZone, text).toBe(false);
    }
    expect(convert('iso', '2023-11-14T22:13:20,5Z').iso).toBe('2023-11-14T22:13:20.500Z');
    expect(convert('iso', '2023-11-14T22:13:20.123456789Z').seconds).toBe('1700000000.123456789');
    expect(convert('iso', '2023-11-14T22:13Z').iso).toBe('2023-11-14T22:13:00Z');
    expect(convert('iso', '2023-11-14T22Z').iso).toBe('2023-11-14T22:00:00Z');
  });

  it('reads a text without offset in the chosen zone, and says so', () => {
    expect(convert('iso', '2023-11-14')).toMatchObject({ iso: '2023-11-14T00:00:00Z', assumedZone: true });
    expect(convert('iso', '2023-11-14', { timeZone: 'Asia/Tokyo' })).toMatchObject({ iso: '2023-11-13T15:00:00Z', zonedIso: '2023-11-14T00:00:00+09:00', assumedZone: true });
    expect(convert('iso', '2023-11-14T17:13:20', { timeZone: 'America/New_York' }).seconds).toBe('1700000000');
  });

  it('checks the calendar: no 30 February, 29 February only in leap years (Gregorian rules)', () => {
    expect(errorCode('iso', '2023-02-30')).toBe('invalidIso');
    expect(errorCode('iso', '2023-02-29')).toBe('invalidIso');
    expect(errorCode('iso', '1900-02-29')).toBe('invalidIso');
    expect(convert('iso', '2000-02-29').iso).toBe('2000-02-29T00:00:00Z');
    expect(convert('iso', '2024-02-29T12:30:00+05:30').iso).toBe('2024-02-29T07:00:00Z');
    for (const text of ['2023-13-01', '2023-00-10', '2023-04-31', '2023-11-14T24:00:00Z', '2023-11-14T23:60Z', '2023-11-14T23:59:60Z', '2023-11-14T10:00+24:00', '2023-11-14T10:00+05:60', '2023-11-14Z', '2023-1-4', '14/11/2023', 'November 14, 2023', '-000000-01-01', 'hello']) {
      expect(errorCode('iso', text), text).toBe('invalidIso');
    }
    expect(outcome('iso', '')).toEqual(waiting('iso'));
    expect(outcome('iso', '   ')).toEqual(waiting('iso'));
  });

  it('reads expanded and early years exactly, where Date.UTC would read 0–99 as 1900–1999', () => {
    // 0001-01-01T00:00:00Z is −62,135,596,800 s (the minimum of .NET's DateTime, also in Unix seconds).
    expect(convert('iso', '0001-01-01T00:00:00Z').seconds).toBe('-62135596800');
    expect(convert('iso', '0099-12-31T00:00:00Z').iso).toBe('0099-12-31T00:00:00Z');
    expect(convert('iso', '+275760-09-13T00:00:00Z').ms).toBe(8.64e15);
    expect(convert('iso', '-271821-04-20T00:00:00Z').ms).toBe(-8.64e15);
    expect(errorCode('iso', '+275760-09-13T00:00:00.001Z')).toBe('outOfRange');
    expect(errorCode('iso', '+999999-01-01')).toBe('outOfRange');
  });
});

describe('date and time in a zone', () => {
  it('reads the picked date and time of day in the chosen zone, to the second and below', () => {
    expect(picked('2000-01-01', '00:00', { timeZone: 'Asia/Tokyo' })).toMatchObject({ seconds: '946652400', iso: '1999-12-31T15:00:00Z', assumedZone: true, wallClock: 'exact' });
    expect(picked('2023-11-14', '22:13:20').seconds).toBe('1700000000');
    expect(picked('2023-11-14', '22:13:20.25').iso).toBe('2023-11-14T22:13:20.250Z');
    expect(picked('2023-11-14', '22:13:20.123456789')).toMatchObject({ seconds: '1700000000.123456789', iso: '2023-11-14T22:13:20.123456789Z' });
    expect(picked(' 2023-11-14 ', ' 22:13 ').iso).toBe('2023-11-14T22:13:00Z');
    expect(picked('0001-01-01', '00:00:00').iso).toBe('0001-01-01T00:00:00Z');
  });

  it('moves a time skipped by a clock change forward, and takes the earlier of a repeated time (Temporal “compatible”)', () => {
    // EU summer time 2024 began 31 March at 01:00 UTC and ended 27 October at 01:00 UTC (Directive 2000/84/EC).
    expect(picked('2024-03-31', '02:30', { timeZone: 'Europe/Paris' })).toMatchObject({ iso: '2024-03-31T01:30:00Z', zonedIso: '2024-03-31T03:30:00+02:00', wallClock: 'skipped' });
    expect(picked('2024-10-27', '02:30', { timeZone: 'Europe/Paris' })).toMatchObject({ iso: '2024-10-27T00:30:00Z', zonedIso: '2024-10-27T02:30:00+02:00', wallClock: 'repeated' });
    expect(picked('2024-10-27', '03:30', { timeZone: 'Europe/Paris' })).toMatchObject({ iso: '2024-10-27T02:30:00Z', wallClock: 'exact' });
    // Seconds inside the gap and the overlap move and choose the same way.
    expect(picked('2024-03-31', '02:59:59', { timeZone: 'Europe/Paris' })).toMatchObject({ iso: '2024-03-31T01:59:59Z', wallClock: 'skipped' });
    expect(picked('2024-10-27', '02:00:01', { timeZone: 'Europe/Paris' })).toMatchObject({ iso: '2024-10-27T00:00:01Z', wallClock: 'repeated' });
    // US daylight time 2024 began 10 March at 2:00 local time.
    expect(picked('2024-03-10', '02:30', { timeZone: 'America/New_York' })).toMatchObject({ iso: '2024-03-10T07:30:00Z', zonedIso: '2024-03-10T03:30:00-04:00', wallClock: 'skipped' });
  });

  it('waits for both the date and the time', () => {
    expect(pickedOutcome(null, null)).toEqual(waiting('datetime'));
    expect(pickedOutcome('2023-11-14', null)).toEqual(waiting('datetime'));
    expect(pickedOutcome(null, '10:00')).toEqual(waiting('datetime'));
    expect(pickedOutcome('', ' ')).toEqual(waiting('datetime'));
  });

  it('refuses impossible dates and times, at the field that is wrong', () => {
    const at = (field: 'date' | 'time') => ({ kind: 'tool-error', code: 'invalidDatetime', params: { field } });
    for (const date of ['2023-02-30', '2023-13-01', '0000-01-01', '2023-11-14T10:00', 'tomorrow', '14/11/2023']) expect(pickedOutcome(date, '10:00'), date).toEqual(at('date'));
    for (const time of ['25:00', '10:60', '10:00:60', '10', '10:00Z', '10:00+01:00', 'noon', '1:00']) expect(pickedOutcome('2023-11-14', time), time).toEqual(at('time'));
  });
});

describe('time zones', () => {
  it('gives the offset in force at the instant, half and quarter hours included', () => {
    expect(convert('unix', '1700000000', { timeZone: 'America/New_York' })).toMatchObject({ timeZone: 'America/New_York', offset: '-05:00', zonedIso: '2023-11-14T17:13:20-05:00' });
    expect(convert('unix', '1690000000', { timeZone: 'America/New_York' }).offset).toBe('-04:00');
    expect(convert('unix', '1700000000', { timeZone: 'Asia/Kolkata' }).zonedIso).toBe('2023-11-15T03:43:20+05:30');
    expect(convert('unix', '1700000000', { timeZone: 'Asia/Kathmandu' }).offset).toBe('+05:45');
  });

  it('writes historical local mean time to the second (New York: −4:56:02 before 1883, IANA tz database)', () => {
    expect(convert('iso', '1800-01-01T12:00:00Z', { timeZone: 'America/New_York' })).toMatchObject({ offset: '-04:56:02', zonedIso: '1800-01-01T07:03:58-04:56:02' });
  });

  it('canonicalizes zone names and refuses unknown ones', () => {
    expect(convert('unix', '0', { timeZone: 'europe/paris' }).timeZone).toBe('Europe/Paris');
    expect(convert('unix', '0', { timeZone: 'utc' }).timeZone).toBe('UTC');
    expect(errorCode('unix', '0', { timeZone: 'Mars/Olympus_Mons' })).toBe('invalidTimeZone');
    expect(errorCode('unix', '0', { timeZone: '' })).toBe('invalidTimeZone');
    // An input error comes first; an empty field still shows the current time.
    expect(errorCode('unix', 'abc', { timeZone: 'Mars/Olympus_Mons' })).toBe('unknownFormat');
    expect(outcome('unix', '', { timeZone: 'Mars/Olympus_Mons' })).toEqual(waiting('unix'));
    // At its field.
    expect(outcome('unix', '0', { timeZone: 'Mars/Olympus_Mons' })).toEqual({ kind: 'tool-error', code: 'invalidTimeZone', params: { field: 'timeZone' } });
  });

  it('refuses a unit it does not know (from an old link), at the unit field', () => {
    expect(outcome('unix', '0', { unit: 'fortnights' as UnitChoice })).toEqual({ kind: 'tool-error', code: 'invalidUnit', params: { field: 'unit' } });
  });
});
