import { describe, expect, it } from 'vitest';
import { currencyName, money, MONEY_CURRENCIES, moneyFormat } from './money.ts';

describe('currencyName', () => {
  it('names a currency in the page language, with a capital and its code', () => {
    expect(currencyName('USD', 'en')).toBe('US Dollar (USD)');
    expect(currencyName('USD', 'de')).toBe('US-Dollar (USD)');
    expect(currencyName('USD', 'fr')).toBe('Dollar des États-Unis (USD)');
    expect(currencyName('GBP', 'es')).toBe('Libra esterlina (GBP)');
  });
  it('leaves to the locale what is not a currency code', () => {
    expect(currencyName('none', 'en')).toBeNull();
    expect(currencyName('ZZZ', 'en')).toBeNull();
  });
  it('names every currency calculators offer in all four languages', () => {
    for (const code of MONEY_CURRENCIES.filter((c) => c !== 'none'))
      for (const lang of ['en', 'es', 'de', 'fr']) expect(currencyName(code, lang), `${code} ${lang}`).toMatch(new RegExp(`^\\S.* \\(${code}\\)$`));
  });
});

describe('money', () => {
  it('writes two decimals, with the sign of the currency chosen', () => {
    const write = (value: number, currency: string, lang: string) => new Intl.NumberFormat(lang, moneyFormat(currency)).format(value);
    expect(write(1264.14, 'none', 'en')).toBe('1,264.14');
    expect(write(1264.1, 'USD', 'en')).toBe('$1,264.10');
    expect(write(1264.14, 'EUR', 'de')).toBe('1.264,14\u00a0€');
    expect(money(3, 'GBP')).toEqual({ num: 3, format: moneyFormat('GBP') });
  });
});
