/** The formatted SQL as text, then its size statistics before and after. */
import { msg, num, type ResultView } from '@sdk/core';
import type { SqlResult } from './run.ts';

const STATS = ['inputCharacters', 'outputCharacters', 'inputBytes', 'outputBytes', 'inputLines', 'outputLines'] as const;

export function view(result: SqlResult): ResultView {
  const diff = result.outputBytes - result.inputBytes;
  const difference = msg('differenceValue', {
    bytes: num(diff, { signDisplay: 'exceptZero' }),
    percent: num(result.inputBytes ? diff / result.inputBytes : 0, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 }),
  });
  return {
    blocks: [
      { kind: 'text', text: result.sql },
      {
        kind: 'values',
        label: msg('statsLabel'),
        items: [...STATS.map((key) => ({ label: msg(`stats.${key}`), value: num(result[key]) })), { label: msg('stats.difference'), value: difference }],
      },
    ],
  };
}
