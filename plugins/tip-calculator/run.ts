import { toolError, type ToolError } from '@sdk/core';
import { fromCents, percentOfCents, toCents } from './cents.ts';
import type { Input, Options } from './manifest.ts';

export interface TipResult {
  bill: number;
  /** The tax included in the bill, when typed. */
  tax: number | null;
  /** What the tip is worked out on: the bill, less the tax when typed. */
  base: number;
  percent: number;
  /** percent % of base, to the cent (half up). */
  tip: number;
  /** bill + tip. */
  total: number;
  people: number;
  /** total ÷ people, down to the cent: what each pays without rounding up. */
  share: number;
  /** How many people pay one cent more than `share`, so that the shares add up to the total exactly. */
  centsOver: number;
  /** With "round each share up": the new share, total and tip, and the tip as a percentage of `base`. */
  rounding: { step: number; share: number; total: number; tip: number; percent: number | null } | null;
}

export function run({ bill, percent, people, tax }: Input, { roundUp }: Options): TipResult | ToolError {
  const billCents = toCents(bill);
  const taxCents = tax === null ? 0 : toCents(tax);
  if (taxCents > billCents) return toolError('taxAboveBill', { field: 'tax' });
  const baseCents = billCents - taxCents;
  const tipCents = percentOfCents(baseCents, percent);
  const totalCents = billCents + tipCents;
  const shareCents = Math.floor(totalCents / people);

  let rounding: TipResult['rounding'] = null;
  if (roundUp !== 'none') {
    const stepCents = toCents(Number(roundUp));
    const roundedShare = Math.ceil(totalCents / (people * stepCents)) * stepCents;
    const roundedTotal = roundedShare * people;
    const roundedTip = roundedTotal - billCents;
    rounding = {
      step: Number(roundUp),
      share: fromCents(roundedShare),
      total: fromCents(roundedTotal),
      tip: fromCents(roundedTip),
      // The tip actually given, as a percentage of what it is worked out on, to 2 decimals.
      percent: baseCents > 0 ? Math.round((roundedTip / baseCents) * 10000) / 100 : null,
    };
  }
  return {
    bill: fromCents(billCents),
    tax: tax === null ? null : fromCents(taxCents),
    base: fromCents(baseCents),
    percent: percent + 0,
    tip: fromCents(tipCents),
    total: fromCents(totalCents),
    people,
    share: fromCents(shareCents),
    centsOver: totalCents - shareCents * people,
    rounding,
  };
}
