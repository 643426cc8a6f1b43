import { describe, expect, it } from 'vitest';
import type { TextBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { SqlResult } from './run.ts';
import { view } from './view.ts';

const RESULT: SqlResult = { sql: 'SELECT\n  1', inputCharacters: 1234, outputCharacters: 1300, inputBytes: 1300, outputBytes: 1200, inputLines: 1, outputLines: 10 };

describe('sql-formatter view', () => {
  it('shows the formatted SQL as text, then the size statistics in the page language', () => {
    const [text, stats] = view(RESULT).blocks as [TextBlock, ValuesBlock];
    expect(text).toEqual({ kind: 'text', text: 'SELECT\n  1' });
    const en = writer('sql-formatter', 'en');
    expect(en(stats.label!)).toBe('Size statistics');
    expect(stats.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual([
      'Input characters: 1,234',
      'Output characters: 1,300',
      'Input size in bytes (UTF-8): 1,300',
      'Output size in bytes (UTF-8): 1,200',
      'Lines before: 1',
      'Lines after: 10',
      'Size difference in bytes: -100 (-7.7%)',
    ]);
    const de = writer('sql-formatter', 'de');
    expect(de(stats.items[0]!.value)).toBe('1.234');
    expect(de(stats.items[6]!.value)).toBe('-100 (-7,7\u00a0%)');
  });

  it('signs a growth and writes no sign for no change', () => {
    const en = writer('sql-formatter', 'en');
    const grew = view({ ...RESULT, inputBytes: 78, outputBytes: 90 }).blocks[1] as ValuesBlock;
    expect(en(grew.items[6]!.value)).toBe('+12 (+15.4%)');
    const same = view({ ...RESULT, inputBytes: 5, outputBytes: 5 }).blocks[1] as ValuesBlock;
    expect(en(same.items[6]!.value)).toBe('0 (0%)');
  });
});
