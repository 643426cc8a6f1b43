/**
 * Recipes saved in this browser (localStorage `tool-recipes`), each with its name, beside the favourites
 * (src/app/picks.ts): restored after hydration like them. Only the steps are kept, never an input.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { RecipeStep } from '../../recipe/recipe.ts';

export interface SavedRecipe {
  readonly name: string;
  readonly steps: readonly RecipeStep[];
}

interface SavedState {
  recipes: SavedRecipe[];
  /** Saves under its name, replacing a recipe of the same name. */
  save: (recipe: SavedRecipe) => void;
  remove: (name: string) => void;
}

export const useSavedRecipes = create<SavedState>()(
  persist(
    (set, get) => ({
      recipes: [],
      save: (recipe) => set({ recipes: [...get().recipes.filter((r) => r.name !== recipe.name), recipe].sort((a, b) => a.name.localeCompare(b.name)) }),
      remove: (name) => set({ recipes: get().recipes.filter((r) => r.name !== name) }),
    }),
    { name: 'tool-recipes', storage: createJSONStorage(() => localStorage), skipHydration: true, version: 1 },
  ),
);

export function restoreSavedRecipes(): void {
  if (!useSavedRecipes.persist.hasHydrated()) void useSavedRecipes.persist.rehydrate();
}
