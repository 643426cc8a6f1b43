import { describe, expect, it } from 'vitest';
import { isToolError, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const BASE: Options = { view: 'inline', granularity: 'lines', ignoreWhitespace: false, ignoreCase: false, ignoreLineEndings: true };

function shown(original: string, changed: string, more: Partial<Options> = {}) {
  const options = { ...BASE, ...more };
  const result = run({ original, changed }, options);
  if (isToolError(result)) throw new Error(result.code);
  return view(result, { options });
}

describe('text diff checker view', () => {
  it('counts in the chosen unit, says what is counted, and copies the differences as a unified text', () => {
    const v = shown('alpha\nbeta\n<b>x</b>', 'alpha\nBETA\n<b>x</b>\ngamma');
    const [counts, note] = v.blocks as [ValuesBlock, NoteBlock];
    const en = writer('text-diff-checker', 'en');
    expect(counts.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Lines added: 2', 'Lines removed: 1', 'Unchanged lines: 2']);
    expect(en(note.text)).toBe('Counted in lines. A changed line counts as one removed and one added line.');
    expect(v.copy).toBe('  alpha\n- beta\n+ BETA\n  <b>x</b>\n+ gamma');
    expect(en(v.copyLabel!)).toBe('Copy differences');

    const words = shown('Bonjour le monde', 'Bonjour tout le monde', { granularity: 'words' });
    const fr = writer('text-diff-checker', 'fr');
    expect((words.blocks[0] as ValuesBlock).items.map((i) => `${fr(i.label)} ${fr(i.value)}`)).toEqual(['Mots ajoutés 1', 'Mots supprimés 0', 'Mots inchangés 3']);
    const de = writer('text-diff-checker', 'de');
    const chars = shown('x'.repeat(1500), 'y'.repeat(1500), { granularity: 'characters' });
    expect((chars.blocks[0] as ValuesBlock).items.map((i) => `${de(i.label)}: ${de(i.value)}`)).toEqual(['Hinzugefügte Zeichen: 1.500', 'Entfernte Zeichen: 1.500', 'Unveränderte Zeichen: 0']);
  });

  it('says when the texts are identical or both empty', () => {
    const en = writer('text-diff-checker', 'en');
    const same = shown('a\nb', 'a\nb');
    expect(same.blocks).toHaveLength(1);
    expect(en((same.blocks[0] as NoteBlock).text)).toBe('The texts are identical.');
    expect(same.copy).toBe('  a\n  b');
    const empty = shown('', '');
    expect(empty.blocks).toHaveLength(1);
    expect(en((empty.blocks[0] as NoteBlock).text)).toBe('Enter two texts to compare.');
    expect(empty.copy).toBeUndefined();
  });
});
