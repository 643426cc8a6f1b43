import { describe, expect, it } from 'vitest';
import { isToolError, readFields, toolError, type ToolError } from '@sdk/core';
import { manifest, type Input, type Options } from './manifest.ts';
import { COUNTRY_CODES, RATES, RATES_AS_OF, rateOf } from './rates.ts';
import { run, type VatResult } from './run.ts';

function outcome(texts: Record<string, string>, options: Options, lang = 'en'): VatResult | ToolError {
  const read = readFields(manifest.fields, { amount: '', country: 'GB', rate: '', ...texts }, lang, options.rateFrom);
  const [field, mistake] = Object.entries(read.errors)[0] ?? [];
  if (field && mistake) return toolError(mistake.code, { ...mistake.params, field });
  if (read.missing.length) return toolError('required', { field: read.missing[0]! });
  return run(read.input as Input, options);
}
function vat(texts: Record<string, string>, options: Options, lang = 'en'): VatResult {
  const r = outcome(texts, options, lang);
  if (isToolError(r)) throw new Error(r.code);
  return r;
}
const ADD: Options = { rateFrom: 'country', mode: 'add' };
const REMOVE: Options = { rateFrom: 'country', mode: 'remove' };
const ANY_ADD: Options = { rateFrom: 'custom', mode: 'add' };
const ANY_REMOVE: Options = { rateFrom: 'custom', mode: 'remove' };

describe('the rates shipped', () => {
  it('has the 27 EU member states and 11 other countries, each once, with a plausible rate', () => {
    expect(RATES.filter((r) => r.group === 'eu')).toHaveLength(27);
    expect(RATES.filter((r) => r.group === 'other')).toHaveLength(11);
    expect(new Set(COUNTRY_CODES).size).toBe(RATES.length);
    for (const r of RATES) {
      expect(r.code).toMatch(/^[A-Z]{2}$/);
      expect(r.rate).toBeGreaterThan(0);
      expect(r.rate).toBeLessThanOrEqual(27);
    }
    expect(RATES_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has the European Commission’s standard rates, with the changes of 2024 and 2025', () => {
    expect(rateOf('DE')!.rate).toBe(19);
    expect(rateOf('FR')!.rate).toBe(20);
    expect(rateOf('HU')!.rate).toBe(27);
    expect(rateOf('LU')!.rate).toBe(17);
    expect(rateOf('FI')!.rate).toBe(25.5); // from 1 September 2024
    expect(rateOf('SK')!.rate).toBe(23); // from 1 January 2025
    expect(rateOf('EE')!.rate).toBe(24); // from 1 July 2025
    expect(rateOf('RO')!.rate).toBe(21); // from 1 August 2025
    expect(rateOf('CH')!.rate).toBe(8.1); // from 1 January 2024
    expect(rateOf('EL')).toBeUndefined(); // Greece is GR (ISO 3166), as the page names it
  });
});

describe('adding and removing VAT', () => {
  it('adds VAT to a net amount', () => {
    expect(vat({ amount: '100', country: 'DE' }, ADD)).toEqual({ mode: 'add', country: 'DE', rate: 19, net: 100, vat: 19, gross: 119 });
    // 19.99 × 20 % = 3.998 → 4.00.
    expect(vat({ amount: '19.99', country: 'GB' }, ADD)).toMatchObject({ vat: 4, gross: 23.99 });
  });

  it('removes VAT by dividing by 1 + rate, not by taking the rate off the gross', () => {
    // 120 ÷ 1.2 = 100, VAT 20 (not 120 × 20 % = 24).
    expect(vat({ amount: '120', country: 'GB' }, REMOVE)).toMatchObject({ net: 100, vat: 20, gross: 120 });
    // 100 ÷ 1.19 = 84.0336… → 84.03, VAT 15.97.
    expect(vat({ amount: '100', country: 'DE' }, REMOVE)).toMatchObject({ net: 84.03, vat: 15.97 });
    expect(vat({ amount: '49.99', country: 'FI' }, REMOVE)).toMatchObject({ net: 39.83, vat: 10.16 });
  });

  it('always gives net + VAT = gross to the cent, both ways', () => {
    for (const amount of ['0.01', '0.99', '1', '9.99', '123.45', '99999.99']) {
      for (const r of RATES) {
        for (const options of [ADD, REMOVE]) {
          const x = vat({ amount, country: r.code }, options);
          expect(Math.round(x.net * 100) + Math.round(x.vat * 100)).toBe(Math.round(x.gross * 100));
          expect(options.mode === 'add' ? x.net : x.gross).toBe(Number(amount));
        }
      }
    }
  });

  it('takes any rate typed, read exactly as written', () => {
    // 8.25 % of 80.00 = 6.60; 7.7 % of 10.00 = 0.77 (10 × 0.077 is 0.7699999999999999 in floating point).
    expect(vat({ amount: '80', rate: '8.25' }, ANY_ADD)).toMatchObject({ country: null, rate: 8.25, vat: 6.6, gross: 86.6 });
    expect(vat({ amount: '10', rate: '7.7' }, ANY_ADD)).toMatchObject({ vat: 0.77 });
    expect(vat({ amount: '10', rate: '0' }, ANY_REMOVE)).toMatchObject({ net: 10, vat: 0 });
    expect(vat({ amount: '1.190,00', rate: '19' }, ANY_REMOVE, 'de')).toMatchObject({ net: 1000, vat: 190 });
  });

  it('says what is wrong at the field', () => {
    expect(outcome({ amount: '100', rate: '' }, ANY_ADD)).toEqual(toolError('required', { field: 'rate' }));
    expect(outcome({ amount: 'x', country: 'DE' }, ADD)).toMatchObject({ code: 'invalidNumber', params: { field: 'amount' } });
    expect(outcome({ amount: '-1', country: 'DE' }, ADD)).toMatchObject({ code: 'belowMin', params: { field: 'amount' } });
    expect(outcome({ amount: '10', rate: '150' }, ANY_ADD)).toMatchObject({ code: 'aboveMax', params: { field: 'rate' } });
    expect(run({ amount: 10, country: 'XX', rate: null }, ADD)).toEqual(toolError('unknownCountry', { field: 'country' }));
  });

  it('stays exact at the largest amount allowed', () => {
    expect(vat({ amount: '999999999999.99', country: 'HU' }, ADD)).toMatchObject({ vat: 270000000000, gross: 1269999999999.99 });
  });
});
