/**
 * Positions in a recording as people type them and as media players show them: "1:02:03.456", "2:03.5",
 * "75", "75,25" (a decimal comma, as in German, Spanish and French). One reader and one writer for every
 * audio and video tool (a trim's start and end, a GIF's clip).
 */
import { msg, num, type Display } from './result.ts';

/** Seconds from "h:mm:ss.mmm", "m:ss.mmm" or "s.mmm" (either decimal mark); undefined when it is not one. */
export function parseTimecode(text: string): number | undefined {
  const match = /^\s*(?:(?:(\d+):)?([0-5]?\d):)?(\d+)(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!match) return undefined;
  const [, h, m, s, fraction] = match;
  // "1:75" is no time: seconds beyond 59 only when typed alone ("75" seconds).
  if (m !== undefined && Number(s) > 59) return undefined;
  const ms = fraction ? Number(fraction.padEnd(3, '0')) : 0;
  return Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s) + ms / 1000;
}

/** "0:01:02.500" → as players write it: "1:02.500" (hours only when there are some), to the millisecond. */
export function timecodeText(seconds: number, decimal = '.'): string {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h ? `${h}:${pad(m)}` : m}:${pad(s)}${decimal}${String(ms % 1000).padStart(3, '0')}`;
}

/** The same position as FFmpeg takes it ("62.5"): seconds with at most millisecond digits, never "1e-7". */
export const ffmpegSeconds = (seconds: number): string => (Math.round(Math.max(0, seconds) * 1000) / 1000).toFixed(3).replace(/\.?0+$/, '') || '0';

/** A position as a player shows it, in the page's numbers, to the millisecond: "1:02.500", "1:02:03,500" in German. */
export function timecode(seconds: number): Display {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = num((ms % 60_000) / 1000, { minimumIntegerDigits: 2, minimumFractionDigits: 3, maximumFractionDigits: 3 });
  return h ? msg('common:media.timecodeHours', { h: num(h), m: num(m, { minimumIntegerDigits: 2 }), s }) : msg('common:media.timecode', { m: num(m), s });
}
