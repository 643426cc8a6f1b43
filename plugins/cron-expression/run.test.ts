import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { parseCron } from './cron.ts';
import { cronResult, run, type CronResult } from './run.ts';
import type { Input, Options } from './manifest.ts';

/** The builder's fields as the page starts them: 0 9-17 * * MON-FRI. */
const builderDefaults = {
  secondHow: 'list', secondValue: '0', minuteHow: 'list', minuteValue: '0', hourHow: 'range', hourValue: '9-17', dayHow: 'every', dayValue: '',
  monthHow: 'every', monthValue: '', weekdayHow: 'range', weekdayValue: 'MON-FRI', yearHow: 'every', yearValue: '',
} as const;
const base: Input = { expression: '', ...builderDefaults, every: 15, unit: 'minutes', days: 'all', weekday: '1', day: 1, time: '09:00', timeZone: 'UTC', from: '2026-01-01T00:00:00' };
const expr = (expression: string, more: Partial<Input> = {}, language: Options['language'] = 'en', syntax: Options['syntax'] = 'unix') => run({ ...base, expression, ...more }, { mode: 'expression', language, syntax });
const iso = (r: unknown) => (r as CronResult).runs.map((ms) => new Date(ms).toISOString());

describe('next runs', () => {
  it('lists the next 10 runs of a 5-field expression after a fixed moment (UTC)', async () => {
    expect(iso(await expr('0 12 * * MON-FRI', { from: '2026-01-01T12:00:00' })).slice(0, 4)).toEqual([
      '2026-01-02T12:00:00.000Z', // Friday (1 January 2026 is a Thursday, and 12:00 itself is not "after")
      '2026-01-05T12:00:00.000Z',
      '2026-01-06T12:00:00.000Z',
      '2026-01-07T12:00:00.000Z',
    ]);
  });

  it('reads 6 fields as seconds first', async () => {
    expect(iso(await expr('30 */20 * * * *')).slice(0, 3)).toEqual(['2026-01-01T00:00:30.000Z', '2026-01-01T00:20:30.000Z', '2026-01-01T00:40:30.000Z']);
  });

  it('expands the nicknames', async () => {
    const yearly = (await expr('@yearly')) as CronResult;
    expect(yearly.expression).toBe('@yearly');
    expect(yearly.fields.map((f) => f.value)).toEqual(['0', '0', '1', '1', '*']);
    expect(iso(yearly).slice(0, 2)).toEqual(['2027-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z']);
    expect(iso(await expr('@weekly'))[0]).toBe('2026-01-04T00:00:00.000Z');
    expect(iso(await expr('@hourly'))[0]).toBe('2026-01-01T01:00:00.000Z');
    expect(iso(await expr('@monthly'))[0]).toBe('2026-02-01T00:00:00.000Z');
    expect(iso(await expr('@daily'))[0]).toBe('2026-01-02T00:00:00.000Z');
  });

  it('runs on the day of month or the weekday when both are given (Vixie cron)', async () => {
    expect(iso(await expr('0 0 13 * 5')).slice(0, 3)).toEqual(['2026-01-02T00:00:00.000Z', '2026-01-09T00:00:00.000Z', '2026-01-13T00:00:00.000Z']);
  });

  it('knows L, W and #', async () => {
    expect(iso(await expr('0 0 L * *')).slice(0, 2)).toEqual(['2026-01-31T00:00:00.000Z', '2026-02-28T00:00:00.000Z']);
    expect(iso(await expr('0 0 * * 5#2'))[0]).toBe('2026-01-09T00:00:00.000Z');
    expect(iso(await expr('0 0 15W * *')).slice(0, 2)).toEqual(['2026-01-15T00:00:00.000Z', '2026-02-16T00:00:00.000Z']);
  });

  it('has no runs for a date that never comes', async () => {
    expect(((await expr('0 0 30 2 *')) as CronResult).runs).toEqual([]);
  });

  it('notes steps that do not divide their cycle', async () => {
    expect(((await expr('*/7 */5 * * *')) as CronResult).unevenSteps).toEqual(['*/7', '*/5']);
    expect(((await expr('*/15 */6 * * *')) as CronResult).unevenSteps).toEqual([]);
  });
});

