import { describe, expect, it } from 'vitest';
import { ffmpegSeconds, parseTimecode, timecodeText } from './timecode.ts';

describe('timecodes', () => {
  it('reads what people type, with either decimal mark', () => {
    expect(parseTimecode('1:02:03.456')).toBeCloseTo(3723.456, 6);
    expect(parseTimecode('2:03.5')).toBeCloseTo(123.5, 6);
    expect(parseTimecode('02:03,25')).toBeCloseTo(123.25, 6);
    expect(parseTimecode('75')).toBe(75);
    expect(parseTimecode(' 0.04 ')).toBeCloseTo(0.04, 6);
    expect(parseTimecode('0:00')).toBe(0);
  });
  it('refuses what is not a position', () => {
    for (const text of ['', 'abc', '1:75', '1:2:3:4', '-5', '1.2.3', '1:60:00', '0.1234', '1e3']) expect(parseTimecode(text), text).toBeUndefined();
  });
  it('writes positions as players do, and as FFmpeg takes them', () => {
    expect(timecodeText(3723.456)).toBe('1:02:03.456');
    expect(timecodeText(62.5, ',')).toBe('1:02,500');
    expect(timecodeText(0)).toBe('0:00.000');
    expect(parseTimecode(timecodeText(5025.007))).toBeCloseTo(5025.007, 6);
    expect(ffmpegSeconds(62.5)).toBe('62.5');
    expect(ffmpegSeconds(1e-7)).toBe('0');
    expect(ffmpegSeconds(3)).toBe('3');
    expect(ffmpegSeconds(0.1 + 0.2)).toBe('0.3');
  });
});
