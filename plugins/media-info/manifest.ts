import { defineTool, SAMPLE_MP3 as MP3, SAMPLE_MP4 as MP4, SAMPLE_PNG as PNG, SAMPLE_WEBM as WEBM, type InputOf, type OptionsOf } from '@sdk/core';
import wasm from 'mediainfo.js/MediaInfoModule.wasm?big';
import { EXAMPLE_OUTPUTS } from './examples.ts';

/** MediaInfoLib compiled to WebAssembly (mediainfo.js), 2.6 MB: downloaded on the first run, then kept. */
export const core = wasm;

/**
 * The largest file taken. MediaInfoLib asks for the parts it needs (headers, indexes, the end) and gets
 * them as slices of the file, so neither the tab's memory nor WebAssembly's 4 GB address space bound the
 * size; positions go to it as 64-bit numbers. 64 GiB is past any single recording people check (a
 * Blu-ray remux is 20–50 GB) and was read in a test as a sparse file (run.test.ts).
 */
export const MAX_BYTES = 64 * 1024 ** 3;

const NOT_MEDIA = { name: 'notes.txt', type: 'text/plain', base64: btoa('These are notes, not a video.\n') };

/**
 * What an audio or video file (or an image) is, as MediaInfo and ffprobe say it: container, duration and
 * bitrate, each stream with its codec and settings, the tags and the chapters. The file is read in the
 * browser, in slices, by MediaInfoLib compiled to WebAssembly; nothing is uploaded.
 */
export const manifest = defineTool({
  related: ['exif-viewer', 'hash-generator', 'image-converter'],
  fields: {
    file: { kind: 'file', read: 'blob', accept: 'video/*,audio/*,image/*,.mkv,.mka,.mks,.webm,.m4a,.m4v,.mov,.flac,.opus,.ogg,.ts,.m2ts,.mts,.vob,.avi,.wmv,.wma,.3gp,.aac,.ac3,.dts,.ape,.wv', maxBytes: MAX_BYTES },
  },
  options: {},
  worker: true,
  bigAssets: [wasm],
  downloads: ['txt', 'json'],
  examples: [
    { name: 'mp4', input: { file: MP4 }, options: {}, output: EXAMPLE_OUTPUTS.mp4 },
    { name: 'webm', input: { file: WEBM }, options: {}, output: EXAMPLE_OUTPUTS.webm },
    { name: 'mp3', input: { file: MP3 }, options: {}, output: EXAMPLE_OUTPUTS.mp3 },
    { name: 'png', input: { file: PNG }, options: {}, output: EXAMPLE_OUTPUTS.png },
    { name: 'notMedia', input: { file: NOT_MEDIA }, options: {}, output: EXAMPLE_OUTPUTS.notMedia },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
