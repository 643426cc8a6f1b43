/**
 * The instant in every usual form, one copyable row each: Unix seconds and milliseconds, ISO 8601 in
 * UTC and in the chosen zone, the HTTP date, the date and time in words in UTC, in the visitor's own
 * zone and in the chosen one, and how long ago or ahead it is. Notes say how the input was read; the
 * live current Unix time follows. The page writes dates, relative times and the clock in the browser.
 */
import { date, msg, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { TimestampResult, WaitingResult } from './run.ts';

/** Dates before 2 January of year 1 (UTC) are written with an era: "1 BC" must not read as "1". */
const FIRST_CE_DAY_MS = -62_135_596_800_000 + 86_400_000;

/** "America/New York": a zone id as people read it. */
export const zoneName = (zone: string) => zone.replace(/_/g, ' ');

/** The instant in words in a zone ('local' is the visitor's own). */
export function human(ms: number, timeZone: string): Display {
  return date(
    ms,
    ms < FIRST_CE_DAY_MS
      ? { era: 'short', year: 'numeric', month: 'long', day: 'numeric', weekday: 'long', hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short', timeZone }
      : { dateStyle: 'full', timeStyle: 'long', timeZone },
  );
}

/** The live current Unix time, ticked by the page every second. */
const clock: ResultBlock = {
  kind: 'values',
  label: msg('clock.title'),
  layout: 'rows',
  items: [
    { label: msg('clock.seconds'), value: { clock: 'unixSeconds' }, mono: true, copy: true },
    { label: msg('clock.milliseconds'), value: { clock: 'unixMilliseconds' }, mono: true, copy: true },
  ],
};

function rows(r: TimestampResult): ValueItem[] {
  const zone = zoneName(r.timeZone);
  const utc = r.timeZone === 'UTC';
  const items: ValueItem[] = [
    { label: msg('result.seconds'), value: r.seconds, mono: true },
    { label: msg('result.milliseconds'), value: r.milliseconds, mono: true },
    { label: msg('result.iso'), value: r.iso, mono: true },
  ];
  if (!utc) items.push({ label: msg('result.zonedIso', { zone }), value: r.zonedIso, mono: true });
  if (r.http) items.push({ label: msg('result.http'), value: r.http, mono: true });
  items.push({ label: msg('result.utc'), value: human(r.ms, 'UTC') }, { label: msg('result.local'), value: human(r.ms, 'local') });
  if (!utc) items.push({ label: msg('result.zoned', { zone }), value: human(r.ms, r.timeZone) });
  items.push({ label: msg('result.relative'), value: { relative: r.ms } });
  return items;
}

function notes(r: TimestampResult): ResultBlock[] {
  const zone = zoneName(r.timeZone);
  const out: Display[] = [];
  if (r.unit) out.push(msg(r.detected ? 'notes.detected' : 'notes.chosen', { unit: msg(`unitNames.${r.unit}`) }));
  if (r.assumedZone && r.mode === 'iso') out.push(msg('notes.assumedZone', { zone }));
  if (r.wallClock !== 'exact') out.push(msg(`notes.${r.wallClock}`, { zone }));
  return out.map((text) => ({ kind: 'note', text }));
}

export function view(r: TimestampResult | WaitingResult): ResultView {
  // Nothing typed yet: the current time, and what the tab asks for.
  if ('empty' in r) return { blocks: [{ kind: 'note', text: msg(`errors.${r.mode}Required`) }, clock], copy: { clock: 'unixSeconds' }, copyLabel: msg('clock.copy') };
  return { blocks: [{ kind: 'values', layout: 'rows', items: rows(r) }, ...notes(r), clock], copyLabel: msg('copyAll') };
}
