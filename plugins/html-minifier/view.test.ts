import { describe, expect, it } from 'vitest';
import type { TextBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { view } from './view.ts';

const NBSP = '\u00a0';

describe('html-minifier view', () => {
  it('shows the sizes before and after in bytes and the share saved, then the HTML as text', () => {
    const v = view({ html: '<p>a</p>', bytesBefore: 109, bytesAfter: 65 });
    const [values, text] = v.blocks as [ValuesBlock, TextBlock];
    const en = writer('html-minifier', 'en');
    expect(en(values.label!)).toBe('Size');
    expect(values.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Original size: 109 bytes', 'Minified size: 65 bytes', 'Saved: 40.4% smaller']);
    expect(text).toEqual({ kind: 'text', text: '<p>a</p>' });
    const fr = writer('html-minifier', 'fr');
    expect(fr(values.items[2]!.value)).toBe(`40,4${NBSP}% plus petit`);
    const de = writer('html-minifier', 'de');
    expect(de(values.items[0]!.value)).toBe('109 Byte');
    expect(writer('html-minifier', 'es')(values.items[2]!.value)).toMatch(new RegExp(`^40,4${NBSP}%`));
  });

  it('says when the result is larger, and 0% for an empty input', () => {
    const en = writer('html-minifier', 'en');
    const larger = view({ html: '', bytesBefore: 10, bytesAfter: 12 }).blocks[0] as ValuesBlock;
    expect(en(larger.items[2]!.value)).toBe('20% larger');
    const none = view({ html: '', bytesBefore: 0, bytesAfter: 0 }).blocks[0] as ValuesBlock;
    expect(en(none.items[2]!.value)).toBe('0% smaller');
  });
});
