/**
 * Writes src/sdk/core/mediaSamples.ts: the media tools' sample files, each a real file of at most 16 kB
 * made by ffmpeg, and what ffprobe (a second reader, FFmpeg's) reads in each, so the unit tests can hold
 * the tool's report to it. Run from the repository root when the samples change: `npx tsx scripts/make-media-samples.ts`
 * (it needs ffmpeg and ffprobe: `apt-get install ffmpeg`; the tests themselves do not).
 *
 * - clip.mp4: H.264 High 64 × 48 at 10 frames/s and AAC LC mono at 8 kHz (English), 2 s, tags and two chapters;
 * - clip.webm: VP9 64 × 48 at 10 frames/s, Opus stereo at 48 kHz (French), WebVTT subtitles (German), tags, chapters;
 * - tone.mp3: MPEG-2 Layer III mono at 22.05 kHz, 32 kb/s, 1 s, ID3v2.3 tags (no chapters: MediaInfo does not read ID3 CHAP frames);
 * - pixel.png: a 32 × 24 image;
 * - keyframes.mp4: H.264 64 × 48 at 10 frames/s with a keyframe every second, AAC mono, 3 s (trimming);
 * - moving.gif: 32 × 24, 5 frames at 5 frames/s, looping; square.jpg: a 24 × 24 JPEG (GIFs and images).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUT = 'src/sdk/core/mediaSamples.ts';
const MAX_BYTES = 16 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'media-samples-'));
const at = (name: string) => join(dir, name);

writeFileSync(
  at('tags.txt'),
  [';FFMETADATA1', 'title=Toolbench sample', 'artist=Ada Example', 'album=Samples', 'date=2024', 'comment=Made by make-media-samples.ts', '',
    '[CHAPTER]', 'TIMEBASE=1/1000', 'START=0', 'END=1000', 'title=Opening', '', '[CHAPTER]', 'TIMEBASE=1/1000', 'START=1000', 'END=2000', 'title=Ending', ''].join('\n'),
);
writeFileSync(at('subtitles.vtt'), 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHello\n\n00:00:01.000 --> 00:00:02.000\nGoodbye\n');

// Same bytes on every run where the encoders allow it: no version strings, one thread.
const EXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];
const VIDEO_IN = ['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10:duration=2'];
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

ffmpeg(...VIDEO_IN, '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=8000:duration=2', '-i', at('tags.txt'),
  '-map', '0:v', '-map', '1:a', '-map_metadata', '2', '-map_chapters', '2',
  '-c:v', 'libx264', '-profile:v', 'high', '-preset', 'veryslow', '-crf', '40', '-pix_fmt', 'yuv420p', '-threads', '1', '-x264-params', 'bframes=0',
  '-c:a', 'aac', '-b:a', '12k', '-ac', '1', '-metadata:s:a:0', 'language=eng', '-movflags', '+faststart', ...EXACT, at('clip.mp4'));
ffmpeg(...VIDEO_IN, '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=2', '-i', at('subtitles.vtt'), '-i', at('tags.txt'),
  '-map', '0:v', '-map', '1:a', '-map', '2', '-map_metadata', '3', '-map_chapters', '3',
  '-c:v', 'libvpx-vp9', '-crf', '50', '-b:v', '0', '-deadline', 'good', '-cpu-used', '4', '-threads', '1', '-pix_fmt', 'yuv420p',
  '-c:a', 'libopus', '-b:a', '8k', '-ac', '2', '-c:s', 'webvtt', '-metadata:s:a:0', 'language=fre', '-metadata:s:s:0', 'language=ger', ...EXACT, at('clip.webm'));
ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050:duration=1', '-i', at('tags.txt'), '-map', '0', '-map_metadata', '1', '-map_chapters', '-1',
  '-c:a', 'libmp3lame', '-b:a', '32k', '-ac', '1', '-id3v2_version', '3', '-fflags', '+bitexact', at('tone.mp3'));
ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=32x24:rate=1', '-frames:v', '1', ...EXACT, at('pixel.png'));
// For trimming at keyframes: one every second (0, 1, 2 s), so a fast cut has somewhere to land.
ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10:duration=3', '-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=8000:duration=3',
  '-c:v', 'libx264', '-profile:v', 'high', '-preset', 'veryslow', '-crf', '45', '-pix_fmt', 'yuv420p', '-threads', '1', '-x264-params', 'bframes=0:keyint=10:min-keyint=10:scenecut=0',
  '-c:a', 'aac', '-b:a', '8k', '-ac', '1', '-movflags', '+faststart', ...EXACT, at('keyframes.mp4'));
// An animated GIF (5 frames at 5 frames/s, looping) and a square JPEG: a GIF made into a video, images made into a GIF.
ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=32x24:rate=5:duration=1', '-loop', '0', ...EXACT, at('moving.gif'));
ffmpeg('-f', 'lavfi', '-i', 'smptebars=size=24x24:rate=1', '-frames:v', '1', '-q:v', '5', ...EXACT, at('square.jpg'));

/** What ffprobe reads: the figures the tool's report must agree with. */
function probe(file: string) {
  const read = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-show_chapters', '-of', 'json', file], { encoding: 'utf8' })) as {
    format: { duration?: string; size: string; tags?: Record<string, string> };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number; r_frame_rate?: string; sample_rate?: string; channels?: number; tags?: { language?: string } }[];
    chapters: { start_time: string; tags?: { title?: string } }[];
  };
  const rate = (fraction: string) => {
    const [n, d] = fraction.split('/').map(Number);
    return n! / d!;
  };
  return {
    size: Number(read.format.size),
    ...(read.format.duration ? { duration: Number(read.format.duration) } : {}),
    title: read.format.tags?.title ?? read.format.tags?.TITLE ?? null,
    streams: read.streams
      // ffprobe lists an MP4's chapter track as a data stream; the tool lists chapters instead.
      .filter((s) => s.codec_type !== 'data')
      .map((s) => ({
        type: s.codec_type,
        codec: s.codec_name,
        ...(s.width ? { width: s.width, height: s.height } : {}),
        ...(s.codec_type === 'video' && s.r_frame_rate && !file.endsWith('.png') ? { frameRate: rate(s.r_frame_rate) } : {}),
        ...(s.sample_rate ? { sampleRate: Number(s.sample_rate), channels: s.channels } : {}),
        ...(s.tags?.language ? { language: s.tags.language } : {}),
      })),
    chapters: read.chapters.map((c) => ({ start: Number(c.start_time), title: c.tags?.title ?? '' })),
  };
}

