/**
 * The grid field: a table of text inputs, each labelled by its row and column, Tab and Shift+Tab
 * from cell to cell (↑ ↓ to the same column's neighbour), and under it one row of buttons that add,
 * remove and move the row and the column of the cell last focused (fewer Tab stops than buttons on
 * every row, and the same buttons on a phone, where the table scrolls sideways in its own box).
 * Text with tabs or line breaks pasted into a cell (a spreadsheet's copy) fills the grid from there.
 */
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceRows, gridFromTabs, gridWidth, insertColumn, insertRow, moveColumn, moveRow, normalizeGrid, pasteBlock, removeColumn, removeRow, type GridValue } from '../core/grid.ts';
import type { GridFieldDecl } from '../core/tool.ts';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';
import type { SelectChoice } from './SelectField.tsx';

interface GridFieldProps {
  id: string;
  decl: GridFieldDecl;
  label: string;
  value: GridValue;
  onChange: (value: GridValue) => void;
  hint?: string;
  error?: string;
  /** Fixed columns' names, in the page's language. */
  columns?: readonly string[];
  /** The choice above each column: its label and its choices, in the page's language. */
  columnChoice?: { label: string; choices: readonly SelectChoice[] };
}

/** The cell an action applies to: a row and a column of the value (the choice row, if any, is row 0). */
interface Cell {
  row: number;
  column: number;
}

export function GridField({ id, decl, label, value: given, onChange, hint, error, columns, columnChoice }: GridFieldProps) {
  const { t } = useTranslation('common');
  const value = normalizeGrid(decl, given);
  // Changes made one after the other before the page draws again (cells typed before the forms' code came, replayed at once) build on each other.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: GridValue) => {
    latest.current = next;
    onChange(next);
  };
  const labelId = `${id}-label`;
  const first = choiceRows(decl);
  const width = gridWidth(decl, value);
  const header = !decl.columns?.length && decl.header === true;
  const [current, setCurrent] = useState<Cell>({ row: first, column: 0 });
  const at: Cell = { row: Math.min(Math.max(current.row, first), value.length - 1), column: Math.min(current.column, width - 1) };
  const cellId = (row: number, column: number) => `${id}-r${row - first}-c${column}`;
  const rowName = (row: number) => (header ? (row === first ? null : row - first) : row - first + 1);
  const cellLabel = (row: number, column: number) => {
    const n = rowName(row);
    if (columns?.length) return t('grid.namedCell', { column: columns[column], row: n });
    return n === null ? t('grid.headerCell', { column: column + 1 }) : t('grid.cell', { row: n, column: column + 1 });
  };

  const setCell = (row: number, column: number, text: string) => change(latest.current.map((cells, r) => (r === row ? cells.map((c, i) => (i === column ? text : c)) : cells)));
  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, column: number) => {
    const text = event.clipboardData.getData('text/plain');
    // One line without a tab goes into the cell as the browser puts it.
    if (!/[\t\r\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    change(pasteBlock(decl, latest.current, row, column, gridFromTabs(text)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const to = event.key === 'ArrowUp' ? row - 1 : event.key === 'ArrowDown' ? row + 1 : -1;
    if (to < first || to >= latest.current.length) return;
    event.preventDefault();
    document.getElementById(cellId(to, column))?.focus();
  };

  const fixedColumns = !!decl.columns?.length;
  const act = (name: string, possible: boolean, apply: () => { value: GridValue; cell: Cell }) => (
    <button
      type="button"
      className="btn btn-small"
      // aria-disabled, not disabled: a button pressed until it can do no more keeps the focus.
      aria-disabled={possible ? undefined : true}
      onClick={() => {
        if (!possible) return;
        const done = apply();
        change(done.value);
        setCurrent(done.cell);
      }}
    >
      {t(`grid.${name}`)}
    </button>
  );
  const rows = value.length;
  return (
    <div className="field grid-field">
      <span id={labelId} className="grid-field-label">
        {label}
      </span>
      <div id={id} className="grid-scroll" role="region" tabIndex={0} aria-labelledby={labelId} aria-describedby={describedByOf(id, hint, error)} aria-invalid={error ? true : undefined}>
        <table className="grid-table">
          {(columnChoice || fixedColumns) && (
            <thead>
              {columnChoice && (
                <tr>
                  {value[0]!.map((chosen, column) => (
                    <td key={column}>
                      <select id={`${id}-choice-c${column}`} aria-label={t('grid.choice', { choice: columnChoice.label, column: column + 1 })} value={chosen} onChange={(e) => setCell(0, column, e.target.value)}>
                        {columnChoice.choices.map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.label}
                          </option>
                        ))}
                      </select>
                    </td>
                  ))}
                </tr>
              )}
              {fixedColumns && (
                <tr>
                  {columns?.map((name, column) => (
                    <th key={column} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              )}
            </thead>
          )}
          <tbody>
            {value.slice(first).map((cells, i) => {
              const row = i + first;
              return (
                <tr key={row} className={header && row === first ? 'grid-header-row' : undefined}>
                  {cells.map((cell, column) => (
                    <td key={column} className={at.row === row && at.column === column ? 'grid-current' : undefined}>
                      <input
                        id={cellId(row, column)}
                        type="text"
                        value={cell}
                        aria-label={cellLabel(row, column)}
                        autoComplete="off"
                        spellCheck={false}
                        onChange={(e) => setCell(row, column, e.target.value)}
                        onFocus={() => setCurrent({ row, column })}
                        onPaste={(e) => onPaste(e, row, column)}
                        onKeyDown={(e) => onKeyDown(e, row, column)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="grid-actions" role="group" aria-labelledby={`${id}-current`}>
        <span id={`${id}-current`} className="grid-current-cell" aria-live="polite">
          {cellLabel(at.row, at.column)}
        </span>
        {act('addRow', true, () => ({ value: insertRow(decl, latest.current, at.row + 1), cell: { row: at.row + 1, column: at.column } }))}
        {act('removeRow', rows - first > 1, () => ({ value: removeRow(decl, latest.current, at.row), cell: { row: Math.min(at.row, rows - 2), column: at.column } }))}
        {act('moveRowUp', at.row > first, () => ({ value: moveRow(decl, latest.current, at.row, -1), cell: { row: at.row - 1, column: at.column } }))}
        {act('moveRowDown', at.row < rows - 1, () => ({ value: moveRow(decl, latest.current, at.row, 1), cell: { row: at.row + 1, column: at.column } }))}
        {!fixedColumns && (
          <>
            {act('addColumn', true, () => ({ value: insertColumn(decl, latest.current, at.column + 1), cell: { row: at.row, column: at.column + 1 } }))}
            {act('removeColumn', width > Math.max(1, decl.minColumns ?? 2), () => ({ value: removeColumn(decl, latest.current, at.column), cell: { row: at.row, column: Math.min(at.column, width - 2) } }))}
            {act('moveColumnLeft', at.column > 0, () => ({ value: moveColumn(decl, latest.current, at.column, -1), cell: { row: at.row, column: at.column - 1 } }))}
            {act('moveColumnRight', at.column < width - 1, () => ({ value: moveColumn(decl, latest.current, at.column, 1), cell: { row: at.row, column: at.column + 1 } }))}
          </>
        )}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
