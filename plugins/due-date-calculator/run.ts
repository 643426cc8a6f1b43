/**
 * Pregnancy dates on whole day numbers (the SDK's calendar: no Date objects, so no time zone moves a
 * day). Gestational age is counted from the first day of the last period for a 28-day cycle, ovulation
 * and conception about 14 days later, the due date at 40 weeks (280 days):
 *
 * - last period: due = first day + 280 days + (cycle length − 28) days (Naegele's rule as obstetric
 *   wheels and ACOG's calculator move it for longer or shorter cycles: ovulation comes later or sooner);
 * - conception: due = conception + 266 days (38 weeks);
 * - IVF transfer: due = transfer + 266 days − the embryo's age (day 3: + 263, day 5: + 261), as ACOG
 *   Committee Opinion 700 (2017) dates assisted-reproduction pregnancies.
 *
 * Trimesters and term categories follow ACOG: first trimester to 13+6, second 14+0 to 27+6, third from
 * 28+0; early term 37+0, full term 39+0, late term 41+0, post-term 42+0.
 */
import { civilFromDays, daysFromCivil, formatIsoDate, isoWeekday, MAX_YEAR, MIN_YEAR, parseIsoDate, toolError, type ToolError } from '@sdk/core';
import type { Input, Method, Options } from './manifest.ts';

/** 40 weeks from the first day of the last period. */
export const TERM_DAYS = 280;
/** The term France counts with (41 weeks of amenorrhoea, HAS / CNGOF). */
export const FRENCH_TERM_DAYS = 287;
/** From conception (ovulation) to the due date: 38 weeks. */
export const CONCEPTION_TO_DUE = 266;
/** After 42+6 the pregnancy is over by any count: no current week is said. */
export const LAST_DAY = 42 * 7 + 6;

export const MILESTONES = [
  // Gestational age in days at which each is reached, in order.
  ['conception', 14],
  ['test', 28],
  ['heartbeat', 42],
  ['firstTrimesterEnd', 97],
  ['secondTrimester', 98],
  ['anatomyScan', 126],
  ['viability', 168],
  ['thirdTrimester', 196],
  ['earlyTerm', 259],
  ['fullTerm', 273],
  ['due', 280],
  ['lateTerm', 287],
  ['postTerm', 294],
] as const;

/** Day 2+0 is an estimated conception after a period, a known one, or the fertilisation of an IVF cycle. */
export type MilestoneId = (typeof MILESTONES)[number][0] | 'conceptionDate' | 'fertilisation' | 'transfer';
const DAY_14: Record<Method, MilestoneId> = { lmp: 'conception', conception: 'conceptionDate', ivf: 'fertilisation' };

export interface Milestone {
  id: MilestoneId;
  /** Gestational age in days. */
  day: number;
  date: string;
}

export interface Trimester {
  from: string;
  to: string;
}

export interface DueDate {
  method: Method;
  /** The date the visitor gave (first day of the period, conception or transfer). */
  given: string;
  /** Cycle length (last-period method), else null. */
  cycle: number | null;
  /** Embryo age in days at transfer (IVF), else null. */
  embryoAge: number | null;
  /** Day 0 of gestational age: the due date less 280 days. */
  start: string;
  due: string;
  /** ISO weekday of the due date: 1 = Monday … 7 = Sunday. */
  dueWeekday: number;
  /** 41 weeks, as France counts the term. */
  dueFrance: string;
  conception: string;
  trimesters: [Trimester, Trimester, Trimester];
  milestones: Milestone[];
  /** The day the week is said for (today by default), or null when none was given. */
  today: string | null;
  /** Gestational age on `today` in days; negative before day 0; null without `today`. */
  age: number | null;
  /** Where `today` falls: before day 0, during the pregnancy (to 42+6), or after. */
  status: 'before' | 'pregnant' | 'after' | null;
  /** 1, 2 or 3 while pregnant, else null. */
  trimester: 1 | 2 | 3 | null;
  /** Days from `today` to the due date (negative once it has passed); null without `today`. */
  daysToDue: number | null;
}

type DateField = 'lmp' | 'conception' | 'transfer' | 'today';

function readDate(text: string | null, field: DateField): number | ToolError | null {
  const date = parseIsoDate(text ?? '');
  if (date === 'empty') return null;
  if (date === 'invalid') return toolError('invalidDate', { field });
  return daysFromCivil(date);
}

const SELECT = { lmp: 'selectLmp', conception: 'selectConception', transfer: 'selectTransfer' } as const;
const iso = (day: number) => formatIsoDate(civilFromDays(day));
const FIRST_DAY_NUMBER = daysFromCivil({ year: MIN_YEAR, month: 1, day: 1 });
const LAST_DAY_NUMBER = daysFromCivil({ year: MAX_YEAR, month: 12, day: 31 });

/** Day 0 of gestational age for each method. */
export function startOf(method: Method, given: number, cycle: number, embryoAge: number): number {
  switch (method) {
    case 'lmp':
      return given + (cycle - 28);
    case 'conception':
      return given - (TERM_DAYS - CONCEPTION_TO_DUE);
    case 'ivf':
      return given - (TERM_DAYS - CONCEPTION_TO_DUE) - embryoAge;
  }
}

export function trimesterOf(age: number): 1 | 2 | 3 {
  return age < 98 ? 1 : age < 196 ? 2 : 3;
}

export function run(input: Input, { method }: Options): DueDate | ToolError {
  const field = method === 'lmp' ? 'lmp' : method === 'conception' ? 'conception' : 'transfer';
  const given = readDate(input[field], field);
  if (given === null) return toolError(SELECT[field], { field });
  if (typeof given !== 'number') return given;
  const today = readDate(input.today, 'today');
  if (today !== null && typeof today !== 'number') return today;
  const cycle = method === 'lmp' ? (input.cycle ?? 28) : null;
  const embryoAge = method === 'ivf' ? Number(input.embryoAge ?? 5) : null;
  const start = startOf(method, given, cycle ?? 28, embryoAge ?? 0);
  if (start + LAST_DAY > LAST_DAY_NUMBER) return toolError('tooLate', { field });
  if (start < FIRST_DAY_NUMBER) return toolError('tooEarly', { field });

  const milestones: Milestone[] = MILESTONES.map(([id, day]) => ({ id: id === 'conception' ? DAY_14[method] : id, day, date: iso(start + day) }));
  if (method === 'ivf') milestones.splice(1, 0, { id: 'transfer', day: given - start, date: iso(given) });
  const age = today === null ? null : today - start;
  const status = age === null ? null : age < 0 ? 'before' : age > LAST_DAY ? 'after' : 'pregnant';
  return {
    method,
    given: iso(given),
    cycle,
    embryoAge,
    start: iso(start),
    due: iso(start + TERM_DAYS),
    dueWeekday: isoWeekday(start + TERM_DAYS),
    dueFrance: iso(start + FRENCH_TERM_DAYS),
    conception: iso(start + 14),
    trimesters: [
      { from: iso(start), to: iso(start + 97) },
      { from: iso(start + 98), to: iso(start + 195) },
      { from: iso(start + 196), to: iso(start + TERM_DAYS) },
    ],
    milestones,
    today: today === null ? null : iso(today),
    age,
    status,
    trimester: status === 'pregnant' ? trimesterOf(age!) : null,
    daysToDue: today === null ? null : start + TERM_DAYS - today,
  };
}
