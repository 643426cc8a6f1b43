import { describe, expect, it } from 'vitest';
import type { NoteBlock, TextBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { view } from './view.ts';

const NBSP = '\u00a0';
const ID = 'css-minifier-beautifier';

describe('css-minifier-beautifier view', () => {
  it('minify: sizes before and after and the share saved, then the CSS as text', () => {
    const [values, text] = view({ css: 'a{color:red}', bytesBefore: 109, bytesAfter: 65 }).blocks as [ValuesBlock, TextBlock];
    const en = writer(ID, 'en');
    expect(en(values.label!)).toBe('Size');
    expect(values.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Original size: 109 bytes', 'Minified size: 65 bytes', 'Saved: 40.4% smaller']);
    expect(text.text).toBe('a{color:red}');
    expect(en(text.label!)).toBe('Minified CSS');
    expect(writer(ID, 'fr')(values.items[2]!.value)).toBe(`40,4${NBSP}% plus petit`);
    expect(writer(ID, 'de')(values.items[0]!.value)).toBe('109 Byte');
  });

  it('says when the result is larger, and 0% for nothing', () => {
    const en = writer(ID, 'en');
    expect(en((view({ css: '', bytesBefore: 10, bytesAfter: 12 }).blocks[0] as ValuesBlock).items[2]!.value)).toBe('20% larger');
    expect(en((view({ css: '', bytesBefore: 0, bytesAfter: 0 }).blocks[0] as ValuesBlock).items[2]!.value)).toBe('0% smaller');
  });

  it('beautify: only the CSS, labelled as beautified', () => {
    const [text] = view({ beautified: 'a {\n  color: red\n}' }).blocks as [TextBlock];
    expect(text.text).toBe('a {\n  color: red\n}');
    expect(writer(ID, 'es')(text.label!)).toBe('CSS formateado');
  });

  it('warns first that the CSS is incomplete, with the line and column, in every language', () => {
    const [note, values] = view({ css: 'a{color:red}', bytesBefore: 14, bytesAfter: 12, incomplete: { what: 'block', line: 1, column: 3 } }).blocks as [NoteBlock, ValuesBlock];
    expect(note).toMatchObject({ kind: 'note', tone: 'warning' });
    expect(values.kind).toBe('values');
    expect(writer(ID, 'en')(note.text)).toBe('The CSS is incomplete: the block opened at line 1, column 3 is never closed. Browsers close it at the end of the file, and so does this result; add the missing closing brace where the block should end.');
    expect(writer(ID, 'es')(note.text)).toContain('el bloque abierto en la línea 1, columna 3, nunca se cierra');
    expect(writer(ID, 'de')(note.text)).toContain('Der Block, der in Zeile 1, Spalte 3 beginnt, wird nie geschlossen');
    expect(writer(ID, 'fr')(note.text)).toContain('Le CSS est incomplet\u202f: le bloc ouvert à la ligne 1, colonne 3');
    const [comment] = view({ beautified: 'a {}\n/* x', incomplete: { what: 'comment', line: 2, column: 1 } }).blocks as [NoteBlock];
    expect(writer(ID, 'en')(comment.text)).toContain('the comment opened with /* at line 2, column 1 is never closed with */');
  });
});
