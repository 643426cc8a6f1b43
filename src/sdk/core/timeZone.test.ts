/**
 * Reference values: the rules of the IANA time zone database (tzdb), worked by hand. US daylight
 * saving time 2024: from Sunday 10 March 02:00 to Sunday 3 November 02:00 local time; EU summer time
 * 2024: from 31 March 01:00 UTC to 27 October 01:00 UTC (Directive 2000/84/EC); Lord Howe Island:
 * +10:30, +11:00 from the first Sunday of October 02:00 to the first Sunday of April 02:00; Chatham
 * Islands: +12:45, +13:45 from the last Sunday of September 02:45 to the first Sunday of April 03:45;
 * Chile 2024: summer time from 8 September at 24:00; Samoa skipped 30 December 2011 (UTC−10 to
 * UTC+14); New York kept local mean time, −4:56:02, until 18 November 1883.
 */
import { describe, expect, it } from 'vitest';
import { MAX_EPOCH_MS, MS_PER_DAY } from './calendar.ts';
import { canonicalZone, formerIds, offsetSeconds, offsetText, resolveZone, wallClockAt, wallClockToInstant, zoneIds } from './timeZone.ts';

const H = 3600;
const JAN = Date.UTC(2024, 0, 1);
const JUL = Date.UTC(2024, 6, 1, 12);
const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({ year, month, day, hour, minute, second: 0 });

