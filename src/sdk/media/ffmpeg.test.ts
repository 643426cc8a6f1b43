import { describe, expect, it } from 'vitest';
import { coreSafe, ffmpeg, frameTimingKept, keyframeAtOrBefore, probeMedia } from './ffmpeg.ts';
import { exampleFileBytes } from '../core/files.ts';
import { SAMPLE_KEYFRAMES_MP4, SAMPLE_MP3, SAMPLE_MP4, SAMPLE_MP4_PROBED } from '../core/mediaSamples.ts';
import { isToolError } from '../core/toolError.ts';

const clip = () => ({ name: 'clip.mp4', data: exampleFileBytes(SAMPLE_MP4) });

/**
 * A second of a screen recorded by Chromium's MediaRecorder (VP9 WebM, shrunk to 16 × 10 with its
 * timestamps kept): 15 frames at irregular millisecond times, no frame rate stated; ffprobe guesses 80 fps.
 */
const RECORDED_WEBM = 'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAAYsEU2bdLpNu4tTq4QVSalmU6yBoU27i1OrhBZUrmtTrIHYTbuMU6uEElTDZ1OsggEqTbuMU6uEHFO7a1OsggYW7AEAAAAAAABZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmsirXsYMPQkBNgI1MYXZmNTkuMjcuMTAwV0GNTGF2ZjU5LjI3LjEwMESJiECPAAAAAAAAFlSua82uAQAAAAAAAETXgQFzxYj+HffQWd/xR5yBACK1nINlbmeGhVZfVlA4g4EB4KCwgRC6gQqagQJTwIEBVLCBElS6gQpVsIhVsYEGVbmBARJUw2dAkXNzoGPAgGfImkWjh0VOQ09ERVJEh41MYXZmNTkuMjcuMTAwc3PrY8CLY8WI/h330Fnf8UdnyJFFo4pBTFBIQV9NT0RFRIeBMWfIoUWjh0VOQ09ERVJEh5RMYXZjNTkuMzcuMTAwIGxpYnZweGfIokWjiERVUkFUSU9ORIeUMDA6MDA6MDAuOTkyMDAwMDAwAAAfQ7Z1RE/ngQCjQLWBAACA0AQAnQEqEAAKAAAHCIWFiIWEiAICAnWqA/gD+gI4QMyAwQr/Xfyr2MKyO36vwnbA/v//L1H0gqBXmf/fcCTUuIHD/5//7r+VXHAfx6JaYGHyZfume/94hH+ug//GDWCEqOqWDQD7//++0v7QGb/2Wjf+YcJvuVD/8dFaH7gaeHLj+gSJZlEzdwNa+t2ZqSg4vKVC/eV+s5+GP6//z6os7G8Y/+fVP/8+qLOxvGP/nvoAo7uBAE4AUQIAABAQABgNjFG3MbuQo/t8H3AAnn7sw9AfaJf2U9onHbD/on56nxNL3v5FTQexnxG/gf50AKO5gQCNAFECAAAQEAAYADAoL/QB/dRlkG39wLaJnTOVv8njf//X1SFHnh8CNWh8h4t7WTvSvsKuOAAAo7eBAL4AEQIADBAYABgAMCgv9AG6dLwVaMku5kKVI7tve1Qyn27/vP/0p1kZIhoRd+VoXs8zMTAAo9WBAeoAUQIACBAQABgAMCgv9AHrjVhYWAAA4it2uky8QH6+6b/Hrmn9ctUeav2DC/kV//fzP/Nx4dSkmr/gM4+u90cjwl+GpaVhfqehyu6VAIZ15DgAo7WBAhwAsQEAChAQABgAMCgv9AJdAMkz0v+p/+Rgf/r0R9/+Q5fWYE9qtRl/j+8U0ia1emisAKO/gQJOALEBAAYQEAAYADAoL/QCXQDJ7oNebdVTy7x3O+f79tv3tj5X/0PP/t2ihfAycQJ/P0ZOp8ga+DCa+WIAo7uBAoAA8QEABhAQFGAAwKC/0AbwingAngTWlLZwVIrraPeCXtD33M9Eiz5CB+TszAbH0Y8U6eSflmH3AKOwgQKyAPEBAAYQEAAYADAoL/QBuYPEAMkLaDhf8HN6Ps2n2gBUOXsx9jF6f23Rg9wAo7SBAuQAEQIABhAQABgAMCgv9AG6lGpAAMnw9JRp7lD4X//pUdlxwmldiGPKdCuqs7PBqXAAo8GBAxYA8QEABhAQABgAMCgv9AG6dEAAzAnjqPN3ZAcvsiT+e1i83hc/+MX/96kEdnIuqv+v63QQwRtm2GqPcvozgKPFgQNIALEBAAIQEAAYADAoL/QCXQDJFoQgeN7p/8PPmUrNf//iS+YNeJUm/jfziSuM+Gz/N4xNAx7ooZ2iCORmG2c45XPgo9GBA3oAsQEABhAQABgAMCgv9AJdAMj4v/1+P/DkTk/5ov/7QfYMbB+jI4oifGe15LnZUNLx/wSMumQf8WavvROWnrfmh1skSvevpCKLMV8J6oCj0YEDrACxAQAGEBAAGAAwKC/0Al0AyTMceEW244LpuLxc/l6f6Mwn/OY//bvLdTeJEsJOHp5WEVVlqLB58xcQQWxCIb4As05uCosoDqpm0LpvwKO9gQPfAPEBAAYQEBRgAMCgv9AHaYjAAMw0NbiXFPP8u+gvpJf/Nn+i5W2/enYlxqbl88OSVcdcgqHALhCaABxTu2uRu4+zgQC3iveBAfGCAcHwgQM=';
const recording = () => ({ name: 'recording.webm', data: Uint8Array.from(atob(RECORDED_WEBM), (c) => c.charCodeAt(0)) });

