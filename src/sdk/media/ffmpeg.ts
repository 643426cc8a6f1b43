/**
 * FFmpeg in the browser, for the audio and video tools: the single-thread ffmpeg.wasm core (@ffmpeg/core,
 * GPL-2.0-or-later, its source at https://github.com/ffmpegwasm/ffmpeg.wasm), run in the tool's own worker.
 * Its 32 MB WebAssembly file is a big asset (FFMPEG_CORE: list it in the manifest's bigAssets), downloaded
 * on the first run and kept; its 110 kB of JavaScript loads with it, never with the page.
 *
 * Not through @ffmpeg/ffmpeg: that package starts a worker of its own from the page, while a tool's run()
 * already is in a worker the host can cancel and time (reportProgress keeps it alive), whose policy alone
 * allows WebAssembly (src/security/csp.ts). The same code runs in Node for the tests and the command line.
 */
import core from '@ffmpeg/core/wasm?big';
import { loadBigAsset } from '../core/bigAssets.ts';
import { reportProgress } from '../core/progress.ts';
import { ffmpegSeconds } from '../core/timecode.ts';
import { isToolError, toolError, type ToolError } from '../core/toolError.ts';

/** The ffmpeg core's WebAssembly file: a manifest's bigAssets entry for a tool that calls ffmpeg(). */
export const FFMPEG_CORE = core;

/** A file ffmpeg reads: a chosen file as a Blob (read in slices, never copied whole) or bytes. */
export interface MediaFile {
  readonly name: string;
  readonly data: Blob | Uint8Array;
  /** The form field it was chosen in: a file that cannot be read is said there. */
  readonly field?: string;
}

/** mediaNotReadable, said at the field the file came from. */
const notReadable = (file: MediaFile | undefined): ToolError => toolError('mediaNotReadable', file?.field ? { field: file.field } : undefined);

export interface FfmpegJob {
  /** The files it reads. An argument equal to one's name is that file (`['-i', 'clip.mp4']`). */
  readonly inputs: readonly MediaFile[];
  /** The arguments after `ffmpeg -nostdin -y`. */
  readonly args: readonly string[];
  /** The files it writes (names used in args), read back when it ends; one missing is a failure. */
  readonly outputs: readonly string[];
  /** How long the result will be, in seconds: progress is the time reached against it. */
  readonly duration?: number;
}

export interface FfmpegDone {
  readonly files: Readonly<Record<string, Uint8Array>>;
  /** What ffmpeg wrote to its log (stderr), the last lines kept. */
  readonly log: readonly string[];
}

/** The part of the Emscripten module the tools use (typed here: the package ships no types). */
interface Core {
  FS: {
    mkdir(path: string): void;
    chdir(path: string): void;
    mount(type: unknown, options: unknown, path: string): void;
    writeFile(path: string, data: Uint8Array): void;
    readFile(path: string): Uint8Array;
    filesystems: Record<string, unknown>;
  };
  exec(...args: string[]): number;
  ffprobe(...args: string[]): number;
  reset(): void;
  setLogger(logger: (entry: { type: 'stdout' | 'stderr'; message: string }) => void): void;
  setProgress(handler: (progress: { progress: number; time: number }) => void): void;
}
type CoreFactory = (module: Record<string, unknown>) => Promise<Core>;

const INPUT_DIR = '/in';
const OUTPUT_DIR = '/out';
const LOG_LINES = 80;

/** Where an input is, for arguments that name it inside another file (a concat list). */
export const mediaInputPath = (name: string): string => `${INPUT_DIR}/${name}`;

/** Compiled once per worker; each job gets a fresh instance (its memory is freed with it). */
let compiled: Promise<{ module: WebAssembly.Module; factory: CoreFactory } | ToolError> | undefined;

async function compile(): Promise<{ module: WebAssembly.Module; factory: CoreFactory } | ToolError> {
  const bytes = await loadBigAsset(FFMPEG_CORE);
  if (isToolError(bytes)) return bytes;
  try {
    const [module, script] = await Promise.all([WebAssembly.compile(bytes), import('@ffmpeg/core')]);
    return { module, factory: (script as { default: CoreFactory }).default };
  } catch {
    return toolError('downloadFailed', { name: FFMPEG_CORE.name });
  }
}

