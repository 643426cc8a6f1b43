/**
 * Keeping time on a page (the stopwatch and timer, the Pomodoro timer): a clock reading redrawn often,
 * never a count of ticks, so a background tab whose timers the browser slows shows the right time as
 * soon as it comes back; a ring made by an oscillator (no sound file); a notification where allowed.
 */
import { useEffect, useState } from 'react';
import { useInBrowser } from './useInBrowser.ts';

/**
 * The current time, read every `everyMs` while `ticking` (every second for a relative date, 50 ms for
 * a stopwatch's hundredths); undefined while prerendering and hydrating, so the first paint matches.
 */
export function useNow(ticking: boolean, everyMs = 1000): number | undefined {
  const inBrowser = useInBrowser();
  const [now, setNow] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!inBrowser) return;
    setNow(Date.now());
    if (!ticking) return;
    // A clock of seconds ticks just after each second turns (it never shows one behind); a faster one
    // ticks at even steps from now, so what it shows is a whole number of steps after a start.
    if (everyMs < 1000) {
      const interval = setInterval(() => setNow(Date.now()), everyMs);
      return () => clearInterval(interval);
    }
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, everyMs - (Date.now() % everyMs) + 5);
    };
    timer = setTimeout(tick, everyMs - (Date.now() % everyMs) + 5);
    return () => clearTimeout(timer);
  }, [inBrowser, ticking, everyMs]);
  return now;
}

/** Three short beeps from an oscillator: no sound file to load. */
export function ring(): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    for (let i = 0; i < 3; i++) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = 880;
      gain.gain.value = 0.2;
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.35);
      osc.stop(ctx.currentTime + i * 0.35 + 0.2);
    }
    window.setTimeout(() => void ctx.close(), 1500);
  } catch {
    // No sound where audio is blocked: the page still says it in words.
  }
}

/** Asks once for notifications, when the visitor starts something that will end while they look away. */
export function askToNotify(): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission().catch(() => undefined);
}

/** A system notification, where the visitor allowed them; the page and the ring say it anyway. */
export function systemNotify(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body });
  } catch {
    // Some browsers only notify from a service worker: the page and the sound say it.
  }
}
