import { describe, expect, it } from 'vitest';
import type { NoteBlock, TableBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { manifest, type Options } from './manifest.ts';
import { run, type Frequency } from './run.ts';
import { SHOWN, view } from './view.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, p]) => [k, p.default])) as Options;
const en = writer('word-frequency', 'en');
const fr = writer('word-frequency', 'fr');

describe('word-frequency view', () => {
  it('writes each share in % in the page’s language, with every term in the CSV', async () => {
    const r = (await run({ text: 'b a b' }, DEFAULTS)) as Frequency;
    const v = view(r, { input: { text: 'b a b' }, options: DEFAULTS });
    const table = v.blocks.find((b): b is TableBlock => b.kind === 'table')!;
    expect(table.rows.map((row) => row.map(en))).toEqual([['1', 'b', '2', '66.67%'], ['2', 'a', '1', '33.33%']]);
    expect(fr(table.rows[0]![3]!)).toBe('66,67\u00a0%');
    expect(v.csv).toEqual([['rank', 'term', 'count', 'share'], [1, 'b', 2, 0.666667], [2, 'a', 1, 0.333333]]);
  });
  it('shows the first terms and says that Copy, CSV and JSON give all of them', async () => {
    const text = Array.from({ length: SHOWN + 5 }, (_, i) => `w${i}`).join(' ');
    const r = (await run({ text }, DEFAULTS)) as Frequency;
    const v = view(r, { input: { text }, options: DEFAULTS });
    expect(v.blocks.find((b): b is TableBlock => b.kind === 'table')!.rows).toHaveLength(SHOWN);
    expect(en(v.blocks.find((b): b is NoteBlock => b.kind === 'note')!.text)).toBe('The table shows the 1,000 most frequent of 1,005 terms; Copy, CSV and JSON give all of them.');
    expect(v.csv).toHaveLength(SHOWN + 6);
  });
});
