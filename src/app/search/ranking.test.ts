import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { rankEntries, rankingFuseOptions, type RankedEntry } from './ranking.ts';

const tool = (key: string, label: string, englishLabel: string, keywords = '', picked = false): RankedEntry => ({ key, label, englishLabel, keywords, picked });
const action = (key: string, label: string): RankedEntry => ({ key, label, englishLabel: '', keywords: '', picked: false });

const entries = [
  tool('json-formatter', 'Formateador JSON', 'JSON formatter', 'json bonito, validar json'),
  tool('word-counter', 'Contador de palabras', 'Word counter', 'contar palabras'),
  tool('json-diff', 'Comparar JSON', 'JSON diff', 'diferencias json', true),
  tool('base64-encoder', 'Codificador Base64', 'Base64 encoder', 'base64'),
  action('theme:dark', 'Cambiar al tema oscuro'),
];
const fuse = new Fuse(entries, rankingFuseOptions);

describe('command palette ranking', () => {
  it('gives nothing for a blank query', () => {
    expect(rankEntries('  ', entries, fuse, 10)).toEqual([]);
  });

  it('ranks a name starting with the query, then a word of a name, then a name containing it', () => {
    const list = [tool('a', 'Stoppuhr', ''), tool('b', 'Uhrzeit umrechnen', ''), tool('c', 'Weltzeit Uhr', ''), tool('d', 'URL-Encoder', '', 'url kodieren')];
    expect(rankEntries('uhr', list, new Fuse(list, rankingFuseOptions), 10).map((e) => e.key)).toEqual(['b', 'c', 'a']);
  });

  it('finds a tool by its name in the page language or in English, accents ignored', () => {
    expect(rankEntries('contador', entries, fuse, 10)[0]!.key).toBe('word-counter');
    expect(rankEntries('word count', entries, fuse, 10)[0]!.key).toBe('word-counter');
    expect(rankEntries('codificador', entries, fuse, 10)[0]!.key).toBe('base64-encoder');
  });

  it('puts a picked tool first among names containing the query', () => {
    expect(rankEntries('json', entries, fuse, 10)[0]!.key).toBe('json-diff');
  });

  it('forgives a typo and finds actions', () => {
    expect(rankEntries('formatedor', entries, fuse, 10).map((e) => e.key)).toContain('json-formatter');
    expect(rankEntries('oscuro', entries, fuse, 10).map((e) => e.key)).toEqual(['theme:dark']);
  });

  it('finds nothing for nonsense', () => {
    expect(rankEntries('zzqqxx', entries, fuse, 10)).toEqual([]);
  });
});

describe('command palette ranking of several words', () => {
  it('finds a tool whose names and keywords hold every word', () => {
    expect(rankEntries('contar palabras', entries, fuse, 10)[0]!.key).toBe('word-counter');
    expect(rankEntries('validar json', entries, fuse, 10)[0]!.key).toBe('json-formatter');
  });
});