/** How many frames a file's first video stream holds, as ffprobe counts them by decoding. */
async function countFrames(name: string, data: Uint8Array): Promise<number> {
  const counted = await ffmpeg({ inputs: [{ name, data }], args: ['-i', name, '-map', '0:v:0', '-f', 'framemd5', 'frames.txt'], outputs: ['frames.txt'] });
  if (isToolError(counted)) throw new Error(counted.code);
  return new TextDecoder().decode(counted.files['frames.txt']).split('\n').filter((line) => /^\d/.test(line)).length;
}

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

  it('keeps each frame of a recording without a stated rate once, at its time, unless a tool sets a rate', async () => {
    expect(frameTimingKept(['-i', 'in/a.webm', '-c:v', 'libx264', 'out.mp4'], ['out.mp4'])).toEqual(['-i', 'in/a.webm', '-c:v', 'libx264', '-fps_mode', 'vfr', 'out.mp4']);
    expect(frameTimingKept(['-i', 'a.gif', '-r', '10', 'out.gif'], ['out.gif'])).toEqual(['-i', 'a.gif', '-r', '10', 'out.gif']);
    expect(frameTimingKept(['-i', 'out.mp4', 'b.mp4'], ['out.mp4', 'b.mp4'])).toEqual(['-i', 'out.mp4', '-fps_mode', 'vfr', 'b.mp4']);
    const probed = await probeMedia(recording());
    if (isToolError(probed)) throw new Error(probed.code);
    // No rate is stated (ffprobe guesses 80 fps from the timestamps): none is said.
    expect(probed.streams[0]).toMatchObject({ type: 'video', codec: 'vp8' });
    expect(probed.streams[0]!.frameRate).toBeUndefined();
    const done = await ffmpeg({ inputs: [recording()], args: ['-i', 'recording.webm', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', 'out.mp4'], outputs: ['out.mp4'] });
    if (isToolError(done)) throw new Error(done.code);
    // Without -fps_mode vfr: 83 frames, the 15 repeated to fill a constant 80 fps.
    expect(await countFrames('recording.webm', recording().data)).toBe(15);
    expect(await countFrames('out.mp4', done.files['out.mp4']!)).toBe(15);
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
