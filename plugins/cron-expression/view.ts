import { date, msg, num, type ResultView } from '@sdk/core';
import { bounds, type Part } from './cron.ts';
import type { CronResult } from './run.ts';

/** How each run is written: the day and the time to the second, in the zone the runs were computed in. */
const RUN_FORMAT = (timeZone: string): Intl.DateTimeFormatOptions => ({
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
  timeZone,
});

/** The allowed values of a part: the weekday's and the day's differ between crontab and Quartz or EventBridge. */
function allowed(part: Part, result: CronResult) {
  const [min, max] = bounds(part, result.syntax);
  const key = result.syntax !== 'unix' && (part === 'weekday' || part === 'day') ? `${part}FromQuartz` : part;
  return msg(`allowed.${key}`, { min: num(min), max: num(max) });
}

export function view(result: CronResult): ResultView {
  return {
    blocks: [
      {
        kind: 'values',
        announce: true,
        items: [
          { label: msg('results.expression'), value: result.expression, main: true, mono: true, copy: true },
          { label: msg('results.meaning'), value: result.rate ? msg(`results.rate.${result.rate.unit}`, { count: num(result.rate.value) }) : result.description },
          { label: msg('results.timeZone'), value: result.timeZone, hint: msg('results.after', { from: date(result.from, RUN_FORMAT(result.timeZone)) }) },
        ],
      },
      ...(result.runs.length
        ? [
            {
              kind: 'table' as const,
              caption: msg('results.nextRuns', { count: num(result.runs.length) }),
              columns: [{ label: msg('results.number'), numeric: true }, { label: msg('results.when') }],
              rows: result.runs.map((ms, i) => [num(i + 1), date(ms, RUN_FORMAT(result.timeZone))]),
            },
          ]
        : [{ kind: 'note' as const, tone: 'warning' as const, text: msg('results.never') }]),
      ...(result.runs.length > 0 && result.runs.length < 10 ? [{ kind: 'note' as const, text: msg('results.rare') }] : []),
      ...result.unevenSteps.map((step) => ({ kind: 'note' as const, text: msg('results.unevenStep', { step }) })),
      ...(result.rate ? [{ kind: 'note' as const, text: msg('results.rateStart') }] : []),
      ...(result.fields.length
        ? [
            {
              kind: 'table' as const,
              caption: msg('results.fields'),
              columns: [{ label: msg('results.field') }, { label: msg('results.value'), mono: true }, { label: msg('results.allowed') }],
              rowHeaders: true,
              rows: result.fields.map(({ part, value }) => [msg(`parts.${part}`), value, allowed(part, result)]),
            },
          ]
        : []),
    ],
    copy: result.expression,
    copyLabel: msg('results.copy'),
  };
}
