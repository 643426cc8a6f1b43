import { describe, expect, it } from 'vitest';
import Holidays from 'date-holidays';
import { toolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { COUNTRIES, PLACES, STATES } from './places.ts';
import { run, type Holiday, type HolidaysResult } from './run.ts';

const OPTIONS: Options = { kinds: 'public', names: 'en' };
async function holidays(place: string, year: number, options: Partial<Options> = {}): Promise<Holiday[]> {
  const r = await run({ place, year } as Input, { ...OPTIONS, ...options });
  return (r as HolidaysResult).holidays;
}
const dates = (list: Holiday[]) => list.map((h) => h.date);

describe('the places offered are the library’s', () => {
  it('lists every country and state date-holidays knows, and no other', () => {
    const hd = new Holidays();
    expect([...COUNTRIES].sort()).toEqual(Object.keys(hd.getCountries()).sort());
    for (const c of COUNTRIES) expect([...(STATES[c] ?? [])].sort()).toEqual(Object.keys(hd.getStates(c) ?? {}).sort());
    expect(PLACES).toContain('DE-BY');
    expect(PLACES).toContain('GB-ENG');
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(200);
  });
  it('has the countries of the four languages’ main regions and the most visited others', () => {
    for (const c of ['US', 'GB', 'IE', 'CA', 'AU', 'NZ', 'ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'DE', 'AT', 'CH', 'FR', 'BE', 'LU', 'IT', 'PT', 'BR', 'NL', 'PL', 'JP', 'CN', 'IN']) expect(COUNTRIES).toContain(c);
  });
});

// Known answers from the governments' own published calendars.
describe('known holidays', () => {
  it('United Kingdom (England), 2026, from gov.uk/bank-holidays: Boxing Day on a Saturday gives Monday 28 December', async () => {
    // gov.uk lists the eight days off; the library also keeps Boxing Day on its own date (a Saturday).
    const eng = await holidays('GB-ENG', 2026);
    expect(dates(eng.filter((h) => h.date !== '2026-12-26'))).toEqual(['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28']);
    expect(eng.find((h) => h.date === '2026-12-28')).toMatchObject({ substitute: true });
  });
  it('Scotland, 2026, has 2 January and St Andrew’s Day (gov.uk/bank-holidays)', async () => {
    const d = dates(await holidays('GB-SCT', 2026));
    expect(d).toContain('2026-01-02');
    expect(d).toContain('2026-08-03');
    expect(d).toContain('2026-11-30');
  });
  it('Germany, 2025: Easter Monday 21 April, Whit Monday 9 June; Bavaria adds Epiphany and Corpus Christi', async () => {
    const de = dates(await holidays('DE', 2025));
    expect(de).toEqual(['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-01', '2025-05-29', '2025-06-09', '2025-10-03', '2025-12-25', '2025-12-26']);
    const by = dates(await holidays('DE-BY', 2025));
    expect(by).toContain('2025-01-06');
    expect(by).toContain('2025-06-19');
  });
  it('United States, 2025: Thanksgiving on the fourth Thursday, 27 November (OPM federal holidays)', async () => {
    const us = await holidays('US', 2025);
    expect(us.find((h) => h.name === 'Thanksgiving Day')?.date).toBe('2025-11-27');
    expect(us.find((h) => h.name === 'Memorial Day')?.date).toBe('2025-05-26');
  });
  it('France, 2026: the eleven jours fériés, Whit Monday on 25 May', async () => {
    const fr = dates(await holidays('FR', 2026));
    expect(fr).toEqual(['2026-01-01', '2026-04-06', '2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25', '2026-07-14', '2026-08-15', '2026-11-01', '2026-11-11', '2026-12-25']);
  });
  it('Japan, 2025: the equinox days from the National Astronomical Observatory, 20 March and 23 September', async () => {
    const jp = dates(await holidays('JP', 2025));
    expect(jp).toContain('2025-03-20');
    expect(jp).toContain('2025-09-23');
  });
  it('names holidays in the language chosen, and in the country’s own by default', async () => {
    expect((await holidays('FR', 2026, { names: 'local' }))[0]!.name).toBe('Nouvel An');
    expect((await holidays('FR', 2026, { names: 'de' }))[0]!.name).toBe('Neujahr');
  });
  it('adds the other kinds on request', async () => {
    const all = await holidays('DE', 2025, { kinds: 'all' });
    expect(all.length).toBeGreaterThan(9);
    expect(all.some((h) => h.type === 'observance')).toBe(true);
    expect(all.find((h) => h.date === '2025-12-24')?.from).toBe('14:00');
  });
});

describe('asking for a place and bad input', () => {
  it('asks for a place without loading anything', async () => {
    expect(await run({ place: 'choose', year: null } as Input, OPTIONS)).toEqual({ choose: true });
  });
  it('takes this year when the year is empty', async () => {
    const r = (await run({ place: 'FR', year: null } as Input, OPTIONS)) as HolidaysResult;
    expect(r.year).toBe(new Date().getFullYear());
    expect(r.holidays.length).toBeGreaterThan(8);
  });
  it('refuses a place that is not in the list (a hand-made link)', async () => {
    expect(await run({ place: 'XX', year: 2025 } as Input, OPTIONS)).toEqual(toolError('unknownPlace', { field: 'place' }));
    expect(await run({ place: 'DE-XX', year: 2025 } as Input, OPTIONS)).toEqual(toolError('unknownPlace', { field: 'place' }));
  });
  it('gives every date as a real YYYY-MM-DD in the year, for every country', async () => {
    for (const c of COUNTRIES) {
      for (const h of await holidays(c, 2026)) {
        expect(h.date).toMatch(/^2026-\d{2}-\d{2}$/);
        expect(typeof h.name).toBe('string');
      }
    }
  });
});
