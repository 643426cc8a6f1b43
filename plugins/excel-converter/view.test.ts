import { describe, expect, it } from 'vitest';
import type { FileBlock, NoteBlock, TableBlock, TextBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { ReadResult, WriteResult } from './run.ts';
import { view } from './view.ts';

const en = writer('excel-converter', 'en');
const de = writer('excel-converter', 'de');
const fr = writer('excel-converter', 'fr');

const read: ReadResult = {
  mode: 'read',
  format: 'csv',
  sheetNames: ['Sales', 'Notes', 'Old'],
  hidden: ['Old'],
  sheets: [{ name: 'Sales', rows: 1200, columns: 6, merged: ['A4:D4', 'F1:F2'], formulas: 3, uncached: 1 }],
  text: 'a,b\r\nc',
  date1904: true,
};

describe('excel-converter view', () => {
  it('shows the CSV, a table of the sheet, and says formulas, merged cells, the 1904 system and the other sheets', () => {
    const v = view(read);
    const [text, csv, table, ...notes] = v.blocks as [TextBlock, FileBlock, TableBlock, ...NoteBlock[]];
    expect(text).toMatchObject({ kind: 'text', text: 'a,b\nc', mono: true });
    expect(csv).toMatchObject({ kind: 'file', name: 'Sales.csv', type: 'text/csv', bytes: new TextEncoder().encode('\uFEFFa,b\r\nc') });
    expect(en(text.label!)).toBe('CSV of the sheet “Sales”');
    expect(de(text.label!)).toBe('CSV des Tabellenblatts „Sales“');
    expect(de(table.rows[0][1] as never)).toBe('1.200');
    expect(table.rows[0][4]).toBe('A4:D4, F1:F2');
    expect(notes.map((n) => en(n.text))).toEqual([
      '3 cells hold formulas: their values are the ones last calculated by the program that saved the file; they are not calculated again here.',
      '1 formula was saved without a value (the program that wrote the file does not calculate): its cell is empty. Open and save the file in Excel or LibreOffice to fill it.',
      "2 ranges of merged cells: each value is in its range’s first cell, and the other cells are empty.",
      'This workbook counts dates from 1904 (older Excel for Mac): the dates are read that way.',
      '1 hidden sheet: Old.',
      "This workbook has 3 sheets: Sales, Notes, Old. Type another’s name or number under Sheet, or choose All sheets.",
    ]);
    expect(fr(notes[4].text)).toBe('1 feuille masquée\u202f: Old.');
    expect(v.copy).toBe('a,b\r\nc');
  });

  it('offers every sheet as a ZIP to download, and JSON of every sheet as one text', () => {
    const zip = view({ ...read, sheets: [read.sheets[0], { ...read.sheets[0], name: 'Notes', merged: [] }], text: undefined, zip: { name: 'book.zip', bytes: new Uint8Array(3) }, date1904: false, hidden: [] });
    const file = zip.blocks[0] as FileBlock;
    expect(file).toMatchObject({ kind: 'file', name: 'book.zip', type: 'application/zip' });
    expect(en(file.label!)).toBe('2 CSV files in a ZIP');
    expect(zip.copy).toBeUndefined();
    const json = view({ ...read, format: 'json', sheets: [read.sheets[0], read.sheets[0]], text: '{}' });
    expect(en((json.blocks[0] as TextBlock).label!)).toBe('JSON of every sheet');
  });

  it('offers the written workbook and counts its cells by type', () => {
    const result: WriteResult = { mode: 'write', name: 'Orders.xlsx', bytes: new Uint8Array(10), sheetName: 'Orders', rows: 3, columns: 5, numbers: 3, dates: 2, booleans: 2, texts: 8 };
    const v = view(result);
    expect(v.blocks[0]).toMatchObject({ kind: 'file', name: 'Orders.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const values = v.blocks[1] as ValuesBlock;
    expect(values.items.map((i) => `${en(i.label)} ${en(i.value as never)}`)).toEqual(['Rows 3', 'Columns 5', 'Numbers 3', 'Dates 2', 'Booleans 2', 'Texts 8']);
    expect(v.filename).toBe('Orders');
  });
});
