import { describe, expect, it } from 'vitest';
import { isToolError, type TextBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const BASE: Options = { sort: 'none', descending: false, collation: 'en', ignoreCase: false, trim: false, removeEmpty: false, removeDuplicates: false, affix: 'add', prefix: '', suffix: '', numberLines: false };

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
});
