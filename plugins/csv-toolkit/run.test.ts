import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { csvRow, isToolError } from '@sdk/core';
import { dateOf, numberOf, run, sqlIdentifier, sqlString, uniqueKeys, xmlName, type ToolkitResult } from './run.ts';
import type { Input, Options } from './manifest.ts';

const INPUT: Input = {
  text: '', file: null, columns: null, drop: '', filterOp: 'none', filterColumn: '', filterValue: '', dedupe: 'none', dedupeColumns: '',
  sortOrder: 'none', sortColumn: '', collation: 'en', format: 'csv', delimiter: 'comma', quoting: 'minimal', tableName: 'data', sqlDialect: 'standard',
} as Input;
const OPTIONS: Options = { inputDelimiter: 'auto', header: true, transpose: false, guardFormulas: true, emptyAsNull: false };

async function ok(input: Partial<Input>, options: Partial<Options> = {}): Promise<ToolkitResult> {
  const r = await run({ ...INPUT, ...input } as Input, { ...OPTIONS, ...options });
  if (isToolError(r)) throw new Error(`tool error ${r.code}`);
  return r;
}
const text = async (input: Partial<Input>, options: Partial<Options> = {}) => (await ok(input, options)).text;

describe('reading CSV (RFC 4180)', () => {
  it('reads quotes, doubled quotes, delimiters and line breaks inside quoted fields, CRLF and a BOM', async () => {
    const r = await ok({ text: '\uFEFFa,b\r\n"x, ""y""","line 1\r\nline 2"\r\n' });
    expect(r.preview).toEqual([['a', 'b'], ['x, "y"', 'line 1\r\nline 2']]);
    expect(r.text).toBe('a,b\r\n"x, ""y""","line 1\r\nline 2"');
  });
  it('detects ; tab and | and reads the one chosen', async () => {
    expect((await ok({ text: 'a;b\n1;2' })).delimiter).toBe(';');
    expect((await ok({ text: 'a\tb\n1\t2' })).delimiter).toBe('\t');
    expect((await ok({ text: 'a|b\n1|2' })).delimiter).toBe('|');
    expect((await ok({ text: 'a;b,c\n1;2,3' }, { inputDelimiter: 'comma' })).preview).toEqual([['a;b', 'c'], ['1;2', '3']]);
  });
  it('says where a quote is not closed or is followed by text', async () => {
    expect(await run({ ...INPUT, text: 'a,b\n1,"xy\n2,3' }, OPTIONS)).toMatchObject({ code: 'missingQuote', params: { line: 2 } });
    expect(await run({ ...INPUT, text: 'a,b\n1,"x"y"\n2,3' }, OPTIONS)).toMatchObject({ code: 'strayQuote', params: { line: 2 } });
  });
  it('asks for input', async () => {
    expect(await run({ ...INPUT, text: ' \n ' }, OPTIONS)).toMatchObject({ code: 'empty' });
  });
  it('reads a file that is not UTF-8 as Windows-1252', async () => {
    const bytes = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x5a, 0x6f, 0xeb, 0x0a]); // name\nZo\xEB\n
    const r = await ok({ file: { name: 'a.csv', type: 'text/csv', size: bytes.length, blob: new Blob([bytes]) } });
    expect(r.encoding).toBe('windows-1252');
    expect(r.preview).toEqual([['name'], ['Zoë']]);
  });
});

describe('ragged rows', () => {
  it('lists rows with the wrong number of fields with the line each starts on (a quoted line break counted)', async () => {
    const r = await ok({ text: 'a,b\n1,"two\nlines"\n\n2\n3,4,5\n6,7\n' });
    expect(r.expectedFields).toBe(2);
    expect(r.raggedCount).toBe(2);
    expect(r.ragged).toEqual([{ line: 5, fields: 1 }, { line: 6, fields: 3 }]);
    expect(r.text).toBe('a,b,3\r\n1,"two\nlines",\r\n2,,\r\n3,4,5\r\n6,7,');
  });
  it('counts lines ended by CR alone', async () => {
    expect((await ok({ text: 'a,b\r1\r2,3' })).ragged).toEqual([{ line: 2, fields: 1 }]);
  });
});

