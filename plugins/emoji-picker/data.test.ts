import { describe, expect, it } from 'vitest';
import pkg from 'emojibase-data/package.json';
import enCompact from 'emojibase-data/en/compact.json';
import esCompact from 'emojibase-data/es/compact.json';
import deCompact from 'emojibase-data/de/compact.json';
import frCompact from 'emojibase-data/fr/compact.json';
import github from 'emojibase-data/en/shortcodes/github.json';
import emojibase from 'emojibase-data/en/shortcodes/emojibase.json';
import en from './data/en.json';
import es from './data/es.json';
import de from './data/de.json';
import fr from './data/fr.json';
import shortcodes from './data/shortcodes.json';
import { deriveData, deriveShortcodes, type EmojibaseEntry, type ShortcodeMap } from './derive.ts';

const FILES = { en: [en, enCompact], es: [es, esCompact], de: [de, deCompact], fr: [fr, frCompact] } as const;

describe('the emoji data files', () => {
  for (const [lang, [file, compact]] of Object.entries(FILES)) {
    it(`data/${lang}.json is what scripts/emoji-data.ts makes from emojibase-data ${pkg.version}`, () => {
      expect(file).toEqual(deriveData(pkg.version, compact as EmojibaseEntry[]));
    });
  }

  it(`data/shortcodes.json is GitHub's shortcodes, else emojibase's, from emojibase-data ${pkg.version}`, () => {
    expect(shortcodes).toEqual(deriveShortcodes(enCompact as EmojibaseEntry[], github as ShortcodeMap, emojibase as ShortcodeMap));
  });

  it('lists the same emoji in the same order in every language', () => {
    const chars = (d: typeof en) => Object.values(d.groups).flatMap((g) => g.map((r) => r[0]));
    expect(chars(es)).toEqual(chars(en));
    expect(chars(de)).toEqual(chars(en));
    expect(chars(fr)).toEqual(chars(en));
  });

  it('holds every emoji but the skin-tone components, in each language', () => {
    const count = (d: typeof en) => Object.values(d.groups).reduce((n, g) => n + g.length, 0);
    expect(count(en)).toBeGreaterThan(1900);
    expect(count(es)).toBe(count(en));
    expect(count(de)).toBe(count(en));
    expect(count(fr)).toBe(count(en));
  });
});
