import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { pickersOf } from './builder.ts';
import { parseCron, type Syntax } from './cron.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { run, type CronResult } from './run.ts';

/** Every field at its default, as the page starts. */
const defaults = Object.fromEntries(Object.entries(manifest.fields).map(([name, field]) => [name, 'default' in field ? field.default : null])) as unknown as Input;
const base: Input = { ...defaults, timeZone: 'UTC', from: '2026-01-01T00:00:00' };
const expr = (syntax: Syntax, expression: string, more: Partial<Input> = {}, language: Options['language'] = 'en') =>
  run({ ...base, expression, ...more }, { mode: 'expression', syntax, language });
const build = (syntax: Syntax, more: Partial<Input>, mode: Options['mode'] = 'builder') => run({ ...base, ...more }, { mode, syntax, language: 'en' });
const ok = (r: unknown) => {
  if (isToolError(r)) throw new Error(`tool error ${r.code}`);
  return r as CronResult;
};
const iso = (r: unknown) => ok(r).runs.map((ms) => new Date(ms).toISOString());
const error = (syntax: Syntax, text: string) => {
  const r = parseCron(text, syntax);
  return isToolError(r) ? [r.code, r.params] : 'ok';
};

describe('Quartz', () => {
  it('reads seconds first, weekdays from 1 (Sunday) and a year last', async () => {
    const r = ok(await expr('quartz', '0 15 10 ? * 6L 2027'));
    expect(r.fields.map((f) => f.part)).toEqual(['second', 'minute', 'hour', 'day', 'month', 'weekday', 'year']);
    expect(r.description).toBe('At 10:15 AM, on the last Friday of the month, only in 2027');
    // The last Fridays of 2027: 29 January, 26 February, 26 March…
    expect(iso(r).slice(0, 3)).toEqual(['2027-01-29T10:15:00.000Z', '2027-02-26T10:15:00.000Z', '2027-03-26T10:15:00.000Z']);
    // 1 is Sunday: 4 January 2026 is the first Sunday.
    expect(iso(await expr('quartz', '0 0 9 ? * 1'))[0]).toBe('2026-01-04T09:00:00.000Z');
    expect(ok(await expr('quartz', '0 0 9 ? * 1')).description).toBe('At 09:00 AM, only on Sunday');
    expect(iso(await expr('quartz', '0 0 9 ? * SUN'))[0]).toBe('2026-01-04T09:00:00.000Z');
  });

  it('takes 6 fields without a year, L, LW, 15W and the Nth weekday', async () => {
    expect(iso(await expr('quartz', '0 0 0 L * ?')).slice(0, 2)).toEqual(['2026-01-31T00:00:00.000Z', '2026-02-28T00:00:00.000Z']);
    expect(iso(await expr('quartz', '0 0 0 LW * ?')).slice(0, 2)).toEqual(['2026-01-30T00:00:00.000Z', '2026-02-27T00:00:00.000Z']);
    expect(iso(await expr('quartz', '0 0 0 15W * ?')).slice(0, 2)).toEqual(['2026-01-15T00:00:00.000Z', '2026-02-16T00:00:00.000Z']);
    // 6#3: the third Friday (6 is Friday in Quartz, 5 in crontab).
    expect(iso(await expr('quartz', '0 0 0 ? * 6#3'))[0]).toBe('2026-01-16T00:00:00.000Z');
    expect(iso(await expr('quartz', '0 0/20 8 * * ?')).slice(0, 3)).toEqual(['2026-01-01T08:00:00.000Z', '2026-01-01T08:20:00.000Z', '2026-01-01T08:40:00.000Z']);
  });

  it('lists runs only in the years of the year field, and none after Quartz’s last year', async () => {
    expect(iso(await expr('quartz', '0 0 0 29 2 ? 2028/4')).slice(0, 3)).toEqual(['2028-02-29T00:00:00.000Z', '2032-02-29T00:00:00.000Z', '2036-02-29T00:00:00.000Z']);
    expect(iso(await expr('quartz', '0 0 0 1 1 ? 2030-2031,2040'))).toEqual(['2030-01-01T00:00:00.000Z', '2031-01-01T00:00:00.000Z', '2040-01-01T00:00:00.000Z']);
    expect(ok(await expr('quartz', '0 0 0 1 1 ? 2027', { from: '2027-06-01T00:00:00' })).runs).toEqual([]);
    expect(iso(await expr('quartz', '0 0 0 1 1 ? *', { from: '2096-06-01T00:00:00' }))).toEqual(['2097-01-01T00:00:00.000Z', '2098-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z']);
  });

  it('wants ? in exactly one of the day fields, and says so', () => {
    expect(parseCron('0 0 12 * * MON', 'quartz')).toEqual({ kind: 'tool-error', code: 'dayAndWeekday', params: { day: '*', weekday: 'MON', syntax: 'Quartz', field: 'expression' } });
    expect(error('quartz', '0 0 12 1 * *')).toEqual(['dayAndWeekday', { day: '1', weekday: '*', syntax: 'Quartz', field: 'expression' }]);
    expect(error('quartz', '0 0 12 ? * ?')).toEqual(['noDay', { day: '?', weekday: '?', syntax: 'Quartz', field: 'expression' }]);
    // Crontab takes both: either matches.
    expect(error('unix', '0 12 1 * MON')).toBe('ok');
  });

  it('names the field, the count and the bounds of Quartz', () => {
    expect(error('quartz', '0 12 * * ?')).toEqual(['fieldCountQuartz', { count: 5, field: 'expression' }]);
    expect(error('quartz', '0 0 12 ? * 0')).toEqual(['weekdayRange', { value: '0', min: 1, max: 7, field: 'expression' }]);
    expect(error('quartz', '0 0 12 ? * 8')).toEqual(['weekdayRange', { value: '8', min: 1, max: 7, field: 'expression' }]);
    expect(error('quartz', '0 0 12 1 1 ? 2100')).toEqual(['yearRange', { value: '2100', min: 1970, max: 2099, field: 'expression' }]);
    expect(error('quartz', '0 0 12 1 1 ? 1969')).toEqual(['yearRange', { value: '1969', min: 1970, max: 2099, field: 'expression' }]);
    expect(error('quartz', '0 0 12 1 1 ? 20x7')).toEqual(['yearSyntax', { value: '20x7', min: 1970, max: 2099, field: 'expression' }]);
    expect(error('quartz', '0 0 12 1 1 ? 2030-2027')).toEqual(['reversedRange', { value: '2030-2027', field: 'expression' }]);
    expect(error('quartz', '@daily')).toEqual(['nicknameUnix', { value: '@daily', field: 'expression' }]);
    expect(error('quartz', '0 0 12 ? * SAT-SUN')).toEqual(['reversedRange', { value: 'SAT-SUN', field: 'expression' }]);
  });
});

