import { isToolError, toolError, type ToolError } from '@sdk/core';
import { ffmpeg, probeMedia, type ProbedMedia } from '@sdk/media';
import type { Input, Options } from './manifest.ts';
import { ffmpegArgs, FORMAT_TYPES, planConversion, type Format, type Plan } from './plan.ts';

/** A video as the result describes it: its file and what ffprobe reads in it. */
export interface VideoSummary {
  readonly size: number;
  /** The container as people call it: MP4, WebM, QuickTime, Matroska, AVI… */
  readonly container: string;
  /** Seconds. */
  readonly duration: number;
  /** FFmpeg's codec names (h264, vp8, aac, opus…). */
  readonly videoCodec: string;
  /** The picture as it is shown (a phone's rotation applied). */
  readonly width: number;
  readonly height: number;
  readonly frameRate: number | null;
  readonly audioCodec: string | null;
  readonly channels: number | null;
}

export interface Result {
  /** The file offered: the converted one, or the original when converting did not make it smaller. */
  readonly file: { readonly name: string; readonly type: string; readonly bytes: Uint8Array };
  readonly keptOriginal: boolean;
  readonly format: Format;
  readonly before: VideoSummary;
  /** The converted file, also when the original is offered instead. */
  readonly after: VideoSummary;
  /** The size asked for in bytes, or null for a quality preset. */
  readonly targetBytes: number | null;
  /** Degrees a phone's rotation turned the picture upright (0: none). */
  readonly rotation: number;
  readonly notEnlarged: boolean;
  readonly frameRateKept: boolean;
  /** Tracks left out: audio tracks after the first, subtitles. */
  readonly droppedAudio: number;
  readonly droppedSubtitles: number;
}

const extension = (name: string): string => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The container as people call it, from what FFmpeg says and the file's extension (MP4 and QuickTime share a reader). */
export function containerName(format: string, name: string): string {
  const ext = extension(name);
  if (format.startsWith('mov,mp4')) return ext === 'mov' || ext === 'qt' ? 'QuickTime' : ext === '3gp' || ext === '3g2' ? '3GP' : 'MP4';
  if (format.startsWith('matroska')) return ext === 'webm' ? 'WebM' : 'Matroska';
  return (format.split(',')[0] ?? '').toUpperCase();
}

/** Codecs of stills that an audio file carries as its cover (a video track of one picture). */
const COVER_CODECS = ['mjpeg', 'png', 'bmp', 'webp', 'gif'];

function summary(probed: ProbedMedia, size: number, name: string): VideoSummary | null {
  const video = probed.streams.find((s) => s.type === 'video');
  if (!video?.width || !video.height) return null;
  const turned = video.rotation === 90 || video.rotation === 270;
  const audio = probed.streams.find((s) => s.type === 'audio');
  return {
    size,
    container: containerName(probed.format, name),
    duration: probed.duration,
    videoCodec: video.codec,
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    frameRate: video.frameRate ?? null,
    audioCodec: audio?.codec ?? null,
    channels: audio?.channels ?? null,
  };
}

/** The downloaded file's name: clip.mov → clip.mp4; clip.mp4 → clip-compressed.mp4 (never the original's own name). */
export function outputName(name: string, format: Format): string {
  const base = name.replace(/\.[^./\\]*$/, '').replace(/[\\/:*?"<>|]+/g, '_').trim() || 'video';
  return extension(name) === format ? `${base}-compressed.${format}` : `${base}.${format}`;
}

/** The original is already this format, so it can be given back when converting would not make it smaller. */
function sameFormat(before: VideoSummary, format: Format): boolean {
  return format === 'mp4' ? before.container === 'MP4' && before.videoCodec === 'h264' : before.container === 'WebM' && (before.videoCodec === 'vp8' || before.videoCodec === 'vp9');
}

/** Nothing but compressing was asked: no new size, frame rate, turn, mirror or muting that the original lacks. */
function onlyCompressed(plan: Plan, before: VideoSummary, options: Options): boolean {
  return plan.scaled.width === before.width && plan.scaled.height === before.height && plan.frameRate === null && options.rotate === '0' && options.flip === 'none' && !(options.mute && before.audioCodec !== null);
}

/**
 * The video read by ffprobe, converted by FFmpeg (both in the tool's worker, the file read in slices), and the
 * new file read back to say what it is. A file that would come out no smaller in the format it already has,
 * with nothing else changed, is given back as it was: the visitor never gets a larger file without being told.
 */
export async function run(input: Input, options: Options): Promise<Result | ToolError> {
  const file = input.file;
  const blob = file?.blob;
  if (!file || !blob) return toolError('noFile', { field: 'file' });
  if (blob.size === 0) return toolError('emptyFile', { field: 'file' });
  // A fixed name: FFmpeg's arguments name the file, and a visitor's file called "veryfast" must not be read as one.
  const source = { name: `input.${extension(file.name) || 'video'}`, data: blob, field: 'file' };
  const probed = await probeMedia(source);
  if (isToolError(probed)) return probed;
  const videoTrack = probed.streams.find((s) => s.type === 'video');
  const audioTracks = probed.streams.filter((s) => s.type === 'audio');
  if (!videoTrack || (COVER_CODECS.includes(videoTrack.codec) && audioTracks.length > 0 && !(videoTrack.frameRate && videoTrack.frameRate < 1000))) {
    return toolError(audioTracks.length > 0 ? 'audioOnly' : 'noVideo', { field: 'file' });
  }
  const before = summary(probed, blob.size, file.name);
  if (!before || !(probed.duration > 0)) return toolError('noVideo', { field: 'file' });

  const targetBytes = options.mode === 'size' ? Math.round((input.targetSize ?? 0) * 1e6) : null;
  const size = targetBytes !== null ? { targetBytes } : { quality: options.quality };
  const firstAudio = audioTracks[0];
  const plan = planConversion(
    { width: before.width, height: before.height, ...(before.frameRate ? { frameRate: before.frameRate } : {}), duration: probed.duration, audio: firstAudio ? { channels: firstAudio.channels ?? 2, ...(firstAudio.sampleRate ? { sampleRate: firstAudio.sampleRate } : {}) } : null },
    { format: options.format, size, resize: options.resize, frameRate: options.frameRate, rotate: options.rotate, flip: options.flip, mute: options.mute },
  );
  if (isToolError(plan)) return plan;

  const output = `output.${options.format}`;
  const done = await ffmpeg({ inputs: [source], args: ffmpegArgs(plan, before, source.name, output), outputs: [output], duration: probed.duration });
  if (isToolError(done)) return done;
  const bytes = done.files[output]!;
  const read = await probeMedia({ name: output, data: bytes });
  const after = isToolError(read) ? null : summary(read, bytes.length, output);
  // FFmpeg wrote a file its own reader cannot read: said rather than offered.
  if (!after) return toolError('resultUnreadable');

  const keptOriginal = sameFormat(before, options.format) && onlyCompressed(plan, before, options) && bytes.length >= blob.size;
  return {
    file: keptOriginal ? { name: file.name, type: FORMAT_TYPES[options.format], bytes: new Uint8Array(await blob.arrayBuffer()) } : { name: outputName(file.name, options.format), type: FORMAT_TYPES[options.format], bytes },
    keptOriginal,
    format: options.format,
    before,
    after,
    targetBytes,
    rotation: videoTrack.rotation ?? 0,
    notEnlarged: plan.notEnlarged,
    frameRateKept: plan.frameRateKept,
    droppedAudio: plan.audio ? audioTracks.length - 1 : 0,
    droppedSubtitles: probed.streams.filter((s) => s.type === 'subtitle').length,
  };
}
