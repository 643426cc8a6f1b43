/**
 * Which plugins the suites that loop over every plugin cover: all of them, or only those named in
 * TOOL_IDS (comma-separated), which `npm run check:tool -- <id>` sets so one tool's checks load and
 * transform that tool alone. Anything not about one tool (the host's texts, the command's own flags)
 * runs only in the full pass.
 */
import { pluginIds } from '../scripts/lib/plugins.ts';

/** Every plugin, found as the registry and the build scripts find them. */
export const ALL_PLUGINS: readonly string[] = pluginIds();

const named = (process.env.TOOL_IDS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
for (const id of named) if (!ALL_PLUGINS.includes(id)) throw new Error(`TOOL_IDS names ${id}, which is not a folder of plugins/ with a meta.ts`);

/** True when only some tools are checked: the checks about the whole site are left to the full pass. */
export const ONE_TOOL_ONLY = named.length > 0;

/** The plugins to check. */
export const PLUGINS_CHECKED: readonly string[] = ONE_TOOL_ONLY ? named : ALL_PLUGINS;

/**
 * Loads, from an import.meta.glob map of lazy loaders keyed by "/plugins/<id>/<file>", the export of
 * each checked plugin (or of those given) that has the file: only those modules are transformed and imported.
 */
export async function loadChecked<T>(loaders: Record<string, () => Promise<T>>, file: string, ids: readonly string[] = PLUGINS_CHECKED): Promise<Record<string, T>> {
  const entries = await Promise.all(
    ids.map(async (id) => {
      const load = loaders[`/plugins/${id}/${file}`];
      return load ? ([`/plugins/${id}/${file}`, await load()] as const) : undefined;
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== undefined));
}

/** The files the plugin contract is split into (tests/contract/plugins.part<n>.test.ts), so that it runs on every core instead of finishing last on one. */
export const CONTRACT_PARTS = 4;

/**
 * The plugins checked in part `n` (1-based) of the contract: every fourth one, so costly and cheap tools
 * mix. When one tool's checks run (check:tool), the first part takes every named tool and runs alone.
 */
export function contractPart(n: number): readonly string[] {
  if (ONE_TOOL_ONLY) return n === 1 ? PLUGINS_CHECKED : [];
  return PLUGINS_CHECKED.filter((_, i) => i % CONTRACT_PARTS === n - 1);
}
