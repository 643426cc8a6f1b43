import { describe, expect, it } from 'vitest';
import { type NoteBlock, type TextBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { view } from './view.ts';

const en = writer('find-and-replace', 'en');

describe('find and replace view', () => {
  it('counts matches and replacements and gives the replaced text to Copy', () => {
    const v = view({ text: 'x b x', matches: 2, replacements: 2, marks: [] }, { input: { find: 'a', replace: 'x', text: 'a b a' } });
    const [counts, text] = v.blocks as [ValuesBlock, TextBlock];
    expect(counts.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Matches: 2', 'Replacements: 2']);
    expect(en(text.label!)).toBe('Text after replacement');
    expect(text.text).toBe('x b x');
    expect(v.copy).toBe('x b x');
    expect(en(v.copyLabel!)).toBe('Copy replaced text');
    expect(writer('find-and-replace', 'fr')(counts.items[0]!.label)).toBe('Occurrences');
  });

  it('asks for something to find, and says when nothing matched', () => {
    expect(en((view({ text: 'a', matches: 0, replacements: 0, marks: [] }, { input: { find: '', replace: '', text: 'a' } }).blocks[0] as NoteBlock).text)).toBe('Enter the text or pattern to find.');
    const none = view({ text: 'a', matches: 0, replacements: 0, marks: [] }, { input: { find: 'z', replace: '', text: 'a' } });
    expect(en((none.blocks[1] as NoteBlock).text)).toBe('No matches: the text stays as it is.');
  });
});
