import { describe, expect, it } from 'vitest';
import { isToolError, readFields, toolError, type ToolError } from '@sdk/core';
import { remaining, toNumber } from './exact.ts';
import { manifest, type Input, type Mode } from './manifest.ts';
import { run, type DiscountResult } from './run.ts';

/** Fields typed as text in a language, read as the page reads them (its messages at the field), then run(). */
function outcome(mode: Mode, texts: Record<string, string>, lang = 'en'): DiscountResult | ToolError {
  const read = readFields(manifest.fields, { price: '', discount: '', discount2: '', discount3: '', amountOff: '', ...texts }, lang, mode);
  const [field, mistake] = Object.entries(read.errors)[0] ?? [];
  if (field && mistake) return toolError(mistake.code, { ...mistake.params, field });
  if (read.missing.length) return toolError('required', { field: read.missing[0]! });
  return run(read.input as Input, { mode });
}
function ok(mode: Mode, texts: Record<string, string>, lang = 'en') {
  const r = outcome(mode, texts, lang);
  if (isToolError(r)) throw new Error(r.code);
  return r;
}

describe('percentage off, one or several', () => {
  it('takes a percentage off, exact to the cent', () => {
    expect(ok('percent', { price: '120', discount: '20' })).toMatchObject({ final: 96, savings: 24, equivalent: 20 });
    // 19.99 × 0.85 = 16.9915 → 16.99; 12.3 % of 10.00 is 1.23, not 1.2299999.
    expect(ok('percent', { price: '19.99', discount: '15' })).toMatchObject({ final: 16.99, savings: 3 });
    expect(ok('percent', { price: '10', discount: '12.3' })).toMatchObject({ final: 8.77, savings: 1.23 });
    // 0.005 rounds half up: 0.15 × 70 % = 0.105 → 0.11.
    expect(ok('percent', { price: '0.15', discount: '30' })).toMatchObject({ final: 0.11 });
  });

  it('stacks discounts, one on the price already reduced: the textbook equivalents', () => {
    // 1 − 0.8 × 0.9 = 0.28; 1 − 0.75 × 0.8 = 0.4; 1 − 0.5 × 0.8 × 0.9 = 0.64; 1 − 0.9 × 0.9 = 0.19.
    expect(ok('percent', { price: '120', discount: '20', discount2: '10' })).toMatchObject({ final: 86.4, savings: 33.6, equivalent: 28 });
    expect(ok('percent', { price: '80', discount: '25', discount2: '20' })).toMatchObject({ final: 48, equivalent: 40 });
    expect(ok('percent', { price: '200', discount: '50', discount2: '20', discount3: '10' })).toMatchObject({ final: 72, savings: 128, equivalent: 64 });
    expect(ok('percent', { price: '100', discount: '10', discount2: '10' })).toMatchObject({ final: 81, equivalent: 19 });
    // A third discount with the second left empty is simply the second one applied.
    expect(ok('percent', { price: '100', discount: '10', discount3: '10' })).toMatchObject({ discounts: [10, 10], equivalent: 19 });
  });

  it('gives steps that add up to the savings, from the exact product', () => {
    const r = ok('percent', { price: '99.99', discount: '33', discount2: '17.5', discount3: '5' });
    if (r.mode !== 'percent') throw new Error();
    expect(r.steps.reduce((a, s) => a + Math.round(s.saving * 100), 0)).toBe(Math.round(r.savings * 100));
    expect(r.steps.at(-1)!.price).toBe(r.final);
    // 99.99 × 0.67 × 0.825 × 0.95 = 52.5060…
    expect(r.final).toBe(52.51);
    expect(r.equivalent).toBe(47.48875);
  });

  it('keeps the equivalent exact for recurring decimals', () => {
    expect(toNumber({ n: 1n, d: 3n }, 6)).toBe(0.333333);
    expect(remaining(33.5)).toEqual({ n: 665n, d: 1000n });
    expect(ok('percent', { price: '3', discount: '100' })).toMatchObject({ final: 0, savings: 3, equivalent: 100 });
  });
});

describe('amount off and original price', () => {
  it('gives the percentage an amount off represents', () => {
    expect(ok('amount', { price: '120', amountOff: '30' })).toMatchObject({ final: 90, percent: 25 });
    expect(ok('amount', { price: '90', amountOff: '30' })).toMatchObject({ final: 60, percent: 33.333333 });
  });

  it('works back to the original price', () => {
    expect(ok('original', { price: '90', discount: '25' })).toMatchObject({ original: 120, savings: 30 });
    // 59.99 ÷ 0.7 = 85.7 → 85.70.
    expect(ok('original', { price: '59.99', discount: '30' })).toMatchObject({ original: 85.7, savings: 25.71 });
    expect(ok('original', { price: '50', discount: '0' })).toMatchObject({ original: 50, savings: 0 });
  });

  it('says what is wrong, at the field', () => {
    expect(outcome('amount', { price: '20', amountOff: '25' })).toEqual(toolError('amountAbovePrice', { field: 'amountOff' }));
    expect(outcome('amount', { price: '0', amountOff: '0' })).toEqual(toolError('zeroPrice', { field: 'price' }));
    expect(outcome('original', { price: '10', discount: '100' })).toEqual(toolError('fullDiscount', { field: 'discount' }));
    expect(outcome('original', { price: '1000000000000', discount: '99.999' })).toEqual(toolError('tooLarge'));
    expect(outcome('percent', { price: '100', discount: '120' })).toMatchObject({ code: 'aboveMax', params: { field: 'discount' } });
    expect(outcome('percent', { price: 'ten', discount: '10' })).toMatchObject({ code: 'invalidNumber', params: { field: 'price' } });
    expect(outcome('percent', { price: '10' })).toMatchObject({ code: 'required', params: { field: 'discount' } });
  });

  it('reads numbers as the language writes them', () => {
    expect(ok('percent', { price: '1.299,00', discount: '12,5' }, 'de')).toMatchObject({ final: 1136.63 });
    expect(ok('percent', { price: '1 299,00', discount: '12,5' }, 'fr')).toMatchObject({ final: 1136.63 });
  });
});
