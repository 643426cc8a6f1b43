/**
 * Converts a Unix timestamp (seconds, milliseconds, microseconds or nanoseconds), an ISO 8601 text or
 * a wall-clock date and time in a time zone into one instant, and gives it back in every usual form.
 * Pure: no Date parsing (its rules vary by engine and read years 0–99 as 19xx), no host time zone.
 */
import { isToolError, toolError, daysInMonth, isoDateTime, isoWeekday, MAX_EPOCH_MS, MS_PER_DAY, msFromWall, wallFromMs, canonicalZone, offsetSeconds, offsetText, wallClockToInstant, type ToolError, type WallTime } from '@sdk/core';
import { UNITS, type Input, type Options } from './manifest.ts';

/** How a wall-clock time maps to instants in a zone: once, never (clocks jumped forward) or twice (clocks went back). */
export type WallClock = 'exact' | 'skipped' | 'repeated';

export type Mode = Options['mode'];
export type UnitChoice = (typeof UNITS)[number];
export type Unit = Exclude<UnitChoice, 'auto'>;

/** The fields as the page reads them; the date and the time are null while empty (or on another tab). */
export type TimestampInput = Input;

/** Nothing typed yet on this tab: the page shows the current time and asks for a value. */
export interface WaitingResult {
  mode: Mode;
  empty: true;
}

export interface TimestampResult {
  mode: Mode;
  /** Unix mode: the unit the number was read in; null otherwise. */
  unit: Unit | null;
  /** Unix mode: the unit was detected from the number's size (unit option 'auto'). */
  detected: boolean;
  /** Milliseconds since 1970-01-01T00:00:00Z, rounded down (for Intl formatting). */
  ms: number;
  /** Unix time in seconds, exact, with a fraction only when there is one ("1700000000.5"). */
  seconds: string;
  /** Unix time in milliseconds, exact ("1700000000123", "1700000000123.456"). */
  milliseconds: string;
  /** ISO 8601 / RFC 3339 in UTC ("2023-11-14T22:13:20Z"). */
  iso: string;
  /** HTTP date of RFC 7231 (IMF-fixdate), only for the years 0–9999 it can write. */
  http: string | null;
  /** The canonical IANA name of the chosen zone. */
  timeZone: string;
  /** Offset of the zone from UTC at this instant ("+05:30"). */
  offset: string;
  /** ISO 8601 in the chosen zone, with its offset ("2023-11-14T17:13:20-05:00"). */
  zonedIso: string;
  /** The text had no offset, so it was read as a time in the chosen zone. */
  assumedZone: boolean;
  /** For times read in the zone: whether the wall-clock time was skipped or repeated by a clock change. */
  wallClock: WallClock;
}

/** An exact instant: milliseconds (rounded down) and the nanoseconds below them (0–999999). */
interface Instant {
  ms: number;
  nanos: number;
}

/** Unit digits below the second: the exponent that turns a number in the unit into nanoseconds. */
const NANO_EXPONENT: Record<Unit, number> = { s: 9, ms: 6, us: 3, ns: 0 };
/** Longest integer part read; longer numbers are out of range in any unit (and never reach BigInt). */
const MAX_INTEGER_DIGITS = 24;
const NANOS_PER_MS = 1_000_000n;
const MAX_NANOS = BigInt(MAX_EPOCH_MS) * NANOS_PER_MS;

/**
 * The unit a timestamp is most likely in, from the size of its integer part: each unit covers the
 * dates from 1973 to 5138 (±10^11 seconds), the way epoch converters guess. Smaller magnitudes are
 * read as seconds, so a date between 1970 and 1973 in milliseconds needs the unit chosen by hand.
 */
export function detectUnit(integerDigits: string): Unit {
  // Below 10^11, 10^14 and 10^17: at most 11, 14 and 17 significant digits.
  const length = integerDigits.replace(/^0+/, '').length;
  return length <= 11 ? 's' : length <= 14 ? 'ms' : length <= 17 ? 'us' : 'ns';
}

/** "1700000000", "-1.5", "1 700 000 000" (spaces, underscores or apostrophes group digits), "1700000000,5". */
const UNIX_NUMBER = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

type Parsed<T> = T | ToolError;

