/** An iCalendar file (RFC 5545) of all-day events, one per holiday, for any calendar app. */
import type { Holiday, HolidaysResult } from './run.ts';

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF and a space (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (iso: string) => iso.replace(/-/g, '');

/** The day after a YYYY-MM-DD date, `days` days on. */
function plusDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function toIcs(result: HolidaysResult, calendarName: string): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Toolbench//Public holidays//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${icsText(calendarName)}`];
  result.holidays.forEach((h: Holiday, i) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${compact(h.date)}-${i + 1}-${result.place.toLowerCase()}@public-holidays.toolbench`,
      // A fixed stamp (the start of the year), so that the same list gives the same file.
      `DTSTAMP:${result.year}0101T000000Z`,
      `DTSTART;VALUE=DATE:${compact(h.date)}`,
      `DTEND;VALUE=DATE:${compact(plusDays(h.date, h.days ?? 1))}`,
      `SUMMARY:${icsText(h.name)}`,
      `CATEGORIES:${h.type.toUpperCase()}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
