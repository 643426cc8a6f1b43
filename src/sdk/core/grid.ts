/**
 * The grid field's value (rows of text cells) and what the visitor does to it: its shape from the
 * declaration, reading it from a link, storage or the command line, and the edits the page offers
 * (rows and columns added, removed and moved, a spreadsheet's block pasted). Pure, so the page, the
 * tests and the terminal share them.
 */
import type { GridFieldDecl, GridValue } from './tool.ts';

export type { GridValue };

/** Rows of cells before the first row the visitor types in: the choice row, where the grid has one. */
export const choiceRows = (decl: GridFieldDecl): number => (decl.columnChoices?.length ? 1 : 0);

/** The number of columns a grid of this declaration shows for a value. */
export function gridWidth(decl: GridFieldDecl, value: GridValue): number {
  if (decl.columns?.length) return decl.columns.length;
  return Math.max(1, decl.minColumns ?? 2, ...value.map((row) => row.length));
}

/** A blank grid of the declared shape: the first choice above each column, empty cells. */
export function blankGrid(decl: GridFieldDecl): GridValue {
  const width = gridWidth(decl, []);
  const cells = Array.from({ length: Math.max(1, decl.minRows ?? 3) }, () => Array<string>(width).fill(''));
  return decl.columnChoices?.length ? [Array<string>(width).fill(decl.columnChoices[0]!), ...cells] : cells;
}

/**
 * A value as the grid shows it: every row as wide as the grid (a short row padded with blank cells,
 * a fixed-column grid's extra cells dropped), each column's choice one of the choices, and at least
 * one row of cells.
 */
export function normalizeGrid(decl: GridFieldDecl, value: GridValue): GridValue {
  const width = gridWidth(decl, value);
  const fit = (row: readonly string[]) => (row.length === width ? row : [...row.slice(0, width), ...Array<string>(Math.max(0, width - row.length)).fill('')]);
  const choices = decl.columnChoices;
  if (!choices?.length) return value.length ? value.map(fit) : [Array<string>(width).fill('')];
  const [first = [], ...rest] = value;
  const chosen = fit(first).map((c) => (choices.includes(c) ? c : choices[0]!));
  return [chosen, ...(rest.length ? rest.map(fit) : [Array<string>(width).fill('')])];
}

/** Whether every cell the visitor types in is blank (the choices do not count). */
export function gridBlank(decl: GridFieldDecl, value: GridValue): boolean {
  return value.slice(choiceRows(decl)).every((row) => row.every((cell) => cell.trim() === ''));
}

const isGrid = (value: unknown): value is GridValue => Array.isArray(value) && value.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === 'string'));

/**
 * A grid from a link or storage: its rows as they are, or as JSON text (`[["a","b"],["1","2"]]`, the
 * form a link carries); undefined when it is neither.
 */
