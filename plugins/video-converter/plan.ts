/**
 * What the converter makes of a video, worked out before FFmpeg runs: the picture size, the frame rate,
 * the bitrates (from a quality preset or from a target file size) and the arguments FFmpeg gets. Pure
 * arithmetic on what ffprobe read, so each rule is tested with known numbers (plan.test.ts).
 */
import { toolError, type ToolError } from '@sdk/core';

export const FORMATS = ['mp4', 'webm'] as const;
export type Format = (typeof FORMATS)[number];
export const FORMAT_TYPES: Readonly<Record<Format, string>> = { mp4: 'video/mp4', webm: 'video/webm' };

export const QUALITIES = ['high', 'medium', 'small'] as const;
export type Quality = (typeof QUALITIES)[number];
export const RESIZES = ['keep', '1080', '720', '480', '360'] as const;
export type Resize = (typeof RESIZES)[number];
export const FRAME_RATES = ['keep', '30', '24', '15'] as const;
export type FrameRate = (typeof FRAME_RATES)[number];
export const ROTATIONS = ['0', '90', '180', '270'] as const;
export type Rotation = (typeof ROTATIONS)[number];
export const FLIPS = ['none', 'horizontal', 'vertical'] as const;
export type Flip = (typeof FLIPS)[number];

/** What the plan needs of the source, as ffprobe read it; width and height as the picture is shown (after a phone's rotation). */
export interface Source {
  readonly width: number;
  readonly height: number;
  readonly frameRate?: number;
  /** Seconds. */
  readonly duration: number;
  readonly audio: { readonly channels: number; readonly sampleRate?: number } | null;
}

export interface Choices {
  readonly format: Format;
  /** A quality preset, or a target file size in bytes. */
  readonly size: { readonly quality: Quality } | { readonly targetBytes: number };
  readonly resize: Resize;
  readonly frameRate: FrameRate;
  readonly rotate: Rotation;
  readonly flip: Flip;
  readonly mute: boolean;
}

export interface Plan {
  readonly format: Format;
  /** The picture scaled to, before it is turned (even numbers: 4:2:0 video needs them). */
  readonly scaled: { readonly width: number; readonly height: number };
  /** The new file's picture, after turning. */
  readonly width: number;
  readonly height: number;
  /** Frames per second to write, or null to keep the source's. */
  readonly frameRate: number | null;
  readonly rotate: Rotation;
  readonly flip: Flip;
  /** Constant quality (CRF, with a ceiling on the bitrate for VP8) or an average bitrate in bits per second. */
  readonly video: { readonly crf: number; readonly maxBitrate?: number } | { readonly bitrate: number };
  /** Bits per second and channels, or null for no sound. */
  readonly audio: { readonly bitrate: number; readonly channels: number } | null;
  /** A smaller picture was asked for, but the video already fits in it: it keeps its size (never enlarged). */
  readonly notEnlarged: boolean;
  /** A frame rate was asked for, but the video already has as few frames a second: it keeps them. */
  readonly frameRateKept: boolean;
}

/** The box each picture size fits in, its short side and its long side (16:9), in either orientation. */
export const RESIZE_BOX: Readonly<Record<Exclude<Resize, 'keep'>, readonly [number, number]>> = {
  '1080': [1080, 1920],
  '720': [720, 1280],
  '480': [480, 854],
  '360': [360, 640],
};

/** H.264's constant rate factor per preset (lower is better; 23 is x264's default). */
export const X264_CRF: Readonly<Record<Quality, number>> = { high: 20, medium: 24, small: 28 };
/**
 * VP8's constant quality per preset, with a ceiling on the bitrate in bits per pixel of every frame: libvpx
 * takes -b:v as the most it may spend in this mode and is ruled by it when it is low, so it is generous.
 */
export const VP8_QUALITY: Readonly<Record<Quality, { readonly crf: number; readonly bitsPerPixel: number }>> = {
  high: { crf: 10, bitsPerPixel: 0.2 },
  medium: { crf: 20, bitsPerPixel: 0.12 },
  small: { crf: 30, bitsPerPixel: 0.07 },
};
const VP8_MIN_CEILING = 100_000;
/**
 * Sound per channel, in bits per second: AAC (MP4) and Opus (WebM). A target size uses the small one. At
 * most two bits per sample and channel: a voice recorded at 8 kHz gets 16 kb/s, not 48.
 */
