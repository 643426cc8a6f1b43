/**
 * How the site ranks what a visitor types, in the header's search box and in the command palette
 * alike. First the page's language: names containing the query (starting with it, then a word
 * starting with it, then anywhere), then entries whose names and keywords have every word of the
 * query at the start of a word ("ip" finds "IP address", not "tip"). Then every language and typos:
 * entries whose words in any language start with every word of the query, as typed or with a typo
 * or two, found by Fuse.js ("zinseszins" and "mortage" find the compound interest and loan
 * calculators on the English site), fewest typos first, the page's language before another on a tie. Favourite and recent tools
 * go ahead of others of the same rank. A filtered list (all tools), which shows every match and not the best
 * few, keeps what is found without a typo, or else the fewest typos (filterEntries). Pure, so it is tested without a page.
 */
import Fuse, { type IFuseOptions } from 'fuse.js/basic';
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

/** The entries that have a word, whether in the page's language, and in its name there. */
interface Having {
  entry: number;
  page: boolean;
  name: boolean;
}

export interface SearchIndex<E extends RankedEntry> {
  entries: readonly E[];
  /** Each entry's name, and its name and keywords, in the page's language, folded. */
  folded: readonly { name: string; text: string }[];
  /** Every word of any entry in any language (some 3,100), and Fuse.js over them: built once per list. */
  words: readonly string[];
  fuse: Fuse<string>;
  /** Per word, by its place in `words`: the entries that have it. */
  having: readonly (readonly Having[])[];
  /** The words like each word typed so far (see wordsLike): a query's earlier words are not searched again at each key pressed. */
  like: Map<string, readonly WordLike[]>;
}

/** A word of `words` (its place) like a word typed, and with how many typos. */
interface WordLike {
  word: number;
  typos: number;
}

/**
 * How Fuse.js compares a word typed with each word of every tool: Bitap, which counts a letter
 * added, dropped or changed as one error and scores errors / letters typed.
 */
const WORD_SEARCH = {
  // The words are folded already (words.ts): no case or accent work per word and key pressed.
  isCaseSensitive: true,
  // A match begins at the word's first letter (with distance 0 a match anywhere else scores 1: none)
  // and may end anywhere, the last word typed being perhaps unfinished ("mortag" is one typo from "mortgage").
  location: 0,
  distance: 0,
  // Along the whole word, not only as many letters as typed (else "mortage" is two typos from "mortgage").
  findAllMatches: true,
  // One error in four letters: none in a word of three, one in four to seven, two in eight (typosAllowed caps longer words).
  threshold: 0.25,
  includeScore: true,
  ignoreFieldNorm: true,
  shouldSort: false,
} satisfies IFuseOptions<string>;

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
  return {
    entries,
    folded: entries.map((e) => ({ name: fold(e.label), text: fold(`${e.label} ${e.keywords}`) })),
    words: [...words.keys()],
    fuse: new Fuse([...words.keys()], WORD_SEARCH),
    having: [...words.values()],
    like: new Map(),
  };
}

/** Typos forgiven in a word of the query, by its length (one from 4 letters, two from 8, as search engines do): "uhr" is not "url". */
export function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Errors in a Fuse.js result of `WORD_SEARCH` for a pattern of `letters` letters (its score is errors / letters). */
const errors = (r: { isMatch?: boolean; score?: number }, letters: number) => (r.isMatch === false ? Infinity : Math.round((r.score ?? 1) * letters));

/** What was typed with two neighbouring letters swapped: "ewbsite" gives "webstie", "ebwsite"… "website". */
function swaps(typed: string): string[] {
  const swapped = Array.from({ length: typed.length - 1 }, (_, i) => `${typed.slice(0, i)}${typed[i + 1]!}${typed[i]!}${typed.slice(i + 2)}`);
  return [...new Set(swapped)].filter((s) => s !== typed);
}

/**
 * The words of any entry that start with `typed`, give or take its typos, and how many. Fuse finds
 * them; we keep those within typosAllowed (Fuse's threshold is one ratio of errors to letters for
 * every length: it would forgive three typos in twelve letters). A word typed whole counts half a
 * typo less than one it only starts with ("regx": "regex", then "regresiva"): compared again, both
 * ended by a space that no word holds, a word is one error further unless it is as close whole.
 */
