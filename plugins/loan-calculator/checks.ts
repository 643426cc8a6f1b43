/**
 * What the loan calculator accepts in each field, and the message for anything else. Pure: run()
 * refuses a loan with these messages, and the panel shows them at every field at once.
 */
import { toolError, type ToolError } from '@sdk/core';
import { PERIODS_PER_YEAR, periodInterest, rateMicros } from './amortization.ts';
import type { Input, Options } from './manifest.ts';

export type Field = keyof Input;

/** Largest amount (and extra payment) accepted: a trillion, so every sum of cents stays exact. */
export const MAX_AMOUNT = 1_000_000_000_000;
export const MAX_RATE = 100;
export const MAX_YEARS = 50;
export const MAX_MONTHS = MAX_YEARS * 12;
/** Largest PMI rate accepted, % of the loan a year (real ones are 0.2 % to 2 %). */
export const MAX_PMI = 10;

/** The fields each tab reads, in the order their messages are reported. */
export const TAB_FIELDS: Readonly<Record<Options['tab'], readonly Field[]>> = {
  basic: ['amount', 'rate', 'term'],
  comparison: ['amount', 'rate', 'term', 'amount2', 'rate2', 'term2'],
  extra: ['amount', 'rate', 'term', 'extra'],
  mortgage: ['price', 'down', 'rate', 'term', 'tax', 'insurance', 'pmi', 'hoa', 'fees'],
};

type Kind = 'amount' | 'rate' | 'term' | 'extra' | 'price' | 'down' | 'tax' | 'cost' | 'pmi';
const KIND: Readonly<Record<Field, Kind>> = {
  amount: 'amount',
  rate: 'rate',
  term: 'term',
  extra: 'extra',
  amount2: 'amount',
  rate2: 'rate',
  term2: 'term',
  price: 'price',
  down: 'down',
  tax: 'tax',
  insurance: 'cost',
  pmi: 'pmi',
  hoa: 'cost',
  fees: 'cost',
};

/** The payments a term gives, before rounding. */
export function termPayments(term: number, termUnit: Options['termUnit'], periodsPerYear: number): number {
  return termUnit === 'years' ? term * periodsPerYear : (term * periodsPerYear) / 12;
}

/** Rounds away binary noise (1.1 × 12 = 13.200000000000001) so the result reads as people expect. */
export function tidy(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

function termUnitOf(field: Field, options: Options): Options['termUnit'] {
  return field === 'term2' ? options.termUnit2 : options.termUnit;
}

/** Checks one value; returns the message for it, if any. */
function check(value: number | null | undefined, field: Field, options: Options): ToolError | null {
  if (value === null || value === undefined) return toolError('required', { field });
  if (!Number.isFinite(value)) return toolError('invalidNumber', { field });
  switch (KIND[field]) {
    case 'amount':
      return Math.round(value * 100) >= 1 && value <= MAX_AMOUNT ? null : toolError('amountRange', { field, max: MAX_AMOUNT });
    case 'extra':
      return value >= 0 && value <= MAX_AMOUNT ? null : toolError('extraRange', { field, max: MAX_AMOUNT });
    case 'price':
      return Math.round(value * 100) >= 1 && value <= MAX_AMOUNT ? null : toolError('priceRange', { field, max: MAX_AMOUNT });
    case 'down':
      // Whether it leaves something to borrow is checked against the price, below.
      return value >= 0 ? null : toolError('downRange', { field });
    case 'tax':
      if (options.taxUnit === 'percent') return value >= 0 && value <= MAX_RATE ? null : toolError('taxPercentRange', { field, max: MAX_RATE });
      return value >= 0 && value <= MAX_AMOUNT ? null : toolError('costRange', { field, max: MAX_AMOUNT });
    case 'cost':
      return value >= 0 && value <= MAX_AMOUNT ? null : toolError('costRange', { field, max: MAX_AMOUNT });
    case 'pmi':
      return value >= 0 && value <= MAX_PMI ? null : toolError('pmiRange', { field, max: MAX_PMI });
    case 'rate':
      return value >= 0 && value <= MAX_RATE ? null : toolError('rateRange', { field, max: MAX_RATE });
    case 'term': {
      const unit = termUnitOf(field, options);
      if (unit === 'months' ? !(Number.isInteger(value) && value >= 1 && value <= MAX_MONTHS) : !(value > 0 && value <= MAX_YEARS)) {
        return unit === 'months' ? toolError('termMonthsRange', { field, max: MAX_MONTHS }) : toolError('termYearsRange', { field, max: MAX_YEARS });
      }
      // The Mortgage tab is paid monthly, whatever the other tabs' frequency.
      const frequency = field === 'term2' ? options.frequency2 : options.tab === 'mortgage' ? 'monthly' : options.frequency;
      return Math.round(tidy(termPayments(value, unit, PERIODS_PER_YEAR[frequency]))) < 1 ? toolError('termTooShort', { field }) : null;
    }
  }
}

/** Every field of the tab that is empty, not a number or out of range, with its message. */
export function fieldErrors(input: Partial<Readonly<Record<Field, number | null>>>, options: Options): Partial<Record<Field, ToolError>> {
  const errors: Partial<Record<Field, ToolError>> = {};
  for (const field of TAB_FIELDS[options.tab] ?? TAB_FIELDS.basic) {
    const error = check(input[field], field, options);
    if (error) errors[field] = error;
  }
  if (options.tab === 'mortgage') mortgageErrors(input, options, errors);
  return errors;
}

/** The home price, down payment and fees in cents, as the Mortgage tab reads them (valid fields only). */
export function mortgageCents(price: number, down: number, fees: number, options: Pick<Options, 'downUnit' | 'feesPaid'>) {
  const priceCents = Math.round(price * 100);
  // A percentage of the price, rounded half up to the cent exactly (as an interest is).
  const downCents = options.downUnit === 'percent' ? periodInterest(priceCents, rateMicros(down), 1) : Math.round(down * 100);
  const feesCents = Math.round(fees * 100);
  const loanCents = priceCents - downCents + (options.feesPaid === 'financed' ? feesCents : 0);
  return { priceCents, downCents, feesCents, loanCents };
}

/** What only the fields together say: a down payment that leaves nothing to borrow, fees that take the whole loan. */
function mortgageErrors(input: Partial<Readonly<Record<Field, number | null>>>, options: Options, errors: Partial<Record<Field, ToolError>>): void {
  const { price, down, fees } = input;
  if (errors.price || errors.down || typeof price !== 'number' || typeof down !== 'number') return;
  const cents = mortgageCents(price, down, typeof fees === 'number' && !errors.fees ? fees : 0, options);
  if (cents.downCents >= cents.priceCents) {
    errors.down = options.downUnit === 'percent' ? toolError('downPercentTooLarge', { field: 'down' }) : toolError('downTooLarge', { field: 'down' });
    return;
  }
  // The money actually received must be more than nothing, or no rate gives the payments that value.
  if (!errors.fees && typeof fees === 'number' && options.feesPaid === 'upfront' && cents.feesCents >= cents.loanCents) errors.fees = toolError('feesTooLarge', { field: 'fees' });
}
