import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import { currencyName, isToolError, toolError } from '@sdk/core';
import { changePercent, convertAmount, crossRate, rateText } from './convert.ts';
import { CURRENCIES, ECB_CURRENCIES, minorUnits } from './currencies.ts';
import { checkFeed, checkRates, keptRates, loadRates, type Rates, type RatesFeed } from './rates.ts';
import { convertWith, run, type ConvertResult } from './run.ts';
import { SNAPSHOT } from './snapshot.ts';
import { CURRENCY_API_SNAPSHOT } from './snapshotCurrencyApi.ts';

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

const BOTH: Rates = { feeds: [SNAPSHOT, CURRENCY_API_SNAPSHOT] };
const ok = (result: ReturnType<typeof convertWith> | Awaited<ReturnType<typeof run>>) => {
  expect(isToolError(result), JSON.stringify(result)).toBe(false);
  return result as ConvertResult;
};

describe('run', () => {
  it('converts with the copies kept with the site where no server answers, and says so', async () => {
    const result = ok(await run(input(100, 'EUR', 'USD'), { tab: 'converter' }));
    expect(result).toMatchObject({ sources: [{ provider: 'ecb', source: 'snapshot', date: '2025-02-25' }], converted: '104.97', rate: '1.0497', inverse: '0.952653' });
  });

  it('gives 7 publication days of history, newest first, each with its change from the day before', async () => {
    const result = ok(await run(input(1, 'EUR', 'GBP'), { tab: 'history' }));
    expect(result.history.map((r) => r.date)).toEqual(['2025-02-25', '2025-02-24', '2025-02-21', '2025-02-20', '2025-02-19', '2025-02-18', '2025-02-17']);
    // 0.82908 against 0.8283 the day before: +0.094…%.
    expect(result.history[0]).toEqual({ date: '2025-02-25', rate: '0.82908', change: '0.09' });
    // The 7th day's change needs the 8th day (2025-02-14: 0.83215): 0.83133 / 0.83215 − 1 = −0.0985…%.
    expect(result.history[6]).toEqual({ date: '2025-02-17', rate: '0.83133', change: '-0.10' });
  });

  it('has a change only where the day before is known', () => {
    const feed: RatesFeed = { provider: 'ecb', source: 'fetched', days: [day] };
    expect(ok(convertWith({ feeds: [feed] }, 1, 'EUR', 'USD')).history).toEqual([{ date: '2025-02-25', rate: '1.0497', change: null }]);
  });

  it('refuses a negative amount, and one beyond a billion, at the field', async () => {
    expect(await run(input(-1, 'EUR', 'USD'), { tab: 'converter' })).toEqual(toolError('negative', { field: 'amount' }));
    expect(await run(input(1e9 + 1, 'EUR', 'USD'), { tab: 'converter' })).toEqual(toolError('tooLarge', { field: 'amount', max: 1e9 }));
  });

  it('says so when no source has a currency (never a rate that was not published)', () => {
    expect(convertWith({ feeds: [{ provider: 'ecb', source: 'fetched', days: [day] }] }, 5, 'EUR', 'THB')).toEqual(toolError('notPublished', { currency: 'THB' }));
    // An operator who serves the ECB alone: no naira.
    expect(convertWith({ feeds: [SNAPSHOT] }, 5, 'USD', 'NGN')).toEqual(toolError('notPublished', { currency: 'NGN' }));
  });
});

describe('two sources', () => {
  it('keeps the ECB as the reference wherever it has both currencies, though currency-api has them too', () => {
    // currency-api says 1.13607202 USD for a euro on 29 September 2026; the ECB said 1.0497 on 25 February 2025.
    expect(CURRENCY_API_SNAPSHOT.days[0]!.rates.USD).toBe('1.13607202');
    expect(ok(convertWith(BOTH, 100, 'EUR', 'USD'))).toMatchObject({ sources: [{ provider: 'ecb', date: '2025-02-25' }], converted: '104.97' });
    expect(ok(convertWith(BOTH, 1000, 'GBP', 'CHF')).sources).toEqual([{ provider: 'ecb', source: 'snapshot', date: '2025-02-25' }]);
  });

  it('uses currency-api for a pair the ECB does not have, with its own date: 100 USD = 132,616.44 NGN', () => {
    // data/currency-api-eur-2026-09-29.json: usd 1.13607202, ngn 1506.61827055; 100 × 1506.61827055 ÷ 1.13607202 = 132616.4401575… (Python's decimal).
    const result = ok(convertWith(BOTH, 100, 'USD', 'NGN'));
    expect(result).toMatchObject({ sources: [{ provider: 'currency-api', source: 'snapshot', date: '2026-09-29' }], converted: '132616.44', rate: '1326.16', inverse: '0.000754054' });
    // Its history is the days the site holds of that source: here the snapshot's one day, no change.
    expect(result.history).toEqual([{ date: '2026-09-29', rate: '1326.16', change: null }]);
    // ars 1732.54080866: 100 EUR = 173,254.08 ARS; 5000 ARS = 2.8859… EUR.
    expect(ok(convertWith(BOTH, 100, 'EUR', 'ARS')).converted).toBe('173254.08');
    expect(ok(convertWith(BOTH, 5000, 'ARS', 'EUR')).converted).toBe('2.89');
  });

  it('uses currency-api alone where the operator serves it alone (even for the ECB’s currencies)', () => {
    expect(ok(convertWith({ feeds: [CURRENCY_API_SNAPSHOT] }, 100, 'EUR', 'USD'))).toMatchObject({ sources: [{ provider: 'currency-api', date: '2026-09-29' }], converted: '113.61' });
  });

  it('combines two sources through the euro only where no one source has both, naming both with their dates, and makes no history of them', () => {
    const ecbOnlyUsd: RatesFeed = { provider: 'ecb', source: 'fetched', days: [day] };
    const apiWithoutUsd: RatesFeed = { provider: 'currency-api', source: 'fetched', days: [{ date: '2026-09-29', rates: { NGN: '1506.61827055' } }] };
    const result = ok(convertWith({ feeds: [ecbOnlyUsd, apiWithoutUsd] }, 100, 'USD', 'NGN'));
    // 100 × 1506.61827055 ÷ 1.0497 = 143528.4624702…
    expect(result).toMatchObject({ converted: '143528.46', rate: '1435.28', inverse: '0.000696726', history: [] });
    expect(result.sources).toEqual([
      { provider: 'ecb', source: 'fetched', date: '2025-02-25' },
      { provider: 'currency-api', source: 'fetched', date: '2026-09-29' },
    ]);
  });

  it('converts every currency to and from the euro, the dollar and the naira with the copies kept with the site', () => {
    for (const code of CURRENCIES) {
      for (const other of ['EUR', 'USD', 'NGN']) {
        for (const [from, to] of [[code, other], [other, code]] as const) {
          const result = ok(convertWith(BOTH, 12.34, from, to));
          const ecb = (ECB_CURRENCIES as readonly string[]).includes(from) && (ECB_CURRENCIES as readonly string[]).includes(to);
          expect(result.sources.map((s) => s.provider), `${from}→${to}`).toEqual([ecb ? 'ecb' : 'currency-api']);
        }
      }
    }
  });
});

