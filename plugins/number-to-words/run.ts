import { toolError, type ToolError } from '@sdk/core';
import { CURRENCY_WORDS, type ChequeCurrency, type WordsLanguage } from './currencies.ts';
import { decimalParts } from './decimal.ts';
import type { Input, Language, Options } from './manifest.ts';
import { capitalized, type Speller } from './speller.ts';
import { english } from './lang/en.ts';
import { spanish } from './lang/es.ts';
import { german } from './lang/de.ts';
import { french } from './lang/fr.ts';

const SPELLERS: Readonly<Record<Language, Speller>> = {
  'en-US': english(false),
  'en-GB': english(true),
  es: spanish,
  de: german,
  fr: french(false),
  'fr-1990': french(true),
};

/** A number read back from words, with the language it was read in. */
export interface NumberRead {
  readonly value: number;
}

export function run(input: Input, options: Options): string | NumberRead | ToolError {
  const speller = SPELLERS[input.language as Language];
  const lang = input.language.slice(0, 2) as WordsLanguage;
  if (options.direction === 'toNumber') {
    const text = input.words.trim();
    if (!text) return toolError('emptyWords', { field: 'words' });
    const value = speller.parse(text);
    if (value === null || !Number.isFinite(value)) return toolError('notWords', { field: 'words' });
    return { value };
  }
  if (input.number === null || input.number === undefined) return toolError('emptyNumber', { field: 'number' });
  const parts = decimalParts(input.number);
  if (parts === 'tooLarge') return toolError('tooLarge', { field: 'number' });
  if (parts === 'tooManyDecimals') return toolError('tooManyDecimals', { field: 'number' });
  const { negative, whole, decimals } = parts;
  if (input.mode === 'ordinal') {
    if (negative || decimals || whole < 1) return toolError('ordinalWhole', { field: 'number' });
    const words = speller.ordinal(whole);
    return words ?? toolError('ordinalTooLarge', { field: 'number', max: speller.ordinalMax });
  }
  if (input.mode === 'cheque') {
    if (negative) return toolError('chequeNegative', { field: 'number' });
    if (decimals.length > 2) return toolError('chequeCents', { field: 'number' });
    const cents = Number(decimals.padEnd(2, '0'));
    return capitalized(speller.amount(whole, cents, CURRENCY_WORDS[lang][input.currency as ChequeCurrency]), lang);
  }
  const words = [negative ? speller.minus : '', speller.cardinal(whole), decimals ? `${speller.point} ${speller.decimals(decimals)}` : ''];
  return words.filter(Boolean).join(' ');
}
