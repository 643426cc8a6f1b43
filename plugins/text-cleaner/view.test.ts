import { describe, expect, it } from 'vitest';
import { isToolError, type TextBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const DEFAULTS: Options = { mode: 'extraSpaces', keepParagraphs: true, straightQuotes: false };

function shown(text: string, options: Partial<Options>) {
  const r = run({ text }, { ...DEFAULTS, ...options });
  if (isToolError(r)) throw new Error(r.code);
  const blocks = view(r).blocks;
  expect(blocks).toHaveLength(1);
  return blocks[0] as TextBlock;
}

describe('text cleaner view', () => {
  it('shows the cleaned text with what was removed, in the page language and its plurals', () => {
    const spaces = shown('a  b   c', {});
    expect(spaces.text).toBe('a b c');
    expect(writer('text-cleaner', 'en')(spaces.summary!)).toBe('Removed 3 characters');
    expect(writer('text-cleaner', 'de')(spaces.summary!)).toBe('3 Zeichen entfernt');
    expect(writer('text-cleaner', 'fr')(shown('a  b', {}).summary!)).toBe('Texte allégé de 1 caractère');

    const lines = shown('one\n\n\ntwo', { mode: 'emptyLines' });
    expect(writer('text-cleaner', 'en')(lines.summary!)).toBe('Removed 2 characters and 2 lines');
    expect(writer('text-cleaner', 'es')(lines.summary!)).toBe('Texto reducido en 2 caracteres y 2 líneas');
    expect(writer('text-cleaner', 'en')(shown('one\n\ntwo', { mode: 'emptyLines' }).summary!)).toBe('Removed 1 character and 1 line');
    expect(writer('text-cleaner', 'de')(shown('x'.repeat(1500) + '\n\ny', { mode: 'emptyLines' }).summary!)).toBe('1 Zeichen und 1 Zeile entfernt');
  });

  it('writes large counts with the page’s grouping', () => {
    const big = shown(' '.repeat(12_345) + 'x', {});
    expect(writer('text-cleaner', 'en')(big.summary!)).toBe('Removed 12,345 characters');
    expect(writer('text-cleaner', 'de')(big.summary!)).toBe('12.345 Zeichen entfernt');
  });
});
