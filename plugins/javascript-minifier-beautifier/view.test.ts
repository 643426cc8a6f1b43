import { describe, expect, it } from 'vitest';
import type { TextBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { view } from './view.ts';

const NBSP = '\u00a0';
const ID = 'javascript-minifier-beautifier';

describe('javascript-minifier-beautifier view', () => {
  it('minify: sizes before and after and the share saved, then the code as text', () => {
    const [values, text] = view({ code: 'f()', bytesBefore: 109, bytesAfter: 65 }).blocks as [ValuesBlock, TextBlock];
    const en = writer(ID, 'en');
    expect(en(values.label!)).toBe('Size');
    expect(values.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Original size: 109 bytes', 'Minified size: 65 bytes', 'Saved: 40.4% smaller']);
    expect(text.text).toBe('f()');
    expect(en(text.label!)).toBe('Minified JavaScript');
    expect(writer(ID, 'fr')(values.items[2]!.value)).toBe(`40,4${NBSP}% plus petit`);
    expect(writer(ID, 'de')(values.items[0]!.value)).toBe('109 Byte');
  });

  it('says when the result is larger, and 0% for nothing', () => {
    const en = writer(ID, 'en');
    expect(en((view({ code: '', bytesBefore: 10, bytesAfter: 12 }).blocks[0] as ValuesBlock).items[2]!.value)).toBe('20% larger');
    expect(en((view({ code: '', bytesBefore: 0, bytesAfter: 0 }).blocks[0] as ValuesBlock).items[2]!.value)).toBe('0% smaller');
  });

  it('beautify: only the code, labelled as beautified', () => {
    const [text] = view('f()').blocks as [TextBlock];
    expect(text.text).toBe('f()');
    expect(writer(ID, 'es')(text.label!)).toBe('JavaScript formateado');
  });
});