describe('AWS EventBridge', () => {
  it('reads cron(…) with or without the wrapper: minute hour day month weekday year, in UTC or the zone chosen', async () => {
    const r = ok(await expr('aws', 'cron(0 12 ? * MON-FRI *)', { from: '2026-03-27T12:00:00' }));
    expect(r.expression).toBe('cron(0 12 ? * MON-FRI *)');
    expect(r.fields.map((f) => f.part)).toEqual(['minute', 'hour', 'day', 'month', 'weekday', 'year']);
    expect(r.description).toBe('At 12:00 PM, Monday through Friday');
    expect(iso(r).slice(0, 2)).toEqual(['2026-03-30T12:00:00.000Z', '2026-03-31T12:00:00.000Z']);
    const bare = ok(await expr('aws', ' 0  12 ? * MON-FRI * ', { from: '2026-03-27T12:00:00' }));
    expect(bare.expression).toBe('cron(0 12 ? * MON-FRI *)');
    expect(bare.runs).toEqual(r.runs);
    // EventBridge Scheduler takes a zone: noon in New York is 16:00 UTC in summer.
    expect(iso(await expr('aws', 'cron(0 12 ? * 2 *)', { timeZone: 'America/New_York', from: '2026-07-01T00:00:00' }))[0]).toBe('2026-07-06T16:00:00.000Z');
    // Weekdays from 1, Sunday; the year field.
    expect(iso(await expr('aws', 'cron(0 8 ? * 1 2027)'))[0]).toBe('2027-01-03T08:00:00.000Z');
    expect(iso(await expr('aws', 'cron(15 10 ? * 6L 2026)'))[0]).toBe('2026-01-30T10:15:00.000Z');
    expect(iso(await expr('aws', 'cron(0 9 ? * 2#1 *)'))[0]).toBe('2026-01-05T09:00:00.000Z');
    expect(iso(await expr('aws', 'cron(0/15 * * * ? *)')).slice(0, 2)).toEqual(['2026-01-01T00:15:00.000Z', '2026-01-01T00:30:00.000Z']);
  });

  it('explains in the language asked for', async () => {
    expect(ok(await expr('aws', 'cron(0 12 ? * MON-FRI *)', {}, 'de')).description).toBe('Um 12:00, Montag bis Freitag');
  });

  it('names what EventBridge refuses', () => {
    expect(error('aws', 'cron(0 12 * * MON-FRI *)')).toEqual(['dayAndWeekday', { day: '*', weekday: 'MON-FRI', syntax: 'EventBridge', field: 'expression' }]);
    expect(error('aws', 'cron(0 12 ? * ? *)')).toEqual(['noDay', { day: '?', weekday: '?', syntax: 'EventBridge', field: 'expression' }]);
    expect(error('aws', 'cron(0 0 12 ? * MON *)')).toEqual(['fieldCountAws', { count: 7, field: 'expression' }]);
    expect(error('aws', 'cron(0 12 ? * MON)')).toEqual(['fieldCountAws', { count: 5, field: 'expression' }]);
    expect(error('aws', 'cron(0 12 ? * MON *')).toEqual(['cronWrapper', { field: 'expression' }]);
    expect(error('aws', 'cron(0 12 ? * MON 2200)')).toEqual(['yearRange', { value: '2200', min: 1970, max: 2199, field: 'expression' }]);
    expect(error('aws', 'cron(0 12 ? * 0 *)')).toEqual(['weekdayRange', { value: '0', min: 1, max: 7, field: 'expression' }]);
    expect(error('aws', 'cron(0 12 ? * 3#1,6#3 *)')).toEqual(['nthList', { value: '3#1,6#3', syntax: 'EventBridge', field: 'expression' }]);
    expect(error('unix', '0 12 * * 3#1,6#3')).toBe('ok');
    // A crontab or Quartz page given EventBridge's wrapper is told to choose EventBridge.
    expect(error('unix', 'cron(0 12 * * ? *)')).toEqual(['awsOnly', { field: 'expression' }]);
    expect(error('quartz', 'rate(5 minutes)')).toEqual(['awsOnly', { field: 'expression' }]);
  });

  it('reads rate(…): runs every so often from the moment the runs follow', async () => {
    const r = ok(await expr('aws', 'rate(5 minutes)'));
    expect(r.rate).toEqual({ value: 5, unit: 'minute' });
    expect(r.fields).toEqual([]);
    expect(iso(r).slice(0, 2)).toEqual(['2026-01-01T00:05:00.000Z', '2026-01-01T00:10:00.000Z']);
    expect(iso(await expr('aws', 'rate(1 day)'))[0]).toBe('2026-01-02T00:00:00.000Z');
    expect(ok(await expr('aws', 'RATE( 2 Hours )')).expression).toBe('rate(2 hours)');
    expect(error('aws', 'rate(1 minutes)')).toEqual(['rateUnit', { value: 'rate(1 minutes)', unit: 'minute', field: 'expression' }]);
    expect(error('aws', 'rate(5 minute)')).toEqual(['rateUnit', { value: 'rate(5 minute)', unit: 'minutes', field: 'expression' }]);
    expect(error('aws', 'rate(0 minutes)')).toEqual(['rate', { value: 'rate(0 minutes)', field: 'expression' }]);
    expect(error('aws', 'rate(5 weeks)')).toEqual(['rate', { value: 'rate(5 weeks)', field: 'expression' }]);
  });
});

