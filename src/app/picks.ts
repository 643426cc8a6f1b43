/**
 * The visitor's favourite tools and the last tools used, stored only in this browser
 * (localStorage), restored after hydration like the tools' settings. Export writes them with the
 * remembered settings to a JSON file; import reads one back; forgetAll clears everything the site
 * stored in this browser.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { usePersisted } from '@sdk/ui/persisted.ts';
import { findTool } from '../registry/index.ts';
import { useTheme } from './theme.ts';

export const RECENT_COUNT = 8;
/** Tells an export of this site from any other JSON file. */
export const EXPORT_FORMAT = 'toolbench-picks';

interface PicksState {
  favourites: string[];
  recents: string[];
  toggleFavourite: (id: string) => void;
  /** A tool page was opened: it goes to the front of the recent tools. */
  visit: (id: string) => void;
}

export const usePicks = create<PicksState>()(
  persist(
    (set, get) => ({
      favourites: [],
      recents: [],
      toggleFavourite: (id) => {
        const { favourites } = get();
        set({ favourites: favourites.includes(id) ? favourites.filter((f) => f !== id) : [...favourites, id] });
      },
      visit: (id) => set({ recents: [id, ...get().recents.filter((r) => r !== id)].slice(0, RECENT_COUNT) }),
    }),
    { name: 'tool-picks', storage: createJSONStorage(() => localStorage), skipHydration: true, version: 1 },
  ),
);

export function restorePicks(): void {
  void usePicks.persist.rehydrate();
}

export interface PicksExport {
  format: typeof EXPORT_FORMAT;
  version: 1;
  favourites: string[];
  settings: Record<string, Record<string, unknown>>;
}

export function exportPicks(): PicksExport {
  return { format: EXPORT_FORMAT, version: 1, favourites: usePicks.getState().favourites, settings: usePersisted.getState().byTool };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an export: favourites and settings of tools this site has (others are left out), added to
 * what is stored. Null when the text is not an export of this site.
 */
export function parsePicks(text: string): { favourites: string[]; settings: Record<string, Record<string, unknown>> } | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.format !== EXPORT_FORMAT || !Array.isArray(data.favourites) || !isRecord(data.settings)) return null;
  const favourites = [...new Set(data.favourites.filter((id): id is string => typeof id === 'string' && findTool(id) !== undefined))];
  const settings: Record<string, Record<string, unknown>> = {};
  for (const [id, values] of Object.entries(data.settings)) if (findTool(id) && isRecord(values)) settings[id] = values;
  return { favourites, settings };
}

/** Adds what an export holds to what is stored; says how much it brought. */
export function importPicks(picks: NonNullable<ReturnType<typeof parsePicks>>): { favourites: number; tools: number } {
  const { favourites } = usePicks.getState();
  usePicks.setState({ favourites: [...favourites, ...picks.favourites.filter((id) => !favourites.includes(id))] });
  const byTool = usePersisted.getState().byTool;
  usePersisted.setState({ byTool: { ...byTool, ...Object.fromEntries(Object.entries(picks.settings).map(([id, v]) => [id, { ...byTool[id], ...v }])) } });
  return { favourites: picks.favourites.length, tools: Object.keys(picks.settings).length };
}

/** Clears everything this site stored in this browser: favourites, recent tools, settings, theme, language. */
export function forgetAll(): void {
  // The stores first: each writes its empty state, which the clear below then removes too.
  usePicks.setState({ favourites: [], recents: [] });
  usePersisted.setState({ byTool: {} });
  useTheme.getState().choose('system');
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage refused: nothing was stored either.
  }
}

/** Whether the stored picks are read: never on the server, which has no storage (and so no persist API). */
export function picksRead(): boolean {
  return usePicks.persist?.hasHydrated() ?? false;
}

/** Runs `run` now if the stored picks are read, else once they are; the function returned cancels the wait. */
export function whenPicksRead(run: () => void): () => void {
  if (picksRead()) {
    run();
    return () => undefined;
  }
  return usePicks.persist.onFinishHydration(run);
}

/** Counts a visit once the stored picks are read (a page's effects run before the layout restores them). */
export function recordVisit(id: string): () => void {
  return whenPicksRead(() => usePicks.getState().visit(id));
}
