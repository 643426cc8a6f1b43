/**
 * The figures the visitor did not type, the one most sought in large type; how each was found, written
 * out with their numbers; margin and markup side by side over the same profit, which is what tells them
 * apart; a loss said as a loss. Amounts with two decimals and no currency sign (any currency).
 */
import { money as moneyOf, msg, num, type Display, type FormulaBlock, type NumberDisplay, type ResultBlock, type ResultView, type ValuesBlock } from '@sdk/core';
import type { Figure, Pair } from './manifest.ts';
import type { MarginResult } from './run.ts';

/** A percent figure (25 → 25%), up to two decimals. */
const pct = (value: number): NumberDisplay => num(value / 100, { style: 'percent', maximumFractionDigits: 2 });

/** The figure a visitor who knows this pair is most likely after. */
const MAIN: Record<Pair, Figure> = {
  costPrice: 'margin',
  costMargin: 'price',
  costMarkup: 'price',
  costProfit: 'price',
  priceMargin: 'cost',
  priceMarkup: 'cost',
  priceProfit: 'cost',
  profitMargin: 'price',
  profitMarkup: 'price',
};

const formula = (label: string, ...parts: Display[]): FormulaBlock => ({ kind: 'formula', label: msg(label), formula: parts });

/** How the amounts the visitor did not type were found. */
function derivation(r: MarginResult, money: (value: number) => NumberDisplay): FormulaBlock[] {
  const { cost, price, profit } = r;
  const m = pct(r.margin ?? 0);
  const k = pct(r.markup ?? 0);
  const profitFromBoth = formula('formula.profit', money(price), ' − ', money(cost), ' = ', money(profit));
  switch (r.known) {
    case 'costPrice':
      return [profitFromBoth];
    case 'costMargin':
      return [formula('formula.priceFromMargin', money(cost), ' ÷ (1 − ', m, ') = ', money(price)), profitFromBoth];
    case 'costMarkup':
      return [formula('formula.priceFromMarkup', money(cost), ' × (1 + ', k, ') = ', money(price)), profitFromBoth];
    case 'costProfit':
      return [formula('formula.priceFromProfit', money(cost), ' + ', money(profit), ' = ', money(price))];
    case 'priceMargin':
      return [formula('formula.costFromMargin', money(price), ' × (1 − ', m, ') = ', money(cost)), profitFromBoth];
    case 'priceMarkup':
      return [formula('formula.costFromMarkup', money(price), ' ÷ (1 + ', k, ') = ', money(cost)), profitFromBoth];
    case 'priceProfit':
      return [formula('formula.costFromProfit', money(price), ' − ', money(profit), ' = ', money(cost))];
    case 'profitMargin':
      return [
        formula('formula.priceFromProfitMargin', money(profit), ' ÷ ', m, ' = ', money(price)),
        formula('formula.costFromPriceProfit', money(price), ' − ', money(profit), ' = ', money(cost)),
      ];
    case 'profitMarkup':
      return [
        formula('formula.costFromProfitMarkup', money(profit), ' ÷ ', k, ' = ', money(cost)),
        formula('formula.priceFromProfit', money(cost), ' + ', money(profit), ' = ', money(price)),
      ];
  }
}

export function view(r: MarginResult, context?: { options?: { currency?: string } }): ResultView {
  const currency = context?.options?.currency ?? 'none';
  const money = (value: number) => moneyOf(value, currency);
  const loss = r.profit < 0;
  const notDefined = msg('results.notDefined');
  const value: Record<Figure, Display> = {
    cost: money(r.cost),
    price: money(r.price),
    profit: money(r.profit),
    margin: r.margin === null ? notDefined : pct(r.margin),
    markup: r.markup === null ? notDefined : pct(r.markup),
  };
  const main = MAIN[r.known];
  const figures: Figure[] = ['price', 'cost', 'profit', 'margin', 'markup'];
  const order = [main, ...figures.filter((f) => f !== main)];
  const values: ValuesBlock = {
    kind: 'values',
    announce: true,
    items: order.map((f) => ({
      label: msg(f === 'profit' && loss ? 'results.loss' : `results.${f}`),
      // A loss is named as one, and shown as the amount lost.
      value: f === 'profit' && loss ? money(-r.profit) : value[f],
      ...(f === main ? { main: true } : {}),
      ...(r.margin === null && f === 'margin' ? { hint: msg('hint.zeroPrice') } : {}),
      ...(r.markup === null && f === 'markup' ? { hint: msg('hint.zeroCost') } : {}),
    })),
  };
  const blocks: ResultBlock[] = [values];
  if (loss) blocks.push({ kind: 'note', tone: 'warning', text: msg('note.loss', { loss: money(-r.profit), margin: value.margin }) });
  blocks.push(...derivation(r, money));
  if (r.margin !== null) blocks.push(formula('formula.margin', money(r.profit), ' ÷ ', money(r.price), ' = ', pct(r.margin)));
  if (r.markup !== null) blocks.push(formula('formula.markup', money(r.profit), ' ÷ ', money(r.cost), ' = ', pct(r.markup)));
  if (r.margin !== null && r.markup !== null && r.profit !== 0) {
    if (r.margin < 100) blocks.push(formula('formula.markupFromMargin', pct(r.margin), ' ÷ (1 − ', pct(r.margin), ') = ', pct(r.markup)));
    blocks.push({
      kind: 'note',
      text: msg(loss ? 'note.differenceLoss' : 'note.difference', {
        profit: money(Math.abs(r.profit)),
        price: money(r.price),
        cost: money(r.cost),
        margin: pct(r.margin),
        markup: pct(r.markup),
      }),
    });
  }
  return { blocks };
}