function wordsLike(typed: string, index: SearchIndex<RankedEntry>): readonly WordLike[] {
  const cached = index.like.get(typed);
  if (cached) return cached;
  const max = typosAllowed(typed);
  const like = new Map<number, number>();
  const keep = (word: number, typos: number) => {
    const had = like.get(word);
    if (had === undefined || typos < had) like.set(word, typos);
  };
  // The words starting with `letters` exactly, found with `typos` (Fuse would find them too, at several times the cost).
  const starting = (letters: string, typos: number) => index.words.forEach((text, word) => text.startsWith(letters) && keep(word, text === letters ? typos : typos + 0.5));
  if (max === 0) starting(typed, 0);
  else {
    for (const r of index.fuse.search(typed)) {
      const start = errors(r, typed.length);
      if (start <= max) keep(r.refIndex, errors(Fuse.match(`${typed} `, `${r.item} `, WORD_SEARCH), typed.length + 1) === start ? start : start + 0.5);
    }
    // Fuse counts two neighbours swapped as two typos, more than a word of four to seven letters may have;
    // people make it as one, so a word starting with what was typed, one swap undone, has one typo.
    for (const swapped of swaps(typed)) starting(swapped, 1);
  }
  const found = [...like].map(([word, typos]) => ({ word, typos }));
  index.like.set(typed, found);
  return found;
}

const count = (flags: readonly boolean[]) => flags.filter(Boolean).length;

/**
 * The entries whose words in any language match every word of the query, with a typo or two in
 * words long enough: fewest typos first, then those matched in the page's language, then in its names.
 */
function wordMatches<E extends RankedEntry>(query: string, index: SearchIndex<E>): { entry: E; worst: number }[] {
  const typed = searchWords(query);
  if (typed.length === 0) return [];
  // Per entry, per word of the query: the fewest typos it was found with, and whether only in another language or outside the name.
  const found = new Map<number, { typos: number[]; foreign: boolean[]; unnamed: boolean[] }>();
  typed.forEach((t, w) => {
    for (const { word, typos } of wordsLike(t, index)) {
      for (const { entry, page, name } of index.having[word]!) {
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
    .map(([entry, f]) => ({ entry: index.entries[entry]!, typos: f.typos.reduce((a, b) => a + b, 0), worst: Math.max(...f.typos), foreign: count(f.foreign), unnamed: count(f.unnamed) }))
    .sort((a, b) => a.typos - b.typos || a.foreign - b.foreign || a.unnamed - b.unnamed || Number(b.entry.picked) - Number(a.entry.picked));
}

/** The page language's matches, best first: names with the query, then names and keywords with each of its words at a word's start. */
function pageMatches<E extends RankedEntry>(q: string, { entries, folded }: SearchIndex<E>): E[] {
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
  return [...named, ...described].map((i) => entries[i]!);
}

const unique = <E extends RankedEntry>(entries: E[]): E[] => {
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.key) && seen.add(e.key));
};

/** The entries matching a query, best first, at most `limit` (none for a blank query). */
export function rankEntries<E extends RankedEntry>(query: string, index: SearchIndex<E>, limit: number): E[] {
  const q = fold(query.trim());
  if (!q) return [];
  return unique([...pageMatches(q, index), ...wordMatches(q, index).map((m) => m.entry)]).slice(0, limit);
}

/**
 * What a list filtered by a query keeps (the all-tools page), where every match is shown and not only the
 * best few: every entry found without a typo, in any language ("zinseszins" on the English site); only when
 * there is none, those found with the fewest typos ("mortage"), so that "json" does not bring in every word
 * one letter from it.
 */
export function filterEntries<E extends RankedEntry>(query: string, index: SearchIndex<E>): E[] {
  const q = fold(query.trim());
  if (!q) return [];
  const words = wordMatches(q, index);
  // A word found as typed counts at most half a typo (one it only starts with): below one, no typo.
  const exact = unique([...pageMatches(q, index), ...words.filter((m) => m.worst < 1).map((m) => m.entry)]);
  if (exact.length > 0) return exact;
  const fewest = Math.min(...words.map((m) => m.worst));
  return words.filter((m) => m.worst === fewest).map((m) => m.entry);
}
