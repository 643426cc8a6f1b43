/** The real command, spawned as a user runs it (bin/toolbench.mjs), for the terminal tests. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface Answer {
  code: number;
  stdout: string;
  stderr: string;
}

const BIN = join(process.cwd(), 'bin/toolbench.mjs');

/** Runs the command, with `stdin` piped in (none: stdin is closed empty). */
export function toolbench(args: readonly string[], stdin?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}
