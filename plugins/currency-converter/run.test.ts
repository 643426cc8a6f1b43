import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import { isToolError, toolError } from '@sdk/core';
import { changePercent, convertAmount, crossRate, rateText } from './convert.ts';
import { CURRENCIES, minorUnits } from './currencies.ts';
import { checkFeed, loadRates, type RatesFeed } from './rates.ts';
import { convertWith, run } from './run.ts';
import { SNAPSHOT } from './snapshot.ts';

const day = { date: '2025-02-25', rates: { USD: '1.0497', JPY: '157.19', GBP: '0.82908', CHF: '0.9386', IDR: '17160.65', KRW: '1505.11' } };
const input = (amount: number, from: string, to: string) => ({ amount, from, to }) as Parameters<typeof run>[0];

describe('conversion through the euro, in exact decimals', () => {
  it('uses the published rate as it is: 100 EUR at 1.0497 is exactly 104.97 USD', () => {
    expect(convertAmount(100, day, 'EUR', 'USD')).toBe('104.97');
    // In binary floating point 0.1 × 3 is 0.30000000000000004 and 1.0497 × 3 is 3.1491000000000002.
    expect(convertAmount(3, day, 'EUR', 'USD')).toBe('3.15');
    expect(convertAmount(0.1, day, 'EUR', 'USD')).toBe('0.10');
  });

  it('divides for the way back: 104.97 USD is 100.00 EUR again', () => {
    expect(convertAmount(104.97, day, 'USD', 'EUR')).toBe('100.00');
  });

  it('crosses two non-euro currencies through the euro: 1000 GBP in CHF = 1000 × 0.9386 ÷ 0.82908', () => {
    // 938.6 / 0.82908 = 1132.098229362667… (Python's decimal module, 50 digits).
    expect(convertAmount(1000, day, 'GBP', 'CHF')).toBe('1132.10');
    expect(crossRate(day, 'GBP', 'CHF')!.toFixed(15)).toBe('1.132098229362667');
  });

  it('rounds once, half away from zero, to the target currency’s decimal places', () => {
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('KRW')).toBe(0);
    expect(minorUnits('EUR')).toBe(2);
    // 250 × 157.19 ÷ 1.0497 = 37436.886...
    expect(convertAmount(250, day, 'USD', 'JPY')).toBe('37437');
    // Exactly half a cent rounds up: 0.5 EUR cents in USD… 0.005 × 1 = 0.005 (EUR → EUR).
    expect(convertAmount(0.005, day, 'EUR', 'EUR')).toBe('0.01');
    expect(convertAmount(0.004999, day, 'EUR', 'EUR')).toBe('0.00');
  });

  it('keeps large amounts exact (beyond what a double holds)', () => {
    // 999,999,999.99 EUR × 17160.65 = 17,160,649,999,828.3935 IDR, written without decimals (as Intl writes rupiah).
    expect(minorUnits('IDR')).toBe(0);
    expect(convertAmount(999999999.99, day, 'EUR', 'IDR')).toBe('17160649999828');
    // 999,999,999.99 EUR × 1.0497 = 1,049,699,999.989503 USD.
    expect(convertAmount(999999999.99, day, 'EUR', 'USD')).toBe('1049699999.99');
  });

  it('gives no rate for a currency the day does not have', () => {
    expect(crossRate(day, 'EUR', 'THB')).toBeNull();
    expect(convertAmount(1, day, 'THB', 'EUR')).toBeNull();
  });

  it('writes rates to 6 significant digits and changes to 2 places', () => {
    expect(rateText(new Big('0.95265313899209297894'))).toBe('0.952653');
    expect(rateText(new Big('149.74754691816709536'))).toBe('149.748');
    expect(changePercent(new Big('1.0466'), new Big('1.0497'))).toBe('0.30');
    expect(changePercent(new Big('1.0447'), new Big('1.0434'))).toBe('-0.12');
  });
});

describe('run', () => {
  it('converts with the copy kept with the site where no server answers, and says so', async () => {
    const result = await run(input(100, 'EUR', 'USD'), { tab: 'converter' });
    expect(isToolError(result)).toBe(false);
    expect(result).toMatchObject({ source: 'snapshot', date: '2025-02-25', converted: '104.97', rate: '1.0497', inverse: '0.952653' });
  });

  it('gives 7 publication days of history, newest first, each with its change from the day before', async () => {
    const result = (await run(input(1, 'EUR', 'GBP'), { tab: 'history' })) as Exclude<Awaited<ReturnType<typeof run>>, { code: string }>;
    expect(result.history.map((r) => r.date)).toEqual(['2025-02-25', '2025-02-24', '2025-02-21', '2025-02-20', '2025-02-19', '2025-02-18', '2025-02-17']);
    // 0.82908 against 0.8283 the day before: +0.094…%.
    expect(result.history[0]).toEqual({ date: '2025-02-25', rate: '0.82908', change: '0.09' });
    // The 7th day's change needs the 8th day (2025-02-14: 0.83215): 0.83133 / 0.83215 − 1 = −0.0985…%.
    expect(result.history[6]).toEqual({ date: '2025-02-17', rate: '0.83133', change: '-0.10' });
  });

  it('has a change only where the day before is known', () => {
    const feed: RatesFeed = { source: 'ecb', days: [day] };
    const result = convertWith(feed, 1, 'EUR', 'USD');
    expect(!isToolError(result) && result.history).toEqual([{ date: '2025-02-25', rate: '1.0497', change: null }]);
  });

  it('refuses a negative amount, and one beyond a billion, at the field', async () => {
    expect(await run(input(-1, 'EUR', 'USD'), { tab: 'converter' })).toEqual(toolError('negative', { field: 'amount' }));
    expect(await run(input(1e9 + 1, 'EUR', 'USD'), { tab: 'converter' })).toEqual(toolError('tooLarge', { field: 'amount', max: 1e9 }));
  });

  it('says so when the rates of the day lack a currency (never a rate that was not published)', () => {
    const result = convertWith({ source: 'ecb', days: [day] }, 5, 'EUR', 'THB');
    expect(result).toEqual(toolError('notPublished', { currency: 'THB', date: '2025-02-25' }));
  });

  it('converts every pair of the 31 currencies with the snapshot', () => {
    for (const from of CURRENCIES) for (const to of CURRENCIES) expect(isToolError(convertWith(SNAPSHOT, 12.34, from, to)), `${from}→${to}`).toBe(false);
  });
});

describe('the rates the page accepts', () => {
  it('takes a well-formed feed and refuses anything else', () => {
    expect(checkFeed({ source: 'ecb', days: [day], fetchedAt: '2025-02-25T15:20:00Z' })).toEqual({ source: 'ecb', days: [day], fetchedAt: '2025-02-25T15:20:00Z' });
    expect(checkFeed({ source: 'live', days: [day] })).toBeNull();
    expect(checkFeed({ source: 'ecb', days: [] })).toBeNull();
    expect(checkFeed({ source: 'ecb', days: [{ date: '25.02.2025', rates: {} }] })).toBeNull();
    expect(checkFeed({ source: 'ecb', days: [{ date: '2025-02-25', rates: { USD: '1e3' } }] })).toBeNull();
    expect(checkFeed({ source: 'ecb', days: [{ date: '2025-02-25', rates: { USD: '-1' } }] })).toBeNull();
    expect(checkFeed('<html>')).toBeNull();
  });

  it('uses the copy kept with the site outside a page (no server to ask)', async () => {
    expect(await loadRates()).toBe(SNAPSHOT);
  });
});
