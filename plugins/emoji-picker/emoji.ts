/**
 * The emoji picker's pure logic: the entries the page shows (emoji of the page language's data and the
 * symbols), search in the page's language, skin tones, and each form an emoji is copied as (the
 * character, its code points, an HTML entity, a shortcode). No DOM, no React: unit tested in Node.
 */
import { EMOJI_GROUPS, type EmojiData, type EmojiGroup } from './derive.ts';
import { SYMBOL_GROUPS, SYMBOLS, type SymbolGroup, type SymbolNames } from './symbols.ts';

export const LANGS = ['en', 'es', 'de', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

export const TONES = ['none', 'light', 'medium-light', 'medium', 'medium-dark', 'dark'] as const;
export type Tone = (typeof TONES)[number];
/** Fitzpatrick modifiers U+1F3FB…U+1F3FF. */
const MODIFIERS: Record<Exclude<Tone, 'none'>, string> = {
  light: '\u{1F3FB}',
  'medium-light': '\u{1F3FC}',
  medium: '\u{1F3FD}',
  'medium-dark': '\u{1F3FE}',
  dark: '\u{1F3FF}',
};
const LIGHT = MODIFIERS.light;
const ANY_MODIFIER = /[\u{1F3FB}-\u{1F3FF}]/gu;

export type Group = EmojiGroup | SymbolGroup;
export const GROUPS: readonly Group[] = [...EMOJI_GROUPS.map(([, key]) => key), ...SYMBOL_GROUPS];

export interface Entry {
  /** The character(s) copied, without a skin tone. */
  char: string;
  /** Its CLDR annotation (a symbol's name from the locale), in the page's language. */
  name: string;
  /** Keywords in the page's language. */
  tags: readonly string[];
  /** The variant with the light skin tone, '' when it takes none. */
  light: string;
  group: Group;
}

/** Shortcodes (without colons) by emoji: data/shortcodes.json. */
export type Shortcodes = Readonly<Record<string, string>>;

/** Every entry, group by group in the picker's order: the page language's emoji, then the symbols. */
export function entriesOf(data: EmojiData, symbolNames: SymbolNames): Entry[] {
  const out: Entry[] = [];
  for (const [, group] of EMOJI_GROUPS) {
    for (const [char, name, tags, light] of data.groups[group] ?? []) out.push({ char, name, tags: tags ? tags.split('|') : [], light, group });
  }
  for (const group of SYMBOL_GROUPS) SYMBOLS[group].forEach((char, i) => out.push({ char, name: symbolNames[group]?.[i] ?? char, tags: [], light: '', group }));
  return out;
}

/** An emoji's shortcode with its colons (":grinning:"), '' for a symbol or an emoji without one. */
export function shortcodeOf(shortcodes: Shortcodes, char: string): string {
  const code = Object.hasOwn(shortcodes, char) ? shortcodes[char] : undefined;
  return code ? shortcodeText(code) : '';
}

/** The entry with a skin tone applied where it takes one (👍 + medium → 👍🏽); others as they are. */
export function withTone(entry: Pick<Entry, 'char' | 'light'>, tone: Tone): string {
  if (tone === 'none' || !entry.light) return entry.char;
  return entry.light.replaceAll(LIGHT, MODIFIERS[tone]);
}

/** The tone of an emoji ('none' when it has none, or mixed tones). */
export function toneOf(text: string): Tone {
  const found = new Set(text.match(ANY_MODIFIER) ?? []);
  if (found.size !== 1) return 'none';
  const mod = [...found][0];
  return (Object.keys(MODIFIERS) as Exclude<Tone, 'none'>[]).find((t) => MODIFIERS[t] === mod) ?? 'none';
}

/** The text without skin-tone modifiers (👍🏽 → 👍, 🧑🏻‍🤝‍🧑🏻 → 🧑‍🤝‍🧑). */
export const withoutTone = (text: string): string => text.replace(ANY_MODIFIER, '');

const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');

/** "U+1F44D U+1F3FD": every code point, variation selectors and joiners included. */
export function codePoints(text: string): string {
  return [...text].map((c) => `U+${hex(c.codePointAt(0)!)}`).join(' ');
}

/** "&#x1F44D;&#x1F3FD;": a numeric character reference per code point, which any HTML page reads. */
export function htmlEntity(text: string): string {
  return [...text].map((c) => `&#x${hex(c.codePointAt(0)!)};`).join('');
}

/** ":grinning:", or '' when there is none. */
export const shortcodeText = (shortcode: string): string => (shortcode ? `:${shortcode}:` : '');

/** Lower case, without accents, apostrophes alike: "Corazón" and "corazon" match; ß stays. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/[’‘`´]/g, "'").replace(/\s+/g, ' ').trim();
}

const wordsOf = (text: string) => text.split(/[\s\-–—:,.()/'"]+/).filter(Boolean);

interface Folded {
  name: string;
  words: string[];
  tags: string[];
  tagWords: string[];
}
const foldedCache = new WeakMap<Entry, Folded>();
function folded(e: Entry): Folded {
  let f = foldedCache.get(e);
  if (!f) {
    const name = fold(e.name);
    const tags = e.tags.map(fold);
    f = { name, words: wordsOf(name), tags, tagWords: tags.flatMap(wordsOf) };
    foldedCache.set(e, f);
  }
  return f;
}

/** Whether a query looks up shortcodes (it starts with a colon). */
export const isShortcodeQuery = (query: string): boolean => query.trim().startsWith(':');

/** Queries longer than this are cut: no annotation is as long. */
export const MAX_QUERY = 100;

/**
 * How well an entry matches a query, lower is better, null when it does not: 0 the name is the query,
 * 1 the name starts with it, then 2 + the worst of its words (0 a word of the name starts with it, 1 a
 * keyword or a word of one does, 2 the name or a keyword contains it). A query starting with ":"
 * (":thumb") looks up shortcodes instead, when they are given.
 */
export function matchScore(e: Entry, query: string, shortcodes?: Shortcodes): number | null {
  const f = folded(e);
  if (query.startsWith(':')) {
    const code = query.replace(/^:+|:+$/g, '');
    const own = shortcodes && Object.hasOwn(shortcodes, e.char) ? shortcodes[e.char]!.toLowerCase() : '';
    if (!code || !own) return null;
    return own === code ? 0 : own.startsWith(code) ? 1 : own.includes(code) ? 2 : null;
  }
  if (f.name === query) return 0;
  if (f.name.startsWith(query)) return 1;
  let worst = 0;
  for (const w of wordsOf(query)) {
    const s = f.words.some((x) => x.startsWith(w))
      ? 0
      : f.tags.some((x) => x.startsWith(w)) || f.tagWords.some((x) => x.startsWith(w))
        ? 1
        : f.name.includes(w) || f.tags.some((x) => x.includes(w))
          ? 2
          : null;
    if (s === null) return null;
    worst = Math.max(worst, s);
  }
  return 2 + worst;
}

/** Entries matching the query, best first, in the picker's order among equals. */
export function search(entries: readonly Entry[], query: string, shortcodes?: Shortcodes): Entry[] {
  const q = fold(query.slice(0, MAX_QUERY));
  if (!q) return [];
  const scored: { e: Entry; s: number; i: number }[] = [];
  entries.forEach((e, i) => {
    const s = matchScore(e, q, shortcodes);
    if (s !== null) scored.push({ e, s, i });
  });
  return scored.sort((a, b) => a.s - b.s || a.i - b.i).map((x) => x.e);
}

/** The recently used list after using `text`: it first, once, at most `max`. */
export function pushRecent(recent: readonly string[], text: string, max = 24): string[] {
  return [text, ...recent.filter((r) => r !== text)].slice(0, max);
}

/** A remembered list read back from localStorage: strings only, short ones, at most `max`. */
export function readRecent(value: unknown, max = 24): string[] {
  return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 40))].slice(0, max) : [];
}

/** Finds the entry a copied text came from (a toned emoji through its base form). */
export function entryFor(byChar: ReadonlyMap<string, Entry>, text: string): Entry | undefined {
  return byChar.get(text) ?? byChar.get(withoutTone(text));
}

/** A map from each entry's character (and its light-tone form's base) to the entry. */
export function indexEntries(entries: readonly Entry[]): Map<string, Entry> {
  const map = new Map<string, Entry>();
  for (const e of entries) {
    if (!map.has(e.char)) map.set(e.char, e);
    if (e.light) {
      const base = withoutTone(e.light);
      if (!map.has(base)) map.set(base, e);
    }
  }
  return map;
}