describe('the builder', () => {
  it('writes its defaults in each syntax: on the hour from 9 to 17, Monday to Friday', async () => {
    expect(ok(await build('unix', {})).expression).toBe('0 9-17 * * MON-FRI');
    expect(ok(await build('quartz', {})).expression).toBe('0 0 9-17 ? * MON-FRI');
    expect(ok(await build('aws', {})).expression).toBe('cron(0 9-17 ? * MON-FRI *)');
    expect(ok(await build('aws', {})).description).toBe('Every hour, between 09:00 AM and 05:00 PM, Monday through Friday');
  });

  it('writes every N from a start, specific values, ranges and the day rules', async () => {
    const expression = async (syntax: Syntax, more: Partial<Input>) => ok(await build(syntax, more)).expression;
    expect(await expression('unix', { minuteHow: 'step', minuteValue: '15' })).toBe('*/15 9-17 * * MON-FRI');
    // Vixie cron steps over * or a range only: every 15 from 5 is 5-59/15 there, 5/15 in Quartz.
    expect(await expression('unix', { minuteHow: 'step', minuteValue: '5/15' })).toBe('5-59/15 9-17 * * MON-FRI');
    expect(await expression('quartz', { minuteHow: 'step', minuteValue: '5/15' })).toBe('0 5/15 9-17 ? * MON-FRI');
    expect(await expression('aws', { minuteHow: 'step', minuteValue: '10', hourHow: 'every' })).toBe('cron(0/10 * ? * MON-FRI *)');
    expect(await expression('unix', { secondHow: 'step', secondValue: '30', hourHow: 'list', hourValue: '8, 12' })).toBe('*/30 0 8,12 * * MON-FRI');
    const days = { weekdayHow: 'every' } as const;
    expect(await expression('quartz', { ...days, dayHow: 'last' })).toBe('0 0 9-17 L * ?');
    expect(await expression('quartz', { ...days, dayHow: 'lastWeekday' })).toBe('0 0 9-17 LW * ?');
    expect(await expression('aws', { ...days, dayHow: 'nearestWeekday', dayValue: '15' })).toBe('cron(0 9-17 15W * ? *)');
    expect(await expression('unix', { ...days, dayHow: 'list', dayValue: '1,15', monthHow: 'range', monthValue: 'JAN-MAR' })).toBe('0 9-17 1,15 JAN-MAR *');
    // Weekday names are written as each syntax numbers them: Friday is 5 in crontab, 6 in Quartz and EventBridge.
    expect(await expression('unix', { weekdayHow: 'nth', weekdayValue: 'FRI#2' })).toBe('0 9-17 * * 5#2');
    expect(await expression('quartz', { weekdayHow: 'nth', weekdayValue: 'fri#2' })).toBe('0 0 9-17 ? * 6#2');
    expect(await expression('aws', { weekdayHow: 'last', weekdayValue: 'FRI' })).toBe('cron(0 9-17 ? * 6L *)');
    expect(await expression('quartz', { yearHow: 'range', yearValue: '2027-2030' })).toBe('0 0 9-17 ? * MON-FRI 2027-2030');
    expect(await expression('quartz', { yearHow: 'step', yearValue: '2026/2' })).toBe('0 0 9-17 ? * MON-FRI 2026/2');
  });

  it('says each mistake at the builder field it belongs to', async () => {
    expect(await build('unix', { hourHow: 'range', hourValue: '9-25' })).toEqual({ kind: 'tool-error', code: 'hourRange', params: { value: '25', min: 0, max: 23, field: 'hourValue' } });
    expect(await build('unix', { minuteHow: 'list', minuteValue: '' })).toEqual({ kind: 'tool-error', code: 'valueNeeded', params: { field: 'minuteValue' } });
    expect(await build('unix', { minuteHow: 'step', minuteValue: 'every 5' })).toMatchObject({ code: 'stepValue', params: { field: 'minuteValue' } });
    expect(await build('unix', { hourHow: 'range', hourValue: '9' })).toMatchObject({ code: 'rangeValue', params: { value: '9', field: 'hourValue' } });
    expect(await build('quartz', { weekdayHow: 'nth', weekdayValue: 'FRI' })).toMatchObject({ code: 'nthValue', params: { field: 'weekdayValue' } });
    expect(await build('quartz', { weekdayHow: 'nth', weekdayValue: 'FRI#6' })).toMatchObject({ code: 'nthWeekday', params: { field: 'weekdayValue' } });
    expect(await build('quartz', { weekdayHow: 'list', weekdayValue: '0' })).toMatchObject({ code: 'weekdayRange', params: { min: 1, max: 7, field: 'weekdayValue' } });
    expect(await build('aws', { dayHow: 'nearestWeekday', dayValue: 'x' })).toMatchObject({ code: 'nearestWeekdayValue', params: { field: 'dayValue' } });
    // A day of month and a day of week both set: Quartz and EventBridge refuse, crontab runs on either.
    expect(await build('quartz', { dayHow: 'list', dayValue: '1' })).toEqual({ kind: 'tool-error', code: 'builderDays', params: { syntax: 'Quartz', field: 'weekdayHow' } });
    expect(ok(await build('unix', { dayHow: 'list', dayValue: '1' })).expression).toBe('0 9-17 1 * MON-FRI');
    expect(await build('unix', { yearHow: 'list', yearValue: '2027' })).toEqual({ kind: 'tool-error', code: 'noYearField', params: { field: 'yearHow' } });
    expect(await build('aws', { secondHow: 'list', secondValue: '30' })).toEqual({ kind: 'tool-error', code: 'noSecondsField', params: { field: 'secondHow' } });
  });
});

