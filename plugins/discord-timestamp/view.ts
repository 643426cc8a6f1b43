/**
 * Every style as Discord shows it, written by the host in the page's language, with its tag under it
 * and a Copy that copies the tag (Discord writes each reader's own language and zone; the preview is the chosen
 * zone's); tags read back give their moment in UTC and in the zone, with their style named.
 */
import { date, msg, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Style } from './manifest.ts';
import type { Created, Problem, Read, ReadTag } from './run.ts';

/**
 * How Discord's client writes each style (moment.js's LT, LTS, L, LL, LLL, LLLL as Intl options): the
 * short date with two-digit day and month and a four-digit year ("01/01/2026", "01.01.2026").
 */
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const FORMATS: Record<Exclude<Style, 'R'>, Intl.DateTimeFormatOptions> = {
  t: { timeStyle: 'short' },
  T: { timeStyle: 'medium' },
  d: SHORT_DATE,
  D: { dateStyle: 'long' },
  f: { dateStyle: 'long', timeStyle: 'short' },
  F: { dateStyle: 'full', timeStyle: 'short' },
  s: { ...SHORT_DATE, hour: 'numeric', minute: '2-digit' },
  S: { ...SHORT_DATE, hour: 'numeric', minute: '2-digit', second: '2-digit' },
};

/** What Discord shows for a tag, in the page's language and the zone given. */
export function preview(unix: number, style: Style, timeZone: string): Display {
  return style === 'R' ? { relative: unix * 1000 } : date(unix * 1000, { ...FORMATS[style], timeZone });
}

const full = (ms: number, timeZone: string): Display => date(ms, { dateStyle: 'full', timeStyle: 'long', timeZone });

/** The zone as people read its id ("America/New York"); the visitor's own is named by its id too. */
const zoneLabel = (zone: string): string => zone.replace(/_/g, ' ');

function createView(r: Created): ResultView {
  const zone = zoneLabel(r.zone);
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      layout: 'rows',
      label: msg('tagsLabel'),
      items: r.tags.map(({ style, tag }) => ({
        label: style === 'f' ? msg('styleDefault', { style: msg(`styles.${style}`) }) : msg(`styles.${style}`),
        // What Discord shows, with the tag under it; Copy copies the tag.
        value: preview(r.unix, style, r.zone),
        copy: tag,
        hint: tag,
      })),
    },
    {
      kind: 'values',
      layout: 'rows',
      label: msg('momentLabel'),
      items: [
        { label: msg('unix'), value: String(r.unix), mono: true },
        { label: msg('utc'), value: full(r.unix * 1000, 'UTC') },
        ...(r.zone === 'UTC' ? [] : [{ label: msg('inZone', { zone }), value: full(r.unix * 1000, r.zone) }]),
        { label: msg('iso'), value: r.zonedIso, mono: true },
      ],
    },
    { kind: 'note', text: msg('previewNote', { zone }) },
  ];
  if (r.wallClock !== 'exact') blocks.push({ kind: 'note', tone: 'warning', text: msg(`notes.${r.wallClock}`, { zone }) });
  return { blocks, copy: r.tags.find((t) => t.style === 'f')!.tag, copyLabel: msg('copyDefault') };
}

function tagBlock(t: ReadTag, zone: string): ResultBlock[] {
  const ms = t.unix * 1000;
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      layout: 'rows',
      label: t.tag,
      items: [
        { label: msg('style'), value: msg(t.defaulted ? 'styleNoneWritten' : 'styleNamed', { style: msg(`styles.${t.style}`), letter: t.style }) },
        { label: msg('discordShows'), value: preview(t.unix, t.style, zone) },
        { label: msg('utc'), value: full(ms, 'UTC') },
        ...(zone === 'UTC' ? [] : [{ label: msg('inZone', { zone: zoneLabel(zone) }), value: full(ms, zone) }]),
        { label: msg('iso'), value: t.zonedIso, mono: true },
      ],
    },
  ];
  if (t.likelyMilliseconds) blocks.push({ kind: 'note', tone: 'warning', text: msg('notes.milliseconds', { tag: t.tag }) });
  return blocks;
}

const problemText = (p: Problem): Display => msg(`errors.${p.code}`, { tag: p.tag, style: p.style ?? '' });

function readView(r: Read): ResultView {
  const blocks: ResultBlock[] = [];
  if (r.found.length > 1) blocks.push({ kind: 'note', text: msg('found', { count: { num: r.found.length } }) });
  for (const t of r.found) blocks.push(...tagBlock(t, r.zone));
  blocks.push({ kind: 'note', text: msg('previewNote', { zone: zoneLabel(r.zone) }) });
  const first = r.problems[0];
  return first ? { blocks, fieldMessages: { message: problemText(first) } } : { blocks };
}

export function view(r: Created | Read): ResultView {
  return r.mode === 'create' ? createView(r) : readView(r);
}
