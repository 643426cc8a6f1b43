/**
 * The one way a server tool starts a program (the system's ping): never through a shell, with an
 * argument list, a minimal environment and only programs on an allow list; each start is counted,
 * so tests can prove that a refused request started none. The process is ended when the request's
 * signal aborts (SIGINT, then SIGKILL a second later).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

const ALLOWED = new Set(['ping']);

export const processStarts = { count: 0, last: [] as string[][] };

export function startProcess(command: string, args: readonly string[], signal: AbortSignal): ChildProcessWithoutNullStreams {
  if (!ALLOWED.has(command)) throw new Error(`${command} is not a program server tools may start`);
  for (const arg of args) if (typeof arg !== 'string' || arg.includes('\0')) throw new Error('Arguments are plain strings');
  processStarts.count++;
  processStarts.last = [...processStarts.last.slice(-20), [command, ...args]];
  const child = spawn(command, args, { shell: false, stdio: 'pipe', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' } });
  const stop = () => {
    child.kill('SIGINT');
    setTimeout(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'), 1000).unref();
  };
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  child.on('close', () => signal.removeEventListener('abort', stop));
  return child;
}
