import { describe, expect, it } from 'vitest';
import { blankGrid, gridFromStored, gridFromTabs, gridFromText, gridText, insertColumn, insertRow, moveColumn, moveRow, normalizeGrid, pasteBlock, removeColumn, removeRow } from './grid.ts';
import { fieldDefault, rawFromStored, readFields, typedRawValues } from './fields.ts';
import type { GridFieldDecl } from './tool.ts';

const free: GridFieldDecl = { kind: 'grid', header: true };
const aligned: GridFieldDecl = { kind: 'grid', header: true, columnChoices: ['none', 'left', 'right'] };
const fixed: GridFieldDecl = { kind: 'grid', columns: ['key', 'value'], minRows: 1 };

describe('the grid field’s value', () => {
  it('starts blank in the declared shape, with the first choice above each column', () => {
    expect(blankGrid(free)).toEqual([['', ''], ['', ''], ['', '']]);
    expect(blankGrid(aligned)).toEqual([['none', 'none'], ['', ''], ['', ''], ['', '']]);
    expect(blankGrid(fixed)).toEqual([['', '']]);
    expect(fieldDefault({ ...free, default: [['a'], ['b', 'c', 'd']] }, undefined, 'en')).toEqual([['a', '', ''], ['b', 'c', 'd']]);
  });

  it('is shaped on reading: ragged rows padded, a fixed grid’s extra cells dropped, unknown choices the first', () => {
    expect(normalizeGrid(free, [['a', 'b', 'c'], ['d']])).toEqual([['a', 'b', 'c'], ['d', '', '']]);
    expect(normalizeGrid(fixed, [['k', 'v', 'extra'], ['k2']])).toEqual([['k', 'v'], ['k2', '']]);
    expect(normalizeGrid(aligned, [['right', 'bogus'], ['a', 'b']])).toEqual([['right', 'none'], ['a', 'b']]);
    expect(normalizeGrid(aligned, [])).toEqual([['none', 'none'], ['', '']]);
  });

  it('is read for run(): rows as wide as the grid, a blank grid missing, an optional one null', () => {
    const fields = { table: aligned };
    expect(readFields(fields, { table: [['left', 'right'], ['Name', 'Qty'], ['Apple']] }, 'en').input.table).toEqual([['left', 'right'], ['Name', 'Qty'], ['Apple', '']]);
    const blank = readFields(fields, { table: [['left', 'right'], [' ', ''], ['', '']] }, 'en');
    expect(blank.missing).toEqual(['table']);
    expect(blank.input.table).toBeNull();
    const optional = readFields({ table: { ...free, optional: true } }, {}, 'en');
    expect(optional).toEqual({ input: { table: null }, errors: {}, missing: [] });
    // Text where rows belong (a stale stored value) is read as a blank grid, never a crash.
    expect(readFields({ table: free }, { table: 'not a grid' }, 'en').missing).toEqual(['table']);
  });

  it('travels in a link and in storage as JSON, anything else refused', () => {
    const rows = [['a', 'b|c'], ['1', 'line\nbreak']];
    expect(gridFromStored(gridText(rows))).toEqual(rows);
    expect(gridFromStored(rows)).toBe(rows);
    expect(rawFromStored(free, gridText(rows))).toEqual(rows);
    expect(rawFromStored(free, '[["a", 1]]')).toBeUndefined();
    expect(rawFromStored(free, '{oops')).toBeUndefined();
    expect(rawFromStored(free, 42)).toBeUndefined();
    expect(typedRawValues({ fields: { table: free } }, { table: rows }, 'de')).toEqual({ table: rows });
  });

  it('reads a spreadsheet’s copy: tabs, line breaks, quoted cells, the last line break no row', () => {
    expect(gridFromTabs('a\tb\r\nc\td\r\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(gridFromTabs('"two\nlines"\t"say ""hi"""\nx\t')).toEqual([['two\nlines', 'say "hi"'], ['x', '']]);
    expect(gridFromTabs('one')).toEqual([['one']]);
    expect(gridFromTabs('')).toEqual([['']]);
    expect(gridFromText(free, '[["h1","h2"],["a","b"]]')).toEqual([['h1', 'h2'], ['a', 'b']]);
    expect(gridFromText(free, 'h1\th2\th3\na')).toEqual([['h1', 'h2', 'h3'], ['a', '', '']]);
    // Tab-separated lines are cells only: each column's choice is the first.
    expect(gridFromText(aligned, 'h1\th2\n1\t2\n')).toEqual([['none', 'none'], ['h1', 'h2'], ['1', '2']]);
  });
});

describe('editing a grid', () => {
  const g = [['none', 'left'], ['H1', 'H2'], ['a', 'b'], ['c', 'd']];

  it('adds, removes and moves rows below the choice row', () => {
    expect(insertRow(aligned, g, 2)).toEqual([['none', 'left'], ['H1', 'H2'], ['', ''], ['a', 'b'], ['c', 'd']]);
    expect(insertRow(aligned, g, 0)[1]).toEqual(['', '']);
    expect(removeRow(aligned, g, 2)).toEqual([['none', 'left'], ['H1', 'H2'], ['c', 'd']]);
    expect(removeRow(aligned, g, 0)).toBe(g);
    expect(removeRow(aligned, [['none'], ['only']], 1)).toEqual([['none'], ['']]);
    expect(moveRow(aligned, g, 3, -1)).toEqual([['none', 'left'], ['H1', 'H2'], ['c', 'd'], ['a', 'b']]);
    expect(moveRow(aligned, g, 1, -1)).toBe(g);
    expect(moveRow(aligned, g, 3, 1)).toBe(g);
  });

  it('adds, removes and moves free columns with their choice; fixed columns stay', () => {
    expect(insertColumn(aligned, g, 1)).toEqual([['none', 'none', 'left'], ['H1', '', 'H2'], ['a', '', 'b'], ['c', '', 'd']]);
    expect(removeColumn(aligned, g, 0)).toEqual([['left'], ['H2'], ['b'], ['d']]);
    expect(removeColumn(aligned, [['none'], ['x']], 0)).toEqual([['none'], ['x']]);
    expect(moveColumn(aligned, g, 0, 1)).toEqual([['left', 'none'], ['H2', 'H1'], ['b', 'a'], ['d', 'c']]);
    expect(moveColumn(aligned, g, 0, -1)).toBe(g);
    const kv = [['k', 'v']];
    expect(insertColumn(fixed, kv, 1)).toBe(kv);
    expect(removeColumn(fixed, kv, 1)).toBe(kv);
    expect(moveColumn(fixed, kv, 0, 1)).toBe(kv);
  });

  it('fills the grid from the cell a block is pasted into, growing rows and free columns', () => {
    expect(pasteBlock(aligned, g, 3, 1, [['x', 'y'], ['z']])).toEqual([['none', 'left', 'none'], ['H1', 'H2', ''], ['a', 'b', ''], ['c', 'x', 'y'], ['', 'z', '']]);
    expect(pasteBlock(fixed, [['k', 'v']], 0, 1, [['1', '2', '3']])).toEqual([['k', '1']]);
  });
});
