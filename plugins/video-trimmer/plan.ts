/**
 * What the trimmer makes, worked out before FFmpeg runs: the parts asked for (the start and end fields, and
 * the lines of the box of parts to join), checked against each other and the video's length; the file's
 * format and name; and FFmpeg's arguments for a fast cut (packets copied) or an exact one (re-encoded). Pure,
 * so each rule is tested with known argument lists (plan.test.ts).
 */
import { ffmpegSeconds, parseTimecode, toolError, type ToolError } from '@sdk/core';

export const CUTS = ['fast', 'exact'] as const;
export type Cut = (typeof CUTS)[number];
/** At most this many parts are joined: more would be a video editor's job, and each exact part is a decoder of its own. */
export const MAX_PARTS = 20;
/** What a typed end may pass the video's length by: the timeline writes it to the millisecond. */
const SLACK = 0.0005;

/** A part asked for: seconds, `end` null for "to the end of the video"; `line` is its line in the box, null for the fields. */
export interface Asked {
  readonly start: number;
  readonly end: number | null;
  readonly line: number | null;
}

/** A part to cut, in seconds, checked against the video. */
export interface Part {
  readonly start: number;
  readonly end: number;
  readonly line: number | null;
}

/** Dashes that may stand between a part's start and its end: hyphen, en dash, em dash, minus. */
const LINE = /^\s*([^\s\-–—−]+)\s*[-–—−]\s*([^\s\-–—−]+)?\s*$/;

/** "1:02.5" or "" (the beginning or the end) as seconds, undefined when it is not a position. */
const position = (text: string): number | null | undefined => (text.trim() === '' ? null : parseTimecode(text));

/** The line "Add this part" appends to the box: the start and end as typed ("0:05 – 0:10"), an empty start being the beginning. */
export function partLine(clips: string, start: string, end: string): string {
  const line = `${start.trim() || '0:00'} – ${end.trim()}`.trimEnd();
  const before = clips.replace(/\s+$/, '');
  return before === '' ? line : `${before}\n${line}`;
}

/**
 * The parts in the order they are joined: each line of the box, then the start and end fields, unless both
 * are empty while the box has lines, or they hold a part already listed (added with "Add this part").
 */
export function askedParts(start: string, end: string, clips: string): Asked[] | ToolError {
  const from = position(start);
  if (from === undefined) return toolError('badTime', { field: 'start' });
  const to = position(end);
  if (to === undefined) return toolError('badTime', { field: 'end' });
  if (to !== null && to <= (from ?? 0)) return toolError('endBeforeStart', { field: 'end' });
  const parts: Asked[] = [];
  const lines = clips.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const match = LINE.exec(lines[i]!);
    const a = match ? parseTimecode(match[1]!) : undefined;
    const b = match?.[2] === undefined ? null : parseTimecode(match[2]);
    if (a === undefined || b === undefined) return toolError('badLine', { field: 'clips', line: i + 1 });
    if (b !== null && b <= a) return toolError('lineEndBeforeStart', { field: 'clips', line: i + 1 });
    parts.push({ start: a, end: b, line: i + 1 });
  }
  const fields: Asked = { start: from ?? 0, end: to, line: null };
  const unpicked = from === null && to === null && parts.length > 0;
  const listed = parts.some((p) => Math.abs(p.start - fields.start) < 0.001 && (p.end === null ? to === null : to !== null && Math.abs(p.end - to) < 0.001));
  if (!unpicked && !listed) parts.push(fields);
  if (parts.length > MAX_PARTS) return toolError('tooManyParts', { field: 'clips', max: MAX_PARTS });
  return parts;
}

/** The parts within a video of `duration` seconds ("to the end" made its length), none past its end nor two overlapping. */
export function checkParts(asked: readonly Asked[], duration: number): Part[] | ToolError {
  const parts: Part[] = [];
  const shown = Math.round(duration * 1000) / 1000;
  for (const part of asked) {
    if (part.start >= duration || (part.end !== null && part.end > duration + SLACK)) {
      if (part.line !== null) return toolError('linePastEnd', { field: 'clips', line: part.line, duration: shown });
      return toolError('pastEnd', { field: part.start >= duration ? 'start' : 'end', duration: shown });
    }
    parts.push({ start: part.start, end: Math.min(part.end ?? duration, duration), line: part.line });
  }
  // Each pair that overlaps is said at the one listed later (the fields' part comes last).
  for (let i = 1; i < parts.length; i++) {
    const earlier = parts.slice(0, i).find((p) => p.start < parts[i]!.end - 1e-6 && parts[i]!.start < p.end - 1e-6);
    if (!earlier) continue;
    const later = parts[i]!;
    if (later.line === null) return toolError('fieldsOverlap', { field: 'start', line: earlier.line! });
    return toolError('partsOverlap', { field: 'clips', line: later.line, other: earlier.line! });
  }
  return parts;
}

/** What the new file is: a fast cut keeps the source's container (Matroska holds any other's streams); an exact cut writes MP4, or WebM from WebM. */
export interface Container {
  readonly extension: 'mp4' | 'mov' | 'webm' | 'mkv';
  readonly type: string;
}

const CONTAINERS: Readonly<Record<Container['extension'], string>> = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', mkv: 'video/x-matroska' };

export const extensionOf = (name: string): string => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

