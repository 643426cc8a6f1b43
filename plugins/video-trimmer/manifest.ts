import { defineTool, SAMPLE_KEYFRAMES_MP4, SAMPLE_WEBM, type InputOf, type OptionsOf } from '@sdk/core';
import { FFMPEG_CORE } from '@sdk/media';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { CUTS, partLine } from './plan.ts';

/**
 * The largest video taken. FFmpeg reads the chosen file in slices (mounted, never copied whole into the tab's
 * memory), so only the parts kept are held in memory, as the new file; 2 GiB is what a browser hands a worker
 * as one file everywhere. A long part of a big film can still run out of memory, which is said.
 */
export const MAX_BYTES = 2 * 1024 ** 3;

/** "Add this part": the part between start and end, as typed, added as a line of the parts to join. */
function addPart({ input }: { readonly input: { readonly start: string; readonly end: string; readonly clips: string } }): { input: { clips: string } } {
  return { input: { clips: partLine(input.clips, input.start, input.end) } };
}

const NOT_VIDEO = { name: 'notes.mp4', type: 'video/mp4', base64: btoa('These are notes, not a video.\n') };

/**
 * Cut a part out of a video, or several parts joined into one file, with FFmpeg in the tool's worker: fast
 * (the packets copied as they are, from the keyframe at or before each start, said in the result) or exact
 * (re-encoded, to the frame). The part is picked on the host's timeline under the video (the file field's
 * `timeline`), or typed; "Add this part" lists it in the box of parts to join. It runs when Cut is pressed.
 */
export const manifest = defineTool({
  related: ['gif-maker', 'video-converter', 'audio-converter', 'media-info'],
  fields: {
    video: {
      kind: 'file',
      read: 'blob',
      accept: 'video/*,.mp4,.m4v,.mov,.mkv,.webm,.avi,.3gp,.ts,.mts,.wmv,.flv',
      maxBytes: MAX_BYTES,
      timeline: { start: 'start', end: 'end' },
    },
    start: { kind: 'line', mono: true, maxLength: 16 },
    end: { kind: 'line', mono: true, maxLength: 16 },
    clips: { kind: 'text', mono: true, rows: 4 },
  },
  options: {
    cut: { type: 'string', enum: CUTS, default: 'fast' },
  },
  ui: { cut: 'radio' },
  worker: true,
  // Each report of progress restarts the limit: this is the longest FFmpeg may go without one.
  timeLimitSeconds: 120,
  bigAssets: [FFMPEG_CORE],
  start: 'cut',
  actions: { addPart },
  examples: [
    { name: 'fast', input: { video: SAMPLE_KEYFRAMES_MP4, start: '0:01.4', end: '0:02.5', clips: '' }, options: { cut: 'fast' }, output: EXAMPLE_OUTPUTS.fast },
    { name: 'exact', input: { video: SAMPLE_KEYFRAMES_MP4, start: '0:01.4', end: '0:02.5', clips: '' }, options: { cut: 'exact' }, output: EXAMPLE_OUTPUTS.exact },
    { name: 'joined', input: { video: SAMPLE_KEYFRAMES_MP4, start: '0:02', end: '0:03', clips: '0:00 – 0:01' }, options: { cut: 'fast' }, output: EXAMPLE_OUTPUTS.joined },
    { name: 'webm', input: { video: SAMPLE_WEBM, start: '0:00.5', end: '0:01.5', clips: '' }, options: { cut: 'exact' }, output: EXAMPLE_OUTPUTS.webm },
    { name: 'endBeforeStart', input: { video: SAMPLE_KEYFRAMES_MP4, start: '0:02', end: '0:01', clips: '' }, output: { kind: 'tool-error', code: 'endBeforeStart', params: { field: 'end' } } },
    { name: 'overlap', input: { video: SAMPLE_KEYFRAMES_MP4, start: '', end: '', clips: '0:00 – 0:02\n0:01.5 – 0:03' }, output: { kind: 'tool-error', code: 'partsOverlap', params: { field: 'clips', line: 2, other: 1 } } },
    { name: 'notVideo', input: { video: NOT_VIDEO, start: '', end: '', clips: '' }, output: { kind: 'tool-error', code: 'mediaNotReadable', params: { field: 'video' } } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
