// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RawValue } from '@sdk/core';
import { usePersisted } from '@sdk/ui';
import { withHost } from '../../tests/toolHost.tsx';
import en from './locales/en.json';
import { manifest } from './manifest.ts';
import { HistorySection } from './HistorySection.tsx';
import { PalettesTab } from './PalettesTab.tsx';
import { PickerTab } from './PickerTab.tsx';
import { harmonies } from './harmony.ts';
import { useColor } from './useColor.ts';

const ID = 'color-picker';

function Picker() {
  return <PickerTab toolId={ID} state={useColor(ID)} />;
}

function PalettesAndHistory() {
  const state = useColor(ID);
  return (
    <>
      <PalettesTab toolId={ID} state={state} harmonies={harmonies(state.color)} />
      <HistorySection toolId={ID} state={state} />
    </>
  );
}

/** A component with the stand-in host and the English texts. */
function ui(children: ReactNode, values?: Record<string, RawValue>) {
  return withHost(ID, manifest, children, { values });
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => {
  usePersisted.setState({ byTool: {} });
});

describe('picker tab', () => {
  it('renders on the server with the default colour and no inline style', async () => {
    const html = renderToString(ui(<Picker />));
    expect(html).toContain('value="#1E90FF"');
    expect(html).toContain('value="rgb(30, 144, 255)"');
    expect(html).not.toMatch(/style=/);
  });

  it('keeps the formats in sync and reports an invalid field without changing the colour', async () => {
    render(ui(<Picker />));
    box('HEX').focus();
    fireEvent.change(box('HEX'), { target: { value: '#f00' } });
    expect(box('RGB').value).toBe('rgb(255, 0, 0)');
    expect(box('CMYK').value).toBe('cmyk(0%, 100%, 100%, 0%)');
    // The field being typed in keeps the text as typed.
    expect(box('HEX').value).toBe('#f00');

    box('HSL').focus();
    fireEvent.change(box('HSL'), { target: { value: 'hsl(0, 100%' } });
    // No message at every keystroke: after a pause in typing.
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe(en.fieldErrors.hsl);
    expect(box('HSL').getAttribute('aria-invalid')).toBe('true');
    expect(box('RGB').value).toBe('rgb(255, 0, 0)');
    // Leaving the field with an invalid text keeps it (and its message) for fixing.
    fireEvent.change(box('HSL'), { target: { value: 'hsl(0, 100%, 5' } });
    fireEvent.blur(box('HSL'));
    expect(screen.getByRole('alert').textContent).toBe(en.fieldErrors.hsl);
    expect(box('HSL').value).toBe('hsl(0, 100%, 5');

    fireEvent.change(box('HSL'), { target: { value: 'hsl(120, 100%, 25%)' } });
    expect(box('HEX').value).toBe('#008000');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('CMYK keeps the opacity; a 6-digit hex makes the colour opaque', async () => {
    render(ui(<Picker />));
    fireEvent.change(box('HEX'), { target: { value: '#FF000080' } });
    expect(box('RGB').value).toBe('rgba(255, 0, 0, 0.5)');
    expect(screen.getByRole('slider', { name: 'Opacity' }).getAttribute('aria-valuetext')).toBe('50%');
    fireEvent.change(box('CMYK'), { target: { value: 'cmyk(100%, 0%, 100%, 0%)' } });
    expect(box('RGB').value).toBe('rgba(0, 255, 0, 0.5)');
    fireEvent.change(box('HEX'), { target: { value: '#00FF00' } });
    expect(box('RGB').value).toBe('rgb(0, 255, 0)');
  });

  it('moves in the square with the keyboard and keeps the hue on greys', async () => {
    render(ui(<Picker />));
    fireEvent.change(box('HEX'), { target: { value: '#008000' } });
    fireEvent.blur(box('HEX'));
    const area = screen.getByRole('slider', { name: 'Saturation and brightness' });
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 100%, brightness 50%');
    fireEvent.keyDown(area, { key: 'Home' });
    expect(box('HEX').value).toBe('#808080');
    expect((screen.getByRole('slider', { name: 'Hue' }) as HTMLInputElement).value).toBe('120');
    fireEvent.keyDown(area, { key: 'End' });
    expect(box('HEX').value).toBe('#008000');
    fireEvent.keyDown(area, { key: 'ArrowUp', shiftKey: true });
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 100%, brightness 60%');
    fireEvent.keyDown(area, { key: 'ArrowLeft' });
    expect(area.getAttribute('aria-valuenow')).toBe('99');
  });
});

describe('palettes and history', () => {
  it('shows the empty messages, then remembers a chosen swatch at once', async () => {
    render(ui(<PalettesAndHistory />));
    expect(screen.getByText(en.history.empty)).toBeTruthy();
    expect(screen.getByText(en.palettes.empty)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('group', { name: /Complementary/ }).querySelectorAll('button')[1]!);
    });
    const history = screen.getByRole('region', { name: 'History' });
    expect(history.textContent).toContain('#FF8D1E');
    expect(screen.queryByText(en.history.empty)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add #FF8D1E' }));
    expect((screen.getByRole('button', { name: 'Add #FF8D1E' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('#FF8D1E is already in your palette.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove #FF8D1E' }));
    expect(screen.getByText(en.palettes.empty)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.getByText(en.history.empty)).toBeTruthy();
  });

  it('ignores malformed remembered data', async () => {
    usePersisted.setState({ byTool: { [ID]: { history: ['#FFFFFF', 42, 'red', '#FFFFFF', '#00000080'], palette: 'nope' } } });
    // A colour field a link left unreadable: the default colour.
    render(ui(<PalettesAndHistory />, { color: 'javascript:alert(1)', opacity: 'x' }));
    const history = screen.getByRole('region', { name: 'History' });
    expect([...history.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['#FFFFFF', '#00000080']);
    expect(screen.getByRole('button', { name: 'Add #1E90FF' })).toBeTruthy();
  });
});
