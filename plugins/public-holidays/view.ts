import { civilFromDays, date, daysFromCivil, daysInMonth, isoWeekday, msg, num, type Display, type ResultView } from '@sdk/core';
import type { Input } from './manifest.ts';
import { toIcs } from './ics.ts';
import type { Holiday, HolidaysResult, PublicHolidaysResult } from './run.ts';

const dayNumber = (iso: string) => daysFromCivil({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });

/** Public holidays marked ●, the other kinds ○: a symbol, not only a colour. */
const mark = (list: Holiday[]) => (list.some((h) => h.type === 'public') ? '●' : '○');

/** The year as a grid: a row per month, a column per day of the month, each holiday marked. */
function calendar(result: HolidaysResult): Display[][] {
  const byDay = new Map<string, Holiday[]>();
  for (const h of result.holidays) {
    const first = dayNumber(h.date);
    for (let d = 0; d < (h.days ?? 1); d++) {
      const c = civilFromDays(first + d);
      if (c.year !== result.year) continue;
      const key = `${c.month}-${c.day}`;
      byDay.set(key, [...(byDay.get(key) ?? []), h]);
    }
  }
  return Array.from({ length: 12 }, (_, m) => {
    const month = m + 1;
    const row: Display[] = [date(`${result.year}-${String(month).padStart(2, '0')}-01`, { month: 'long', timeZone: 'UTC' })];
    for (let day = 1; day <= 31; day++) {
      if (day > daysInMonth(result.year, month)) row.push('');
      else {
        const list = byDay.get(`${month}-${day}`);
        row.push(list ? mark(list) : '');
      }
    }
    return row;
  });
}

function holidayNote(h: Holiday): Display {
  const parts: Display[] = [];
  if (h.substitute) parts.push(msg('notes.substitute'));
  if (h.from) parts.push(msg('notes.from', { time: h.from }));
  if (h.days) parts.push(msg('notes.days', { count: num(h.days) }));
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0]!;
  return msg('notes.both', { a: parts[0]!, b: parts.slice(1).length === 1 ? parts[1]! : msg('notes.both', { a: parts[1]!, b: parts[2]! }) });
}

export function view(result: PublicHolidaysResult, _context: { input: Input }): ResultView {
  if ('choose' in result) return { blocks: [{ kind: 'note', text: msg('choose') }] };
  const placeName = msg(`fields.place.choices.${result.place}`);
  const title = result.state ? msg('placeInCountry', { place: placeName, country: msg(`fields.place.choices.${result.country}`) }) : placeName;
  const weekend = result.holidays.filter((h) => isoWeekday(dayNumber(h.date)) >= 6).length;
  const count = result.holidays.length;
  const filename = `holidays-${result.place}-${result.year}`;
  const ics = toIcs(result, `${result.place} ${result.year}`);
  return {
    blocks: [
      {
        kind: 'values',
        items: [
          { label: msg('results.place'), value: title },
          { label: msg('results.year'), value: String(result.year) },
          { label: msg(result.kinds === 'all' ? 'results.countAll' : 'results.count'), value: num(count), main: true },
          { label: msg('results.weekend'), value: num(weekend) },
        ],
      },
      ...(count === 0
        ? [{ kind: 'note' as const, text: msg('none') }]
        : [
            {
              kind: 'table' as const,
              caption: msg('table.caption', { year: String(result.year) }),
              columns: [{ label: msg('table.date') }, { label: msg('table.name') }, { label: msg('table.type') }, { label: msg('table.note') }],
              rows: result.holidays.map((h) => [date(h.date, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }), h.name, msg(`types.${h.type}`), holidayNote(h)]),
            },
            {
              kind: 'table' as const,
              caption: msg('calendar.caption', { year: String(result.year) }),
              columns: [{ label: msg('calendar.month') }, ...Array.from({ length: 31 }, (_, i) => ({ label: String(i + 1), numeric: true }))],
              rows: calendar(result),
              rowHeaders: true,
            },
            { kind: 'note' as const, text: msg(result.kinds === 'all' ? 'calendar.legendAll' : 'calendar.legend') },
            // Shown with plain line ends (a text box keeps no CR); Download TXT saves the file with CRLF as RFC 5545 asks.
            { kind: 'text' as const, text: ics.replace(/\r\n/g, '\n'), label: msg('icsLabel'), summary: msg('icsSummary'), mono: true, noTranslate: true },
          ]),
    ],
    copy: result.holidays.map((h) => `${h.date}\t${h.name}`).join('\n'),
    txt: ics,
    csv: [['date', 'name', 'type', 'substitute', 'country', 'state'], ...result.holidays.map((h) => [h.date, h.name, h.type, h.substitute === true, result.country, result.state ?? ''])],
    filename,
  };
}