async function instance(): Promise<Core | ToolError> {
  compiled ??= compile();
  const ready = await compiled;
  if (isToolError(ready)) {
    compiled = undefined;
    return ready;
  }
  // The core is built for workers only and reads self.location when made: in Node (tests, the command
  // line) it gets a stand-in for that one read.
  const scope = globalThis as { self?: unknown };
  const standIn = scope.self === undefined;
  if (standIn) scope.self = { location: { href: import.meta.url } };
  try {
    return await ready.factory({
      instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) {
        void WebAssembly.instantiate(ready.module, imports).then(receive);
        return {};
      },
    });
  } finally {
    if (standIn) delete scope.self;
  }
}

/**
 * Runs ffmpeg once, in a fresh instance: inputs are mounted read-only (a chosen file is read in slices
 * where the worker can, WORKERFS; else copied in), outputs are read back. A run that ends without its
 * outputs, or that the core aborts (a file it cannot read, memory the tab does not have), is a ToolError:
 * `mediaNotReadable` when ffmpeg could not read an input, `mediaOutOfMemory`, else `mediaFailed`.
 */
export async function ffmpeg(job: FfmpegJob): Promise<FfmpegDone | ToolError> {
  const made = await instance();
  if (isToolError(made)) return made;
  const log: string[] = [];
  made.setLogger(({ message }) => {
    log.push(message);
    if (log.length > LOG_LINES) log.shift();
  });
  made.setProgress(({ progress, time }) => {
    const share = job.duration ? time / 1e6 / job.duration : progress;
    if (share >= 0) reportProgress(Math.min(share, 1) * 1000, 1000);
  });
  try {
    await mountInputs(made, job.inputs);
    made.FS.mkdir(OUTPUT_DIR);
    made.FS.chdir(OUTPUT_DIR);
  } catch {
    return notReadable(job.inputs[0]);
  }
  const names = new Set(job.inputs.map((f) => f.name));
  const args = frameTimingKept(coreSafe(job.args.map((arg) => (names.has(arg) ? mediaInputPath(arg) : arg))), job.outputs);
  let code: number;
  try {
    code = made.exec(...args);
  } catch (error) {
    return failure(job, log, error);
  }
  const files: Record<string, Uint8Array> = {};
  for (const name of job.outputs) {
    try {
      files[name] = made.FS.readFile(`${OUTPUT_DIR}/${name}`);
    } catch {
      return failure(job, log);
    }
  }
  if (code !== 0 && job.outputs.some((name) => files[name]!.length === 0)) return failure(job, log);
  return { files, log };
}

/**
 * Arguments that keep clear of this core's own faults, for every tool at once: its libopus crashes on stereo
 * sound ("memory access out of bounds") at a compression level of 5 or more, its default being 10, so Opus
 * is encoded at level 4 (a little less efficient, the same quality) unless a tool chose a level itself.
 */
export function coreSafe(args: readonly string[]): string[] {
  const out = [...args];
  if (out.includes('-compression_level')) return out;
  for (let i = out.length - 2; i >= 0; i--) if (/^-(c|codec|acodec)(:a)?(:\d+)?$/.test(out[i]!) && out[i + 1] === 'libopus') out.splice(i + 2, 0, '-compression_level', '4');
  return out;
}

/**
 * Each frame keeps its own time unless a tool sets a rate (`-r`, `-fps_mode`). Left to itself, ffmpeg writes
 * an MP4 at a constant rate, the one it guesses for the input, repeating frames to fill it; a browser's
 * recording (MediaRecorder's WebM: millisecond timestamps, no rate stated) is guessed at up to 1,000 fps, so
 * 75 frames recorded became 4,418 encoded and the run took minutes. `-fps_mode vfr` before each output
 * passes every frame once, at its time.
 */
export function frameTimingKept(args: readonly string[], outputs: readonly string[]): string[] {
  if (args.some((arg) => /^-(r|fps_mode|vsync)(:|$)/.test(arg))) return [...args];
  return args.flatMap((arg, i) => (outputs.includes(arg) && args[i - 1] !== '-i' ? ['-fps_mode', 'vfr', arg] : [arg]));
}

