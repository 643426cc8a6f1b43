/** The currencies' names in each language, for amounts on a cheque (the calculators' list of currencies). */
import type { MoneyCurrency } from '@sdk/core';
import type { Currency } from './speller.ts';

export type ChequeCurrency = Exclude<MoneyCurrency, 'none'>;
export type WordsLanguage = 'en' | 'es' | 'de' | 'fr';

const c = (one: string, other: string, centOne: string, centOther: string, feminine = false, centFeminine = false): Currency => ({ one, other, centOne, centOther, feminine, centFeminine });

export const CURRENCY_WORDS: Readonly<Record<WordsLanguage, Readonly<Record<ChequeCurrency, Currency>>>> = {
  en: {
    EUR: c('euro', 'euros', 'cent', 'cents'),
    USD: c('dollar', 'dollars', 'cent', 'cents'),
    GBP: c('pound', 'pounds', 'penny', 'pence'),
    CHF: c('Swiss franc', 'Swiss francs', 'centime', 'centimes'),
    CAD: c('Canadian dollar', 'Canadian dollars', 'cent', 'cents'),
    AUD: c('Australian dollar', 'Australian dollars', 'cent', 'cents'),
    MXN: c('Mexican peso', 'Mexican pesos', 'centavo', 'centavos'),
    INR: c('rupee', 'rupees', 'paisa', 'paise'),
  },
  es: {
    EUR: c('euro', 'euros', 'céntimo', 'céntimos'),
    USD: c('dólar', 'dólares', 'centavo', 'centavos'),
    GBP: c('libra esterlina', 'libras esterlinas', 'penique', 'peniques', true),
    CHF: c('franco suizo', 'francos suizos', 'céntimo', 'céntimos'),
    CAD: c('dólar canadiense', 'dólares canadienses', 'centavo', 'centavos'),
    AUD: c('dólar australiano', 'dólares australianos', 'centavo', 'centavos'),
    MXN: c('peso', 'pesos', 'centavo', 'centavos'),
    INR: c('rupia', 'rupias', 'paisa', 'paisas', true, true),
  },
  de: {
    EUR: c('Euro', 'Euro', 'Cent', 'Cent'),
    USD: c('US-Dollar', 'US-Dollar', 'Cent', 'Cent'),
    GBP: c('Pfund', 'Pfund', 'Penny', 'Pence'),
    CHF: c('Franken', 'Franken', 'Rappen', 'Rappen'),
    CAD: c('kanadischer Dollar', 'kanadische Dollar', 'Cent', 'Cent'),
    AUD: c('australischer Dollar', 'australische Dollar', 'Cent', 'Cent'),
    MXN: c('mexikanischer Peso', 'mexikanische Pesos', 'Centavo', 'Centavos'),
    INR: c('indische Rupie', 'indische Rupien', 'Paisa', 'Paise', true),
  },
  fr: {
    EUR: c('euro', 'euros', 'centime', 'centimes'),
    USD: c('dollar américain', 'dollars américains', 'cent', 'cents'),
    GBP: c('livre sterling', 'livres sterling', 'penny', 'pence', true),
    CHF: c('franc suisse', 'francs suisses', 'centime', 'centimes'),
    CAD: c('dollar canadien', 'dollars canadiens', 'cent', 'cents'),
    AUD: c('dollar australien', 'dollars australiens', 'cent', 'cents'),
    MXN: c('peso mexicain', 'pesos mexicains', 'centavo', 'centavos'),
    INR: c('roupie indienne', 'roupies indiennes', 'paisa', 'paise', true),
  },
};
