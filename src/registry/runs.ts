/** Each plugin's run(), lazily by id: shared by the tool page and the Web Worker. */
import type { RunFn, ToolInput } from '@sdk/core/manifest.ts';

export type AnyRun = RunFn<Record<string, unknown>, unknown, ToolInput>;
const runs = import.meta.glob<AnyRun>('/plugins/*/run.ts', { import: 'run' });

export function loadRun(id: string): Promise<AnyRun> {
  const load = runs[`/plugins/${id}/run.ts`];
  return load ? load() : Promise.reject(new Error(`No run.ts for ${id}`));
}