describe('clock changes in Europe/Berlin', () => {
  const berlin = { timeZone: 'Europe/Berlin' };
  it('runs a job of the skipped hour when the clocks jump forward (29 March 2026)', async () => {
    const runs = iso(await expr('30 2 * * *', { ...berlin, from: '2026-03-28T00:00:00' })).slice(0, 3);
    expect(runs).toEqual(['2026-03-28T01:30:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-30T00:30:00.000Z']);
  });

  it('runs a fixed-time job once in the repeated hour (25 October 2026)', async () => {
    const runs = iso(await expr('30 2 * * *', { ...berlin, from: '2026-10-24T12:00:00' })).slice(0, 2);
    expect(runs).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z']);
  });

  it('keeps an interval job on real time through the repeated hour', async () => {
    const runs = iso(await expr('*/30 * * * *', { ...berlin, from: '2026-10-25T01:50:00' })).slice(0, 5);
    // 02:00 and 02:30 CEST, then 02:00 and 02:30 CET again, then 03:00 CET.
    expect(runs).toEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-25T01:00:00.000Z', '2026-10-25T01:30:00.000Z', '2026-10-25T02:00:00.000Z']);
  });

  it('reads "Runs after" as a time in the chosen zone', async () => {
    expect(((await expr('* * * * *', { ...berlin, from: '2026-07-01T10:00:00' })) as CronResult).from).toBe(Date.UTC(2026, 6, 1, 8));
  });
});

