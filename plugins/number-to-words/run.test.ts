import { describe, expect, it } from 'vitest';
import { run } from './run.ts';
import { LANGUAGES, type Input, type Options } from './manifest.ts';

const words = (number: number, language: string, mode = 'cardinal', currency = 'EUR') => run({ number, language, mode, currency, words: '' } as Input, { direction: 'toWords' } as Options);
const read = (text: string, language: string) => run({ number: 0, language, mode: 'cardinal', currency: 'EUR', words: text } as Input, { direction: 'toNumber' } as Options);

describe('numbers in words, by each language’s rules', () => {
  it('writes the issue’s known answers', () => {
    expect(words(1234, 'es')).toBe('mil doscientos treinta y cuatro');
    expect(words(1234, 'de')).toBe('eintausendzweihundertvierunddreißig');
    expect(words(1234, 'fr')).toBe('mille deux cent trente-quatre');
    expect(words(71, 'fr')).toBe('soixante et onze');
    expect(words(80, 'fr')).toBe('quatre-vingts');
    expect(words(81, 'fr')).toBe('quatre-vingt-un');
    expect(words(1, 'de')).toBe('eins');
    expect(words(1, 'de', 'cheque')).toBe('Ein Euro');
    expect(words(21, 'es')).toBe('veintiuno');
    expect(words(21, 'es', 'cheque')).toBe('Veintiún euros');
  });

  it('English: US without "and", UK with it; short scale', () => {
    expect(words(105, 'en-US')).toBe('one hundred five');
    expect(words(105, 'en-GB')).toBe('one hundred and five');
    expect(words(1005, 'en-GB')).toBe('one thousand and five');
    expect(words(1_000_000_001, 'en-US')).toBe('one billion one');
    expect(words(1e15, 'en-US')).toBe('one quadrillion');
    expect(words(-40.25, 'en-US')).toBe('minus forty point two five');
  });

  it('Spanish: apocope before mil and millón, long scale, "de" after whole millions', () => {
    expect(words(100, 'es')).toBe('cien');
    expect(words(101, 'es')).toBe('ciento uno');
    expect(words(21_000, 'es')).toBe('veintiún mil');
    expect(words(31_000_000, 'es')).toBe('treinta y un millones');
    expect(words(1e9, 'es')).toBe('mil millones');
    expect(words(1e12, 'es')).toBe('un billón');
    expect(words(3.05, 'es')).toBe('tres coma cero cinco');
    expect(words(2e6, 'es', 'cheque', 'USD')).toBe('Dos millones de dólares');
    expect(words(221, 'es', 'cheque', 'GBP')).toBe('Doscientas veintiuna libras esterlinas');
  });

  it('German: one word below a million, feminine Millionen apart', () => {
    expect(words(101, 'de')).toBe('einhunderteins');
    expect(words(17, 'de')).toBe('siebzehn');
    expect(words(2_300_000, 'de')).toBe('zwei Millionen dreihunderttausend');
    expect(words(101e6, 'de')).toBe('einhunderteine Millionen');
    expect(words(1e9, 'de')).toBe('eine Milliarde');
    expect(words(3.14, 'de')).toBe('drei Komma eins vier');
  });

  it('French: cent and vingt in the plural only when last, not before mille; 1990 hyphens', () => {
    expect(words(200, 'fr')).toBe('deux cents');
    expect(words(201, 'fr')).toBe('deux cent un');
    expect(words(200_000, 'fr')).toBe('deux cent mille');
    expect(words(80_000, 'fr')).toBe('quatre-vingt mille');
    expect(words(80e6, 'fr')).toBe('quatre-vingts millions');
    expect(words(91, 'fr')).toBe('quatre-vingt-onze');
    expect(words(1_000_000, 'fr')).toBe('un million');
    expect(words(21, 'fr-1990')).toBe('vingt-et-un');
    expect(words(2_500_000, 'fr-1990')).toBe('deux millions cinq-cent-mille');
    expect(words(1e6, 'fr', 'cheque')).toBe('Un million d’euros');
    expect(words(21, 'fr', 'cheque', 'GBP')).toBe('Vingt et une livres sterling');
  });

  it('writes ordinals', () => {
    expect(words(1, 'en-US', 'ordinal')).toBe('first');
    expect(words(12, 'en-US', 'ordinal')).toBe('twelfth');
    expect(words(40, 'en-US', 'ordinal')).toBe('fortieth');
    expect(words(23, 'es', 'ordinal')).toBe('vigésimo tercero');
    expect(words(11, 'es', 'ordinal')).toBe('undécimo');
    expect(words(18, 'es', 'ordinal')).toBe('decimoctavo');
    expect(words(2000, 'es', 'ordinal')).toBe('dosmilésimo');
    expect(words(3, 'de', 'ordinal')).toBe('dritte');
    expect(words(7, 'de', 'ordinal')).toBe('siebte');
    expect(words(20, 'de', 'ordinal')).toBe('zwanzigste');
    expect(words(101, 'de', 'ordinal')).toBe('einhunderterste');
    expect(words(1, 'fr', 'ordinal')).toBe('premier');
    expect(words(21, 'fr', 'ordinal')).toBe('vingt et unième');
    expect(words(80, 'fr', 'ordinal')).toBe('quatre-vingtième');
    expect(words(9, 'fr', 'ordinal')).toBe('neuvième');
    expect(words(1e6, 'fr', 'ordinal')).toBe('millionième');
  });

  it('writes cheque amounts with the cents and the currency’s nouns', () => {
    expect(words(1234.56, 'en-US', 'cheque', 'USD')).toBe('One thousand two hundred thirty-four dollars and fifty-six cents');
    expect(words(0.01, 'en-GB', 'cheque', 'GBP')).toBe('One penny');
    expect(words(0, 'fr', 'cheque')).toBe('Zéro euro');
    expect(words(2.5, 'de', 'cheque', 'CHF')).toBe('Zwei Franken und fünfzig Rappen');
    expect(words(1, 'de', 'cheque', 'INR')).toBe('Eine indische Rupie');
  });

  it('refuses what it cannot write, with a message at the number', () => {
    expect(words(1e15 + 2, 'en-US')).toMatchObject({ code: 'tooLarge', params: { field: 'number' } });
    expect(words(1.1234567, 'en-US')).toMatchObject({ code: 'tooManyDecimals' });
    expect(words(2.5, 'en-US', 'ordinal')).toMatchObject({ code: 'ordinalWhole' });
    expect(words(0, 'en-US', 'ordinal')).toMatchObject({ code: 'ordinalWhole' });
    expect(words(1e6, 'de', 'ordinal')).toMatchObject({ code: 'ordinalTooLarge', params: { max: 999_999 } });
    expect(words(-5, 'en-US', 'cheque')).toMatchObject({ code: 'chequeNegative' });
    expect(words(1.555, 'en-US', 'cheque')).toMatchObject({ code: 'chequeCents' });
    expect(run({ number: null, language: 'en-US', mode: 'cardinal', currency: 'EUR', words: '' } as unknown as Input, { direction: 'toWords' })).toMatchObject({ code: 'emptyNumber' });
  });
});

