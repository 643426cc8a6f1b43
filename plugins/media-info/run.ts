import mediaInfoFactory, { type MediaInfo } from 'mediainfo.js';
import { isToolError, loadBigAsset, reportProgress, toolError, type ToolError } from '@sdk/core';
import { core, type Input } from './manifest.ts';
import { mediaReport, type MediaInfoResult, type MediaReport } from './report.ts';

/** One MediaInfoLib per worker, made on the first run and kept for the next (each analysis starts it afresh). */
let reader: Promise<MediaInfo<'object'>> | undefined;

/**
 * MediaInfoLib, compiled to WebAssembly by mediainfo.js. Its loader fetches the .wasm itself and takes no
 * bytes (its factory passes Emscripten no `wasmBinary`), so the core is first downloaded by loadBigAsset
 * (its progress shown, then kept in the cache the service worker answers from) and the loader then
 * finds it at the same URL, from that cache. In Node the URL is the package's file, read from disk.
 */
async function mediaInfo(): Promise<MediaInfo<'object'> | ToolError> {
  const downloaded = await loadBigAsset(core);
  if (isToolError(downloaded)) return downloaded;
  reader ??= mediaInfoFactory({ format: 'object', locateFile: () => core.url });
  try {
    return await reader;
  } catch {
    reader = undefined;
    return toolError('downloadFailed', { name: core.name });
  }
}

/**
 * What a media file is: MediaInfoLib reads it in slices (the parts it asks for: headers, indexes, the
 * end of the file), never the whole file at once, so its size is limited by nothing but the manifest's
 * maxBytes; the report is made from its result by pure functions (report.ts).
 */
export async function run(input: Input): Promise<MediaReport | ToolError> {
  const file = input.file;
  const blob = file?.blob;
  if (!file || !blob) return toolError('noFile', { field: 'file' });
  if (blob.size === 0) return toolError('emptyFile', { field: 'file' });
  const mediainfo = await mediaInfo();
  if (isToolError(mediainfo)) return mediainfo;
  let result: MediaInfoResult;
  try {
    // Read as report.ts reads it: any track, any field by name (the library's types list each field per track type).
    result = (await mediainfo.analyzeData(blob.size, async (size, offset) => {
      reportProgress(offset, blob.size);
      return new Uint8Array(await blob.slice(offset, offset + size).arrayBuffer());
    })) as unknown as MediaInfoResult;
  } catch {
    // A file that breaks off while read (removed, or changed on disk): MediaInfoLib is made afresh next time.
    reader = undefined;
    return toolError('unreadable', { field: 'file' });
  }
  return mediaReport(result, { name: file.name, size: blob.size }) ?? toolError('notMedia', { field: 'file' });
}
