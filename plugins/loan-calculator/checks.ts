/**
 * What the loan calculator accepts in each field, and the message for anything else. Pure: run()
 * refuses a loan with these messages, and the panel shows them at every field at once.
 */
import { toolError, type ToolError } from '@sdk/core';
import { PERIODS_PER_YEAR } from './amortization.ts';
import type { Input, Options } from './manifest.ts';

export type Field = keyof Input;

/** Largest amount (and extra payment) accepted: a trillion, so every sum of cents stays exact. */
export const MAX_AMOUNT = 1_000_000_000_000;
export const MAX_RATE = 100;
export const MAX_YEARS = 50;
export const MAX_MONTHS = MAX_YEARS * 12;

/** The fields each tab reads, in the order their messages are reported. */
export const TAB_FIELDS: Readonly<Record<Options['tab'], readonly Field[]>> = {
  basic: ['amount', 'rate', 'term'],
  comparison: ['amount', 'rate', 'term', 'amount2', 'rate2', 'term2'],
  extra: ['amount', 'rate', 'term', 'extra'],
};

type Kind = 'amount' | 'rate' | 'term' | 'extra';
const KIND: Readonly<Record<Field, Kind>> = { amount: 'amount', rate: 'rate', term: 'term', extra: 'extra', amount2: 'amount', rate2: 'rate', term2: 'term' };

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
    case 'rate':
      return value >= 0 && value <= MAX_RATE ? null : toolError('rateRange', { field, max: MAX_RATE });
    case 'term': {
      const unit = termUnitOf(field, options);
      if (unit === 'months' ? !(Number.isInteger(value) && value >= 1 && value <= MAX_MONTHS) : !(value > 0 && value <= MAX_YEARS)) {
        return unit === 'months' ? toolError('termMonthsRange', { field, max: MAX_MONTHS }) : toolError('termYearsRange', { field, max: MAX_YEARS });
      }
      const frequency = field === 'term2' ? options.frequency2 : options.frequency;
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
  return errors;
}
