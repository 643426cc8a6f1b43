import { describe, expect, it } from 'vitest';
import { detectLanguage, mainScore, run, type Readability } from './run.ts';
import { frenchSyllables, germanSyllables, spanishSyllables, syllableCounter } from './syllables.ts';

const ok = async (text: string, language = 'auto') => (await run({ text }, { language } as never)) as Readability;

describe('readability: syllables', () => {
  it('counts Spanish syllables with diphthongs, hiatus and the silent u (RAE syllabification)', () => {
    const words: Record<string, number> = { ciudad: 2, país: 2, aéreo: 4, guerra: 2, pingüino: 3, hoy: 1, leer: 2, cuidado: 3, queso: 2, maíz: 2, y: 1, legibilidad: 5, oraciones: 4 };
    for (const [word, n] of Object.entries(words)) expect([word, spanishSyllables(word)]).toEqual([word, n]);
  });
  it('counts German syllables with diphthongs and long vowels (Duden)', () => {
    const words: Record<string, number> = { Sonne: 2, Abendessen: 4, neue: 2, Bäume: 2, Haus: 1, Boot: 1, Lesbarkeitsformeln: 5, durchschnittliche: 4, Typ: 1 };
    for (const [word, n] of Object.entries(words)) expect([word, germanSyllables(word)]).toEqual([word, n]);
  });
  it('counts French syllables as spoken, without the final mute e', () => {
    const words: Record<string, number> = { table: 1, portes: 1, oiseau: 2, 'aujourd’hui': 3, réel: 2, naïf: 2, lisibilité: 5, "l'eau": 1, chat: 1, café: 2 };
    for (const [word, n] of Object.entries(words)) expect([word, frenchSyllables(word)]).toEqual([word, n]);
  });
  it('counts English syllables with the syllable library', async () => {
    const count = await syllableCounter('en');
    expect(['readability', 'the', 'table', 'syllable', 'beautiful'].map(count)).toEqual([5, 1, 2, 3, 3]);
  });
});

describe('readability: formulas', () => {
  const c = { sentences: 1, words: 100, syllables: 150, polysyllables: 0, monosyllables: 0, longWords: 0 };
  it('computes each published formula', () => {
    // 100 words, 1 sentence, 1.5 syllables per word.
    expect(mainScore('en', c)).toBeCloseTo(206.835 - 101.5 - 126.9, 9);
    expect(mainScore('es', c)).toBeCloseTo(206.84 - 90 - 102, 9);
    expect(mainScore('de', c)).toBeCloseTo(180 - 100 - 87.75, 9);
    expect(mainScore('fr', c)).toBeCloseTo(207 - 101.5 - 110.4, 9);
  });
  it('gives "The cat sat on the mat." Flesch 116.1 and grade −1.4 (6 words, 6 syllables)', async () => {
    const r = await ok('The cat sat on the mat.', 'en');
    expect(r.scores.map((s) => s.value)).toEqual([116.1, -1.4, 6]);
    expect(r.scores[0]!.band).toBe('veryEasy');
    expect(r.hardest).toEqual([]);
  });
  it('lists only the sentences harder than the text, hardest first', async () => {
    const r = await ok('Go now. Considerable administrative complications necessitated extraordinary organisational reconsideration. We ran home.', 'en');
    expect(r.hardest.map((s) => s.words)).toEqual([7]);
    expect(r.sentences).toBe(3);
  });
  it('writes the Wiener Sachtextformel and Szigriszt-Pazos for German and Spanish', async () => {
    expect((await ok('Der Hund läuft.', 'de')).scores.map((s) => s.formula)).toEqual(['amstad', 'wienerSachtext', 'lix']);
    expect((await ok('El perro corre.', 'es')).scores.map((s) => s.formula)).toEqual(['fernandezHuerta', 'szigrisztPazos', 'lix']);
  });
});

describe('readability: language and bad input', () => {
  it('detects the language from its frequent words', () => {
    expect(detectLanguage('Der Hund und die Katze sind nicht hier.')).toBe('de');
    expect(detectLanguage('El perro y los gatos están en la casa.')).toBe('es');
    expect(detectLanguage('Le chien et les chats sont dans la maison.')).toBe('fr');
    expect(detectLanguage('The dog and the cats are in the house.')).toBe('en');
    expect(detectLanguage('12345')).toBe('en');
  });
  it('asks for text, and for words when there are only numbers', async () => {
    expect(await run({ text: '  \n' }, { language: 'auto' })).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'text' } });
    expect(await run({ text: '123 456. 7 + 8 = 15!' }, { language: 'auto' })).toEqual({ kind: 'tool-error', code: 'noWords', params: { field: 'text' } });
  });
  it('never gives NaN, and handles a long text without sentence marks', async () => {
    const r = await ok('word '.repeat(50000), 'en');
    expect(r.words).toBe(50000);
    expect(r.sentences).toBe(1);
    expect(Number.isFinite(r.scores[0]!.value)).toBe(true);
  });
});
