import { describe, expect, it } from 'vitest';
import type { FormulaBlock, MeterBlock, TableBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { run, type Readability } from './run.ts';
import { view } from './view.ts';

const en = writer('readability', 'en');
const de = writer('readability', 'de');
const fr = writer('readability', 'fr');

const result = async (text: string, language = 'auto') => (await run({ text }, { language } as never)) as Readability;

describe('readability view', () => {
  it('writes the formula with the text’s own counts, in the page’s number format', async () => {
    const v = view(await result('The cat sat on the mat.', 'en'));
    const formula = v.blocks.find((b): b is FormulaBlock => b.kind === 'formula')!;
    expect(en(formula.formula)).toBe('206.835 − 1.015 × (6 ÷ 1) − 84.6 × (6 ÷ 6) = 116.1');
    expect(de(formula.formula)).toBe('206,835 − 1,015 × (6 ÷ 1) − 84,6 × (6 ÷ 6) = 116,1');
    const meter = v.blocks.find((b): b is MeterBlock => b.kind === 'meter')!;
    expect(meter.value).toBe(100);
    expect(en(meter.text)).toBe('116.1: Very easy');
    expect(fr(meter.text)).toBe('116,1\u202f: Très facile');
  });
  it('names the source of every formula and the detected language', async () => {
    const v = view(await result('Der Hund und die Katze sind nicht hier. Sie schlafen im Garten.'));
    const texts = v.blocks.map((b) => (b.kind === 'note' ? de(b.text) : b.kind === 'values' && b.label ? de(b.label) : ''));
    expect(texts).toContain('Werte für Deutsch (erkannt)');
    expect(texts.some((t) => t.startsWith('Quelle: Toni Amstad'))).toBe(true);
    expect(texts.some((t) => t.startsWith('Quelle: Richard Bamberger'))).toBe(true);
  });
  it('lists the hardest sentences with their score, and writes times in minutes and seconds', async () => {
    const long = 'Considerable administrative complications necessitated extraordinary organisational reconsideration. ';
    const v = view(await result(`Go now. ${long}We ran home. `.repeat(40), 'en'));
    const table = v.blocks.find((b): b is TableBlock => b.kind === 'table')!;
    expect(table.rows).toHaveLength(5);
    expect(en(table.rows[0]![0]!)).toBe(long.trim());
    const stats = v.blocks.filter((b) => b.kind === 'values')[1]!;
    expect(stats.kind === 'values' && en(stats.items.find((i) => en(i.label) === 'Speaking time')!.value)).toBe('3 min 12 s');
  });
});