const samples = [
  ['SAMPLE_MP4', 'clip.mp4', 'video/mp4'],
  ['SAMPLE_WEBM', 'clip.webm', 'video/webm'],
  ['SAMPLE_MP3', 'tone.mp3', 'audio/mpeg'],
  ['SAMPLE_PNG', 'pixel.png', 'image/png'],
  ['SAMPLE_KEYFRAMES_MP4', 'keyframes.mp4', 'video/mp4'],
  ['SAMPLE_GIF', 'moving.gif', 'image/gif'],
  ['SAMPLE_JPG', 'square.jpg', 'image/jpeg'],
] as const;
const lines = [
  '// Written by scripts/make-media-samples.ts (npx tsx scripts/make-media-samples.ts), with ffmpeg: sample files of the',
  '// media tools (their examples and tests), in Base64, and what ffprobe reads in each (`_PROBED`, for tests only),',
  '// which the unit tests hold the tools\' results to.',
  '',
];
for (const [constName, name, type] of samples) {
  const bytes = readFileSync(at(name));
  if (bytes.length > MAX_BYTES) throw new Error(`${name} is ${bytes.length} bytes: samples are at most ${MAX_BYTES}`);
  lines.push(`export const ${constName} = ${JSON.stringify({ name, type, base64: bytes.toString('base64') })};`);
  lines.push(`export const ${constName}_PROBED = ${JSON.stringify(probe(at(name)))};`, '');
}
writeFileSync(OUT, lines.join('\n'));
console.log(`Wrote ${OUT}`);
