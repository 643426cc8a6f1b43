import { describe, expect, it } from 'vitest';
import { isToolError, type TextBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const BASE: Options = { sort: 'none', descending: false, collation: 'en', ignoreCase: false, trim: false, removeEmpty: false, removeDuplicates: false, affix: 'add', prefix: '', suffix: '', numberLines: false, mode: 'lines', joinSeparator: ', ', quote: 'none', splitSeparator: ',' };

describe('line tools view', () => {
  it('shows lines before and after, what was removed when asked, and copies the text', () => {
    const options: Options = { ...BASE, removeDuplicates: true, removeEmpty: true };
    const r = run({ text: 'b\n\nb\na' }, options);
    if (isToolError(r)) throw new Error(r.code);
    const v = view(r, { input: { text: '' }, options });
    const [values, text] = v.blocks as [ValuesBlock, TextBlock];
    const en = writer('line-tools', 'en');
    expect(values.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Lines before: 4', 'Lines after: 2', 'Duplicates removed: 1', 'Empty lines removed: 1']);
    expect(writer('line-tools', 'de')(values.items[0]!.label)).toBe('Zeilen vorher');
    expect(text.text).toBe('b\na');
    expect(v.copy).toBe('b\na');
    expect(view(r, { input: { text: '' }, options: BASE }).blocks[0]).toMatchObject({ items: [{}, {}] });
  });

  it('join and split say how many items, and empty ones removed when asked', () => {
    const en = writer('line-tools', 'en');
    const options: Options = { ...BASE, mode: 'split', removeEmpty: true };
    const r = run({ text: 'a,,b' }, options);
    if (isToolError(r)) throw new Error(r.code);
    const [values] = view(r, { input: { text: '' }, options }).blocks as [ValuesBlock];
    expect(values.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Items: 2', 'Empty items removed: 1']);
    const joined = run({ text: 'a\nb' }, { ...BASE, mode: 'join' });
    if (isToolError(joined)) throw new Error(joined.code);
    const [jv] = view(joined, { input: { text: '' }, options: { ...BASE, mode: 'join' } }).blocks as [ValuesBlock];
    expect(jv.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Lines joined: 2']);
  });
});
