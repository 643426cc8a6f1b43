import type Fuse from 'fuse.js';
import type { IFuseOptions } from 'fuse.js';

export interface SearchItem {
  id: string;
  name: string;
  keywords: string;
  category: string;
  href: string;
}

const MAX_RESULTS = 8;

/**
 * Trimmed query; blank gives nothing. Names containing the query come first (the spec's
 * substring rule), then fuse.js's fuzzy matches on names and keywords (typos, other words).
 */
export function searchTools(query: string, items: readonly SearchItem[], fuse: Fuse<SearchItem> | null): SearchItem[] {
  const q = query.trim();
  if (!q) return [];
  const lower = fold(q);
  const exact = items.filter((i) => fold(i.name).includes(lower));
  const fuzzy = fuse ? fuse.search(q).map((r) => r.item) : items.filter((i) => fold(i.keywords).includes(lower));
  const seen = new Set(exact.map((i) => i.id));
  return [...exact, ...fuzzy.filter((i) => !seen.has(i.id) && seen.add(i.id))].slice(0, MAX_RESULTS);
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

searchTools.fuseOptions = {
  keys: [
    { name: 'name', weight: 0.7 },
    { name: 'keywords', weight: 0.3 },
  ],
  threshold: 0.35,
  ignoreLocation: true,
  ignoreDiacritics: true,
} satisfies IFuseOptions<SearchItem>;
