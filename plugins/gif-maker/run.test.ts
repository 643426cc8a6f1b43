import { describe, expect, it } from 'vitest';
import { exampleFileBytes, fileInput, isToolError, SAMPLE_GIF, SAMPLE_JPG, SAMPLE_KEYFRAMES_MP4, SAMPLE_MP3, SAMPLE_PNG, type FileInput } from '@sdk/core';
import { probeMedia } from '@sdk/media';
import { run as mediaInfo } from '../media-info/run.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { clipFilter, loopArg, picturesFilter, run } from './run.ts';

const blob = (sample: { name: string; type: string; base64: string }): FileInput => fileInput(sample.name, sample.type, exampleFileBytes(sample), 'blob');
const bytes = (sample: { name: string; type: string; base64: string }): FileInput => fileInput(sample.name, sample.type, exampleFileBytes(sample), 'bytes');
const defaults = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, v]) => [k, v.default])) as Options;
const input = (values: Partial<Input>): Input => ({ video: null, start: '0:00', end: '', images: null, gif: null, ...values }) as Input;

/** The GIF's frames and their delays, read from its bytes (GIF89a graphic control extensions), not from FFmpeg. */
function gifFrames(gif: Uint8Array): { delays: number[]; loops: number | undefined } {
  const delays: number[] = [];
  let loops: number | undefined;
  for (let i = 0; i < gif.length - 8; i++) {
    if (gif[i] === 0x21 && gif[i + 1] === 0xf9 && gif[i + 2] === 0x04) delays.push(gif[i + 4]! | (gif[i + 5]! << 8));
    if (gif[i] === 0x21 && gif[i + 1] === 0xff && String.fromCharCode(...gif.subarray(i + 3, i + 14)) === 'NETSCAPE2.0') loops = gif[i + 16]! | (gif[i + 17]! << 8);
  }
  return { delays, loops };
}

