import { describe, expect, it } from 'vitest';
import { toolError, wallClockToInstant } from '@sdk/core';
import { CITIES, CITY_IDS } from './cities.ts';
import type { Input, Options } from './manifest.ts';
import { phaseName, run, type SunMoonResult } from './run.ts';

const byCity = (city: string, date: string) => run({ city, date } as Input, { source: 'city' } as Options) as SunMoonResult;
const byCoords = (latitude: number, longitude: number, zone: string, date: string) => run({ latitude, longitude, zone, date } as Input, { source: 'coordinates' } as Options) as SunMoonResult;
const MIN = 60_000;

/**
 * NOAA's solar calculator equations (the "General Solar Position Calculations" and NOAA_Solar_Calculations_day
 * spreadsheet of the Global Monitoring Laboratory, after Meeus), written out independently of suncalc: the
 * reference the tool's times are checked against. Sunrise and sunset at a zenith of 90.833° (refraction and
 * the sun's radius), each evaluated at its own time (one refinement), as the NOAA calculator does.
 */
function noaa(lat: number, lon: number, localNoonMs: number): { sunrise: number; sunset: number; noon: number } {
  const rad = Math.PI / 180;
  const at = (ms: number) => {
    const jc = (ms / 86_400_000 + 2440587.5 - 2451545) / 36525;
    const l0 = (280.46646 + jc * (36000.76983 + jc * 0.0003032)) % 360;
    const m = 357.52911 + jc * (35999.05029 - 0.0001537 * jc);
    const e = 0.016708634 - jc * (0.000042037 + 0.0000001267 * jc);
    const c = Math.sin(m * rad) * (1.914602 - jc * (0.004817 + 0.000014 * jc)) + Math.sin(2 * m * rad) * (0.019993 - 0.000101 * jc) + Math.sin(3 * m * rad) * 0.000289;
    const omega = 125.04 - 1934.136 * jc;
    const app = l0 + c - 0.00569 - 0.00478 * Math.sin(omega * rad);
    const obliq = 23 + (26 + (21.448 - jc * (46.815 + jc * (0.00059 - jc * 0.001813))) / 60) / 60 + 0.00256 * Math.cos(omega * rad);
    const decl = Math.asin(Math.sin(obliq * rad) * Math.sin(app * rad));
    const y = Math.tan((obliq / 2) * rad) ** 2;
    const eot = 4 * (y * Math.sin(2 * l0 * rad) - 2 * e * Math.sin(m * rad) + 4 * e * y * Math.sin(m * rad) * Math.cos(2 * l0 * rad) - 0.5 * y * y * Math.sin(4 * l0 * rad) - 1.25 * e * e * Math.sin(2 * m * rad)) / rad;
    const ha = Math.acos(Math.cos(90.833 * rad) / (Math.cos(lat * rad) * Math.cos(decl)) - Math.tan(lat * rad) * Math.tan(decl)) / rad;
    return { eot, ha };
  };
  const utcDay = Date.UTC(new Date(localNoonMs).getUTCFullYear(), new Date(localNoonMs).getUTCMonth(), new Date(localNoonMs).getUTCDate());
  // Solar noon in minutes after 00:00 UTC of the day around local noon.
  const noonOf = (ms: number) => utcDay + (720 - 4 * lon - at(ms).eot) * MIN;
  let noon = noonOf(localNoonMs);
  noon = noonOf(noon);
  // The day of the transit nearest local noon.
  const shift = Math.round((localNoonMs - noon) / 86_400_000) * 86_400_000;
  noon += shift;
  const event = (sign: 1 | -1) => {
    let t = noon + sign * at(noon).ha * 4 * MIN;
    t = noon + sign * at(t).ha * 4 * MIN;
    return t;
  };
  return { sunrise: event(-1), sunset: event(1), noon };
}

const REFERENCES: [string, string][] = [
  ['Europe/London', '2025-06-21'],
  ['America/New_York', '2025-12-21'],
  ['Australia/Sydney', '2025-06-21'],
  ['America/Guayaquil', '2025-03-20'],
  ['Asia/Tokyo', '2025-09-23'],
  ['Europe/Madrid', '2026-03-29'], // the day clocks go forward
  ['America/Los_Angeles', '2026-11-01'], // the day clocks go back
  ['Africa/Johannesburg', '2026-01-15'],
  ['Asia/Kolkata', '2026-05-10'],
  ['America/Sao_Paulo', '2026-08-01'],
];

