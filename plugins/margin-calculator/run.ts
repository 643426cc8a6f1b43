import { toolError, type ToolError } from '@sdk/core';
import type { Input, Pair } from './manifest.ts';

export interface MarginResult {
  known: Pair;
  cost: number;
  price: number;
  /** Negative for a loss (price below cost). */
  profit: number;
  /** Percent of the price; null when the price is 0 (no share of nothing). */
  margin: number | null;
  /** Percent of the cost; null when the cost is 0. */
  markup: number | null;
}

/** Beyond this, amounts lose their cents in a double: a pair that gives more is refused. */
const LIMIT = 1e13;

/** Rounds away the binary noise of a division (0.30000000000000004 → 0.3), keeping 10 significant decimals. */
const clean = (x: number): number => Number(x.toPrecision(12)) + 0;

export function run(input: Input): MarginResult | ToolError {
  const known = input.known as Pair;
  // Each field is read (and present) exactly when its figure is in the pair; hidden ones are null.
  const cost = input.cost ?? 0;
  const price = input.price ?? 0;
  const profit = input.profit ?? 0;
  const margin = (input.margin ?? 0) / 100;
  const markup = (input.markup ?? 0) / 100;
  if (known.includes('Margin') && margin >= 1) return toolError('marginTooHigh', { field: 'margin' });
  if (known.includes('Markup') && markup <= -1) return toolError('markupTooLow', { field: 'markup' });

  let c = 0;
  let p = 0;
  switch (known) {
    case 'costPrice':
      [c, p] = [cost, price];
      break;
    case 'costMargin':
    case 'costMarkup':
      if (cost === 0) return toolError('zeroCost', { field: 'cost' });
      [c, p] = [cost, known === 'costMargin' ? cost / (1 - margin) : cost * (1 + markup)];
      break;
    case 'costProfit':
      if (cost + profit < 0) return toolError('lossAboveCost', { field: 'profit' });
      [c, p] = [cost, cost + profit];
      break;
    case 'priceMargin':
    case 'priceMarkup':
      if (price === 0) return toolError('zeroPrice', { field: 'price' });
      [c, p] = [known === 'priceMargin' ? price * (1 - margin) : price / (1 + markup), price];
      break;
    case 'priceProfit':
      if (profit > price) return toolError('profitAbovePrice', { field: 'profit' });
      [c, p] = [price - profit, price];
      break;
    case 'profitMargin':
    case 'profitMarkup': {
      const rate = known === 'profitMargin' ? margin : markup;
      const field = known === 'profitMargin' ? 'margin' : 'markup';
      if (rate === 0) return toolError('zeroRate', { field });
      if (profit === 0) return toolError('zeroProfit', { field: 'profit' });
      // A profit needs a positive rate, a loss a negative one: otherwise the price would be negative.
      if (Math.sign(profit) !== Math.sign(rate)) return toolError(profit > 0 ? 'profitNeedsPositive' : 'lossNeedsNegative', { field });
      if (known === 'profitMargin') [c, p] = [profit / margin - profit, profit / margin];
      else [c, p] = [profit / markup, profit / markup + profit];
      break;
    }
  }
  if (!(Math.abs(c) < LIMIT && Math.abs(p) < LIMIT)) return toolError('tooLarge');
  c = clean(c);
  p = clean(p);
  // A profit typed is kept as typed; otherwise it is what the price leaves over the cost.
  const gain = known.toLowerCase().includes('profit') ? profit + 0 : clean(p - c);
  return {
    known,
    cost: c,
    price: p,
    profit: gain,
    margin: p === 0 ? null : clean((gain / p) * 100),
    markup: c === 0 ? null : clean((gain / c) * 100),
  };
}