describe('the currencies', () => {
  it('are 152 ISO 4217 codes, each once, that Intl knows and names in the four languages, each in the currency-api copy', () => {
    expect(CURRENCIES).toHaveLength(152);
    expect(new Set(CURRENCIES).size).toBe(152);
    const known = new Set(Intl.supportedValuesOf('currency'));
    for (const code of CURRENCIES) {
      expect(known.has(code), code).toBe(true);
      if (code !== 'EUR') expect(CURRENCY_API_SNAPSHOT.days[0]!.rates[code], code).toMatch(/^\d+(\.\d+)?$/);
      for (const lang of ['en', 'es', 'de', 'fr']) expect(currencyName(code, lang), `${code} in ${lang}`).toMatch(new RegExp(`\\S.* \\(${code}\\)$`));
    }
    expect(currencyName('NGN', 'de')).toBe('Nigerianischer Naira (NGN)');
    expect(currencyName('USD', 'fr')).toBe('Dollar des États-Unis (USD)');
    // No crypto-currency, metal or withdrawn currency.
    for (const code of ['BTC', 'XAU', 'XAG', 'HRK', 'SLL', 'ZWL', 'ANG', 'CUC', 'XDR']) expect(CURRENCIES as readonly string[]).not.toContain(code);
  });
});

describe('the rates the page accepts', () => {
  it('takes a well-formed feed and refuses anything else', () => {
    expect(checkFeed({ provider: 'ecb', source: 'fetched', days: [day], fetchedAt: '2025-02-25T15:20:00Z' })).toEqual({ provider: 'ecb', source: 'fetched', days: [day], fetchedAt: '2025-02-25T15:20:00Z' });
    expect(checkFeed({ provider: 'ecb', source: 'live', days: [day] })).toBeNull();
    expect(checkFeed({ provider: 'bank', source: 'fetched', days: [day] })).toBeNull();
    expect(checkFeed({ source: 'ecb', days: [day] })).toBeNull();
    expect(checkFeed({ provider: 'ecb', source: 'fetched', days: [] })).toBeNull();
    expect(checkFeed({ provider: 'ecb', source: 'fetched', days: [{ date: '25.02.2025', rates: {} }] })).toBeNull();
    expect(checkFeed({ provider: 'ecb', source: 'fetched', days: [{ date: '2025-02-25', rates: { USD: '1e3' } }] })).toBeNull();
    expect(checkFeed({ provider: 'ecb', source: 'fetched', days: [{ date: '2025-02-25', rates: { USD: '-1' } }] })).toBeNull();
    expect(checkFeed({ provider: 'currency-api', source: 'fetched', days: [{ date: '2025-02-25', rates: { EUR: '1' } }] })).toBeNull();
    expect(checkFeed('<html>')).toBeNull();
  });

  it('takes the API’s feeds, puts the ECB first, and refuses the answer whole if a feed is wrong or given twice', () => {
    const ecb = { provider: 'ecb', source: 'fetched', days: [day] };
    const api = { provider: 'currency-api', source: 'fetched', days: [{ date: '2026-09-29', rates: { NGN: '1506.61827055' } }] };
    expect(checkRates({ feeds: [api, ecb] })).toEqual({ feeds: [ecb, api] });
    expect(checkRates({ feeds: [api] })).toEqual({ feeds: [api] });
    expect(checkRates({ feeds: [] })).toBeNull();
    expect(checkRates({ feeds: [ecb, ecb] })).toBeNull();
    expect(checkRates({ feeds: [ecb, { ...api, source: 'live' }] })).toBeNull();
    // The answer of the server before there were two sources.
    expect(checkRates({ source: 'ecb', days: [day] })).toBeNull();
  });

  it('uses the copies kept with the site outside a page (no server to ask)', async () => {
    expect(await loadRates()).toEqual({ feeds: [SNAPSHOT, CURRENCY_API_SNAPSHOT] });
    expect(await keptRates()).toEqual(BOTH);
  });
});
