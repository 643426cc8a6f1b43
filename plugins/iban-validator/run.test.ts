import { describe, expect, it } from 'vitest';
import { checkIban, expectedCheckDigits, MAX_IBANS, mod97, run, structureClasses, type IbanResult } from './run.ts';
import { IBAN_COUNTRIES as COUNTRIES, IBAN_STATED_LENGTHS as STATED_LENGTHS, IBAN_TERRITORIES as TERRITORIES } from '@sdk/core';

const options = { format: 'print' as const };
const problem = (iban: string) => checkIban(iban).problem;

describe('the registry table (SWIFT IBAN Registry, release 100)', () => {
  const codes = Object.keys(COUNTRIES);
  it('has the 89 countries of the release, each with the length the registry states', () => {
    expect(codes).toHaveLength(89);
    expect(Object.keys(STATED_LENGTHS)).toEqual(codes);
    for (const code of codes) expect(structureClasses(COUNTRIES[code]!.bban).length + 4, code).toBe(STATED_LENGTHS[code]);
  });
  it.each(codes)('validates the registry’s example IBAN of %s, with its bank identifier inside the BBAN', (code) => {
    const spec = COUNTRIES[code]!;
    const check = checkIban(spec.example);
    expect(check.problem, spec.example).toBeNull();
    expect(check.valid).toBe(true);
    expect(check.country).toBe(code);
    expect(check.iban).toHaveLength(STATED_LENGTHS[code]!);
    expect(check.parts!.bank).toHaveLength(spec.bank[1] - spec.bank[0] + 1);
    expect((check.parts!.bban + '|').length).toBeGreaterThan(spec.branch?.[1] ?? spec.bank[1]);
  });
  it('never lists a territory as a country of its own', () => {
    for (const [territory, country] of Object.entries(TERRITORIES)) {
      expect(COUNTRIES[territory]).toBeUndefined();
      expect(COUNTRIES[country]).toBeDefined();
    }
  });
});

describe('check digits (ISO 13616, ISO 7064 MOD 97-10)', () => {
  it('gives the remainder of Wikipedia’s worked example (GB82 WEST 1234 5698 7654 32) and its check digits', () => {
    expect(mod97('GB82WEST12345698765432')).toBe(1);
    expect(expectedCheckDigits('GB', 'WEST12345698765432')).toBe('82');
  });
  it('agrees with a BigInt division (a second implementation) on every registry example and on random BBANs', () => {
    const byBigInt = (iban: string) => Number(BigInt((iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))) % 97n);
    const samples = Object.values(COUNTRIES).map((c) => c.example);
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 500; i++) samples.push(`XK${String(next() % 100).padStart(2, '0')}` + Array.from({ length: 4 + (next() % 30) }, () => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[next() % 36]).join(''));
    for (const iban of samples) expect(mod97(iban), iban).toBe(byBigInt(iban));
    expect(problem('NL91ABNA0417164300')).toBeNull();
    expect(problem('NL92ABNA0417164300')).toEqual({ code: 'checksum', given: '92', expected: '91' });
  });
  it('works on the longest IBANs without floating point (Russia, 33 characters)', () => {
    expect(mod97('RU0304452522540817810538091310419')).toBe(1);
    expect(expectedCheckDigits('RU', '04452522540817810538091310419')).toBe('03');
  });
  it('refuses 00, 01 and 99, which pass the division like 97, 98 and 02, and says the right ones', () => {
    // Find German BBANs whose check digits are 97, 98 and 02: writing 00, 01 and 99 there passes mod 97.
    const bbanWith = (digits: string) => {
      for (let n = 0; ; n++) {
        const bban = `37040044${String(n).padStart(10, '0')}`;
        if (expectedCheckDigits('DE', bban) === digits) return bban;
      }
    };
    for (const [wrong, right] of [['00', '97'], ['01', '98'], ['99', '02']] as const) {
      const iban = `DE${wrong}${bbanWith(right)}`;
      expect(mod97(iban)).toBe(1);
      expect(problem(iban)).toEqual({ code: 'checkRange', given: wrong, expected: right });
      expect(checkIban(`DE${right}${iban.slice(4)}`).valid).toBe(true);
    }
  });
});

describe('reading what is typed', () => {
  it('takes spaces of any kind, lower case and a leading “IBAN”', () => {
    for (const typed of ['de89 3704 0044 0532 0130 00', 'DE89\u00a03704\u202f0044 0532 0130 00', 'IBAN DE89 3704 0044 0532 0130 00', 'iban: DE89370400440532013000']) {
      const c = checkIban(typed);
      expect(c.valid, typed).toBe(true);
      expect(c.iban).toBe('DE89370400440532013000');
      expect(c.print).toBe('DE89 3704 0044 0532 0130 00');
    }
  });
  it('names the parts the registry defines: bank, branch (where there is one) and the rest of the BBAN', () => {
    expect(checkIban('GB29 NWBK 6016 1331 9268 19').parts).toEqual({ checkDigits: '29', bban: 'NWBK60161331926819', bank: 'NWBK', branch: '601613', account: '31926819', sepa: true });
    expect(checkIban('IT60X0542811101000000123456').parts).toMatchObject({ bank: '05428', branch: '11101', account: '000000123456' });
    expect(checkIban('DE89370400440532013000').parts).toMatchObject({ bank: '37040044', branch: null, account: '0532013000', sepa: true });
    expect(checkIban('AE070331234567890123456').parts).toMatchObject({ bank: '033', branch: null, sepa: false });
  });
});