describe('gif-maker', () => {
  it('builds the filters FFmpeg runs: frame rate, scaling never up, a palette per clip; pictures fitted on white and joined', () => {
    expect(clipFilter(480, 12)).toBe("[0:v]fps=12,scale='min(480,iw)':-1:flags=lanczos,split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle");
    expect(picturesFilter(2, 32, 24, 700)).toBe(
      '[0:v]scale=32:24:force_original_aspect_ratio=decrease:flags=lanczos,pad=32:24:(ow-iw)/2:(oh-ih)/2:color=white,setsar=1,format=rgb24[v0];' +
        '[1:v]scale=32:24:force_original_aspect_ratio=decrease:flags=lanczos,pad=32:24:(ow-iw)/2:(oh-ih)/2:color=white,setsar=1,format=rgb24[v1];' +
        '[v0][v1]concat=n=2:v=1:a=0,settb=1/1000,setpts=N*700,split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle',
    );
    expect(['forever', '1', '2', '3'].map((p) => loopArg(p as Options['plays']))).toEqual(['0', '-1', '1', '2']);
  });

  it('makes a GIF of the clip asked for: its frames at the rate chosen, as wide as chosen, looping for ever', async () => {
    const made = await run(input({ video: blob(SAMPLE_KEYFRAMES_MP4), start: '1', end: '0:02.5' }), { ...defaults, width: 48, fps: 4 });
    if (isToolError(made)) throw new Error(made.code);
    const { delays, loops } = gifFrames(made.bytes);
    // 1.5 s at 4 frames/s: 6 frames of 25 hundredths each.
    expect(delays).toEqual([25, 25, 25, 25, 25, 25]);
    expect(loops).toBe(0);
    const info = await mediaInfo({ file: blob({ name: made.name, type: made.type, base64: Buffer.from(made.bytes).toString('base64') }) });
    if (isToolError(info)) throw new Error(info.code);
    expect(JSON.stringify(info)).toContain('"GIF"');
    expect([made.width, made.height]).toEqual([48, 36]);
    expect(made.clip).toEqual({ start: 1, end: 2.5 });
  });

  it('never scales a video up, and goes to the video\'s end when no end is typed (as the timeline draws it)', async () => {
    const made = await run(input({ video: blob(SAMPLE_KEYFRAMES_MP4), start: '0:01' }), { ...defaults, width: 480, fps: 2 });
    if (isToolError(made)) throw new Error(made.code);
    expect([made.width, made.height]).toEqual([64, 48]);
    expect(made.clip).toEqual({ start: 1, end: 3 });
    expect(gifFrames(made.bytes).delays).toEqual([50, 50, 50, 50]);
  });

  it('makes a GIF of pictures of different formats and sizes, each shown for the delay, played the times chosen', async () => {
    const made = await run(input({ images: [bytes(SAMPLE_JPG), bytes(SAMPLE_PNG), bytes(SAMPLE_JPG)] }), { ...defaults, source: 'images', width: 40, delay: 300, plays: '3' });
    if (isToolError(made)) throw new Error(made.code);
    const { delays, loops } = gifFrames(made.bytes);
    expect(delays).toEqual([30, 30, 30]);
    // Three plays: two repeats after the first.
    expect(loops).toBe(2);
    // The first picture (a square JPEG) sets the shape; the 32 × 24 PNG is fitted inside it.
    expect([made.width, made.height]).toEqual([24, 24]);
    expect(made.images).toBe(3);
  });

  it('makes an MP4 and a WebM video of a GIF, read back as H.264 and VP8 with the GIF\'s size and length, and smaller', async () => {
    for (const [format, codec] of [['mp4', 'h264'], ['webm', 'vp8']] as const) {
      const made = await run(input({ gif: blob(SAMPLE_GIF) }), { ...defaults, source: 'gif', format });
      if (isToolError(made)) throw new Error(made.code);
      const probed = await probeMedia({ name: made.name, data: made.bytes });
      if (isToolError(probed)) throw new Error(probed.code);
      expect(probed.streams.map((s) => [s.type, s.codec, s.width, s.height])).toEqual([['video', codec, 32, 24]]);
      expect(probed.duration).toBeCloseTo(1, 1);
      expect(made.name).toBe(`moving.${format}`);
    }
  });

  it('says what is wrong with a clip, a picture or a GIF, at its field', async () => {
    const video = blob(SAMPLE_KEYFRAMES_MP4);
    expect(await run(input({ video, start: 'soon' }), defaults)).toMatchObject({ code: 'badTime', params: { field: 'start' } });
    expect(await run(input({ video, end: '1:99' }), defaults)).toMatchObject({ code: 'badTime', params: { field: 'end' } });
    expect(await run(input({ video, start: '0:02', end: '0:01' }), defaults)).toMatchObject({ code: 'endBeforeStart', params: { field: 'end' } });
    expect(await run(input({ video, start: '0:04' }), defaults)).toMatchObject({ code: 'startAfterEnd', params: { field: 'start', duration: 3 } });
    // An end past the video's: the clip ends where the video does.
    expect(await run(input({ video, start: '0:02', end: '2:00' }), { ...defaults, width: 16, fps: 1 })).toMatchObject({ clip: { start: 2, end: 3 } });
    expect(await run(input({ video }), { ...defaults, width: 4000 })).toMatchObject({ code: 'widthRange' });
    expect(await run(input({ video: blob(SAMPLE_MP3) }), defaults)).toMatchObject({ code: 'noPicture', params: { field: 'video' } });
    expect(await run(input({}), defaults)).toMatchObject({ code: 'noVideo' });
    const notes = { name: 'notes.png', type: 'image/png', base64: btoa('not a picture') };
    expect(await run(input({ images: [bytes(notes)] }), { ...defaults, source: 'images' })).toMatchObject({ code: 'notImage', params: { field: 'images', name: 'notes.png' } });
    expect(await run(input({ images: [bytes(SAMPLE_PNG)] }), { ...defaults, source: 'images', delay: 5 })).toMatchObject({ code: 'delayRange' });
    expect(await run(input({ gif: blob(SAMPLE_PNG) }), { ...defaults, source: 'gif' })).toMatchObject({ code: 'notGif', params: { field: 'gif' } });
  });
});
