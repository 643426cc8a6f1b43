import { defineTool, SAMPLE_GIF, SAMPLE_JPG, SAMPLE_KEYFRAMES_MP4, SAMPLE_MP4, SAMPLE_PNG, type InputOf, type OptionsOf } from '@sdk/core';
import { FFMPEG_CORE } from '@sdk/media';
import { EXAMPLE_OUTPUTS } from './examples.ts';

export const SOURCES = ['video', 'images', 'gif'] as const;
/** How many times the GIF plays: for ever, or a number of times. */
export const PLAYS = ['forever', '1', '2', '3'] as const;
export const VIDEO_FORMATS = ['mp4', 'webm'] as const;

/**
 * The largest video taken: it is read in slices (only the clip's part is decoded), so the tab's memory
 * holds the GIF, not the video; 2 GiB is what a browser hands a worker as one file everywhere.
 */
export const MAX_VIDEO_BYTES = 2 * 1024 ** 3;
/** Pictures and GIFs are decoded whole: 100 MB each keeps a phone's tab alive. */
export const MAX_IMAGE_BYTES = 100 * 1024 ** 2;
/** A GIF of more than a minute is tens of megabytes at any size: longer clips are a video's job. */
export const MAX_CLIP_SECONDS = 60;
export const MAX_WIDTH = 1280;
export const MAX_IMAGES = 200;

const NOT_VIDEO = { name: 'notes.mp4', type: 'video/mp4', base64: btoa('These are notes, not a video.\n') };

/**
 * GIFs from a video clip (start and end, width, frames per second, a palette made for the clip) or from
 * pictures (in the order chosen, each shown for a delay), and GIFs made into MP4 or WebM videos, which
 * are many times smaller. FFmpeg does the work in the tool's worker; nothing is uploaded.
 */
export const manifest = defineTool({
  related: ['video-converter', 'video-trimmer', 'image-converter', 'media-info'],
  fields: {
    video: { kind: 'file', read: 'blob', tabs: ['video'], accept: 'video/*,.mp4,.m4v,.mov,.mkv,.webm,.avi,.3gp,.ts,.mts,.wmv,.flv', maxBytes: MAX_VIDEO_BYTES, timeline: { start: 'start', end: 'end' } },
    start: { kind: 'line', tabs: ['video'], default: '0:00', mono: true, maxLength: 16 },
    // Five seconds, as a GIF usually is (and as the timeline shows it); empty: to the video's end, as the timeline shows that too.
    end: { kind: 'line', tabs: ['video'], default: '0:05', mono: true, maxLength: 16 },
    images: { kind: 'file', read: 'bytes', multiple: true, tabs: ['images'], accept: 'image/png,image/jpeg,image/webp,image/gif,image/bmp,.png,.jpg,.jpeg,.webp,.gif,.bmp', maxBytes: MAX_IMAGE_BYTES },
    gif: { kind: 'file', read: 'blob', tabs: ['gif'], accept: 'image/gif,.gif', maxBytes: MAX_IMAGE_BYTES },
  },
  options: {
    source: { type: 'string', enum: SOURCES, default: 'video' },
    width: { type: 'integer', default: 480 },
    fps: { type: 'integer', minimum: 1, maximum: 30, default: 10 },
    delay: { type: 'integer', default: 500 },
    plays: { type: 'string', enum: PLAYS, default: 'forever' },
    format: { type: 'string', enum: VIDEO_FORMATS, default: 'mp4' },
  },
  ui: { source: 'tabs', width: 'updown', fps: 'range', delay: 'updown', format: 'segmented' },
  optionTabs: { width: ['video', 'images'], fps: ['video'], delay: ['images'], plays: ['video', 'images'], format: ['gif'] },
  worker: true,
  // Each report of progress restarts the limit: this is the longest FFmpeg may go without one (compiling
  // its 32 MB core on a slow phone, a long keyframe search).
  timeLimitSeconds: 120,
  bigAssets: [FFMPEG_CORE],
  start: 'make',
  examples: [
    { name: 'clip', input: { video: SAMPLE_KEYFRAMES_MP4, start: '0:00.5', end: '0:02' }, options: { source: 'video', width: 32, fps: 5, plays: 'forever' }, output: EXAMPLE_OUTPUTS.clip },
    { name: 'pictures', input: { images: [SAMPLE_PNG, SAMPLE_JPG] }, options: { source: 'images', width: 32, delay: 700, plays: '2' }, output: EXAMPLE_OUTPUTS.pictures },
    { name: 'gifToMp4', input: { gif: SAMPLE_GIF }, options: { source: 'gif', format: 'mp4' }, output: EXAMPLE_OUTPUTS.gifToMp4 },
    { name: 'endBeforeStart', input: { video: SAMPLE_MP4, start: '0:01.5', end: '0:01' }, options: { source: 'video' }, output: { kind: 'tool-error', code: 'endBeforeStart', params: { field: 'end' } } },
    { name: 'notVideo', input: { video: NOT_VIDEO, start: '0:00', end: '' }, options: { source: 'video' }, output: { kind: 'tool-error', code: 'mediaNotReadable', params: { field: 'video' } } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
