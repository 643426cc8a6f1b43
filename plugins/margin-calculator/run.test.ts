import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { PAIRS, type Input } from './manifest.ts';
import { run, type MarginResult } from './run.ts';

const none = { cost: null, price: null, profit: null, margin: null, markup: null };
const calc = (input: Partial<Input> & Pick<Input, 'known'>) => run({ ...none, ...input } as Input);
const ok = (input: Partial<Input> & Pick<Input, 'known'>): MarginResult => {
  const r = calc(input);
  if (isToolError(r)) throw new Error(r.code);
  return r;
};

describe('margin and markup', () => {
  // Textbook pairs (margin = profit ÷ price, markup = profit ÷ cost): 25 % margin = 33⅓ % markup,
  // 50 % margin = 100 % markup (keystone), 20 % margin = 25 % markup.
  it('gives the textbook equivalences', () => {
    expect(ok({ known: 'costPrice', cost: 75, price: 100 })).toMatchObject({ profit: 25, margin: 25, markup: 33.3333333333 });
    expect(ok({ known: 'costMarkup', cost: 10, markup: 100 })).toMatchObject({ price: 20, margin: 50 });
    expect(ok({ known: 'priceMargin', price: 100, margin: 20 })).toMatchObject({ cost: 80, markup: 25 });
  });

  it('gives back the same five figures from every pair of them', () => {
    const all = ok({ known: 'costPrice', cost: 64, price: 80 }); // profit 16, margin 20 %, markup 25 %
    for (const known of PAIRS) {
      const r = ok({ known, cost: all.cost, price: all.price, profit: all.profit, margin: all.margin!, markup: all.markup! });
      expect(r, known).toEqual({ ...all, known });
    }
  });

  it('shows a price below the cost as a loss with negative percentages, not an error', () => {
    expect(ok({ known: 'costPrice', cost: 120, price: 100 })).toMatchObject({ profit: -20, margin: -20, markup: -16.6666666667 });
    expect(ok({ known: 'priceMargin', price: 100, margin: -25 })).toMatchObject({ cost: 125, profit: -25 });
    expect(ok({ known: 'profitMargin', profit: -20, margin: -20 })).toMatchObject({ price: 100, cost: 120 });
  });

  it('leaves a percentage of nothing undefined instead of dividing by zero', () => {
    expect(ok({ known: 'costPrice', cost: 0, price: 50 })).toMatchObject({ margin: 100, markup: null });
    expect(ok({ known: 'costPrice', cost: 10, price: 0 })).toMatchObject({ margin: null, markup: -100 });
    expect(ok({ known: 'costPrice', cost: 0, price: 0 })).toMatchObject({ profit: 0, margin: null, markup: null });
  });

  it('keeps cents clean of binary noise', () => {
    expect(ok({ known: 'costProfit', cost: 0.1, profit: 0.2 }).price).toBe(0.3);
  });
});

describe('impossible pairs', () => {
  it.each([
    [{ known: 'costMargin', cost: 50, margin: 100 }, 'marginTooHigh', 'margin'],
    [{ known: 'priceMargin', price: 50, margin: 150 }, 'marginTooHigh', 'margin'],
    [{ known: 'costMarkup', cost: 50, markup: -100 }, 'markupTooLow', 'markup'],
    [{ known: 'costMargin', cost: 0, margin: 20 }, 'zeroCost', 'cost'],
    [{ known: 'priceMarkup', price: 0, markup: 20 }, 'zeroPrice', 'price'],
    [{ known: 'costProfit', cost: 10, profit: -11 }, 'lossAboveCost', 'profit'],
    [{ known: 'priceProfit', price: 10, profit: 11 }, 'profitAbovePrice', 'profit'],
    [{ known: 'profitMargin', profit: 10, margin: 0 }, 'zeroRate', 'margin'],
    [{ known: 'profitMarkup', profit: 0, markup: 10 }, 'zeroProfit', 'profit'],
    [{ known: 'profitMargin', profit: 10, margin: -10 }, 'profitNeedsPositive', 'margin'],
    [{ known: 'profitMarkup', profit: -10, markup: 10 }, 'lossNeedsNegative', 'markup'],
    [{ known: 'profitMargin', profit: 1e12, margin: 1e-6 }, 'tooLarge', undefined],
  ] as const)('%o is refused with %s', (input, code, field) => {
    const r = calc(input as Partial<Input> & Pick<Input, 'known'>);
    expect(isToolError(r) && r.code).toBe(code);
    expect(isToolError(r) && r.params?.field).toBe(field);
  });
});
