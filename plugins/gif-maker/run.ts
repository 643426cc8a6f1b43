import { ffmpegSeconds, isToolError, parseTimecode, toolError, type FileInput, type ToolError } from '@sdk/core';
import { ffmpeg, probeMedia, type MediaFile } from '@sdk/media';
import { MAX_CLIP_SECONDS, MAX_IMAGES, MAX_WIDTH, type Input, type Options } from './manifest.ts';

/** The file made, with what the page says about it. */
export interface Made {
  readonly source: 'video' | 'images' | 'gif';
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** Seconds, as read back from the file made. */
  readonly duration: number;
  /** The size of what it was made from (the whole video, every picture, the GIF). */
  readonly sourceBytes: number;
  /** Video: the clip taken, in seconds. */
  readonly clip?: { readonly start: number; readonly end: number };
  readonly images?: number;
}

const EXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];

/** ffmpeg's -loop: 0 plays for ever, -1 once, n plays n + 1 times. */
export const loopArg = (plays: Options['plays']): string => (plays === 'forever' ? '0' : String(Number(plays) - 1 || -1));

/** Frames to a GIF: a palette of 256 colours made for this clip's own colours, then the frames drawn in it, dithered, only the changing parts redrawn. */
const PALETTE = 'split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle';

/** A clip of a video to a GIF: the frame rate, then the frames scaled (never up) with Lanczos. */
export const clipFilter = (width: number, fps: number): string => `[0:v]fps=${fps},scale='min(${width},iw)':-1:flags=lanczos,${PALETTE}`;

/**
 * Pictures to a GIF: each fitted inside the first one's shape (on white, never stretched), then one after
 * the other. Pictures of any formats and sizes mix (FFmpeg's concat demuxer would need them all alike).
 */
export function picturesFilter(count: number, width: number, height: number, delayMs: number): string {
  const fit = `scale=${width}:${height}:force_original_aspect_ratio=decrease:flags=lanczos,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=white,setsar=1,format=rgb24`;
  const each = Array.from({ length: count }, (_, i) => `[${i}:v]${fit}[v${i}]`);
  // One frame per picture, each delayMs after the one before (with the output's matching -r, every delay is exact).
  return `${each.join(';')};${Array.from({ length: count }, (_, i) => `[v${i}]`).join('')}concat=n=${count}:v=1:a=0,settb=1/1000,setpts=N*${delayMs},${PALETTE}`;
}

/** A file's base name without its extension ("holiday.mov" → "holiday"), for the file made. */
const baseName = (name: string): string => name.replace(/\.[^.]*$/, '') || 'animation';

function widthProblem(width: number): ToolError | undefined {
  if (!Number.isInteger(width) || width < 16 || width > MAX_WIDTH) return toolError('widthRange', { min: 16, max: MAX_WIDTH });
  return undefined;
}

async function fromVideo(input: Input, options: Options): Promise<Made | ToolError> {
  const file = input.video;
  if (!file?.blob) return toolError('noVideo', { field: 'video' });
  const start = input.start.trim() === '' ? 0 : parseTimecode(input.start);
  if (start === undefined) return toolError('badTime', { field: 'start' });
  const endTyped = input.end.trim() === '' ? undefined : parseTimecode(input.end);
  if (input.end.trim() !== '' && endTyped === undefined) return toolError('badTime', { field: 'end' });
  if (endTyped !== undefined && endTyped <= start) return toolError('endBeforeStart', { field: 'end' });
  const wide = widthProblem(options.width);
  if (wide) return wide;
  const media: MediaFile = { name: `source${extension(file)}`, data: file.blob, field: 'video' };
  const probed = await probeMedia(media);
  if (isToolError(probed)) return probed;
  const video = probed.streams.find((s) => s.type === 'video');
  if (!video) return toolError('noPicture', { field: 'video' });
  if (probed.duration && start >= probed.duration) return toolError('startAfterEnd', { field: 'start', duration: Math.round(probed.duration * 1000) / 1000 });
  // No end typed: the video's end, where the timeline draws an empty end (a GIF's length is still capped below).
  const end = Math.min(endTyped ?? (probed.duration || start + 5), probed.duration || Infinity);
  if (end - start > MAX_CLIP_SECONDS) return toolError('clipTooLong', { field: 'end', max: MAX_CLIP_SECONDS });
  const done = await ffmpeg({
    inputs: [media],
    args: ['-ss', ffmpegSeconds(start), '-t', ffmpegSeconds(end - start), '-i', media.name, '-filter_complex', clipFilter(options.width, options.fps), '-loop', loopArg(options.plays), '-an', ...EXACT, 'out.gif'],
    outputs: ['out.gif'],
    duration: end - start,
  });
  if (isToolError(done)) return done;
  return made({ source: 'video', name: `${baseName(file.name)}.gif`, type: 'image/gif', bytes: done.files['out.gif']!, sourceBytes: file.size, clip: { start, end } });
}