describe('words back to a number', () => {
  it('reads each language, German compounds included', () => {
    expect(read('one thousand two hundred and thirty-four', 'en-GB')).toEqual({ value: 1234 });
    expect(read('a hundred and one', 'en-US')).toEqual({ value: 101 });
    expect(read('mil doscientos treinta y cuatro', 'es')).toEqual({ value: 1234 });
    expect(read('Veintiún mil', 'es')).toEqual({ value: 21_000 });
    expect(read('mil millones', 'es')).toEqual({ value: 1e9 });
    expect(read('eintausendzweihundertvierunddreißig', 'de')).toEqual({ value: 1234 });
    expect(read('achtundachtzig Komma fünf', 'de')).toEqual({ value: 88.5 });
    expect(read('quatre-vingt-dix-sept', 'fr')).toEqual({ value: 97 });
    expect(read('moins trois virgule zéro cinq', 'fr')).toEqual({ value: -3.05 });
  });

  it('says when the words are not a number', () => {
    expect(read('banana', 'en-US')).toMatchObject({ code: 'notWords', params: { field: 'words' } });
    expect(read('zweiundbanane', 'de')).toMatchObject({ code: 'notWords' });
    expect(read('  ', 'fr')).toMatchObject({ code: 'emptyWords' });
    expect(read('point', 'en-US')).toMatchObject({ code: 'notWords' });
  });

  it('reads back every number it writes, in every language (a second reading of the same rules)', () => {
    const samples = [0, 1, 7, 11, 16, 17, 21, 30, 71, 77, 80, 81, 91, 99, 100, 101, 115, 200, 999, 1000, 1001, 1234, 2000, 21_000, 80_000, 100_000, 200_000, 999_999, 1_000_000, 1_000_001, 2_300_000, 21_000_000, 80_000_000, 101_000_000, 1e9, 1_234_567_890, 1e12, 987_654_321_012_345, 1e15];
    for (const language of LANGUAGES) for (const n of samples) expect(read(words(n, language) as string, language), `${n} in ${language}: ${words(n, language)}`).toEqual({ value: n });
  });
});