describe('the quick tabs in each syntax', () => {
  it('write a schedule in the syntax chosen', async () => {
    const expression = async (syntax: Syntax, mode: Options['mode'], more: Partial<Input>) => ok(await build(syntax, more, mode)).expression;
    expect(await expression('quartz', 'every', { every: 5, unit: 'minutes' })).toBe('0 */5 * * * ?');
    expect(await expression('aws', 'every', { every: 5, unit: 'minutes' })).toBe('cron(0/5 * * * ? *)');
    expect(await expression('aws', 'every', { every: 2, unit: 'hours' })).toBe('cron(0 0/2 * * ? *)');
    expect(await expression('quartz', 'daily', { time: '07:05', days: 'weekdays' })).toBe('0 5 7 ? * 2-6');
    expect(await expression('aws', 'daily', { time: '22:00', days: 'weekends' })).toBe('cron(0 22 ? * 7,1 *)');
    expect(await expression('quartz', 'weekly', { time: '18:45', weekday: '0' })).toBe('0 45 18 ? * 1');
    expect(await expression('aws', 'monthly', { time: '00:00', day: 31 })).toBe('cron(0 0 31 * ? *)');
    expect(await build('aws', { every: 10, unit: 'seconds' }, 'every')).toEqual({ kind: 'tool-error', code: 'noSecondsField', params: { field: 'every' } });
  });
});