describe('numbers and dates', () => {
  it('reads numbers and dates, and refuses what is not one', () => {
    expect([numberOf('-12.5'), numberOf('1e3'), numberOf(' 7 '), numberOf('1,5'), numberOf('12a'), numberOf('')]).toEqual([-12.5, 1000, 7, null, null, null]);
    expect(dateOf('2024-03-05')).toBe(Date.UTC(2024, 2, 5));
    expect(dateOf('05.03.2024')).toBe(Date.UTC(2024, 2, 5));
    expect(dateOf('2024-03-05T14:30:00+01:00')).toBe(Date.UTC(2024, 2, 5, 13, 30));
    expect(dateOf('2024-02-30')).toBeNull();
    expect(dateOf('03/05/2024')).toBeNull();
  });
});

describe('sort', () => {
  const csv = 'name,n,d\nb,10,2024-01-02\na,9,01.01.2024\nc,,2023-12-31\nd,100,\n';
  it('sorts numbers as numbers, empty cells last, both ways', async () => {
    expect(await text({ text: csv, sortOrder: 'ascending', sortColumn: 'n' })).toBe('name,n,d\r\na,9,01.01.2024\r\nb,10,2024-01-02\r\nd,100,\r\nc,,2023-12-31');
    expect(await text({ text: csv, sortOrder: 'descending', sortColumn: 'n' })).toBe('name,n,d\r\nd,100,\r\nb,10,2024-01-02\r\na,9,01.01.2024\r\nc,,2023-12-31');
  });
  it('sorts dates as dates', async () => {
    const r = await ok({ text: csv, sortOrder: 'ascending', sortColumn: 'd' });
    expect(r.sortedAs).toBe('date');
    expect(r.preview.slice(1).map((row) => row[0])).toEqual(['c', 'a', 'b', 'd']);
  });
  it('sorts text in the chosen language’s order, stable', async () => {
    const names = 'w\nzebra\nÄrger\napple\nÖl\nApple\n';
    const order = async (collation: string) => (await ok({ text: names, sortOrder: 'ascending', sortColumn: 'w', collation })).preview.slice(1).map((r) => r[0]);
    expect(await order('de')).toEqual(['apple', 'Apple', 'Ärger', 'Öl', 'zebra']);
    expect(await order('sv')).toEqual(['apple', 'Apple', 'zebra', 'Ärger', 'Öl']);
  });
});

describe('filter', () => {
  const csv = 'id,price,when,name\n1,9.5,2024-01-15,Ada\n2,10,2023-06-01,bob\n3,,2024-02-01,Cy\n';
  const ids = async (filterOp: string, filterColumn: string, filterValue = '') =>
    (await ok({ text: csv, filterOp, filterColumn, filterValue } as Partial<Input>)).preview.slice(1).map((r) => r[0]);
  it('compares numbers and dates as such', async () => {
    expect(await ids('greater', 'price', '9.75')).toEqual(['2']);
    expect(await ids('less', 'price', '10')).toEqual(['1']);
    expect(await ids('equals', 'price', '10.0')).toEqual(['2']);
    expect(await ids('greater', 'when', '2024-01-01')).toEqual(['1', '3']);
  });
  it('contains (ignoring case), empty, not empty, regex', async () => {
    expect(await ids('contains', 'name', 'B')).toEqual(['2']);
    expect(await ids('notContains', 'name', 'a')).toEqual(['2', '3']);
    expect(await ids('empty', 'price')).toEqual(['3']);
    expect(await ids('notEmpty', 'price')).toEqual(['1', '2']);
    expect(await ids('regex', 'name', '^[A-Z]')).toEqual(['1', '3']);
  });
  it('refuses an invalid regex and an unknown column, at their fields', async () => {
    expect(await run({ ...INPUT, text: csv, filterOp: 'regex', filterColumn: 'name', filterValue: '(' }, OPTIONS)).toMatchObject({ params: { field: 'filterValue' } });
    expect(await run({ ...INPUT, text: csv, filterOp: 'empty', filterColumn: 'nope' }, OPTIONS)).toMatchObject({ code: 'unknownColumn', params: { column: 'nope', field: 'filterColumn' } });
  });
});

