import { describe, expect, it } from 'vitest';
import { isToolError, readFields, toolError, type ToolError } from '@sdk/core';
import { decimalParts, percentOfCents } from './cents.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { run, type TipResult } from './run.ts';

const NONE: Options = { roundUp: 'none' };

/** What the page does with fields typed as text in a language: reads them (its messages at the field), then run(). */
function outcome(texts: Record<string, string>, options: Options = NONE, lang = 'en'): TipResult | ToolError {
  const read = readFields(manifest.fields, { bill: '', percent: '', people: '1', tax: '', ...texts }, lang, undefined);
  const [field, mistake] = Object.entries(read.errors)[0] ?? [];
  if (field && mistake) return toolError(mistake.code, { ...mistake.params, field });
  if (read.missing.length) return toolError('required', { field: read.missing[0]! });
  return run(read.input as Input, options);
}
function tip(texts: Record<string, string>, options: Options = NONE, lang = 'en'): TipResult {
  const r = outcome(texts, options, lang);
  if (isToolError(r)) throw new Error(r.code);
  return r;
}

describe('exact decimal percentages', () => {
  it('reads a number as the decimal it prints as', () => {
    expect(decimalParts(17.5)).toEqual([175n, 1]);
    expect(decimalParts(12.3)).toEqual([123n, 1]);
    expect(decimalParts(1e-7)).toEqual([1n, 7]);
    expect(decimalParts(1.5e21)).toEqual([1500000000000000000000n, 0]);
    expect(decimalParts(0)).toEqual([0n, 0]);
  });
  it('rounds half up to the cent, without binary noise', () => {
    // 12.3 % of 10.00 is 1.23 exactly (10 × 0.123 is 1.2300000000000002 in floating point).
    expect(percentOfCents(1000, 12.3)).toBe(123);
    // 15 % of 12.30 = 1.845 → 1.85 (half up), 15 % of 12.29 = 1.8435 → 1.84.
    expect(percentOfCents(1230, 15)).toBe(185);
    expect(percentOfCents(1229, 15)).toBe(184);
    // 1.005 is 1.00499999999999989… in binary; typed as 1.005 it is 1.005 %.
    expect(percentOfCents(100000, 1.005)).toBe(1005);
    expect(percentOfCents(1, 50)).toBe(1);
    expect(percentOfCents(0, 20)).toBe(0);
  });
});

describe('tip, total and shares', () => {
  it('works out a 15 % tip on 80 for 4 people', () => {
    expect(tip({ bill: '80', percent: '15', people: '4' })).toMatchObject({ tip: 12, total: 92, share: 23, centsOver: 0, rounding: null });
  });

  it('splits to the cent: the shares always add up to the total', () => {
    for (const [bill, people] of [
      ['100', '3'],
      ['10', '7'],
      ['0.05', '2'],
      ['1234.57', '9'],
    ] as const) {
      const r = tip({ bill, percent: '18', people });
      expect(Math.round(r.share * 100) * r.people + r.centsOver).toBe(Math.round(r.total * 100));
      expect(r.centsOver).toBeLessThan(r.people);
    }
    expect(tip({ bill: '100', percent: '18', people: '3' })).toMatchObject({ total: 118, share: 39.33, centsOver: 1 });
  });

  it('rounds each share up to the step chosen and says the tip actually given', () => {
    expect(tip({ bill: '63.40', percent: '20', people: '3' }, { roundUp: '1' }).rounding).toEqual({ step: 1, share: 26, total: 78, tip: 14.6, percent: 23.03 });
    expect(tip({ bill: '63.40', percent: '20', people: '3' }, { roundUp: '0.05' }).rounding).toMatchObject({ share: 25.4, total: 76.2 });
    // Already a multiple: nothing added.
    expect(tip({ bill: '80', percent: '15', people: '4' }, { roundUp: '1' }).rounding).toMatchObject({ share: 23, total: 92, tip: 12, percent: 15 });
    expect(tip({ bill: '80', percent: '15', people: '4' }, { roundUp: '10' }).rounding).toMatchObject({ share: 30, total: 120, tip: 40, percent: 50 });
  });

  it('tips on the amount before tax when the tax is typed', () => {
    expect(tip({ bill: '54', percent: '20', people: '2', tax: '4.32' })).toMatchObject({ base: 49.68, tip: 9.94, total: 63.94, share: 31.97 });
    expect(outcome({ bill: '54', percent: '20', tax: '54.01' })).toEqual(toolError('taxAboveBill', { field: 'tax' }));
    expect(tip({ bill: '54', percent: '20', tax: '54' })).toMatchObject({ base: 0, tip: 0, total: 54 });
    expect(tip({ bill: '54', percent: '20', tax: '54' }, { roundUp: '5' }).rounding).toMatchObject({ total: 55, tip: 1, percent: null });
  });

  it('reads numbers as the page’s language writes them', () => {
    expect(tip({ bill: '1.234,50', percent: '12,5', people: '2' }, NONE, 'de')).toMatchObject({ bill: 1234.5, tip: 154.31, total: 1388.81, share: 694.4, centsOver: 1 });
    expect(tip({ bill: '1 234,50', percent: '10', people: '1' }, NONE, 'fr')).toMatchObject({ total: 1357.95 });
  });

  it('says what is wrong at the field, never NaN', () => {
    expect(outcome({ bill: 'abc', percent: '15' })).toMatchObject({ code: 'invalidNumber', params: { field: 'bill' } });
    expect(outcome({ bill: '', percent: '15' })).toMatchObject({ code: 'required', params: { field: 'bill' } });
    expect(outcome({ bill: '-5', percent: '15' })).toMatchObject({ code: 'belowMin', params: { field: 'bill' } });
    expect(outcome({ bill: '12.345', percent: '15' })).toMatchObject({ code: 'notOnStep', params: { field: 'bill' } });
    expect(outcome({ bill: '10', percent: '101' })).toMatchObject({ code: 'aboveMax', params: { field: 'percent' } });
    expect(outcome({ bill: '10', percent: '15', people: '0' })).toMatchObject({ code: 'belowMin', params: { field: 'people' } });
    expect(outcome({ bill: '10', percent: '15', people: '2.5' })).toMatchObject({ code: 'notInteger', params: { field: 'people' } });
  });

  it('stays exact at the largest bill allowed', () => {
    const r = tip({ bill: '999999999999.99', percent: '99.99', people: '7' }, { roundUp: '10' });
    expect(Number.isFinite(r.total)).toBe(true);
    expect(r.tip).toBe(999899999999.99);
    expect(r.rounding!.share * 7).toBeGreaterThanOrEqual(r.total);
  });
});
