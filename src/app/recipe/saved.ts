/**
 * Recipes saved in this browser (localStorage `tool-recipes`), each with its name, beside the favourites
 * (src/app/picks.ts): read after hydration, as they are. Only the steps are kept, never an input.
 */
import { create } from 'zustand';
import type { RecipeStep } from '../../recipe/recipe.ts';

export interface SavedRecipe {
  readonly name: string;
  readonly steps: readonly RecipeStep[];
}

const KEY = 'tool-recipes';

interface SavedState {
  recipes: SavedRecipe[];
  /** Saves under its name, replacing a recipe of the same name. */
  save: (recipe: SavedRecipe) => void;
  remove: (name: string) => void;
}

function store(recipes: SavedRecipe[]): SavedRecipe[] {
  try {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, recipes }));
  } catch {
    // Storage full or refused: kept for this visit.
  }
  return recipes;
}

export const useSavedRecipes = create<SavedState>()((set, get) => ({
  recipes: [],
  save: (recipe) => set({ recipes: store([...get().recipes.filter((r) => r.name !== recipe.name), recipe].sort((a, b) => a.name.localeCompare(b.name))) }),
  remove: (name) => set({ recipes: store(get().recipes.filter((r) => r.name !== name)) }),
}));

/** Reads what this browser keeps (after hydration: the prerendered page has none). */
export function restoreSavedRecipes(): void {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { recipes?: unknown } | null;
    const recipes = Array.isArray(kept?.recipes) ? kept.recipes.filter((r): r is SavedRecipe => typeof r?.name === 'string' && Array.isArray(r?.steps)) : [];
    useSavedRecipes.setState({ recipes });
  } catch {
    useSavedRecipes.setState({ recipes: [] });
  }
}