describe('columns and duplicates', () => {
  const csv = 'email,name,city\na@x.org,Ada,London\nb@x.org,Bob,Paris\na@x.org,Ada,London\na@x.org,Ada L.,Rome\n';
  it('chooses, orders and renames columns (by name or number), and deletes some', async () => {
    expect(await text({ text: csv, columns: [['city', 'Town'], ['1', '']] })).toBe('Town,email\r\nLondon,a@x.org\r\nParis,b@x.org\r\nLondon,a@x.org\r\nRome,a@x.org');
    expect(await text({ text: csv, drop: 'email, 3' })).toBe('name\r\nAda\r\nBob\r\nAda\r\nAda L.');
    expect(await run({ ...INPUT, text: csv, drop: 'email,name,city' }, OPTIONS)).toMatchObject({ code: 'noColumns' });
  });
  it('removes identical rows, or rows repeating some columns, keeping the first', async () => {
    const whole = await ok({ text: csv, dedupe: 'rows' });
    expect(whole.duplicates).toBe(1);
    expect(whole.rowsOut).toBe(3);
    expect(await text({ text: csv, dedupe: 'columns', dedupeColumns: 'email' })).toBe('email,name,city\r\na@x.org,Ada,London\r\nb@x.org,Bob,Paris');
    // Whole rows compared on the columns kept.
    expect((await ok({ text: csv, drop: 'name,city', dedupe: 'rows' })).rowsOut).toBe(2);
  });
  it('transposes, the header row becoming the first column', async () => {
    expect(await text({ text: 'k,a,b\nx,1,2\ny,3,4\n' }, { transpose: true })).toBe('k,x,y\r\na,1,3\r\nb,2,4');
    expect(await text({ text: '1,2\n3,4\n' }, { transpose: true, header: false })).toBe('1,3\r\n2,4');
  });
});

