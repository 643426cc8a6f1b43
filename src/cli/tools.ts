/**
 * The tools as the command finds them: the same plugin folders the registry globs, read from the
 * file system (scripts/lib/plugins.ts), with what keeps a tool from running in Node decided from
 * its files and manifest, never from a list kept by hand.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViewFn } from '@sdk/core/result.ts';
import type { RunFn, ToolManifest } from '@sdk/core/tool.ts';
import { pluginIds, PLUGINS_DIR } from '../../scripts/lib/plugins.ts';

export { pluginIds as toolIds };

/** Why a tool cannot run here: its work is done by the site's API server, or it has no run() at all. */
export type CannotRun = 'server' | 'noRun';

export const CANNOT_RUN_TEXT: Record<CannotRun, string> = {
  server: 'needs the site’s API server, which does its work',
  noRun: 'has no run() to call: its page does the work in the browser',
};

/** Decided from the folder alone, so --list stays fast: a server tool has a server.ts (the contract tests hold to it). */
export function cannotRun(id: string): CannotRun | undefined {
  const dir = join(PLUGINS_DIR, id);
  if (existsSync(join(dir, 'server.ts'))) return 'server';
  if (!existsSync(join(dir, 'run.ts'))) return 'noRun';
  return undefined;
}

export interface CliTool {
  id: string;
  manifest: ToolManifest;
  /** Absent when the tool cannot run here. */
  run?: RunFn;
  view?: ViewFn;
}

const load = async <T>(id: string, file: string, name: string): Promise<T | undefined> => {
  const path = join(PLUGINS_DIR, id, file);
  if (!existsSync(path)) return undefined;
  return ((await import(pathToFileURL(path).href)) as Record<string, T>)[name];
};

/** A tool's manifest, and its run() and view() when it can run here. */
export async function loadTool(id: string): Promise<CliTool> {
  const manifest = await load<ToolManifest>(id, 'manifest.ts', 'manifest');
  if (!manifest) throw new Error(`plugins/${id}/manifest.ts exports no manifest`);
  // A server tool's run() only prepares the request; the server does the work.
  const runnable = !manifest.server && cannotRun(id) === undefined;
  const [run, view] = runnable ? await Promise.all([load<RunFn>(id, 'run.ts', 'run'), load<ViewFn>(id, 'view.ts', 'view')]) : [undefined, undefined];
  return { id, manifest, run, view };
}

const BROWSER_ONLY = /\b(document|window|navigator|DOMParser|HTMLCanvasElement|OffscreenCanvas|localStorage|FileReader|Image|XMLSerializer)\b is not defined|\b(document|window)\.\w+ is not a function/;

/** The Web API a thrown error says is missing in Node ("document is not defined"), if that is what it says. */
export function browserOnlyApi(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return BROWSER_ONLY.exec(message)?.slice(1).find((x) => x !== undefined);
}
