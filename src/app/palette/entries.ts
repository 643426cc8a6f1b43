/**
 * What the command palette offers and in which order: with nothing typed, favourite then recent
 * tools, then the actions; with a query, names containing it first (in the page's language or
 * English), then entries whose names and keywords contain every word of it, then close fuzzy
 * matches (typos), favourites and recent tools ahead of others of about the same rank. Pure, so it
 * is tested without a page.
 */
import type Fuse from 'fuse.js';
import type { IFuseOptions } from 'fuse.js';

export interface PaletteEntry {
  key: string;
  kind: 'tool' | 'action';
  /** In the page's language. */
  label: string;
  /** The tool's English name, searched too (people often know a tool by its English name). */
  englishLabel: string;
  keywords: string;
  /** A favourite or recently used tool. */
  picked: boolean;
}

export const MAX_ENTRIES = 12;
/** A picked tool goes ahead of others whose fuzzy score is at most this much better. */
const PICKED_BONUS = 0.1;
/** Fuzzy matches worse than this (0 is perfect) are noise: "json" is not "son" in a long keyword list. */
const MAX_FUZZY_SCORE = 0.5;

export const paletteFuseOptions = {
  keys: [
    { name: 'label', weight: 0.55 },
    { name: 'englishLabel', weight: 0.25 },
    { name: 'keywords', weight: 0.2 },
  ],
  threshold: 0.35,
  ignoreLocation: true,
  ignoreDiacritics: true,
  includeScore: true,
} satisfies IFuseOptions<PaletteEntry>;

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Entries for a query: `picks` (favourites then recents) and then actions when nothing is typed. */
export function rankEntries<E extends PaletteEntry>(query: string, entries: readonly E[], fuse: Fuse<E> | null, picks: readonly string[]): E[] {
  const q = fold(query.trim());
  if (!q) {
    const byKey = new Map(entries.map((e) => [e.key, e]));
    const picked = picks.map((key) => byKey.get(key)).filter((e): e is E => e !== undefined);
    return [...picked, ...entries.filter((e) => e.kind === 'action')].slice(0, MAX_ENTRIES);
  }
  const byPicked = (a: E, b: E) => Number(b.picked) - Number(a.picked);
  const named = entries.filter((e) => fold(e.label).includes(q) || fold(e.englishLabel).includes(q));
  named.sort((a, b) => byPicked(a, b) || Number(fold(b.label).startsWith(q)) - Number(fold(a.label).startsWith(q)));
  const words = q.split(/\s+/);
  // Each word at the start of a word of the text: "ip" finds "IP address", not "tip".
  const starts = words.map((w) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u'));
  const described = entries.filter((e) => starts.every((re) => re.test(fold(`${e.label} ${e.englishLabel} ${e.keywords}`)))).sort(byPicked);
  const fuzzy = (fuse ? fuse.search(query.trim()) : [])
    .map((r) => ({ entry: r.item, score: (r.score ?? 1) - (r.item.picked ? PICKED_BONUS : 0) }))
    .filter((r) => r.score <= MAX_FUZZY_SCORE)
    .sort((a, b) => a.score - b.score)
    .map((r) => r.entry);
  const seen = new Set<string>();
  return [...named, ...described, ...fuzzy].filter((e) => !seen.has(e.key) && seen.add(e.key)).slice(0, MAX_ENTRIES);
}
