import { closeSync, fstatSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isToolError, toolError, type FileInput } from '@sdk/core';
import { MAX_BYTES } from './manifest.ts';
import { run } from './run.ts';
import { SAMPLE_MP4 as MP4, SAMPLE_MP4_PROBED as MP4_PROBED, SAMPLE_MP3 as MP3, SAMPLE_MP3_PROBED as MP3_PROBED, SAMPLE_PNG as PNG, SAMPLE_PNG_PROBED as PNG_PROBED, SAMPLE_WEBM as WEBM, SAMPLE_WEBM_PROBED as WEBM_PROBED } from '@sdk/core';
import type { MediaReport } from './report.ts';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const fileOf = (sample: { name: string; type: string; base64: string }): FileInput => {
  const bytes = bytesOf(sample.base64);
  return { name: sample.name, type: sample.type, size: bytes.length, blob: new Blob([bytes], { type: sample.type }) };
};

/** FFmpeg's names of the codecs in the samples, and MediaInfo's. */
const CODEC_NAMES: Record<string, string> = { h264: 'AVC', aac: 'AAC', vp9: 'VP9', opus: 'Opus', mp3: 'MPEG Audio', webvtt: 'D_WEBVTT/SUBTITLES', png: 'PNG' };
/** ffprobe's stream types, and the report's. */
const KINDS: Record<string, string> = { video: 'video', audio: 'audio', subtitle: 'text' };
/** ISO 639-2 as Matroska and MP4 store it, and the ISO 639-1 MediaInfo gives. */
const LANGUAGES: Record<string, string> = { eng: 'en', fre: 'fr', ger: 'de' };

describe('the report of the samples agrees with ffprobe (FFmpeg, a second reader; the SDK\'s mediaSamples.ts)', () => {
  const cases = [
    [MP4, MP4_PROBED],
    [WEBM, WEBM_PROBED],
    [MP3, MP3_PROBED],
  ] as const;
  for (const [sample, probed] of cases)
    it(`for ${sample.name}: size, duration, title, every stream with its codec and settings, the chapters`, async () => {
      const report = (await run({ file: fileOf(sample) })) as MediaReport;
      expect(report.size).toBe(probed.size);
      // MediaInfo gives milliseconds; ffprobe microseconds (an MP3's duration is estimated by both, a frame apart at most).
      expect(report.duration).toBeCloseTo(probed.duration, 1);
      expect(report.tags.find((t) => 'name' in t && t.name === 'title')?.value).toBe(probed.title);
      expect(report.streams).toHaveLength(probed.streams.length);
      probed.streams.forEach((expected, i) => {
        const stream = report.streams[i]! as unknown as Record<string, unknown>;
        expect(stream.kind).toBe(KINDS[expected.type]);
        expect(stream.codec).toBe(CODEC_NAMES[expected.codec]);
        const e = expected as Record<string, unknown>;
        if (e.width) expect([stream.width, stream.height]).toEqual([e.width, e.height]);
        if (e.frameRate) expect(stream.frameRate).toBe(e.frameRate);
        if (e.sampleRate) expect([stream.sampleRate, stream.channels]).toEqual([e.sampleRate, e.channels]);
        expect(stream.language).toBe(e.language && e.language !== 'und' ? LANGUAGES[e.language as string] : undefined);
      });
      expect(report.chapters).toEqual(probed.chapters);
    });

  it('for pixel.png: an image and its size', async () => {
    const report = (await run({ file: fileOf(PNG) })) as MediaReport;
    expect(report.format).toBe('PNG');
    expect(report.streams).toEqual([expect.objectContaining({ kind: 'image', codec: 'PNG', width: PNG_PROBED.streams[0]!.width, height: PNG_PROBED.streams[0]!.height })]);
  });
});

