import { translations } from '@zxcvbn-ts/language-en';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listOf, run, type Strength } from './run.ts';

const check = async (password: string, dictionaries: 'all' | 'en' | 'es' | 'de' | 'fr' = 'all') => (await run({ password }, { dictionaries })) as Strength;

describe('password-strength', () => {
  it('finds the most common password and says so', async () => {
    const r = await check('password');
    expect(r.score).toBe(0);
    expect(r.warning).toBe('topTen');
    expect(r.patterns).toEqual([{ kind: 'dictionary', token: 'password', guessesLog10: 0.3, list: 'passwords', language: 'common', word: 'password', rank: 2, l33t: false, reversed: false }]);
  });

  it('sees through look-alike substitutions and reversed words', async () => {
    expect((await check('p@ssw0rd')).patterns[0]).toMatchObject({ kind: 'dictionary', word: 'password', l33t: true, reversed: false });
    expect((await check('drowssap')).patterns[0]).toMatchObject({ kind: 'dictionary', word: 'password', l33t: false, reversed: true });
  });

  it('finds keyboard walks, repeats, sequences, dates and recent years', async () => {
    expect((await check('qwertzuiop')).patterns).toEqual([{ kind: 'spatial', token: 'qwertzuiop', guessesLog10: 3.6, keyboard: 'qwertz', turns: 1 }]);
    const repeatDate = await check('abcabcabc1987-05-12');
    expect(repeatDate.patterns.map((p) => p.kind)).toEqual(['repeat', 'date']);
    expect(repeatDate.patterns[0]).toMatchObject({ base: 'abc', count: 3 });
    expect(repeatDate.patterns[1]).toMatchObject({ year: 1987 });
    expect((await check('13579')).patterns[0]).toMatchObject({ kind: 'sequence', ascending: true });
    expect((await check('Passwort2024')).patterns.map((p) => p.kind)).toEqual(['dictionary', 'recentYear']);
  });

  it('uses the word lists of the language chosen', async () => {
    const de = await check('Schmetterling', 'de');
    expect(de.patterns).toEqual([{ kind: 'dictionary', token: 'Schmetterling', guessesLog10: 4.26, list: 'commonWords', language: 'de', word: 'schmetterling', rank: 9077, l33t: false, reversed: false }]);
    expect(de.score).toBe(1);
    // Without the German lists the same word looks random, and much stronger.
    expect((await check('Schmetterling', 'en')).score).toBe(4);
    expect((await check('papillon', 'fr')).patterns[0]).toMatchObject({ list: 'commonWords', language: 'fr', word: 'papillon' });
    expect((await check('Schmetterling', 'all')).patterns[0]).toMatchObject({ language: 'de' });
  });

  it('rates random characters and long passphrases as strong', async () => {
    expect((await check('Zb8#qL2!vR')).patterns).toEqual([{ kind: 'bruteforce', token: 'Zb8#qL2!vR', guessesLog10: 10 }]);
    const words = await check('correct horse battery staple');
    expect(words.score).toBe(4);
    expect(words.guessesLog10).toBeGreaterThan(19);
  });

  it('names each list and its language', () => {
    expect(listOf('passwords-common')).toEqual({ list: 'passwords', language: 'common' });
    expect(listOf('commonWords-es-es')).toEqual({ list: 'commonWords', language: 'es' });
    expect(listOf('wikipedia-de')).toEqual({ list: 'wikipedia', language: 'de' });
    expect(listOf('months-en')).toEqual({ list: 'wordList', language: 'en' });
    expect(listOf('diceware-common')).toEqual({ list: 'diceware', language: 'common' });
  });

  it('refuses more than 100 characters, and shows nothing for an empty field', async () => {
    expect(await run({ password: 'a'.repeat(101) }, { dictionaries: 'all' })).toEqual({ kind: 'tool-error', code: 'tooLong', params: { max: 100, field: 'password' } });
    expect(await run({ password: '😀'.repeat(100) }, { dictionaries: 'en' })).not.toHaveProperty('kind');
    expect(await run({ password: '' }, { dictionaries: 'all' })).toBeNull();
  });

  it("has a text in every language for each of zxcvbn's warnings and suggestions", () => {
    for (const lang of ['en', 'es', 'de', 'fr']) {
      const locale = JSON.parse(readFileSync(new URL(`./locales/${lang}.json`, import.meta.url), 'utf8')) as { warnings: object; suggestions: object };
      expect(Object.keys(locale.warnings).sort(), lang).toEqual(Object.keys(translations.warnings).sort());
      expect(Object.keys(locale.suggestions).sort(), lang).toEqual(Object.keys(translations.suggestions).sort());
    }
  });
});
