import { describe, expect, it } from 'vitest';
import { exampleFileBytes, fileInput, isToolError, optionDefaults, SAMPLE_MP3, SAMPLE_MP4, SAMPLE_PNG, SAMPLE_WEBM, type ToolError } from '@sdk/core';
import { ffmpeg, probeMedia } from '@sdk/media';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { audioFilters, ffmpegArgs, outputName, peaks, plan, run, waveArgs, waveRate, type Plan, type Result } from './run.ts';

const DEFAULTS = optionDefaults(manifest.options) as Options;
const sample = (s: { name: string; type: string; base64: string }) => fileInput(s.name, s.type, exampleFileBytes(s), 'blob');
const input = (file: Input['file'], start = '', end = ''): Input => ({ file, start, end });
const convert = async (file: Input['file'], options: Partial<Options>, start = '', end = ''): Promise<Result> => {
  const result = await run(input(file, start, end), { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`${result.code} ${JSON.stringify(result.params)}`);
  return result;
};
const failure = async (file: Input['file'], options: Partial<Options>, start = '', end = ''): Promise<ToolError> => (await run(input(file, start, end), { ...DEFAULTS, ...options })) as ToolError;

/** The sound of a file as FFmpeg decodes it: one channel of 16-bit samples at a rate, read by a second pass. */
async function decoded(name: string, bytes: Uint8Array, rate: number): Promise<Int16Array> {
  const done = await ffmpeg({ inputs: [{ name, data: bytes }], args: ['-i', name, '-map', '0:a:0', '-ac', '1', '-ar', String(rate), '-f', 's16le', 'pcm.raw'], outputs: ['pcm.raw'] });
  if (isToolError(done)) throw new Error(done.code);
  const raw = done.files['pcm.raw']!;
  return new Int16Array(raw.buffer, raw.byteOffset, raw.byteLength >> 1);
}
const loudest = (samples: Int16Array, from = 0, to = samples.length) => samples.subarray(from, to).reduce((m, v) => Math.max(m, Math.abs(v)), 0);

const PLAN: Plan = { start: 0, end: null, speed: 1, fadeIn: 0, fadeOut: 0, length: 10, volumeDb: 0, loudness: null, sampleRate: null };

describe('the filter chain (a pure function)', () => {
  it('is a plain copy when nothing is asked', () => {
    expect(audioFilters(PLAN)).toBe('anull');
  });
  it('cuts, changes the speed, normalises, sets the rate again, changes the volume and fades, in that order', () => {
    expect(audioFilters({ start: 1.25, end: 11.25, speed: 1.5, fadeIn: 0.5, fadeOut: 2, length: 10 / 1.5, volumeDb: -3, loudness: -16, sampleRate: 44100 })).toBe(
      'atrim=start=1.25:end=11.25,asetpts=PTS-STARTPTS,atempo=1.5,loudnorm=I=-16:TP=-1.5:LRA=11,aresample=44100,volume=-3dB,afade=t=in:st=0:d=0.5,afade=t=out:st=4.667:d=2',
    );
  });
  it('cuts from a start to the end of the file, or from the beginning to an end', () => {
    expect(audioFilters({ ...PLAN, start: 62.5 })).toBe('atrim=start=62.5,asetpts=PTS-STARTPTS');
    expect(audioFilters({ ...PLAN, end: 3 })).toBe('atrim=start=0:end=3,asetpts=PTS-STARTPTS');
  });
  it('places the fade-out at the end of the result, at its speed', () => {
    expect(audioFilters({ ...PLAN, speed: 0.5, length: 20, fadeOut: 3 })).toBe('atempo=0.5,afade=t=out:st=17:d=3');
  });
  it('splits the sound for the waveform in the same pass, the waveform first, with bit-exact output', () => {
    expect(ffmpegArgs('source.mp3', 'output.wav', PLAN, 'wav', { bitrate: '128', channels: 'mono' }, 4000)).toEqual([
      '-i', 'source.mp3', '-filter_complex', '[0:a:0]asplit=2[w][a];[w]aresample=4000,aformat=sample_fmts=u8:channel_layouts=mono[wave];[a]anull[out]',
      '-map', '[wave]', '-f', 'u8', 'wave.raw',
      '-map', '[out]', '-c:a', 'pcm_s16le', '-ac', '1', '-map_chapters', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', 'output.wav',
    ]);
    expect(ffmpegArgs('source.mp4', 'output.opus', PLAN, 'opus', { bitrate: '96', channels: 'keep' }, null)).toEqual([
      '-i', 'source.mp4', '-filter_complex', '[0:a:0]anull[out]',
      '-map', '[out]', '-c:a', 'libopus', '-b:a', '96k', '-map_chapters', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', 'output.opus',
    ]);
    expect(waveArgs('source.flac', 2000)).toEqual(['-i', 'source.flac', '-filter_complex', '[0:a:0]aresample=2000,aformat=sample_fmts=u8:channel_layouts=mono[wave]', '-map', '[wave]', '-f', 'u8', 'wave.raw']);
  });
  it('keeps the waveform of a long recording within 14.4 MB', () => {
    expect(waveRate(60)).toBe(4000);
    expect(waveRate(3 * 3600)).toBe(1333);
    expect(waveRate(0)).toBe(4000);
    expect(waveRate(100 * 3600)).toBe(500);
  });
});

describe('the plan: positions and options checked', () => {
  const check = (start: string, end: string, options: Partial<Options> = {}, duration = 60) => plan({ start, end }, { ...DEFAULTS, ...options }, duration, 44100);
  it('reads positions as players show them, with either decimal mark', () => {
    expect(check('1:05,5', '1:10', {}, 120)).toMatchObject({ start: 65.5, end: 70, length: 4.5 });
  });
  it('keeps the part typed', () => {
    expect(check('0:10', '0:20.5', { speed: 200 })).toMatchObject({ start: 10, end: 20.5, speed: 2, length: 5.25 });
  });
  it('says what is wrong with a position, at its field', () => {
    expect(check('abc', '')).toEqual({ kind: 'tool-error', code: 'badStart', params: { field: 'start' } });
    expect(check('', '1:75')).toEqual({ kind: 'tool-error', code: 'badEnd', params: { field: 'end' } });
    expect(check('0:20', '0:10')).toEqual({ kind: 'tool-error', code: 'endNotAfterStart', params: { field: 'end' } });
    expect(check('0:20', '0:20')).toMatchObject({ code: 'endNotAfterStart' });
    expect(check('1:00', '')).toEqual({ kind: 'tool-error', code: 'startPastEnd', params: { field: 'start', clock: '1:00', seconds: 60 } });
    expect(check('', '2:00', {}, 95.25)).toEqual({ kind: 'tool-error', code: 'endPastEnd', params: { field: 'end', clock: '1:35', seconds: 95.25 } });
  });
  it('takes an end a player rounded up, to the end of the file', () => {
    expect(check('', '1:00.040')).toMatchObject({ end: null, length: 60 });
  });
  it('refuses fades longer than the result, and absurd values', () => {
    expect(check('0:10', '0:12', { fadeIn: 1.5, fadeOut: 1 })).toEqual({ kind: 'tool-error', code: 'fadesTooLong', params: { fades: 2.5, length: 2 } });
    expect(check('', '', { speed: 1000 })).toMatchObject({ code: 'speedRange' });
    expect(check('', '', { speed: Number.NaN })).toMatchObject({ code: 'speedRange' });
    expect(check('', '', { volume: -200 })).toMatchObject({ code: 'volumeRange' });
    expect(check('', '', { fadeIn: -1 })).toMatchObject({ code: 'fadeRange' });
    expect(check('', '', { fadeOut: 1e9 })).toMatchObject({ code: 'fadeRange' });
  });
  it('needs the end for a fade-out when the file does not say how long it is', () => {
    expect(check('', '', { fadeOut: 2 }, 0)).toEqual({ kind: 'tool-error', code: 'unknownDuration', params: { field: 'end' } });
    expect(check('', '0:30', { fadeOut: 2 }, 0)).toMatchObject({ end: 30, length: 30 });
  });
  it('sets the rate again after loudnorm (which writes 192 kHz): the source’s, or 48 kHz for Opus', () => {
    expect(check('', '', { loudness: 'broadcast' })).toMatchObject({ loudness: -23, sampleRate: 44100 });
    expect(check('', '', { loudness: 'streaming', format: 'opus' })).toMatchObject({ loudness: -16, sampleRate: 48000 });
    expect(check('', '', { sampleRate: '22050', format: 'opus' })).toMatchObject({ sampleRate: null });
    expect(check('', '', { sampleRate: '22050' })).toMatchObject({ sampleRate: 22050 });
  });
});

describe('names and peaks', () => {
  it('names the file after its source', () => {
    expect(outputName('interview.wav', 'mp3', false)).toBe('interview.mp3');
    expect(outputName('clip.mp4', 'm4a', true)).toBe('clip-audio.m4a');
    expect(outputName('song.MP3', 'mp3', false)).toBe('song-converted.mp3');
    expect(outputName('a:b?.flac', 'wav', false)).toBe('a_b_.wav');
    expect(outputName('.mp3', 'wav', false)).toBe('audio.wav');
  });
  it('gives the loudest sample of each stretch, as a percentage of full scale', () => {
    expect(peaks(new Uint8Array([128, 128, 0, 255, 192, 128, 128, 64]), 4)).toEqual([0, 100, 50, 50]);
    expect(peaks(new Uint8Array([128, 160]))).toEqual([0, 25]);
    expect(peaks(new Uint8Array(10_000).fill(128))).toHaveLength(200);
    expect(peaks(new Uint8Array(0))).toEqual([]);
  });
});

describe('converting (each result read back by ffprobe and decoded again)', () => {
  it('MP3 to WAV in mono, cut to 0.25–0.75 s: the example, half a second of 16-bit PCM', async () => {
    const result = EXAMPLE_OUTPUTS.wav as Result;
    const probed = await probeMedia({ name: 'tone.wav', data: result.file.bytes });
    if (isToolError(probed)) throw new Error(probed.code);
    expect(probed.streams).toMatchObject([{ type: 'audio', codec: 'pcm_s16le', sampleRate: 22050, channels: 1 }]);
    expect(probed.duration).toBeCloseTo(0.5, 2);
    expect(String.fromCharCode(...result.file.bytes.subarray(0, 4)) + String.fromCharCode(...result.file.bytes.subarray(8, 12))).toBe('RIFFWAVE');
    expect(result.wave).toHaveLength(200);
    expect(result.kept).toEqual({ start: 0.25, end: 0.75 });
  });

  it('the sound of an MP4 video as M4A: AAC, as long as the video’s sound', async () => {
    const result = EXAMPLE_OUTPUTS.extract as Result;
    const probed = await probeMedia({ name: 'clip-audio.m4a', data: result.file.bytes });
    if (isToolError(probed)) throw new Error(probed.code);
    expect(probed.streams.map((s) => [s.type, s.codec, s.sampleRate, s.channels])).toEqual([['audio', 'aac', 8000, 1]]);
    expect((await decoded('a.m4a', result.file.bytes, 8000)).length / 8000).toBeCloseTo(2.048, 1);
    expect(result.source.video).toBe(true);
  });

  it('MP3 to Opus with fades: 48 kHz, silent at both ends, full in the middle', async () => {
    const result = EXAMPLE_OUTPUTS.fade as Result;
    const probed = await probeMedia({ name: 'tone.opus', data: result.file.bytes });
    if (isToolError(probed)) throw new Error(probed.code);
    expect(probed.streams).toMatchObject([{ codec: 'opus', sampleRate: 48000, channels: 1 }]);
    const pcm = await decoded('tone.opus', result.file.bytes, 8000);
    expect(pcm.length / 8000).toBeCloseTo(1, 1);
    const middle = loudest(pcm, 3600, 4400);
    expect(loudest(pcm, 0, 160)).toBeLessThan(middle * 0.2);
    // The fade-out reaches silence at the end of the sound as decoded (the MP3 says 1.071 s, it sounds 1 s).
    expect(loudest(pcm, pcm.length - 160)).toBeLessThan(middle * 0.2);
  });

  it('a video’s sound at 150 % speed, normalised: as long as the part kept divided by the speed, at the source’s rate', async () => {
    const result = EXAMPLE_OUTPUTS.faster as Result;
    const pcm = await decoded('clip-audio.mp3', result.file.bytes, 8000);
    expect(pcm.length / 8000).toBeCloseTo((2.048 - 0.5) / 1.5, 1);
    expect(result.output).toMatchObject({ codec: 'mp3', sampleRate: 8000, channels: 1 });
  });

  it('stereo FLAC at 44.1 kHz from a WebM video, a part in h:mm:ss with a decimal comma', async () => {
    const result = await convert(sample(SAMPLE_WEBM), { format: 'flac', channels: 'stereo', sampleRate: '44100' }, '0:00:00,5', '1,5');
    expect(result.file.name).toBe('clip-audio.flac');
    const probed = await probeMedia({ name: 'x.flac', data: result.file.bytes });
    if (isToolError(probed)) throw new Error(probed.code);
    expect(probed.streams).toMatchObject([{ codec: 'flac', sampleRate: 44100, channels: 2 }]);
    expect(probed.duration).toBeCloseTo(1, 2);
  });

  it('a lower volume gives quieter samples (−6 dB: half the amplitude)', async () => {
    const plain = await convert(sample(SAMPLE_MP3), { format: 'wav' });
    const quiet = await convert(sample(SAMPLE_MP3), { format: 'wav', volume: -6 });
    const ratio = loudest(await decoded('q.wav', quiet.file.bytes, 22050)) / loudest(await decoded('p.wav', plain.file.bytes, 22050));
    expect(ratio).toBeGreaterThan(0.45);
    expect(ratio).toBeLessThan(0.55);
  });

  it('half speed doubles the length; MP3 bitrate and sample rate as asked', async () => {
    const result = await convert(sample(SAMPLE_MP3), { format: 'mp3', speed: 50, bitrate: '64', sampleRate: '44100' }, '', '0.5');
    expect(result.output).toMatchObject({ codec: 'mp3', sampleRate: 44100, channels: 1 });
    expect((await decoded('s.mp3', result.file.bytes, 8000)).length / 8000).toBeCloseTo(1, 1);
  });
});

describe('what it cannot convert', () => {
  it('a file that is not media, an empty file, none', async () => {
    expect(await failure(fileInput('notes.mp3', 'audio/mpeg', new TextEncoder().encode('These are notes, not a song.\n'), 'blob'), {})).toMatchObject({ code: 'mediaNotReadable', params: { field: 'file' } });
    expect(await failure(fileInput('empty.mp3', 'audio/mpeg', new Uint8Array(0), 'blob'), {})).toMatchObject({ code: 'emptyFile', params: { field: 'file' } });
    expect(await failure(null, {})).toMatchObject({ code: 'noFile', params: { field: 'file' } });
  });

  it('a file without sound: an image, and a video without an audio track', async () => {
    expect(await failure(sample(SAMPLE_PNG), {})).toEqual({ kind: 'tool-error', code: 'noAudio', params: { field: 'file' } });
    const mute = await ffmpeg({ inputs: [{ name: 'clip.mp4', data: exampleFileBytes(SAMPLE_MP4) }], args: ['-i', 'clip.mp4', '-map', '0:v', '-c', 'copy', 'mute.mp4'], outputs: ['mute.mp4'] });
    if (isToolError(mute)) throw new Error(mute.code);
    expect(await failure(fileInput('mute.mp4', 'video/mp4', mute.files['mute.mp4']!, 'blob'), {})).toMatchObject({ code: 'noAudio' });
  });

  it('an end before the start, a start past the end, an end past the end, fades longer than the part', async () => {
    const mp3 = sample(SAMPLE_MP3);
    expect(await failure(mp3, {}, '0.8', '0.2')).toMatchObject({ code: 'endNotAfterStart', params: { field: 'end' } });
    expect(await failure(mp3, {}, '5', '')).toMatchObject({ code: 'startPastEnd', params: { field: 'start' } });
    expect(await failure(mp3, {}, '', '1:00')).toMatchObject({ code: 'endPastEnd', params: { field: 'end', clock: '0:01', seconds: 1.071 } });
    expect(await failure(mp3, { fadeIn: 0.3, fadeOut: 0.3 }, '0.2', '0.6')).toMatchObject({ code: 'fadesTooLong', params: { fades: 0.6, length: 0.4 } });
    // Within what the MP3 says (1.071 s) but past the sound it holds (1 s): nothing would be left.
    expect(await failure(mp3, {}, '1.05', '')).toMatchObject({ code: 'startPastEnd', params: { clock: '0:01', seconds: 1 } });
  });
});