describe('files it cannot read', () => {
  it('say what is wrong, at the field', async () => {
    expect(await run({ file: null as unknown as FileInput })).toEqual(toolError('noFile', { field: 'file' }));
    expect(await run({ file: fileOf({ name: 'empty.mp4', type: 'video/mp4', base64: '' }) })).toEqual(toolError('emptyFile', { field: 'file' }));
    const noise = Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251);
    expect(await run({ file: { name: 'noise.bin', type: '', size: noise.length, blob: new Blob([noise]) } })).toEqual(toolError('notMedia', { field: 'file' }));
  });

  it('and a file that breaks off while read is said to be unreadable; the next file is read as usual', async () => {
    const broken = new Blob([bytesOf(MP4.base64)]);
    const failing = { size: broken.size, slice: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }) } as unknown as Blob;
    expect(await run({ file: { name: 'gone.mp4', type: 'video/mp4', size: broken.size, blob: failing } })).toEqual(toolError('unreadable', { field: 'file' }));
    expect(await run({ file: fileOf(WEBM) })).not.toSatisfy(isToolError);
  });
});

/** A top-level MP4 box: its 4-letter type and its bytes. */
function boxes(bytes: Uint8Array): Map<string, Uint8Array> {
  const found = new Map<string, Uint8Array>();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at);
    found.set(String.fromCharCode(...bytes.subarray(at + 4, at + 8)), bytes.subarray(at, at + size));
    at += size;
  }
  return found;
}

describe('the largest file it takes (MAX_BYTES)', () => {
  it('is read whole: an MP4 of exactly that size, its index (moov) at the very end, is found and read in slices', async () => {
    // A sparse file: ftyp, an mdat of 64-bit size filling the file, then the sample's moov at the end.
    // MediaInfoLib has to jump past the mdat to its last kilobytes, beyond any 32-bit position.
    const sample = boxes(bytesOf(MP4.base64));
    const ftyp = sample.get('ftyp')!;
    const moov = sample.get('moov')!;
    const mdatSize = MAX_BYTES - ftyp.length - moov.length;
    const mdatHeader = new Uint8Array(16);
    const header = new DataView(mdatHeader.buffer);
    header.setUint32(0, 1);
    mdatHeader.set([0x6d, 0x64, 0x61, 0x74], 4);
    header.setBigUint64(8, BigInt(mdatSize));
    const dir = mkdtempSync(join(tmpdir(), 'media-info-'));
    const path = join(dir, 'huge.mp4');
    const fd = openSync(path, 'w');
    try {
      writeSync(fd, ftyp, 0, ftyp.length, 0);
      writeSync(fd, mdatHeader, 0, 16, ftyp.length);
      writeSync(fd, moov, 0, moov.length, MAX_BYTES - moov.length);
    } finally {
      closeSync(fd);
    }
    // The file as the page's Blob gives it, slice by slice (Node 20's openAsBlob says 0 bytes past 4 GiB).
    const read = openSync(path, 'r');
    const slices: number[] = [];
    const blob = {
      size: fstatSync(read).size,
      slice: (start: number, end: number) => ({
        arrayBuffer: async () => {
          slices.push(start);
          const bytes = new Uint8Array(end - start);
          readSync(read, bytes, 0, bytes.length, start);
          return bytes.buffer;
        },
      }),
    } as unknown as Blob;
    try {
      expect(blob.size).toBe(MAX_BYTES);
      const report = (await run({ file: { name: 'huge.mp4', type: 'video/mp4', size: blob.size, blob } })) as MediaReport;
      // A few slices, the last ones beyond 4 GiB: the file is never read whole.
      expect(slices.length).toBeLessThan(20);
      expect(Math.max(...slices)).toBeGreaterThan(2 ** 32);
      expect(report.size).toBe(MAX_BYTES);
      expect(report.format).toBe('MPEG-4');
      expect(report.streams.map((s) => [s.kind, s.codec])).toEqual([
        ['video', 'AVC'],
        ['audio', 'AAC'],
      ]);
      expect(report.streams[0]).toMatchObject({ width: 64, height: 48 });
    } finally {
      closeSync(read);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
