import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { view } from './view.ts';

const en = writer('slug-generator', 'en');
const de = writer('slug-generator', 'de');
const OPTIONS: Options = { language: 'en', separator: 'hyphen', lowercase: true, maxLength: 0, stopWords: false, unique: false };

describe('slug-generator view', () => {
  it('shows the slugs line for line with their count', () => {
    const [text] = view({ slugs: ['a', '', 'b'], unusable: [] }, { input: { text: '' }, options: OPTIONS }).blocks;
    expect(text).toMatchObject({ kind: 'text', text: 'a\n\nb' });
    expect(en((text as unknown as { summary: never }).summary)).toBe('2 slugs');
    expect(de((text as unknown as { summary: never }).summary)).toBe('2 Slugs');
  });
  it('names the lines that gave no slug', () => {
    const blocks = view({ slugs: ['', 'a', ''], unusable: [1, 3] }, { input: { text: '' }, options: OPTIONS }).blocks;
    expect(en((blocks[1] as unknown as { text: never }).text)).toMatch(/^Lines 1, 3 have nothing a URL slug can keep/);
    const one = view({ slugs: [''], unusable: [1] }, { input: { text: '' }, options: OPTIONS }).blocks;
    expect(en((one[1] as unknown as { text: never }).text)).toMatch(/^Line 1 has nothing/);
  });
  it('says when the language has no stop-word list', () => {
    const blocks = view({ slugs: ['a'], unusable: [] }, { input: { text: '' }, options: { ...OPTIONS, language: 'sv', stopWords: true } }).blocks;
    expect(en((blocks[1] as unknown as { text: never }).text)).toBe('There is no stop-word list for Swedish: no words were left out.');
    expect(view({ slugs: ['a'], unusable: [] }, { input: { text: '' }, options: { ...OPTIONS, stopWords: true } }).blocks).toHaveLength(1);
  });
});
