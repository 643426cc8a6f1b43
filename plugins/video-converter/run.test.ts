import { describe, expect, it } from 'vitest';
import { exampleFileBytes, isToolError, SAMPLE_MP3 as MP3, SAMPLE_MP4 as MP4, SAMPLE_PNG as PNG, SAMPLE_WEBM as WEBM, toolError, type FileInput } from '@sdk/core';
import { ffmpeg, probeMedia, type ProbedMedia } from '@sdk/media';
import { run as mediaInfo } from '../media-info/run.ts';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { outputName, run, type Result } from './run.ts';

const defaults = Object.fromEntries(Object.entries(manifest.options.properties).map(([key, prop]) => [key, prop.default])) as Options;
const fileOf = (name: string, bytes: Uint8Array, type = 'video/mp4'): FileInput => ({ name, type, size: bytes.length, blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type }) });
const sample = (s: { name: string; type: string; base64: string }) => fileOf(s.name, exampleFileBytes(s), s.type);
const convert = async (file: FileInput, options: Partial<Options> = {}, targetSize: number | null = null): Promise<Result> => {
  const result = await run({ file, targetSize } as Input, { ...defaults, ...options });
  if (isToolError(result)) throw new Error(`${result.code} ${JSON.stringify(result.params)}`);
  return result;
};
const probe = async (name: string, bytes: Uint8Array): Promise<ProbedMedia> => {
  const probed = await probeMedia({ name, data: bytes });
  if (isToolError(probed)) throw new Error(probed.code);
  return probed;
};
/** What ffprobe reads in a file: its video and audio tracks, in order (the chapters' data track left aside). */
const tracks = (probed: ProbedMedia) => probed.streams.filter((s) => s.type === 'video' || s.type === 'audio').map((s) => (s.type === 'video' ? `video ${s.codec} ${s.width}×${s.height} ${s.frameRate} fps` : `audio ${s.codec} ${s.channels} ch`));
/** A file made with FFmpeg from a sample, for inputs the samples do not have. */
const made = async (inputs: { name: string; data: Uint8Array }[], args: string[], output: string): Promise<Uint8Array> => {
  const done = await ffmpeg({ inputs, args, outputs: [output] });
  if (isToolError(done)) throw new Error(done.code);
  return done.files[output]!;
};

describe('the examples’ files, read back by ffprobe (and MediaInfo, a second reader)', () => {
  it('MP4 to WebM: VP8 and Opus at the same size and length, a little smaller', async () => {
    const out = EXAMPLE_OUTPUTS.mp4ToWebm;
    const probed = await probe('clip.webm', out.file.bytes);
    expect(probed.format).toBe('matroska,webm');
    expect(tracks(probed)).toEqual(['video vp8 64×48 10 fps', 'audio opus 1 ch']);
    expect(Math.abs(probed.duration - 2)).toBeLessThan(0.1);
    expect(out.file.bytes.length).toBeLessThan(exampleFileBytes(MP4).length);
    const report = await mediaInfo({ file: fileOf('clip.webm', out.file.bytes, 'video/webm') });
    if (isToolError(report)) throw new Error(report.code);
    expect(report.format).toBe('WebM');
    expect(report.streams.map((s) => [s.kind, s.codec])).toEqual([['video', 'VP8'], ['audio', 'Opus']]);
  });

  it('turned 90° and muted: the picture upright on its side (48 × 64), no sound track', async () => {
    const out = EXAMPLE_OUTPUTS.turnAndMute;
    const probed = await probe('clip.mp4', out.file.bytes);
    expect(tracks(probed)).toEqual(['video h264 48×64 10 fps']);
    expect(probed.streams.filter((s) => s.type === 'audio')).toHaveLength(0);
    expect(Math.abs(probed.duration - 2)).toBeLessThan(0.1);
    expect(out.file.name).toBe('clip-compressed.mp4');
  });

  it('WebM to MP4 at 360p and 15 fps: a 64 × 48 video at 10 fps keeps both, and its subtitles are left out', async () => {
    const out = EXAMPLE_OUTPUTS.webmToMp4;
    const probed = await probe('clip.mp4', out.file.bytes);
    expect(tracks(probed)).toEqual(['video h264 64×48 10 fps']);
    expect(probed.streams.filter((s) => s.type === 'subtitle')).toHaveLength(0);
    expect(out).toMatchObject({ notEnlarged: true, frameRateKept: true, droppedSubtitles: 1, keptOriginal: false });
    expect(Math.abs(probed.duration - 2)).toBeLessThan(0.1);
  });

  it('to 0.02 MB: the converted MP4 is larger than the 7.7 kB original, so the original itself is offered', async () => {
    const out = EXAMPLE_OUTPUTS.targetSize;
    expect(out.keptOriginal).toBe(true);
    expect(out.file.bytes).toEqual(exampleFileBytes(MP4));
    expect(out.file.name).toBe('clip.mp4');
    expect(out.after.size).toBeGreaterThan(out.before.size);
    expect(out.after.size).toBeLessThanOrEqual(20_000);
  });
});