export const AUDIO_PER_CHANNEL: Readonly<Record<Format, Readonly<Record<Quality, number>>>> = {
  mp4: { high: 80_000, medium: 64_000, small: 48_000 },
  webm: { high: 64_000, medium: 48_000, small: 32_000 },
};

/** The share of a target size given to the sound and the picture; the rest is the container's own data (indexes, headers). */
export const CONTAINER_SHARE = 0.97;
/**
 * The least a picture can get and still be watched, blocky as it may look: 0.01 bits per pixel of each frame
 * (620 kb/s at 1080p 30 fps, 280 kb/s at 720p, 120 kb/s at 480p), and never under 16 kb/s.
 */
export const MIN_BITS_PER_PIXEL = 0.01;
export const MIN_VIDEO_BITRATE = 16_000;
/** The frame rate assumed when the file does not say (for the arithmetic above only). */
const USUAL_FRAME_RATE = 30;

/** The largest even number at most x, at least 2 (a hair of rounding forgiven: 1920 × 2/3 is 1280). */
const even = (x: number): number => Math.max(2, 2 * Math.floor(x / 2 + 1e-6));

/** The picture's size for a choice: within its box, never enlarged, in proportion, in even pixels. */
export function pictureSize(width: number, height: number, resize: Resize): { width: number; height: number } {
  if (resize === 'keep') return { width: even(width), height: even(height) };
  const [short, long] = RESIZE_BOX[resize];
  const scale = Math.min(1, short / Math.min(width, height), long / Math.max(width, height));
  return { width: even(width * scale), height: even(height * scale) };
}

/** Frames per second to write: the one chosen when the video has more, else null (kept). */
export function frameRateFor(source: number | undefined, choice: FrameRate): number | null {
  if (choice === 'keep') return null;
  const chosen = Number(choice);
  return source !== undefined && source <= chosen + 0.01 ? null : chosen;
}

/** The sound's bitrate and channels (at most two: stereo plays everywhere), or null. */
export function audioFor(source: Source['audio'], format: Format, quality: Quality, mute: boolean): Plan['audio'] {
  if (!source || mute) return null;
  const channels = Math.min(Math.max(source.channels, 1), 2);
  const perChannel = Math.min(AUDIO_PER_CHANNEL[format][quality], source.sampleRate ? 2 * source.sampleRate : Infinity);
  return { bitrate: perChannel * channels, channels };
}

/** The picture's bitrate that makes a file of `targetBytes`: its bits over the duration, less the sound's. */
export function targetVideoBitrate(targetBytes: number, duration: number, audioBitrate: number): number {
  return Math.floor((targetBytes * 8 * CONTAINER_SHARE) / duration - audioBitrate);
}

/** The least bitrate a picture of this size and frame rate can be watched at. */
export function minimumVideoBitrate(width: number, height: number, frameRate: number | undefined): number {
  return Math.max(MIN_VIDEO_BITRATE, Math.ceil(MIN_BITS_PER_PIXEL * width * height * (frameRate ?? USUAL_FRAME_RATE)));
}

/** The smallest target in megabytes that holds the picture at its minimum and the sound, rounded up (to 0.01 MB below 1 MB, else 0.1 MB). */
export function minimumTargetMegabytes(minVideoBitrate: number, audioBitrate: number, duration: number): number {
  const mb = ((minVideoBitrate + audioBitrate) * duration) / 8 / CONTAINER_SHARE / 1e6;
  const step = mb < 1 ? 100 : 10;
  return Math.ceil(mb * step - 1e-9) / step;
}

