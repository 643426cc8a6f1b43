import { isToolError, toolError, type ToolError } from '@sdk/core';
import { ffmpeg, keyframeAtOrBefore, mediaInputPath, probeMedia, type MediaFile } from '@sdk/media';
import type { Input, Options } from './manifest.ts';
import { askedParts, checkParts, containerFor, encoderArgs, exactArgs, extensionOf, fastArgs, outputName, vp8Ceiling, type Cut } from './plan.ts';

/** A part of the new file: where it was asked to start and end, and where it really starts (a fast cut's keyframe). */
export interface CutPart {
  readonly start: number;
  readonly end: number;
  readonly from: number;
}

export interface Trimmed {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
  readonly cut: Cut;
  readonly parts: readonly CutPart[];
  /** Seconds, read back from the new file. */
  readonly duration: number;
  readonly sourceBytes: number;
  readonly sourceDuration: number;
  /** The new file's tracks, read back from it. */
  readonly videoTracks: number;
  readonly audioTracks: number;
  /** The source's tracks not kept: subtitles, other audio or video tracks. */
  readonly leftOut: number;
  readonly width: number;
  readonly height: number;
}

/** Stills that an audio file carries as its cover: a "video" track of one picture is no video. */
const COVER_CODECS = ['mjpeg', 'png', 'bmp', 'webp', 'gif'];

/** A part of a video, or several joined, cut fast (from keyframes, packets copied) or exactly (re-encoded). */
export async function run(input: Input, options: Options): Promise<Trimmed | ToolError> {
  const file = input.video;
  if (!file?.blob) return toolError('noVideo', { field: 'video' });
  const asked = askedParts(input.start, input.end, input.clips);
  if (isToolError(asked)) return asked;
  const ext = extensionOf(file.name);
  const source: MediaFile = { name: `source${ext ? `.${ext}` : ''}`, data: file.blob, field: 'video' };
  const probed = await probeMedia(source);
  if (isToolError(probed)) return probed;
  const video = probed.streams.find((s) => s.type === 'video' && !COVER_CODECS.includes(s.codec));
  if (!video) return toolError('notVideo', { field: 'video' });
  if (!(probed.duration > 0)) return toolError('noDuration', { field: 'video' });
  const parts = checkParts(asked, probed.duration);
  if (isToolError(parts)) return parts;
  const hasAudio = probed.streams.some((s) => s.type === 'audio');
  const container = containerFor(file.name, options.cut);
  const out = `out.${container.extension}`;

  let cut: CutPart[];
  let job: { inputs: MediaFile[]; args: string[] };
  if (options.cut === 'fast') {
    // A copy starts at a keyframe: each part from the one at or before its start.
    cut = [];
    for (const part of parts) {
      const key = await keyframeAtOrBefore(source, part.start);
      if (isToolError(key)) return key;
      cut.push({ start: part.start, end: part.end, from: key ?? part.start });
    }
    const plan = fastArgs(source.name, cut, container, out, mediaInputPath);
    // The list goes in as a Blob, so that the worker mounts it with the video and reads the video in slices.
    job = { inputs: plan.list === undefined ? [source] : [source, { name: 'parts.txt', data: new Blob([plan.list], { type: 'text/plain' }) }], args: plan.args };
  } else {
    cut = parts.map((p) => ({ start: p.start, end: p.end, from: p.start }));
    const encoder = encoderArgs(container, vp8Ceiling(video.width ?? 640, video.height ?? 360, video.frameRate));
    job = { inputs: [source], args: exactArgs(source.name, parts, hasAudio, container, encoder, out) };
  }
  const done = await ffmpeg({ ...job, outputs: [out], duration: cut.reduce((sum, p) => sum + p.end - p.from, 0) });
  if (isToolError(done)) return done;
  const bytes = done.files[out]!;
  const name = outputName(file.name, cut.map((p) => ({ start: p.from, end: p.end })), container);
  // What the file holds is read back from it, never taken from what was asked.
  const made = await probeMedia({ name, data: bytes });
  if (isToolError(made)) return toolError('resultUnreadable');
  const madeVideo = made.streams.filter((s) => s.type === 'video');
  const kept = made.streams.filter((s) => s.type === 'video' || s.type === 'audio').length;
  return {
    name,
    type: container.type,
    bytes,
    cut: options.cut,
    parts: cut,
    duration: made.duration,
    sourceBytes: file.size,
    sourceDuration: probed.duration,
    videoTracks: madeVideo.length,
    audioTracks: made.streams.filter((s) => s.type === 'audio').length,
    leftOut: Math.max(0, probed.streams.filter((s) => s.type !== 'data').length - kept),
    width: madeVideo[0]?.width ?? video.width ?? 0,
    height: madeVideo[0]?.height ?? video.height ?? 0,
  };
}
