// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n, withHost } from '../../tests/toolHost.tsx';
import { manifest } from './manifest.ts';
import Panel from './Panel.tsx';
import { run } from './run.ts';
import { ZonePicker } from './ZonePicker.tsx';
import { searchZones, zoneCatalogue } from './catalog.ts';

const ID = 'time-zone-converter';
const AT = Date.UTC(2024, 6, 1, 12);
const search = (query: string) => searchZones(zoneCatalogue('en', AT), query, 'en', AT);

function panel() {
  return withHost(ID, manifest, <Panel toolId={ID} />, { run });
}

describe('Panel', () => {
  it('prerenders the same HTML for everyone: UTC to New York, no clock, no NaN', () => {
    const html = renderToString(panel());
    expect(html).toContain('From time zone');
    expect(html).toContain('value="UTC"');
    expect(html).toContain('value="New York"');
    expect(html).toContain('–');
    expect(html).not.toMatch(/\d:\d\d/);
    expect(html).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('converts a custom time and says how far ahead the other zone is', async () => {
    render(panel());
    const from = screen.getByRole('combobox', { name: 'From time zone' });
    fireEvent.change(from, { target: { value: 'Kolkata' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    const to = screen.getByRole('combobox', { name: 'To time zone' });
    fireEvent.change(to, { target: { value: '+5:45' } });
    fireEvent.keyDown(to, { key: 'Enter' });
    fireEvent.click(screen.getByRole('radio', { name: 'Custom time' }));
    // A custom time starts at the current minute as Kolkata's clock reads it.
    const when = screen.getByLabelText('Date and time') as HTMLInputElement;
    expect(when.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    fireEvent.change(when, { target: { value: '2024-01-15T12:00' } });
    expect(await screen.findByText('Kathmandu is 15 minutes ahead of Kolkata.')).toBeTruthy();
    expect(screen.getAllByText('Monday, January 15, 2024', { exact: false })).toHaveLength(2);
    fireEvent.change(when, { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter a date');
    expect(when.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps its own time on each tab, and the clock change choice only for the time it was made for', async () => {
    render(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Clocks go back' }));
    expect(await screen.findByText(/Shown: the first 1:30 AM, at UTC−04:00\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use the second 1:30 AM (UTC−05:00)' }));
    expect(screen.getByText(/Shown: the second 1:30 AM, at UTC−05:00\./)).toBeTruthy();
    // Another time: the first of two equal times again.
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: '2024-11-03T01:45' } });
    expect(screen.getByText(/Shown: the first 1:45 AM, at UTC−04:00\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Compare zones' }));
    expect(screen.getByRole('radio', { name: 'Current time' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('tab', { name: 'Converter' }));
    expect((screen.getByLabelText('Date and time') as HTMLInputElement).value).toBe('2024-11-03T01:45');
  });
});

/** Renders with the plugin's English texts. */
function renderWithTexts(ui: ReactElement) {
  return render(<I18nextProvider i18n={testI18n(ID)}>{ui}</I18nextProvider>);
}

describe('ZonePicker', () => {
  it('is the site combobox: type, move with the arrows, pick with Enter', async () => {
    const onSelect = vi.fn();
    await renderWithTexts(<ZonePicker toolId={ID} label="From time zone" value="UTC" valueText="UTC" onSelect={onSelect} search={search} />);
    const box = screen.getByRole('combobox', { name: 'From time zone' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'IST' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    // Typing makes no option active; the first match is marked as the one Enter takes.
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(options.filter((o) => o.hasAttribute('data-enter'))).toEqual([options[0]]);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    // IST's first match is its main zone, India.
    expect(onSelect).toHaveBeenCalledWith('Asia/Kolkata');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('"tok", ↓, Enter picks Tokyo, the option shown active (issue #22: it picked Fakaofo)', async () => {
    const onSelect = vi.fn();
    await renderWithTexts(<ZonePicker toolId={ID} label="To time zone" value="UTC" valueText="UTC" onSelect={onSelect} search={search} />);
    const box = screen.getByRole('combobox', { name: 'To time zone' });
    fireEvent.change(box, { target: { value: 'tok' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)?.textContent).toMatch(/^Tokyo/);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('Asia/Tokyo');
  });

  it('closes with Escape, then restores the chosen zone; says when nothing matches', async () => {
    await renderWithTexts(<ZonePicker toolId={ID} label="To time zone" value="Asia/Tokyo" valueText="Tokyo" onSelect={vi.fn()} search={search} />);
    const box = screen.getByRole('combobox', { name: 'To time zone' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'qqq' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No time zone matches “qqq”.')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('qqq');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('Tokyo');
  });

  it('opens on the chosen zone with the arrow key', async () => {
    await renderWithTexts(<ZonePicker toolId={ID} label="To time zone" value="Asia/Tokyo" valueText="Tokyo" onSelect={vi.fn()} search={search} />);
    const box = screen.getByRole('combobox', { name: 'To time zone' });
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = document.getElementById(box.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toMatch(/^Tokyo/);
  });

  it('empties itself after each pick when adding zones', async () => {
    const onSelect = vi.fn();
    await renderWithTexts(<ZonePicker toolId={ID} mode="add" label="Add a time zone" onSelect={onSelect} search={search} />);
    const box = screen.getByRole('combobox', { name: 'Add a time zone' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'sydney' } });
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(onSelect).toHaveBeenCalledWith('Australia/Sydney');
    expect(box.value).toBe('');
  });
});
