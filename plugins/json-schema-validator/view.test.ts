import { describe, expect, it } from 'vitest';
import { view, message, RULES } from './view.ts';
import en from './locales/en.json';

describe('view', () => {
  it('shows the verdict, the draft and a table of errors', () => {
    const v = view({ valid: false, draft: '7', draftFrom: 'schema', issues: [{ pointer: '', schemaPath: '#/required', rule: 'required', params: { property: 'id' } }] });
    expect(v.blocks[0]).toMatchObject({ kind: 'values' });
    const table = v.blocks[1] as unknown as { rows: unknown[][] };
    expect(table.rows).toEqual([[{ t: 'wholeDocument' }, { t: 'rules.required', params: { property: 'id' } }, '#/required']]);
    expect(JSON.stringify(v.blocks[0])).toContain('"draft":"07"');
  });
  it('shows no table for a valid document', () => {
    expect(view({ valid: true, draft: '2020-12', draftFrom: 'default', issues: [] }).blocks).toHaveLength(1);
  });
  it('writes numbers as numbers and has a text for every rule', () => {
    expect(message({ pointer: '/a', schemaPath: '', rule: 'minimum', params: { value: -3, limit: 0 } })).toEqual({ t: 'rules.minimum', params: { value: { num: -3 }, limit: { num: 0 } } });
    expect(message({ pointer: '/a', schemaPath: '', rule: 'madeUp', params: {} })).toEqual({ t: 'rules.other', params: { keyword: 'madeUp' } });
    for (const rule of RULES) expect(en.rules).toHaveProperty(rule);
  });
});
