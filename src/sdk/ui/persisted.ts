/**
 * What a visitor changes is remembered in this browser only (localStorage), per tool:
 * option values of generic tools and state that bespoke panels choose to keep.
 * Hydrated after the first render, so server-rendered HTML always shows the defaults.
 */
import { useCallback } from 'react';
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';

interface PersistedState {
  byTool: Record<string, Record<string, unknown>>;
  set: (toolId: string, key: string, value: unknown) => void;
  reset: (toolId: string) => void;
}

export const usePersisted = create<PersistedState>()(
  persist(
    (set, get) => ({
      byTool: {},
      set: (toolId, key, value) => set({ byTool: { ...get().byTool, [toolId]: { ...get().byTool[toolId], [key]: value } } }),
      reset: (toolId) => {
        const { [toolId]: _, ...rest } = get().byTool;
        set({ byTool: rest });
      },
    }),
    { name: 'tool-settings', storage: createJSONStorage(() => localStorage), skipHydration: true, version: 1 },
  ),
);

/** Called once by the client after hydration. */
export function restorePersisted(): void {
  void usePersisted.persist.rehydrate();
}

/** State a bespoke panel keeps across visits, like useState. */
export function usePersistentState<T>(toolId: string, key: string, initial: T): [T, (value: T) => void] {
  const stored = usePersisted((s) => s.byTool[toolId]?.[key]) as T | undefined;
  const setStored = usePersisted((s) => s.set);
  const update = useCallback((value: T) => setStored(toolId, key, value), [setStored, toolId, key]);
  return [stored ?? initial, update];
}
