/**
 * The screen recorder's run(): without a recording, which sound is recorded (the screen exists only on the
 * page; the recording's clock is the SDK's: startClock, recordedMs). With one, handed over by the panel,
 * an MP4 of it (H.264 and AAC, what every phone, editor and site takes), made by FFmpeg in the worker.
 */
import { isToolError, type ToolError } from '@sdk/core';
import { ffmpeg, probeMedia } from '@sdk/media';
import type { Input, Options } from './manifest.ts';

export interface Mp4 {
  readonly name: string;
  readonly type: 'video/mp4';
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly duration: number;
}

const EXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];

export async function run(input: Input, options: Options): Promise<{ systemAudio: boolean; microphone: boolean } | { mp4: Mp4 } | ToolError> {
  const recording = input.recording;
  if (!recording?.blob) return { systemAudio: options.systemAudio, microphone: options.microphone };
  const source = { name: 'recording.webm', data: recording.blob, field: 'recording' };
  const probed = await probeMedia(source);
  if (isToolError(probed)) return probed;
  const video = probed.streams.find((s) => s.type === 'video');
  const hasSound = probed.streams.some((s) => s.type === 'audio');
  const done = await ffmpeg({
    inputs: [source],
    // H.264 in 4:2:0 needs even sides (a window can be any size); veryfast: a screen is mostly still, and time matters more than bytes here.
    args: ['-i', source.name, '-map', '0:v:0', '-map_chapters', '-1', ...(hasSound ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k'] : []), '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', ...EXACT, 'recording.mp4'],
    outputs: ['recording.mp4'],
    duration: probed.duration || undefined,
  });
  if (isToolError(done)) return done;
  const bytes = done.files['recording.mp4']!;
  const made = await probeMedia({ name: 'recording.mp4', data: bytes });
  const duration = isToolError(made) ? probed.duration : made.duration;
  return { mp4: { name: recording.name.replace(/\.[^.]*$/, '') + '.mp4', type: 'video/mp4', bytes, width: (video?.width ?? 0) & ~1, height: (video?.height ?? 0) & ~1, duration } };
}
