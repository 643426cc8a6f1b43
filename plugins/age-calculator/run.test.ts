import { describe, expect, it } from 'vitest';
import { daysFromCivil } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { ageAt, birthdayIn, run, type Age } from './run.ts';

const age = (birth: string, at: string, leapRule: Options['leapRule'] = 'feb28') => run({ birth, at } as Input, { leapRule }) as Age;
const ymd = (a: Age) => [a.years, a.months, a.days];
const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return daysFromCivil({ year: y!, month: m!, day: d! });
};

describe('age in years, months and days', () => {
  it('completes a year on the birthday and a month on the same day of the month', () => {
    expect(ymd(age('1990-05-15', '2026-11-25'))).toEqual([36, 6, 10]);
    expect(ymd(age('1990-05-15', '2026-05-15'))).toEqual([36, 0, 0]);
    expect(ymd(age('1990-05-15', '2026-05-14'))).toEqual([35, 11, 29]);
    expect(ymd(age('2020-01-01', '2020-01-01'))).toEqual([0, 0, 0]);
  });

  it('agrees with java.time.Period.between for month ends (a month complete on the last day of a shorter month)', () => {
    // Period.between(1999-01-31, 1999-02-28) = P28D, (1999-01-31, 1999-03-01) = P1M1D, (1999-01-31, 1999-03-31) = P2M.
    expect(ymd(age('1999-01-31', '1999-02-28'))).toEqual([0, 0, 28]);
    expect(ymd(age('1999-01-31', '1999-03-01'))).toEqual([0, 1, 1]);
    expect(ymd(age('1999-01-31', '1999-03-31'))).toEqual([0, 2, 0]);
  });

  it('never goes backwards nor has a negative part, for a birth at a month end', () => {
    const birth = { year: 1999, month: 1, day: 31 };
    let previous = -1;
    for (let d = day('1999-01-31'); d < day('2001-01-01'); d++) {
      const { years, months, days } = ageAt(birth, d, 'feb28');
      expect(days).toBeGreaterThanOrEqual(0);
      expect(days).toBeLessThan(31);
      expect(years * 10_000 + months * 100 + days).toBeGreaterThan(previous);
      previous = years * 10_000 + months * 100 + days;
    }
  });

  it('gives the totals in whole days', () => {
    const a = age('1990-05-15', '2026-11-25');
    expect([a.totalDays, a.totalWeeks, a.weekDays, a.totalMonths]).toEqual([13343, 1906, 1, 438]);
    expect(a.birthWeekday).toBe(2);
  });
});

describe('born on 29 February', () => {
  it('keeps the birthday on 28 February or 1 March in common years, as chosen', () => {
    const birth = { year: 2000, month: 2, day: 29 };
    expect(birthdayIn(birth, 2025, 'feb28')).toBe(day('2025-02-28'));
    expect(birthdayIn(birth, 2025, 'mar1')).toBe(day('2025-03-01'));
    expect(birthdayIn(birth, 2028, 'mar1')).toBe(day('2028-02-29'));
  });

  it('comes of age on the chosen day', () => {
    // Born 29 February 2004: 18 on 28 February 2022 (Taiwan), on 1 March 2022 (England and Wales, Family Law Reform Act 1969).
    expect(age('2004-02-29', '2022-02-28', 'feb28').years).toBe(18);
    expect(age('2004-02-29', '2022-02-28', 'mar1').years).toBe(17);
    expect(ymd(age('2004-02-29', '2022-03-01', 'mar1'))).toEqual([18, 0, 0]);
    expect(age('2004-02-29', '2022-03-01', 'mar1').birthday).toBe(true);
    expect(age('2004-02-29', '2022-02-28', 'feb28').birthday).toBe(true);
    expect(ymd(age('2000-02-29', '2025-02-28', 'mar1'))).toEqual([24, 11, 30]);
  });

  it('counts the birthday on 29 February itself in leap years, with either rule', () => {
    for (const rule of ['feb28', 'mar1'] as const) {
      expect(ymd(age('2000-02-29', '2024-02-29', rule))).toEqual([24, 0, 0]);
      expect(ymd(age('2000-02-29', '2024-02-28', rule))).toEqual([23, 11, 30]);
    }
  });

  it('counts the next birthday by the rule', () => {
    expect(age('2000-02-29', '2025-02-01', 'mar1')).toMatchObject({ nextBirthday: '2025-03-01', nextAge: 25, daysToBirthday: 28 });
    expect(age('2000-02-29', '2025-02-01', 'feb28')).toMatchObject({ nextBirthday: '2025-02-28', nextAge: 25, daysToBirthday: 27 });
    expect(age('2000-02-29', '2027-03-01', 'feb28')).toMatchObject({ nextBirthday: '2028-02-29', nextAge: 28, daysToBirthday: 365 });
  });

  it('has the same months and days for every day, never a negative part', () => {
    const birth = { year: 2000, month: 2, day: 29 };
    for (const rule of ['feb28', 'mar1'] as const) {
      let previous = -1;
      for (let d = day('2000-02-29'); d < day('2009-01-01'); d++) {
        const { years, months, days } = ageAt(birth, d, rule);
        const total = years * 10_000 + months * 100 + days;
        expect(months).toBeGreaterThanOrEqual(0);
        expect(months).toBeLessThan(12);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThan(31);
        expect(total).toBeGreaterThan(previous);
        previous = total;
      }
    }
  });
});

describe('next birthday', () => {
  it('is next year when today is the birthday, with its weekday', () => {
    expect(age('1990-05-15', '2026-05-15')).toMatchObject({ birthday: true, nextBirthday: '2027-05-15', nextWeekday: 6, nextAge: 37, daysToBirthday: 365 });
    expect(age('1990-05-15', '2026-05-14')).toMatchObject({ birthday: false, nextBirthday: '2026-05-15', daysToBirthday: 1 });
  });

  it('is left out beyond the year 9999', () => {
    expect(age('1990-05-15', '9999-12-31')).toMatchObject({ nextBirthday: null, nextAge: null, daysToBirthday: null });
  });
});

describe('bad input', () => {
  it('says what is missing or wrong, at its field', () => {
    expect(run({ birth: null, at: '2026-01-01' } as Input, { leapRule: 'feb28' })).toEqual({ kind: 'tool-error', code: 'selectBirth', params: { field: 'birth' } });
    expect(run({ birth: '2023-02-29', at: '2026-01-01' } as Input, { leapRule: 'feb28' })).toMatchObject({ code: 'invalidDate', params: { field: 'birth' } });
    expect(run({ birth: '2000-01-01', at: '' } as Input, { leapRule: 'feb28' })).toMatchObject({ code: 'selectAt', params: { field: 'at' } });
    expect(run({ birth: '2000-01-02', at: '2000-01-01' } as Input, { leapRule: 'feb28' })).toEqual({ kind: 'tool-error', code: 'beforeBirth', params: { field: 'at' } });
  });
});
