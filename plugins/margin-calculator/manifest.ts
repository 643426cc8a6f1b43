import { currencyName, defineTool, MONEY_CURRENCIES, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * The two figures the visitor knows, of cost, price, profit, margin and markup. Margin and markup together
 * are not offered: they say the same thing (markup = margin ÷ (1 − margin)) and give no amount.
 */
export const PAIRS = ['costPrice', 'costMargin', 'costMarkup', 'costProfit', 'priceMargin', 'priceMarkup', 'priceProfit', 'profitMargin', 'profitMarkup'] as const;
export type Pair = (typeof PAIRS)[number];
export type Figure = 'cost' | 'price' | 'profit' | 'margin' | 'markup';

/** The pairs that contain a figure: the fields shown for it. */
const withFigure = (figure: Figure): Pair[] => PAIRS.filter((p) => p.toLowerCase().includes(figure));

const money = { kind: 'number', max: 1e12 } as const;

export const manifest = defineTool({
  related: ['discount-calculator', 'percentage-calculator', 'vat-calculator', 'salary-calculator'],
  fields: {
    known: { kind: 'select', choices: PAIRS, default: 'costPrice' },
    cost: { ...money, min: 0, when: { known: withFigure('cost') }, default: 75 },
    price: { ...money, min: 0, when: { known: withFigure('price') }, default: 100 },
    profit: { ...money, min: -1e12, when: { known: withFigure('profit') }, default: 25 },
    margin: { kind: 'number', min: -1e6, unit: 'percent', when: { known: withFigure('margin') }, default: 25 },
    markup: { kind: 'number', max: 1e6, unit: 'percent', when: { known: withFigure('markup') }, default: 50 },
  },
  options: {
    currency: { type: 'string', enum: MONEY_CURRENCIES, default: 'none' },
  },
  ui: { currency: 'select' },
  optionNames: { currency: currencyName },
  examples: [
    {
      // 25 profit on a price of 100 is a 25 % margin, on a cost of 75 a 33.33 % markup.
      name: 'costPrice',
      input: { known: 'costPrice', cost: 75, price: 100 },
      output: { known: 'costPrice', cost: 75, price: 100, profit: 25, margin: 25, markup: 33.3333333333 },
    },
    {
      // Keystone pricing: doubling the cost is a 100 % markup, but only a 50 % margin.
      name: 'keystone',
      input: { known: 'costMarkup', cost: 20, markup: 100 },
      options: { currency: 'USD' },
      output: { known: 'costMarkup', cost: 20, price: 40, profit: 20, margin: 50, markup: 100 },
    },
    {
      // 49.99 × (1 − 30 %) = 34.993.
      name: 'priceMargin',
      input: { known: 'priceMargin', price: 49.99, margin: 30 },
      output: { known: 'priceMargin', cost: 34.993, price: 49.99, profit: 14.997, margin: 30, markup: 42.8571428571 },
    },
    {
      // 15 ÷ 25 % = 60 cost, 75 price.
      name: 'profitMarkup',
      input: { known: 'profitMarkup', profit: 15, markup: 25 },
      output: { known: 'profitMarkup', cost: 60, price: 75, profit: 15, margin: 20, markup: 25 },
    },
    {
      // Sold below cost: a loss of 20, a −20 % margin and a −16.67 % markup.
      name: 'loss',
      input: { known: 'costPrice', cost: 120, price: 100 },
      output: { known: 'costPrice', cost: 120, price: 100, profit: -20, margin: -20, markup: -16.6666666667 },
    },
    {
      name: 'marginTooHigh',
      input: { known: 'costMargin', cost: 50, margin: 120 },
      output: toolError('marginTooHigh', { field: 'margin' }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
