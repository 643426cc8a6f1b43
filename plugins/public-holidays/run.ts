/**
 * The holidays of a country or one of its states for a year, from date-holidays' rules (Easter, lunar
 * and solar calendars, substitute days), loaded in the worker on first use: nothing is asked of a server.
 */
import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { PLACES } from './places.ts';

export type HolidayType = 'public' | 'bank' | 'school' | 'optional' | 'observance';

export interface Holiday {
  /** The first day, YYYY-MM-DD. */
  date: string;
  name: string;
  type: HolidayType;
  /** Days it lasts, when more than one. */
  days?: number;
  /** The time it starts, when not at midnight ("14:00": Christmas Eve afternoon). */
  from?: string;
  /** A day off given in place of a holiday that fell on a weekend. */
  substitute?: true;
}

export interface HolidaysResult {
  place: string;
  country: string;
  state: string | null;
  year: number;
  kinds: Options['kinds'];
  holidays: Holiday[];
}

/** No place chosen yet: the page asks for one (and nothing is loaded). */
export interface ChooseResult {
  choose: true;
}

export type PublicHolidaysResult = HolidaysResult | ChooseResult;

const ALL_TYPES: HolidayType[] = ['public', 'bank', 'school', 'optional', 'observance'];

/** The visitor's current year, read in the browser when the year is left empty. */
const thisYear = () => new Date().getFullYear();

export async function run(input: Input, options: Options): Promise<PublicHolidaysResult | ToolError> {
  const place = input.place;
  if (!place || place === 'choose') return { choose: true };
  if (!PLACES.includes(place)) return toolError('unknownPlace', { field: 'place' });
  const year = input.year ?? thisYear();
  const [country, state] = place.split('-') as [string, string | undefined];
  const { default: Holidays } = await import('date-holidays');
  const types = options.kinds === 'all' ? ALL_TYPES : (['public'] as HolidayType[]);
  const hd = state ? new Holidays(country, state, { types }) : new Holidays(country, { types });
  const lang = options.names === 'local' ? undefined : options.names;
  const found = hd.getHolidays(year, lang);
  const holidays: Holiday[] = found.map((h) => {
    const [day, time] = h.date.split(' ') as [string, string | undefined];
    const holiday: Holiday = { date: day, name: h.name, type: h.type as HolidayType };
    const days = Math.round((h.end.getTime() - h.start.getTime()) / 86_400_000);
    if (days > 1) holiday.days = days;
    if (time && time !== '00:00:00') holiday.from = time.slice(0, 5);
    if (h.substitute) holiday.substitute = true;
    return holiday;
  });
  return { place, country, state: state ?? null, year, kinds: options.kinds, holidays };
}
