/**
 * The due date first, then where the pregnancy is on the chosen day in the two ways people count it
 * (completed weeks and days, "12+3", and the week one is in, the German "13. SSW" or the French
 * "13e SA"), the time since conception, the trimesters and the milestones with the next one marked,
 * the rule written out with the visitor's dates, and the medical disclaimer.
 */
import { date, msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import { TERM_DAYS, type DueDate } from './run.ts';

const LONG: Intl.DateTimeFormatOptions = { dateStyle: 'full' };
const MEDIUM: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

const days = (n: number) => num(n, { style: 'unit', unit: 'day', unitDisplay: 'long' });
const weeks = (n: number) => num(n, { style: 'unit', unit: 'week', unitDisplay: 'long' });

/** "12 weeks and 3 days" (no days: "12 weeks"; no weeks: "3 days"). */
export function weeksAndDays(total: number): Display {
  const w = Math.floor(total / 7);
  const d = total % 7;
  if (d === 0) return weeks(w);
  if (w === 0) return days(d);
  return msg('list.two', { a: weeks(w), b: days(d) });
}

/** The obstetric short form "12+3". */
export const short = (total: number): Display => msg('short', { w: num(Math.floor(total / 7)), d: num(total % 7) });

function ruleFormula(r: DueDate): ResultBlock {
  switch (r.method) {
    case 'lmp':
      return {
        kind: 'formula',
        label: msg('formula.lmp'),
        formula: [date(r.given, MEDIUM), ' + ', days(TERM_DAYS), ' + (', days(r.cycle!), ' − ', days(28), ') = ', date(r.due, MEDIUM)],
      };
    case 'conception':
      return { kind: 'formula', label: msg('formula.conception'), formula: [date(r.given, MEDIUM), ' + ', days(266), ' = ', date(r.due, MEDIUM)] };
    case 'ivf':
      return {
        kind: 'formula',
        label: msg('formula.ivf'),
        formula: [date(r.given, MEDIUM), ' + ', days(266), ' − ', days(r.embryoAge!), ' = ', date(r.due, MEDIUM)],
      };
  }
}

export function view(r: DueDate): ResultView {
  const items: ValueItem[] = [{ label: msg('results.due'), value: date(r.due, LONG), main: true }];
  const blocks: ResultBlock[] = [];
  if (r.status === 'pregnant' && r.age !== null) {
    items.push(
      { label: msg('results.age', { date: date(r.today!, MEDIUM) }), value: weeksAndDays(r.age), hint: short(r.age) },
      { label: msg('results.week'), value: msg('weekOrdinal', { count: num(Math.floor(r.age / 7) + 1) }) },
      { label: msg('results.trimester'), value: msg(`trimester.${r.trimester}`) },
    );
    if (r.age >= 14) items.push({ label: msg('results.sinceConception'), value: weeksAndDays(r.age - 14) });
    if (r.daysToDue! > 0) items.push({ label: msg('results.toGo'), value: weeksAndDays(r.daysToDue!) });
    else if (r.daysToDue! < 0) items.push({ label: msg('results.overdue'), value: days(-r.daysToDue!) });
    else items.push({ label: msg('results.toGo'), value: msg('dueToday') });
  }
  items.push({ label: msg(r.method === 'lmp' ? 'results.conceptionEstimated' : r.method === 'ivf' ? 'results.fertilisation' : 'results.conception'), value: date(r.conception, LONG) });
  blocks.push({ kind: 'values', items, announce: true });
  if (r.status === 'before') blocks.push({ kind: 'note', text: msg('notes.before', { date: date(r.today!, MEDIUM) }) });
  if (r.status === 'after') blocks.push({ kind: 'note', text: msg('notes.after', { date: date(r.today!, MEDIUM) }) });

  blocks.push({
    kind: 'table',
    caption: msg('trimesters.caption'),
    columns: [{ label: msg('trimesters.trimester') }, { label: msg('trimesters.weeks') }, { label: msg('trimesters.from') }, { label: msg('trimesters.to') }],
    rows: r.trimesters.map((t, i) => [msg(`trimester.${i + 1}`), msg(`trimesters.range${i + 1}`), date(t.from, MEDIUM), date(t.to, MEDIUM)]),
    rowHeaders: true,
    ...(r.trimester !== null ? { marked: { row: r.trimester - 1, note: msg('marked.now') } } : {}),
  });

  const next = r.age === null || r.status !== 'pregnant' ? -1 : r.milestones.findIndex((m) => m.day >= r.age!);
  blocks.push({
    kind: 'table',
    caption: msg('milestones.caption'),
    columns: [{ label: msg('milestones.milestone') }, { label: msg('milestones.week'), numeric: true }, { label: msg('milestones.date') }],
    rows: r.milestones.map((m) => [msg(`milestone.${m.id}`), short(m.day), date(m.date, MEDIUM)]),
    rowHeaders: true,
    ...(next >= 0 ? { marked: { row: next, note: msg(r.milestones[next]!.day === r.age ? 'marked.today' : 'marked.next') } } : {}),
  });

  blocks.push(ruleFormula(r));
  blocks.push({ kind: 'note', text: msg('notes.france', { date: date(r.dueFrance, MEDIUM) }) });
  blocks.push({ kind: 'note', text: msg('notes.disclaimer') });
  return { blocks, copy: date(r.due, LONG), copyLabel: msg('copyDue') };
}
