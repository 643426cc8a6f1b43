/**
 * Each tab's answer in the page's language: calendar dates are written by the page with Intl (a
 * YYYY-MM-DD date is the same day everywhere), durations with the language's unit names and list
 * words ("1 year, 2 months and 3 days" in French and German), notes for what might surprise.
 */
import { date, msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { DateResult, DifferenceResult, InfoResult, ShiftResult } from './run.ts';

const LONG: Intl.DateTimeFormatOptions = { dateStyle: 'full' };
/** Numeric, with a four-digit year (the short style would write 2024 as 24). */
const NUMERIC: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long' };

type DurationUnit = 'year' | 'month' | 'week' | 'day';

/** "1 year, 2 months, 3 days" with the language's unit names and list words; zero parts left out (all zero: "0 days"). */
export function duration(parts: readonly (readonly [number, DurationUnit])[]): Display {
  const shown = parts.filter(([n]) => n !== 0);
  const items = (shown.length ? shown : parts.slice(-1)).map(([n, unit]) => num(n, { style: 'unit', unit, unitDisplay: 'long' }));
  if (items.length === 1) return items[0]!;
  return items.length === 2 ? msg('list.two', { a: items[0]!, b: items[1]! }) : msg('list.three', { a: items[0]!, b: items[1]!, c: items[2]! });
}

function difference(r: DifferenceResult): ResultView {
  const headline = duration([
    [r.years, 'year'],
    [r.months, 'month'],
    [r.days, 'day'],
  ]);
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      items: [
        { label: msg(r.includeEnd ? 'difference.periodIncluded' : 'difference.period', { start: date(r.from, LONG), end: date(r.to, LONG) }), value: headline, main: true },
        { label: msg('difference.totalDays'), value: num(r.totalDays) },
        { label: msg('difference.weeks'), value: duration([[r.weeks, 'week'], [r.weekDays, 'day']]) },
        { label: msg('difference.months'), value: duration([[r.totalMonths, 'month'], [r.days, 'day']]) },
        { label: msg('difference.businessDays'), value: num(r.businessDays) },
        { label: msg('difference.weekendDays'), value: num(r.weekendDays) },
      ],
    },
  ];
  if (r.reversed) blocks.push({ kind: 'note', text: msg('difference.reversed') });
  blocks.push({ kind: 'note', text: msg('difference.holidays') });
  return { blocks, copy: msg('difference.copy', { duration: headline, days: duration([[r.totalDays, 'day']]) }), copyLabel: msg('copyResult') };
}

/** "10 business days", "1 month": the amount moved, without its sign. */
function amountText(r: ShiftResult): Display {
  const magnitude = Math.abs(r.amount);
  return r.unit === 'businessDays' ? msg('businessDaysCount', { count: num(magnitude) }) : num(magnitude, { style: 'unit', unit: r.unit.slice(0, -1), unitDisplay: 'long' });
}

function shift(r: ShiftResult): ResultView {
  const params = { date: date(r.from, LONG), amount: amountText(r) };
  const sentence = r.tab === 'add' ? msg(r.amount < 0 ? 'shift.minus' : 'shift.plus', params) : msg(r.amount < 0 ? 'shift.before' : 'shift.after', params);
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      items: [
        { label: sentence, value: date(r.date, LONG), main: true },
        { label: msg('shift.iso'), value: r.date, mono: true, copy: true },
        { label: msg(r.days < 0 ? 'shift.earlier' : 'shift.later'), value: num(Math.abs(r.days)) },
      ],
    },
  ];
  // 31 January + 1 month: February has no 31st, so its last day was used, and the page says so.
  if (r.clamped) blocks.push({ kind: 'note', text: msg('shift.clamped', { month: date(`${r.date.slice(0, -3)}-01`, { month: 'long', year: 'numeric' }), day: num(Number(r.from.slice(-2))) }) });
  if (r.unit === 'businessDays') blocks.push({ kind: 'note', text: msg('shift.businessNote') });
  return { blocks, copy: date(r.date, LONG), copyLabel: msg('copyResult') };
}

const yesNo = (value: boolean) => msg(value ? 'info.yes' : 'info.no');

function info(r: InfoResult): ResultView {
  const year = Number(r.date.slice(0, -6));
  const week = String(r.week);
  const weekDate = `${r.weekYear}-W${week.padStart(2, '0')}-${r.weekday}`;
  return {
    blocks: [
      {
        kind: 'values',
        items: [
          { label: msg('info.date'), value: date(r.date, LONG), main: true },
          { label: msg('info.weekday'), value: date(r.date, WEEKDAY) },
          { label: msg('info.dayOfYear'), value: msg('info.dayOfYearValue', { day: num(r.dayOfYear), total: num(r.daysInYear) }) },
          { label: msg('info.week'), value: r.weekYear === year ? msg('info.weekValue', { week }) : msg('info.weekOfYear', { week, year: String(r.weekYear) }) },
          { label: msg('info.quarter'), value: msg('info.quarterValue', { quarter: String(r.quarter) }) },
          { label: msg('info.leapYear'), value: yesNo(r.leapYear) },
          { label: msg('info.businessDay'), value: yesNo(r.businessDay) },
          { label: msg('info.daysInMonth'), value: num(r.daysInMonth) },
          { label: msg('info.daysInYear'), value: num(r.daysInYear) },
          { label: msg('info.daysPassed'), value: num(r.daysPassed) },
          { label: msg('info.daysRemaining'), value: num(r.daysRemaining) },
          { label: msg('info.businessDaysRemaining'), value: num(r.businessDaysRemaining) },
        ],
      },
      { kind: 'note', text: msg('info.countsNote') },
      {
        kind: 'values',
        label: msg('info.formats'),
        layout: 'rows',
        items: [
          { label: msg('info.isoFormat'), value: r.date, mono: true },
          { label: msg('info.isoWeekDate'), value: weekDate, mono: true },
          { label: msg('info.localFormat'), value: date(r.date, NUMERIC) },
          { label: msg('info.longFormat'), value: date(r.date, LONG) },
        ],
      },
    ],
    copy: date(r.date, LONG),
    copyLabel: msg('copyResult'),
  };
}

export function view(r: DateResult): ResultView {
  switch (r.tab) {
    case 'difference':
      return difference(r);
    case 'info':
      return info(r);
    default:
      return shift(r);
  }
}
