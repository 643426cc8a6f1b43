/**
 * How the site ranks what a visitor types, in the header's search box and in the command palette
 * alike. First the page's language: names containing the query (starting with it, then a word
 * starting with it, then anywhere), then entries whose names and keywords have every word of the
 * query at the start of a word ("ip" finds "IP address", not "tip"). Then every language and typos:
 * entries whose words in any language start with every word of the query, as typed or with a typo
 * or two ("zinseszins" and "mortage" find the compound interest and loan calculators on the English
 * site), fewest typos first, the page's language before another on a tie. Favourite and recent tools
 * go ahead of others of the same rank. Pure, so it is tested without a page.
 */
import { fold, searchWords } from './words.ts';

export interface RankedEntry {
  key: string;
  /** In the page's language. */
  label: string;
  /** In the page's language. */
  keywords: string;
  /** The words of its names and keywords in every language, space-separated (SearchWords); '' for an action. */
  words: string;
  /** A favourite or recently used tool. */
  picked: boolean;
}

/** The entries with what the ranking compares, prepared once per list (see searchIndex). */
interface Having {
  entry: number;
  page: boolean;
  name: boolean;
}

export interface SearchIndex<E extends RankedEntry> {
  entries: readonly E[];
  /** Each entry's name, and its name and keywords, in the page's language, folded. */
  folded: readonly { name: string; text: string }[];
  /** Every word of any entry in any language: the entries that have it, whether in the page's language, and in its name there. */
  words: ReadonlyMap<string, readonly Having[]>;
}

export function searchIndex<E extends RankedEntry>(entries: readonly E[]): SearchIndex<E> {
  const words = new Map<string, Having[]>();
  const add = (word: string, having: Having) => {
    const list = words.get(word);
    if (list) list.push(having);
    else words.set(word, [having]);
  };
  entries.forEach((e, entry) => {
    const name = new Set(searchWords(e.label));
    const own = new Set([...name, ...searchWords(e.keywords)]);
    for (const word of own) add(word, { entry, page: true, name: name.has(word) });
    for (const word of e.words.split(' ')) if (word !== '' && !own.has(word)) add(word, { entry, page: false, name: false });
  });
  return { entries, folded: entries.map((e) => ({ name: fold(e.label), text: fold(`${e.label} ${e.keywords}`) })), words };
}

/** Typos forgiven in a word of the query, by its length (one from 4 letters, two from 8, as search engines do): "uhr" is not "url". */
export function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Rows of the edit distance table, kept between calls (a search compares thousands of words per key pressed). */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The edits (a letter added, dropped or changed, or two neighbours swapped) that make `word` start
 * with `typed` (the last word may be unfinished: "mortag" is one edit from "mortgage"), and those that
 * make it `typed` whole; more than `max` counts as max + 1.
 */
export function editsTo(typed: string, word: string, max: number): { start: number; whole: number } {
  const over = { start: max + 1, whole: max + 1 };
  const m = typed.length;
  if (word.length < m - max) return over;
  // Edit distance, row by row over `typed`, against every start of `word` at once (the last row).
  const n = Math.min(word.length, m + max);
  if (rows[0]!.length <= n) rows = rows.map(() => new Int32Array(2 * n + 2));
  let [older, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= n; j++) {
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (typed[i - 1] === word[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) d = Math.min(d, older[j - 2]! + 1);
      row[j] = d;
      if (d < least) least = d;
    }
    // No cell of a later row is smaller than the smallest of this one.
    if (least > max) return over;
    [older, prev, row] = [prev, row, older];
  }
  let start = max + 1;
  for (let j = 0; j <= n; j++) start = Math.min(start, prev[j]!);
  return { start, whole: n === word.length ? Math.min(max + 1, prev[n]!) : max + 1 };
}

/**
 * The entries whose words in any language match every word of the query, with a typo or two in
 * words long enough: fewest typos first, then those matched in the page's language, then in its names.
 */
const count = (flags: readonly boolean[]) => flags.filter(Boolean).length;

function wordMatches<E extends RankedEntry>(query: string, index: SearchIndex<E>): E[] {
  const typed = searchWords(query);
  if (typed.length === 0) return [];
  // Per entry, per word of the query: the fewest typos it was found with, and whether only in another language or outside the name.
  const found = new Map<number, { typos: number[]; foreign: boolean[]; unnamed: boolean[] }>();
  typed.forEach((t, w) => {
    const max = typosAllowed(t);
    for (const [word, having] of index.words) {
      const edits = max === 0 ? { start: word.startsWith(t) ? 0 : 1, whole: word === t ? 0 : 1 } : editsTo(t, word, max);
      if (edits.start > max) continue;
      // A word typed whole goes ahead of one it only starts with, for as many typos ("regx": "regex", then "regresiva").
      const typos = edits.whole === edits.start ? edits.start : edits.start + 0.5;
      for (const { entry, page, name } of having) {
        let f = found.get(entry);
        if (!f) found.set(entry, (f = { typos: typed.map(() => Infinity), foreign: typed.map(() => true), unnamed: typed.map(() => true) }));
        if (typos < f.typos[w]! || (typos === f.typos[w] && ((page && f.foreign[w]) || (name && f.unnamed[w])))) {
          f.typos[w] = typos;
          f.foreign[w] = !page;
          f.unnamed[w] = !name;
        }
      }
    }
  });
  return [...found]
    .filter(([, f]) => f.typos.every(Number.isFinite))
    .map(([entry, f]) => ({ entry: index.entries[entry]!, typos: f.typos.reduce((a, b) => a + b, 0), foreign: count(f.foreign), unnamed: count(f.unnamed) }))
    .sort((a, b) => a.typos - b.typos || a.foreign - b.foreign || a.unnamed - b.unnamed || Number(b.entry.picked) - Number(a.entry.picked))
    .map((m) => m.entry);
}

/** The entries matching a query, best first, at most `limit` (none for a blank query). */
export function rankEntries<E extends RankedEntry>(query: string, index: SearchIndex<E>, limit: number): E[] {
  const q = fold(query.trim());
  if (!q) return [];
  const { entries, folded } = index;
  const byPicked = (a: number, b: number) => Number(entries[b]!.picked) - Number(entries[a]!.picked);
  // Each word at the start of a word of the text: "ip" finds "IP address", not "tip".
  const wordStart = (w: string) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
  // A name that starts with the query, then one with a word starting with it, then one containing it.
  const queryStart = wordStart(q);
  const nameRank = (i: number) => {
    const name = folded[i]!.name;
    return name.startsWith(q) ? 0 : queryStart.test(name) ? 1 : name.includes(q) ? 2 : 3;
  };
  const all = entries.map((_, i) => i);
  const named = all.filter((i) => nameRank(i) < 3).sort((a, b) => nameRank(a) - nameRank(b) || byPicked(a, b));
  const starts = q.split(/\s+/).map(wordStart);
  const described = all.filter((i) => starts.every((re) => re.test(folded[i]!.text))).sort(byPicked);
  const seen = new Set<string>();
  return [...[...named, ...described].map((i) => entries[i]!), ...wordMatches(q, index)].filter((e) => !seen.has(e.key) && seen.add(e.key)).slice(0, limit);
}
