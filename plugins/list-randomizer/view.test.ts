import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type ListBlock, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { copyText } from '@sdk/ui';
import { displayContext, writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run, type ListResult } from './run.ts';
import { view } from './view.ts';

const SHUFFLE: Options = { mode: 'shuffle', winners: 1, removeDuplicates: true, removeEmpty: true };
const en = writer('list-randomizer', 'en');
const fr = writer('list-randomizer', 'fr');

function show(text: string, options: Options = SHUFFLE) {
  const result = run({ text }, options);
  if (isToolError(result)) throw new Error(result.code);
  return { result, view: asResultView(view(result, { input: { text }, options })) };
}

/** The counts as "label: value", in the order shown. */
const counts = (values: ValuesBlock, w = en) => values.items.map((i) => `${w(i.label)}: ${w(i.value)}`);

describe('view', () => {
  it('numbers the shuffled items and counts what was removed', () => {
    const { result, view: v } = show('Anna\n\nBen\nAnna\nCarla');
    const [values, list] = v.blocks as [ValuesBlock, ListBlock];
    expect(list.items).toEqual(result.items);
    expect(list.items).toHaveLength(3);
    expect(list.numbered).toBe(true);
    expect(en(list.label!)).toBe('Shuffled list');
    expect(counts(values)).toEqual(['Items in the list: 3', 'Lines entered: 5', 'Duplicates removed: 1', 'Empty lines removed: 1']);
    expect(en(v.regenerateLabel!)).toBe('Shuffle again');
    expect(v.filename).toBe('list-randomizer');
  });

  it('shows only the counts that apply', () => {
    const [values] = show('Anna\nBen', { ...SHUFFLE, removeDuplicates: false, removeEmpty: false }).view.blocks as [ValuesBlock];
    expect(counts(values)).toEqual(['Items in the list: 2', 'Lines entered: 2']);
  });

  it('keeps every item of a long list for Copy and Download (the page shows the first 1,000)', () => {
    const text = Array.from({ length: 1500 }, (_, i) => `item ${i}`).join('\n');
    const { result, view: v } = show(text);
    expect((v.blocks[1] as ListBlock).items).toHaveLength(1500);
    expect(copyText(v, displayContext('list-randomizer', 'en'))).toBe(result.items.join('\n'));
  });

  it('shows kept empty lines as such, the winners out of the total, and Draw again', () => {
    const { view: v } = show('Anna\n\nBen', { ...SHUFFLE, mode: 'pick', winners: 3, removeEmpty: false });
    const [values, list] = v.blocks as [ValuesBlock, ListBlock];
    expect(en(list.emptyItem!)).toBe('(empty line)');
    expect(list.items).toContain('');
    expect(en(list.label!)).toBe('Winners');
    expect(counts(values)[0]).toBe('Winners: 3 of 3');
    expect(fr(values.items[0]!.value)).toBe('3 sur 3');
    expect(en(v.regenerateLabel!)).toBe('Draw again');
    expect(fr(v.regenerateLabel!)).toBe('Nouveau tirage');
    expect(v.filename).toBe('list-randomizer-winners');
  });

  it('copies the list in its drawn order, one item per line', () => {
    const { result, view: v } = show('Anna\nBen\nCarla\nDavid', { ...SHUFFLE, mode: 'pick', winners: 2 });
    expect(copyText(v, displayContext('list-randomizer', 'en'))).toBe((result as ListResult).items.join('\n'));
  });

  it('asks for a list when it is empty, with nothing to draw again', () => {
    const { view: v } = show('\n \n');
    expect(v.blocks).toHaveLength(1);
    expect(en((v.blocks[0] as NoteBlock).text)).toBe('Your list is empty: enter one item per line.');
    expect(v.regenerate).toBe(false);
  });
});
