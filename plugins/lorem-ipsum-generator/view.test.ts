import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type TextBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const DEFAULTS: Options = { paragraphs: 3, length: 'medium', startWithClassic: true, repeatable: false };

function show(options: Partial<Options> = {}) {
  const all = { ...DEFAULTS, ...options };
  const result = run({}, all);
  if (isToolError(result)) throw new Error(result.code);
  return { result, view: asResultView(view(result, { input: {}, options: all })) };
}

describe('view', () => {
  it('shows the whole text, in Latin, labelled by the tool’s output label', () => {
    const { result, view: v } = show();
    const text = v.blocks[0] as TextBlock;
    expect(v.blocks).toHaveLength(1);
    expect(text.text).toBe(result.text);
    expect(text.lang).toBe('la');
    expect(text.label).toBeUndefined();
  });

  it('sums the text up in the page’s language', () => {
    const { result, view: v } = show({ paragraphs: 10, length: 'long' });
    const summary = (v.blocks[0] as TextBlock).summary!;
    expect(writer('lorem-ipsum-generator', 'en')(summary)).toBe(`Paragraphs: 10 · Sentences: ${result.sentences} · Words: ${result.words.toLocaleString('en')}`);
    expect(writer('lorem-ipsum-generator', 'de')(summary)).toBe(`Absätze: 10 · Sätze: ${result.sentences} · Wörter: ${result.words.toLocaleString('de')}`);
  });

  it('offers Generate again only when the text is new each time', () => {
    expect(show().view.regenerate).toBe(true);
    expect(show({ repeatable: true }).view.regenerate).toBe(false);
  });
});