describe('writing', () => {
  const csv = 'name,note,n\nO\'Brien,"say ""hi"" <b>&",12\n=1+2,,-3\n';
  it('quotes CSV minimally, everything, or everything but numbers; guards formulas', async () => {
    expect(await text({ text: csv, quoting: 'minimal', delimiter: 'semicolon' })).toBe('name;note;n\r\nO\'Brien;"say ""hi"" <b>&";12\r\n\'=1+2;;-3');
    expect(await text({ text: csv, quoting: 'all' }, { guardFormulas: false })).toBe('"name","note","n"\r\n"O\'Brien","say ""hi"" <b>&","12"\r\n"=1+2","","-3"');
    expect(await text({ text: csv, quoting: 'nonNumeric', delimiter: 'pipe' })).toBe('"name"|"note"|"n"\r\n"O\'Brien"|"say ""hi"" <b>&"|12\r\n"\'=1+2"|""|-3');
    expect(csvRow(['a|b', 'c'], { separator: '|' })).toBe('"a|b"|c');
  });
  it('writes JSON that reads back to the same cells', async () => {
    const objects = JSON.parse(await text({ text: csv, format: 'jsonObjects' }));
    expect(objects).toEqual([{ name: "O'Brien", note: 'say "hi" <b>&', n: '12' }, { name: '=1+2', note: '', n: '-3' }]);
    expect(JSON.parse(await text({ text: csv, format: 'jsonArrays' }, { emptyAsNull: true }))).toEqual([['name', 'note', 'n'], ["O'Brien", 'say "hi" <b>&', '12'], ['=1+2', null, '-3']]);
  });
  it('writes YAML that reads back as text, in 1.1 and 1.2', async () => {
    const y = await text({ text: 'a,b,c\nyes,2024-01-01,0x1F\n', format: 'yaml' });
    expect(parseYaml(y, { version: '1.1' })).toEqual([{ a: 'yes', b: '2024-01-01', c: '0x1F' }]);
    expect(parseYaml(y)).toEqual([{ a: 'yes', b: '2024-01-01', c: '0x1F' }]);
  });
  it('escapes XML and HTML, and makes element names valid', async () => {
    expect(await text({ text: 'order id,1st\na<&>"\',x\u0001y\n', format: 'xml' })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<rows>\n  <row>\n    <order_id>a&lt;&amp;&gt;&quot;&apos;</order_id>\n    <_1st>xy</_1st>\n  </row>\n</rows>',
    );
    expect(xmlName('xml_name')).toBe('_xml_name');
    expect(await text({ text: 'h\n<script>\n', format: 'html' })).toContain('<td>&lt;script&gt;</td>');
  });
  it('escapes SQL identifiers and strings per database', async () => {
    expect(sqlIdentifier('a"b', 'standard')).toBe('"a""b"');
    expect(sqlIdentifier('a`b', 'mysql')).toBe('`a``b`');
    expect(sqlIdentifier('a]b', 'sqlServer')).toBe('[a]]b]');
    expect(sqlString("it's \\", 'standard')).toBe("'it''s \\'");
    expect(sqlString("it's \\", 'mysql')).toBe("'it''s \\\\'");
    expect(sqlString('Zoë', 'sqlServer')).toBe("N'Zoë'");
    expect(await text({ text: 'a"b,c\nx\'y,\n', format: 'sql', tableName: 's.t' }, { emptyAsNull: true })).toBe('INSERT INTO "s"."t" ("a""b", "c") VALUES\n  (\'x\'\'y\', NULL);');
    expect(await run({ ...INPUT, text: 'a\n1', format: 'sql', tableName: ' ' }, OPTIONS)).toMatchObject({ code: 'tableNeeded' });
  });
  it('writes a Markdown table with pipes escaped', async () => {
    expect(await text({ text: 'a,b\nx|y,1\n', format: 'markdown' })).toBe('| a    | b   |\n| ---- | --- |\n| x\\|y | 1   |');
  });
  it('numbers repeated keys', () => {
    expect(uniqueKeys(['a', 'a', 'a_2', 'b'])).toEqual(['a', 'a_2', 'a_2_2', 'b']);
  });
});

describe('large input', () => {
  it('reads, filters, dedupes and sorts a file of a few megabytes', async () => {
    const lines = ['id,group,value,when'];
    for (let i = 0; i < 70_000; i++) lines.push(`${i},g${i % 7},"v, ${i % 1000}",2024-01-${String((i % 28) + 1).padStart(2, '0')}`);
    const big = lines.join('\r\n');
    expect(big.length).toBeGreaterThan(2_000_000);
    const file = { name: 'big.csv', type: 'text/csv', size: big.length, blob: new Blob([big]) };
    const r = await ok({ file, filterOp: 'equals', filterColumn: 'group', filterValue: 'g3', dedupe: 'columns', dedupeColumns: 'value', sortOrder: 'descending', sortColumn: 'id' });
    expect(r.rowsIn).toBe(70_000);
    expect(r.filtered).toBe(60_000);
    expect(r.rowsOut).toBe(1000);
    expect(r.sortedAs).toBe('number');
    expect(r.raggedCount).toBe(0);
    const out = r.text.split('\r\n');
    expect(out).toHaveLength(1001);
    expect(out[1]).toMatch(/^\d+,g3,"v, \d+",2024-01-\d\d$/);
    expect(Number(out[1]!.split(',')[0])).toBeGreaterThan(Number(out[2]!.split(',')[0]));
  });
});
