/**
 * Discord's timestamp tags, both ways: a date and time as the clocks of a zone show it becomes
 * `<t:UNIX:STYLE>` in every style; tags pasted alone or in a message are read back to their moment in
 * UTC and in the zone. Pure: the zone's rules come from Intl through the SDK; "local" (the visitor's
 * own zone) is the browser's, UTC where it reports none.
 */
import { daysInMonth, isoDateTime, LOCAL_ZONE, offsetSeconds, offsetText, resolveZone, toolError, wallClockToInstant, wallFromMs, type ToolError } from '@sdk/core';
import { DEFAULT_STYLE, STYLES, type Input, type Options, type Style } from './manifest.ts';

/** Discord reads the number as seconds; JavaScript dates (and so Discord's client) reach ±8.64 × 10¹² s. */
export const MAX_UNIX = 8_640_000_000_000;
/** From 10¹¹ seconds (the year 5138) on, a number is more likely milliseconds pasted by mistake. */
const LIKELY_MS = 100_000_000_000;

export interface Tag {
  style: Style;
  /** `<t:1767225600:f>`. */
  tag: string;
}

export interface Created {
  mode: 'create';
  /** Unix seconds. */
  unix: number;
  /** The IANA zone the date and time were read in. */
  zone: string;
  /** The zone is the visitor's own ("local"). */
  local: boolean;
  /** The instant in UTC and in the zone, ISO 8601. */
  iso: string;
  zonedIso: string;
  /** The time was skipped by a clock change (moved forward by the jump) or occurs twice (the earlier is used). */
  wallClock: 'exact' | 'skipped' | 'repeated';
  /** Every style, in STYLES order. */
  tags: Tag[];
}

export interface ReadTag {
  /** The tag as written in the text. */
  tag: string;
  unix: number;
  style: Style;
  /** No style was written: Discord shows it as `f`. */
  defaulted: boolean;
  iso: string;
  zonedIso: string;
  /** The number is so large it was probably meant as milliseconds. */
  likelyMilliseconds: boolean;
}

export interface Problem {
  tag: string;
  code: 'invalidTag' | 'invalidStyle' | 'tagOutOfRange';
  /** invalidStyle: the letter written. */
  style?: string;
}

export interface Read {
  mode: 'read';
  zone: string;
  local: boolean;
  found: ReadTag[];
  /** Tags that cannot be read, said at the field while the others are shown. */
  problems: Problem[];
}

/** The visitor's zone as the browser reports it (UTC where it reports none). */
function browserZone(): string {
  try {
    return resolveZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC') ?? 'UTC';
  } catch {
    return 'UTC';
  }
}

const isStyle = (s: string): s is Style => (STYLES as readonly string[]).includes(s);

/** A tag for `unix` in `style` (the default style written out, as Discord's own picker does). */
export const tagFor = (unix: number, style: Style): string => `<t:${unix}:${style}>`;

const isoAt = (ms: number, offset: number) => `${isoDateTime(wallFromMs(ms + offset * 1000))}${offset === 0 ? 'Z' : offsetText(offset)}`;

function create(when: string | null, zone: string, local: boolean): Created | ToolError {
  if (!when?.trim()) return toolError('whenRequired', { field: 'when' });
  const m = /^(\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(when.trim());
  if (!m) return toolError('invalidWhen', { field: 'when' });
  const wall = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6] ?? 0) };
  if (wall.year < 1 || wall.month < 1 || wall.month > 12 || wall.day < 1 || wall.day > daysInMonth(wall.year, wall.month) || wall.hour > 23 || wall.minute > 59 || wall.second > 59) {
    return toolError('invalidWhen', { field: 'when' });
  }
  let instant: number;
  let how: ReturnType<typeof wallClockToInstant>['how'];
  try {
    ({ instant, how } = wallClockToInstant(zone, wall));
  } catch {
    return toolError('outOfRange', { field: 'when' });
  }
  const unix = Math.floor(instant / 1000);
  if (!Number.isFinite(unix) || Math.abs(unix) > MAX_UNIX) return toolError('outOfRange', { field: 'when' });
  return {
    mode: 'create',
    unix,
    zone,
    local,
    iso: isoAt(instant, 0),
    zonedIso: isoAt(instant, offsetSeconds(zone, instant)),
    wallClock: how.kind === 'gap' ? 'skipped' : how.kind === 'overlap' ? 'repeated' : 'exact',
    tags: STYLES.map((style) => ({ style, tag: tagFor(unix, style) })),
  };
}

/** Anything that starts as a tag does, up to its closing bracket (or the end of the word). */
const CANDIDATE = /<t:[^<>\s]{0,40}>?/g;
const TAG = /^<t:(-?\d{1,16})(?::([^>]*))?>$/;
/** At most this many tags are read from one text. */
export const MAX_TAGS = 200;

function read(text: string, zone: string, local: boolean): Read | ToolError {
  if (!text.trim()) return toolError('messageRequired', { field: 'message' });
  const found: ReadTag[] = [];
  const problems: Problem[] = [];
  for (const [candidate] of text.matchAll(CANDIDATE)) {
    if (found.length + problems.length >= MAX_TAGS) break;
    const m = TAG.exec(candidate);
    if (!m) {
      problems.push({ tag: candidate, code: 'invalidTag' });
      continue;
    }
    const unix = Number(m[1]);
    const letter = m[2];
    if (letter !== undefined && !isStyle(letter)) {
      problems.push({ tag: candidate, code: 'invalidStyle', style: letter.slice(0, 12) });
      continue;
    }
    if (Math.abs(unix) > MAX_UNIX) {
      problems.push({ tag: candidate, code: 'tagOutOfRange' });
      continue;
    }
    const ms = unix * 1000;
    found.push({
      tag: candidate,
      unix: unix + 0,
      style: letter ?? DEFAULT_STYLE,
      defaulted: letter === undefined,
      iso: isoAt(ms, 0),
      zonedIso: isoAt(ms, offsetSeconds(zone, ms)),
      likelyMilliseconds: Math.abs(unix) >= LIKELY_MS,
    });
  }
  if (found.length === 0) {
    const first = problems[0];
    if (!first) return toolError('noTags', { field: 'message' });
    return first.code === 'invalidStyle' ? toolError('invalidStyle', { field: 'message', tag: first.tag, style: first.style ?? '' }) : toolError(first.code, { field: 'message', tag: first.tag });
  }
  return { mode: 'read', zone, local, found, problems };
}

export function run(input: Input, options: Options): Created | Read | ToolError {
  const local = input.timeZone === LOCAL_ZONE;
  const zone = local ? browserZone() : resolveZone(input.timeZone ?? '');
  if (!zone) return toolError('invalidTimeZone', { field: 'timeZone' });
  try {
    return options.mode === 'read' ? read(input.message ?? '', zone, local) : create(input.when ?? null, zone, local);
  } catch {
    return toolError('invalidTimeZone', { field: 'timeZone' });
  }
}
