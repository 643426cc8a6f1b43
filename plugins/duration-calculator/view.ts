import { msg, num, type Display, type ResultView, type ValueItem } from '@sdk/core';
import type { Input } from './manifest.ts';
import { breakdown, clockText, MS } from './duration.ts';
import type { DurationResult } from './run.ts';
import { UNITS } from './manifest.ts';

const DECIMALS: Intl.NumberFormatOptions = { maximumFractionDigits: 4 };
const unit = (value: number, u: 'day' | 'hour' | 'minute' | 'second' | 'millisecond') => num(value, { style: 'unit', unit: u, unitDisplay: 'long', maximumFractionDigits: 0 });

/** "1 day, 2 hours, 30 minutes and 15 seconds": every part, zero included, so the sentence reads the same each time. */
export function inWords(ms: number): Display {
  const b = breakdown(ms);
  const key = b.milliseconds ? 'inWordsMs' : 'inWords';
  return msg(ms < 0 ? `${key}Negative` : key, {
    days: unit(b.days, 'day'),
    hours: unit(b.hours, 'hour'),
    minutes: unit(b.minutes, 'minute'),
    seconds: unit(b.seconds, 'second'),
    milliseconds: unit(b.milliseconds, 'millisecond'),
  });
}

/** The duration as a clock, in words, and in decimal hours, minutes and seconds (for a payslip or a spreadsheet). */
function totals(ms: number, label: string): ValueItem[] {
  return [
    { label: msg(label), value: clockText(ms), main: true, mono: true, copy: true },
    { label: msg('results.inWords'), value: inWords(ms) },
    { label: msg('results.decimalHours'), value: num(ms / MS.hours, DECIMALS), copy: true },
    { label: msg('results.totalMinutes'), value: num(ms / MS.minutes, DECIMALS), copy: true },
    { label: msg('results.totalSeconds'), value: num(ms / MS.seconds, { maximumFractionDigits: 3 }), copy: true },
    { label: msg('results.decimalDays'), value: num(ms / MS.days, { maximumFractionDigits: 6 }) },
  ];
}

export function view(result: DurationResult, _context: { input: Input }): ResultView {
  switch (result.mode) {
    case 'add': {
      const sign = result.operation === 'add' ? ' + ' : ' \u2212 ';
      return {
        blocks: [
          { kind: 'values', items: totals(result.ms, 'results.result'), announce: true },
          { kind: 'formula', label: msg('formulaLabel'), formula: [clockText(result.a), sign, clockText(result.b), ' = ', clockText(result.ms)] },
        ],
        copy: clockText(result.ms),
      };
    }
    case 'sum': {
      const count = result.items.length;
      return {
        blocks: [
          {
            kind: 'values',
            items: [
              ...totals(result.ms, 'results.total'),
              { label: msg('results.entries'), value: num(count) },
              { label: msg('results.average'), value: clockText(Math.round(result.ms / count)), mono: true },
            ],
            announce: true,
          },
          {
            kind: 'table',
            caption: msg('table.caption'),
            columns: [{ label: msg('table.line'), numeric: true }, { label: msg('table.typed'), mono: true }, { label: msg('table.duration'), numeric: true, mono: true }, { label: msg('table.hours'), numeric: true }, { label: msg('table.runningTotal'), numeric: true, mono: true }],
            rows: result.items.reduce<{ rows: Display[][]; total: number }>(
              (acc, item) => {
                acc.total += item.ms;
                acc.rows.push([num(item.line), item.text, clockText(item.ms), num(item.ms / MS.hours, DECIMALS), clockText(acc.total)]);
                return acc;
              },
              { rows: [], total: 0 },
            ).rows,
          },
        ],
        copy: clockText(result.ms),
      };
    }
    case 'convert': {
      const ms = result.seconds * 1000;
      return {
        blocks: [
          {
            kind: 'values',
            layout: 'rows',
            announce: true,
            items: [
              { label: msg('results.clock'), value: clockText(Math.round(ms)), mono: true, copy: true, main: true },
              { label: msg('results.inWords'), value: inWords(Math.round(ms)) },
              ...UNITS.filter((u) => u !== result.unit).map((u): ValueItem => ({ label: msg(`units.${u}`), value: num(ms / MS[u], { maximumFractionDigits: 6 }), copy: true })),
            ],
          },
        ],
      };
    }
    case 'between': {
      const formula: Display[] = [result.start, ' \u2192 ', result.end];
      if (result.overnight) formula.push(' ', msg('nextDay'));
      if (result.pause) formula.push(' \u2212 ', clockText(result.pause));
      formula.push(' = ', clockText(result.ms));
      return {
        blocks: [
          { kind: 'values', items: totals(result.ms, 'results.worked'), announce: true },
          { kind: 'formula', label: msg('formulaLabel'), formula },
          ...(result.span === MS.days ? [{ kind: 'note' as const, text: msg('sameTime') }] : result.overnight ? [{ kind: 'note' as const, text: msg('overnight') }] : []),
        ],
        copy: clockText(result.ms),
      };
    }
  }
}
