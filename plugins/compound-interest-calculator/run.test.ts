import { describe, expect, it } from 'vitest';
import { isToolError, readFields, toolError, type ToolError } from '@sdk/core';
import { manifest, type Input, type Options } from './manifest.ts';
import { run, type CompoundResult } from './run.ts';

const MONTHLY: Options = { payment: 'deposit', compounding: 'monthly', depositFrequency: 'monthly', depositTiming: 'end' };

function outcome(texts: Record<string, string>, options: Partial<Options> = {}, lang = 'en'): CompoundResult | ToolError {
  const read = readFields(manifest.fields, { principal: '', rate: '', years: '', deposit: '', increase: '', inflation: '', ...texts }, lang, undefined);
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
    expect(outcome({ principal: '100', rate: '5', years: '2.555' })).toMatchObject({ code: 'notOnStep', params: { field: 'years' } });
    expect(outcome({ principal: '100', rate: '5', years: '0' })).toMatchObject({ code: 'belowMin', params: { field: 'years' } });
    expect(outcome({ principal: '100', rate: '5', years: '101' })).toMatchObject({ code: 'aboveMax', params: { field: 'years' } });
    expect(outcome({ principal: '100', rate: '-10.5', years: '3' })).toMatchObject({ code: 'belowMin', params: { field: 'rate' } });
    expect(outcome({ principal: '100', rate: '5', years: '3', deposit: '10', increase: '-1' })).toMatchObject({ code: 'belowMin', params: { field: 'increase' } });
    expect(outcome({ principal: '100', rate: '5', years: '3', deposit: '10', increase: '101' })).toMatchObject({ code: 'aboveMax', params: { field: 'increase' } });
    expect(outcome({ principal: '100', rate: '5', years: '3', inflation: 'x' })).toMatchObject({ code: 'invalidNumber', params: { field: 'inflation' } });
    expect(outcome({ principal: '100', rate: '5', years: '3', inflation: '-11' })).toMatchObject({ code: 'belowMin', params: { field: 'inflation' } });
    expect(outcome({ principal: '-5', rate: '5', years: '3', deposit: '10' }, { payment: 'withdrawal' })).toMatchObject({ code: 'belowMin', params: { field: 'principal' } });
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

describe('a term that is not a whole number of years', () => {
  it('compounds the principal for the fraction too: P(1 + r/n)^(n·t)', () => {
    // 1,000 at 5 % compounded yearly for 2.5 years: 1000 × 1.05^2.5 = 1,129.73; monthly for 0.25 years: 1000 × (1 + 0.05/12)^3 = 1,012.55.
    expect(grow({ principal: '1000', rate: '5', years: '2.5' }, { compounding: 'annually' }).final).toBe(1129.73);
    expect(grow({ principal: '1000', rate: '5', years: '0.25' }).final).toBe(1012.55);
  });

  it('makes the payments that fall within the term, and ends the table at the term', () => {
    // 100 a month at 6 % for 2.5 years: 30 deposits, 100 × (1.005^30 − 1) ÷ 0.005 = 3,228.00.
    const monthly = grow({ principal: '0', rate: '6', years: '2.5', deposit: '100' });
    expect(monthly).toMatchObject({ final: 3228, contributions: 3000 });
    expect(monthly.rows.map((row) => [row.year, row.deposits])).toEqual([[1, 1200], [2, 1200], [2.5, 600]]);
    // 1,000 a year at 5 % (yearly) for 2.5 years: at the end of years 1 and 2, grown 1.5 and 0.5 years,
    // 1000 × (1.05^1.5 + 1.05^0.5) = 2,100.62; at the start of years 1 to 3: 1000 × (1.05^2.5 + 1.05^1.5 + 1.05^0.5) = 3,230.35.
    const yearly = { compounding: 'annually', depositFrequency: 'annually' } as const;
    expect(grow({ principal: '0', rate: '5', years: '2.5', deposit: '1000' }, yearly)).toMatchObject({ final: 2100.62, contributions: 2000 });
    expect(grow({ principal: '0', rate: '5', years: '2.5', deposit: '1000' }, { ...yearly, depositTiming: 'start' })).toMatchObject({ final: 3230.35, contributions: 3000 });
  });
});

describe('a negative rate', () => {
  it('shrinks the balance: P(1 + r/n)^(n·t) with r < 0, the loss as negative interest', () => {
    // 10,000 at −2 % compounded yearly for 2.5 years: 10000 × 0.98^2.5 = 9,507.47.
    expect(grow({ principal: '10000', rate: '-2', years: '2.5' }, { compounding: 'annually' })).toMatchObject({ final: 9507.47, interest: -492.53, effectiveRate: -2 });
    // 100 a month at −1 % compounded monthly for 1 year: 100 × ((1 − 0.01/12)^12 − 1) ÷ (−0.01/12) = 1,194.52.
    expect(grow({ principal: '0', rate: '-1', years: '1', deposit: '100' })).toMatchObject({ final: 1194.52, interest: -5.48 });
    // Effective rate at −10 % compounded monthly: (1 − 0.1/12)^12 − 1 = −9.5542 %.
    expect(grow({ principal: '1', rate: '-10', years: '1' }).effectiveRate).toBe(-9.5542);
  });
});

describe('regular withdrawals', () => {
  const OUT: Partial<Options> = { payment: 'withdrawal' };

  it('take the future value of the annuity off the grown principal: P(1 + i)^N − W((1 + i)^N − 1) ÷ i', () => {
    // Taking out exactly the interest (100,000 at 6 %, 500 a month) leaves the principal as it was.
    expect(grow({ principal: '100000', rate: '6', years: '10', deposit: '500' }, OUT)).toMatchObject({ final: 100000, withdrawals: 60000, interest: 60000, runsOutYear: null });
    // 50,000 at 5 % (yearly), 3,000 at the end of each year for 10 years: 81,444.73 − 37,733.68 = 43,711.05;
    // at the start of each year the withdrawals' value is × 1.05: 81,444.73 − 39,620.36 = 41,824.37.
    const yearly = { ...OUT, compounding: 'annually', depositFrequency: 'annually' } as const;
    expect(grow({ principal: '50000', rate: '5', years: '10', deposit: '3000' }, yearly)).toMatchObject({ final: 43711.05, principalGrowth: 81444.73, depositsGrowth: -37733.68, contributions: 50000, withdrawals: 30000 });
    expect(grow({ principal: '50000', rate: '5', years: '10', deposit: '3000' }, { ...yearly, depositTiming: 'start' }).final).toBe(41824.37);
  });

  it('never take the balance below zero, and say in which year the money runs out', () => {
    // 200,000 at 4 % monthly, 1,500 a month: N = −ln(1 − P·i ÷ W) ÷ ln(1 + i) = 176.63 months, so the 177th
    // withdrawal (in year 15) takes what is left.
    const r = grow({ principal: '200000', rate: '4', years: '20', deposit: '1500' }, OUT);
    const n = -Math.log(1 - (200000 * (0.04 / 12)) / 1500) / Math.log(1 + 0.04 / 12);
    expect(r.runsOutYear).toBe(Math.ceil(Math.ceil(n) / 12));
    expect(r.final).toBe(0);
    expect(r.depositsGrowth).toBeNull();
    expect(Math.floor(r.withdrawals / 1500)).toBe(Math.floor(n));
    expect(r.rows.every((row) => row.balance >= 0)).toBe(true);
    expect(r.rows.slice(15).every((row) => row.balance === 0 && row.deposits === 0 && row.interest === 0)).toBe(true);
    // Nothing to take out at the start: the money runs out in year 1.
    expect(grow({ principal: '0', rate: '4', years: '3', deposit: '100' }, { ...OUT, depositTiming: 'start' })).toMatchObject({ final: 0, withdrawals: 0, runsOutYear: 1 });
  });
});

describe('payments that grow each year', () => {
  it('give the future value of a growing annuity: PMT((1 + r)^N − (1 + g)^N) ÷ (r − g)', () => {
    // 1,200 a year at the end of each year, 3 % more each year, at 6 % for 10 years: 17,877.25.
    const r = grow({ principal: '0', rate: '6', years: '10', deposit: '1200', increase: '3' }, { compounding: 'annually', depositFrequency: 'annually' });
    expect(r.final).toBe(17877.25);
    // Paid in: the geometric sum 1200 × (1.03^10 − 1) ÷ 0.03 = 13,756.66.
    expect(r.contributions).toBe(13756.66);
    expect(r.rows[1]!.deposits).toBe(1236);
  });

  it('raise each year’s monthly payments together', () => {
    // 100 a month, 10 % more each year, no interest, 3 years: 1200 + 1320 + 1452 = 3,972.
    const r = grow({ principal: '0', rate: '0', years: '3', deposit: '100', increase: '10' });
    expect(r.rows.map((row) => row.deposits)).toEqual([1200, 1320, 1452]);
    expect(r.final).toBe(3972);
  });

  it('raise withdrawals too, so the money runs out sooner', () => {
    const level = grow({ principal: '200000', rate: '4', years: '30', deposit: '1000' }, { payment: 'withdrawal' });
    const rising = grow({ principal: '200000', rate: '4', years: '30', deposit: '1000', increase: '3' }, { payment: 'withdrawal' });
    // Level: N = −ln(1 − P·i ÷ W) ÷ ln(1 + i) = 330.1 months, in year 28.
    expect(level.runsOutYear).toBe(28);
    expect(rising.runsOutYear).toBeLessThan(28);
  });
});

describe('inflation', () => {
  it('gives the final balance in today’s money: final ÷ (1 + π)^t', () => {
    // 17,877.25 ÷ 1.02^10 = 14,665.57.
    const r = grow({ principal: '0', rate: '6', years: '10', deposit: '1200', increase: '3', inflation: '2' }, { compounding: 'annually', depositFrequency: 'annually' });
    expect(r.realFinal).toBe(14665.57);
    // 1,000 at 0 % over 2.5 years with 3 % inflation: 1000 ÷ 1.03^2.5 = 928.77; deflation (−1 %) raises it: 1000 ÷ 0.99^2.5 = 1,025.44.
    expect(grow({ principal: '1000', rate: '0', years: '2.5', inflation: '3' }).realFinal).toBe(928.77);
    expect(grow({ principal: '1000', rate: '0', years: '2.5', inflation: '-1' }).realFinal).toBe(1025.44);
    expect(grow({ principal: '1000', rate: '0', years: '2.5' }).realFinal).toBeNull();
  });
});
