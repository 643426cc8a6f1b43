import { describe, expect, it } from 'vitest';
import { CSV_BOM, CSV_COMMA, CSV_SEMICOLON, csvDialect, csvFile, csvNumber, csvRow, csvText, toCsv } from './csv.ts';

describe('CSV for the page language\'s spreadsheets', () => {
  it('uses "," and "." in English, ";" and "," in German, French and Spanish', () => {
    expect(csvDialect('en')).toEqual({ separator: ',', decimal: '.' });
    for (const lang of ['de', 'fr', 'es']) expect(csvDialect(lang)).toEqual({ separator: ';', decimal: ',' });
  });

  it('writes numbers with the dialect\'s decimal mark, without grouping or exponent', () => {
    expect(csvNumber(1264.14)).toBe('1264.14');
    expect(csvNumber(1264.14, CSV_SEMICOLON)).toBe('1264,14');
    expect(csvNumber(199819.19, CSV_SEMICOLON, 2)).toBe('199819,19');
    expect(csvNumber(0.1, CSV_SEMICOLON, 3)).toBe('0,100');
    expect(csvNumber(3e18)).toBe('3000000000000000000');
    expect(csvNumber(8.099352e-4, CSV_SEMICOLON)).toBe('0,0008099352');
    expect(csvNumber(-0.5, CSV_SEMICOLON)).toBe('-0,5');
    expect(csvNumber(1 / 3)).toBe('0.3333333333333333');
    expect(csvNumber(Number.NaN)).toBe('');
  });

  it('quotes a field holding the separator, a quote or a line break', () => {
    const rows = [['Name', 'Betrag'], ['Zoë; Müller', 1264.14], ['say "hi"', null], ['a,b', true]];
    expect(toCsv(rows)).toBe('Name,Betrag\r\nZoë; Müller,1264.14\r\n"say ""hi""",\r\n"a,b",true');
    expect(toCsv(rows, CSV_SEMICOLON)).toBe('Name;Betrag\r\n"Zoë; Müller";1264,14\r\n"say ""hi""";\r\na,b;true');
    expect(toCsv([['l1\nl2', 1]], CSV_COMMA)).toBe('"l1\nl2",1');
  });

  it('starts a file with the byte order mark, so that Excel reads accents right', () => {
    expect(csvFile([['Année', 'Intérêts'], [1, 12934.18]], 'fr')).toBe(`${CSV_BOM}Année;Intérêts\r\n1;12934,18`);
    expect(csvFile([['Year', 'Interest'], [1, 12934.18]], 'en')).toBe(`${CSV_BOM}Year,Interest\r\n1,12934.18`);
  });

  it('writes a cell a spreadsheet would run as a formula as text, and leaves numbers numbers', () => {
    const evil = '=HYPERLINK("http://evil.example","click")';
    expect(toCsv([['CNAME', evil]])).toBe(`CNAME,"'=HYPERLINK(""http://evil.example"",""click"")"`);
    for (const text of ['+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '-', '=']) expect(csvText(text)).toBe(`'${text}`);
    for (const text of ['-12.5', '+3', '-0,5', '1e-3', 'plain', '', 'a=b']) expect(csvText(text)).toBe(text);
    expect(toCsv([[-12.5, '-12.5', '-0,5']], CSV_SEMICOLON)).toBe('-12,5;-12.5;-0,5');
  });
});

describe('csvRow', () => {
  it('quotes minimally, every field, or every field but numbers, with any separator', () => {
    expect(csvRow(['a', 'b|c', 'say "hi"', 'x\ny', ''], { separator: '|' })).toBe('a|"b|c"|"say ""hi"""|"x\ny"|');
    expect(csvRow(['a', '1', ''], { separator: '\t', quoting: 'all' })).toBe('"a"\t"1"\t""');
    expect(csvRow(['a', '-1.5', '1e3', '1,5', ''], { separator: ';', quoting: 'nonNumeric' })).toBe('"a";-1.5;1e3;"1,5";""');
  });
  it('guards formulas unless told not to', () => {
    expect(csvRow(['=SUM(A1)', '-3', '@x'], { separator: ',' })).toBe("'=SUM(A1),-3,'@x");
    expect(csvRow(['=SUM(A1)'], { separator: ',', guardFormulas: false })).toBe('=SUM(A1)');
  });
});
