import { describe, expect, it } from 'vitest';
import { coreSafe, ffmpeg, keyframeAtOrBefore, probeMedia } from './ffmpeg.ts';
import { exampleFileBytes } from '../core/files.ts';
import { SAMPLE_KEYFRAMES_MP4, SAMPLE_MP3, SAMPLE_MP4, SAMPLE_MP4_PROBED } from '../core/mediaSamples.ts';
import { isToolError } from '../core/toolError.ts';

const clip = () => ({ name: 'clip.mp4', data: exampleFileBytes(SAMPLE_MP4) });

describe('ffmpeg (the ffmpeg.wasm core, in Node as in the worker)', () => {
  it('reads a file as ffprobe does on the command line (the sample agrees with system ffprobe)', async () => {
    const probed = await probeMedia(clip());
    if (isToolError(probed)) throw new Error(probed.code);
    expect(probed.duration).toBe(SAMPLE_MP4_PROBED.duration);
    expect(probed.streams.filter((s) => s.type !== 'data').map(({ type, codec, width, height, frameRate, sampleRate, channels }) => ({ type, codec, width, height, frameRate, sampleRate, channels }))).toEqual([
      { type: 'video', codec: 'h264', width: 64, height: 48, frameRate: 10, sampleRate: undefined, channels: undefined },
      { type: 'audio', codec: 'aac', width: undefined, height: undefined, frameRate: undefined, sampleRate: 8000, channels: 1 },
    ]);
  });

  it('makes the files a command writes, each run in a fresh instance, and they read back as what was asked', async () => {
    const done = await ffmpeg({ inputs: [clip()], args: ['-i', 'clip.mp4', '-t', '1', '-vn', '-c:a', 'libmp3lame', '-ar', '22050', 'tone.mp3'], outputs: ['tone.mp3'], duration: 1 });
    if (isToolError(done)) throw new Error(done.code);
    const mp3 = await probeMedia({ name: 'tone.mp3', data: done.files['tone.mp3']! });
    if (isToolError(mp3)) throw new Error(mp3.code);
    expect(mp3.streams.map((s) => [s.type, s.codec, s.sampleRate])).toEqual([['audio', 'mp3', 22050]]);
    expect(mp3.duration).toBeGreaterThan(0.95);
    expect(mp3.duration).toBeLessThan(1.1);
  });

  it('says a file that is not media is not readable, and a failed command in ffmpeg\'s own words', async () => {
    const text = { name: 'notes.mp4', data: new TextEncoder().encode('These are notes, not a video.\n'), field: 'video' };
    expect(await probeMedia(text)).toMatchObject({ code: 'mediaNotReadable', params: { field: 'video' } });
    expect(await ffmpeg({ inputs: [text], args: ['-i', 'notes.mp4', 'out.webm'], outputs: ['out.webm'] })).toMatchObject({ code: 'mediaNotReadable' });
    const failed = await ffmpeg({ inputs: [clip()], args: ['-i', 'clip.mp4', '-c:v', 'no-such-encoder', 'out.mp4'], outputs: ['out.mp4'] });
    expect(failed).toMatchObject({ code: 'mediaFailed', params: { reason: expect.stringContaining('no-such-encoder') } });
  });

  it('encodes stereo Opus below the compression level at which this core\'s libopus crashes, unless a tool chose one', async () => {
    expect(coreSafe(['-i', 'a.webm', '-c:a', 'libopus', 'out.opus'])).toEqual(['-i', 'a.webm', '-c:a', 'libopus', '-compression_level', '4', 'out.opus']);
    expect(coreSafe(['-c:a', 'libopus', '-compression_level', '2', 'o.opus'])).toEqual(['-c:a', 'libopus', '-compression_level', '2', 'o.opus']);
    expect(coreSafe(['-c:a', 'aac', 'o.m4a'])).toEqual(['-c:a', 'aac', 'o.m4a']);
    // Stereo at the encoder's default level: "memory access out of bounds" in this core without the rule.
    const done = await ffmpeg({ inputs: [clip()], args: ['-i', 'clip.mp4', '-vn', '-ac', '2', '-c:a', 'libopus', 'stereo.opus'], outputs: ['stereo.opus'] });
    if (isToolError(done)) throw new Error(`${done.code} ${JSON.stringify(done.params)}`);
    const opus = await probeMedia({ name: 'stereo.opus', data: done.files['stereo.opus']! });
    expect(isToolError(opus) ? opus : opus.streams.map((s) => [s.codec, s.channels])).toEqual([['opus', 2]]);
  });

  it('finds the keyframe at or before a position, where a copy can start (the sample has one at 0, 1 and 2 s)', async () => {
    const keyframes = { name: 'keyframes.mp4', data: exampleFileBytes(SAMPLE_KEYFRAMES_MP4) };
    const found = [];
    for (const at of [0, 0.5, 1, 1.4, 1.999, 2, 2.9]) found.push(await keyframeAtOrBefore(keyframes, at));
    expect(found).toEqual([0, 0, 1, 1, 1, 2, 2]);
    expect(await keyframeAtOrBefore({ name: 'tone.mp3', data: exampleFileBytes(SAMPLE_MP3) }, 0.5)).toBeUndefined();
    expect(await keyframeAtOrBefore({ name: 'notes.mp4', data: new TextEncoder().encode('not a video'), field: 'video' }, 1)).toMatchObject({ code: 'mediaNotReadable', params: { field: 'video' } });
  });
});
