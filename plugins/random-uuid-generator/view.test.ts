import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type TableBlock } from '@sdk/core';
import { copyText, csvRows } from '@sdk/ui';
import { displayContext, writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run, type UuidResult } from './run.ts';
import { MAX_INPUT_CHARS, view } from './view.ts';

const DEFAULTS: Options = { mode: 'generate', version: 'v4', namespace: 'dns', quantity: 5, dashes: true, uppercase: false };
const en = writer('random-uuid-generator', 'en');
const fr = writer('random-uuid-generator', 'fr');
const ctx = displayContext('random-uuid-generator', 'en');

function show(text: string, options: Partial<Options> = {}) {
  const all = { ...DEFAULTS, ...options };
  const result = run({ text }, all);
  if (isToolError(result)) throw new Error(result.code);
  return { result, view: asResultView(view(result, { input: { text }, options: all })) };
}

const uuidsOf = (result: UuidResult) => (result.mode === 'generate' ? result.uuids : []);
/** The table's cells as the page writes them. */
const cells = (table: TableBlock, w = en) => table.rows.map((row) => row.map((cell) => w(cell)));

describe('generated UUIDs', () => {
  it('lists every UUID under a UUID heading, with their count', () => {
    const { result, view: v } = show('');
    const table = v.blocks[0] as TableBlock;
    expect(cells(table)).toEqual(uuidsOf(result).map((uuid) => [uuid]));
    expect(table.columns.map((c) => en(c.label))).toEqual(['UUID']);
    expect(table.columns[0]!.mono).toBe(true);
    expect(en(table.caption!)).toBe('UUIDs: 5');
    expect(fr(table.caption!)).toBe('UUID\u202f: 5');
  });

  it('copies and saves them one per line, as a CSV column with its header, and as a JSON list', () => {
    const { result, view: v } = show('', { quantity: 3 });
    const uuids = uuidsOf(result);
    expect(copyText(v, ctx)).toBe(uuids.join('\n'));
    expect(v.txt).toBe(uuids.join('\n'));
    expect(csvRows(v, ctx)).toEqual([['UUID'], ...uuids.map((uuid) => [uuid])]);
    expect(v.json).toEqual(uuids);
  });

  it('offers Generate again for the random and time-based versions only', () => {
    for (const version of ['v4', 'v7', 'v1'] as const) expect(show('', { version }).view.regenerate).toBe(true);
    expect(show('www.example.com', { version: 'v5' }).view.regenerate).toBe(false);
    expect(show('', { version: 'nil' }).view.regenerate).toBe(false);
  });
});

describe('validation', () => {
  it('says validity in words as well as with a mark, and names version and variant', () => {
    const { view: v } = show('{2ED6657D-E927-568B-95E1-2665A8AEA6A2}\n2ed6657d-e927-568b-95e1-2665a8aea6a\n00000000-0000-0000-0000-000000000000\nFFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', {
      mode: 'validate',
    });
    const table = v.blocks[0] as TableBlock;
    expect(table.columns.map((c) => en(c.label))).toEqual(['Input', 'Valid', 'Version', 'Variant', 'Canonical form']);
    expect(cells(table)).toEqual([
      ['{2ED6657D-E927-568B-95E1-2665A8AEA6A2}', '✓ Valid', 'v5', 'RFC 9562', '2ed6657d-e927-568b-95e1-2665a8aea6a2'],
      ['2ed6657d-e927-568b-95e1-2665a8aea6a', '✗ Invalid', '—', '—', '—'],
      ['00000000-0000-0000-0000-000000000000', '✓ Valid', 'Nil', 'NCS (reserved)', '00000000-0000-0000-0000-000000000000'],
      ['FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', '✓ Valid', 'Max', 'Future (reserved)', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
    ]);
    expect(en(table.caption!)).toBe('Valid UUIDs: 3 of 4');
    expect(cells(table, fr)[1]!.slice(0, 2)).toEqual(['2ed6657d-e927-568b-95e1-2665a8aea6a', '✗ Non valide']);
    expect(v.regenerate).toBe(false);
  });

  it('keeps every row (the page draws them in pages) and cuts only very long lines', () => {
    const long = 'x'.repeat(500);
    const { view: v } = show([...Array.from({ length: 1200 }, (_, i) => `line ${i}`), long].join('\n'), { mode: 'validate' });
    const table = v.blocks[0] as TableBlock;
    expect(table.rows).toHaveLength(1201);
    expect(table.rows[1200]![0]).toBe(`${'x'.repeat(MAX_INPUT_CHARS)}…`);
    expect(en(table.caption!)).toBe('Valid UUIDs: 0 of 1,201');
  });

  it('asks for UUIDs when there are none', () => {
    const { view: v } = show(' \n', { mode: 'validate' });
    expect(en((v.blocks[0] as NoteBlock).text)).toBe('Paste the UUIDs to check in the field above, one per line.');
    expect(v.regenerate).toBe(false);
  });
});
