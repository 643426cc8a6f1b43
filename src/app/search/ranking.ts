/**
 * How the site ranks what a visitor types, in the header's search box and in the command palette
 * alike: names containing the query first (in the page's language or English), then entries whose
 * names and keywords have every word of it at the start of a word ("ip" finds "IP address", not
 * "tip"), then close fuzzy matches (typos) and no weak ones; favourite and recent tools ahead of
 * others of about the same rank. Pure, so it is tested without a page.
 */
import type Fuse from 'fuse.js';
import type { IFuseOptions } from 'fuse.js';

export interface RankedEntry {
  key: string;
  /** In the page's language. */
  label: string;
  /** The English name, searched too (people often know a tool by its English name); '' if none. */
  englishLabel: string;
  keywords: string;
  /** A favourite or recently used tool. */
  picked: boolean;
}

/** A picked tool goes ahead of others whose fuzzy score is at most this much better. */
const PICKED_BONUS = 0.1;
/** Fuzzy matches worse than this (0 is perfect) are noise: "json" is not "son" in a long keyword list. */
const MAX_FUZZY_SCORE = 0.5;
/** A shorter query is a word being typed, not a typo: "uhr" is not "url". */
const MIN_FUZZY_LENGTH = 4;

export const rankingFuseOptions = {
  keys: [
    { name: 'label', weight: 0.55 },
    { name: 'englishLabel', weight: 0.25 },
    { name: 'keywords', weight: 0.2 },
  ],
  threshold: 0.35,
  ignoreLocation: true,
  ignoreDiacritics: true,
  includeScore: true,
} satisfies IFuseOptions<RankedEntry>;

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The entries matching a query, best first, at most `limit` (none for a blank query). */
export function rankEntries<E extends RankedEntry>(query: string, entries: readonly E[], fuse: Fuse<E> | null, limit: number): E[] {
  const q = fold(query.trim());
  if (!q) return [];
  const byPicked = (a: E, b: E) => Number(b.picked) - Number(a.picked);
  const names = (e: E) => [fold(e.label), fold(e.englishLabel)].filter((n) => n !== '');
  // Each word at the start of a word of the text: "ip" finds "IP address", not "tip".
  const wordStart = (w: string) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
  // A name that starts with the query, then one with a word starting with it, then one containing it.
  const queryStart = wordStart(q);
  const nameRank = (e: E) => Math.min(...names(e).map((n) => (n.startsWith(q) ? 0 : queryStart.test(n) ? 1 : n.includes(q) ? 2 : 3)));
  const named = entries.filter((e) => nameRank(e) < 3);
  named.sort((a, b) => nameRank(a) - nameRank(b) || byPicked(a, b));
  const starts = q.split(/\s+/).map(wordStart);
  const described = entries.filter((e) => starts.every((re) => re.test(fold(`${e.label} ${e.englishLabel} ${e.keywords}`)))).sort(byPicked);
  const fuzzy = (fuse && q.length >= MIN_FUZZY_LENGTH ? fuse.search(query.trim()) : [])
    .map((r) => ({ entry: r.item, score: (r.score ?? 1) - (r.item.picked ? PICKED_BONUS : 0) }))
    .filter((r) => r.score <= MAX_FUZZY_SCORE)
    .sort((a, b) => a.score - b.score)
    .map((r) => r.entry);
  const seen = new Set<string>();
  return [...named, ...described, ...fuzzy].filter((e) => !seen.has(e.key) && seen.add(e.key)).slice(0, limit);
}
