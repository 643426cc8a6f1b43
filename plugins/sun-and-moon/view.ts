import { date, msg, num, type Display, type ResultView, type ValueItem } from '@sdk/core';
import type { Input } from './manifest.ts';
import { SUN_EVENTS, type SunEvent, type SunMoonResult } from './run.ts';

const PHASE_SYMBOL = { newMoon: '🌑', waxingCrescent: '🌒', firstQuarter: '🌓', waxingGibbous: '🌔', fullMoon: '🌕', waningGibbous: '🌖', lastQuarter: '🌗', waningCrescent: '🌘' } as const;

/** A time on the place's clock; with the weekday when it falls on another day (dusk after midnight). */
function clock(ms: number | null, r: SunMoonResult): Display {
  if (ms === null) return msg('none');
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: r.zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  const other = local !== r.date;
  return date(ms, { hour: 'numeric', minute: '2-digit', timeZone: r.zone, ...(other ? { weekday: 'short' } : {}) });
}

function hoursMinutes(seconds: number): Display {
  const minutes = Math.round(seconds / 60);
  return msg('hoursMinutes', { hours: num(Math.floor(minutes / 60)), minutes: num(minutes % 60, { minimumIntegerDigits: 2 }) });
}

const ROWS: readonly [string, SunEvent, SunEvent][] = [
  ['astronomical', 'nightEnd', 'night'],
  ['nautical', 'nauticalDawn', 'nauticalDusk'],
  ['civil', 'dawn', 'dusk'],
  ['sun', 'sunrise', 'sunset'],
  ['golden', 'goldenHourEnd', 'goldenHour'],
];

export function view(r: SunMoonResult, _context: { input: Input }): ResultView {
  const main: ValueItem[] = [
    { label: msg('results.sunrise'), value: clock(r.sun.sunrise, r), main: true },
    { label: msg('results.sunset'), value: clock(r.sun.sunset, r), main: true },
    { label: msg('results.solarNoon'), value: clock(r.sun.solarNoon, r) },
    { label: msg('results.dayLength'), value: hoursMinutes(r.dayLength) },
  ];
  const moon: ValueItem[] = [
    { label: msg('results.phase'), value: msg(`phases.${r.moon.phaseName}`, { symbol: PHASE_SYMBOL[r.moon.phaseName] }) },
    { label: msg('results.illumination'), value: num(r.moon.fraction, { style: 'percent', maximumFractionDigits: 0 }) },
    { label: msg('results.moonrise'), value: r.moon.always ? msg(`moonAlways.${r.moon.always}`) : clock(r.moon.rise, r) },
    { label: msg('results.moonset'), value: r.moon.always ? msg(`moonAlways.${r.moon.always}`) : clock(r.moon.set, r) },
  ];
  return {
    blocks: [
      { kind: 'values', label: msg('results.sunLabel'), items: main, announce: true },
      ...(r.polar ? [{ kind: 'note' as const, text: msg(r.polar === 'up' ? 'polarDay' : 'polarNight') }] : []),
      {
        kind: 'table',
        caption: msg('table.caption'),
        columns: [{ label: msg('table.kind') }, { label: msg('table.morning'), numeric: true }, { label: msg('table.evening'), numeric: true }],
        rows: ROWS.map(([kind, morning, evening]) => [msg(`table.${kind}`), clock(r.sun[morning], r), clock(r.sun[evening], r)]),
        rowHeaders: true,
      },
      { kind: 'values', label: msg('results.moonLabel'), items: moon },
      {
        kind: 'note',
        text: msg('place', {
          lat: num(r.lat, { maximumFractionDigits: 4 }),
          lon: num(r.lon, { maximumFractionDigits: 4 }),
          zone: r.zone,
        }),
      },
    ],
    csv: [['event', 'time'], ...SUN_EVENTS.map((e) => [e, r.sun[e] === null ? '' : new Date(r.sun[e]!).toISOString()]), ['moonrise', r.moon.rise === null ? '' : new Date(r.moon.rise).toISOString()], ['moonset', r.moon.set === null ? '' : new Date(r.moon.set).toISOString()], ['illumination', r.moon.fraction], ['phase', r.moon.phaseName]],
  };
}
