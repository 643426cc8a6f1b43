/**
 * The pure part of the webcam and microphone test: how loud a slice of sound is, in words as well as
 * decibels, and the frame rate measured from the times frames were shown (unit tested without a
 * browser). run() only says whether the preview is mirrored: the devices exist only on the page.
 */
import type { Input, Options } from './manifest.ts';

export function run(_input: Input, options: Options): { mirror: boolean } {
  return { mirror: options.mirror };
}

/** The test recording's length at most: enough to hear and see yourself, small enough to keep in memory. */
export const RECORD_SECONDS = 10;

/** The level meter's range, in dB below full scale: quieter than −60 dBFS is silence to a microphone test. */
export const FLOOR_DB = -60;

export const LEVEL_WORDS = ['silent', 'quiet', 'good', 'loud', 'clipping'] as const;
export type LevelWord = (typeof LEVEL_WORDS)[number];

export interface Level {
  /** The slice's loudness (root mean square), in dBFS, FLOOR_DB at least. */
  readonly rmsDb: number;
  /** Its loudest sample, in dBFS, FLOOR_DB at least. */
  readonly peakDb: number;
}

const toDb = (amplitude: number) => Math.max(FLOOR_DB, amplitude > 0 ? 20 * Math.log10(amplitude) : FLOOR_DB);

/** How loud a slice of samples (−1…1, as an AnalyserNode's getFloatTimeDomainData gives them) is. */
export function levelOf(samples: ArrayLike<number>): Level {
  let sum = 0;
  let peak = 0;
  let n = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    if (!Number.isFinite(s)) continue;
    sum += s * s;
    peak = Math.max(peak, Math.abs(s));
    n++;
  }
  return { rmsDb: n ? toDb(Math.sqrt(sum / n)) : FLOOR_DB, peakDb: toDb(peak) };
}

/**
 * The level in words, so that the meter never speaks by colour alone: a voice at arm's length is about
 * −30 to −15 dBFS; a sample at full scale (−0.5 dBFS or more) is cut off (clipping), however loud the rest.
 */
export function levelWord(level: Level): LevelWord {
  if (level.peakDb >= -0.5) return 'clipping';
  if (level.rmsDb < -50) return 'silent';
  if (level.rmsDb < -35) return 'quiet';
  if (level.rmsDb < -8) return 'good';
  return 'loud';
}

/** Frames shown in the last this many milliseconds make the measured frame rate. */
export const RATE_WINDOW_MS = 2000;

/** Keeps the frame times of the last RATE_WINDOW_MS (ms, ascending), with the new one. */
export function framesSeen(times: readonly number[], at: number): number[] {
  const kept = times.filter((t) => t > at - RATE_WINDOW_MS && t <= at);
  kept.push(at);
  return kept;
}

/** Frames per second over the times kept, once they span half a second (fewer says nothing yet). */
export function measuredRate(times: readonly number[]): number | null {
  if (times.length < 2) return null;
  const span = times[times.length - 1]! - times[0]!;
  return span >= 500 ? ((times.length - 1) * 1000) / span : null;
}
