import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { run, type SpellingResult } from './run.ts';
import { view } from './view.ts';
import type { Options } from './manifest.ts';

const en = writer('spelling-alphabet', 'en');
const de = writer('spelling-alphabet', 'de');
const show = (text: string, alphabet: Options['alphabet']) => view(run({ text }, { alphabet }) as SpellingResult, { input: { text }, options: { alphabet } });

describe('spelling-alphabet view', () => {
  it('NATO: the spelling, a table with the ICAO pronunciation, and the source', () => {
    const v = show('Hi 5', 'nato');
    expect(v.blocks[0]).toMatchObject({ kind: 'text', text: 'Hotel – India\nFive', lang: 'en' });
    const table = v.blocks[1]!;
    if (table.kind !== 'table') throw new Error('no table');
    expect(table.columns.map((c) => en(c.label))).toEqual(['Character', 'Code word', 'Pronunciation (ICAO)']);
    expect(table.rows).toEqual([['H', 'Hotel', 'HOH-TELL'], ['i', 'India', 'IN-DEE-AH'], ['5', 'Five', 'FIFE']]);
    expect(en((v.blocks.at(-1) as unknown as { text: never }).text)).toMatch(/^Source: ICAO Annex 10/);
    expect(v.copy).toBe('Hotel – India\nFive');
  });
  it('DIN 5009: no pronunciation column; unknown characters named', () => {
    const v = show('A☺', 'din5009');
    const table = v.blocks[1]!;
    if (table.kind !== 'table') throw new Error('no table');
    expect(table.columns).toHaveLength(2);
    expect(de(table.rows[1]![1]!)).toBe('(wird so gesprochen)');
    expect(de((v.blocks[2] as unknown as { text: never }).text)).toBe('Für dieses Zeichen hat die Tafel kein Ansagewort, es wird so gesprochen, wie es ist: ☺');
  });
});
