// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { FieldControl } from '@sdk/ui/FieldControl.tsx';
import type { RawValue } from '@sdk/core/fields.ts';
import type { GridFieldDecl } from '@sdk/core/tool.ts';
import { loadI18n, loadToolPageTexts, type I18n } from '../../i18n/index.ts';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([loadI18n('en'), loadI18n('de')]);
  await Promise.all([loadToolPageTexts(en), loadToolPageTexts(de)]);
});

const DECL: GridFieldDecl = { kind: 'grid', header: true, columnChoices: ['none', 'left', 'right'], minRows: 2 };

/** A grid field kept in state as the host keeps its fields; `seen` gets every value it hands on. */
function Table({ i18n, initial, seen = [] }: { i18n: I18n; initial: RawValue; seen?: RawValue[] }) {
  const [value, setValue] = useState<RawValue>(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <FieldControl
        id="t-field-table"
        decl={DECL}
        label="Table"
        value={value}
        onChange={(v) => {
          seen.push(v);
          setValue(v);
        }}
        columnChoiceLabel="Alignment"
        choices={[
          { value: 'none', label: 'Default' },
          { value: 'left', label: 'Left' },
          { value: 'right', label: 'Right' },
        ]}
      />
    </I18nextProvider>
  );
}

const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const press = (name: string) => fireEvent.click(within(screen.getByRole('group', { name: /^(Header|Row)/ })).getByRole('button', { name }));

describe('the grid field', () => {
  it('is a labelled, focusable region of cells each named by its row and column, with a list above each column', () => {
    render(<Table i18n={en} initial={[['none', 'right'], ['Name', 'Qty'], ['Apple', '3']]} />);
    const region = screen.getByRole('region', { name: 'Table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(cell('Header, column 1').value).toBe('Name');
    expect(cell('Row 1, column 2').value).toBe('3');
    expect((screen.getByRole('combobox', { name: 'Alignment, column 2' }) as HTMLSelectElement).value).toBe('right');
    // Tab goes from cell to cell in reading order: the cells are the inputs, in rows.
    const order = within(region).getAllByRole('textbox').map((box) => box.getAttribute('aria-label'));
    expect(order).toEqual(['Header, column 1', 'Header, column 2', 'Row 1, column 1', 'Row 1, column 2']);
  });

  it('types, chooses, adds, moves and removes rows and columns of the cell last focused', () => {
    const seen: RawValue[] = [];
    render(<Table i18n={en} initial={[['none', 'none'], ['A', 'B'], ['1', '2']]} seen={seen} />);
    fireEvent.change(cell('Row 1, column 2'), { target: { value: '22' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Alignment, column 1' }), { target: { value: 'left' } });
    expect(seen.at(-1)).toEqual([['left', 'none'], ['A', 'B'], ['1', '22']]);
    fireEvent.focus(cell('Row 1, column 2'));
    expect(screen.getByRole('group', { name: 'Row 1, column 2' })).toBeInTheDocument();
    press('Add row');
    expect(seen.at(-1)).toEqual([['left', 'none'], ['A', 'B'], ['1', '22'], ['', '']]);
    // The buttons follow the new row: it is the one moved up.
    press('Move row up');
    expect(seen.at(-1)).toEqual([['left', 'none'], ['A', 'B'], ['', ''], ['1', '22']]);
    press('Add column');
    expect(seen.at(-1)).toEqual([['left', 'none', 'none'], ['A', 'B', ''], ['', '', ''], ['1', '22', '']]);
    press('Move column left');
    expect(seen.at(-1)).toEqual([['left', 'none', 'none'], ['A', '', 'B'], ['', '', ''], ['1', '', '22']]);
    press('Remove column');
    press('Remove row');
    expect(seen.at(-1)).toEqual([['left', 'none'], ['A', 'B'], ['1', '22']]);
  });

  it('keeps a button that can do no more focusable, marked and doing nothing', () => {
    const seen: RawValue[] = [];
    render(<Table i18n={en} initial={[['none', 'none'], ['A', 'B'], ['1', '2']]} seen={seen} />);
    fireEvent.focus(cell('Header, column 1'));
    const up = within(screen.getByRole('group', { name: 'Header, column 1' })).getByRole('button', { name: 'Move row up' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(up).not.toBeDisabled();
    fireEvent.click(up);
    expect(seen).toEqual([]);
  });

  it('fills the grid from the cell a spreadsheet’s rows are pasted into, and takes one line as plain text', () => {
    const seen: RawValue[] = [];
    render(<Table i18n={en} initial={[['none', 'none'], ['A', 'B'], ['1', '2']]} seen={seen} />);
    const target = cell('Row 1, column 2');
    const paste = (text: string) => fireEvent.paste(target, { clipboardData: { getData: () => text } });
    paste('x\ty\nz\tw\n');
    expect(seen.at(-1)).toEqual([['none', 'none', 'none'], ['A', 'B', ''], ['1', 'x', 'y'], ['', 'z', 'w']]);
    const before = seen.length;
    paste('plain');
    expect(seen).toHaveLength(before);
  });

  it('moves between rows with ↑ and ↓, and speaks the page’s language', () => {
    render(<Table i18n={de} initial={[['none', 'none'], ['A', 'B'], ['1', '2']]} />);
    const below = cell('Zeile 1, Spalte 2');
    cell('Kopfzeile, Spalte 2').focus();
    fireEvent.keyDown(cell('Kopfzeile, Spalte 2'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(below);
    expect(screen.getByRole('button', { name: 'Spalte nach rechts' })).toBeInTheDocument();
  });
});
