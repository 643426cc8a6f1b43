import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { paletteFuseOptions, rankEntries, type PaletteEntry } from './entries.ts';

const tool = (key: string, label: string, englishLabel: string, keywords = '', picked = false): PaletteEntry => ({ key, kind: 'tool', label, englishLabel, keywords, picked });
const action = (key: string, label: string): PaletteEntry => ({ key, kind: 'action', label, englishLabel: label, keywords: '', picked: false });

const entries = [
  tool('json-formatter', 'Formateador JSON', 'JSON formatter', 'json bonito, validar json'),
  tool('word-counter', 'Contador de palabras', 'Word counter', 'contar palabras'),
  tool('json-diff', 'Comparar JSON', 'JSON diff', 'diferencias json', true),
  tool('base64-encoder', 'Codificador Base64', 'Base64 encoder', 'base64'),
  action('theme:dark', 'Cambiar al tema oscuro'),
];
const fuse = new Fuse(entries, paletteFuseOptions);

describe('command palette ranking', () => {
  it('shows picked tools in their order, then actions, when nothing is typed', () => {
    expect(rankEntries('  ', entries, fuse, ['word-counter', 'json-diff', 'gone']).map((e) => e.key)).toEqual(['word-counter', 'json-diff', 'theme:dark']);
  });

  it('finds a tool by its name in the page language or in English, accents ignored', () => {
    expect(rankEntries('contador', entries, fuse, [])[0]!.key).toBe('word-counter');
    expect(rankEntries('word count', entries, fuse, [])[0]!.key).toBe('word-counter');
    expect(rankEntries('codificador', entries, fuse, [])[0]!.key).toBe('base64-encoder');
  });

  it('puts a picked tool first among names containing the query', () => {
    expect(rankEntries('json', entries, fuse, [])[0]!.key).toBe('json-diff');
  });

  it('forgives a typo and finds actions', () => {
    expect(rankEntries('formatedor', entries, fuse, []).map((e) => e.key)).toContain('json-formatter');
    expect(rankEntries('oscuro', entries, fuse, []).map((e) => e.key)).toEqual(['theme:dark']);
  });

  it('finds nothing for nonsense', () => {
    expect(rankEntries('zzqqxx', entries, fuse, [])).toEqual([]);
  });
});

describe('command palette ranking of several words', () => {
  it('finds a tool whose names and keywords hold every word', () => {
    expect(rankEntries('contar palabras', entries, fuse, [])[0]!.key).toBe('word-counter');
    expect(rankEntries('validar json', entries, fuse, [])[0]!.key).toBe('json-formatter');
  });
});
