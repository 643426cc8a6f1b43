// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { KeypadDecl, LineFieldDecl } from '../core/tool.ts';
import { FieldControl } from './FieldControl.tsx';
import { keypadTexts } from './DeclaredField.tsx';

const KEYS: KeypadDecl = [
  ['2', '9', '0', { insert: 'sin(', show: 'sin' }, { insert: ')', name: 'close' }],
  [{ insert: '*', show: '×', name: 'multiply' }, { insert: '+', name: 'plus' }, { does: 'decimal' }, { does: 'listSeparator' }, { does: 'backspace' }, { does: 'clear' }],
];
const TEXTS: Record<string, string> = {
  'common:keypad.label': 'Keypad: {field}',
  'fields.expression.keys.close': 'Closing parenthesis',
  'fields.expression.keys.multiply': 'Multiply',
  'fields.expression.keys.plus': 'Plus',
  'common:keypad.decimal': 'Decimal mark',
  'common:keypad.listSeparator': 'Separator',
  'common:keypad.backspace': 'Backspace',
  'common:keypad.clear': 'Clear the field',
};
const t = ((key: string, params?: { field?: string }) => (TEXTS[key] ?? key).replace('{field}', params?.field ?? '')) as unknown as TFunction;

/** A line field with a keypad, kept in state as the host keeps its fields. */
function Calculator({ lang = 'en', initial = '' }: { lang?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  const decl: LineFieldDecl = { kind: 'line', keys: KEYS };
  return <FieldControl id="calc-expression" decl={decl} label="Expression" value={value} onChange={(v) => setValue(String(v))} keypad={keypadTexts('expression', KEYS, 'Expression', t, lang)} />;
}

const field = () => screen.getByRole('textbox', { name: 'Expression' }) as HTMLInputElement;
const tap = (name: string) => fireEvent.click(within(screen.getByRole('group', { name: 'Keypad: Expression' })).getByRole('button', { name }));

describe('a field’s keypad', () => {
  it('is a labelled group of buttons, named by their symbols’ names or by what they show', () => {
    render(<Calculator />);
    const group = screen.getByRole('group', { name: 'Keypad: Expression' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons).toHaveLength(11);
    for (const button of buttons) {
      expect(button.getAttribute('type')).toBe('button');
      expect(button.tabIndex).toBe(0);
    }
    expect(buttons.map((b) => b.textContent)).toEqual(['2', '9', '0', 'sin', ')', '×', '+', '.', ',', '⌫', 'C']);
    expect(within(group).getByRole('button', { name: 'Multiply' }).textContent).toBe('×');
    expect(within(group).getByRole('button', { name: 'sin' })).toBeTruthy();
  });

  it('writes at the end of a field the visitor has not put a caret in, each key after the last', () => {
    render(<Calculator initial="1+" />);
    // Where a prerendered field leaves its selection, which is no caret of the visitor's.
    field().setSelectionRange(0, 0);
    for (const key of ['2', 'Multiply', 'sin', '9', '0', 'Closing parenthesis']) tap(key);
    expect(field().value).toBe('1+2*sin(90)');
    expect(field().selectionStart).toBe(11);
    // What the field holds is said to screen readers.
    expect(screen.getByText('1+2*sin(90)', { selector: '[aria-live]' })).toBeTruthy();
  });

  it('writes at the visitor’s caret, in place of a selection, and deletes there', () => {
    render(<Calculator initial="29" />);
    fireEvent.focus(field());
    field().setSelectionRange(1, 1);
    tap('Plus');
    expect(field().value).toBe('2+9');
    expect([field().selectionStart, field().selectionEnd]).toEqual([2, 2]);
    field().setSelectionRange(1, 2);
    tap('Multiply');
    expect(field().value).toBe('2*9');
    tap('Backspace');
    expect(field().value).toBe('29');
    expect(field().selectionStart).toBe(1);
    tap('Clear the field');
    expect(field().value).toBe('');
  });

  it('writes the page’s decimal mark and list separator: a comma and a semicolon in German', () => {
    render(<Calculator lang="de" />);
    for (const key of ['2', 'Decimal mark', '9', 'Separator']) tap(key);
    expect(field().value).toBe('2,9;');
  });

  it('leaves the focus where it was when pressed with a mouse or a finger', () => {
    render(<Calculator />);
    const key = screen.getByRole('button', { name: 'Plus' });
    // A prevented mousedown keeps the focus (and a phone's own keyboard) away from the key.
    expect(fireEvent.mouseDown(key)).toBe(false);
  });
});