export function containerFor(name: string, cut: Cut): Container {
  const ext = extensionOf(name);
  const extension: Container['extension'] =
    cut === 'exact' ? (ext === 'webm' ? 'webm' : 'mp4') : ext === 'mp4' || ext === 'm4v' ? 'mp4' : ext === 'mov' ? 'mov' : ext === 'webm' ? 'webm' : 'mkv';
  return { extension, type: CONTAINERS[extension] };
}

/** A position in a file's name: 0m05s, 1m02.5s, 1h02m05s. */
export function nameStamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = ((ms % 60_000) / 1000).toFixed(3).replace(/\.?0+$/, '').padStart(2, '0');
  const sec = /^\d\./.test(s) ? `0${s}` : s;
  return h ? `${h}h${String(m).padStart(2, '0')}m${sec}s` : `${m}m${sec}s`;
}

/** The new file's name, from the source's: holiday-0m05s-0m10s.mp4 for one part, holiday-trimmed.mp4 for parts joined. */
export function outputName(source: string, parts: readonly { readonly start: number; readonly end: number }[], container: Container): string {
  const base = source.replace(/\.[^./\\]*$/, '').replace(/[\\/:*?"<>|]+/g, '_').trim() || 'video';
  const what = parts.length === 1 ? `${nameStamp(parts[0]!.start)}-${nameStamp(parts[0]!.end)}` : 'trimmed';
  return `${base}-${what}.${container.extension}`;
}

/** The same bytes on every run: no encoder versions or random identifiers written. */
export const BITEXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];
/** The first video track and the first audio track, if any; chapters (which a cut would misplace) left out. */
const TRACKS = ['-map', '0:v:0', '-map', '0:a:0?', '-map_chapters', '-1'];
/** An MP4 or a QuickTime file that starts playing before it has all loaded. */
const faststart = (container: Container): string[] => (container.extension === 'mp4' || container.extension === 'mov' ? ['-movflags', '+faststart'] : []);

/**
 * A fast cut: the packets copied as they are, so each part starts at `from`, the keyframe at or before its
 * start. One part is read from that keyframe; several go through FFmpeg's concat demuxer, from a list that
 * names the same source once a part (`list`, to write as the input `listName`).
 */
export function fastArgs(source: string, parts: readonly { readonly from: number; readonly end: number }[], container: Container, out: string, listPath: (name: string) => string, listName = 'parts.txt'): { args: string[]; list?: string } {
  const tail = [...TRACKS, '-c', 'copy', ...faststart(container), ...BITEXACT, out];
  if (parts.length === 1) return { args: ['-ss', ffmpegSeconds(parts[0]!.from), '-i', source, '-t', ffmpegSeconds(parts[0]!.end - parts[0]!.from), ...tail] };
  const list = ['ffconcat version 1.0', ...parts.flatMap((p) => [`file '${listPath(source)}'`, `inpoint ${ffmpegSeconds(p.from)}`, `outpoint ${ffmpegSeconds(p.end)}`]), ''].join('\n');
  return { args: ['-f', 'concat', '-safe', '0', '-i', listName, ...tail], list };
}

/** How an exact cut encodes: H.264 and AAC in MP4 (the picture's sides made even, as 4:2:0 needs), VP8 and Opus in WebM. */
export function encoderArgs(container: Container, videoBitsCeiling: number): string[] {
  if (container.extension === 'webm') return ['-c:v', 'libvpx', '-deadline', 'good', '-cpu-used', '4', '-crf', '10', '-b:v', String(videoBitsCeiling), '-c:a', 'libopus'];
  return ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
}

/** VP8's ceiling on the bitrate in constant quality: generous (0.2 bits per pixel of each frame), at least 1 Mbit/s. */
export const vp8Ceiling = (width: number, height: number, frameRate: number | undefined): number => Math.max(1_000_000, Math.round(0.2 * width * height * (frameRate ?? 30)));

const EVEN = 'scale=trunc(iw/2)*2:trunc(ih/2)*2';

/**
 * An exact cut: each part read from its own seek (-ss before -i decodes from the keyframe before and drops
 * the frames before the start, so it begins on the frame asked for) and re-encoded; several parts are joined
 * by the concat filter.
 */
export function exactArgs(source: string, parts: readonly { readonly start: number; readonly end: number }[], hasAudio: boolean, container: Container, encoder: readonly string[], out: string): string[] {
  const tail = [...encoder, ...faststart(container), ...BITEXACT, out];
  if (parts.length === 1) {
    const [part] = parts;
    return ['-ss', ffmpegSeconds(part!.start), '-i', source, '-t', ffmpegSeconds(part!.end - part!.start), ...TRACKS, '-vf', EVEN, ...tail];
  }
  const inputs = parts.flatMap((p) => ['-ss', ffmpegSeconds(p.start), '-t', ffmpegSeconds(p.end - p.start), '-i', source]);
  const streams = parts.map((_, i) => `[${i}:v:0]${hasAudio ? `[${i}:a:0]` : ''}`).join('');
  const filter = `${streams}concat=n=${parts.length}:v=1:a=${hasAudio ? 1 : 0}[joined]${hasAudio ? '[a]' : ''};[joined]${EVEN}[v]`;
  return [...inputs, '-filter_complex', filter, '-map', '[v]', ...(hasAudio ? ['-map', '[a]'] : []), '-map_chapters', '-1', ...tail];
}
