/**
 * Clock faces for tools that keep time (the stopwatch and timer, the Pomodoro timer): every time shown
 * is a difference of two clock readings, written here; how it is read is in @sdk/ui's useNow.
 */

/** "1:02:03.45", "02:03.45": hours only when there are some; hundredths, cut (never rounded up to a second not yet reached). */
export function clockText(ms: number, decimal = '.'): string {
  const cs = Math.floor(Math.max(0, ms) / 10);
  const h = Math.floor(cs / 360_000);
  const m = Math.floor(cs / 6000) % 60;
  const s = Math.floor(cs / 100) % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h ? `${h}:` : ''}${pad(m)}:${pad(s)}${decimal}${pad(cs % 100)}`;
}

/** The timer's remaining time as it counts down: whole seconds, rounded up (it shows 00:01 until the last second ends). */
export function timerText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h ? `${h}:` : ''}${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** Time gone by, as a recording's timer shows it: whole seconds, cut ("00:09" until the tenth second is over), hours only when there are some. */
export function elapsedText(ms: number): string {
  const total = Math.floor(Math.max(0, Number.isFinite(ms) ? ms : 0) / 1000);
  const h = Math.floor(total / 3600);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h ? `${h}:` : ''}${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** A recording's clock: when it started, the time spent paused so far, and since when it is paused (if it is). */
export interface RecordingClock {
  readonly startedAt: number;
  readonly pausedMs: number;
  readonly pausedAt: number | null;
}

export const startClock = (now: number): RecordingClock => ({ startedAt: now, pausedMs: 0, pausedAt: null });

export const pauseClock = (c: RecordingClock, now: number): RecordingClock => (c.pausedAt === null ? { ...c, pausedAt: Math.max(now, c.startedAt) } : c);

export const resumeClock = (c: RecordingClock, now: number): RecordingClock =>
  c.pausedAt === null ? c : { ...c, pausedMs: c.pausedMs + Math.max(0, now - c.pausedAt), pausedAt: null };

/** The time recorded: from the start to now (or to the pause), less the pauses; never negative, even if the clock goes back. */
export function recordedMs(c: RecordingClock, now: number): number {
  const end = c.pausedAt ?? now;
  return Math.max(0, end - c.startedAt - c.pausedMs);
}
