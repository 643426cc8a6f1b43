import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * JSON array ↔ CSV (papaparse, loaded on first use, in the worker). Nested objects become dotted
 * columns (a.b, and a.0 for arrays) and come back nested; numbers are written digit for digit; rows of
 * a CSV with more or fewer cells than its header row are said, with their lines. Downloads are drawn by Output.tsx: the
 * host's CSV download writes comma-separated cells without a byte order mark, and this tool's file
 * is the CSV exactly as shown (semicolons or tabs, every cell quoted, a BOM for Excel when asked).
 */
export const manifest = defineTool({
  related: ['csv-toolkit', 'json-formatter', 'json-yaml-converter', 'jsonpath-tester'],
  produces: { jsonToCsv: 'csv', csvToJson: 'json' },
  fields: { text: { kind: 'text', mono: true } },
  options: {
    mode: { type: 'string', enum: ['jsonToCsv', 'csvToJson'], default: 'jsonToCsv' },
    delimiter: { type: 'string', enum: ['comma', 'semicolon', 'tab'], default: 'comma' },
    inputDelimiter: { type: 'string', enum: ['auto', 'comma', 'semicolon', 'tab'], default: 'auto' },
    header: { type: 'boolean', default: true },
    nested: { type: 'boolean', default: true },
    quoting: { type: 'string', enum: ['needed', 'all'], default: 'needed' },
    detectTypes: { type: 'boolean', default: true },
    jsonIndent: { type: 'string', enum: ['2', '4', 'minify'], default: '2' },
    bom: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs', delimiter: 'segmented', inputDelimiter: 'segmented', quoting: 'segmented', jsonIndent: 'segmented' },
  optionTabs: { delimiter: ['jsonToCsv'], quoting: ['jsonToCsv'], bom: ['jsonToCsv'], inputDelimiter: ['csvToJson'], detectTypes: ['csvToJson'], jsonIndent: ['csvToJson'] },
  downloads: [],
  worker: true,
  examples: [
    {
      name: 'jsonToCsv',
      input: { text: '[{"name":"Zoë","age":31,"address":{"city":"Zürich"},"tags":["a","b"]},{"name":"Li, \\"Lee\\"","age":null,"address":{"city":"Paris"},"tags":["c"]}]' },
      options: { mode: 'jsonToCsv', delimiter: 'comma', header: true, nested: true, quoting: 'needed', bom: false },
      output: {
        output: 'csv',
        text: 'name,age,address.city,tags.0,tags.1\r\nZoë,31,Zürich,a,b\r\n"Li, ""Lee""",,Paris,c,',
        columns: ['name', 'age', 'address.city', 'tags.0', 'tags.1'],
        rows: [
          ['Zoë', '31', 'Zürich', 'a', 'b'],
          ['Li, "Lee"', '', 'Paris', 'c', ''],
        ],
        rowCount: 2,
      },
    },
    {
      name: 'csvToJson',
      input: { text: 'id;name;price;in_stock;zip\n1;Café crème;2.50;true;01234\n2;"Tea; green";3;false;75001\n' },
      options: { mode: 'csvToJson', inputDelimiter: 'auto', header: true, nested: true, detectTypes: true, jsonIndent: '2' },
      output: {
        output: 'json',
        text: '[\n  {\n    "id": 1,\n    "name": "Café crème",\n    "price": 2.5,\n    "in_stock": true,\n    "zip": "01234"\n  },\n  {\n    "id": 2,\n    "name": "Tea; green",\n    "price": 3,\n    "in_stock": false,\n    "zip": "75001"\n  }\n]',
        columns: ['id', 'name', 'price', 'in_stock', 'zip'],
        rows: [
          ['1', 'Café crème', '2.50', 'true', '01234'],
          ['2', 'Tea; green', '3', 'false', '75001'],
        ],
        rowCount: 2,
      },
    },
    {
      name: 'semicolon',
      input: { text: '[{"product":"Crêpe","price":3.5,"note":"line 1\\nline 2"}]' },
      options: { mode: 'jsonToCsv', delimiter: 'semicolon', header: true, nested: true, quoting: 'all', bom: false },
      output: {
        output: 'csv',
        text: '"product";"price";"note"\r\n"Crêpe";"3.5";"line 1\nline 2"',
        columns: ['product', 'price', 'note'],
        rows: [['Crêpe', '3.5', 'line 1\nline 2']],
        rowCount: 1,
      },
    },
    {
      name: 'unflatten',
      input: { text: 'user.name,user.langs.0,user.langs.1,active\nAda,en,fr,true\n' },
      options: { mode: 'csvToJson', inputDelimiter: 'auto', header: true, nested: true, detectTypes: true, jsonIndent: 'minify' },
      output: {
        output: 'json',
        text: '[{"user":{"name":"Ada","langs":["en","fr"]},"active":true}]',
        columns: ['user.name', 'user.langs.0', 'user.langs.1', 'active'],
        rows: [['Ada', 'en', 'fr', 'true']],
        rowCount: 1,
      },
    },
    {
      // A row with a cell too many and one with a cell missing: the header's order kept, null for the missing cells, field3 for the extra one, and a note with their lines.
      name: 'raggedRows',
      input: { text: 'id,name\n1,Ada,admin\n2\n3,Linus\n' },
      options: { mode: 'csvToJson', inputDelimiter: 'auto', header: true, nested: true, detectTypes: true, jsonIndent: '2' },
      output: {
        output: 'json',
        text: '[\n  {\n    "id": 1,\n    "name": "Ada",\n    "field3": "admin"\n  },\n  {\n    "id": 2,\n    "name": null,\n    "field3": null\n  },\n  {\n    "id": 3,\n    "name": "Linus",\n    "field3": null\n  }\n]',
        columns: ['id', 'name', 'field3'],
        rows: [
          ['1', 'Ada', 'admin'],
          ['2', '', ''],
          ['3', 'Linus', ''],
        ],
        rowCount: 3,
        ragged: { expected: 2, short: 1, long: 1, extraKeys: ['field3'], first: [{ line: 2, cells: 3 }, { line: 3, cells: 1 }] },
      },
    },
    {
      // Numbers digit for digit: beyond 2^53, 22 decimals, a trailing zero.
      name: 'exactNumbers',
      input: { text: '[{"id":12345678901234567890,"amount":0.1000000000000000000001,"price":2.50}]' },
      options: { mode: 'jsonToCsv', delimiter: 'comma', header: true, nested: true, quoting: 'needed', bom: false },
      output: {
        output: 'csv',
        text: 'id,amount,price\r\n12345678901234567890,0.1000000000000000000001,2.50',
        columns: ['id', 'amount', 'price'],
        rows: [['12345678901234567890', '0.1000000000000000000001', '2.50']],
        rowCount: 1,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
