import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomInt, isToolError, luhnCheckDigit, luhnValid } from '@sdk/core';
import { BRAND_IDS, BRANDS, type BrandId } from './brands.ts';
import { manifest, type Options } from './manifest.ts';
import { EXPIRY_MONTHS, expiry, generate, run, spaced, type CardsResult } from './run.ts';

const NONE = { visa: false, mastercard: false, amex: false, discover: false, jcb: false, diners: false };
const DEFAULTS: Options = { ...NONE, visa: true, mastercard: true, quantity: 10, format: 'plain', includeCvv: true, includeExpiry: true, repeatable: false };

/** Cards for the options; `input` is anything a caller might pass, which the tool (without fields) ignores. */
function cards(options: Partial<Options> = {}, input?: string): CardsResult {
  const result = run((input === undefined ? {} : { text: input }) as never, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}

/** Only this brand. */
const only = (id: BrandId): Partial<Options> => ({ ...NONE, [id]: true });

/** Whether the number starts with a prefix of the brand (independently of how the generator picks it). */
function hasPrefixOf(id: BrandId, number: string): boolean {
  const n = (len: number) => Number(number.slice(0, len));
  switch (id) {
    case 'visa':
      return number.startsWith('4');
    case 'mastercard':
      return (n(2) >= 51 && n(2) <= 55) || (n(4) >= 2221 && n(4) <= 2720);
    case 'amex':
      return n(2) === 34 || n(2) === 37;
    case 'discover':
      return n(4) === 6011 || (n(3) >= 644 && n(3) <= 649) || n(2) === 65;
    case 'jcb':
      return n(4) >= 3528 && n(4) <= 3589;
    case 'diners':
      return n(2) === 36 || (n(3) >= 300 && n(3) <= 305);
  }
}

const LENGTHS: Record<BrandId, number> = { visa: 16, mastercard: 16, amex: 15, discover: 16, jcb: 16, diners: 14 };
const GROUPS: Record<BrandId, RegExp> = {
  visa: /^\d{4} \d{4} \d{4} \d{4}$/,
  mastercard: /^\d{4} \d{4} \d{4} \d{4}$/,
  amex: /^\d{4} \d{6} \d{5}$/,
  discover: /^\d{4} \d{4} \d{4} \d{4}$/,
  jcb: /^\d{4} \d{4} \d{4} \d{4}$/,
  diners: /^\d{4} \d{6} \d{4}$/,
};

describe('Luhn', () => {
  it('accepts the reference number 79927398713 and rejects its neighbours', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnCheckDigit('7992739871')).toBe(3);
    for (let d = 0; d <= 9; d++) if (d !== 3) expect(luhnValid(`7992739871${d}`)).toBe(false);
  });

  it('detects every single-digit error', () => {
    const numbers = ['79927398713', '4111111111111111', '378282246310005', ...cards({ ...NONE, ...Object.fromEntries(BRAND_IDS.map((id) => [id, true])), quantity: 50 }).cards.map((c) => c.number)];
    for (const number of numbers) {
      const digits = number.replace(/ /g, '');
      expect(luhnValid(digits), digits).toBe(true);
      for (let i = 0; i < digits.length; i++) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === digits[i]) continue;
          const wrong = digits.slice(0, i) + String(d) + digits.slice(i + 1);
          expect(luhnValid(wrong), wrong).toBe(false);
        }
      }
    }
  });

  it('accepts spaces between digits, and rejects anything that is not digits', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    for (const bad of ['', '0', 'abc', '7992739871x', '-79927398713', '７９９２７３９８７１３']) expect(luhnValid(bad), bad).toBe(false);
  });
});