describe('each mistake said precisely', () => {
  it('a character that is not allowed, with its position (an invisible one by its code point)', () => {
    expect(problem('DE89-3704-0044-0532-0130-00')).toEqual({ code: 'characters', char: '-', position: 5 });
    expect(problem('DE89370400440532013ß00')).toEqual({ code: 'characters', char: 'ß', position: 20 });
    expect(problem('DE89\u200b370400440532013000')).toEqual({ code: 'characters', char: 'U+200B', position: 5 });
  });
  it('no country code, an unknown one, and a territory that uses another country’s prefix', () => {
    expect(problem('1234567890')).toEqual({ code: 'country' });
    expect(problem('D')).toEqual({ code: 'country' });
    expect(problem('US12345678901234')).toEqual({ code: 'unknownCountry', country: 'US' });
    expect(problem('GP1420041010050500013M02606')).toEqual({ code: 'territory', territory: 'GP', country: 'FR' });
    expect(problem('JE29NWBK60161331926819')).toEqual({ code: 'territory', territory: 'JE', country: 'GB' });
  });
  it('the wrong length for the country, with both lengths', () => {
    expect(problem('DE89 3704 0044 0532 0130 0')).toEqual({ code: 'length', country: 'DE', expected: 22, actual: 21 });
    expect(problem('NO93 8601 1117 9471')).toEqual({ code: 'length', country: 'NO', expected: 15, actual: 16 });
    expect(problem('DE')).toEqual({ code: 'length', country: 'DE', expected: 22, actual: 2 });
  });
  it('check digits that are not digits', () => {
    expect(problem('DEXX370400440532013000')).toEqual({ code: 'checkDigits', given: 'XX' });
  });
  it('a BBAN that does not fit the country’s format: where, what was found and what belongs there', () => {
    expect(problem('DE89 3704 0044 0532 0130 0O')).toEqual({ code: 'format', country: 'DE', position: 22, char: 'O', expected: 'n' });
    expect(problem('GB29 N3BK 6016 1331 9268 19')).toEqual({ code: 'format', country: 'GB', position: 6, char: '3', expected: 'a' });
  });
  it('a wrong checksum, with the check digits this BBAN needs, and its parts still shown', () => {
    const c = checkIban('DE89 3704 0044 0532 0130 01');
    expect(c.problem).toEqual({ code: 'checksum', given: '89', expected: '62' });
    expect(c.valid).toBe(false);
    expect(c.parts?.bank).toBe('37040044');
    expect(checkIban('DE62370400440532013001').valid).toBe(true);
  });
  it('swapped neighbours are caught (ISO 7064 finds every transposition of two characters)', () => {
    const iban = 'GB29NWBK60161331926819';
    for (let i = 4; i < iban.length - 1; i++) {
      if (iban[i] === iban[i + 1]) continue;
      const swapped = iban.slice(0, i) + iban[i + 1] + iban[i] + iban.slice(i + 2);
      expect(checkIban(swapped).valid, swapped).toBe(false);
    }
  });
});

describe('run', () => {
  it('checks every non-blank line on its own, numbered as in the box', () => {
    const r = run({ ibans: 'GB29 NWBK 6016 1331 9268 19\n\n  fr14 2004 1010 0505 0001 3m02 606  \nDE89 3704 0044 0532 0130 01\r\nXX00' }, options) as IbanResult;
    expect(r.checks.map((c) => [c.line, c.valid, c.problem?.code ?? null])).toEqual([
      [1, true, null],
      [3, true, null],
      [4, false, 'checksum'],
      [5, false, 'unknownCountry'],
    ]);
    expect(r.checks[1]!.input).toBe('fr14 2004 1010 0505 0001 3m02 606');
    expect([r.valid, r.invalid, r.release]).toEqual([2, 2, 100]);
  });
  it('asks for an IBAN when there is none, and refuses a list too long to read', () => {
    expect(run({ ibans: ' \n\t\n' }, options)).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'ibans' } });
    expect(run({ ibans: 'DE89370400440532013000\n'.repeat(MAX_IBANS + 1) }, options)).toEqual({
      kind: 'tool-error',
      code: 'tooMany',
      params: { lines: MAX_IBANS + 1, max: MAX_IBANS, field: 'ibans' },
    });
  });
});
