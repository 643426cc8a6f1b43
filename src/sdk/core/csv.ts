/**
 * CSV as the page language's spreadsheets read it. Excel and LibreOffice take the list separator and the
 * decimal mark from the computer's regional settings: English uses "," between fields and "." in numbers;
 * German, French and Spanish use ";" between fields and "," in numbers (a German Excel opening
 * "1,1264.14" reads one cell "1" and the text "1264.14"). Files start with a UTF-8 byte order mark so
 * that Excel reads "Zoë", "Tilgung (€)" or "año" right; LibreOffice, Numbers and Google Sheets skip it.
 */
export interface CsvDialect {
  /** Between fields. */
  readonly separator: ',' | ';';
  /** In numbers. */
  readonly decimal: '.' | ',';
}

export const CSV_COMMA: CsvDialect = { separator: ',', decimal: '.' };
export const CSV_SEMICOLON: CsvDialect = { separator: ';', decimal: ',' };

/** The dialect of a page language's spreadsheets: ";" and "," wherever the decimal mark is a comma. */
export function csvDialect(lang: string): CsvDialect {
  const mark = new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
  return mark === ',' ? CSV_SEMICOLON : CSV_COMMA;
}

/** The byte order mark that tells Excel the file is UTF-8. */
export const CSV_BOM = '\uFEFF';

const plain = new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 20 });

/**
 * A number as a spreadsheet cell: no grouping, no exponent, the dialect's decimal mark; `digits` fixes
 * the decimals (money: 2). Infinity and NaN, which no spreadsheet reads, are written as an empty cell.
 */
export function csvNumber(value: number, dialect: CsvDialect = CSV_COMMA, digits?: number): string {
  if (!Number.isFinite(value)) return '';
  const text = digits === undefined ? plain.format(value) : new Intl.NumberFormat('en', { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  return dialect.decimal === '.' ? text : text.replace('.', dialect.decimal);
}

/** A number as text, in either decimal mark: "-12.5", "+3", "-0,5", "1e-3". */
const NUMBER_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;

/**
 * Text that a spreadsheet would run as a formula (it starts with =, +, -, @, tab or CR: a CNAME
 * `=HYPERLINK(…)` becomes a live link) written as text, after a "'" that Excel and LibreOffice hide.
 * A number written as text ("-12.5") stays a number.
 */
export function csvText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !NUMBER_TEXT.test(text) ? `'${text}` : text;
}

/**
 * RFC 4180 CSV with the dialect's separator (comma by default): fields with the separator, a quote or a
 * line break are quoted, quotes doubled; CRLF between rows; null is an empty cell; a number is written
 * with the dialect's decimal mark; a string is written as it is, unless a spreadsheet would run it as a
 * formula (csvText).
 */
export function toCsv(rows: readonly (readonly (string | number | boolean | null)[])[], dialect: CsvDialect = CSV_COMMA): string {
  return rows.map((row) => row.map((cell) => csvField(cell, dialect)).join(dialect.separator)).join('\r\n');
}

/** A CSV file to download in the page's language: its dialect, after the byte order mark. */
export function csvFile(rows: readonly (readonly (string | number | boolean | null)[])[], lang: string): string {
  return CSV_BOM + toCsv(rows, csvDialect(lang));
}

function csvField(value: string | number | boolean | null, dialect: CsvDialect): string {
  const s = value === null ? '' : typeof value === 'number' ? csvNumber(value, dialect) : typeof value === 'string' ? csvText(value) : String(value);
  return quotedField(s, dialect.separator, 'minimal');
}

/**
 * How a CSV writer quotes: `minimal` only the fields that need it (the separator, a quote, a line break,
 * as RFC 4180 says), `all` every field, `nonNumeric` every field but numbers ("-12.5", "1e3"), as
 * Python's csv.QUOTE_NONNUMERIC does.
 */
export type CsvQuoting = 'minimal' | 'all' | 'nonNumeric';

/** A number as a CSV writer leaves it unquoted with `nonNumeric` quoting: "-12.5", "+3", ".5", "1e-3". */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

function quotedField(s: string, separator: string, quoting: CsvQuoting): string {
  const quote = quoting === 'all' || (quoting === 'nonNumeric' ? !PLAIN_NUMBER.test(s) : s.includes(separator) || /["\r\n]/.test(s));
  return quote ? `"${s.replaceAll('"', '""')}"` : s;
}

export interface CsvRowOptions {
  /** Between fields: ",", ";", a tab, "|"… */
  readonly separator: string;
  readonly quoting?: CsvQuoting;
  /** Cells a spreadsheet would run as a formula written as text (csvText); default true. */
  readonly guardFormulas?: boolean;
}

/**
 * One row of text cells as CSV with any separator and quoting (toCsv's writer, for a tool that lets the
 * visitor choose them): quotes doubled, cells a spreadsheet would run as a formula written as text unless
 * `guardFormulas` is false. No line break after it.
 */
export function csvRow(cells: readonly string[], { separator, quoting = 'minimal', guardFormulas = true }: CsvRowOptions): string {
  let out = '';
  for (let i = 0; i < cells.length; i++) {
    if (i > 0) out += separator;
    out += quotedField(guardFormulas ? csvText(cells[i]!) : cells[i]!, separator, quoting);
  }
  return out;
}
