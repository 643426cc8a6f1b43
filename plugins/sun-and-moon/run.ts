/**
 * Sun and moon for one place and one day of its calendar, by suncalc (Agafonkin; the formulas of
 * Astronomy Answers, after Meeus): the sun's events of the solar day around the place's noon, and the
 * moon's rise and set within the place's midnight-to-midnight, read on the place's clock.
 */
import { getMoonIllumination, getMoonTimes, getTimes } from 'suncalc';
import { parseIsoDate, toolError, wallClockToInstant, type ToolError } from '@sdk/core';
import { CITIES } from './cities.ts';
import type { Input, Options } from './manifest.ts';

export const SUN_EVENTS = ['nightEnd', 'nauticalDawn', 'dawn', 'sunrise', 'goldenHourEnd', 'solarNoon', 'goldenHour', 'sunset', 'dusk', 'nauticalDusk', 'night'] as const;
export type SunEvent = (typeof SUN_EVENTS)[number];

export const PHASES = ['newMoon', 'waxingCrescent', 'firstQuarter', 'waxingGibbous', 'fullMoon', 'waningGibbous', 'lastQuarter', 'waningCrescent'] as const;
export type Phase = (typeof PHASES)[number];

export interface SunMoonResult {
  zone: string;
  lat: number;
  lon: number;
  date: string;
  /** Epoch milliseconds, to the second; null when the sun does not reach that altitude that day. */
  sun: Record<SunEvent, number | null>;
  /** Sunrise to sunset, in seconds; 0 in polar night, 86 400 under the midnight sun. */
  dayLength: number;
  /** The sun stays up (midnight sun) or down (polar night) all day. */
  polar: 'up' | 'down' | null;
  moon: {
    /** Illuminated fraction, 0–1, at the place's noon. */
    fraction: number;
    /** 0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter. */
    phase: number;
    phaseName: Phase;
    rise: number | null;
    set: number | null;
    /** Neither rise nor set that day: the moon stays up or down. */
    always: 'up' | 'down' | null;
  };
}

const HOUR = 3_600_000;
const toSecond = (d: Date | null | undefined) => (d && Number.isFinite(d.getTime()) ? Math.round(d.getTime() / 1000) * 1000 : null);
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The phase's name: eight parts of the cycle, each centred on its point (new moon from 15/16 to 1/16). */
export function phaseName(phase: number): Phase {
  return PHASES[Math.floor(((phase + 1 / 16) % 1) * 8)]!;
}

export function run(input: Input, { source }: Options): SunMoonResult | ToolError {
  let lat: number;
  let lon: number;
  let zone: string;
  if (source === 'city') {
    const city = CITIES.get(input.city ?? '');
    if (!city) return toolError('unknownCity', { field: 'city' });
    ({ lat, lon, zone } = city);
  } else {
    if (input.latitude === null) return toolError('required', { field: 'latitude' });
    if (input.longitude === null) return toolError('required', { field: 'longitude' });
    lat = input.latitude;
    lon = input.longitude;
    zone = input.zone ?? 'UTC';
    if (zone !== 'UTC' && !CITIES.has(zone)) return toolError('unknownZone', { field: 'zone' });
  }
  const day = parseIsoDate(input.date ?? '');
  if (day === 'empty') return toolError('required', { field: 'date' });
  if (day === 'invalid') return toolError('invalidDate', { field: 'date' });
  if (day.year < 1000 || day.year > 3000) return toolError('yearRange', { field: 'date' });

  const noon = wallClockToInstant(zone, { ...day, hour: 12, minute: 0, second: 0 }).instant;
  const start = wallClockToInstant(zone, { ...day, hour: 0, minute: 0, second: 0 }).instant;
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  const end = wallClockToInstant(zone, { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0, second: 0 }).instant;

  const times = getTimes(new Date(noon), lat, lon);
  const sun = Object.fromEntries(SUN_EVENTS.map((e) => [e, toSecond(times[e] as Date | null)])) as Record<SunEvent, number | null>;
  const polar = times.alwaysUp ? 'up' : times.alwaysDown ? 'down' : null;
  const dayLength = sun.sunrise !== null && sun.sunset !== null ? (sun.sunset - sun.sunrise) / 1000 : polar === 'up' ? 86_400 : 0;

  // suncalc scans one UTC day for the moon: scan every UTC day the local day touches, keep what falls in it.
  const rises: number[] = [];
  const sets: number[] = [];
  let up = false;
  let down = false;
  for (let t = Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth(), new Date(start).getUTCDate()); t < end; t += 24 * HOUR) {
    const m = getMoonTimes(new Date(t), lat, lon);
    const rise = toSecond(m.rise);
    const set = toSecond(m.set);
    if (rise !== null && rise >= start && rise < end) rises.push(rise);
    if (set !== null && set >= start && set < end) sets.push(set);
    up ||= m.alwaysUp === true;
    down ||= m.alwaysDown === true;
  }
  const illumination = getMoonIllumination(new Date(noon));
  const phase = round4(illumination.phase);
  return {
    zone,
    lat,
    lon,
    date: input.date!,
    sun,
    dayLength,
    polar,
    moon: {
      fraction: round4(illumination.fraction),
      phase,
      phaseName: phaseName(illumination.phase),
      rise: rises[0] ?? null,
      set: sets[0] ?? null,
      always: rises.length || sets.length ? null : up ? 'up' : down ? 'down' : null,
    },
  };
}
