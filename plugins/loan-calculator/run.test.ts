import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError, readFields, type RawValues } from '@sdk/core';
import { manifest, type Input, type Options } from './manifest.ts';
import { amortize, periodInterest, periodicPayment, rateMicros } from './amortization.ts';
import { fieldErrors } from './checks.ts';
import { run, type BasicResult, type ComparisonResult, type ExtraResult, type LoanResult, type MortgageResult, type ScheduleRow } from './run.ts';
import { solveApr } from './mortgage.ts';

type LoanInput = { -readonly [K in keyof Input]: number | null };
const defaults = Object.fromEntries(Object.entries(manifest.options.properties).map(([key, prop]) => [key, prop.default])) as Options;
const INPUT: LoanInput = { amount: 200000, rate: 6.5, term: 30, extra: 100, amount2: 200000, rate2: 5.5, term2: 15, price: 400000, down: 10, tax: 1.2, insurance: 1500, pmi: 0.5, hoa: 0, fees: 4000 };

function ok(input: Partial<LoanInput>, options: Partial<Options> = {}): LoanResult {
  const result = run({ ...INPUT, ...input } as Input, { ...defaults, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code} (${JSON.stringify(result.params)})`);
  return result;
}
const basic = (input: Partial<LoanInput>, options: Partial<Options> = {}) => ok(input, { ...options, tab: 'basic' }) as BasicResult;
const schedule = (input: Partial<LoanInput>, options: Partial<Options> = {}) => basic(input, { ...options, showTable: true }).schedule!;
const cents = (value: number) => Math.round(value * 100);
const sum = (rows: readonly ScheduleRow[], key: 'payment' | 'principal' | 'interest') => rows.reduce((s, r) => s + cents(r[key]), 0) / 100;

/*
 * Reference values. The payments 1,264.14 (200,000 at 6.5 % for 30 years) and 536.82 (100,000 at
 * 5 % for 30 years) are the standard mortgage figures quoted by every amortization calculator.
 * The other figures (last payments, totals, weekly and biweekly cases) were worked independently
 * in Python with the decimal module (60 significant digits): payment = P·r / (1 − (1 + r)^−n)
 * rounded half up to the cent, each period's interest = balance × r rounded half up to the cent,
 * each payment the regular one, the n-th clearing the balance.
 */
describe('reference loans', () => {
  it('200,000 at 6.5% for 30 years monthly: 1,264.14 a month', () => {
    const { loan } = basic({ amount: 200000, rate: 6.5, term: 30 });
    expect(loan).toEqual({
      amount: 200000,
      rate: 6.5,
      frequency: 'monthly',
      periodsPerYear: 12,
      termPayments: 360,
      scheduledPayments: 360,
      payments: 360,
      payment: 1264.14,
      lastPayment: 1259.56,
      totalPaid: 455085.82,
      totalInterest: 255085.82,
      months: 360,
    });
  });

  it('100,000 at 5% for 30 years monthly: 536.82 a month', () => {
    const { loan } = basic({ amount: 100000, rate: 5, term: 30 });
    expect([loan.payment, loan.lastPayment, loan.totalInterest, loan.totalPaid]).toEqual([536.82, 538.14, 93256.52, 193256.52]);
  });

  it('100,000 at 5% for 30 years weekly: 1,560 payments of 123.80', () => {
    const { loan } = basic({ amount: 100000, rate: 5, term: 30 }, { frequency: 'weekly' });
    expect([loan.periodsPerYear, loan.payments, loan.payment, loan.lastPayment, loan.totalInterest, loan.months]).toEqual([52, 1560, 123.8, 111.1, 93115.3, 360]);
  });

  it('200,000 at 6.5% for 30 years biweekly: 780 payments of 583.17', () => {
    const rows = schedule({ amount: 200000, rate: 6.5, term: 30 }, { frequency: 'biweekly' });
    expect(rows).toHaveLength(780);
    expect(rows[0]).toEqual({ number: 1, payment: 583.17, principal: 83.17, interest: 500, balance: 199916.83 });
    expect(rows[1]).toEqual({ number: 2, payment: 583.17, principal: 83.38, interest: 499.79, balance: 199833.45 });
    expect(rows[779]!.payment).toBe(588.99);
    expect(sum(rows, 'interest')).toBe(254878.42);
  });

  it('25,000 at 4.9% for 60 months: 470.64 a month', () => {
    const { loan } = basic({ amount: 25000, rate: 4.9, term: 60 }, { termUnit: 'months' });
    expect([loan.payment, loan.lastPayment, loan.payments, loan.totalInterest]).toEqual([470.64, 470.43, 60, 3238.19]);
  });

  it('2.5 years of monthly payments of a 5,000 loan at 9.99%', () => {
    const { loan } = basic({ amount: 5000, rate: 9.99, term: 2.5 });
    expect([loan.termPayments, loan.payments, loan.payment, loan.lastPayment, loan.totalInterest]).toEqual([30, 30, 189.03, 189.17, 671.04]);
  });
});

describe('0% loans', () => {
  it('splits the amount evenly: 1,200 over 12 months is 100 a month, no interest', () => {
    const rows = schedule({ amount: 1200, rate: 0, term: 12 }, { termUnit: 'months' });
    expect(rows.map((r) => r.payment)).toEqual(Array(12).fill(100));
    expect(rows.every((r) => r.interest === 0)).toBe(true);
    expect(rows.map((r) => r.balance)).toEqual([1100, 1000, 900, 800, 700, 600, 500, 400, 300, 200, 100, 0]);
  });

  it('puts the leftover cents in the last payment: 1,000 over 12 months is 11 × 83.33 + 83.37', () => {
    const result = basic({ amount: 1000, rate: 0, term: 12 }, { termUnit: 'months', showTable: true });
    expect(result.loan.payment).toBe(83.33);
    expect(result.loan.lastPayment).toBe(83.37);
    expect(result.loan.totalPaid).toBe(1000);
    expect(result.loan.totalInterest).toBe(0);
    expect(result.schedule!.at(-1)).toEqual({ number: 12, payment: 83.37, principal: 83.37, interest: 0, balance: 0 });
  });

  it('works weekly over 50 years', () => {
    const { loan } = basic({ amount: 260000, rate: 0, term: 50 }, { frequency: 'weekly' });
    expect([loan.payments, loan.payment, loan.lastPayment, loan.totalInterest]).toEqual([2600, 100, 100, 0]);
  });
});

describe('term and frequency', () => {
  it('uses 12, 26 and 52 payments a year and rate ÷ periods ÷ 100 per period', () => {
    for (const [frequency, perYear] of [['monthly', 12], ['biweekly', 26], ['weekly', 52]] as const) {
      const rows = schedule({ amount: 100000, rate: 5.2, term: 1 }, { frequency });
      expect(rows).toHaveLength(perYear);
      // First interest: 100,000 × 5.2 ÷ periods ÷ 100.
      expect(rows[0]!.interest).toBe(Math.round((100000 * 5.2 * 100) / perYear / 100) / 100);
    }
  });

  it('counts months × periods per year ÷ 12, rounded to whole payments', () => {
    // 18 months every two weeks: 18 × 26 ÷ 12 = 39 payments; Python decimal: 270.45, last 270.54, interest 547.64.
    const eighteen = basic({ amount: 10000, rate: 7, term: 18 }, { termUnit: 'months', frequency: 'biweekly' }).loan;
    expect([eighteen.termPayments, eighteen.scheduledPayments, eighteen.payment, eighteen.lastPayment, eighteen.totalInterest]).toEqual([39, 39, 270.45, 270.54, 547.64]);
    // 1 month weekly: 52 ÷ 12 = 4.33 → 4 payments; Python decimal: 251.44, last 251.46.
    const oneMonth = basic({ amount: 1000, rate: 12, term: 1 }, { termUnit: 'months', frequency: 'weekly' }).loan;
    expect([oneMonth.termPayments, oneMonth.scheduledPayments, oneMonth.payment, oneMonth.lastPayment]).toEqual([4.333333333, 4, 251.44, 251.46]);
    // 3 months every two weeks: 6.5 → 7 (halves round up).
    expect(basic({ term: 3 }, { termUnit: 'months', frequency: 'biweekly' }).loan.scheduledPayments).toBe(7);
    // 1.1 years monthly is 13.2 → 13, without binary noise.
    expect(basic({ term: 1.1 }).loan.termPayments).toBe(13.2);
    expect(basic({ term: 1.1 }).loan.scheduledPayments).toBe(13);
  });

  it('gives the length in months even for weekly payments', () => {
    expect(basic({ term: 10 }, { frequency: 'weekly' }).loan.months).toBe(120);
    expect(basic({ term: 7 }, { frequency: 'biweekly' }).loan.months).toBe(84);
  });
});

describe('amortization rules', () => {
  it('rounds each interest half up to the cent, exactly', () => {
    // 12,345 cents at 6 % monthly: 12,345 × 0.005 = 61.725 cents → 62 (a float product gives 61.72499…).
    expect(periodInterest(12345, rateMicros(6), 12)).toBe(62);
    expect(periodInterest(12344, rateMicros(6), 12)).toBe(62);
    expect(periodInterest(12343, rateMicros(6), 12)).toBe(62);
    expect(periodInterest(12342, rateMicros(6), 12)).toBe(62);
    expect(periodInterest(12341, rateMicros(6), 12)).toBe(62);
    expect(periodInterest(12340, rateMicros(6), 12)).toBe(62);
    expect(periodInterest(12300, rateMicros(6), 12)).toBe(62);
    expect(periodInterest(12299, rateMicros(6), 12)).toBe(61);
    expect(periodInterest(0, rateMicros(6), 12)).toBe(0);
    expect(periodInterest(1_000_000, 0, 52)).toBe(0);
  });

  it('never asks less than a cent a period, so even a tiny loan is paid off', () => {
    expect(periodicPayment(5, 0, 52, 2600)).toBe(1);
    const { rows, totalPaid } = amortize(5, 0, 52, 2600, 1);
    expect(rows).toHaveLength(5);
    expect(totalPaid).toBe(5);
  });

  it('ends the 30-year weekly schedule at exactly 0.00 with totals equal to the sums of the rows', () => {
    const result = basic({ amount: 100000, rate: 5, term: 30 }, { frequency: 'weekly', showTable: true });
    const rows = result.schedule!;
    expect(rows).toHaveLength(1560);
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 1560 }, (_, i) => i + 1));
    expect(rows.at(-1)!.balance).toBe(0);
    expect(sum(rows, 'payment')).toBe(result.loan.totalPaid);
    expect(sum(rows, 'interest')).toBe(result.loan.totalInterest);
    expect(sum(rows, 'principal')).toBe(100000);
  });
});

describe('extra payments', () => {
  it('100 more each month on 200,000 at 6.5% for 30 years: 293 payments, 55,944.38 interest saved', () => {
    const result = ok({}, { tab: 'extra' }) as ExtraResult;
    expect(result.extra).toBe(100);
    expect(result.loan.payments).toBe(360);
    expect(result.withExtra).toMatchObject({ payment: 1264.14, payments: 293, lastPayment: 812.56, totalInterest: 199141.44, totalPaid: 399141.44, months: 293 });
    expect(result.savings).toEqual({ payments: 67, months: 67, interest: 55944.38 });
    expect(result.schedule).toBeUndefined();
  });

  it('25 more each week on 100,000 at 5% for 30 years: 1,082 payments (Python decimal: interest 60,866.45, last 13.65)', () => {
    const result = ok({ amount: 100000, rate: 5, term: 30, extra: 25 }, { tab: 'extra', frequency: 'weekly', showTable: true }) as ExtraResult;
    expect(result.withExtra).toMatchObject({ payments: 1082, totalInterest: 60866.45, lastPayment: 13.65 });
    expect(result.savings.payments).toBe(1560 - 1082);
    // 1,560 payments = 360 months, 1,082 payments ≈ 250 months.
    expect(result.savings.months).toBe(360 - 250);
    expect(result.savings.interest).toBe(32248.85);
    expect(result.schedule).toHaveLength(1082);
    expect(result.schedule![0]).toEqual({ number: 1, payment: 148.8, principal: 52.65, interest: 96.15, balance: 99947.35 });
    expect(result.schedule!.at(-1)!.balance).toBe(0);
  });

  it('saves nothing with an extra payment of 0', () => {
    const result = ok({ extra: 0 }, { tab: 'extra' }) as ExtraResult;
    expect(result.savings).toEqual({ payments: 0, months: 0, interest: 0 });
    expect(result.withExtra).toEqual(result.loan);
  });

  it('pays everything at once when the extra payment covers the loan', () => {
    const result = ok({ amount: 1000, rate: 12, term: 1, extra: 5000 }, { tab: 'extra', showTable: true }) as ExtraResult;
    expect(result.schedule).toEqual([{ number: 1, payment: 1010, principal: 1000, interest: 10, balance: 0 }]);
    expect(result.savings.payments).toBe(11);
  });
});

describe('comparison', () => {
  it('30 years at 6.5% against 15 years at 5.5%: loan 2 is cheaper by 160,936.05', () => {
    const result = ok({}, { tab: 'comparison', showTable: true }) as ComparisonResult;
    expect(result.loan.payment).toBe(1264.14);
    // Python decimal: 1,634.17 a month, 94,149.77 interest.
    expect([result.loan2.payment, result.loan2.payments, result.loan2.totalInterest]).toEqual([1634.17, 180, 94149.77]);
    expect(result.difference).toEqual({ payment: 370.03, payments: -180, months: -180, totalPaid: -160936.05, totalInterest: -160936.05 });
    expect(result.cheaper).toBe('second');
    expect(result.schedule).toHaveLength(360);
    expect(result.schedule2).toHaveLength(180);
  });

  it('says which loan is cheaper, or that they cost the same', () => {
    expect((ok({ rate2: 7, term2: 30 }, { tab: 'comparison' }) as ComparisonResult).cheaper).toBe('first');
    const same = ok({ rate2: 6.5, term2: 30 }, { tab: 'comparison' }) as ComparisonResult;
    expect(same.cheaper).toBe('same');
    expect(same.difference).toEqual({ payment: 0, payments: 0, months: 0, totalPaid: 0, totalInterest: 0 });
  });

  it('does not subtract payments made at different frequencies', () => {
    const result = ok({ rate2: 6.5, term2: 30 }, { tab: 'comparison', frequency2: 'biweekly' }) as ComparisonResult;
    expect(result.difference.payment).toBeNull();
    expect(result.difference.payments).toBe(780 - 360);
    // Paying every two weeks costs less interest: Python decimal 254,878.42 against 255,085.82.
    expect(result.difference.totalInterest).toBe(-207.4);
    expect(result.cheaper).toBe('second');
  });

  it('gives loan 2 its own term unit', () => {
    const result = ok({ term2: 120 }, { tab: 'comparison', termUnit2: 'months' }) as ComparisonResult;
    expect(result.loan2.payments).toBe(120);
    expect(result.loan.payments).toBe(360);
  });
});

describe('numbers typed in the page language', () => {
  /** The fields as the page reads them on the Basic tab, typed in `lang`. */
  const typed = (raw: RawValues, lang: string) => readFields(manifest.fields, raw, lang, 'basic');

  it('reads "200.000" and "6,5" in German and "200 000" in French', () => {
    const de = typed({ amount: '200.000', rate: '6,5' }, 'de');
    expect((run(de.input as Input, defaults) as BasicResult).loan.payment).toBe(1264.14);
    const fr = typed({ amount: '200\u202f000', rate: '6,5' }, 'fr');
    expect((run(fr.input as Input, defaults) as BasicResult).loan.payment).toBe(1264.14);
    const en = typed({ amount: '200,000.00' }, 'en');
    expect((run(en.input as Input, defaults) as BasicResult).loan.payment).toBe(1264.14);
  });

  it('reads a rate typed with its percent sign', () => {
    expect(typed({ rate: '6,5 %' }, 'de').input.rate).toBe(6.5);
  });

  it('asks to fill in empty fields and for valid numbers before anything is worked out', () => {
    expect(typed({ amount: '' }, 'en').missing).toEqual(['amount']);
    expect(typed({ rate: '   ' }, 'en').missing).toEqual(['rate']);
    expect(typed({ term: 'abc' }, 'en').errors).toEqual({ term: { kind: 'tool-error', code: 'invalidNumber' } });
    for (const text of ['👍🏽', 'e\u0301', '漢字', 'العربية', '\uD800', '1..2', 'NaN', 'Infinity', '1e999']) {
      expect(typed({ amount: text }, 'en').errors.amount, text).toMatchObject({ code: 'invalidNumber' });
    }
  });
});

describe('messages', () => {
  const error = (input: Partial<LoanInput>, options: Partial<Options> = {}) => run({ ...INPUT, ...input } as Input, { ...defaults, ...options });

  it('refuses a missing or unreadable number even if one reaches it', () => {
    expect(error({ amount: null })).toEqual({ kind: 'tool-error', code: 'required', params: { field: 'amount' } });
    expect(error({ term: NaN })).toEqual({ kind: 'tool-error', code: 'invalidNumber', params: { field: 'term' } });
    expect(error({ rate: Infinity })).toMatchObject({ code: 'invalidNumber', params: { field: 'rate' } });
  });

  it('keeps values in range', () => {
    expect(error({ amount: 0 })).toEqual({ kind: 'tool-error', code: 'amountRange', params: { field: 'amount', max: 1e12 } });
    expect(error({ amount: -5 })).toMatchObject({ code: 'amountRange' });
    expect(error({ amount: 0.004 })).toMatchObject({ code: 'amountRange' });
    expect(error({ amount: 1000000000001 })).toMatchObject({ code: 'amountRange' });
    expect(error({ rate: -0.1 })).toEqual({ kind: 'tool-error', code: 'rateRange', params: { field: 'rate', max: 100 } });
    expect(error({ rate: 100.5 })).toMatchObject({ code: 'rateRange' });
    expect(error({ term: 0 })).toEqual({ kind: 'tool-error', code: 'termYearsRange', params: { field: 'term', max: 50 } });
    expect(error({ term: 51 })).toMatchObject({ code: 'termYearsRange' });
    expect(error({ term: 601 }, { termUnit: 'months' })).toEqual({ kind: 'tool-error', code: 'termMonthsRange', params: { field: 'term', max: 600 } });
    expect(error({ term: 1.5 }, { termUnit: 'months' })).toMatchObject({ code: 'termMonthsRange' });
    expect(error({ term: 0.01 })).toEqual({ kind: 'tool-error', code: 'termTooShort', params: { field: 'term' } });
    expect(error({ extra: -1 }, { tab: 'extra' })).toEqual({ kind: 'tool-error', code: 'extraRange', params: { field: 'extra', max: 1e12 } });
    expect(error({ extra: null }, { tab: 'extra' })).toMatchObject({ code: 'required' });
  });

  it('accepts the limits themselves', () => {
    expect(isToolError(error({ rate: 100, term: 50, amount: 1000000000000 }, { frequency: 'weekly' }))).toBe(false);
    expect(isToolError(error({ rate: 0, term: 600, amount: 0.01 }, { termUnit: 'months' }))).toBe(false);
  });

  it('checks only the fields of the selected tab, and lists every bad one', () => {
    const bad = { extra: NaN, amount2: null, rate2: 200, term2: 0 };
    expect(isToolError(error(bad))).toBe(false);
    expect(error(bad, { tab: 'extra' })).toMatchObject({ code: 'invalidNumber', params: { field: 'extra' } });
    expect(error(bad, { tab: 'comparison' })).toMatchObject({ code: 'required', params: { field: 'amount2' } });
    expect(Object.keys(fieldErrors({ ...INPUT, ...bad, amount: 0 }, { ...defaults, tab: 'comparison' }))).toEqual(['amount', 'amount2', 'rate2', 'term2']);
  });
});

describe('closed form, for many random loans', () => {
  const loans = fc.record({
    cents: fc.integer({ min: 100, max: 1_000_000_000 }),
    rate: fc.integer({ min: 0, max: 30_000 }).map((v) => v / 1000),
    frequency: fc.constantFrom('monthly', 'biweekly', 'weekly') as fc.Arbitrary<Options['frequency']>,
    years: fc.integer({ min: 1, max: 50 }),
  });

  it('pays P·r·(1 + r)^n / ((1 + r)^n − 1) rounded to the cent, and the schedule ends at 0.00 with totals equal to its rows', () => {
    fc.assert(
      fc.property(loans, ({ cents: amountCents, rate, frequency, years }) => {
        const result = basic({ amount: amountCents / 100, rate: rate, term: years }, { frequency, showTable: true });
        const { loan, schedule: rows } = result;
        const perYear = { monthly: 12, biweekly: 26, weekly: 52 }[frequency];
        const n = years * perYear;
        const P = amountCents / 100;
        const r = rate / perYear / 100;
        // The payment, from the closed form written the other way round (skipping values within a
        // hair of half a cent, where the two float evaluations may round apart).
        const exact = r === 0 ? P / n : (P * r * Math.pow(1 + r, n)) / (Math.pow(1 + r, n) - 1);
        const frac = (exact * 100) % 1;
        if (Math.abs(frac - 0.5) > 1e-6 && Math.round(exact * 100) >= 1) expect(loan.payment).toBe(Math.round(exact * 100) / 100);

        expect(rows).toHaveLength(loan.payments);
        expect(rows!.at(-1)!.balance).toBe(0);
        expect(sum(rows!, 'payment')).toBe(loan.totalPaid);
        expect(sum(rows!, 'interest')).toBe(loan.totalInterest);
        expect(sum(rows!, 'principal')).toBe(P);
        expect(cents(loan.totalPaid) - cents(loan.totalInterest)).toBe(amountCents);
        let balance = amountCents;
        const problems: string[] = [];
        for (const row of rows!) {
          // Each interest is the balance × r rounded to the cent; each payment is principal + interest;
          // every payment but the last is the regular one.
          if (Math.abs(cents(row.interest) - balance * r) > 0.5 + 1e-6) problems.push(`interest of ${row.number}`);
          if (cents(row.payment) !== cents(row.principal) + cents(row.interest)) problems.push(`sum of ${row.number}`);
          balance -= cents(row.principal);
          if (cents(row.balance) !== balance) problems.push(`balance of ${row.number}`);
          if (row.number < rows!.length && row.payment !== loan.payment) problems.push(`payment ${row.number}`);
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('tracks the closed-form balance P(1 + r)^k − A((1 + r)^k − 1)/r within the rounding of its interests', () => {
    fc.assert(
      fc.property(loans, ({ cents: amountCents, rate, frequency, years }) => {
        fc.pre(rate > 0);
        const { loan, schedule: rows } = basic({ amount: amountCents / 100, rate: rate, term: years }, { frequency, showTable: true });
        const r = rate / loan.periodsPerYear / 100;
        const A = cents(loan.payment);
        // Each rounding moves the balance by at most half a cent, growing by (1 + r) a period after.
        let bound = 0;
        const problems: string[] = [];
        for (const row of rows!.slice(0, -1)) {
          bound = bound * (1 + r) + 0.5;
          const k = row.number;
          const growth = Math.pow(1 + r, k);
          const closed = amountCents * growth - (A * (growth - 1)) / r;
          if (Math.abs(cents(row.balance) - closed) > bound + 1e-6 * Math.max(1, amountCents * growth)) problems.push(`balance of ${k}`);
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('never shortens by less than nothing: extra payments save time and interest, and never cost more', () => {
    fc.assert(
      fc.property(loans, fc.integer({ min: 0, max: 10_000_000 }), ({ cents: amountCents, rate, frequency, years }, extraCents) => {
        const result = ok({ amount: amountCents / 100, rate: rate, term: years, extra: extraCents / 100 }, { tab: 'extra', frequency, showTable: true }) as ExtraResult;
        expect(result.withExtra.payments).toBeLessThanOrEqual(result.loan.payments);
        expect(result.savings.interest).toBeGreaterThanOrEqual(0);
        expect(result.savings.payments).toBe(result.loan.payments - result.withExtra.payments);
        expect(cents(result.savings.interest)).toBe(cents(result.loan.totalInterest) - cents(result.withExtra.totalInterest));
        expect(result.schedule!.at(-1)!.balance).toBe(0);
        expect(sum(result.schedule!, 'principal')).toBe(amountCents / 100);
      }),
      { numRuns: 100 },
    );
  });
});

describe('never NaN or Infinity', () => {
  it('gives finite numbers for the most extreme loans', () => {
    for (const frequency of ['monthly', 'biweekly', 'weekly'] as const) {
      for (const [amount, rate, term] of [
        [1000000000000, 100, 50],
        [0.01, 100, 50],
        [0.01, 0, 50],
        [1000000000000, 0.000001, 0.5],
      ] as const) {
        const result = ok({ amount, rate, term, extra: 1000000000000, amount2: amount, rate2: rate, term2: term }, { tab: 'comparison', frequency, frequency2: frequency, showTable: true });
        const numbers = JSON.stringify(result).match(/-?\d[\d.e+-]*|null/g) ?? [];
        expect(numbers.filter((n) => n === 'null')).toEqual([]);
        expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
        const extra = ok({ amount, rate, term, extra: 1000000000000 }, { tab: 'extra', frequency, showTable: true }) as ExtraResult;
        expect(Number.isFinite(extra.savings.interest)).toBe(true);
        expect(extra.schedule!.at(-1)!.balance).toBe(0);
      }
    }
  });

  it('at 100% for 50 years pays (almost) only interest, and the last payment clears the balance', () => {
    // Python decimal: 83.33 a month, all of it interest, and 1,083.33 at the end.
    const { loan } = basic({ amount: 1000, rate: 100, term: 50 });
    expect([loan.payment, loan.lastPayment, loan.totalPaid]).toEqual([83.33, 1083.33, 50998]);
  });
});

it('has examples whose inputs give every field of their tab', () => {
  for (const example of manifest.examples) {
    const tab = (example.options as Partial<Options>).tab ?? 'basic';
    expect(Object.keys(example.input).sort(), example.name).toEqual(Object.keys(fieldErrors({}, { ...defaults, tab })).sort());
  }
});

const home = (input: Partial<LoanInput>, options: Partial<Options> = {}) => ok(input, { ...options, tab: 'mortgage' }) as MortgageResult;
const fails = (input: Partial<LoanInput>, options: Partial<Options> = {}) => {
  const result = run({ ...INPUT, ...input } as Input, { ...defaults, tab: 'mortgage', ...options });
  if (!isToolError(result)) throw new Error('expected a message');
  return [result.code, result.params?.field];
};
const NO_EXTRAS: Partial<LoanInput> = { tax: 0, insurance: 0, pmi: 0, hoa: 0, fees: 0 };

/**
 * An APR worked out another way than solveApr's bisection on the schedule: Newton's method on the closed
 * form of an annuity, A·(1 − v^n)/i + (last − A)·v^n with v = 1/(1 + i), whose derivative is written out.
 */
function newtonApr(payment: number, last: number, n: number, received: number): number {
  let i = 0.005;
  for (let step = 0; step < 50; step++) {
    const v = 1 / (1 + i);
    const vn = v ** n;
    const f = (payment * (1 - vn)) / i + (last - payment) * vn - received;
    const df = payment * ((n * vn * v) / i - (1 - vn) / (i * i)) - (last - payment) * n * vn * v;
    i -= f / df;
  }
  return i * 1200;
}

/*
 * Reference values of the Mortgage tab, worked independently in Python with the decimal module (60
 * significant digits), the schedule rounded half up to the cent as above: 360,000 at 6.5 % for 30 years
 * owes 320,249.14 after payment 94 and 319,708.38 after payment 95 (PMI's last), and 312,000 or less from
 * payment 109; the APR of 200,000 at 6 % for 30 years less 4,000 of fees is 6.18947584853649 %, and of
 * the default home (PMI of 150.00 with the first 95 payments, 4,000 of fees) 6.91278007740960 %.
 */
describe('mortgage', () => {
  it('pays 1,516.96 of principal and interest on 240,000 at 6.5% for 30 years (300,000 with 20% down)', () => {
    const r = home({ price: 300000, down: 20, rate: 6.5, term: 30, ...NO_EXTRAS });
    expect([r.loan.amount, r.monthly.principalInterest, r.monthly.total, r.downPayment, r.loanToValue]).toEqual([240000, 1516.96, 1516.96, 60000, 80]);
    expect(r.pmi).toMatchObject({ needed: false, payments: 0, lastPayment: null, autoEndPayment: null });
    // Without fees nor PMI the APR is the interest rate itself.
    expect(r.apr).toBe(6.5);
  });

  it('splits the default home payment: 2,275.44 + 400.00 tax + 125.00 insurance + 150.00 PMI = 2,950.44', () => {
    const r = home({});
    expect(r.monthly).toEqual({ principalInterest: 2275.44, tax: 400, insurance: 125, pmi: 150, hoa: 0, total: 2950.44 });
    expect(r.monthlyAfterPmi).toBe(2800.44);
    expect([r.loan.amount, r.downPayment, r.upfront, r.totalCost]).toEqual([360000, 40000, 44000, 1066414]);
  });

  it('ends PMI with the payment that brings the balance to 80% of the price, and gives the 78% payment', () => {
    const r = home({}, { showTable: true });
    const rows = r.schedule!;
    expect([r.pmi.lastPayment, r.pmi.autoEndPayment, r.pmi.payments, r.pmi.limit80, r.pmi.limit78]).toEqual([95, 109, 95, 320000, 312000]);
    expect(rows[93]!.balance).toBe(320249.14);
    expect(rows[94]!.balance).toBe(319708.38);
    expect(rows[107]!.balance).toBeGreaterThan(312000);
    expect(rows[108]!.balance).toBeLessThanOrEqual(312000);
    expect(rows.slice(0, 95).every((row) => row.pmi === 150)).toBe(true);
    expect(rows.slice(95).every((row) => row.pmi === 0)).toBe(true);
    expect(r.totals.pmi).toBe(95 * 150);
  });

  it('writes each row as the loan row plus the month costs, and totals equal to the sums of the rows', () => {
    const r = home({ hoa: 85.5 }, { showTable: true });
    for (const row of r.schedule!) expect(cents(row.total)).toBe(cents(row.payment) + cents(row.pmi) + cents(row.tax) + cents(row.insurance) + cents(row.hoa));
    const total = (key: 'payment' | 'pmi' | 'tax' | 'insurance' | 'hoa' | 'total') => r.schedule!.reduce((s, row) => s + cents(row[key]), 0) / 100;
    expect([total('payment'), total('pmi'), total('tax'), total('insurance'), total('hoa'), total('total')]).toEqual([
      r.totals.principalInterest,
      r.totals.pmi,
      r.totals.tax,
      r.totals.insurance,
      r.totals.hoa,
      r.totals.total,
    ]);
    expect(r.totals.hoa).toBe(85.5 * 360);
    expect(r.totals.principalInterest).toBe(r.loan.totalPaid);
  });

  it('solves the APR from the fees: 200,000 at 6% for 30 years with 4,000 of fees is 6.189%', () => {
    const r = home({ price: 250000, down: 50000, rate: 6, term: 30, ...NO_EXTRAS, fees: 4000 }, { downUnit: 'amount' });
    expect([r.loan.amount, r.loan.payment, r.loan.lastPayment, r.apr]).toEqual([200000, 1199.1, 1200.14, 6.189]);
    // Independently: Newton on the closed form, and Python's decimal value.
    expect(Math.abs(newtonApr(1199.1, 1200.14, 360, 196000) - 6.18947584853649)).toBeLessThan(1e-9);
    const rows = home({ price: 250000, down: 50000, rate: 6, term: 30, ...NO_EXTRAS, fees: 4000 }, { downUnit: 'amount', showTable: true }).schedule!;
    const exact = solveApr(rows.map((row) => cents(row.payment)), 19_600_000);
    expect(Math.abs(exact - 6.18947584853649)).toBeLessThan(1e-9);
    // The payments discounted at the APR are worth the 196,000 received.
    const i = exact / 1200;
    expect(rows.reduce((s, row, k) => s + row.payment / (1 + i) ** (k + 1), 0)).toBeCloseTo(196000, 6);
    // The EU's effective rate compounds the same monthly rate.
    expect(r.aprEffective).toBe(Math.round(((1 + 0.0618947584853649 / 12) ** 12 - 1) * 1e5) / 1000);
  });

  it('counts PMI as a finance charge in the APR (Python decimal: 6.91278%)', () => {
    const r = home({}, { showTable: true });
    const exact = solveApr(r.schedule!.map((row) => cents(row.payment) + cents(row.pmi)), 35_600_000);
    expect(Math.abs(exact - 6.9127800774096)).toBeLessThan(1e-9);
    expect(r.apr).toBe(6.913);
  });

  it('gives the same APR whether the fees are paid at closing or added to the loan on the same money received', () => {
    const upfront = home({ price: 250000, down: 50000, ...NO_EXTRAS, fees: 4000, rate: 6 }, { downUnit: 'amount' });
    const financed = home({ price: 250000, down: 50000, ...NO_EXTRAS, fees: 4000, rate: 6 }, { downUnit: 'amount', feesPaid: 'financed' });
    expect([financed.loan.amount, financed.feesFinanced, financed.upfront]).toEqual([204000, true, 50000]);
    // Both borrow at 6 % and pay fees worth 2 % of what they receive: the financed loan's fees are 4,000 on 200,000.
    expect(Math.abs(financed.apr - upfront.apr)).toBeLessThan(0.01);
    expect(financed.pmi.needed).toBe(true);
  });

  it('reads the down payment and the property tax as a percentage of the price or as an amount', () => {
    const share = home({ down: 10, tax: 1.2 });
    const amount = home({ down: 40000, tax: 4800 }, { downUnit: 'amount', taxUnit: 'amount' });
    expect(amount.monthly).toEqual(share.monthly);
    expect(amount.apr).toBe(share.apr);
    // 1.25 % of 333,333: 4,166.6625 a year, 347.22 a month (rounded once, half up).
    expect(home({ price: 333333, tax: 1.25 }).monthly.tax).toBe(347.22);
    expect(home({ price: 333333, down: 12.5 }).downPayment).toBe(41666.63);
  });

  it('charges no PMI with 20% down or more, whatever its rate', () => {
    const r = home({ down: 25, pmi: 1 });
    expect([r.pmi.needed, r.monthly.pmi, r.totals.pmi, r.pmi.lastPayment]).toEqual([false, 0, 0, null]);
    // Under 20 % without a PMI rate: needed, but nothing to charge.
    const none = home({ down: 5, pmi: 0 });
    expect([none.pmi.needed, none.monthly.pmi, none.pmi.lastPayment, none.monthlyAfterPmi]).toEqual([true, 0, null, null]);
  });

  it('says what is wrong at the field', () => {
    expect(fails({ down: 400000 }, { downUnit: 'amount' })).toEqual(['downTooLarge', 'down']);
    expect(fails({ down: 100 })).toEqual(['downPercentTooLarge', 'down']);
    expect(fails({ down: -1 })).toEqual(['downRange', 'down']);
    expect(fails({ price: 0 })).toEqual(['priceRange', 'price']);
    expect(fails({ tax: 101 })).toEqual(['taxPercentRange', 'tax']);
    expect(fails({ tax: -5 }, { taxUnit: 'amount' })).toEqual(['costRange', 'tax']);
    expect(fails({ insurance: -1 })).toEqual(['costRange', 'insurance']);
    expect(fails({ hoa: -0.01 })).toEqual(['costRange', 'hoa']);
    expect(fails({ pmi: 11 })).toEqual(['pmiRange', 'pmi']);
    expect(fails({ fees: 360000 })).toEqual(['feesTooLarge', 'fees']);
    expect(fails({ insurance: null })).toEqual(['required', 'insurance']);
    expect(fails({ rate: Number.NaN })).toEqual(['invalidNumber', 'rate']);
    // Financed, the fees are borrowed on top: any amount leaves the price less the down payment received.
    expect(home({ fees: 360000 }, { feesPaid: 'financed' }).loan.amount).toBe(720000);
    // Every bad field at once, for the page.
    const errors = fieldErrors({ ...INPUT, down: 120, insurance: -1, pmi: 20 }, { ...defaults, tab: 'mortgage' });
    expect(Object.keys(errors).sort()).toEqual(['down', 'insurance', 'pmi']);
  });

  it('never gives NaN or Infinity', () => {
    fc.assert(
      fc.property(
        fc.record({
          price: fc.double({ min: 1, max: 1e9, noNaN: true }),
          down: fc.double({ min: 0, max: 99.9, noNaN: true }),
          rate: fc.double({ min: 0, max: 30, noNaN: true }),
          term: fc.integer({ min: 1, max: 50 }),
          tax: fc.double({ min: 0, max: 5, noNaN: true }),
          insurance: fc.double({ min: 0, max: 1e5, noNaN: true }),
          pmi: fc.double({ min: 0, max: 10, noNaN: true }),
          hoa: fc.double({ min: 0, max: 1e4, noNaN: true }),
          fees: fc.double({ min: 0, max: 1e4, noNaN: true }),
        }),
        fc.constantFrom('upfront', 'financed'),
        (input, feesPaid) => {
          const result = run({ ...INPUT, ...input } as Input, { ...defaults, tab: 'mortgage', feesPaid: feesPaid as Options['feesPaid'] });
          // (JSON would write NaN as null: every number is looked at.)
          const finite = (v: unknown): boolean => (typeof v === 'number' ? Number.isFinite(v) : v !== null && typeof v === 'object' ? Object.values(v).every(finite) : true);
          expect(finite(result)).toBe(true);
          if (!isToolError(result)) expect((result as MortgageResult).apr).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
