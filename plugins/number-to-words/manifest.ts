import { currencyName, defineTool, MONEY_CURRENCIES, type InputOf, type OptionsOf } from '@sdk/core';
import { MAX_WHOLE } from './decimal.ts';

export const DIRECTIONS = ['toWords', 'toNumber'] as const;
/** The languages numbers are written in; English and French each in two forms. */
export const LANGUAGES = ['en-US', 'en-GB', 'es', 'de', 'fr', 'fr-1990'] as const;
export type Language = (typeof LANGUAGES)[number];
export const MODES = ['cardinal', 'ordinal', 'cheque'] as const;
export const CHEQUE_CURRENCIES = MONEY_CURRENCIES.filter((c) => c !== 'none');

const toWords = ['toWords'];

export const manifest = defineTool({
  related: ['roman-numerals', 'number-base-converter', 'case-converter', 'word-counter'],
  fields: {
    number: { kind: 'number', tabs: toWords, min: -MAX_WHOLE, max: MAX_WHOLE, default: 1234 },
    words: { kind: 'text', tabs: ['toNumber'], rows: 3 },
    language: { kind: 'select', choices: LANGUAGES, default: 'en-US', pageLanguageDefault: { en: 'en-US', es: 'es', de: 'de', fr: 'fr' } },
    mode: { kind: 'select', tabs: toWords, choices: MODES, default: 'cardinal' },
    currency: { kind: 'select', tabs: toWords, when: { mode: ['cheque'] }, choices: CHEQUE_CURRENCIES, names: currencyName, default: 'EUR' },
  },
  options: {
    direction: { type: 'string', enum: DIRECTIONS, default: 'toWords' },
  },
  ui: { direction: 'tabs' },
  produces: 'text',
  // Every example names its language: the field starts in the page's own.
  examples: [
    { name: 'english', input: { number: 1234.5, language: 'en-GB', mode: 'cardinal' }, output: 'one thousand two hundred and thirty-four point five' },
    { name: 'spanish', input: { number: 21000, language: 'es', mode: 'cardinal' }, output: 'veintiún mil' },
    { name: 'german', input: { number: 1234, language: 'de', mode: 'cardinal' }, output: 'eintausendzweihundertvierunddreißig' },
    { name: 'french', input: { number: 71, language: 'fr', mode: 'cardinal' }, output: 'soixante et onze' },
    { name: 'french1990', input: { number: 281, language: 'fr-1990', mode: 'cardinal' }, output: 'deux-cent-quatre-vingt-un' },
    { name: 'ordinal', input: { number: 21, language: 'en-US', mode: 'ordinal' }, output: 'twenty-first' },
    { name: 'cheque', input: { number: 1234.56, language: 'es', mode: 'cheque', currency: 'EUR' }, output: 'Mil doscientos treinta y cuatro euros con cincuenta y seis céntimos' },
    { name: 'wordsToNumber', input: { words: 'quatre-vingt-dix-sept mille trois cents', language: 'fr' }, options: { direction: 'toNumber' }, output: { value: 97300 } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
