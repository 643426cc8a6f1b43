import { describe, expect, it } from 'vitest';
import { exampleFileBytes, fileInput, isToolError, SAMPLE_WEBM } from '@sdk/core';
import { probeMedia } from '@sdk/media';
import { run } from './run.ts';

const webm = fileInput('screen-recording.webm', 'video/webm', exampleFileBytes(SAMPLE_WEBM), 'blob');

describe('screen-recorder run', () => {
  it('says only which sound is recorded while there is no recording', async () => {
    expect(await run({ recording: null }, { systemAudio: true, microphone: false })).toEqual({ systemAudio: true, microphone: false });
    expect(await run({ recording: null }, { systemAudio: false, microphone: true })).toEqual({ systemAudio: false, microphone: true });
  });

  it('makes an MP4 of a recording: H.264 and AAC, its picture and length, read back from the file', async () => {
    const made = await run({ recording: webm }, { systemAudio: true, microphone: false });
    if (isToolError(made) || !('mp4' in made)) throw new Error(JSON.stringify(made));
    expect(made.mp4.name).toBe('screen-recording.mp4');
    const probed = await probeMedia({ name: 'r.mp4', data: made.mp4.bytes });
    if (isToolError(probed)) throw new Error(probed.code);
    expect(probed.streams.map((s) => [s.type, s.codec, s.width, s.height, s.channels])).toEqual([
      ['video', 'h264', 64, 48, undefined],
      ['audio', 'aac', undefined, undefined, 2],
    ]);
    expect(probed.duration).toBeCloseTo(2, 1);
    expect([made.mp4.width, made.mp4.height]).toEqual([64, 48]);
  });

  it('says a file that is not a recording cannot be read', async () => {
    const notes = fileInput('notes.webm', 'video/webm', new TextEncoder().encode('not a video'), 'blob');
    expect(await run({ recording: notes }, { systemAudio: true, microphone: false })).toMatchObject({ code: 'mediaNotReadable', params: { field: 'recording' } });
  });
});
