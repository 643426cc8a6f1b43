import { describe, expect, it } from 'vitest';
import { duration, encodeWav, RAMP, SAMPLE_RATE, samples, segments, unitSeconds } from './audio.ts';

const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-9);

describe('timing (ITU-R M.1677-1 and PARIS)', () => {
  it('a dot lasts 1.2 / WPM seconds: 60 ms at 20 WPM', () => {
    close(unitSeconds({ wpm: 20 }).dot, 0.06);
    close(unitSeconds({ wpm: 20 }).charGap, 0.18);
    close(unitSeconds({ wpm: 20 }).wordGap, 0.42);
  });
  it('PARIS and the gap to the next word is 50 dots: one minute holds 20 of them at 20 WPM', () => {
    // "PARIS PARIS": the second word starts 50 dots after the first one did.
    const tones = segments('.--. .- .-. .. ... / .--. .- .-. .. ...', { wpm: 20 });
    const first = tones.length / 2;
    close(tones[first]!.start, 50 * 0.06);
    // 43 dots of PARIS itself (without the word gap of 7).
    close(duration(tones.slice(0, first)), 43 * 0.06);
  });
  it('a dash is three dots; elements one dot apart, letters three, words seven', () => {
    const tones = segments('.- / -', { wpm: 12 });
    const dot = 0.1;
    expect(tones.map((t) => [t.start, t.end].map((x) => Math.round(x / dot)))).toEqual([
      [0, 1],
      [2, 5],
      [12, 15],
    ]);
  });
  it('Farnsworth: letters at the character speed, spaces stretched to the overall speed (ARRL)', () => {
    const { dot, charGap, wordGap } = unitSeconds({ wpm: 18, farnsworthWpm: 5 });
    close(dot, 1.2 / 18);
    // t_a = (60·18 − 37.2·5) / (5·18) = 894 / 90 s.
    close(charGap, (3 * 894) / 90 / 19);
    close(wordGap, (7 * 894) / 90 / 19);
    // "PARIS " then takes 12 s: 5 words per minute overall.
    const tones = segments('.--. .- .-. .. ... / .--. .- .-. .. ...', { wpm: 18, farnsworthWpm: 5 });
    close(tones[tones.length / 2]!.start, 12);
    // An overall speed not below the character speed changes nothing.
    expect(unitSeconds({ wpm: 18, farnsworthWpm: 25 })).toEqual(unitSeconds({ wpm: 18 }));
  });
  it('ignores anything but dots and dashes; nothing to play gives no sound', () => {
    expect(segments('', { wpm: 20 })).toEqual([]);
    expect(segments(' / ', { wpm: 20 })).toEqual([]);
    expect(duration([])).toBe(0);
  });
});

describe('samples', () => {
  it('E at 20 WPM: 60 ms of tone, 1,323 samples at 22,050 Hz, silent at both ends, full in the middle', () => {
    const pcm = samples(segments('.', { wpm: 20 }), 600);
    expect(pcm.length).toBe(Math.round(0.06 * SAMPLE_RATE));
    expect(pcm.length).toBe(1323);
    expect(pcm[0]).toBe(0);
    expect(Math.abs(pcm[pcm.length - 1]!)).toBeLessThan(0.01);
    const peak = Math.max(...pcm.slice(Math.round(RAMP * SAMPLE_RATE), -Math.round(RAMP * SAMPLE_RATE)).map(Math.abs));
    expect(peak).toBeGreaterThan(0.79);
    expect(peak).toBeLessThanOrEqual(0.8);
  });
  it('silence between tones is zero, and the tone has the chosen frequency', () => {
    const pcm = samples(segments('. .', { wpm: 20 }), 1000);
    // The gap between the two dots: 180 ms from 60 ms on.
    const gap = pcm.slice(Math.round(0.06 * SAMPLE_RATE) + 1, Math.round(0.24 * SAMPLE_RATE) - 1);
    expect(gap.every((x) => x === 0)).toBe(true);
    // Zero crossings in the first dot's steady part: 2 per period.
    const part = pcm.slice(200, 1200);
    let crossings = 0;
    for (let i = 1; i < part.length; i++) if (Math.sign(part[i]!) !== Math.sign(part[i - 1]!)) crossings++;
    expect(crossings / 2 / (1000 / SAMPLE_RATE)).toBeGreaterThan(980);
    expect(crossings / 2 / (1000 / SAMPLE_RATE)).toBeLessThan(1020);
  });
});

describe('WAV file', () => {
  const text = (b: Uint8Array, at: number) => String.fromCharCode(...b.slice(at, at + 4));
  it('has a RIFF header for 16-bit PCM mono at the sample rate, and the samples after it', () => {
    const pcm = samples(segments('...', { wpm: 20 }), 600);
    const wav = encodeWav(pcm);
    const v = new DataView(wav.buffer);
    expect(text(wav, 0)).toBe('RIFF');
    expect(v.getUint32(4, true)).toBe(wav.length - 8);
    expect(text(wav, 8)).toBe('WAVE');
    expect(text(wav, 12)).toBe('fmt ');
    expect(v.getUint32(16, true)).toBe(16);
    expect(v.getUint16(20, true)).toBe(1);
    expect(v.getUint16(22, true)).toBe(1);
    expect(v.getUint32(24, true)).toBe(22_050);
    expect(v.getUint32(28, true)).toBe(44_100);
    expect(v.getUint16(32, true)).toBe(2);
    expect(v.getUint16(34, true)).toBe(16);
    expect(text(wav, 36)).toBe('data');
    // S at 20 WPM: 5 dots of 60 ms = 300 ms = 6,615 samples of 2 bytes.
    expect(pcm.length).toBe(6615);
    expect(v.getUint32(40, true)).toBe(6615 * 2);
    expect(wav.length).toBe(44 + 6615 * 2);
    expect(v.getInt16(44 + 2 * 300, true)).toBe(Math.round(pcm[300]! * 32767));
  });
  it('clips to the 16-bit range', () => {
    const v = new DataView(encodeWav(new Float32Array([2, -2, 0])).buffer);
    expect([v.getInt16(44, true), v.getInt16(46, true), v.getInt16(48, true)]).toEqual([32767, -32767, 0]);
  });
});
