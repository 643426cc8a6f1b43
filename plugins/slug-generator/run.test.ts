import { describe, expect, it } from 'vitest';
import { isToolError, toolError } from '@sdk/core';
import { fit, run, STOP_WORDS, type SlugResult } from './run.ts';
import { LANGUAGES, type Options } from './manifest.ts';

const DEFAULTS: Options = { language: 'en', separator: 'hyphen', lowercase: true, maxLength: 0, stopWords: false, unique: false };
const slugs = async (text: string, options: Partial<Options> = {}) => ((await run({ text }, { ...DEFAULTS, ...options })) as SlugResult).slugs;
const slug = async (text: string, options: Partial<Options> = {}) => (await slugs(text, options))[0];

describe('the library’s own examples (README of @sindresorhus/slugify)', () => {
  it.each([
    ['I ♥ Dogs', 'i-love-dogs'],
    ['  Déjà Vu!  ', 'deja-vu'],
    ['я люблю единорогов', 'ya-lyublyu-edinorogov'],
  ])('%j → %j', async (text, expected) => expect(await slug(text)).toBe(expected));
});

describe('transliteration per language', () => {
  it('German: ä ö ü ß → ae oe ue ss, & → und', async () => {
    expect(await slug('Größe & Qualität: Fußgängerübergänge', { language: 'de' })).toBe('groesse-und-qualitaet-fussgaengeruebergaenge');
    expect(await slug('ÄRGER ÜBER ÖL', { language: 'de' })).toBe('aerger-ueber-oel');
  });
  it('Spanish: accents, ñ and the diaeresis of ü dropped; & → y', async () => {
    expect(await slug('¿Qué tal? Pingüino & niño', { language: 'es' })).toBe('que-tal-pinguino-y-nino');
  });
  it('French: accents dropped, ligatures œ æ → oe ae, elided articles split, & → et', async () => {
    expect(await slug('L’été à Noël : Œuvres & Cæsar', { language: 'fr' })).toBe('l-ete-a-noel-oeuvres-et-caesar');
  });
  it('English: umlauts written plainly, & → and, contractions kept whole', async () => {
    expect(await slug("Motörhead & Conway's Law")).toBe('motorhead-and-conways-law');
  });
  it('Swedish, Danish, Norwegian', async () => {
    expect(await slug('Räksmörgås', { language: 'sv' })).toBe('raksmorgas');
    expect(await slug('Blåbærsyltetøj', { language: 'da' })).toBe('blaabaersyltetoej');
    expect(await slug('Blåbærsyltetøj', { language: 'nb' })).toBe('blaabaersyltetoej');
  });
  it('Turkish keeps the capital I and İ (the library’s locale option would drop them)', async () => {
    expect(await slug('İSTANBUL Işık Güneş', { language: 'tr' })).toBe('istanbul-isik-gunes');
  });
  it('brand names are not split at their capitals; case is kept when asked', async () => {
    expect(await slug('iPhone 15 Pro')).toBe('iphone-15-pro');
    expect(await slug('iPhone 15 Pro', { lowercase: false })).toBe('iPhone-15-Pro');
  });
});

describe('separator, length, stop words, duplicates', () => {
  it('uses the chosen separator', async () => {
    expect(await slug('Hello World again', { separator: 'underscore' })).toBe('hello_world_again');
    expect(await slug('Hello World again', { separator: 'dot' })).toBe('hello.world.again');
  });
  it('cuts at a word boundary, and cuts a first word longer than the limit', async () => {
    expect(await slug('How to bake bread at home', { maxLength: 20 })).toBe('how-to-bake-bread-at');
    expect(await slug('How to bake bread at home', { maxLength: 19 })).toBe('how-to-bake-bread');
    expect(await slug('Supercalifragilistic word', { maxLength: 5 })).toBe('super');
    expect(fit(['ab', 'cd'], '-', 0)).toBe('ab-cd');
  });
  it('leaves out stop words, but not all of them', async () => {
    expect(await slug('The Lord of the Rings', { stopWords: true })).toBe('lord-rings');
    expect(await slug('Der Herr der Ringe für Kinder', { language: 'de', stopWords: true })).toBe('herr-ringe-kinder');
    expect(await slug('La casa de papel y el mar', { language: 'es', stopWords: true })).toBe('casa-papel-mar');
    expect(await slug('The The', { stopWords: true })).toBe('the-the');
  });
  it('has stop words for the four languages of the site', () => {
    for (const lang of ['en', 'es', 'de', 'fr'] as const) expect(STOP_WORDS[lang]!.length).toBeGreaterThan(10);
    expect(LANGUAGES).toContain('sv');
  });
  it('numbers repeated slugs, within the maximum length', async () => {
    expect(await slugs('Hello\nhello\nHELLO!\nHello 2', { unique: true })).toEqual(['hello', 'hello-2', 'hello-3', 'hello-2-2']);
    expect(await slugs('one two three\none two three', { unique: true, maxLength: 13 })).toEqual(['one-two-three', 'one-two-2']);
    expect(await slugs('Hello\nhello')).toEqual(['hello', 'hello']);
  });
});

describe('lines', () => {
  it('one slug per line, empty lines kept in place, any line break', async () => {
    expect(await slugs('First post\r\n\r\nSecond post\rThird')).toEqual(['first-post', '', 'second-post', 'third']);
  });
  it('names lines with nothing to keep', async () => {
    const r = (await run({ text: 'Hello\n你好\n\n👋 🎉\nOK' }, DEFAULTS)) as SlugResult;
    expect(r).toEqual({ slugs: ['hello', '', '', '', 'ok'], unusable: [2, 4] });
  });
});

describe('bad input', () => {
  it('asks for text', async () => {
    expect(await run({ text: '' }, DEFAULTS)).toEqual(toolError('empty'));
    expect(await run({ text: ' \n ' }, DEFAULTS)).toEqual(toolError('empty'));
  });
  it('handles ten thousand titles', async () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `Title number ${i} — Äpfel & Birnen`).join('\n');
    const t = Date.now();
    const r = await run({ text }, { ...DEFAULTS, language: 'de', unique: true });
    expect(isToolError(r)).toBe(false);
    expect((r as SlugResult).slugs[9999]).toBe('title-number-9999-aepfel-und-birnen');
    expect(Date.now() - t).toBeLessThan(5000);
  });
});
