import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { WRITTEN_XLSX } from './expected.ts';
import { SAMPLE_XLSX } from './sample.ts';

const bytes = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ODS_TYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const sample = { name: 'sales.xlsx', type: XLSX_TYPE, base64: SAMPLE_XLSX };

/**
 * Excel (.xlsx) or OpenDocument (.ods) → CSV or JSON, one sheet or all of them, and CSV or JSON → .xlsx;
 * in the worker. The reader is the tool's own (xlsx.ts, on fflate, which the site already ships): no
 * spreadsheet library, since the npm `xlsx` package has unfixed advisories and exceljs weighs about 1 MB
 * and needs Node's streams. Old binary .xls files and password-protected files are recognised and
 * explained (no safe, small reader of the binary format).
 */
export const manifest = defineTool({
  related: ['json-csv-converter', 'markdown-table-generator', 'json-formatter', 'toml-converter'],
  fields: {
    file: { kind: 'file', read: 'blob', accept: `.xlsx,.xlsm,.ods,${XLSX_TYPE},${ODS_TYPE}`, maxBytes: 32 * 1024 * 1024, tabs: ['read'] },
    sheet: { kind: 'line', tabs: ['read'], maxLength: 100 },
    text: { kind: 'text', mono: true, tabs: ['write'] },
    sheetName: { kind: 'line', default: 'Sheet1', maxLength: 31, tabs: ['write'] },
  },
  options: {
    mode: { type: 'string', enum: ['read', 'write'], default: 'read' },
    format: { type: 'string', enum: ['csv', 'json'], default: 'csv' },
    sheets: { type: 'string', enum: ['one', 'all'], default: 'one' },
    separator: { type: 'string', enum: ['comma', 'semicolon'], default: 'comma' },
    header: { type: 'boolean', default: true },
    trimEmpty: { type: 'boolean', default: true },
  },
  ui: { mode: 'tabs', format: 'segmented', sheets: 'segmented', separator: 'segmented' },
  optionTabs: { format: ['read'], sheets: ['read'], separator: ['read'], header: ['read'], trimEmpty: ['read'] },
  downloads: [],
  worker: true,
  timeLimitSeconds: 60,
  examples: [
    {
      name: 'firstSheetCsv',
      input: { file: sample, sheet: '' },
      options: { mode: 'read', format: 'csv', sheets: 'one', separator: 'comma', header: true, trimEmpty: true },
      output: {
        mode: 'read',
        format: 'csv',
        sheetNames: ['Sales', 'Notes'],
        hidden: [],
        sheets: [{ name: 'Sales', rows: 4, columns: 6, merged: ['A4:D4'], formulas: 3, uncached: 0 }],
        date1904: false,
        text: "Date,Item,Price,Qty,Total,Paid\r\n2024-03-15,Café crème,3.141592653589793,2,6.283185307179586,TRUE\r\n2024-02-29T08:30:00,'=1+1 is text,0.1,10,1,FALSE\r\nTotal,,,,7.283185307179586,",
      },
    },
    {
      name: 'sheetJson',
      input: { file: sample, sheet: 'Notes' },
      options: { mode: 'read', format: 'json', sheets: 'one', header: true, trimEmpty: true },
      output: {
        mode: 'read',
        format: 'json',
        sheetNames: ['Sales', 'Notes'],
        hidden: [],
        sheets: [{ name: 'Notes', rows: 3, columns: 3, merged: [], formulas: 1, uncached: 0 }],
        date1904: false,
        text: '[\n  {\n    "Note": "Line one\\nline two",\n    "Value": "#DIV/0!",\n    "D": null\n  },\n  {\n    "Note": "Thé vert",\n    "Value": -1250.5,\n    "D": "08:30:00"\n  }\n]',
      },
    },
    {
      name: 'csvToXlsx',
      input: { text: 'Date,Product,Price,In stock,Code\n2024-03-15,Café crème,2.5,true,01234\n2024-03-16T09:45,"Tea, green",3,FALSE,75001\n', sheetName: 'Orders' },
      options: { mode: 'write' },
      output: { mode: 'write', name: 'Orders.xlsx', bytes: bytes(WRITTEN_XLSX), sheetName: 'Orders', rows: 3, columns: 5, numbers: 3, dates: 2, booleans: 2, texts: 8 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
