import { describe, expect, it } from 'vitest';
import { exampleFileBytes, fileInput, isToolError, SAMPLE_KEYFRAMES_MP4, SAMPLE_MP3, SAMPLE_MP4, SAMPLE_WEBM, type FileInput, type ToolError } from '@sdk/core';
import { probeMedia } from '@sdk/media';
import { run as mediaInfo } from '../media-info/run.ts';
import type { Input, Options } from './manifest.ts';
import { run, type Trimmed } from './run.ts';

const blob = (sample: { name: string; type: string; base64: string }, name = sample.name): FileInput => fileInput(name, sample.type, exampleFileBytes(sample), 'blob');
const input = (values: Partial<Input>): Input => ({ video: blob(SAMPLE_KEYFRAMES_MP4), start: '', end: '', clips: '', ...values });
const fast: Options = { cut: 'fast' };
const exact: Options = { cut: 'exact' };

async function cut(values: Partial<Input>, options: Options): Promise<Trimmed> {
  const made = await run(input(values), options);
  if (isToolError(made)) throw new Error(`${made.code} ${JSON.stringify(made.params)}`);
  return made;
}

/** What the new file holds, read from its bytes by ffprobe: its length and its streams. */
async function readBack(made: Trimmed) {
  const probed = await probeMedia({ name: made.name, data: made.bytes });
  if (isToolError(probed)) throw new Error(probed.code);
  return { duration: probed.duration, streams: probed.streams.map((s) => `${s.type}:${s.codec}`) };
}

// The keyframes sample: 3 s, H.264 at 10 frames a second with a keyframe at 0, 1 and 2 s, and AAC sound.
describe('video-trimmer', () => {
  it('a fast cut from 1.4 s starts at the keyframe at 1 s, says so, and keeps the streams as they were', async () => {
    const made = await cut({ start: '0:01.4', end: '0:02.5' }, fast);
    expect(made.parts).toEqual([{ start: 1.4, end: 2.5, from: 1 }]);
    expect(made.name).toBe('keyframes-0m01s-0m02.5s.mp4');
    expect(made.type).toBe('video/mp4');
    expect(new TextDecoder().decode(made.bytes.subarray(4, 8))).toBe('ftyp');
    const back = await readBack(made);
    // From the keyframe at 1 s to 2.5 s: 1.5 s of picture (the sound's last frame may run a few hundredths on), not the 1.1 s asked for.
    expect(back.duration).toBeGreaterThanOrEqual(1.5);
    expect(back.duration).toBeLessThan(1.6);
    expect(made.duration).toBe(back.duration);
    expect(back.streams).toEqual(['video:h264', 'audio:aac']);
    expect([made.videoTracks, made.audioTracks, made.leftOut]).toEqual([1, 1, 0]);
  });

  it('an exact cut from 1.4 s lasts exactly what was asked, read back by two readers', async () => {
    const made = await cut({ start: '0:01.4', end: '0:02.5' }, exact);
    expect(made.parts).toEqual([{ start: 1.4, end: 2.5, from: 1.4 }]);
    expect(made.name).toBe('keyframes-0m01.4s-0m02.5s.mp4');
    const back = await readBack(made);
    expect(back.duration).toBeCloseTo(1.1, 2);
    expect(back.streams).toEqual(['video:h264', 'audio:aac']);
    const report = await mediaInfo({ file: fileInput(made.name, made.type, made.bytes, 'blob') });
    if (isToolError(report)) throw new Error(report.code);
    const video = report.streams.find((s) => s.kind === 'video')!;
    expect(video.codec).toBe('AVC');
    expect(video.duration).toBeCloseTo(1.1, 2);
  });

  it('joins two parts into one file as long as both together, in a fast and in an exact cut', async () => {
    for (const options of [fast, exact]) {
      const made = await cut({ start: '0:02', end: '0:03', clips: '0:00 – 0:01' }, options);
      expect(made.parts.map((p) => [p.from, p.end])).toEqual([[0, 1], [2, 3]]);
      expect(made.name).toBe('keyframes-trimmed.mp4');
      const back = await readBack(made);
      expect(back.duration).toBeCloseTo(2, 1);
      expect(back.streams).toEqual(['video:h264', 'audio:aac']);
    }
  });

  it('a fast cut of several parts starts each at its own keyframe', async () => {
    const made = await cut({ start: '', end: '', clips: '0:00.5 – 0:01\n0:02.3 – 0:02.8' }, fast);
    expect(made.parts).toEqual([{ start: 0.5, end: 1, from: 0 }, { start: 2.3, end: 2.8, from: 2 }]);
    expect((await readBack(made)).duration).toBeCloseTo(1 + 0.8, 1);
  });

  it('cuts a WebM exactly into VP8 and Opus, leaving out its subtitles (said)', async () => {
    const made = await cut({ video: blob(SAMPLE_WEBM), start: '0:00.5', end: '0:01.5' }, exact);
    expect(made.type).toBe('video/webm');
    expect(made.name).toBe('clip-0m00.5s-0m01.5s.webm');
    const back = await readBack(made);
    expect(back.streams).toEqual(['video:vp8', 'audio:opus']);
    expect(back.duration).toBeCloseTo(1, 1);
    expect(made.leftOut).toBe(1);
  });

  it('a fast cut keeps the container of its source, without the chapters a cut would misplace', async () => {
    const made = await cut({ video: blob(SAMPLE_MP4), start: '0:00', end: '0:01' }, fast);
    expect((await readBack(made)).streams).toEqual(['video:h264', 'audio:aac']);
    const mkv = await cut({ video: blob(SAMPLE_WEBM, 'clip.mkv'), start: '0:00', end: '0:01' }, fast);
    expect(mkv.type).toBe('video/x-matroska');
    expect((await readBack(mkv)).streams).toEqual(['video:vp9', 'audio:opus']);
  });

  it('says what is wrong at the field it is about', async () => {
    const error = async (values: Partial<Input>, options = fast) => (await run(input(values), options)) as ToolError;
    expect(await error({ video: null })).toMatchObject({ code: 'noVideo', params: { field: 'video' } });
    expect(await error({ start: '0:01', end: '0:04' })).toMatchObject({ code: 'pastEnd', params: { field: 'end', duration: 3 } });
    expect(await error({ start: '0:05' })).toMatchObject({ code: 'pastEnd', params: { field: 'start', duration: 3 } });
    expect(await error({ clips: '0:00 – 0:01\n0:02 – 0:09' })).toMatchObject({ code: 'linePastEnd', params: { field: 'clips', line: 2, duration: 3 } });
    expect(await error({ start: '0:00.5', end: '0:01.5', clips: '0:01 – 0:02' })).toMatchObject({ code: 'fieldsOverlap', params: { field: 'start', line: 1 } });
    // Sound only: no picture to cut.
    expect(await error({ video: blob(SAMPLE_MP3) })).toMatchObject({ code: 'notVideo', params: { field: 'video' } });
    const notes = fileInput('notes.mp4', 'video/mp4', new TextEncoder().encode('These are notes, not a video.\n'), 'blob');
    expect(await error({ video: notes })).toMatchObject({ code: 'mediaNotReadable', params: { field: 'video' } });
  });
});