describe('never a larger file without saying so', () => {
  it('gives the original back when compressing into its own format makes nothing smaller', async () => {
    const result = await convert(sample(WEBM), { format: 'webm', quality: 'high' });
    expect(result.after.size).toBeGreaterThanOrEqual(result.before.size);
    expect(result).toMatchObject({ keptOriginal: true, file: { name: 'clip.webm', type: 'video/webm' } });
    expect(result.file.bytes).toEqual(exampleFileBytes(WEBM));
  });

  it('keeps the converted file when something else was asked (turned), and the view says it is larger', async () => {
    const result = await convert(sample(WEBM), { format: 'webm', quality: 'high', rotate: '180' });
    expect(result.keptOriginal).toBe(false);
    expect(result.file.bytes.length).toBe(result.after.size);
    expect(result.after.size).toBeGreaterThan(result.before.size);
  });
});

describe('a phone’s rotation', () => {
  it('is applied: a video stored 64 × 48 with a quarter turn comes out upright, 48 × 64, without the instruction', async () => {
    const turned = await made([{ name: 'clip.mp4', data: exampleFileBytes(MP4) }], ['-i', 'clip.mp4', '-map', '0:v', '-c', 'copy', '-metadata:s:v:0', 'rotate=90', 'turned.mp4'], 'turned.mp4');
    const result = await convert(fileOf('phone.mp4', turned), { resize: '360' });
    expect(result.rotation).not.toBe(0);
    expect(result.before).toMatchObject({ width: 48, height: 64 });
    const probed = await probe('phone-compressed.mp4', result.file.bytes);
    expect(tracks(probed)).toEqual(['video h264 48×64 10 fps']);
    expect(probed.streams[0]!.rotation).toBeUndefined();
  });
});

describe('files it cannot convert, and sizes it cannot reach', () => {
  it('says what is wrong at the field', async () => {
    expect(await run({ file: null, targetSize: null }, defaults)).toEqual(toolError('noFile', { field: 'file' }));
    expect(await run({ file: fileOf('empty.mp4', new Uint8Array(0)), targetSize: null }, defaults)).toEqual(toolError('emptyFile', { field: 'file' }));
    expect(await run({ file: fileOf('notes.mp4', new TextEncoder().encode('These are notes, not a video.\n')), targetSize: null }, defaults)).toEqual(toolError('mediaNotReadable', { field: 'file' }));
    expect(await run({ file: sample(MP3), targetSize: null }, defaults)).toEqual(toolError('audioOnly', { field: 'file' }));
    expect(await run({ file: sample(PNG), targetSize: null }, defaults)).toEqual(toolError('noVideo', { field: 'file' }));
  });

  it('takes a song with its cover picture for the sound it is', async () => {
    const song = await made(
      [
        { name: 'tone.mp3', data: exampleFileBytes(MP3) },
        { name: 'pixel.png', data: exampleFileBytes(PNG) },
      ],
      ['-i', 'tone.mp3', '-i', 'pixel.png', '-map', '0', '-map', '1', '-c', 'copy', '-disposition:v', 'attached_pic', 'song.mp3'],
      'song.mp3',
    );
    expect((await probe('song.mp3', song)).streams.map((s) => s.type)).toEqual(['audio', 'video']);
    expect(await run({ file: fileOf('song.mp3', song, 'audio/mpeg'), targetSize: null }, defaults)).toEqual(toolError('audioOnly', { field: 'file' }));
  });

  it('refuses a target too small to be watched, with the least that works', async () => {
    // 0.005 MB in 2 s: 19,400 b/s, less 16 kb/s of sound (AAC at 8 kHz, mono), leaves 3,400 b/s; 16 kb/s are needed.
    expect(await run({ file: sample(MP4), targetSize: 0.005 }, { ...defaults, mode: 'size' })).toEqual(toolError('targetTooSmall', { field: 'targetSize', target: 0.005, minimum: 0.01 }));
  });

  it('reads a file whose name looks like one of FFmpeg’s arguments as a file', async () => {
    const result = await convert(fileOf('veryfast', exampleFileBytes(MP4)), { mute: true });
    expect(result.file.name).toBe('veryfast.mp4');
    expect(tracks(await probe('veryfast.mp4', result.file.bytes))).toEqual(['video h264 64×48 10 fps']);
  });

  it('names the new file after the original, never with the original’s own name', () => {
    expect(outputName('holiday.MOV', 'mp4')).toBe('holiday.mp4');
    expect(outputName('holiday.mp4', 'mp4')).toBe('holiday-compressed.mp4');
    expect(outputName('holiday.mp4', 'webm')).toBe('holiday.webm');
    expect(outputName('.mp4', 'webm')).toBe('video.webm');
  });
});
