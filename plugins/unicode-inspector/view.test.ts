import { describe, expect, it } from 'vitest';
import type { NoteBlock, TableBlock, TextBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { run, type Inspection } from './run.ts';
import { view } from './view.ts';

const en = writer('unicode-inspector', 'en');
const es = writer('unicode-inspector', 'es');
const show = async (text: string, normalization = 'NFC') => view((await run({ text }, { normalization } as never)) as Inspection, { input: { text }, options: { normalization } as never });

describe('unicode-inspector view', () => {
  it('draws invisible characters, controls, spaces and marks with visible stand-ins', async () => {
    const v = await show('\u200B\n é\u0301', 'none');
    const table = v.blocks.filter((b): b is TableBlock => b.kind === 'table').at(-1)!;
    expect(table.rows.map((r) => en(r[1]!))).toEqual(['(not visible)', '␊', '␣', 'é', '◌\u0301']);
    expect(table.rows.map((r) => es(r[4]!))).toEqual(['Carácter de formato (Cf)', 'Carácter de control (Cc)', 'Espacio (Zs)', 'Letra minúscula (Ll)', 'Marca sin espacio (Mn)']);
  });
  it('warns about hidden characters, offers the cleaned text and copies it', async () => {
    const v = await show('a\u200Bb');
    expect(en(v.blocks.find((b): b is NoteBlock => b.kind === 'note' && b.tone === 'warning')!.text)).toMatch(/^1 character is hidden/);
    expect(v.blocks.find((b): b is TextBlock => b.kind === 'text')!.text).toBe('ab');
    expect(v.copy).toBe('ab');
    expect(en(v.copyLabel!)).toBe('Copy cleaned text');
  });
  it('says when the text is already normalised', async () => {
    const v = await show('plain');
    expect(en(v.blocks.find((b): b is NoteBlock => b.kind === 'note')!.text)).toBe('The text is already in NFC: normalising changes nothing.');
    expect(v.csv![1]).toEqual([1, 'p', 'U+0070', 'LATIN SMALL LETTER P', 'Ll', '70', '0070', '&#x70;', '']);
  });
});
