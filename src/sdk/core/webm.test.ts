import { describe, expect, it } from 'vitest';
import { webmDuration, webmWithDuration } from './webm.ts';

const hex = (s: string) => Uint8Array.from(s.replace(/\s+/g, '').match(/../g)!.map((h) => parseInt(h, 16)));

/**
 * The start of a WebM as Chrome's MediaRecorder writes it (libwebm in live mode): the EBML header, a
 * Segment of unknown size, Info with TimecodeScale, MuxingApp and WritingApp but no Duration, then Tracks
 * and the first Cluster (both of unknown or known size, cut short here: only the head is read).
 */
const LIVE = hex(`
  1a45dfa3 9f 4286 81 01 42f7 81 01 42f2 81 04 42f3 81 08 4282 84 7765626d 4287 81 04 4285 81 02
  18538067 01ffffffffffffff
  1549a966 99 2ad7b1 83 0f4240 4d80 86 4368726f6d65 5741 86 4368726f6d65
  1654ae6b 01ffffffffffffff ae 8f d7 81 01 83 81 01 86 85 565f565038
`);

describe('webmWithDuration', () => {
  it('writes the length into a live recording’s Info, keeping everything else', () => {
    const fixed = webmWithDuration(LIVE, 2_750)!;
    const infoAt = 36 + 12;
    expect(fixed.replaced).toBe(infoAt + 4 + 1 + 0x19);
    const file = new Uint8Array([...fixed.head, ...LIVE.subarray(fixed.replaced)]);
    expect(webmDuration(file)).toBe(2_750);
    // The bytes before Info and after it are the original's; Info keeps its children in their order.
    expect(file.subarray(0, infoAt)).toEqual(LIVE.subarray(0, infoAt));
    expect(file.subarray(file.length - (LIVE.length - fixed.replaced))).toEqual(LIVE.subarray(fixed.replaced));
    expect(Buffer.from(file).includes(Buffer.from('Chrome'))).toBe(true);
    expect(webmDuration(LIVE)).toBeNull();
  });
  it('replaces a duration already there, and counts in the file’s own time scale', () => {
    const once = webmWithDuration(LIVE, 1_000)!;
    const file = new Uint8Array([...once.head, ...LIVE.subarray(once.replaced)]);
    const twice = webmWithDuration(file, 65_432.5)!;
    const again = new Uint8Array([...twice.head, ...file.subarray(twice.replaced)]);
    expect(again.length).toBe(file.length);
    expect(webmDuration(again)).toBe(65_432.5);
    // A TimecodeScale of 10 ms (0x989680 ns): the stored float is in those units, the length read back the same.
    const coarse = LIVE.slice();
    coarse.set([0x98, 0x96, 0x80], 36 + 12 + 5 + 4);
    const scaled = webmWithDuration(coarse, 2_750)!;
    expect(webmDuration(new Uint8Array([...scaled.head, ...coarse.subarray(scaled.replaced)]))).toBe(2_750);
  });
  it('leaves alone what it cannot change safely: a file with a SeekHead, one that is not WebM, a head cut before Info, no length', () => {
    // As FFmpeg writes WebM: a Segment of known size, a SeekHead whose positions must not move, Info with its Duration (2,008 ms as a float64).
    const muxed = hex(`
      1a45dfa3 9f 4286 81 01 42f7 81 01 42f2 81 04 42f3 81 08 4282 84 7765626d 4287 81 04 4285 81 02
      18538067 aa
      114d9b74 8e 4dbb 8b 53ab 84 1549a966 53ac 81 20
      1549a966 92 2ad7b1 83 0f4240 4489 88 409f600000000000
    `);
    expect(webmDuration(muxed)).toBe(2_008);
    expect(webmWithDuration(muxed, 5_000)).toBeNull();
    // A Segment of known size without a SeekHead is left alone too: it would have to grow.
    const known = LIVE.slice();
    known.set([0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00], 40);
    expect(webmWithDuration(known, 5_000)).toBeNull();
    expect(webmWithDuration(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 5_000)).toBeNull();
    expect(webmWithDuration(new Uint8Array(0), 5_000)).toBeNull();
    expect(webmWithDuration(LIVE.subarray(0, 60), 5_000)).toBeNull();
    expect(webmWithDuration(LIVE, 0)).toBeNull();
    expect(webmWithDuration(LIVE, Number.NaN)).toBeNull();
  });
});
