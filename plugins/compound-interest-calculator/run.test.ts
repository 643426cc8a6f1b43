import { describe, expect, it } from 'vitest';
import { isToolError, readFields, toolError, type ToolError } from '@sdk/core';
import { manifest, type Input, type Options } from './manifest.ts';
import { run, type CompoundResult } from './run.ts';

const MONTHLY: Options = { compounding: 'monthly', depositFrequency: 'monthly', depositTiming: 'end' };

function outcome(texts: Record<string, string>, options: Partial<Options> = {}, lang = 'en'): CompoundResult | ToolError {
  const read = readFields(manifest.fields, { principal: '', rate: '', years: '', deposit: '', ...texts }, lang, undefined);
  const [field, mistake] = Object.entries(read.errors)[0] ?? [];
  if (field && mistake) return toolError(mistake.code, { ...mistake.params, field });
  if (read.missing.length) return toolError('required', { field: read.missing[0]! });
  return run(read.input as Input, { ...MONTHLY, ...options });
}
function grow(texts: Record<string, string>, options: Partial<Options> = {}, lang = 'en'): CompoundResult {
  const r = outcome(texts, options, lang);
  if (isToolError(r)) throw new Error(r.code);
  return r;
}

describe('known answers from textbooks', () => {
  it('compounds a principal: A = P(1 + r/n)^(nt)', () => {
    // Wikipedia, "Compound interest": 1,500 at 4.3 % compounded quarterly for 6 years ≈ 1,938.84.
    expect(grow({ principal: '1500', rate: '4.3', years: '6' }, { compounding: 'quarterly' }).final).toBe(1938.84);
    // 1,000 at 6 % compounded yearly for 10 years: 1.06^10 × 1000 = 1,790.85.
    expect(grow({ principal: '1000', rate: '6', years: '10' }, { compounding: 'annually' }).final).toBe(1790.85);
    // 5,000 at 5 % compounded monthly for 10 years: 8,235.05.
    expect(grow({ principal: '5000', rate: '5', years: '10' }).final).toBe(8235.05);
    // 10,000 at 3.5 % compounded daily (365) for 5 years: 11,912.36 (checked with Python's decimal module).
    expect(grow({ principal: '10000', rate: '3.5', years: '5' }, { compounding: 'daily' }).final).toBe(11912.36);
  });

  it('compounds continuously: A = Pe^(rt)', () => {
    // 1,000 at 5 % for 10 years: 1000 × e^0.5 = 1,648.72.
    const r = grow({ principal: '1000', rate: '5', years: '10' }, { compounding: 'continuously' });
    expect(r.final).toBe(1648.72);
    expect(r.effectiveRate).toBe(5.1271); // e^0.05 − 1
  });

  it('adds deposits as an annuity, ordinary or due', () => {
    // 100 a month at 6 % compounded monthly for 10 years: 100 × (1.005^120 − 1) / 0.005 = 16,387.93; × 1.005 = 16,469.87.
    expect(grow({ principal: '0', rate: '6', years: '10', deposit: '100' })).toMatchObject({ final: 16387.93, contributions: 12000, interest: 4387.93, periodRate: 0.5 });
    expect(grow({ principal: '0', rate: '6', years: '10', deposit: '100' }, { depositTiming: 'start' }).final).toBe(16469.87);
    // 1,000 a year at 5 % compounded yearly for 5 years: 1000 × (1.05^5 − 1) / 0.05 = 5,525.63 (due: 5,801.91).
    expect(grow({ principal: '0', rate: '5', years: '5', deposit: '1000' }, { compounding: 'annually', depositFrequency: 'annually' }).final).toBe(5525.63);
    expect(grow({ principal: '0', rate: '5', years: '5', deposit: '1000' }, { compounding: 'annually', depositFrequency: 'annually', depositTiming: 'start' }).final).toBe(5801.91);
  });

  it('uses the equivalent rate per deposit period when deposits and compounding differ', () => {
    // Monthly deposits with yearly compounding at 12 %: i = 1.12^(1/12) − 1 = 0.948879 %.
    const r = grow({ principal: '0', rate: '12', years: '1', deposit: '100' }, { compounding: 'annually' });
    expect(r.periodRate).toBe(0.948879);
    // Σ 100 × 1.12^(k/12), k = 0…11 = 1,264.65 (Python's decimal module) (each deposit grows for the months left in the year).
    expect(r.final).toBe(1264.65);
  });

  it('gives the effective annual rate', () => {
    expect(grow({ principal: '100', rate: '5', years: '1' }).effectiveRate).toBe(5.1162);
    expect(grow({ principal: '100', rate: '12', years: '1' }, { compounding: 'quarterly' }).effectiveRate).toBe(12.5509);
    expect(grow({ principal: '100', rate: '5', years: '1' }, { compounding: 'annually' }).effectiveRate).toBe(5);
  });
});

describe('year by year', () => {
  it('has one row a year whose deposits and interest add up to the totals', () => {
    const r = grow({ principal: '10000', rate: '5', years: '30', deposit: '250' }, { compounding: 'quarterly', depositFrequency: 'monthly', depositTiming: 'start' });
    expect(r.rows).toHaveLength(30);
    expect(r.rows.at(-1)!.balance).toBe(r.final);
    const sum = (k: 'deposits' | 'interest') => Math.round(r.rows.reduce((a, row) => a + row[k] * 100, 0));
    expect(sum('deposits')).toBe(Math.round((r.contributions - 10000) * 100));
    expect(sum('interest')).toBe(Math.round(r.interest * 100));
  });

  it('handles a rate of 0 and no deposit', () => {
    expect(grow({ principal: '1000', rate: '0', years: '3', deposit: '50' })).toMatchObject({ final: 2800, interest: 0, effectiveRate: 0, periodRate: 0 });
    expect(grow({ principal: '1000', rate: '3', years: '2' })).toMatchObject({ depositsGrowth: 0, periodRate: null });
  });
});

describe('bad input', () => {
  it('says what is wrong at the field', () => {
    expect(outcome({ principal: 'x', rate: '5', years: '10' })).toMatchObject({ code: 'invalidNumber', params: { field: 'principal' } });
    expect(outcome({ principal: '100', rate: '5', years: '2.5' })).toMatchObject({ code: 'notInteger', params: { field: 'years' } });
    expect(outcome({ principal: '100', rate: '5', years: '0' })).toMatchObject({ code: 'belowMin', params: { field: 'years' } });
    expect(outcome({ principal: '100', rate: '-1', years: '3' })).toMatchObject({ code: 'belowMin', params: { field: 'rate' } });
    expect(outcome({ principal: '100', rate: '5' })).toMatchObject({ code: 'required', params: { field: 'years' } });
  });

  it('refuses a balance too large to mean anything, never Infinity', () => {
    expect(outcome({ principal: '1000000000000', rate: '100', years: '100' }, { compounding: 'daily' })).toEqual(toolError('tooLarge'));
    expect(outcome({ principal: '1', rate: '100', years: '100', deposit: '1000000000000' }, { compounding: 'continuously' })).toEqual(toolError('tooLarge'));
  });

  it('reads numbers in the page’s language', () => {
    expect(grow({ principal: '1.500', rate: '4,3', years: '6' }, { compounding: 'quarterly' }, 'de').final).toBe(1938.84);
  });
});