describe('sunrise, sunset and solar noon against NOAA’s equations (tolerance 1 minute; 30 s for noon)', () => {
  it.each(REFERENCES)('%s on %s', (zone, date) => {
    const r = byCity(zone, date);
    const city = CITIES.get(zone)!;
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const ref = noaa(city.lat, city.lon, wallClockToInstant(zone, { year: y, month: m, day: d, hour: 12, minute: 0, second: 0 }).instant);
    expect(Math.abs(r.sun.sunrise! - ref.sunrise)).toBeLessThanOrEqual(MIN);
    expect(Math.abs(r.sun.sunset! - ref.sunset)).toBeLessThanOrEqual(MIN);
    expect(Math.abs(r.sun.solarNoon! - ref.noon)).toBeLessThanOrEqual(MIN / 2);
  });

  it('gives the almanac minutes for London at midsummer and New York at midwinter 2025', () => {
    const hm = (ms: number, zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(ms);
    const london = byCity('Europe/London', '2025-06-21');
    expect([hm(london.sun.sunrise!, 'Europe/London'), hm(london.sun.sunset!, 'Europe/London')]).toEqual(['04:43', '21:21']);
    const ny = byCity('America/New_York', '2025-12-21');
    // 07:16:43 and 16:31:56 EST: published as 07:17 and 16:32 (rounded to the nearest minute).
    expect([hm(ny.sun.sunrise! + 30_000, 'America/New_York'), hm(ny.sun.sunset! + 30_000, 'America/New_York')]).toEqual(['07:17', '16:32']);
  });
});

describe('the polar circles', () => {
  it('says midnight sun in Tromsø at midsummer, and polar night at midwinter', () => {
    const summer = byCoords(69.6496, 18.956, 'Europe/Oslo', '2025-06-21');
    expect(summer.polar).toBe('up');
    expect(summer.sun.sunrise).toBeNull();
    expect(summer.dayLength).toBe(86_400);
    const winter = byCoords(69.6496, 18.956, 'Europe/Oslo', '2025-12-21');
    expect(winter.polar).toBe('down');
    expect(winter.dayLength).toBe(0);
    expect(winter.sun.dawn).not.toBeNull(); // civil twilight still comes at noon
  });
  it('has about 12 hours of day at the equator at the equinox', () => {
    const quito = byCoords(0, -78.5, 'America/Guayaquil', '2025-03-20');
    expect(Math.abs(quito.dayLength - 12 * 3600)).toBeLessThan(10 * 60);
  });
});

describe('the moon', () => {
  it('names the phases around the cycle', () => {
    expect([0, 0.05, 0.125, 0.25, 0.4, 0.5, 0.6, 0.75, 0.875, 0.97].map(phaseName)).toEqual(['newMoon', 'newMoon', 'waxingCrescent', 'firstQuarter', 'waxingGibbous', 'fullMoon', 'waningGibbous', 'lastQuarter', 'waningCrescent', 'newMoon']);
  });
  it('is full on 2025-11-05 and new on 2025-11-20 (published lunar phases, UTC)', () => {
    const full = byCoords(51.4769, 0, 'UTC', '2025-11-05');
    expect(full.moon.phaseName).toBe('fullMoon');
    expect(full.moon.fraction).toBeGreaterThan(0.98);
    const fresh = byCoords(51.4769, 0, 'UTC', '2025-11-20');
    expect(fresh.moon.phaseName).toBe('newMoon');
    expect(fresh.moon.fraction).toBeLessThan(0.02);
  });
  it('keeps moonrise and moonset within the place’s own calendar day', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'America/St_Johns']) {
      for (const date of ['2025-01-10', '2025-07-04']) {
        const r = byCity(zone, date);
        for (const t of [r.moon.rise, r.moon.set]) {
          if (t === null) continue;
          expect(new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(t)).toBe(date);
        }
      }
    }
  });
});

describe('places and bad input', () => {
  it('has a city for every zone, with coordinates on the globe', () => {
    expect(CITY_IDS.length).toBeGreaterThan(400);
    for (const c of CITIES.values()) {
      expect(Math.abs(c.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(c.lon)).toBeLessThanOrEqual(180);
    }
  });
  it('says what is wrong', () => {
    expect(run({ city: 'Mars/Olympus', date: '2025-01-01' } as Input, { source: 'city' } as Options)).toEqual(toolError('unknownCity', { field: 'city' }));
    expect(run({ latitude: null, longitude: 0, zone: 'UTC', date: '2025-01-01' } as Input, { source: 'coordinates' } as Options)).toEqual(toolError('required', { field: 'latitude' }));
    expect(run({ latitude: 0, longitude: 0, zone: 'Mars/Olympus', date: '2025-01-01' } as Input, { source: 'coordinates' } as Options)).toEqual(toolError('unknownZone', { field: 'zone' }));
    expect(run({ city: 'Europe/Paris', date: '' } as Input, { source: 'city' } as Options)).toEqual(toolError('required', { field: 'date' }));
    expect(run({ city: 'Europe/Paris', date: '0500-01-01' } as Input, { source: 'city' } as Options)).toEqual(toolError('yearRange', { field: 'date' }));
  });
  it('never gives NaN, at the poles too', () => {
    for (const lat of [90, -90, 89.99, 66.56, -66.56]) {
      const r = byCoords(lat, 0, 'UTC', '2025-03-20');
      expect(Number.isFinite(r.dayLength)).toBe(true);
      for (const v of Object.values(r.sun)) expect(v === null || Number.isFinite(v)).toBe(true);
      expect(Number.isFinite(r.moon.fraction)).toBe(true);
    }
  });
});
