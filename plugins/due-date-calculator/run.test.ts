import { describe, expect, it } from 'vitest';
import type { Input, Options } from './manifest.ts';
import { run, type DueDate } from './run.ts';

const base: Input = { lmp: null, cycle: 28, conception: null, transfer: null, embryoAge: '5', today: null } as Input;
const due = (input: Partial<Input>, method: Options['method'] = 'lmp') => run({ ...base, ...input } as Input, { method }) as DueDate;

describe('due date', () => {
  it('adds 280 days to the first day of the last period (Naegele: + 1 year − 3 months + 7 days)', () => {
    // Naegele by hand: 1 January 2026 + 7 days = 8 January, − 3 months, + 1 year = 8 October 2026.
    expect(due({ lmp: '2026-01-01' }).due).toBe('2026-10-08');
    expect(due({ lmp: '2026-01-01' }).dueWeekday).toBe(4);
    // Across a leap day: 1 June 2027 + 280 days = 7 March 2028 (Naegele gives 8 March: months are not all 30 days).
    expect(due({ lmp: '2027-06-01' }).due).toBe('2028-03-07');
  });

  it('moves the date by the cycle length beyond or short of 28 days', () => {
    expect(due({ lmp: '2026-01-01', cycle: 35 }).due).toBe('2026-10-15');
    expect(due({ lmp: '2026-01-01', cycle: 24 }).due).toBe('2026-10-04');
    expect(due({ lmp: '2026-01-01', cycle: 35 }).conception).toBe('2026-01-22');
  });

  it('dates a conception and an IVF transfer as ACOG Committee Opinion 700 does (+266, day 3 +263, day 5 +261)', () => {
    expect(due({ conception: '2026-01-15' }, 'conception').due).toBe('2026-10-08');
    expect(due({ transfer: '2026-01-20', embryoAge: '5' }, 'ivf').due).toBe('2026-10-08');
    expect(due({ transfer: '2026-01-18', embryoAge: '3' }, 'ivf').due).toBe('2026-10-08');
    const ivf = due({ transfer: '2026-01-20', embryoAge: '5' }, 'ivf');
    expect(ivf.start).toBe('2026-01-01');
    expect(ivf.milestones.slice(0, 2)).toEqual([{ id: 'fertilisation', day: 14, date: '2026-01-15' }, { id: 'transfer', day: 19, date: '2026-01-20' }]);
    expect(due({ conception: '2026-01-15' }, 'conception').milestones[0]!.id).toBe('conceptionDate');
  });

  it('gives the trimesters as ACOG counts them (to 13+6, 14+0 to 27+6, from 28+0)', () => {
    expect(due({ lmp: '2026-01-01' }).trimesters).toEqual([
      { from: '2026-01-01', to: '2026-04-08' },
      { from: '2026-04-09', to: '2026-07-15' },
      { from: '2026-07-16', to: '2026-10-08' },
    ]);
  });

  it('says the week on a chosen day, and the trimester', () => {
    expect(due({ lmp: '2026-01-01', today: '2026-03-26' })).toMatchObject({ age: 84, status: 'pregnant', trimester: 1, daysToDue: 196 });
    expect(due({ lmp: '2026-01-01', today: '2026-04-09' })).toMatchObject({ age: 98, trimester: 2 });
    expect(due({ lmp: '2026-01-01', today: '2026-07-16' })).toMatchObject({ age: 196, trimester: 3 });
    expect(due({ lmp: '2026-01-01', today: '2026-10-10' })).toMatchObject({ age: 282, trimester: 3, daysToDue: -2 });
  });

  it('counts from the adjusted first day when the cycle is not 28 days', () => {
    // 35-day cycle: ovulation a week later, so on 22 January the pregnancy is 2+0, as on 15 January with 28 days.
    expect(due({ lmp: '2026-01-01', cycle: 35, today: '2026-01-22' }).age).toBe(14);
  });

  it('gives no week before the pregnancy counts or after 42+6', () => {
    expect(due({ lmp: '2026-01-01', today: '2025-12-31' })).toMatchObject({ age: -1, status: 'before', trimester: null });
    expect(due({ lmp: '2026-01-01', today: '2026-10-22' })).toMatchObject({ age: 294, status: 'pregnant' });
    expect(due({ lmp: '2026-01-01', today: '2026-10-29' })).toMatchObject({ age: 301, status: 'after', trimester: null });
    expect(due({ lmp: '2026-01-01' })).toMatchObject({ today: null, age: null, status: null, daysToDue: null });
  });
});

describe('bad input', () => {
  it('asks for the date of the chosen method, at its field', () => {
    expect(run(base, { method: 'lmp' })).toEqual({ kind: 'tool-error', code: 'selectLmp', params: { field: 'lmp' } });
    expect(run(base, { method: 'conception' })).toEqual({ kind: 'tool-error', code: 'selectConception', params: { field: 'conception' } });
    expect(run(base, { method: 'ivf' })).toEqual({ kind: 'tool-error', code: 'selectTransfer', params: { field: 'transfer' } });
  });

  it('refuses dates that do not exist or leave the calendar', () => {
    expect(run({ ...base, lmp: '2026-02-30' }, { method: 'lmp' })).toMatchObject({ code: 'invalidDate', params: { field: 'lmp' } });
    expect(run({ ...base, lmp: '2026-01-01', today: '2026-13-01' }, { method: 'lmp' })).toMatchObject({ code: 'invalidDate', params: { field: 'today' } });
    expect(run({ ...base, lmp: '9999-06-01' }, { method: 'lmp' })).toMatchObject({ code: 'tooLate', params: { field: 'lmp' } });
    expect(run({ ...base, conception: '0001-01-05' }, { method: 'conception' })).toMatchObject({ code: 'tooEarly', params: { field: 'conception' } });
  });
});
