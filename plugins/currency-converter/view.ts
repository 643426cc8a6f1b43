/**
 * Converter: the amount in the target currency (rounded once, to that currency's decimal places),
 * the rate both ways and the date of the rates, and where they come from. History: the pair's rate
 * on each of the last 7 publication days with its change from the day before, as a table and as a
 * small line chart drawn by the site. Always: these are reference rates, not what a bank charges.
 */
import { date, msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import { minorUnits } from './currencies.ts';
import type { ConvertResult } from './run.ts';
import type { Options } from './manifest.ts';

const money = (value: string | number, currency: string) => {
  const digits = minorUnits(currency);
  return num(Number(value), { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: digits, maximumFractionDigits: digits });
};
const rate = (value: string) => num(Number(value), { maximumSignificantDigits: 6 });
const longDate = (day: string) => date(day, { dateStyle: 'long' });

function sourceNotes(result: ConvertResult): ResultBlock[] {
  return [
    result.source === 'ecb'
      ? { kind: 'note', text: msg('source.ecb', { date: longDate(result.date) }) }
      : { kind: 'note', tone: 'warning', text: msg('source.snapshot', { date: longDate(result.date) }) },
    { kind: 'note', text: msg('reference') },
  ];
}

export function view(result: ConvertResult, context: { readonly options: Partial<Options> }): ResultView {
  const { from, to } = result;
  if (context.options.tab === 'history') {
    const rows = result.history;
    const oldestFirst = [...rows].reverse();
    return {
      blocks: [
        {
          kind: 'table',
          caption: msg('history.caption', { from, to }),
          columns: [{ label: msg('history.date') }, { label: msg('history.rate', { from, to }), numeric: true }, { label: msg('history.change'), numeric: true }],
          rows: rows.map((row) => [
            longDate(row.date),
            rate(row.rate),
            row.change === null ? msg('history.noChange') : num(Number(row.change) / 100, { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
          ]),
        },
        {
          kind: 'chart',
          type: 'line',
          label: msg('history.chart', { from, to }),
          xLabel: msg('history.date'),
          x: oldestFirst.map((row) => date(row.date, { day: 'numeric', month: 'short' })),
          series: [{ label: msg('history.series', { from, to }), values: oldestFirst.map((row) => Number(row.rate)) }],
          format: { maximumSignificantDigits: 6 },
        },
        ...sourceNotes(result),
      ],
      filename: `rates-${from}-${to}`,
    };
  }
  return {
    blocks: [
      {
        kind: 'values',
        announce: true,
        items: [
          { label: msg('result.converted', { amount: money(result.amount, from) }), value: money(result.converted, to), main: true, copy: true },
          { label: msg('result.rate'), value: msg('result.rateLine', { from, to, rate: rate(result.rate) }) },
          { label: msg('result.inverse'), value: msg('result.rateLine', { from: to, to: from, rate: rate(result.inverse) }) },
          { label: msg('result.date'), value: longDate(result.date) },
        ],
      },
      ...sourceNotes(result),
    ],
    filename: `${from}-${to}`,
  };
}
