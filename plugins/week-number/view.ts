/**
 * The week in the page's language: dates written by the page with Intl (a YYYY-MM-DD date is the
 * same day everywhere), the week as "Week 53 of 2020", the ISO week date as ISO writes it, and a
 * year's weeks as a calendar with a row per week.
 */
import { civilFromDays, daysFromCivil, formatIsoDate, parseIsoDate, date, msg, num, type Display, type ResultBlock, type ResultView, type TableColumn } from '@sdk/core';
import type { DateWeek, WeekDates, WeekResult, YearWeeks } from './run.ts';

const LONG: Intl.DateTimeFormatOptions = { dateStyle: 'full' };
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

const dayNumber = (iso: string) => {
  const d = parseIsoDate(iso);
  if (typeof d === 'string') throw new Error(`not a date: ${iso}`);
  return daysFromCivil(d);
};
const isoOf = (day: number) => formatIsoDate(civilFromDays(day));

/** "2020-W53-7": ISO 8601's week date (weekday 1 = Monday). */
export function isoWeekDate(r: DateWeek): string {
  return `${r.weekYear}-W${String(r.week).padStart(2, '0')}-${r.weekday}`;
}

function systemNote(system: WeekResult['system']): ResultBlock {
  return { kind: 'note', text: msg(system === 'iso' ? 'notes.iso' : 'notes.us') };
}

/** The seven days of a week from its first day, in a table: weekday and date. */
function daysTable(first: string): ResultBlock {
  const start = dayNumber(first);
  const rows = Array.from({ length: 7 }, (_, i) => {
    const d = isoOf(start + i);
    return [date(d, { weekday: 'long' }), date(d, { dateStyle: 'long' }), d] as Display[];
  });
  return { kind: 'table', columns: [{ label: msg('table.weekday') }, { label: msg('table.date') }, { label: msg('table.iso'), mono: true }], rows, rowHeaders: true };
}

function ofDate(r: DateWeek): ResultView {
  const headline = msg('weekOfYear', { week: num(r.week), year: String(r.weekYear) });
  const items = [
    { label: date(r.date, LONG), value: headline, main: true },
    ...(r.system === 'iso' ? [{ label: msg('results.isoWeekDate'), value: isoWeekDate(r), mono: true, copy: true }] : []),
    { label: msg('results.range'), value: msg('range', { first: date(r.first, LONG), last: date(r.last, LONG) }) },
    { label: msg('results.weeksInYear'), value: msg('weeksInYear', { year: String(r.weekYear), count: num(r.weeksInYear) }) },
  ];
  const blocks: ResultBlock[] = [{ kind: 'values', items }];
  if (r.weekYear !== Number(r.date.slice(0, -6))) blocks.push({ kind: 'note', text: msg('notes.otherYear', { year: String(r.weekYear) }) });
  blocks.push(systemNote(r.system));
  return { blocks, copy: headline, copyLabel: msg('copyResult') };
}

function ofWeek(r: WeekDates): ResultView {
  const range = msg('range', { first: date(r.first, LONG), last: date(r.last, LONG) });
  const blocks: ResultBlock[] = [
    { kind: 'values', items: [{ label: msg('weekOfYear', { week: num(r.week), year: String(r.year) }), value: range, main: true }] },
    daysTable(r.first),
  ];
  if (r.first.slice(0, -6) !== r.last.slice(0, -6)) blocks.push({ kind: 'note', text: msg(r.system === 'iso' ? 'notes.spansIso' : 'notes.spansUs') });
  blocks.push(systemNote(r.system));
  return { blocks, copy: range, copyLabel: msg('copyResult') };
}

/** A row per week: its number, then its seven days (the month written on the row's first day and on each 1st). */
function ofYear(r: YearWeeks): ResultView {
  const start = dayNumber(r.first);
  const columns: TableColumn[] = [
    { label: msg('table.week'), numeric: true },
    ...Array.from({ length: 7 }, (_, i) => ({ label: date(isoOf(start + i), { weekday: 'short' }), numeric: true })),
  ];
  const rows = Array.from({ length: r.weeksInYear }, (_, w) => [
    num(w + 1),
    ...Array.from({ length: 7 }, (_, i) => {
      const d = isoOf(start + 7 * w + i);
      return i === 0 || d.endsWith('-01') ? date(d, DAY_MONTH) : num(Number(d.slice(-2)));
    }),
  ]);
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      items: [
        { label: msg('results.weeksOf', { year: String(r.year) }), value: num(r.weeksInYear), main: true },
        { label: msg('results.range'), value: msg('range', { first: date(r.first, LONG), last: date(r.last, LONG) }) },
      ],
    },
    { kind: 'table', columns, rows, rowHeaders: true, caption: msg('table.caption', { year: String(r.year) }) },
    systemNote(r.system),
  ];
  return { blocks, copy: num(r.weeksInYear), copyLabel: msg('copyResult') };
}

export function view(r: WeekResult): ResultView {
  return r.tab === 'date' ? ofDate(r) : r.tab === 'week' ? ofWeek(r) : ofYear(r);
}