async function mountInputs(made: Core, inputs: readonly MediaFile[]): Promise<void> {
  made.FS.mkdir(INPUT_DIR);
  const blobs = inputs.filter((f): f is MediaFile & { data: Blob } => typeof Blob !== 'undefined' && f.data instanceof Blob);
  // WORKERFS reads a Blob with FileReaderSync, which only workers have: elsewhere the bytes are copied in.
  const sliced = typeof (globalThis as { FileReaderSync?: unknown }).FileReaderSync === 'function' && blobs.length === inputs.length;
  if (sliced) {
    made.FS.mount(made.FS.filesystems.WORKERFS, { blobs: blobs.map((f) => ({ name: f.name, data: f.data })) }, INPUT_DIR);
    return;
  }
  for (const file of inputs) made.FS.writeFile(mediaInputPath(file.name), file.data instanceof Uint8Array ? file.data : new Uint8Array(await file.data.arrayBuffer()));
}

/** Why a run failed, from what ffmpeg logged (its messages are stable English text) or what the core threw. */
function failure(job: FfmpegJob, log: readonly string[], thrown?: unknown): ToolError {
  const text = log.join('\n');
  // Memory the tab could not give is said as such; "memory access out of bounds" is the core failing, not memory running out.
  if (thrown instanceof Error && /Cannot enlarge memory|Out of memory|OOM/i.test(thrown.message)) return toolError('mediaOutOfMemory');
  if (/Cannot allocate memory|Out of memory|Cannot enlarge memory/i.test(text)) return toolError('mediaOutOfMemory');
  if (/Invalid data found when processing input|could not find codec parameters|moov atom not found|Error opening input|does not contain any stream|EBML header parsing failed|Invalid argument.*\/in\//.test(text)) {
    return notReadable(job.inputs[0]);
  }
  return toolError('mediaFailed', { reason: lastError(log) || (thrown instanceof Error ? thrown.message : '') });
}

