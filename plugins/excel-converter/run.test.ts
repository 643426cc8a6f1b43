import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { WRITTEN_XLSX } from './expected.ts';
import type { Input, Options } from './manifest.ts';
import { parseCsv, run, typedCell, type ReadResult, type WriteResult } from './run.ts';
import { SAMPLE_XLSX } from './sample.ts';
import { formatKind, isoToSerial, readXlsx, serialToIso } from './xlsx.ts';

const b64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const file = (bytes: Uint8Array, name = 'book.xlsx') => ({ name, type: '', size: bytes.length, blob: new Blob([bytes as Uint8Array<ArrayBuffer>]) });
const READ: Options = { mode: 'read', format: 'csv', sheets: 'one', separator: 'comma', header: true, trimEmpty: true };
const input = (bytes: Uint8Array, sheet = ''): Input => ({ file: file(bytes), sheet, text: '', sheetName: '' });
const sample = b64(SAMPLE_XLSX);

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** A minimal workbook with one sheet, written part by part as Excel lays them out. */
function book(sheetData: string, { workbookPr = '', styles = '', strings = '' } = {}): Uint8Array {
  const parts: Record<string, string> = {
    '_rels/.rels': `<Relationships><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook ${MAIN}>${workbookPr}<sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/styles.xml': `<styleSheet ${MAIN}>${styles}</styleSheet>`,
    'xl/sharedStrings.xml': `<sst ${MAIN}>${strings}</sst>`,
    'xl/worksheets/sheet1.xml': `<worksheet ${MAIN}><sheetData>${sheetData}</sheetData></worksheet>`,
  };
  return zipSync(Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, strToU8(v)])));
}

describe('dates', () => {
  it('turns 1900-system serials into ISO dates, with the 29 February 1900 Excel keeps from Lotus 1-2-3', () => {
    // Known answers: Excel's DATE() for these days (=DATE(1900,1,1) is 1, =DATE(2024,3,15) is 45366).
    expect(serialToIso(1, false)).toBe('1900-01-01');
    expect(serialToIso(59, false)).toBe('1900-02-28');
    expect(serialToIso(60, false)).toBe('1900-02-29');
    expect(serialToIso(61, false)).toBe('1900-03-01');
    expect(serialToIso(45366, false)).toBe('2024-03-15');
    expect(serialToIso(45351.354166666664, false)).toBe('2024-02-29T08:30:00');
    expect(serialToIso(0.35416666666666669, false, true)).toBe('08:30:00');
  });
  it('counts from 1 January 1904 in the 1904 system (1462 days later)', () => {
    expect(serialToIso(0, true)).toBe('1904-01-01');
    expect(serialToIso(45366 - 1462, true)).toBe('2024-03-15');
  });
  it('writes ISO dates back as 1900-system serials, and refuses days that do not exist', () => {
    expect(isoToSerial('2024-03-15')).toEqual({ serial: 45366, time: false });
    expect(isoToSerial('1900-03-01')).toEqual({ serial: 61, time: false });
    expect(isoToSerial('1900-02-28')).toEqual({ serial: 59, time: false });
    expect(isoToSerial('2024-03-16T09:45')).toEqual({ serial: 45367 + 0.40625, time: true });
    expect(isoToSerial('2023-02-29')).toBeNull();
    expect(isoToSerial('1899-12-31')).toBeNull();
    expect(isoToSerial('15/03/2024')).toBeNull();
  });
  it('tells date, time and number formats apart', () => {
    for (const code of ['yyyy-mm-dd', 'dd/mm/yyyy hh:mm', 'd-mmm-yy', '[$-409]mmmm d, yyyy', 'yyyy\\-mm\\-dd']) expect(formatKind(code), code).toBe('date');
    for (const code of ['h:mm', 'hh:mm:ss AM/PM', 'mm:ss', '[h]:mm:ss']) expect(formatKind(code), code).toBe('time');
    for (const code of ['General', '0.00', '#,##0.00 "days"', '[Red]0.00;[Blue]-0.00', '0%', '"Date" 0', '# ?/?']) expect(formatKind(code), code).toBe('number');
  });
});

describe('reading the sample workbook (its values checked with openpyxl 3.1.5, data_only=True)', () => {
  it('gives the first sheet as CSV: a date cell as an ISO date, 17-digit numbers in full, formulas as their cached values', async () => {
    const result = (await run(input(sample), READ)) as ReadResult;
    expect(result.text).toBe(
      "Date,Item,Price,Qty,Total,Paid\r\n2024-03-15,Café crème,3.141592653589793,2,6.283185307179586,TRUE\r\n2024-02-29T08:30:00,'=1+1 is text,0.1,10,1,FALSE\r\nTotal,,,,7.283185307179586,",
    );
    expect(result.sheets).toEqual([{ name: 'Sales', rows: 4, columns: 6, merged: ['A4:D4'], formulas: 3, uncached: 0 }]);
  });
  it('keeps every cell in its place when empty rows and columns are kept', async () => {
    const result = (await run(input(sample), { ...READ, format: 'json', sheets: 'all', header: false, trimEmpty: false })) as ReadResult;
    expect(JSON.parse(result.text!)).toEqual({
      Sales: [
        ['Date', 'Item', 'Price', 'Qty', 'Total', 'Paid'],
        ['2024-03-15', 'Café crème', 3.141592653589793, 2, 6.283185307179586, true],
        ['2024-02-29T08:30:00', '=1+1 is text', 0.1, 10, 1, false],
        ['Total', null, null, null, 7.283185307179586, null],
      ],
      Notes: [
        ['Note', 'Value', null, null],
        ['Line one\nline two', '#DIV/0!', null, null],
        [null, null, null, null],
        ['Thé vert', -1250.5, null, '08:30:00'],
      ],
    });
  });
  it('finds a sheet by name, whatever its case, or by number, and names the sheets when there is none such', async () => {
    expect(((await run(input(sample, 'notes'), READ)) as ReadResult).sheets[0].name).toBe('Notes');
    expect(((await run(input(sample, '2'), READ)) as ReadResult).sheets[0].name).toBe('Notes');
    expect(await run(input(sample, 'Budget'), READ)).toEqual({ kind: 'tool-error', code: 'noSheet', params: { field: 'sheet', name: 'Budget', sheets: 'Sales, Notes' } });
  });
  it('zips every sheet as a CSV file with a byte order mark, in the semicolon dialect when asked (decimal commas)', async () => {
    const result = (await run(input(sample), { ...READ, sheets: 'all', separator: 'semicolon' })) as ReadResult;
    expect(result.text).toBeUndefined();
    expect(result.zip!.name).toBe('book.zip');
    const files = unzipSync(result.zip!.bytes);
    expect(Object.keys(files)).toEqual(['Sales.csv', 'Notes.csv']);
    const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text(files['Notes.csv'])).toBe('\uFEFFNote;Value;\r\n"Line one\nline two";#DIV/0!;\r\nThé vert;-1250,5;08:30:00');
    expect(text(files['Sales.csv'])).toContain('2024-03-15;Café crème;3,141592653589793;2;');
  });
});

describe('reading other workbooks', () => {
  it('reads 1904-system dates, inline and rich text, phonetic guides left out, cells without references, and formulas saved without a value', async () => {
    const bytes = book(
      '<row><c s="1"><v>43904</v></c><c t="s"><v>0</v></c><c><f>A1+1</f></c><c t="str"><f>"a"&amp;"b"</f><v>ab</v></c></row>' +
        '<row r="3"><c r="B3" t="inlineStr"><is><t xml:space="preserve"> x &lt; y </t></is></c><c r="C3" t="b"><v>1</v></c><c r="D3" t="e"><v>#N/A</v></c></row>',
      {
        workbookPr: '<workbookPr date1904="1"/>',
        styles: '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>',
        strings: '<si><r><t>東京</t></r><r><rPr><b/></rPr><t xml:space="preserve"> Tokyo_x000D_</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si>',
      },
    );
    const workbook = await readXlsx(bytes, { maxUnpacked: 1e6 });
    expect(workbook.date1904).toBe(true);
    expect(workbook.sheets[0]).toEqual({
      name: 'S',
      hidden: false,
      rows: [[{ date: '2024-03-15' }, '東京 Tokyo\r', null, 'ab'], [], [null, ' x < y ', true, { error: '#N/A' }]],
      merged: [],
      formulas: 2,
      uncached: 1,
    });
  });
  it('says a formula without its value as such in the result', async () => {
    const result = (await run(input(book('<row r="1"><c r="A1"><f>1+1</f></c><c r="B1"><v>5</v></c></row>')), READ)) as ReadResult;
    expect(result.sheets[0]).toMatchObject({ formulas: 1, uncached: 1 });
    expect(result.text).toBe('5');
  });
  it('names empty header cells by their column and numbers repeated ones', async () => {
    const result = (await run(input(book('<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="C1" t="inlineStr"><is><t>a</t></is></c></row><row r="2"><c r="A2"><v>1</v></c><c r="B2"><v>2</v></c><c r="C2"><v>3</v></c></row>')), { ...READ, format: 'json' })) as ReadResult;
    expect(JSON.parse(result.text!)).toEqual([{ a: 1, B: 2, a_2: 3 }]);
  });
});

describe('bad input', () => {
  const code = async (bytes: Uint8Array) => ((await run(input(bytes), READ)) as { code: string }).code;
  it('says what a file is when it is not an .xlsx', async () => {
    expect(await code(strToU8('Name,Age\nAda,36\n'))).toBe('notSpreadsheet');
    expect(await code(new Uint8Array(0))).toBe('notSpreadsheet');
    expect(await code(zipSync({ 'readme.txt': strToU8('hello') }))).toBe('notSpreadsheet');
    expect(await code(zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'), 'content.xml': strToU8('<x/>') }))).toBe('notSpreadsheet');
    expect(await code(sample.slice(0, 1500))).toBe('damaged');
  });
  it('tells a password-protected .xlsx (an OLE compound file with an EncryptionInfo stream) from an old .xls', async () => {
    const cfb = (extra: string) => {
      const bytes = new Uint8Array(1024);
      bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
      bytes.set(Array.from(extra, (c) => [c.charCodeAt(0), 0]).flat(), 600);
      return bytes;
    };
    expect(await code(cfb('EncryptionInfo'))).toBe('encrypted');
    expect(await code(cfb('Workbook'))).toBe('xls');
  });
  it('stops at the unpacked-size cap before unpacking a part that would pass it (a ZIP bomb)', async () => {
    const bomb = book(`<row r="1"><c r="A1"><v>1</v></c></row>${' '.repeat(5_000_000)}`);
    expect(bomb.length).toBeLessThan(20_000);
    await expect(readXlsx(bomb, { maxUnpacked: 1_000_000 })).rejects.toMatchObject({ problem: 'tooBig' });
    await expect(readXlsx(sample, { maxUnpacked: 100 })).rejects.toMatchObject({ problem: 'tooBig' });
  });
  it('asks for a file, for data, and says a quote left open, a JSON mistake and a JSON that is not rows', async () => {
    const write: Options = { ...READ, mode: 'write' };
    expect(await run({ file: null, sheet: '', text: '', sheetName: '' }, READ)).toEqual({ kind: 'tool-error', code: 'chooseFile', params: { field: 'file' } });
    expect(await run({ file: null, sheet: '', text: ' ', sheetName: '' }, write)).toEqual({ kind: 'tool-error', code: 'enterData', params: { field: 'text' } });
    expect(await run({ file: null, sheet: '', text: 'a,b\n1,"x\n', sheetName: '' }, write)).toEqual({ kind: 'tool-error', code: 'unclosedQuote', params: { field: 'text', line: 2 } });
    expect(((await run({ file: null, sheet: '', text: '[{"a":1,}]', sheetName: '' }, write)) as { code: string }).code).toMatch(/^json\./);
    expect(await run({ file: null, sheet: '', text: '[1, 2]', sheetName: '' }, write)).toEqual({ kind: 'tool-error', code: 'jsonShape', params: { field: 'text' } });
  });
});

describe('writing', () => {
  const write: Options = { ...READ, mode: 'write' };
  it('writes the example file that openpyxl 3.1.5 reads as dates (yyyy-mm-dd), numbers, booleans and text', async () => {
    // openpyxl read WRITTEN_XLSX as: [datetime(2024,3,15), 'Café crème', 2.5, True, '01234'], [datetime(2024,3,16,9,45), 'Tea, green', 3, False, 75001].
    const workbook = await readXlsx(b64(WRITTEN_XLSX), { maxUnpacked: 1e6 });
    expect(workbook.sheets[0].name).toBe('Orders');
    expect(workbook.sheets[0].rows).toEqual([
      ['Date', 'Product', 'Price', 'In stock', 'Code'],
      [{ date: '2024-03-15' }, 'Café crème', 2.5, true, '01234'],
      [{ date: '2024-03-16T09:45:00' }, 'Tea, green', 3, false, 75001],
    ]);
    const parts = unzipSync(b64(WRITTEN_XLSX));
    expect(new TextDecoder().decode(parts['xl/worksheets/sheet1.xml'])).toContain('<row r="2"><c r="A2" s="1"><v>45366</v></c><c r="B2" t="inlineStr"><is><t xml:space="preserve">Café crème</t></is></c><c r="C2"><v>2.5</v></c><c r="D2" t="b"><v>1</v></c><c r="E2" t="inlineStr"><is><t xml:space="preserve">01234</t></is></c></row>');
  });
  it('keeps JSON types: objects by key, null as an empty cell, nested values as JSON text', async () => {
    const result = (await run({ file: null, sheet: '', text: '[{"id":1,"ok":true,"when":"2024-01-31","tags":["a"]},{"id":2.5,"note":"x","when":null}]', sheetName: 'Data/2024' }, write)) as WriteResult;
    expect(result).toMatchObject({ name: 'Data 2024.xlsx', sheetName: 'Data 2024', rows: 3, columns: 5, numbers: 2, booleans: 1, dates: 1 });
    const workbook = await readXlsx(result.bytes, { maxUnpacked: 1e6 });
    expect(workbook.sheets[0].rows).toEqual([
      ['id', 'ok', 'when', 'tags', 'note'],
      [1, true, { date: '2024-01-31' }, '["a"]'],
      [2.5, null, null, null, 'x'],
    ]);
  });
  it('takes numbers that a spreadsheet keeps unchanged, and leaves codes and long ids as text', () => {
    expect(typedCell('-12.50')).toBe(-12.5);
    expect(typedCell('1e3')).toBe(1000);
    expect(typedCell('007')).toBe('007');
    expect(typedCell('1234567890123456')).toBe('1234567890123456');
    expect(typedCell('TRUE')).toBe(true);
    expect(typedCell('1,5')).toBe('1,5');
  });
  it('reads CSV with its separator found from the first line, quotes, doubled quotes and line breaks inside', () => {
    expect(parseCsv('a;b\r\n"x;""y""";"1\n2"\r\n')).toEqual([['a', 'b'], ['x;"y"', '1\n2']]);
    expect(parseCsv('a\tb\n1\t2')).toEqual([['a', 'b'], ['1', '2']]);
  });
});

describe('sheets too big to hold', () => {
  it('refuses a sheet whose cells, with the empty ones before them, pass the cap, and a kept grid too wide and too long', async () => {
    // One value in XFD (column 16,384) on each of 1,300 rows: 21 million slots.
    const rows = Array.from({ length: 1300 }, (_, i) => `<row r="${i + 1}"><c r="XFD${i + 1}"><v>1</v></c></row>`).join('');
    await expect(readXlsx(book(rows), { maxUnpacked: 1e7 })).rejects.toMatchObject({ problem: 'tooBig' });
    // A value in XFD1 and one in A1,300,000: small to read, 21 billion cells once kept as a grid.
    const sparse = book('<row r="1"><c r="XFD1"><v>1</v></c></row><row r="1300000"><c r="A1300000"><v>2</v></c></row>');
    expect(await run(input(sparse), { ...READ, trimEmpty: false })).toEqual({ kind: 'tool-error', code: 'tooManyCells', params: { field: 'file', max: 20_000_000 } });
    expect(((await run(input(sparse), READ)) as ReadResult).text).toBe(',1\r\n2,');
  });
});

describe('OpenDocument spreadsheets (.ods)', () => {
  /** content.xml as LibreOffice Calc 24.2 writes it (its attributes and nesting), cut to what the reader uses. */
  const ods = (tables: string, manifest = '') =>
    zipSync({
      mimetype: [strToU8('application/vnd.oasis.opendocument.spreadsheet'), { level: 0 }],
      'META-INF/manifest.xml': strToU8(`<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">${manifest}</manifest:manifest>`),
      'content.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet>${tables}</office:spreadsheet></office:body></office:document-content>`),
    });
  const C = (attrs: string, text = '') => `<table:table-cell ${attrs}>${text ? `<text:p>${text}</text:p>` : ''}</table:table-cell>`;
  const sheet = (name: string, rows: string) => `<table:table table:name="${name}"><table:table-column table:number-columns-repeated="1024"/>${rows}</table:table>`;
  const sales =
    sheet(
      'Sales',
      `<table:table-row>${C('office:value-type="string" calcext:value-type="string"', 'Date')}${C('office:value-type="string"', 'Item')}${C('office:value-type="string"', 'Price')}${C('office:value-type="string"', 'Total')}</table:table-row>` +
        `<table:table-row>${C('office:value-type="date" office:date-value="2024-03-15"', '15/03/24')}${C('office:value-type="string"', 'Café<text:s text:c="2"/>crème')}${C('office:value-type="float" office:value="3.14159265358979"', '3.14')}${C('table:formula="of:=[.C2]*2" office:value-type="float" office:value="6.28318530717958"', '6.28')}</table:table-row>` +
        `<table:table-row>${C('office:value-type="date" office:date-value="2024-02-29T08:30:00"', '29/02/24 08:30')}${C('office:value-type="boolean" office:boolean-value="false"', 'FALSE')}${C('office:value-type="time" office:time-value="PT08H30M00S"', '08:30')}${C('table:formula="of:=1/0" office:value-type="float" office:value="0" calcext:value-type="error"', '#DIV/0!')}</table:table-row>` +
        `<table:table-row>${C('table:number-columns-spanned="3" table:number-rows-spanned="1" office:value-type="string"', 'Total<office:annotation><text:p>a comment</text:p></office:annotation>')}<table:covered-table-cell table:number-columns-repeated="2"/>${C('table:formula="of:=SUM([.D2:.D3])"')}</table:table-row>` +
        '<table:table-row table:number-rows-repeated="1048572"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>',
    ) + sheet('Notes', `<table:table-row table:number-rows-repeated="2">${C('office:value-type="float" office:value="7"', '7')}<table:table-cell/>${C('office:value-type="string"', 'a<text:line-break/>b')}</table:table-row>`);

  it('reads dates (already ISO in the file), times, numbers, booleans, errors, merged ranges, formulas and repeated rows', async () => {
    const result = (await run(input(ods(sales)), { ...READ, format: 'json', sheets: 'all', header: false })) as ReadResult;
    expect(result.sheetNames).toEqual(['Sales', 'Notes']);
    expect(result.sheets).toEqual([
      { name: 'Sales', rows: 4, columns: 4, merged: ['A4:C4'], formulas: 3, uncached: 1 },
      { name: 'Notes', rows: 2, columns: 2, merged: [], formulas: 0, uncached: 0 },
    ]);
    expect(JSON.parse(result.text!)).toEqual({
      Sales: [
        ['Date', 'Item', 'Price', 'Total'],
        ['2024-03-15', 'Café  crème', 3.14159265358979, 6.28318530717958],
        ['2024-02-29T08:30:00', false, '08:30:00', '#DIV/0!'],
        ['Total', null, null, null],
      ],
      Notes: [
        [7, 'a\nb'],
        [7, 'a\nb'],
      ],
    });
  });
  it('says a password-protected .ods as such', async () => {
    const locked = ods(sales, '<manifest:file-entry manifest:full-path="content.xml"><manifest:encryption-data manifest:checksum-type="SHA1/1K"/></manifest:file-entry>');
    expect(((await run(input(locked), READ)) as { code: string }).code).toBe('encrypted');
  });
});
