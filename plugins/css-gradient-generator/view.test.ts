import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type TextBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { run } from './run.ts';
import { view } from './view.ts';

describe('css-gradient-generator view', () => {
  it('shows the CSS to copy as untranslated code, labelled in the page language', () => {
    const r = run({ gradient: 'linear-gradient(red, blue)' }, { fallback: true });
    if (isToolError(r)) throw new Error(r.code);
    const b = asResultView(view(r)).blocks[0] as TextBlock;
    expect(b.text).toBe('background: #800080;\nbackground: linear-gradient(180deg, #ff0000 0%, #0000ff 100%);');
    expect(b.noTranslate && b.mono).toBe(true);
    for (const lang of ['en', 'es', 'de', 'fr'] as const) expect(writer('css-gradient-generator', lang)(b.label!)).toBe('CSS');
  });
});
