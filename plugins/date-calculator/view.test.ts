import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('date-calculator', 'en');
const de = writer('date-calculator', 'de');
const fr = writer('date-calculator', 'fr');
const es = writer('date-calculator', 'es');

function shown(input: Partial<Input>, tab: Options['tab']) {
  const r = run(input as Input, { tab });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  const values = v.blocks.filter((b): b is ValuesBlock => b.kind === 'values');
  const item = (label: string) => values.flatMap((b) => b.items).find((i) => en(i.label) === label)!;
  const main = values[0]!.items[0]!;
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((b) => en(b.text));
  return { v, values, item, main, notes };
}

describe('Difference', () => {
  it('gives the period in years, months and days, and in every other count, with the dates in words', () => {
    const { v, main, item, notes } = shown({ start: '2024-01-01', end: '2024-12-31', includeEnd: true }, 'difference');
    expect(en(main.value)).toBe('1 year');
    expect(en(main.label)).toBe('From Monday, January 1, 2024 to Tuesday, December 31, 2024, end date included');
    expect(en(item('Total days').value)).toBe('366');
    expect(en(item('In weeks').value)).toBe('52 weeks, 2 days');
    expect(en(item('In months').value)).toBe('12 months');
    expect(en(item('Business days (Monday to Friday)').value)).toBe('262');
    expect(en(item('Weekend days').value)).toBe('104');
    expect(notes).toEqual(['Public holidays are not taken into account: they are counted as business days when they fall on a weekday.']);
    expect(en(v.copy!)).toBe('1 year (366 days)');
    expect(en(v.copyLabel!)).toBe('Copy result');
  });

  it('joins the parts as each language does, and says when the dates were swapped', () => {
    const { main, notes } = shown({ start: '2024-03-01', end: '2023-01-30' }, 'difference');
    expect(en(main.value)).toBe('1 year, 1 month, 1 day');
    expect(de(main.value)).toBe('1 Jahr, 1 Monat und 1 Tag');
    expect(fr(main.value)).toBe('1\u00a0an, 1\u00a0mois et 1\u00a0jour');
    expect(es(main.value)).toBe('1 año, 1 mes y 1 día');
    expect(notes[0]).toBe('The end date is before the start date, so the dates were swapped to count the period.');
    expect(en(shown({ start: '2024-05-04', end: '2024-05-04' }, 'difference').main.value)).toBe('0 days');
    expect(de(shown({ start: '2024-01-01', end: '2024-03-05' }, 'difference').main.value)).toBe('2 Monate, 4 Tage');
  });
});

describe('Add/Subtract and Before/After', () => {
  it('says the calculation, the date in words and in ISO 8601, and how many calendar days away', () => {
    const { v, main, item, notes } = shown({ base: '2024-01-31', operation: 'add', amount: 1, unit: 'months' }, 'add');
    expect(en(main.value)).toBe('Thursday, February 29, 2024');
    expect(en(main.label)).toBe('Wednesday, January 31, 2024 + 1 month');
    expect(item('ISO 8601')).toMatchObject({ value: '2024-02-29', copy: true, mono: true });
    expect(en(item('Calendar days later').value)).toBe('29');
    expect(notes).toEqual(['February 2024 has no day 31, so the last day of the month was used.']);
    expect(en(v.copy!)).toBe('Thursday, February 29, 2024');
  });

  it('says month-end clamping in every language', () => {
    const { v } = shown({ base: '2024-01-31', operation: 'add', amount: 1, unit: 'months' }, 'add');
    const note = v.blocks.find((b): b is NoteBlock => b.kind === 'note')!.text;
    expect(de(note)).toBe('Der Februar 2024 hat keinen 31., daher wurde der letzte Tag des Monats verwendet.');
    expect(fr(note)).toBe('Il n’y a pas de 31 en février 2024\u202f: le dernier jour du mois a donc été utilisé.');
  });

  it('counts business days with the language’s plurals, and notes what they are', () => {
    const ten = shown({ base: '2024-05-03', operation: 'add', amount: 10, unit: 'businessDays' }, 'add');
    expect(en(ten.main.label)).toBe('Friday, May 3, 2024 + 10 business days');
    expect(ten.notes).toContain('Business days are Monday to Friday; public holidays are not taken into account.');
    expect(en(shown({ base: '2024-05-06', operation: 'subtract', amount: 1, unit: 'businessDays' }, 'add').main.label)).toBe('Monday, May 6, 2024 − 1 business day');
    expect(fr(ten.main.label)).toBe('vendredi 3 mai 2024 + 10 jours ouvrés');
  });

  it('writes the Before/After sentence', () => {
    const { main, item } = shown({ reference: '2025-01-01', amount: 90, unit: 'days', direction: 'before' }, 'beforeAfter');
    expect(en(main.label)).toBe('90 days before Wednesday, January 1, 2025');
    expect(en(main.value)).toBe('Thursday, October 3, 2024');
    expect(en(item('Calendar days earlier').value)).toBe('90');
    expect(de(main.label)).toBe('90 Tage vor Mittwoch, 1. Januar 2025');
  });
});

describe('Info', () => {
  it('gives the facts about a date and its formats, each copyable', () => {
    const { values, item, notes } = shown({ date: '2021-01-03' }, 'info');
    expect(en(item('Day of the week').value)).toBe('Sunday');
    expect(en(item('Day of the year').value)).toBe('3 of 365');
    expect(en(item('ISO week').value)).toBe('Week 53 of 2020');
    expect(en(item('Quarter').value)).toBe('Q1');
    expect(en(item('Leap year').value)).toBe('✗ No');
    expect(en(item('Business day').value)).toBe('✗ No');
    expect(en(item('Days passed in the year').value)).toBe('2');
    expect(en(item('Days remaining in the year').value)).toBe('362');
    expect(notes).toEqual(['Days passed and remaining do not count the date itself.']);
    const formats = values[1]!;
    expect(formats.layout).toBe('rows');
    expect(en(formats.label!)).toBe('Formats');
    expect(formats.items.map((i) => [en(i.label), en(i.value)])).toEqual([
      ['ISO 8601', '2021-01-03'],
      ['ISO week date', '2020-W53-7'],
      ['Numeric', '01/03/2021'],
      ['Long', 'Sunday, January 3, 2021'],
    ]);
  });

  it('speaks German', () => {
    const { item, values } = shown({ date: '2024-02-29' }, 'info');
    expect(de(values[0]!.items[0]!.value)).toBe('Donnerstag, 29. Februar 2024');
    expect(de(item('ISO week').value)).toBe('KW 9');
    expect(de(item('Leap year').value)).toBe('✓ Ja');
    expect(de(values[1]!.items[2]!.value)).toBe('29.02.2024');
  });
});
