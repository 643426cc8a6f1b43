/**
 * The fixed part of a countdown: the moment in its zone, in the visitor's own zone, and in ISO 8601
 * with its offset; notes for a time moved by a clock change. The live count is drawn by Output.tsx.
 */
import { date, msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Countdown } from './run.ts';

const FULL: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'long' };

/** The parts of a span of milliseconds, for the live count: whole days, hours, minutes and seconds. */
export function parts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.floor(Math.abs(ms) / 1000);
  return { days: Math.floor(total / 86_400), hours: Math.floor(total / 3600) % 24, minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
}

export function view(r: Countdown): ResultView {
  const iso = `${r.when}${r.offset === '+00:00' ? 'Z' : r.offset}`;
  const items = [
    { label: msg(r.local ? 'results.localZone' : 'results.inZone', { zone: r.zone }), value: date(r.instant, { ...FULL, timeZone: r.zone }), main: true },
    ...(r.local ? [] : [{ label: msg('results.yourZone'), value: date(r.instant, { ...FULL, timeZone: 'local' }) }]),
    { label: msg('results.iso'), value: iso, mono: true, copy: true },
  ];
  const blocks: ResultBlock[] = [{ kind: 'values', items }];
  if (r.gapSeconds > 0) blocks.push({ kind: 'note', text: msg('notes.gap', { minutes: num(r.gapSeconds / 60) }) });
  if (r.overlap) blocks.push({ kind: 'note', text: msg('notes.overlap') });
  return { blocks, copy: iso, copyLabel: msg('copyResult') };
}
