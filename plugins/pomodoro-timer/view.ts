/** One cycle's plan in words and numbers: its length and the time spent working in it. */
import { msg, num, type ResultView } from '@sdk/core';
import { cycleMs, type Plan } from './cycle.ts';

const minutes = (ms: number) => num(ms / 60_000, { style: 'unit', unit: 'minute', unitDisplay: 'long', maximumFractionDigits: 0 });

export function view(plan: Plan): ResultView {
  return {
    blocks: [
      {
        kind: 'values',
        items: [
          { label: msg('results.cycle'), value: minutes(cycleMs(plan)), hint: msg('results.cycleHint', { count: num(plan.every) }) },
          { label: msg('results.focus'), value: minutes(plan.every * plan.workMs) },
        ],
      },
    ],
  };
}
