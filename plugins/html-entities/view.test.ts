import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { decode } from './run.ts';
import { view } from './view.ts';

describe('html-entities view', () => {
  it('shows the decoded text and a table of the issues in words', async () => {
    const v = view(await decode('a &foo; &#x110000;'));
    expect(v.copy).toBe('a &foo; \uFFFD');
    const table = v.blocks[1]!;
    expect(table.kind).toBe('table');
    if (table.kind !== 'table') return;
    const en = writer('html-entities', 'en');
    expect(en(table.caption!)).toBe('2 references a browser would stumble on');
    expect(table.rows.map((r) => r.map((d) => en(d)))).toEqual([
      ['1', '3', '&foo;', 'Unknown name: kept as it is.'],
      ['1', '9', '&#x110000;', 'Beyond U+10FFFF, the last Unicode character: shown as \uFFFD.'],
    ]);
    const fr = writer('html-entities', 'fr');
    expect(fr(table.caption!)).toBe('2 références sur lesquelles un navigateur trébucherait');
  });

  it('shows no table when every reference is fine, and a note beyond the listed issues', async () => {
    expect(view(await decode('&lt;')).blocks).toHaveLength(1);
    const blocks = view(await decode('&x;'.repeat(250))).blocks;
    expect(blocks.map((b) => b.kind)).toEqual(['text', 'table', 'note']);
  });
});
