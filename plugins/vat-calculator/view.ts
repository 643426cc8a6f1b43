/**
 * The amount with VAT added (or the amount without it) in large type, the VAT and the other amount;
 * the two calculations, named and written out; on the country tab, where the rate comes from and
 * when it was in force, and every standard rate shipped, the visitor's country marked. Money with
 * two decimals, no currency sign (amounts are in whatever currency the visitor uses).
 */
import { date, msg, num, region, type NumberDisplay, type ResultBlock, type ResultView } from '@sdk/core';
import { RATES, RATES_AS_OF } from './rates.ts';
import type { VatResult } from './run.ts';

const money = (value: number): NumberDisplay => num(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 19%, 25.5%, 8.25% */
const pct = (value: number): NumberDisplay => num(value / 100, { style: 'percent', maximumFractionDigits: 4 });
const asOf = date(RATES_AS_OF, { dateStyle: 'long' });

export function view(r: VatResult): ResultView {
  const add = r.mode === 'add';
  const where = r.country ? { hint: msg('hint.country', { country: region(r.country), rate: pct(r.rate) }) } : {};
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      announce: true,
      items: add
        ? [
            { label: msg('results.gross'), value: money(r.gross), main: true, ...where },
            { label: msg('results.vat', { rate: pct(r.rate) }), value: money(r.vat) },
            { label: msg('results.net'), value: money(r.net) },
          ]
        : [
            { label: msg('results.net'), value: money(r.net), main: true, ...where },
            { label: msg('results.vat', { rate: pct(r.rate) }), value: money(r.vat) },
            { label: msg('results.gross'), value: money(r.gross) },
          ],
    },
    ...(add
      ? ([
          { kind: 'formula', label: msg('formula.vat'), formula: [money(r.net), ' × ', pct(r.rate), ' = ', money(r.vat)] },
          { kind: 'formula', label: msg('formula.gross'), formula: [money(r.net), ' + ', money(r.vat), ' = ', money(r.gross)] },
        ] as const)
      : ([
          { kind: 'formula', label: msg('formula.net'), formula: [money(r.gross), ' ÷ (1 + ', pct(r.rate), ') = ', money(r.net)] },
          { kind: 'formula', label: msg('formula.vatIncluded'), formula: [money(r.gross), ' − ', money(r.net), ' = ', money(r.vat)] },
        ] as const)),
  ];
  if (r.country) {
    blocks.push({ kind: 'note', text: msg('note.source', { date: asOf }) });
    blocks.push({
      kind: 'table',
      caption: msg('table.caption', { date: asOf }),
      columns: [{ label: msg('table.country') }, { label: msg('table.rate'), numeric: true }, { label: msg('table.group') }],
      rows: RATES.map((x) => [region(x.code), pct(x.rate), msg(`table.groups.${x.group}`)]),
      rowHeaders: true,
      sortable: true,
      marked: { row: RATES.findIndex((x) => x.code === r.country), note: msg('table.chosen') },
    });
  }
  return { blocks, copy: add ? money(r.gross) : money(r.net) };
}