describe('credit card generator', () => {
  it('gives every brand its real prefixes, length, grouping and CVV length, over many numbers', () => {
    for (const id of BRAND_IDS) {
      for (const format of ['plain', 'spaced'] as const) {
        const { cards: list } = cards({ ...only(id), quantity: 1000, format });
        expect(list).toHaveLength(1000);
        for (const card of list) {
          const digits = card.number.replace(/ /g, '');
          expect(digits, card.number).toMatch(new RegExp(`^\\d{${LENGTHS[id]}}$`));
          expect(hasPrefixOf(id, digits), card.number).toBe(true);
          expect(card.number).toMatch(format === 'spaced' ? GROUPS[id] : /^\d+$/);
          expect(card.type).toBe(BRANDS[id].name);
          expect(card.cvv).toMatch(id === 'amex' ? /^\d{4}$/ : /^\d{3}$/);
          expect(luhnValid(card.number), card.number).toBe(true);
          expect(card.valid).toBe(true);
        }
      }
    }
  });

  it('draws from every prefix range of a brand', () => {
    const seen = (id: BrandId, len: number) => new Set(cards({ ...only(id), quantity: 1000 }).cards.map((c) => c.number.slice(0, len)));
    const mc = [...seen('mastercard', 1)];
    expect(mc.sort()).toEqual(['2', '5']);
    expect(seen('amex', 2)).toEqual(new Set(['34', '37']));
    const discover = seen('discover', 2);
    for (const p of ['60', '64', '65']) expect(discover.has(p), p).toBe(true);
    const diners = seen('diners', 2);
    expect(diners).toEqual(new Set(['30', '36']));
  });

  it('mixes the selected types only', () => {
    const types = new Set(cards({ ...NONE, amex: true, jcb: true, quantity: 200 }).cards.map((c) => c.type));
    expect(types).toEqual(new Set(['American Express', 'JCB']));
    const defaults = new Set(cards({ quantity: 200 }).cards.map((c) => c.type));
    expect(defaults).toEqual(new Set(['Visa', 'Mastercard']));
  });

  it('spaces numbers in the brand grouping', () => {
    expect(spaced('378282246310005', BRANDS.amex.groups)).toBe('3782 822463 10005');
    expect(spaced('30569309025904', BRANDS.diners.groups)).toBe('3056 930902 5904');
    expect(spaced('4111111111111111', BRANDS.visa.groups)).toBe('4111 1111 1111 1111');
    for (const id of BRAND_IDS) expect(BRANDS[id].groups.reduce((a, b) => a + b, 0), id).toBe(BRANDS[id].length);
  });

  it('gives expiry dates from next month to 5 years ahead', () => {
    const now = new Date();
    const current = now.getFullYear() * 12 + now.getMonth();
    const months = new Set<number>();
    for (const card of cards({ quantity: 1000 }).cards) {
      expect(card.expiry).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
      const [mm, yy] = card.expiry!.split('/').map(Number);
      const month = (2000 + yy!) * 12 + mm! - 1;
      expect(month).toBeGreaterThan(current);
      expect(month - current).toBeLessThanOrEqual(60);
      months.add(month - current);
    }
    expect(Math.min(...months)).toBeLessThan(6);
    expect(Math.max(...months)).toBeGreaterThan(54);
    expect(EXPIRY_MONTHS).toEqual([1, 60]);
  });

  it('counts expiry months across year ends', () => {
    const december = new Date(2025, 11, 15);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(expiry(randomInt, december));
    expect(seen.has('01/26')).toBe(true);
    expect(seen.has('12/30')).toBe(true);
    expect(seen.has('12/25')).toBe(false);
    expect(seen.has('01/31')).toBe(false);
    expect(seen.size).toBe(60);
    // A fixed source gives the first and last month of the range.
    expect(expiry(() => 0, december)).toBe('01/26');
    expect(expiry((max) => max - 1, december)).toBe('12/30');
    expect(generate({ ...DEFAULTS, quantity: 1 }, ['visa'], () => 0, december).cards[0]!.expiry).toBe('01/26');
  });

  it('leaves out the CVV and the expiry when asked', () => {
    for (const card of cards({ includeCvv: false, includeExpiry: false }).cards) {
      expect(card).not.toHaveProperty('cvv');
      expect(card).not.toHaveProperty('expiry');
      expect(Object.keys(card)).toEqual(['number', 'type', 'valid']);
    }
    expect(Object.keys(cards().cards[0]!)).toEqual(['number', 'type', 'expiry', 'cvv', 'valid']);
  });

  it('honours the quantity, kept within 1 to 1000', () => {
    for (const quantity of [1, 2, 10, 57, 1000]) expect(cards({ quantity }).cards).toHaveLength(quantity);
    expect(cards({ quantity: 0 }).cards).toHaveLength(1);
    expect(cards({ quantity: 5000 }).cards).toHaveLength(1000);
    expect(cards({ quantity: Number.NaN }).cards).toHaveLength(10);
  });

  it('asks for at least one card type', () => {
    const result = run({}, { ...DEFAULTS, ...NONE });
    expect(isToolError(result) && result.code).toBe('noType');
    const en = JSON.parse(readFileSync(join(import.meta.dirname, 'locales/en.json'), 'utf8')) as { errors: Record<string, string> };
    expect(en.errors.noType).toBe('Please select at least one card type');
  });

  it('gives the same numbers for the same options when repeatable, whatever the input', () => {
    for (const id of BRAND_IDS) {
      const options = { ...only(id), quantity: 20, includeExpiry: false, repeatable: true };
      expect(cards(options)).toEqual(cards(options));
      expect(cards(options, 'ignored')).toEqual(cards(options));
    }
    // The expiry follows today's date, the numbers stay the same.
    const withExpiry = cards({ repeatable: true }).cards;
    expect(cards({ repeatable: true }).cards).toEqual(withExpiry);
  });

  it('gives different numbers for different options when repeatable, and new numbers each run otherwise', () => {
    expect(cards({ repeatable: true, quantity: 5 })).not.toEqual(cards({ repeatable: true, quantity: 5, format: 'spaced' }));
    expect(cards({ repeatable: true, quantity: 5 }).cards[0]!.number).not.toBe(cards({ ...only('visa'), repeatable: true, quantity: 5 }).cards[0]!.number);
    const numbers = new Set<string>();
    for (let i = 0; i < 20; i++) numbers.add(cards({ quantity: 1 }).cards[0]!.number);
    expect(numbers.size).toBe(20);
  });

  it('gives the stated output for every example, and every example is repeatable without expiry', () => {
    for (const ex of manifest.examples) {
      expect(ex.options?.repeatable).toBe(true);
      expect(ex.options?.includeExpiry).toBe(false);
      expect(run(ex.input, { ...DEFAULTS, ...ex.options })).toEqual(ex.output);
    }
  });

  it('ignores any input, including emoji, combining marks, CJK, RTL and lone surrogates', () => {
    for (const input of ['👍🏽', 'e\u0301', '漢字', 'العربية', '\uD800']) {
      expect(cards({ repeatable: true }, input)).toEqual(cards({ repeatable: true }));
    }
  });

  it('never uses Math.random', () => {
    for (const file of ['run.ts', 'brands.ts', 'manifest.ts', 'view.ts']) {
      const source = readFileSync(join(import.meta.dirname, file), 'utf8');
      expect(source, file).not.toMatch(/Math\.random/);
    }
  });
});
