/**
 * What the command reads and writes, passed in rather than reached for: the real process in
 * bin/toolbench.mjs, memory in the batch mode and the unit tests.
 */
import { openAsBlob } from 'node:fs';
import { readFile } from 'node:fs/promises';

export interface CliIo {
  /** Everything piped in; undefined when stdin is a terminal (nobody is going to type a JSON file). */
  readStdin(): Promise<Uint8Array | undefined>;
  readFile(path: string): Promise<Uint8Array>;
  /** A file left unread, for a tool that reads it in slices (a file field with read: 'blob'). */
  openBlob(path: string, type: string): Promise<Blob>;
  out(text: string): void;
  err(text: string): void;
  /** The clock, for fields that start at "now" and for relative times in results. */
  now(): number;
}

/** The process's own stdin, stdout, stderr, files and clock. */
export function processIo(): CliIo {
  return {
    async readStdin() {
      if (process.stdin.isTTY) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return new Uint8Array(Buffer.concat(chunks));
    },
    readFile: async (path) => new Uint8Array(await readFile(path)),
    openBlob: (path, type) => openAsBlob(path, { type }),
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    now: () => Date.now(),
  };
}

/** An invocation in memory: what it is given on stdin, and what it writes. */
export function memoryIo(stdin: string | undefined, now = Date.now()): CliIo & { stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  return {
    readStdin: async () => (stdin === undefined ? undefined : new TextEncoder().encode(stdin)),
    readFile: async (path) => new Uint8Array(await readFile(path)),
    openBlob: (path, type) => openAsBlob(path, { type }),
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    now: () => now,
    stdout: () => stdout,
    stderr: () => stderr,
  };
}
