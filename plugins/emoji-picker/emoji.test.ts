import { describe, expect, it } from 'vitest';
import { loadEntries, loadShortcodes } from './data.ts';
import { codePoints, entryFor, fold, htmlEntity, indexEntries, pushRecent, readRecent, search, shortcodeOf, shortcodeText, toneOf, withTone, withoutTone, type Entry } from './emoji.ts';
import { fromHexcode } from './derive.ts';

const find = (entries: Entry[], char: string) => entries.find((e) => e.char === char)!;

describe('the forms an emoji is copied as', () => {
  it('writes 😀 as U+1F600, &#x1F600; and :grinning:', async () => {
    const grinning = find(await loadEntries('en'), '😀');
    expect(codePoints(grinning.char)).toBe('U+1F600');
    expect(htmlEntity(grinning.char)).toBe('&#x1F600;');
    expect(shortcodeOf(await loadShortcodes(), grinning.char)).toBe(':grinning:');
    expect(shortcodeOf(await loadShortcodes(), '→')).toBe('');
    expect(grinning.name).toBe('grinning face');
  });

  it('writes every code point of a sequence, four hex digits at least', () => {
    expect(codePoints('❤️')).toBe('U+2764 U+FE0F');
    expect(htmlEntity('©')).toBe('&#x00A9;');
    expect(codePoints('🧑‍🚀')).toBe('U+1F9D1 U+200D U+1F680');
    expect(shortcodeText('')).toBe('');
  });

  it('rebuilds fully qualified emoji from hexcodes', () => {
    expect(fromHexcode('2764')).toBe('❤️');
    expect(fromHexcode('1F610')).toBe('😐');
    expect(fromHexcode('1F44D-1F3FD')).toBe('👍🏽');
  });
});

describe('skin tones', () => {
  it('gives 👍 with a medium skin tone as 👍🏽, U+1F44D U+1F3FD', async () => {
    const thumbs = find(await loadEntries('en'), '👍');
    const toned = withTone(thumbs, 'medium');
    expect(toned).toBe('👍🏽');
    expect(codePoints(toned)).toBe('U+1F44D U+1F3FD');
    expect(toneOf(toned)).toBe('medium');
    expect(withoutTone(toned)).toBe('👍');
  });

  it('tones every person of a couple alike, and leaves emoji without tones as they are', async () => {
    const entries = await loadEntries('en');
    expect(withTone(find(entries, '🧑‍🤝‍🧑'), 'dark')).toBe('🧑🏿‍🤝‍🧑🏿');
    expect(withTone(find(entries, '🏃'), 'light')).toBe('🏃🏻');
    expect(withTone(find(entries, '😀'), 'dark')).toBe('😀');
    expect(withTone(find(entries, '→'), 'dark')).toBe('→');
    expect(withTone(find(entries, '👍'), 'none')).toBe('👍');
  });

  it('finds the entry of a toned emoji', async () => {
    const entries = await loadEntries('en');
    const byChar = indexEntries(entries);
    expect(entryFor(byChar, '👍🏿')?.name).toBe('thumbs up');
    expect(entryFor(byChar, '🧑🏽‍🤝‍🧑🏽')?.name).toBe('people holding hands');
  });
});

describe('search in the page language', () => {
  it('finds 👍 first for the German "Daumen"', async () => {
    expect(search(await loadEntries('de'), 'Daumen')[0]?.char).toBe('👍');
  });

  it('finds ❤️ for the Spanish "corazón", with or without its accent', async () => {
    const es = await loadEntries('es');
    expect(search(es, 'corazón').map((e) => e.char)).toContain('❤️');
    expect(search(es, 'corazon').map((e) => e.char)).toContain('❤️');
    expect(search(es, 'corazón rojo')[0]?.char).toBe('❤️');
  });

  it('finds French and English names, keywords and shortcodes', async () => {
    expect(search(await loadEntries('fr'), 'cœur rouge')[0]?.char).toBe('❤️');
    const en = await loadEntries('en');
    expect(search(en, 'thumbs up')[0]?.char).toBe('👍');
    const codes = await loadShortcodes();
    expect(search(en, ':+1', codes)[0]?.char).toBe('👍');
    expect(search(en, ':grinning:', codes)[0]?.char).toBe('😀');
    expect(search(en, ':grinning:')).toEqual([]);
    expect(search(en, 'rightwards arrow')[0]?.char).toBe('→');
  });

  it('names the symbols in the page language', async () => {
    expect(search(await loadEntries('es'), 'flecha hacia la derecha').map((e) => e.char).slice(0, 2)).toEqual(['➡️', '→']);
    expect(search(await loadEntries('de'), 'Eurozeichen')[0]?.char).toBe('€');
    expect(search(await loadEntries('fr'), 'points de suspension')[0]?.char).toBe('…');
  });

  it('ranks the name itself first, then names that start with it, then names with a word that does', async () => {
    const en = await loadEntries('en');
    const found = search(en, 'cat').map((e) => e.name);
    expect(found[0]).toBe('cat');
    const starts = found.filter((n) => n.startsWith('cat')).length;
    expect(found.slice(1, starts).every((n) => n.startsWith('cat '))).toBe(true);
    expect(found.indexOf('grinning cat')).toBeGreaterThan(found.indexOf('cat face'));
  });

  it('finds nothing for an empty or unknown query, and copes with a long one', async () => {
    const en = await loadEntries('en');
    expect(search(en, '   ')).toEqual([]);
    expect(search(en, 'zzqxv')).toEqual([]);
    expect(search(en, 'a'.repeat(100_000))).toEqual([]);
    expect(fold('  Corazón   Rojo ')).toBe('corazon rojo');
  });
});

describe('recently used', () => {
  it('puts the last used first, once, and keeps at most the limit', () => {
    expect(pushRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(pushRecent(['a', 'b'], 'c', 2)).toEqual(['c', 'a']);
  });

  it('reads back only what it could have stored', () => {
    expect(readRecent(['👍', 3, '', '👍', '😀'])).toEqual(['👍', '😀']);
    expect(readRecent('nope')).toEqual([]);
    expect(readRecent(null)).toEqual([]);
  });
});
