import { describe, expect, it } from 'vitest';
import type { FakeData } from './run.ts';
import { view } from './view.ts';

const base: FakeData = { format: 'sql', text: 'INSERT …', names: ['id', 'ok'], rows: [[1, true]], seed: 'demo' };

describe('fake-data-generator view', () => {
  it('shows the text in the chosen format, the seed and a preview; Copy and the downloads give the rows', () => {
    const v = view(base);
    expect(v.copy).toBe('INSERT …');
    expect(v.txt).toBe('INSERT …');
    expect(v.csv).toEqual([['id', 'ok'], [1, true]]);
    expect(v.json).toEqual([{ id: 1, ok: true }]);
    expect(v.blocks.map((b) => b.kind)).toEqual(['text', 'values', 'table']);
    expect(v.blocks[0]).toMatchObject({ label: { t: 'output.sql' }, mono: true });
    expect(v.blocks[2]).toMatchObject({ columns: [{ label: 'id' }, { label: 'ok' }], rows: [['1', 'true']] });
  });

  it('offers Generate again only for rows from a drawn seed (a typed one would repeat them)', () => {
    expect(view(base).regenerate).toBe(false);
    expect(view({ ...base, drawn: true }).regenerate).toBe(true);
    expect(view({ ...base, drawn: true }).blocks[1]).toMatchObject({ items: [{ value: 'demo', hint: { t: 'results.seedDrawn' } }] });
  });

  it('says when rows under the names are left out and when passwords come from a typed seed', () => {
    const v = view({ ...base, unusedRows: true, seededPasswords: true });
    expect(v.blocks.slice(0, 2)).toEqual([
      { kind: 'note', tone: 'info', text: { t: 'notes.unusedRows' } },
      { kind: 'note', tone: 'warning', text: { t: 'notes.seededPasswords' } },
    ]);
  });
});
