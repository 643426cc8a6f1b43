import { describe, expect, it } from 'vitest';
import type { NoteBlock, TableBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { manifest, type Options } from './manifest.ts';
import { run, type Extracted } from './run.ts';
import { PAGE, view } from './view.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, p]) => [k, p.default])) as Options;
const en = writer('data-extractor', 'en');
const fr = writer('data-extractor', 'fr');

describe('data-extractor view', () => {
  it('draws a table per kind and gives Copy the values and CSV the kind, value and count', () => {
    const r = run({ text: 'a@b.de #x a@b.de https://example.com' }, DEFAULTS) as Extracted;
    const v = view(r);
    const tables = v.blocks.filter((b): b is TableBlock => b.kind === 'table');
    expect(tables.map((t) => en(t.caption!))).toEqual(['E-mail addresses', 'URLs', 'Hashtags']);
    expect(fr(tables[0]!.caption!)).toBe('Adresses e-mail');
    expect(tables[0]!.rows.map((row) => row.map(en))).toEqual([['a@b.de', '2']]);
    expect(tables[0]!.pageSize).toBe(PAGE);
    expect(v.copy).toBe('a@b.de\nhttps://example.com\n#x');
    expect(v.csv).toEqual([['kind', 'value', 'count'], ['email', 'a@b.de', 2], ['url', 'https://example.com', 1], ['hashtag', '#x', 1]]);
  });
  it('says when nothing was found', () => {
    const v = view({ total: 0, groups: [] });
    expect(en(v.blocks.find((b): b is NoteBlock => b.kind === 'note')!.text)).toBe('Nothing of the kinds chosen was found in the text.');
  });
});
