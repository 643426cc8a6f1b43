import { describe, expect, it } from 'vitest';
import { manifest, type Options } from './manifest.ts';
import { detectLanguage, run, type Frequency } from './run.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, p]) => [k, p.default])) as Options;
const count = async (text: string, options: Partial<Options> = {}) => (await run({ text }, { ...DEFAULTS, ...options })) as Frequency;
const pairs = (r: Frequency) => r.terms.map((t) => [t.term, t.count]);

describe('word-frequency', () => {
  it('counts words, most frequent first, ties in the order they first appear', async () => {
    const r = await count('b a b c a b');
    expect(pairs(r)).toEqual([['b', 3], ['a', 2], ['c', 1]]);
    expect([r.total, r.distinct]).toEqual([6, 3]);
  });
  it('folds case in the text’s language, or keeps it', async () => {
    expect(pairs(await count('Straße STRASSE straße'))).toEqual([['straße', 2], ['strasse', 1]]);
    expect(pairs(await count('The the THE', { caseFold: false }))).toEqual([['The', 1], ['the', 1], ['THE', 1]]);
    // Turkish dotted I is lowered as Turkish only when the text is Turkish; here English rules apply.
    expect(pairs(await count('İstanbul', { language: 'en' }))[0]![0]).toBe('i̇stanbul');
  });
  it('leaves out stop words of the chosen language, and short words', async () => {
    expect(pairs(await count('The cat and the hat', { stopWords: true, language: 'en' }))).toEqual([['cat', 1], ['hat', 1]]);
    expect(pairs(await count('Der Hund und die Katze', { stopWords: true, language: 'de' }))).toEqual([['hund', 1], ['katze', 1]]);
    expect(pairs(await count('El perro es de la casa a la que va', { stopWords: true, language: 'es' }))).toEqual([['perro', 1], ['casa', 1], ['va', 1]]);
    expect(pairs(await count('a bb ccc dddd', { minLength: 3 }))).toEqual([['ccc', 1], ['dddd', 1]]);
  });
  it('splits French elisions, with straight or curly apostrophes', async () => {
    expect(pairs(await count("l'eau d’une école", { language: 'fr' }))).toEqual([["l'", 1], ['eau', 1], ['d’', 1], ['une', 1], ['école', 1]]);
    expect(pairs(await count("l'eau d’une école", { language: 'fr', stopWords: true }))).toEqual([['eau', 1], ['école', 1]]);
  });
  it('counts n-grams within sentences, leaving out those that start or end with a stop word', async () => {
    expect(pairs(await count('New York is big. York is old.', { unit: 'bigrams' }))).toEqual([['york is', 2], ['new york', 1], ['is big', 1], ['is old', 1]]);
    expect(await run({ text: 'state of the art' }, { ...DEFAULTS, unit: 'trigrams', stopWords: true, language: 'en' })).toEqual({ kind: 'tool-error', code: 'noPhrases', params: { field: 'text' } });
    expect(pairs(await count('the state of the art design', { unit: 'trigrams' }))).toHaveLength(4);
    expect(await run({ text: 'One. Two.' }, { ...DEFAULTS, unit: 'bigrams' })).toEqual({ kind: 'tool-error', code: 'noPhrases', params: { field: 'text' } });
  });
  it('counts words in text without spaces (Japanese) and ignores numbers', async () => {
    const r = await count('私は猫が好きです。 2024 3.5');
    expect(r.terms.some((t) => t.term === '猫')).toBe(true);
    expect(r.terms.some((t) => /\d/.test(t.term))).toBe(false);
  });
  it('detects the language', () => {
    expect(detectLanguage('Le chien et les chats sont dans la maison.')).toBe('fr');
    expect(detectLanguage('Der Hund und die Katze.')).toBe('de');
  });
  it('says so for empty text, and when nothing is left to count', async () => {
    expect(await run({ text: ' ' }, DEFAULTS)).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'text' } });
    expect(await run({ text: 'the and of' }, { ...DEFAULTS, stopWords: true, language: 'en' })).toEqual({ kind: 'tool-error', code: 'noWords', params: { field: 'text' } });
  });
  it('counts a megabyte quickly', async () => {
    const text = 'lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20000);
    const started = Date.now();
    const r = await count(text, { unit: 'trigrams' });
    expect(r.terms[0]!.count).toBe(20000);
    expect(Date.now() - started).toBeLessThan(20000);
  });
});