describe('from a built tab back to the expression tab', () => {
  it('carries the expression on screen over', async () => {
    const output = ok(await build('aws', {}));
    const change = manifest.onTabChange!({ input: base, options: { mode: 'builder', syntax: 'aws', language: 'en' }, output, from: 'builder', to: 'expression' });
    expect(change).toEqual({ input: { expression: 'cron(0 9-17 ? * MON-FRI *)' } });
    expect(manifest.onTabChange!({ input: base, options: {}, from: 'builder', to: 'expression' })).toEqual({});
  });

  it('sets the builder’s pickers from the expression on screen, which then write it again', async () => {
    const cases: [Syntax, string][] = [
      ['unix', '*/15 9-17 * * 1-5'],
      ['unix', '5-59/15 0 1,15 JAN-MAR *'],
      ['unix', '30 */20 * * * *'],
      ['unix', '0 0 L * *'],
      ['unix', '@weekly'],
      ['quartz', '0 15 10 ? * 6L 2027'],
      ['quartz', '0 0/10 * 1,15 * ?'],
      ['quartz', '0 0 0 LW * ? 2026/2'],
      ['quartz', '0 0 9 15W * ?'],
      ['aws', 'cron(0 9 ? * 2#1 *)'],
      ['aws', 'cron(0/5 8-17 ? * MON-FRI 2027-2030)'],
    ];
    for (const [syntax, expression] of cases) {
      const output = ok(await expr(syntax, expression));
      const change = manifest.onTabChange!({ input: base, options: { mode: 'expression', syntax, language: 'en' }, output, from: 'expression', to: 'builder' });
      const rebuilt = ok(await build(syntax, change.input as Partial<Input>));
      expect(rebuilt.runs, `${syntax} ${expression} → ${rebuilt.expression}`).toEqual(output.runs);
    }
    const pickers = manifest.onTabChange!({ input: base, options: {}, output: ok(await expr('quartz', '0 15 10 ? * 6L 2027')), from: 'expression', to: 'builder' }).input;
    expect(pickers).toMatchObject({ secondHow: 'list', secondValue: '0', dayHow: 'every', weekdayHow: 'last', weekdayValue: 'FRI', yearHow: 'list', yearValue: '2027' });
    // A rate has no parts to pick.
    expect(manifest.onTabChange!({ input: base, options: {}, output: ok(await expr('aws', 'rate(5 minutes)')), from: 'expression', to: 'builder' })).toEqual({});
  });
});

