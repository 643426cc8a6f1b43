import { describe, expect, it } from 'vitest';
import { isToolError, toolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { breakdown, clockText, MS, parseDuration, timeOfDay } from './duration.ts';
import { MAX_LINES, run } from './run.ts';

const NONE: Input = { a: null as unknown as string, operation: null as unknown as string, b: null as unknown as string, list: null as unknown as string, value: null, unit: null as unknown as string, start: null, end: null, pause: null };
const go = (mode: Options['mode'], input: Partial<Input>) => run({ ...NONE, ...input }, { mode });

describe('reading durations', () => {
  it.each([
    ['2:30', 2.5 * MS.hours],
    ['2:30:15', 2 * MS.hours + 30 * MS.minutes + 15 * MS.seconds],
    ['0:00:01.5', 1500],
    ['0:00:01,25', 1250],
    ['36:00', 36 * MS.hours],
    ['1d 02:30', MS.days + 2.5 * MS.hours],
    ['1 day 2:30:00', MS.days + 2.5 * MS.hours],
    ['1h 30m', 90 * MS.minutes],
    ['1h30m15s', 90 * MS.minutes + 15_000],
    ['90 min', 90 * MS.minutes],
    ['1.5h', 90 * MS.minutes],
    ['1,5 Std', 90 * MS.minutes],
    ['2 Tage 3 Std', 2 * MS.days + 3 * MS.hours],
    ['2 días y 3 horas', 2 * MS.days + 3 * MS.hours],
    ['2 jours et 3 heures', 2 * MS.days + 3 * MS.hours],
    ['2 days, 3 hours and 4 minutes', 2 * MS.days + 3 * MS.hours + 4 * MS.minutes],
    ['1w 1d', 8 * MS.days],
    ['250ms', 250],
    ['7.5', 7.5 * MS.hours],
    ['7,5', 7.5 * MS.hours],
    ['8:30 h', 8.5 * MS.hours],
    ['-0:45', -45 * MS.minutes],
    ['\u22121:00', -MS.hours],
    ['+1:00', MS.hours],
    ['  0:00  ', 0],
  ])('%s', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['abc', '1:60', '1:30:60', '1h 2h', '1:00 1:00', '2:30 15m', '1x', '1..5', ':30', '1:', 'h', '1e3', 'NaN', 'Infinity'])('refuses %s', (text) => {
    expect(parseDuration(text)).toBe('invalid');
  });

  it('says empty and too long', () => {
    expect(parseDuration('   ')).toBe('empty');
    expect(parseDuration('99999999999999 d')).toBe('tooLong');
    expect(parseDuration('-0')).toBe(0);
    expect(Object.is(parseDuration('-0:00'), -0)).toBe(false);
  });
});

describe('writing durations', () => {
  it('writes hours past 24 and signs', () => {
    expect(clockText(26.5 * MS.hours + 15_000)).toBe('26:30:15');
    expect(clockText(-45 * MS.minutes)).toBe('\u22120:45:00');
    expect(clockText(MS.hours + 500)).toBe('1:00:00.500');
    expect(clockText(0)).toBe('0:00:00');
  });
  it('breaks a duration into days, hours, minutes, seconds', () => {
    expect(breakdown(MS.days + 2 * MS.hours + 3 * MS.minutes + 4 * MS.seconds + 5)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4, milliseconds: 5 });
  });
  it('reads clock times', () => {
    expect(timeOfDay('06:30')).toBe(6.5 * MS.hours);
    expect(timeOfDay('23:59:59')).toBe(MS.days - 1000);
  });
});