describe('runs after the current moment, whatever the browser’s zone and the zone chosen', () => {
  /**
   * The page at `instant` in a browser whose clock is in `browser` (the process's TZ stands for it),
   * "Runs after" left empty: the runs follow that instant in the chosen zone.
   */
  async function at(browser: string, timeZone: string, instant: string, expression: string): Promise<CronResult> {
    const saved = process.env.TZ;
    process.env.TZ = browser;
    try {
      return (await cronResult({ ...base, expression, timeZone, from: null }, { mode: 'expression', language: 'en', syntax: 'unix' }, Date.parse(instant))) as CronResult;
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  }
  const first = (r: CronResult) => new Date(r.runs[0]!).toISOString();
  /** A run as the page writes it (view.ts), in English. */
  const shown = (r: CronResult, ms: number) =>
    new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone: r.timeZone }).format(ms);

  it('Tokyo browser, UTC chosen: at 22:17 UTC the 03:00 UTC run of 2 December comes first', async () => {
    // The browser's clock says 07:17 on 2 December: read as UTC, it skipped the run at 03:00 UTC.
    const r = await at('Asia/Tokyo', 'UTC', '2026-12-01T22:17:30.250Z', '0 3 * * *');
    expect(new Date(r.from).toISOString()).toBe('2026-12-01T22:17:30.000Z');
    expect(shown(r, r.from)).toBe('Tue, Dec 1, 10:17 PM UTC');
    expect(first(r)).toBe('2026-12-02T03:00:00.000Z');
    expect(shown(r, r.runs[0]!)).toBe('Wed, Dec 2, 03:00 AM UTC');
  });

  it('UTC browser, New York chosen: runs after 5:16 PM EST, not 10:16 PM', async () => {
    const r = await at('UTC', 'America/New_York', '2026-12-01T22:16:00Z', '0 18 * * *');
    expect(r.timeZone).toBe('America/New_York');
    expect(shown(r, r.from)).toBe('Tue, Dec 1, 05:16 PM EST');
    expect(first(r)).toBe('2026-12-01T23:00:00.000Z');
    expect(shown(r, r.runs[0]!)).toBe('Tue, Dec 1, 06:00 PM EST');
  });

  it('New York browser, Tokyo chosen: already 2 December in Tokyo, so the next 03:00 there is on 3 December', async () => {
    const r = await at('America/New_York', 'Asia/Tokyo', '2026-12-01T22:17:00Z', '0 3 * * *');
    expect(new Date(r.from).toISOString()).toBe('2026-12-01T22:17:00.000Z');
    expect(first(r)).toBe('2026-12-02T18:00:00.000Z');
  });

  it('Kolkata browser, Los Angeles chosen, to the second', async () => {
    const r = await at('Asia/Kolkata', 'America/Los_Angeles', '2026-07-01T15:59:30Z', '0 9 * * *');
    expect(new Date(r.from).toISOString()).toBe('2026-07-01T15:59:30.000Z'); // 08:59:30 PDT
    expect(first(r)).toBe('2026-07-01T16:00:00.000Z');
  });

  it('the same instant gives the same runs in every browser zone', async () => {
    // One after the other: each sets the process's zone while it runs.
    const runs: (readonly number[])[] = [];
    for (const browser of ['UTC', 'Asia/Tokyo', 'America/New_York', 'Pacific/Chatham']) runs.push((await at(browser, 'Europe/Berlin', '2026-03-29T00:45:00Z', '30 2 * * *')).runs);
    for (const r of runs) expect(r).toEqual(runs[0]);
    // 29 March 2026 has no 02:30 in Berlin: the job runs at 03:00 CEST, when the clocks jump.
    expect(new Date(runs[0]![0]!).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('the visitor’s own zone ("local") is the browser’s', async () => {
    const r = await at('Europe/Berlin', 'local', '2026-12-01T22:17:00Z', '0 3 * * *');
    expect(r.timeZone).toBe('Europe/Berlin');
    expect(first(r)).toBe('2026-12-02T02:00:00.000Z');
  });

  it('run() follows the current moment when "Runs after" is empty', async () => {
    const before = Date.now();
    const r = (await run({ ...base, expression: '* * * * * *', timeZone: 'Asia/Tokyo', from: null }, { mode: 'expression', language: 'en', syntax: 'unix' })) as CronResult;
    expect(r.from).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(r.from).toBeLessThanOrEqual(Date.now());
    expect(r.runs[0]).toBe(r.from + 1000);
  });
});

describe('explanation', () => {
  it('is in the language asked for', async () => {
    expect(((await expr('*/15 9-17 * * 1-5', {}, 'de')) as CronResult).description).toBe('Alle 15 Minuten, zwischen 09:00 und 17:59, Montag bis Freitag');
    expect(((await expr('*/15 9-17 * * 1-5', {}, 'es')) as CronResult).description).toBe('Cada 15 minutos, entre las 09:00 y las 17:59, de lunes a viernes');
    expect(((await expr('*/15 9-17 * * 1-5', {}, 'fr')) as CronResult).description).toBe('Toutes les 15 minutes, de 09:00 à 17:59, de lundi à vendredi');
  });

  it('is in the environment’s language with "auto" (English without a page)', async () => {
    const r = (await expr('0 0 * * *', {}, 'auto')) as CronResult;
    expect(['en', 'es', 'de', 'fr']).toContain(r.language);
  });
});

describe('builder tabs', () => {
  const built = async (mode: Options['mode'], more: Partial<Input>) => ((await run({ ...base, ...more }, { mode, language: 'en', syntax: 'unix' })) as CronResult).expression;
  it('writes the expression of a schedule', async () => {
    expect(await built('every', { every: 5, unit: 'minutes' })).toBe('*/5 * * * *');
    expect(await built('every', { every: 2, unit: 'hours' })).toBe('0 */2 * * *');
    expect(await built('every', { every: 30, unit: 'seconds' })).toBe('*/30 * * * * *');
    expect(await built('daily', { time: '07:05', days: 'weekdays' })).toBe('5 7 * * 1-5');
    expect(await built('daily', { time: '22:00', days: 'weekends' })).toBe('0 22 * * 6,0');
    expect(await built('weekly', { time: '18:45', weekday: '0' })).toBe('45 18 * * 0');
    expect(await built('monthly', { time: '00:00', day: 31 })).toBe('0 0 31 * *');
  });
  it('refuses every 24 hours or more', async () => {
    expect(await run({ ...base, every: 24, unit: 'hours' }, { mode: 'every', language: 'en', syntax: 'unix' })).toEqual({ kind: 'tool-error', code: 'everyHours', params: { max: 23, field: 'every' } });
  });
});

describe('invalid parts are named', () => {
  const code = (text: string) => {
    const r = parseCron(text);
    return isToolError(r) ? [r.code, r.params?.value] : 'ok';
  };
  it('names the field and the value out of range', () => {
    expect(parseCron('0 25 * * *')).toEqual({ kind: 'tool-error', code: 'hourRange', params: { value: '25', min: 0, max: 23, field: 'expression' } });
    expect(code('60 * * * *')).toEqual(['minuteRange', '60']);
    expect(code('0 0 32 * *')).toEqual(['dayRange', '32']);
    expect(code('0 0 0 * *')).toEqual(['dayRange', '0']);
    expect(code('0 0 * 13 *')).toEqual(['monthRange', '13']);
    expect(code('0 0 * * 8')).toEqual(['weekdayRange', '8']);
    expect(code('61 0 0 * * *')).toEqual(['secondRange', '61']);
    expect(code('0 9-25 * * *')).toEqual(['hourRange', '25']);
  });
  it('names a value that is not one', () => {
    expect(code('x * * * *')).toEqual(['minuteSyntax', 'x']);
    expect(code('0 0 * FOO *')).toEqual(['monthSyntax', 'FOO']);
    expect(code('0 0 * * MON-')).toEqual(['weekdaySyntax', 'MON-']);
    expect(code('0 ? * * *')).toEqual(['hourSyntax', '?']);
    expect(code('1,,2 * * * *')).toEqual(['minuteSyntax', '1,,2']);
    expect(code('0 0 L * L')).toEqual(['weekdaySyntax', 'L']);
  });
  it('names steps, ranges, counts and nicknames', () => {
    expect(code('*/0 * * * *')).toEqual(['minuteStep', '*/0']);
    expect(code('*/61 * * * *')).toEqual(['minuteStep', '*/61']);
    expect(code('5-2 * * * *')).toEqual(['reversedRange', '5-2']);
    expect(code('0 0 * * 1#6')).toEqual(['nthWeekday', '1#6']);
    expect(parseCron('* * * *')).toEqual({ kind: 'tool-error', code: 'fieldCount', params: { count: 4, field: 'expression' } });
    // A year field (Quartz's seventh) read as six fields: the last one is the weekday.
    expect(code('0 0 1 1 * 2026')).toEqual(['weekdayRange', '2026']);
    expect(code('* * * * * * *')).toEqual(['fieldCount', undefined]);
    expect(code('@fortnightly')).toEqual(['nickname', '@fortnightly']);
    expect(code('@reboot')).toEqual(['reboot', undefined]);
  });
  it('accepts what crontab and Quartz write', () => {
    for (const ok of ['* * * * *', '0/15 * * * *', '0 0 ? * MON', '0 0 * * FRI-SUN', '0 0 * * 5-7', '0 0 LW * *', '0 0 * * 5L', '0 0 1,15 jan,jul *', '0 0 1-31/2 * *', '@annually', '@midnight', ' 0  0 * * * ']) expect(code(ok), ok).toBe('ok');
  });
  it('gives the error from run() at the expression field', async () => {
    expect(await expr('0 25 * * *')).toMatchObject({ code: 'hourRange', params: { field: 'expression' } });
  });
});
