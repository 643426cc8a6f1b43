import { describe, expect, it } from 'vitest';
import { itemText, type ListBlock, type ListItem, type NoteBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import { MAX_CARDS, view } from './view.ts';

const DEFAULTS: Options = { mode: 'size', chunkSize: 1000, chunkCount: 2, preserveParagraphs: true, preserveWords: true };
const split = (text: string, options: Partial<Options> = {}) => view(run({ text }, { ...DEFAULTS, ...options }));
const en = writer('text-splitter', 'en');
const es = writer('text-splitter', 'es');

describe('text splitter view', () => {
  it('gives every chunk its heading with its number and size, Copy all and both downloads', () => {
    const v = split('Plants need light.\n\nWater them in winter 👍🏽.', { chunkSize: 25 });
    const list = v.blocks.find((b) => b.kind === 'list') as ListBlock;
    expect(en(list.label!)).toBe('2 chunks');
    expect(es(list.label!)).toBe('2 fragmentos');
    const items = list.items as readonly ListItem[];
    expect(items.map(itemText)).toEqual(['Plants need light.', 'Water them in winter 👍🏽.']);
    expect(items.map((i) => en(i.label))).toEqual(['Chunk 1 · 18 characters', 'Chunk 2 · 23 characters']);
    expect(es(items[0]!.label)).toBe('Fragmento 1 · 18 caracteres');
    expect(v.blocks.some((b) => b.kind === 'note')).toBe(false);
    expect(v.copy).toBe('Plants need light.\n\nWater them in winter 👍🏽.');
    expect(en(v.copyLabel!)).toBe('Copy all');
    expect(v.txt).toBe('----- chunk 1 -----\nPlants need light.\n\n----- chunk 2 -----\nWater them in winter 👍🏽.');
    expect(v.json).toEqual(['Plants need light.', 'Water them in winter 👍🏽.']);
  });

  it('says how many paragraphs were cut inside, with plurals', () => {
    const one = split('Short.\n\nThis paragraph is longer than a chunk.', { chunkSize: 20 });
    expect(en((one.blocks[0] as NoteBlock).text)).toBe('1 paragraph was longer than a chunk and was split inside.');
    const two = split('This paragraph is longer than a chunk.\n\nAnd this one is longer too, by far.', { chunkSize: 20 });
    expect(en((two.blocks[0] as NoteBlock).text)).toBe('2 paragraphs were longer than a chunk and were split inside.');
  });

  it('draws at most 200 chunks and says so, while Copy all and the downloads keep every chunk', () => {
    const text = Array.from({ length: 250 }, (_, i) => `p${i}`).join('\n\n');
    const v = split(text, { chunkSize: 4 });
    const list = v.blocks.find((b) => b.kind === 'list') as ListBlock;
    expect(list.items).toHaveLength(MAX_CARDS);
    expect(en(list.label!)).toBe('250 chunks');
    const capped = v.blocks.find((b) => b.kind === 'note') as NoteBlock;
    expect(en(capped.text)).toBe('Showing 200 of 250 chunks; Copy all and the downloads give every chunk.');
    expect(v.json).toHaveLength(250);
    expect(v.copy).toBe(text);
  });

  it('asks for a text when there is nothing to split', () => {
    const v = split('  \n ');
    expect(v.blocks).toHaveLength(1);
    expect(en((v.blocks[0] as NoteBlock).text)).toBe('Type or paste a text above to split it into chunks.');
  });
});