async function fromImages(input: Input, options: Options): Promise<Made | ToolError> {
  const images = input.images ?? [];
  if (images.length === 0) return toolError('noImages', { field: 'images' });
  if (images.length > MAX_IMAGES) return toolError('tooManyImages', { field: 'images', max: MAX_IMAGES });
  const wide = widthProblem(options.width);
  if (wide) return wide;
  if (!Number.isInteger(options.delay) || options.delay < 20 || options.delay > 10_000) return toolError('delayRange', { min: 20, max: 10_000 });
  const inputs: MediaFile[] = images.map((image, i) => ({ name: `image${i}${extension(image)}`, data: image.bytes!, field: 'images' }));
  // The first picture sets the GIF's shape; the others are fitted inside it, on white.
  const first = await probeMedia(inputs[0]!);
  if (isToolError(first)) return toolError('notImage', { field: 'images', name: images[0]!.name });
  const picture = first.streams.find((s) => s.type === 'video');
  if (!picture?.width || !picture.height) return toolError('notImage', { field: 'images', name: images[0]!.name });
  const width = Math.min(options.width, Math.max(picture.width, 16));
  const height = Math.max(1, Math.round((width * picture.height) / picture.width));
  const done = await ffmpeg({
    inputs,
    args: [...inputs.flatMap((f) => ['-i', f.name]), '-filter_complex', picturesFilter(inputs.length, width, height, options.delay), '-r', `1000/${options.delay}`, '-loop', loopArg(options.plays), ...EXACT, 'out.gif'],
    outputs: ['out.gif'],
    duration: (images.length * options.delay) / 1000,
  });
  if (isToolError(done)) return isNotReadable(done) ? toolError('notImage', { field: 'images', name: images.map((i) => i.name).join(', ') }) : done;
  return made({ source: 'images', name: `${baseName(images[0]!.name)}.gif`, type: 'image/gif', bytes: done.files['out.gif']!, sourceBytes: images.reduce((n, i) => n + i.size, 0), images: images.length });
}

async function fromGif(input: Input, options: Options): Promise<Made | ToolError> {
  const file = input.gif;
  if (!file?.blob) return toolError('noGif', { field: 'gif' });
  const media: MediaFile = { name: 'source.gif', data: file.blob, field: 'gif' };
  const probed = await probeMedia(media);
  if (isToolError(probed)) return probed;
  if (probed.streams[0]?.codec !== 'gif') return toolError('notGif', { field: 'gif' });
  const mp4 = options.format === 'mp4';
  // H.264 in 4:2:0 needs even sides; the GIF's transparent parts become black, as every player shows them.
  const args = mp4
    ? ['-c:v', 'libx264', '-preset', 'medium', '-crf', '23', '-pix_fmt', 'yuv420p', '-movflags', '+faststart']
    : ['-c:v', 'libvpx', '-crf', '10', '-b:v', '1M', '-pix_fmt', 'yuv420p'];
  const out = mp4 ? 'out.mp4' : 'out.webm';
  const done = await ffmpeg({
    inputs: [media],
    args: ['-i', media.name, '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2', '-an', ...args, ...EXACT, out],
    outputs: [out],
    duration: probed.duration || undefined,
  });
  if (isToolError(done)) return done;
  return made({ source: 'gif', name: `${baseName(file.name)}.${mp4 ? 'mp4' : 'webm'}`, type: mp4 ? 'video/mp4' : 'video/webm', bytes: done.files[out]!, sourceBytes: file.size });
}

const isNotReadable = (error: ToolError): boolean => error.code === 'mediaNotReadable';

/** The extension ffmpeg reads the format from ("clip.MOV" → ".mov"); none when the name has none. */
function extension(file: FileInput): string {
  return /\.[a-z0-9]{1,5}$/i.exec(file.name)?.[0].toLowerCase() ?? '';
}

/** The file made, with its size and length read back from it (never what was asked for). */
async function made(file: Omit<Made, 'width' | 'height' | 'duration'>): Promise<Made | ToolError> {
  const probed = await probeMedia({ name: file.name, data: file.bytes });
  if (isToolError(probed)) return toolError('mediaFailed', { reason: file.name });
  const picture = probed.streams.find((s) => s.type === 'video');
  return { ...file, width: picture?.width ?? 0, height: picture?.height ?? 0, duration: probed.duration };
}

/** A GIF from a clip of a video or from pictures, or a video from a GIF (the source tab). */
export async function run(input: Input, options: Options): Promise<Made | ToolError> {
  if (options.source === 'images') return fromImages(input, options);
  if (options.source === 'gif') return fromGif(input, options);
  return fromVideo(input, options);
}
