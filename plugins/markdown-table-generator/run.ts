/**
 * A GitHub-flavoured Markdown table from a grid, or from pasted text (tab-separated from a
 * spreadsheet, CSV, or a Markdown table to tidy), padded so that its columns line up in a monospaced
 * font (wide East Asian characters and emoji count two cells: displayWidth); and a Markdown table back
 * to CSV. Pipes in cells are escaped as \| and line breaks written <br>, and read back the same way.
 */
import { markdownCell, markdownTable, toCsv, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export const ALIGNMENTS = ['none', 'left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** What pasted text was read as. */
export type Source = 'tsv' | 'csv' | 'markdown';

export interface TableResult {
  output: 'markdown' | 'csv';
  text: string;
  /** The table read: its header row first. */
  rows: string[][];
  /** What the Paste tab read the text as. */
  source?: Source;
  /** Rows that had fewer cells than the widest and were filled with empty ones. */
  padded: number;
  /** Rows of a Markdown table with more cells than its header: the extra cells are left out, as GitHub does. */
  cut: number;
}

export async function run({ table, text }: Input, options: Options): Promise<TableResult | ToolError> {
  if (options.mode === 'edit') {
    if (!table) return toolError('emptyTable');
    const [chosen = [], ...rows] = table;
    if (rows.every((row) => row.every((cell) => cell.trim() === ''))) return toolError('emptyTable');
    const align = chosen.map((c) => ((ALIGNMENTS as readonly string[]).includes(c) ? (c as Alignment) : 'none'));
    return markdownResult(rows.map((row) => [...row]), align, options.pad, undefined, 0, 0);
  }
  const src = (text ?? '').replace(/^\uFEFF/, '');
  if (!/\S/.test(src)) return toolError(options.mode === 'toCsv' ? 'emptyMarkdown' : 'emptyPaste');
  if (options.mode === 'toCsv') {
    const read = readMarkdown(src);
    if ('code' in read) return read;
    // Rows end with \n, as text shown and copied in a page does (a text box turns \r\n into \n); the CSV download writes \r\n.
    const csv = read.rows.map((row) => toCsv([row])).join('\n');
    return { output: 'csv', text: csv, rows: read.rows, padded: read.padded, cut: read.cut };
  }
  const source = detect(src);
  if (source === 'markdown') {
    const read = readMarkdown(src);
    if ('code' in read) return read;
    return markdownResult(read.rows, read.align, options.pad, source, read.padded, read.cut);
  }
  const read = await readDelimited(src, source === 'tsv' ? '\t' : '');
  if ('code' in read) return read;
  const { rows, padded } = evenRows(read);
  return markdownResult(rows, rows[0]!.map(() => 'none'), options.pad, source, padded, 0);
}

// ---------------------------------------------------------------------------------------------
// Writing Markdown (@sdk/core's markdownTable, shared with the CSV toolkit)

export { markdownCell as escapeCell, markdownTable };

/** Every row as wide as the widest, short ones filled with empty cells; how many were. */
function evenRows(rows: readonly (readonly string[])[]): { rows: string[][]; padded: number } {
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  let padded = 0;
  const out = rows.map((row) => {
    if (row.length === width) return [...row];
    padded++;
    return [...row, ...Array<string>(width - row.length).fill('')];
  });
  return { rows: out, padded };
}

function markdownResult(rows: string[][], align: readonly Alignment[], padded: boolean, source: Source | undefined, paddedRows: number, cut: number): TableResult {
  return { output: 'markdown', text: markdownTable(rows, align, padded), rows, ...(source ? { source } : {}), padded: paddedRows, cut };
}

// ---------------------------------------------------------------------------------------------
// Reading pasted text

const SEPARATOR_LINE = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const SEPARATOR_LIKE = /^[\s|:-]+$/;

/** Markdown when the first line starts with a pipe or the second looks like a separator line; tabs mean a spreadsheet; else CSV. */
export function detect(text: string): Source {
  const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
  const [first = '', second = ''] = lines;
  if (first.trim().startsWith('|') || (second.includes('|') && second.includes('-') && SEPARATOR_LIKE.test(second))) return 'markdown';
  return first.includes('\t') ? 'tsv' : 'csv';
}

/** A Markdown table row's cells: split at pipes not escaped, the outer pipes dropped, \| and <br> read back. */
export function splitRow(line: string): string[] {
  let body = line.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (body.endsWith('|') && !body.endsWith('\\|')) body = body.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\' && body[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '|') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((c) => c.trim().replace(/<br\s*\/?>/gi, '\n'));
}

function alignmentOf(cell: string): Alignment {
  const c = cell.trim();
  const left = c.startsWith(':');
  const right = c.endsWith(':');
  return left && right ? 'center' : left ? 'left' : right ? 'right' : 'none';
}

/**
 * A Markdown table: the header line, the separator line under it (one cell per header cell, each
 * dashes with an optional colon at either end), then the rows up to a blank line.
 */
export function readMarkdown(text: string): { rows: string[][]; align: Alignment[]; padded: number; cut: number } | ToolError {
  const lines = text.split(/\r\n|\r|\n/);
  const start = lines.findIndex((l) => l.trim() !== '');
  const headerLine = lines[start]!;
  const sepLine = lines[start + 1];
  const line = start + 2;
  if (!headerLine.includes('|')) return toolError('notMarkdownTable');
  const header = splitRow(headerLine);
  if (sepLine === undefined || !SEPARATOR_LINE.test(sepLine)) return toolError('badSeparator', { line });
  const seps = splitRow(sepLine);
  if (seps.length !== header.length) return toolError('separatorCells', { line, columns: header.length, found: seps.length });
  const rows = [header];
  let padded = 0;
  let cut = 0;
  for (const l of lines.slice(start + 2)) {
    if (l.trim() === '') break;
    const cells = splitRow(l);
    if (cells.length < header.length) padded++;
    if (cells.length > header.length) cut++;
    rows.push(Array.from({ length: header.length }, (_, i) => cells[i] ?? ''));
  }
  return { rows, align: seps.map(alignmentOf), padded, cut };
}

/** CSV (separator guessed among comma, semicolon and tab) or tab-separated text, with papaparse (loaded on first use). */
async function readDelimited(text: string, delimiter: string): Promise<string[][] | ToolError> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text.replace(/(\r\n|\r|\n)$/, ''), { delimiter, delimitersToGuess: [',', ';', '\t'], skipEmptyLines: 'greedy' });
  const quote = parsed.errors.find((e) => e.type === 'Quotes');
  if (quote) return toolError('csvQuotes', { line: (quote.row ?? 0) + 1 });
  return parsed.data.length ? parsed.data : toolError('emptyPaste');
}
