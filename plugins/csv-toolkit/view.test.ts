import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { manifest, type Input, type Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

describe('csv-toolkit view', () => {
  it('lists ragged rows with their lines, then the output and a preview', async () => {
    const example = manifest.examples.find((e) => e.name === 'raggedRows')!;
    const input = { ...example.input } as unknown as Input;
    const r = await run({ ...input, file: null, columns: null, drop: '', filterOp: 'none', dedupe: 'none', sortOrder: 'none', tableName: 'data', sqlDialect: 'standard' } as Input, { inputDelimiter: 'comma', header: true, transpose: false, guardFormulas: true, emptyAsNull: false } as Options);
    if (isToolError(r)) throw new Error(r.code);
    const v = view(r, { input: { ...input, filterOp: 'none', dedupe: 'none' } as Input, options: {} as Options });
    const blocks = 'blocks' in v ? v.blocks : v;
    expect(blocks.map((b) => b.kind)).toEqual(['note', 'table', 'text', 'values', 'table']);
    expect(blocks[1]).toMatchObject({ rows: [[{ num: 3 }, { num: 2 }], [{ num: 4 }, { num: 4 }]] });
    expect(blocks[2]).toMatchObject({ kind: 'text', text: r.text });
    expect(blocks[4]).toMatchObject({ kind: 'table', rows: r.preview.slice(1) });
    expect('copy' in v && v.copy).toBe(r.text);
  });
});
