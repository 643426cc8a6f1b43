/**
 * Standard VAT (GST, consumption tax) rates shipped with the tool, with the date they are valid for
 * and where they come from. Codes are ISO 3166 (Greece is GR here; the EU writes EL); names are
 * written by the page in its language (region()). Reduced rates (food, books, transport…) differ by
 * product and are not listed: the "Any rate" tab takes them.
 */

/** The day these rates were in force. */
export const RATES_AS_OF = '2025-08-01';

export interface StandardRate {
  readonly code: string;
  /** Standard rate in percent. */
  readonly rate: number;
  /** EU member state (rates from the European Commission) or another country (from its tax authority). */
  readonly group: 'eu' | 'other';
}

/**
 * EU: the European Commission's "VAT rates applied in the Member States of the European Union"
 * (situation at 1 January 2025) and its Taxes in Europe Database, with the two changes of 2025
 * (Estonia 24 % from 1 July 2025, Romania 21 % from 1 August 2025). In the EU's protocol order
 * (by each country's name in its own language), as the Commission lists them.
 */
const EU: readonly [string, number][] = [
  ['BE', 21],
  ['BG', 20],
  ['CZ', 21],
  ['DK', 25],
  ['DE', 19],
  ['EE', 24],
  ['IE', 23],
  ['GR', 24],
  ['ES', 21],
  ['FR', 20],
  ['HR', 25],
  ['IT', 22],
  ['CY', 19],
  ['LV', 21],
  ['LT', 21],
  ['LU', 17],
  ['HU', 27],
  ['MT', 18],
  ['NL', 21],
  ['AT', 20],
  ['PL', 23],
  ['PT', 23],
  ['RO', 21],
  ['SI', 22],
  ['SK', 23],
  ['FI', 25.5],
  ['SE', 25],
];

/**
 * Other countries, from their tax authorities: HMRC (GB), ESTV/AFC (CH), Skatteetaten (NO),
 * Skatturinn (IS), GİB (TR), ATO (AU), Inland Revenue (NZ), National Tax Agency (JP), IRAS (SG),
 * SARS (ZA), SAT (MX).
 */
const OTHER: readonly [string, number][] = [
  ['GB', 20],
  ['CH', 8.1],
  ['NO', 25],
  ['IS', 24],
  ['TR', 20],
  ['AU', 10],
  ['NZ', 15],
  ['JP', 10],
  ['SG', 9],
  ['ZA', 15],
  ['MX', 16],
];

export const RATES: readonly StandardRate[] = [...EU.map(([code, rate]) => ({ code, rate, group: 'eu' as const })), ...OTHER.map(([code, rate]) => ({ code, rate, group: 'other' as const }))];

export const COUNTRY_CODES = RATES.map((r) => r.code);
export const rateOf = (code: string): StandardRate | undefined => RATES.find((r) => r.code === code);