describe('zone ids', () => {
  it('lists every zone once, UTC first, by today’s names', () => {
    const ids = zoneIds();
    expect(ids[0]).toBe('UTC');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(300);
    for (const id of ['Asia/Kolkata', 'Asia/Kathmandu', 'Europe/Kyiv', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham']) expect(ids).toContain(id);
    expect(ids).not.toContain('Asia/Calcutta');
    expect(formerIds('Europe/Kyiv')).toEqual(['Europe/Kiev']);
    expect(formerIds('Europe/Paris')).toEqual([]);
  });

  it('resolves typed ids to listed ones, links and old names included, and rejects unknown ones', () => {
    expect(resolveZone(' europe/berlin ')).toBe('Europe/Berlin');
    expect(resolveZone('US/Pacific')).toBe('America/Los_Angeles');
    expect(resolveZone('us/eastern')).toBe('America/New_York');
    expect(resolveZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(resolveZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(resolveZone('utc')).toBe('UTC');
    expect(resolveZone('Etc/UTC')).toBe('UTC');
    expect(resolveZone('Etc/GMT-14')).toBe('Etc/GMT-14');
    for (const bad of ['', ' ', 'Berlin', 'Mars/Olympus', 'Atlantis/Capital', 'x'.repeat(80), '\uD800', '👍🏽']) expect(resolveZone(bad)).toBeNull();
  });

  it('gives the engine’s canonical name, or null', () => {
    expect(canonicalZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalZone('utc')).toBe('UTC');
    expect(canonicalZone('US/Eastern')).toBe('America/New_York');
    for (const bad of ['', '   ', 'Mars/Olympus_Mons', 'Not a zone 👍🏽', 'x'.repeat(101)]) expect(canonicalZone(bad)).toBeNull();
  });
});

describe('offsets', () => {
  it('reads offsets east of UTC in seconds, half and quarter hours included', () => {
    expect(offsetSeconds('America/New_York', JAN)).toBe(-5 * H);
    expect(offsetSeconds('America/New_York', JUL)).toBe(-4 * H);
    expect(offsetSeconds('Asia/Kolkata', 0)).toBe(19_800);
    expect(offsetSeconds('Asia/Kathmandu', JUL)).toBe(5.75 * H);
    expect(offsetSeconds('Australia/Lord_Howe', JAN)).toBe(11 * H);
    expect(offsetSeconds('Australia/Lord_Howe', JUL)).toBe(10.5 * H);
    expect(offsetSeconds('Pacific/Chatham', JAN)).toBe(13.75 * H);
    expect(offsetSeconds('Pacific/Chatham', JUL)).toBe(12.75 * H);
    expect(offsetSeconds('UTC', 0)).toBe(0);
    expect(offsetSeconds('Etc/GMT+12', JUL)).toBe(-12 * H);
  });

  it('keeps the seconds of local mean time (New York before 1883)', () => {
    expect(offsetSeconds('America/New_York', Date.UTC(1800, 0, 1, 12))).toBe(-17_762);
  });

  it('answers beyond the Date range with the offset at its edge, and throws for an unknown zone', () => {
    expect(offsetSeconds('Asia/Tokyo', MAX_EPOCH_MS + MS_PER_DAY)).toBe(9 * H);
    expect(offsetSeconds('Asia/Tokyo', -MAX_EPOCH_MS - MS_PER_DAY)).toBe(offsetSeconds('Asia/Tokyo', -MAX_EPOCH_MS));
    expect(() => offsetSeconds('Mars/Olympus_Mons', 0)).toThrow(RangeError);
  });

  it('writes offsets as ISO 8601 does', () => {
    expect(offsetText(5.5 * H)).toBe('+05:30');
    expect(offsetText(5.75 * H)).toBe('+05:45');
    expect(offsetText(-4 * H)).toBe('-04:00');
    expect(offsetText(0)).toBe('+00:00');
    expect(offsetText(-17_762)).toBe('-04:56:02');
    expect(offsetText(19 * 60 + 32)).toBe('+00:19:32');
  });
});

describe('wall clocks', () => {
  it('reads the wall clock of a zone at an instant, to the millisecond', () => {
    expect(wallClockAt('Asia/Tokyo', 1_700_000_000_000)).toEqual({ year: 2023, month: 11, day: 15, hour: 7, minute: 13, second: 20, millisecond: 0 });
    expect(wallClockAt('Asia/Kolkata', Date.UTC(2024, 6, 1, 13, 4, 5, 999))).toMatchObject({ hour: 18, minute: 34, second: 5, millisecond: 999 });
    expect(wallClockAt('America/New_York', Date.UTC(1800, 0, 1, 12))).toMatchObject({ year: 1800, hour: 7, minute: 3, second: 58 });
    expect(wallClockAt('Pacific/Kiritimati', Date.UTC(2024, 0, 1, 12))).toMatchObject({ day: 2, hour: 2 });
  });

  it('finds the instant of an ordinary wall clock', () => {
    expect(wallClockToInstant('Asia/Tokyo', wall(2024, 7, 1, 9))).toEqual({ instant: Date.UTC(2024, 6, 1, 0), how: { kind: 'exact' } });
    expect(wallClockToInstant('UTC', { ...wall(2023, 11, 14, 22, 13), second: 20, millisecond: 5 })).toEqual({ instant: 1_700_000_000_005, how: { kind: 'exact' } });
    // Next to the changes of New York in 2024, and the later 01:30 of 3 November is an ordinary time in London.
    expect(wallClockToInstant('America/New_York', wall(2024, 3, 10, 1, 59)).how).toEqual({ kind: 'exact' });
    expect(wallClockToInstant('America/New_York', wall(2024, 3, 10, 3)).how).toEqual({ kind: 'exact' });
    expect(wallClockToInstant('America/New_York', wall(2024, 11, 3, 2))).toEqual({ instant: Date.UTC(2024, 10, 3, 7), how: { kind: 'exact' } });
    expect(wallClockToInstant('Europe/London', wall(2024, 3, 10, 2, 30)).how).toEqual({ kind: 'exact' });
  });

  it('moves a time in a spring-forward gap forward by the gap (Temporal “compatible”)', () => {
    expect(wallClockToInstant('America/New_York', wall(2024, 3, 10, 2, 30))).toEqual({ instant: Date.UTC(2024, 2, 10, 7, 30), how: { kind: 'gap', gapSeconds: H } });
    expect(wallClockToInstant('Europe/Paris', wall(2024, 3, 31, 2, 30))).toEqual({ instant: Date.UTC(2024, 2, 31, 1, 30), how: { kind: 'gap', gapSeconds: H } });
    // Half an hour at Lord Howe: 02:10 becomes 02:40.
    const lordHowe = wallClockToInstant('Australia/Lord_Howe', wall(2024, 10, 6, 2, 10));
    expect(lordHowe.how).toEqual({ kind: 'gap', gapSeconds: 1800 });
    expect(wallClockAt('Australia/Lord_Howe', lordHowe.instant)).toMatchObject({ hour: 2, minute: 40 });
    // Chatham at 02:45 local standard time: 03:00 becomes 04:00.
    const chatham = wallClockToInstant('Pacific/Chatham', wall(2024, 9, 29, 3));
    expect(chatham).toEqual({ instant: Date.UTC(2024, 8, 28, 14, 15), how: { kind: 'gap', gapSeconds: H } });
    expect(wallClockAt('Pacific/Chatham', chatham.instant)).toMatchObject({ hour: 4, minute: 0 });
    // Santiago's gap is at midnight: 00:00 becomes 01:00.
    const santiago = wallClockToInstant('America/Santiago', wall(2024, 9, 8, 0));
    expect(santiago).toEqual({ instant: Date.UTC(2024, 8, 8, 4), how: { kind: 'gap', gapSeconds: H } });
    expect(wallClockAt('America/Santiago', santiago.instant)).toMatchObject({ day: 8, hour: 1 });
    // Samoa skipped 30 December 2011 entirely: a whole day of gap.
    const apia = wallClockToInstant('Pacific/Apia', wall(2011, 12, 30, 12));
    expect(apia.how).toEqual({ kind: 'gap', gapSeconds: 24 * H });
    expect(wallClockAt('Pacific/Apia', apia.instant)).toMatchObject({ day: 31, hour: 12 });
  });

  it('takes the earlier of a repeated time, or the later one when asked', () => {
    expect(wallClockToInstant('America/New_York', wall(2024, 11, 3, 1, 30))).toEqual({
      instant: Date.UTC(2024, 10, 3, 5, 30),
      how: { kind: 'overlap', choice: 'earlier', offsets: [-4 * H, -5 * H] },
    });
    expect(wallClockToInstant('America/New_York', wall(2024, 11, 3, 1, 30), 'later')).toEqual({
      instant: Date.UTC(2024, 10, 3, 6, 30),
      how: { kind: 'overlap', choice: 'later', offsets: [-4 * H, -5 * H] },
    });
    expect(wallClockToInstant('Europe/Paris', wall(2024, 10, 27, 2, 30))).toEqual({
      instant: Date.UTC(2024, 9, 27, 0, 30),
      how: { kind: 'overlap', choice: 'earlier', offsets: [2 * H, H] },
    });
    expect(wallClockToInstant('Europe/Paris', wall(2024, 10, 27, 3, 30))).toEqual({ instant: Date.UTC(2024, 9, 27, 2, 30), how: { kind: 'exact' } });
    expect(wallClockToInstant('Australia/Lord_Howe', wall(2024, 4, 7, 1, 45), 'later')).toEqual({
      instant: Date.UTC(2024, 3, 6, 15, 15),
      how: { kind: 'overlap', choice: 'later', offsets: [11 * H, 10.5 * H] },
    });
  });
});
