/**
 * qpdf in the tool's worker, for the PDF tools that rewrite a file's structure (compress, protect, unlock):
 * qpdf 12.2 compiled to WebAssembly (@neslinesli93/qpdf-wasm: the wrapper ISC, qpdf Apache-2.0, with zlib and
 * libjpeg-turbo inside). Its 1.3 MB WebAssembly file is a big asset (QPDF_CORE: list it in the manifest's
 * bigAssets), downloaded on the first run and kept; its 43 kB loader comes with it, never with the page.
 *
 * The package's loader fetches its WebAssembly itself and takes no bytes (no `wasmBinary`), so the file is first
 * downloaded by loadBigAsset (progress shown, kept in the cache the service worker answers from) and the loader
 * then finds it at the same URL, from that cache (as media-info does). In Node (tests, the command line) the URL
 * is the package's file, read from disk. Each job gets a fresh instance: qpdf keeps state between runs (its
 * logger), and the memory of a big file is freed with the instance.
 */
import core from '@neslinesli93/qpdf-wasm/dist/qpdf.wasm?big';
import { loadBigAsset } from '../core/bigAssets.ts';
import { isToolError, toolError, type ToolError } from '../core/toolError.ts';

/** qpdf's WebAssembly file: a manifest's bigAssets entry for a tool that calls qpdf(). */
export const QPDF_CORE = core;

export interface QpdfJob {
  /** Files qpdf reads, by name (the arguments name them as they are: qpdf runs in their folder). */
  readonly inputs: Readonly<Record<string, Uint8Array>>;
  /** qpdf's arguments, without the program's name. */
  readonly args: readonly string[];
  /** Files it writes, read back when it ends (one missing is left out of `files`). */
  readonly outputs?: readonly string[];
}

export interface QpdfDone {
  /** qpdf's exit code: 0 done, 2 errors, 3 done with warnings (a damaged file repaired). */
  readonly code: number;
  readonly stdout: readonly string[];
  readonly stderr: readonly string[];
  readonly files: Readonly<Record<string, Uint8Array>>;
}

/** The part of the Emscripten module used here. */
interface Core {
  callMain(args: string[]): number;
  FS: {
    mkdir(path: string): void;
    chdir(path: string): void;
    writeFile(path: string, data: Uint8Array): void;
    readFile(path: string): Uint8Array;
  };
}
type CoreFactory = (module: Record<string, unknown>) => Promise<Core>;

const DIR = '/work';

/**
 * The loader writes with console.log and console.error (bound when an instance is made; the build keeps no
 * print hooks): while an instance is made, both are one function that writes into the running job's lines,
 * or to the console when no job runs.
 */
let lines: { stdout: string[]; stderr: string[] } | undefined;
const console_ = globalThis.console;
const original = { log: console_.log, error: console_.error };
const toJob = (stream: 'stdout' | 'stderr') => (...parts: unknown[]) => {
  if (lines) lines[stream].push(parts.map(String).join(' '));
  else (stream === 'stdout' ? original.log : original.error).apply(console_, parts);
};
const writers = { log: toJob('stdout'), error: toJob('stderr') };

async function instance(): Promise<Core | ToolError> {
  const downloaded = await loadBigAsset(QPDF_CORE);
  if (isToolError(downloaded)) return downloaded;
  try {
    const factory = ((await import('@neslinesli93/qpdf-wasm')) as unknown as { default: CoreFactory }).default;
    console_.log = writers.log;
    console_.error = writers.error;
    let made: Promise<Core>;
    try {
      made = factory({ locateFile: () => QPDF_CORE.url, noInitialRun: true });
    } finally {
      console_.log = original.log;
      console_.error = original.error;
    }
    return await made;
  } catch {
    return toolError('downloadFailed', { name: QPDF_CORE.name });
  }
}

/**
 * Runs qpdf once, in a fresh instance: inputs written into its memory, outputs read back. qpdf's own refusals
 * (exit code 2, its message on stderr) are returned as they are, for the tool to say in its words: see
 * qpdfProblem. A core that fails to start is `downloadFailed`; one that aborts (memory) `pdfOutOfMemory`.
 */
export async function qpdf(job: QpdfJob): Promise<QpdfDone | ToolError> {
  const made = await instance();
  if (isToolError(made)) return made;
  const out = { stdout: [] as string[], stderr: [] as string[] };
  // In Node the core sets process.exitCode when qpdf exits with an error: the command line's own is kept.
  const node = (globalThis as { process?: { exitCode?: number | string } }).process;
  const exitCode = node?.exitCode;
  let code: number;
  try {
    made.FS.mkdir(DIR);
    made.FS.chdir(DIR);
    for (const [name, bytes] of Object.entries(job.inputs)) made.FS.writeFile(`${DIR}/${name}`, bytes);
    lines = out;
    code = made.callMain([...job.args]);
  } catch (error) {
    const status = (error as { status?: unknown } | undefined)?.status;
    if (typeof status === 'number') code = status;
    else return toolError('pdfOutOfMemory');
  } finally {
    lines = undefined;
    if (node) node.exitCode = exitCode;
  }
  const files: Record<string, Uint8Array> = {};
  for (const name of job.outputs ?? []) {
    try {
      files[name] = made.FS.readFile(`${DIR}/${name}`);
    } catch {
      // Not written: qpdf refused (its code and message say why).
    }
  }
  return { code, stdout: out.stdout, stderr: out.stderr, files };
}

/** What qpdf's messages say went wrong with a file, in the terms the PDF tools use. */
export type QpdfProblem = 'notPdf' | 'wrongPassword' | 'damaged';

/** Why qpdf refused a file, read from its messages (stable English text): not a PDF, a password it needs, or damaged. */
export function qpdfProblem(stderr: readonly string[]): QpdfProblem {
  const text = stderr.join('\n');
  if (/invalid password/i.test(text)) return 'wrongPassword';
  if (/can't find PDF header/i.test(text)) return 'notPdf';
  return 'damaged';
}

/** How a PDF is locked, as qpdf --show-encryption says it (read with the password given, if any). */
export interface PdfEncryption {
  readonly encrypted: boolean;
  /** The password given is the owner's (every permission then applies to the one who gave it). */
  readonly ownerPassword: boolean;
  /** AES-256, AES-128, RC4…: qpdf's words for the method of its streams ("AESv3"). */
  readonly method: string;
  /** Each permission qpdf lists, allowed or not ("print high resolution": true). */
  readonly permissions: Readonly<Record<string, boolean>>;
}

/** qpdf --show-encryption's lines, read: `R = 6`, `extract for any purpose: not allowed`, `stream encryption method: AESv3`. */
export function readEncryption(stdout: readonly string[]): PdfEncryption {
  const permissions: Record<string, boolean> = {};
  let method = '';
  let encrypted = true;
  let ownerPassword = false;
  for (const line of stdout) {
    if (/^File is not encrypted/.test(line)) encrypted = false;
    if (/^Supplied password is owner password/.test(line)) ownerPassword = true;
    const permission = /^([a-z][a-z ]+): (allowed|not allowed)$/.exec(line);
    if (permission) permissions[permission[1]!] = permission[2] === 'allowed';
    const stream = /^stream encryption method: (\S+)/.exec(line);
    if (stream) method = stream[1]!;
  }
  return { encrypted, ownerPassword, method, permissions };
}