export function gridFromStored(value: unknown): GridValue | undefined {
  if (isGrid(value)) return value;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isGrid(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rows from text copied out of a spreadsheet: tab-separated cells, one row a line, a cell holding a tab,
 * a line break or a quote written in double quotes ("a ""b""") as spreadsheets copy it. The line break
 * that ends the copy is not a row.
 */
export function gridFromTabs(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  for (;;) {
    let cell = '';
    if (text[i] === '"') {
      // A quoted cell: up to the quote that is not doubled, then up to the next tab or line break.
      let j = i + 1;
      for (; j < n; j++) {
        if (text[j] !== '"') cell += text[j];
        else if (text[j + 1] === '"') (cell += '"'), j++;
        else break;
      }
      i = j + 1;
      while (i < n && text[i] !== '\t' && text[i] !== '\n' && text[i] !== '\r') cell += text[i++];
    } else {
      while (i < n && text[i] !== '\t' && text[i] !== '\n' && text[i] !== '\r') cell += text[i++];
    }
    row.push(cell);
    if (i >= n) break;
    if (text[i] === '\t') {
      i++;
      continue;
    }
    // A line break (\r\n, \n or \r) ends the row.
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
    if (i >= n) return rows;
  }
  rows.push(row);
  return rows;
}

/**
 * A grid from the command line: JSON rows (`[["a","b"]]`, the value itself, choice row first where the
 * grid has one), else tab-separated lines as a spreadsheet copies them (cells only: each column's choice
 * is the first); either way shaped as the field shows it.
 */
export function gridFromText(decl: GridFieldDecl, text: string): GridValue {
  const json = /^\s*\[/.test(text) ? gridFromStored(text) : undefined;
  return normalizeGrid(decl, json ?? [...(decl.columnChoices?.length ? [[]] : []), ...gridFromTabs(text.replace(/(\r\n|\r|\n)$/, ''))]);
}

/** A grid written for a link or a command line: JSON. */
export const gridText = (value: GridValue): string => JSON.stringify(value);

// ---------------------------------------------------------------------------------------------
// Edits. `row` and `column` count rows of the value (the choice row is row 0 where there is one).

const blankRow = (width: number) => Array<string>(width).fill('');
/** The width of a value as it stands (edits keep it, whatever the declared minimum). */
const widthOf = (decl: GridFieldDecl, value: GridValue) => decl.columns?.length || Math.max(1, ...value.map((row) => row.length));

/** A blank row inserted at `row` (the rows from there move down). */
export function insertRow(decl: GridFieldDecl, value: GridValue, row: number): GridValue {
  const at = Math.max(choiceRows(decl), Math.min(row, value.length));
  return [...value.slice(0, at), blankRow(widthOf(decl, value)), ...value.slice(at)];
}

/** The row removed; the last row of cells is emptied instead, so that the grid keeps one. */
export function removeRow(decl: GridFieldDecl, value: GridValue, row: number): GridValue {
  if (row < choiceRows(decl) || row >= value.length) return value;
  if (value.length - choiceRows(decl) <= 1) return [...value.slice(0, row), blankRow(widthOf(decl, value))];
  return value.filter((_, i) => i !== row);
}

/** The row swapped with its neighbour above (-1) or below (+1); the choice row stays first. */
export function moveRow(decl: GridFieldDecl, value: GridValue, row: number, by: -1 | 1): GridValue {
  const to = row + by;
  if (row < choiceRows(decl) || to < choiceRows(decl) || to >= value.length) return value;
  const next = [...value];
  [next[row], next[to]] = [next[to]!, next[row]!];
  return next;
}

/** A blank column inserted at `column` (free columns only), with the first choice above it. */
export function insertColumn(decl: GridFieldDecl, value: GridValue, column: number): GridValue {
  if (decl.columns?.length) return value;
  const at = Math.max(0, Math.min(column, widthOf(decl, value)));
  return value.map((row, i) => [...row.slice(0, at), i < choiceRows(decl) ? decl.columnChoices![0]! : '', ...row.slice(at)]);
}

/** The column removed (free columns only); the grid keeps one. */
export function removeColumn(decl: GridFieldDecl, value: GridValue, column: number): GridValue {
  if (decl.columns?.length || widthOf(decl, value) <= 1) return value;
  return value.map((row) => row.filter((_, i) => i !== column));
}

/** The column swapped with its neighbour to the left (-1) or right (+1), its choice with it (free columns only). */
export function moveColumn(decl: GridFieldDecl, value: GridValue, column: number, by: -1 | 1): GridValue {
  const to = column + by;
  if (decl.columns?.length || to < 0 || to >= widthOf(decl, value) || column < 0) return value;
  return value.map((row) => {
    const next = [...row];
    [next[column], next[to]] = [next[to] ?? '', next[column] ?? ''];
    return next;
  });
}

/**
 * A block of cells written into the grid from a cell down and to the right, rows and (free) columns
 * added where it goes past the edge; a fixed-column grid keeps its columns and drops what is beyond.
 */
export function pasteBlock(decl: GridFieldDecl, value: GridValue, row: number, column: number, block: readonly (readonly string[])[]): GridValue {
  const fixed = decl.columns?.length;
  const width = Math.max(gridWidth(decl, value), fixed ? 0 : column + Math.max(0, ...block.map((r) => r.length)));
  const rows = normalizeGrid(decl, value).map((r, i) => [...r, ...Array<string>(width - r.length).fill(i < choiceRows(decl) ? (decl.columnChoices?.[0] ?? '') : '')]);
  while (rows.length < row + block.length) rows.push(blankRow(width));
  block.forEach((cells, r) =>
    cells.forEach((cell, c) => {
      if (column + c < width) rows[row + r]![column + c] = cell;
    }),
  );
  return rows;
}