/** ffmpeg's last message that says what went wrong, for the error shown (its own words: there are hundreds). */
function lastError(log: readonly string[]): string {
  const lines = log.map((line) => line.trim()).filter((line) => line && !/^(frame=|size=|video:|\[out#|Stream mapping|Press \[q\]|Aborted\()/.test(line));
  return lines.findLast((line) => /error|invalid|not|unable|fail/i.test(line)) ?? lines.at(-1) ?? '';
}

/** One stream of a media file, as ffprobe reads it. */
export interface ProbedStream {
  readonly index: number;
  readonly type: 'video' | 'audio' | 'subtitle' | 'data' | 'attachment';
  readonly codec: string;
  readonly width?: number;
  readonly height?: number;
  /**
   * Frames per second, the average the file states (avg_frame_rate). None for a file that states none (a
   * browser's recording, MediaRecorder's WebM): ffprobe's guess from its millisecond timestamps (r_frame_rate,
   * up to 1,000 fps) is not a rate.
   */
  readonly frameRate?: number;
  readonly sampleRate?: number;
  readonly channels?: number;
  /** Degrees clockwise the player turns the picture (a phone's portrait video). */
  readonly rotation?: number;
}

export interface ProbedMedia {
  /** Seconds; 0 when the container does not say (a single image). */
  readonly duration: number;
  readonly format: string;
  readonly streams: readonly ProbedStream[];
}

interface FfprobeJson {
  format?: { duration?: string; format_name?: string };
  streams?: {
    index: number;
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    sample_rate?: string;
    channels?: number;
    side_data_list?: { rotation?: number }[];
    tags?: { rotate?: string };
  }[];
}

const rate = (fraction: string | undefined): number | undefined => {
  const [n, d] = (fraction ?? '').split('/').map(Number);
  return n && d ? n / d : undefined;
};


/** What a media file holds (duration, streams), read by ffprobe in the same core: `mediaNotReadable` when it is not media. */
/** ffprobe's JSON answer about one file, in a fresh instance: `mediaNotReadable` when it cannot say. */
async function ffprobeJson<T>(file: MediaFile, args: readonly string[]): Promise<T | ToolError> {
  const made = await instance();
  if (isToolError(made)) return made;
  const out: string[] = [];
  made.setLogger(({ type, message }) => type === 'stdout' && out.push(message));
  try {
    await mountInputs(made, [file]);
    made.ffprobe('-v', 'error', ...args, '-of', 'json', mediaInputPath(file.name));
    return JSON.parse(out.join('\n')) as T;
  } catch {
    return notReadable(file);
  }
}

export async function probeMedia(file: MediaFile): Promise<ProbedMedia | ToolError> {
  const json = await ffprobeJson<FfprobeJson>(file, ['-show_entries', 'format=duration,format_name:stream=index,codec_type,codec_name,width,height,avg_frame_rate,sample_rate,channels:stream_side_data=rotation:stream_tags=rotate']);
  if (isToolError(json)) return json;
  const streams = (json.streams ?? [])
    .filter((s) => ['video', 'audio', 'subtitle', 'data', 'attachment'].includes(s.codec_type ?? ''))
    .map((s): ProbedStream => {
      const turn = s.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? (s.tags?.rotate ? -Number(s.tags.rotate) : undefined);
      return {
        index: s.index,
        type: s.codec_type as ProbedStream['type'],
        codec: s.codec_name ?? '',
        ...(s.width && { width: s.width }),
        ...(s.height && { height: s.height }),
        ...(s.codec_type === 'video' && rate(s.avg_frame_rate) && { frameRate: rate(s.avg_frame_rate) }),
        ...(s.sample_rate && { sampleRate: Number(s.sample_rate) }),
        ...(s.channels && { channels: s.channels }),
        // ffprobe gives the display matrix's angle counter-clockwise; players turn the picture the other way.
        ...(turn && { rotation: (((-turn % 360) + 360) % 360) }),
      };
    });
  if (!json.format || streams.every((s) => s.type !== 'video' && s.type !== 'audio')) return notReadable(file);
  const duration = Number(json.format.duration);
  return { duration: Number.isFinite(duration) && duration > 0 ? duration : 0, format: json.format.format_name ?? '', streams };
}

/**
 * The keyframe at or before a position of a file's first video track, in seconds from the file's start (as
 * ffmpeg's -ss counts): where a cut without re-encoding (stream copy) can really begin. ffprobe seeks to the
 * position (its container index lands on a keyframe at or before it) and lists the packets up to it, so a long
 * file is never read whole. `undefined` when the file has no video track.
 */
export async function keyframeAtOrBefore(file: MediaFile, seconds: number): Promise<number | undefined | ToolError> {
  const keys = await packetKeyframes(file, `${ffmpegSeconds(seconds)}%${ffmpegSeconds(seconds + 0.001)}`);
  if (isToolError(keys) || keys === undefined) return keys;
  const before = keys.filter((t) => t <= seconds + 1e-6);
  if (before.length) return Math.max(...before);
  // The index put the seek past the position (a file without one): read from the start.
  const all = await packetKeyframes(file, `%${ffmpegSeconds(seconds + 0.001)}`);
  if (isToolError(all) || all === undefined) return all;
  return Math.max(0, ...all.filter((t) => t <= seconds + 1e-6));
}

/** The times of the keyframe packets of the first video track in an interval (ffprobe's -read_intervals), from the file's start. */
async function packetKeyframes(file: MediaFile, interval: string): Promise<number[] | undefined | ToolError> {
  const json = await ffprobeJson<{ packets?: { pts_time?: string; flags?: string }[]; streams?: unknown[]; format?: { start_time?: string } }>(file, [
    '-select_streams', 'v:0', '-read_intervals', interval, '-show_entries', 'packet=pts_time,flags:format=start_time:stream=index',
  ]);
  if (isToolError(json)) return json;
  // A file ffprobe could not open lists nothing; one without a video track lists no packets and no streams.
  if (!json.packets) return notReadable(file);
  if (!json.streams?.length) return undefined;
  const start = Number(json.format?.start_time) || 0;
  return (json.packets ?? []).filter((p) => p.flags?.startsWith('K') && p.pts_time !== undefined && Number.isFinite(Number(p.pts_time))).map((p) => Math.max(0, Number(p.pts_time) - start));
}
