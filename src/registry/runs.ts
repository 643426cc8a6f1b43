/** Each plugin's run(), lazily by id, for the Web Worker (a tool page loads its own through virtual:tool-parts). */
import type { RunFn } from '@sdk/core/tool.ts';

export type AnyRun = RunFn<never, never, unknown> | RunFn;
const runs = import.meta.glob<AnyRun>('/plugins/*/run.ts', { import: 'run' });

/** A tool's run() as the host calls it: with the input and options its manifest declares. */
export type HostRun = (input: unknown, options: Record<string, unknown>, start?: string) => unknown;

export function loadRun(id: string): Promise<HostRun> {
  const load = runs[`/plugins/${id}/run.ts`];
  return load ? (load() as Promise<HostRun>) : Promise.reject(new Error(`No run.ts for ${id}`));
}
