/**
 * Converter: the amount in the target currency (rounded once, to that currency's decimal places),
 * the rate both ways, and whose rates they are with their date ("European Central Bank, 25 February
 * 2025"; "currency-api (fawazahmed0), 29 September 2026"; both, each for its currency, when no one
 * source has the pair). History: the pair's rate on each of the last 7 publication days the source
 * has, with its change from the day before, as a table and as a small line chart drawn by the site;
 * for a pair the ECB does not have, the days of currency-api the site holds, said as such; for a
 * pair of two sources, no history. Always: these are reference rates, not what a bank charges.
 */
import { date, msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import { minorUnits } from './currencies.ts';
import type { ConvertResult, RatesUsed } from './run.ts';
import type { Options } from './manifest.ts';

const money = (value: string | number, currency: string) => {
  const digits = minorUnits(currency);
  return num(Number(value), { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: digits, maximumFractionDigits: digits });
};
const rate = (value: string) => num(Number(value), { maximumSignificantDigits: 6 });
const longDate = (day: string) => date(day, { dateStyle: 'long' });

/** "European Central Bank, February 25, 2025" / "currency-api (fawazahmed0), September 29, 2026". */
const sourceLabel = (used: RatesUsed): Display => msg(`provider.${used.provider === 'ecb' ? 'ecb' : 'currencyApi'}`, { date: longDate(used.date) });

function sourceLine(result: ConvertResult): Display {
  const [first, second] = result.sources;
  return second ? msg('result.twoSources', { from: result.from, first: sourceLabel(first!), to: result.to, second: sourceLabel(second) }) : sourceLabel(first!);
}

function sourceNote(used: RatesUsed): ResultBlock {
  const params = { date: longDate(used.date) };
  if (used.provider === 'ecb') return used.source === 'fetched' ? { kind: 'note', text: msg('source.ecb', params) } : { kind: 'note', tone: 'warning', text: msg('source.snapshot', params) };
  return used.source === 'fetched' ? { kind: 'note', text: msg('source.currencyApi', params) } : { kind: 'note', tone: 'warning', text: msg('source.currencyApiSnapshot', params) };
}

function sourceNotes(result: ConvertResult): ResultBlock[] {
  const [first, second] = result.sources;
  const notes = [sourceNote(first!)];
  if (second) {
    if (second.provider !== first!.provider) notes.push(sourceNote(second));
    notes.push({ kind: 'note', text: msg('source.mixed', { from: result.from, first: sourceLabel(first!), to: result.to, second: sourceLabel(second) }) });
  }
  return [...notes, { kind: 'note', text: msg('reference') }];
}

function historyBlocks(result: ConvertResult): ResultBlock[] {
  const { from, to } = result;
  const [used, second] = result.sources;
  if (second) return [{ kind: 'note', text: msg('history.mixed', { from, to }) }];
  const rows = result.history;
  const oldestFirst = [...rows].reverse();
  const ecb = used!.provider === 'ecb';
  const blocks: ResultBlock[] = [
    {
      kind: 'table',
      caption: msg(ecb ? 'history.caption' : 'history.captionOther', { from, to }),
      columns: [{ label: msg('history.date') }, { label: msg('history.rate', { from, to }), numeric: true }, { label: msg('history.change'), numeric: true }],
      rows: rows.map((row) => [
        longDate(row.date),
        rate(row.rate),
        row.change === null ? msg('history.noChange') : num(Number(row.change) / 100, { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      ]),
    },
  ];
  // A line needs two days: a source whose days the site is still gathering may have one.
  if (rows.length > 1) {
    blocks.push({
      kind: 'chart',
      type: 'line',
      label: msg('history.chart', { from, to }),
      xLabel: msg('history.date'),
      x: oldestFirst.map((row) => date(row.date, { day: 'numeric', month: 'short' })),
      series: [{ label: msg('history.series', { from, to }), values: oldestFirst.map((row) => Number(row.rate)) }],
      format: { maximumSignificantDigits: 6 },
    });
  }
  if (!ecb) blocks.push({ kind: 'note', text: msg('history.otherSource', { from, to }) });
  return blocks;
}

export function view(result: ConvertResult, context: { readonly options: Partial<Options> }): ResultView {
  const { from, to } = result;
  if (context.options.tab === 'history') return { blocks: [...historyBlocks(result), ...sourceNotes(result)], filename: `rates-${from}-${to}` };
  return {
    blocks: [
      {
        kind: 'values',
        announce: true,
        items: [
          { label: msg('result.converted', { amount: money(result.amount, from) }), value: money(result.converted, to), main: true, copy: true },
          { label: msg('result.rate'), value: msg('result.rateLine', { from, to, rate: rate(result.rate) }) },
          { label: msg('result.inverse'), value: msg('result.rateLine', { from: to, to: from, rate: rate(result.inverse) }) },
          { label: msg('result.source'), value: sourceLine(result) },
        ],
      },
      ...sourceNotes(result),
    ],
    filename: `${from}-${to}`,
  };
}