describe('add and subtract', () => {
  it('adds past a day', () => {
    expect(go('add', { a: '23:30', b: '1:00', operation: 'add' })).toMatchObject({ ms: 24.5 * MS.hours });
  });
  it('goes negative when the second is longer', () => {
    expect(go('add', { a: '1:00', b: '1:30', operation: 'subtract' })).toMatchObject({ ms: -30 * MS.minutes });
  });
  it('gives 0, not −0', () => {
    const r = go('add', { a: '1:00', b: '60m', operation: 'subtract' });
    expect(Object.is((r as { ms: number }).ms, 0)).toBe(true);
  });
  it('says which field is wrong', () => {
    expect(go('add', { a: '', b: '1:00', operation: 'add' })).toEqual(toolError('required', { field: 'a' }));
    expect(go('add', { a: '1:00', b: '1:75', operation: 'add' })).toEqual(toolError('invalidDuration', { field: 'b', text: '1:75' }));
    expect(go('add', { a: '1e300 h', b: '1:00', operation: 'add' })).toMatchObject({ code: 'invalidDuration' });
    expect(go('add', { a: '9999999999 h', b: '1:00', operation: 'add' })).toEqual(toolError('tooLong', { field: 'a' }));
  });
});

describe('sum a list', () => {
  it('sums a timesheet exactly, skipping empty lines and subtracting minus lines', () => {
    const r = go('sum', { list: '8:30\n\n7:45\r\n-0:30\n0.25' });
    expect(r).toMatchObject({ ms: 16 * MS.hours, items: [{ line: 1 }, { line: 3 }, { line: 4, ms: -30 * MS.minutes }, { line: 5, ms: 15 * MS.minutes }] });
  });
  it('adds ten thousand tenths of a second with no rounding error', () => {
    const r = go('sum', { list: Array(MAX_LINES).fill('0:00:00.1').join('\n') });
    expect(r).toMatchObject({ ms: 1_000_000 });
  });
  it('says the line that is not a duration', () => {
    expect(go('sum', { list: '8:00\nlunch\n' })).toEqual(toolError('invalidLine', { field: 'list', line: 2, text: 'lunch' }));
    expect(go('sum', { list: '\n  \n' })).toEqual(toolError('emptyList', { field: 'list' }));
    expect(go('sum', { list: Array(MAX_LINES + 1).fill('1').join('\n') })).toMatchObject({ code: 'tooManyLines' });
  });
});

describe('convert', () => {
  it('converts exactly', () => {
    expect(go('convert', { value: 90, unit: 'minutes' })).toEqual({ mode: 'convert', value: 90, unit: 'minutes', seconds: 5400 });
    expect(go('convert', { value: 1.5, unit: 'weeks' })).toMatchObject({ seconds: 907_200 });
  });
  it('refuses amounts too large', () => {
    expect(go('convert', { value: 1e12, unit: 'weeks' })).toEqual(toolError('tooLong', { field: 'value' }));
  });
});

describe('between two times', () => {
  it('counts the same day', () => {
    expect(go('between', { start: '09:00', end: '17:30', pause: 30 })).toMatchObject({ overnight: false, ms: 8 * MS.hours });
  });
  it('counts across midnight', () => {
    expect(go('between', { start: '22:00', end: '06:30', pause: 0 })).toMatchObject({ overnight: true, ms: 8.5 * MS.hours });
    expect(go('between', { start: '23:59:30', end: '00:00:15', pause: 0 })).toMatchObject({ overnight: true, ms: 45_000 });
  });
  it('takes equal times as 24 hours', () => {
    expect(go('between', { start: '08:00', end: '08:00', pause: 0 })).toMatchObject({ span: MS.days, ms: MS.days });
  });
  it('refuses a break longer than the time', () => {
    expect(go('between', { start: '09:00', end: '09:30', pause: 31 })).toEqual(toolError('pauseTooLong', { field: 'pause' }));
    expect(go('between', { start: null, end: '09:30', pause: 0 })).toEqual(toolError('required', { field: 'start' }));
  });
  it('never returns NaN', () => {
    const r = go('between', { start: '00:00', end: '23:59', pause: null });
    expect(isToolError(r)).toBe(false);
    expect(r).toMatchObject({ ms: MS.days - MS.minutes });
  });
});