/** What to make, or why a target size cannot be reached (`targetTooSmall`, said at the target field). */
export function planConversion(source: Source, choices: Choices): Plan | ToolError {
  const scaled = pictureSize(source.width, source.height, choices.resize);
  const turned = choices.rotate === '90' || choices.rotate === '270';
  const frameRate = frameRateFor(source.frameRate, choices.frameRate);
  const quality = 'quality' in choices.size ? choices.size.quality : 'small';
  const audio = audioFor(source.audio, choices.format, quality, choices.mute);
  let video: Plan['video'];
  if ('targetBytes' in choices.size) {
    const fps = frameRate ?? source.frameRate;
    const bitrate = targetVideoBitrate(choices.size.targetBytes, source.duration, audio?.bitrate ?? 0);
    const least = minimumVideoBitrate(scaled.width, scaled.height, fps);
    if (!(bitrate >= least)) {
      return toolError('targetTooSmall', { field: 'targetSize', target: choices.size.targetBytes / 1e6, minimum: minimumTargetMegabytes(least, audio?.bitrate ?? 0, source.duration) });
    }
    video = { bitrate };
  } else if (choices.format === 'mp4') {
    video = { crf: X264_CRF[choices.size.quality] };
  } else {
    const { crf, bitsPerPixel } = VP8_QUALITY[choices.size.quality];
    const fps = frameRate ?? source.frameRate ?? USUAL_FRAME_RATE;
    video = { crf, maxBitrate: Math.max(VP8_MIN_CEILING, Math.round(bitsPerPixel * scaled.width * scaled.height * fps)) };
  }
  return {
    format: choices.format,
    scaled,
    width: turned ? scaled.height : scaled.width,
    height: turned ? scaled.width : scaled.height,
    frameRate,
    rotate: choices.rotate,
    flip: choices.flip,
    video,
    audio,
    notEnlarged: choices.resize !== 'keep' && scaled.width === even(source.width) && scaled.height === even(source.height),
    frameRateKept: choices.frameRate !== 'keep' && frameRate === null,
  };
}

/** Flags that make FFmpeg write the same bytes on every run (no version or encoder strings): examples hold exact outputs. */
export const BITEXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'] as const;

const TURN: Readonly<Record<Rotation, readonly string[]>> = { '0': [], '90': ['transpose=clock'], '180': ['hflip', 'vflip'], '270': ['transpose=cclock'] };
const FLIP: Readonly<Record<Flip, readonly string[]>> = { none: [], horizontal: ['hflip'], vertical: ['vflip'] };

/** The picture's filters in order: scale (when the size changes), frame rate, turn, mirror. FFmpeg turns a phone's rotation upright before them. */
export function videoFilters(plan: Plan, source: { width: number; height: number }): string[] {
  return [
    ...(plan.scaled.width !== source.width || plan.scaled.height !== source.height ? [`scale=${plan.scaled.width}:${plan.scaled.height}`] : []),
    ...(plan.frameRate !== null ? [`fps=${plan.frameRate}`] : []),
    ...TURN[plan.rotate],
    ...FLIP[plan.flip],
  ];
}

/**
 * FFmpeg's arguments: the first video track and (unless muted) the first audio track, tags left out (a
 * phone's video carries the place it was recorded), H.264 + AAC in MP4 with the index first (plays while it
 * downloads), or VP8 + Opus in WebM (the wasm core's VP9 encoder crashes: ffmpeg.wasm issue #679).
 */
export function ffmpegArgs(plan: Plan, source: { width: number; height: number }, input: string, output: string): string[] {
  const filters = videoFilters(plan, source);
  const video =
    plan.format === 'mp4'
      ? ['-c:v', 'libx264', '-preset', 'veryfast', ...('crf' in plan.video ? ['-crf', String(plan.video.crf)] : ['-b:v', String(plan.video.bitrate)])]
      : ['-c:v', 'libvpx', '-deadline', 'good', '-cpu-used', '4', ...('crf' in plan.video ? ['-crf', String(plan.video.crf), '-b:v', String(plan.video.maxBitrate)] : ['-b:v', String(plan.video.bitrate)])];
  // Opus at a compression level this core's libopus survives in stereo: the SDK's ffmpeg() sees to it (coreSafe).
  const codec = plan.format === 'mp4' ? ['-c:a', 'aac'] : ['-c:a', 'libopus'];
  const audio = plan.audio ? [...codec, '-b:a', String(plan.audio.bitrate), '-ac', String(plan.audio.channels)] : [];
  return [
    '-i', input,
    '-map', '0:v:0',
    ...(plan.audio ? ['-map', '0:a:0'] : []),
    '-map_metadata', '-1',
    ...(filters.length ? ['-vf', filters.join(',')] : []),
    ...video,
    '-pix_fmt', 'yuv420p',
    ...audio,
    ...(plan.format === 'mp4' ? ['-movflags', '+faststart'] : []),
    ...BITEXACT,
    output,
  ];
}
