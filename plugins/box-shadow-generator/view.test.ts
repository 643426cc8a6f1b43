import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type TextBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

function block(shadow: string, format: Options['format']): TextBlock {
  const r = run({ shadow }, { format });
  if (isToolError(r)) throw new Error(r.code);
  return asResultView(view(r, { options: { format } })).blocks[0] as TextBlock;
}

describe('box-shadow-generator view', () => {
  it('labels the code by what it is, in every language, and keeps it untranslated', () => {
    const css = block('0 1px 2px black', 'css');
    const tw = block('0 1px 2px black', 'tailwind');
    expect(css.text).toBe('box-shadow: 0 1px 2px 0 #000000;');
    expect(tw.text).toBe('shadow-[0_1px_2px_0_#000000]');
    expect([css, tw].map((b) => writer('box-shadow-generator', 'en')(b.label!))).toEqual(['CSS', 'Tailwind class']);
    expect(writer('box-shadow-generator', 'de')(tw.label!)).toBe('Tailwind-Klasse');
    expect(writer('box-shadow-generator', 'fr')(tw.label!)).toBe('Classe Tailwind');
    expect(css.noTranslate && css.mono).toBe(true);
  });
});
