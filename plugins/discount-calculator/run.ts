import { toolError, type ToolError } from '@sdk/core';
import { fromCents, remaining, roundDiv, times, toCents, toNumber, type Fraction } from './exact.ts';
import type { Input, Options } from './manifest.ts';

export interface Step {
  /** The percentage off at this step. */
  discount: number;
  /** What this step takes off, to the cent. */
  saving: number;
  /** The price after this step, to the cent. */
  price: number;
}

export type DiscountResult =
  | {
      mode: 'percent';
      price: number;
      /** The percentages off, in the order applied. */
      discounts: number[];
      steps: Step[];
      final: number;
      savings: number;
      /** The one percentage off that gives the same price: 1 − Π(1 − dᵢ), up to 6 decimals. */
      equivalent: number;
    }
  | { mode: 'amount'; price: number; amountOff: number; final: number; savings: number; /** amountOff ÷ price, up to 6 decimals. */ percent: number }
  | { mode: 'original'; price: number; discount: number; original: number; savings: number };

const ONE: Fraction = { n: 1n, d: 1n };

export function run(input: Input, { mode }: Options): DiscountResult | ToolError {
  const priceCents = toCents(input.price);
  const price = fromCents(priceCents);
  switch (mode) {
    case 'percent': {
      const discounts = [input.discount, input.discount2, input.discount3].filter((d): d is number => d !== null).map((d) => d + 0);
      const steps: Step[] = [];
      let left = ONE;
      let before = BigInt(priceCents);
      for (const discount of discounts) {
        left = times(left, remaining(discount));
        // Each step's price from the exact product, so the steps never drift from the final price.
        const after = roundDiv(BigInt(priceCents) * left.n, left.d);
        steps.push({ discount, saving: fromCents(before - after), price: fromCents(after) });
        before = after;
      }
      const final = roundDiv(BigInt(priceCents) * left.n, left.d);
      return {
        mode,
        price,
        discounts,
        steps,
        final: fromCents(final),
        savings: fromCents(BigInt(priceCents) - final),
        equivalent: toNumber({ n: (left.d - left.n) * 100n, d: left.d }, 6),
      };
    }
    case 'amount': {
      const offCents = toCents(input.amountOff ?? 0);
      if (priceCents === 0) return toolError('zeroPrice', { field: 'price' });
      if (offCents > priceCents) return toolError('amountAbovePrice', { field: 'amountOff' });
      return {
        mode,
        price,
        amountOff: fromCents(offCents),
        final: fromCents(priceCents - offCents),
        savings: fromCents(offCents),
        percent: toNumber({ n: BigInt(offCents) * 100n, d: BigInt(priceCents) }, 6),
      };
    }
    case 'original': {
      const discount = (input.discount ?? 0) + 0;
      if (discount >= 100) return toolError('fullDiscount', { field: 'discount' });
      // sale ÷ (1 − d/100) = sale × 100·10ˢ ÷ (100·10ˢ − digits).
      const left = remaining(discount);
      const original = roundDiv(BigInt(priceCents) * left.d, left.n);
      if (original > 100_000_000_000_000n) return toolError('tooLarge');
      return { mode, price, discount, original: fromCents(original), savings: fromCents(original - BigInt(priceCents)) };
    }
  }
}
