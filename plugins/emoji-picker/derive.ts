/**
 * The picker's emoji data, derived from emojibase-data (pinned in package.json): one small file per page
 * language (data/<lang>.json), written by scripts/emoji-data.ts and checked against the package by
 * data.test.ts. Only what the page uses is kept, so one language's file is about half of emojibase's
 * compact.json: per group (emojibase's groups, without the skin-tone components), rows of
 * [emoji, CLDR annotation, CLDR keywords not already in it ("|" between), the variant with the light
 * skin tone where there is one]. The shortcodes, the same in every language (GitHub's, else emojibase's),
 * are a file of their own (data/shortcodes.json), loaded when an emoji is chosen or a shortcode searched.
 *
 * The emoji is the fully qualified sequence (a single code point without emoji presentation takes
 * U+FE0F: ❤️); emojibase's own "unicode" adds U+FE0F to some that need none (😐︎), so it is rebuilt
 * from the hexcode. The light-tone variant is the one whose every skin-tone modifier is U+1F3FB
 * (🧑🏻‍🤝‍🧑🏻): any other tone is it with U+1F3FB replaced (tones.ts).
 */
export interface EmojibaseEntry {
  hexcode: string;
  label: string;
  group?: number;
  order?: number;
  tags?: string[];
  skins?: { hexcode: string }[];
}
export type ShortcodeMap = Record<string, string | string[]>;

/** emojibase's groups the picker shows, in its order (2, the skin tones and hair components, is left out). */
export const EMOJI_GROUPS = [
  [0, 'smileys'],
  [1, 'people'],
  [3, 'animals'],
  [4, 'food'],
  [5, 'travel'],
  [6, 'activities'],
  [7, 'objects'],
  [8, 'symbols'],
  [9, 'flags'],
] as const;
export type EmojiGroup = (typeof EMOJI_GROUPS)[number][1];

/** [emoji, annotation, keywords ("|" between), light-tone variant ('' where none)]. */
export type EmojiRow = [string, string, string, string];
export interface EmojiData {
  /** emojibase-data's version the file was made from. */
  version: string;
  groups: Record<EmojiGroup, EmojiRow[]>;
}

const LIGHT = '1F3FB';
const MODIFIER = /^1F3F[B-F]$/;

/** The characters of a hexcode ("1F44D-1F3FD"), fully qualified. */
export function fromHexcode(hexcode: string): string {
  const points = hexcode.split('-').map((h) => Number.parseInt(h, 16));
  const text = String.fromCodePoint(...points);
  return points.length === 1 && !/\p{Emoji_Presentation}/u.test(text) ? `${text}\uFE0F` : text;
}

const first = (codes: string | string[] | undefined) => (Array.isArray(codes) ? codes[0] : codes) ?? '';

export function deriveData(version: string, entries: readonly EmojibaseEntry[]): EmojiData {
  const groups = Object.fromEntries(EMOJI_GROUPS.map(([, key]) => [key, [] as EmojiRow[]])) as Record<EmojiGroup, EmojiRow[]>;
  const byGroup = new Map<number, EmojiGroup>(EMOJI_GROUPS);
  const sorted = [...entries].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const e of sorted) {
    const group = e.group === undefined ? undefined : byGroup.get(e.group);
    if (!group) continue;
    const label = e.label.normalize('NFC');
    const folded = label.toLocaleLowerCase();
    const tags = [...new Set((e.tags ?? []).map((t) => t.normalize('NFC')))].filter((t) => !folded.includes(t.toLocaleLowerCase()));
    const light = e.skins?.find((s) => {
      const mods = s.hexcode.split('-').filter((h) => MODIFIER.test(h));
      return mods.length > 0 && mods.every((m) => m === LIGHT);
    });
    groups[group].push([fromHexcode(e.hexcode), label, tags.join('|'), light ? fromHexcode(light.hexcode) : '']);
  }
  return { version, groups };
}

/** Each emoji's shortcode (without colons) by its characters: GitHub's first (":+1:"), else emojibase's. */
export function deriveShortcodes(entries: readonly EmojibaseEntry[], github: ShortcodeMap, emojibase: ShortcodeMap): Record<string, string> {
  const out: Record<string, string> = {};
  const byGroup = new Map<number, EmojiGroup>(EMOJI_GROUPS);
  for (const e of [...entries].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))) {
    if (e.group === undefined || !byGroup.has(e.group)) continue;
    const code = first(github[e.hexcode]) || first(emojibase[e.hexcode]);
    if (code) out[fromHexcode(e.hexcode)] = code;
  }
  return out;
}
