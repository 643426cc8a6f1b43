import { describe, expect, it } from 'vitest';
import { FLOOR_DB, framesSeen, levelOf, levelWord, measuredRate, RATE_WINDOW_MS, run } from './run.ts';

/** A sine wave of amplitude `a` over whole periods: its RMS is a/√2, its peak a. */
const sine = (a: number, n = 1024) => Float32Array.from({ length: n }, (_, i) => a * Math.sin((2 * Math.PI * 8 * i) / n));

describe('webcam-and-microphone-test run', () => {
  it('says only whether the preview is mirrored', () => {
    expect(run({}, { mirror: true })).toEqual({ mirror: true });
    expect(run({}, { mirror: false })).toEqual({ mirror: false });
  });
});

describe('levelOf', () => {
  it('gives a full-scale sine −3 dBFS RMS and 0 dBFS peak, a tenth of it 20 dB less', () => {
    const full = levelOf(sine(1));
    expect(full.rmsDb).toBeCloseTo(-3.01, 2);
    expect(full.peakDb).toBeCloseTo(0, 2);
    const tenth = levelOf(sine(0.1));
    expect(tenth.rmsDb).toBeCloseTo(-23.01, 2);
    expect(tenth.peakDb).toBeCloseTo(-20, 2);
  });
  it('stops at the floor for silence, an empty slice and samples that are not numbers', () => {
    expect(levelOf(new Float32Array(512))).toEqual({ rmsDb: FLOOR_DB, peakDb: FLOOR_DB });
    expect(levelOf([])).toEqual({ rmsDb: FLOOR_DB, peakDb: FLOOR_DB });
    expect(levelOf([Number.NaN, Number.POSITIVE_INFINITY])).toEqual({ rmsDb: FLOOR_DB, peakDb: FLOOR_DB });
    expect(levelOf(sine(1e-6)).rmsDb).toBe(FLOOR_DB);
  });
});

describe('levelWord', () => {
  it('puts the level in words, a cut-off peak first', () => {
    expect(levelWord({ rmsDb: FLOOR_DB, peakDb: FLOOR_DB })).toBe('silent');
    expect(levelWord({ rmsDb: -42, peakDb: -36 })).toBe('quiet');
    expect(levelWord({ rmsDb: -23, peakDb: -20 })).toBe('good');
    expect(levelWord({ rmsDb: -6, peakDb: -2 })).toBe('loud');
    expect(levelWord({ rmsDb: -20, peakDb: 0 })).toBe('clipping');
  });
});

describe('the measured frame rate', () => {
  it('counts frames over the last two seconds, once they span half a second', () => {
    let times: number[] = [];
    // 30 frames a second for three seconds: 33.3 ms apart.
    for (let i = 0; i <= 90; i++) {
      times = framesSeen(times, (i * 1000) / 30);
      if (i === 10) expect(measuredRate(times)).toBeNull();
    }
    expect(times[times.length - 1]! - times[0]!).toBeLessThan(RATE_WINDOW_MS);
    expect(measuredRate(times)).toBeCloseTo(30, 5);
  });
  it('follows a camera that slows down in the dark', () => {
    let times: number[] = [];
    for (let t = 0; t <= 2000; t += 1000 / 30) times = framesSeen(times, t);
    for (let t = 2000 + 1000 / 15; t <= 6000; t += 1000 / 15) times = framesSeen(times, t);
    expect(measuredRate(times)).toBeCloseTo(15, 5);
  });
  it('says nothing from one frame, and drops times from a clock that went back', () => {
    expect(measuredRate([])).toBeNull();
    expect(measuredRate(framesSeen([], 5))).toBeNull();
    expect(framesSeen([100, 200, 5000], 300)).toEqual([100, 200, 300]);
  });
});
