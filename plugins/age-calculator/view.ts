/**
 * The age in the page's language: durations with the language's unit names and list words
 * ("36 years, 6 months and 10 days"), dates written by the page with Intl, the next birthday with
 * its weekday and the days until it.
 */
import { date, msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Age } from './run.ts';

const LONG: Intl.DateTimeFormatOptions = { dateStyle: 'full' };

type DurationUnit = 'year' | 'month' | 'week' | 'day';

/** "1 year, 2 months and 3 days" with the language's unit names and list words; zero parts left out (all zero: "0 days"). */
export function duration(parts: readonly (readonly [number, DurationUnit])[]): Display {
  const shown = parts.filter(([n]) => n !== 0);
  const items = (shown.length ? shown : parts.slice(-1)).map(([n, unit]) => num(n, { style: 'unit', unit, unitDisplay: 'long' }));
  if (items.length === 1) return items[0]!;
  return items.length === 2 ? msg('list.two', { a: items[0]!, b: items[1]! }) : msg('list.three', { a: items[0]!, b: items[1]!, c: items[2]! });
}

export function view(r: Age): ResultView {
  const age = duration([
    [r.years, 'year'],
    [r.months, 'month'],
    [r.days, 'day'],
  ]);
  const items = [
    { label: msg('results.ageOn', { date: date(r.at, LONG) }), value: age, main: true },
    { label: msg('results.born'), value: date(r.birth, LONG) },
    { label: msg('results.months'), value: duration([[r.totalMonths, 'month'], [r.days, 'day']]) },
    { label: msg('results.weeks'), value: duration([[r.totalWeeks, 'week'], [r.weekDays, 'day']]) },
    { label: msg('results.days'), value: num(r.totalDays) },
    { label: msg('results.hours'), value: num(r.totalDays * 24) },
  ];
  if (r.nextBirthday !== null && r.nextAge !== null && r.daysToBirthday !== null) {
    items.push({ label: msg('results.nextBirthday', { count: num(r.nextAge) }), value: date(r.nextBirthday, LONG) });
    items.push({ label: msg('results.until'), value: duration([[r.daysToBirthday, 'day']]) });
  }
  const blocks: ResultBlock[] = [{ kind: 'values', items }];
  if (r.birthday) blocks.push({ kind: 'note', text: msg('notes.birthday', { count: num(r.years) }) });
  if (r.leapBirth) blocks.push({ kind: 'note', text: msg('notes.leapRule') });
  blocks.push({ kind: 'note', text: msg('notes.totals') });
  return { blocks, copy: age, copyLabel: msg('copyResult') };
}