describe('an expression taken to the builder', () => {
  it('writes weekdays by name, so that the schedule keeps its days whatever the syntax chosen next', () => {
    expect(pickersOf([{ part: 'weekday', value: '1-5' }], 'unix')).toMatchObject({ weekdayHow: 'range', weekdayValue: 'MON-FRI' });
    expect(pickersOf([{ part: 'weekday', value: '0,6' }], 'unix')).toMatchObject({ weekdayHow: 'list', weekdayValue: 'SUN,SAT' });
    expect(pickersOf([{ part: 'weekday', value: '7' }], 'unix')).toMatchObject({ weekdayValue: 'SUN' });
    // Quartz counts from Sunday = 1; ordinals and steps stay numbers.
    expect(pickersOf([{ part: 'weekday', value: '6#3' }], 'quartz')).toMatchObject({ weekdayHow: 'nth', weekdayValue: 'FRI#3' });
    expect(pickersOf([{ part: 'weekday', value: '6L' }], 'quartz')).toMatchObject({ weekdayHow: 'last', weekdayValue: 'FRI' });
    expect(pickersOf([{ part: 'weekday', value: '2/2' }], 'aws')).toMatchObject({ weekdayHow: 'step', weekdayValue: 'MON/2' });
    expect(pickersOf([{ part: 'weekday', value: 'MON-FRI' }], 'aws')).toMatchObject({ weekdayValue: 'MON-FRI' });
  });

  it('builds the same days from those names in every syntax', async () => {
    const pickers = pickersOf([{ part: 'minute', value: '0' }, { part: 'hour', value: '9' }, { part: 'weekday', value: '1-5' }], 'unix');
    expect(ok(await build('unix', pickers)).description).toBe('At 09:00 AM, Monday through Friday');
    expect(ok(await build('quartz', pickers)).description).toBe('At 09:00 AM, Monday through Friday');
  });
});
