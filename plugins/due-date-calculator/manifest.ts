import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const METHODS = ['lmp', 'conception', 'ivf'] as const;
export type Method = (typeof METHODS)[number];
/** Days from fertilisation to the transfer of a cleavage-stage (day 3) or blastocyst (day 5) embryo. */
export const EMBRYO_AGES = ['3', '5'] as const;

/**
 * The due date from the first day of the last period (Naegele's rule, moved by the cycle's length), a
 * known conception date or an IVF transfer; the week of pregnancy on a chosen day (today by default),
 * the trimesters and the usual milestones. Everything is counted in whole days from the "adjusted"
 * first day of the last period (the due date less 280 days), as obstetricians count weeks.
 */
export const manifest = defineTool({
  related: ['date-calculator', 'age-calculator', 'week-number', 'bmi-calculator'],
  fields: {
    lmp: { kind: 'date', tabs: ['lmp'], optional: true },
    cycle: { kind: 'integer', tabs: ['lmp'], min: 20, max: 45, default: 28 },
    conception: { kind: 'date', tabs: ['conception'], optional: true },
    transfer: { kind: 'date', tabs: ['ivf'], optional: true },
    embryoAge: { kind: 'select', tabs: ['ivf'], choices: EMBRYO_AGES, default: '5' },
    today: { kind: 'date', now: true, default: 'now', optional: true },
  },
  options: {
    method: { type: 'string', enum: METHODS, default: 'lmp' },
  },
  ui: { method: 'tabs' },
  examples: [
    {
      name: "lmp",
      input: {"lmp": "2026-01-01", "cycle": 28, "today": "2026-05-20"},
      options: {"method": "lmp"},
      output: {"method": "lmp", "given": "2026-01-01", "cycle": 28, "embryoAge": null, "start": "2026-01-01", "due": "2026-10-08", "dueWeekday": 4, "dueFrance": "2026-10-15", "conception": "2026-01-15", "trimesters": [{"from": "2026-01-01", "to": "2026-04-08"}, {"from": "2026-04-09", "to": "2026-07-15"}, {"from": "2026-07-16", "to": "2026-10-08"}], "milestones": [{"id": "conception", "day": 14, "date": "2026-01-15"}, {"id": "test", "day": 28, "date": "2026-01-29"}, {"id": "heartbeat", "day": 42, "date": "2026-02-12"}, {"id": "firstTrimesterEnd", "day": 97, "date": "2026-04-08"}, {"id": "secondTrimester", "day": 98, "date": "2026-04-09"}, {"id": "anatomyScan", "day": 126, "date": "2026-05-07"}, {"id": "viability", "day": 168, "date": "2026-06-18"}, {"id": "thirdTrimester", "day": 196, "date": "2026-07-16"}, {"id": "earlyTerm", "day": 259, "date": "2026-09-17"}, {"id": "fullTerm", "day": 273, "date": "2026-10-01"}, {"id": "due", "day": 280, "date": "2026-10-08"}, {"id": "lateTerm", "day": 287, "date": "2026-10-15"}, {"id": "postTerm", "day": 294, "date": "2026-10-22"}], "today": "2026-05-20", "age": 139, "status": "pregnant", "trimester": 2, "daysToDue": 141},
    },
    {
      name: "longCycle",
      input: {"lmp": "2026-01-01", "cycle": 35, "today": "2026-05-20"},
      options: {"method": "lmp"},
      output: {"method": "lmp", "given": "2026-01-01", "cycle": 35, "embryoAge": null, "start": "2026-01-08", "due": "2026-10-15", "dueWeekday": 4, "dueFrance": "2026-10-22", "conception": "2026-01-22", "trimesters": [{"from": "2026-01-08", "to": "2026-04-15"}, {"from": "2026-04-16", "to": "2026-07-22"}, {"from": "2026-07-23", "to": "2026-10-15"}], "milestones": [{"id": "conception", "day": 14, "date": "2026-01-22"}, {"id": "test", "day": 28, "date": "2026-02-05"}, {"id": "heartbeat", "day": 42, "date": "2026-02-19"}, {"id": "firstTrimesterEnd", "day": 97, "date": "2026-04-15"}, {"id": "secondTrimester", "day": 98, "date": "2026-04-16"}, {"id": "anatomyScan", "day": 126, "date": "2026-05-14"}, {"id": "viability", "day": 168, "date": "2026-06-25"}, {"id": "thirdTrimester", "day": 196, "date": "2026-07-23"}, {"id": "earlyTerm", "day": 259, "date": "2026-09-24"}, {"id": "fullTerm", "day": 273, "date": "2026-10-08"}, {"id": "due", "day": 280, "date": "2026-10-15"}, {"id": "lateTerm", "day": 287, "date": "2026-10-22"}, {"id": "postTerm", "day": 294, "date": "2026-10-29"}], "today": "2026-05-20", "age": 132, "status": "pregnant", "trimester": 2, "daysToDue": 148},
    },
    {
      name: "conception",
      input: {"conception": "2026-01-15", "today": "2026-05-20"},
      options: {"method": "conception"},
      output: {"method": "conception", "given": "2026-01-15", "cycle": null, "embryoAge": null, "start": "2026-01-01", "due": "2026-10-08", "dueWeekday": 4, "dueFrance": "2026-10-15", "conception": "2026-01-15", "trimesters": [{"from": "2026-01-01", "to": "2026-04-08"}, {"from": "2026-04-09", "to": "2026-07-15"}, {"from": "2026-07-16", "to": "2026-10-08"}], "milestones": [{"id": "conceptionDate", "day": 14, "date": "2026-01-15"}, {"id": "test", "day": 28, "date": "2026-01-29"}, {"id": "heartbeat", "day": 42, "date": "2026-02-12"}, {"id": "firstTrimesterEnd", "day": 97, "date": "2026-04-08"}, {"id": "secondTrimester", "day": 98, "date": "2026-04-09"}, {"id": "anatomyScan", "day": 126, "date": "2026-05-07"}, {"id": "viability", "day": 168, "date": "2026-06-18"}, {"id": "thirdTrimester", "day": 196, "date": "2026-07-16"}, {"id": "earlyTerm", "day": 259, "date": "2026-09-17"}, {"id": "fullTerm", "day": 273, "date": "2026-10-01"}, {"id": "due", "day": 280, "date": "2026-10-08"}, {"id": "lateTerm", "day": 287, "date": "2026-10-15"}, {"id": "postTerm", "day": 294, "date": "2026-10-22"}], "today": "2026-05-20", "age": 139, "status": "pregnant", "trimester": 2, "daysToDue": 141},
    },
    {
      name: "ivf",
      input: {"transfer": "2026-01-20", "embryoAge": "5", "today": "2026-05-20"},
      options: {"method": "ivf"},
      output: {"method": "ivf", "given": "2026-01-20", "cycle": null, "embryoAge": 5, "start": "2026-01-01", "due": "2026-10-08", "dueWeekday": 4, "dueFrance": "2026-10-15", "conception": "2026-01-15", "trimesters": [{"from": "2026-01-01", "to": "2026-04-08"}, {"from": "2026-04-09", "to": "2026-07-15"}, {"from": "2026-07-16", "to": "2026-10-08"}], "milestones": [{"id": "fertilisation", "day": 14, "date": "2026-01-15"}, {"id": "transfer", "day": 19, "date": "2026-01-20"}, {"id": "test", "day": 28, "date": "2026-01-29"}, {"id": "heartbeat", "day": 42, "date": "2026-02-12"}, {"id": "firstTrimesterEnd", "day": 97, "date": "2026-04-08"}, {"id": "secondTrimester", "day": 98, "date": "2026-04-09"}, {"id": "anatomyScan", "day": 126, "date": "2026-05-07"}, {"id": "viability", "day": 168, "date": "2026-06-18"}, {"id": "thirdTrimester", "day": 196, "date": "2026-07-16"}, {"id": "earlyTerm", "day": 259, "date": "2026-09-17"}, {"id": "fullTerm", "day": 273, "date": "2026-10-01"}, {"id": "due", "day": 280, "date": "2026-10-08"}, {"id": "lateTerm", "day": 287, "date": "2026-10-15"}, {"id": "postTerm", "day": 294, "date": "2026-10-22"}], "today": "2026-05-20", "age": 139, "status": "pregnant", "trimester": 2, "daysToDue": 141},
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