function parseUnix(text: string, unitOption: UnitChoice): Parsed<{ instant: Instant; unit: Unit }> {
  const compact = text.trim().replace(/[\s\u00a0\u202f_'’]/g, '').replace(/^\u2212/, '-');
  if (compact === '') return toolError('unixRequired', { field: 'unix' });
  const m = UNIX_NUMBER.exec(compact);
  if (!m) return toolError('unknownFormat', { field: 'unix' });
  const [, sign, integer = '0', fraction = ''] = m;
  const significant = integer.replace(/^0+/, '');
  const unit = unitOption === 'auto' ? detectUnit(significant) : unitOption;
  if (significant.length > MAX_INTEGER_DIGITS) return toolError('outOfRange', { field: 'unix' });
  const exponent = NANO_EXPONENT[unit];
  // Digits below the nanosecond are dropped (a JavaScript date holds milliseconds; we keep nanoseconds for display).
  const nanosText = (significant || '0') + fraction.slice(0, exponent).padEnd(exponent, '0');
  let nanos = BigInt(nanosText);
  if (sign === '-') nanos = -nanos;
  if (nanos > MAX_NANOS || nanos < -MAX_NANOS) return toolError('outOfRange', { field: 'unix' });
  return { instant: splitNanos(nanos), unit };
}

function splitNanos(total: bigint): Instant {
  let ms = total / NANOS_PER_MS;
  let rest = total - ms * NANOS_PER_MS;
  if (rest < 0n) {
    ms -= 1n;
    rest += NANOS_PER_MS;
  }
  return { ms: Number(ms), nanos: Number(rest) };
}

function totalNanos(instant: Instant): bigint {
  return BigInt(instant.ms) * NANOS_PER_MS + BigInt(instant.nanos);
}

/** An exact decimal: `value` divided by 10^exponent, without trailing zeros in the fraction. */
function decimalText(value: bigint, exponent: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, '0');
  const integer = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

/** The parts of a wall-clock time, checked against the calendar (no 30 February, no hour 24). */
function checkedWall(year: number, month: number, day: number, hour: number, minute: number, second: number, fraction: string): { wall: WallTime; nanos: number } | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const nine = fraction.padEnd(9, '0').slice(0, 9);
  return { wall: { year, month, day, hour, minute, second, millisecond: Number(nine.slice(0, 3)) }, nanos: Number(nine.slice(3)) };
}

// ISO 8601 extended ("2023-11-14T22:13:20.5+01:00") and basic ("20231114T221320Z") formats, with a
// space instead of T as RFC 3339 allows, reduced precision (hours or minutes), a comma or point before
// the fraction, and expanded years (±YYYYYY).
const ISO_EXTENDED = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const ISO_BASIC = /^([+-]\d{6}|\d{4})(\d{2})(\d{2})(?:T(\d{2})(?:(\d{2})(?:(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?:\d{2})?)?)?$/;

interface WallReading {
  wall: WallTime;
  nanos: number;
  /** Offset from UTC in seconds written in the text, or null when the text has none. */
  offsetSeconds: number | null;
}

function parseIso(text: string): Parsed<WallReading> {
  const trimmed = text.trim();
  if (trimmed === '') return toolError('isoRequired', { field: 'iso' });
  const s = trimmed.toUpperCase();
  const m = ISO_EXTENDED.exec(s) ?? ISO_BASIC.exec(s);
  if (!m) return toolError('invalidIso', { field: 'iso' });
  const [, y, mo, d, h = '0', mi = '0', sec = '0', fraction = '', offset] = m;
  if (y === '-000000') return toolError('invalidIso', { field: 'iso' });
  const checked = checkedWall(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(sec), fraction);
  if (!checked) return toolError('invalidIso', { field: 'iso' });
  let offsetSeconds: number | null = null;
  if (offset === 'Z') offsetSeconds = 0;
  else if (offset) {
    const om = /^([+-])(\d{2}):?(\d{2})?$/.exec(offset)!;
    const hours = Number(om[2]);
    const minutes = Number(om[3] ?? 0);
    if (hours > 23 || minutes > 59) return toolError('invalidIso', { field: 'iso' });
    offsetSeconds = (om[1] === '-' ? -1 : 1) * (hours * 3600 + minutes * 60);
  }
  return { ...checked, offsetSeconds };
}

/** The values of <input type="date"> and <input type="time">: "2023-11-14" and "22:13", with optional seconds and fraction. */
const DATE = /^(\d{4,6})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?$/;

/** The picked date and time of day, read together as one wall-clock time (in the zone, later). */
function parseDatetime(date: string, time: string): Parsed<WallReading> {
  const d = DATE.exec(date.trim());
  if (!d) return toolError('invalidDatetime', { field: 'date' });
  const t = TIME.exec(time.trim());
  if (!t) return toolError('invalidDatetime', { field: 'time' });
  const [, y, mo, day] = d;
  const [, h, mi, sec = '0', fraction = ''] = t;
  if (Number(h) > 23 || Number(mi) > 59 || Number(sec) > 59) return toolError('invalidDatetime', { field: 'time' });
  const checked = checkedWall(Number(y), Number(mo), Number(day), Number(h), Number(mi), Number(sec), fraction);
  if (!checked || checked.wall.year < 1) return toolError('invalidDatetime', { field: 'date' });
  return { ...checked, offsetSeconds: null };
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/** RFC 7231 IMF-fixdate ("Tue, 14 Nov 2023 22:13:20 GMT"), the date format of HTTP headers and cookies. */
function httpDate(ms: number): string | null {
  const w = wallFromMs(ms);
  if (w.year < 0 || w.year > 9999) return null;
  const weekday = WEEKDAYS[isoWeekday(Math.floor(ms / MS_PER_DAY)) - 1]!;
  return `${weekday}, ${pad2(w.day)} ${MONTHS[w.month - 1]!} ${String(w.year).padStart(4, '0')} ${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)} GMT`;
}

function inRange(instant: Instant): boolean {
  return Math.abs(instant.ms) <= MAX_EPOCH_MS && !(instant.ms === MAX_EPOCH_MS && instant.nanos > 0);
}

const isUnitChoice = (value: unknown): value is UnitChoice => (UNITS as readonly unknown[]).includes(value);

const textOf = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** Whether the current tab's fields are filled in (on the date and time tab, both of them). */
function filled(input: TimestampInput, mode: Mode): boolean {
  if (mode === 'unix') return textOf(input.unix) !== '';
  if (mode === 'iso') return textOf(input.iso) !== '';
  return textOf(input.date) !== '' && textOf(input.time) !== '';
}

export function run(input: TimestampInput, options: Options): TimestampResult | WaitingResult | ToolError {
  try {
    let instant: Instant;
    let unit: Unit | null = null;
    let assumedZone = false;
    let wallClock: WallClock = 'exact';
    let detected = false;
    const mode = options.mode;
    const zone = canonicalZone(input.timeZone ?? '');
    const invalidZone = () => toolError('invalidTimeZone', { field: 'timeZone' });

    if (mode !== 'unix' && mode !== 'iso' && mode !== 'datetime') return toolError('unknownFormat');
    if (!filled(input, mode)) return { mode, empty: true };
    if (mode === 'unix') {
      const unitChoice = input.unit ?? 'auto';
      if (!isUnitChoice(unitChoice)) return toolError('invalidUnit', { field: 'unit' });
      const parsed = parseUnix(input.unix ?? '', unitChoice);
      if (isToolError(parsed)) return parsed;
      ({ instant, unit } = parsed);
      detected = unitChoice === 'auto';
      if (!zone) return invalidZone();
    } else {
      const parsed = mode === 'iso' ? parseIso(input.iso ?? '') : parseDatetime(input.date ?? '', input.time ?? '');
      if (isToolError(parsed)) return parsed;
      if (!zone) return invalidZone();
      if (Math.abs(msFromWall(parsed.wall)) > MAX_EPOCH_MS + MS_PER_DAY) return toolError('outOfRange', { field: mode === 'iso' ? 'iso' : 'date' });
      if (parsed.offsetSeconds === null) {
        assumedZone = true;
        // A skipped time moves forward by the gap, a repeated one takes the earlier instant (Temporal's "compatible").
        const { instant: ms, how } = wallClockToInstant(zone, parsed.wall);
        instant = { ms, nanos: parsed.nanos };
        wallClock = how.kind === 'gap' ? 'skipped' : how.kind === 'overlap' ? 'repeated' : 'exact';
      } else {
        instant = { ms: msFromWall(parsed.wall) - parsed.offsetSeconds * 1000, nanos: parsed.nanos };
      }
    }
    if (!inRange(instant)) return toolError('outOfRange', { field: mode === 'datetime' ? 'date' : mode });

    const offset = offsetSeconds(zone, instant.ms);
    const nanos = totalNanos(instant);
    return {
      mode,
      unit,
      detected,
      ms: instant.ms,
      seconds: decimalText(nanos, 9),
      milliseconds: decimalText(nanos, 6),
      iso: `${isoDateTime(wallFromMs(instant.ms), instant.nanos)}Z`,
      http: httpDate(instant.ms),
      timeZone: zone,
      offset: offsetText(offset),
      zonedIso: `${isoDateTime(wallFromMs(instant.ms + offset * 1000), instant.nanos)}${offsetText(offset)}`,
      assumedZone,
      wallClock,
    };
  } catch {
    return toolError('conversionFailed');
  }
}
