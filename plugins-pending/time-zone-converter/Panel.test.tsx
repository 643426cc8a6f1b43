// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import type { ToolManifest } from '@sdk/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { addNamespace, loadI18n } from '../../src/i18n/index.ts';
import en from './locales/en.json';
import { manifest } from './manifest.ts';
import Panel from './Panel.tsx';
import { ZonePicker } from './ZonePicker.tsx';
import { searchZones, zoneCatalogue } from './catalog.ts';

const AT = Date.UTC(2024, 6, 1, 12);
const search = (query: string) => searchZones(zoneCatalogue('en', AT), query, 'en', AT);

async function i18n() {
  const instance = await loadI18n('en');
  addNamespace(instance, manifest.id, en, en);
  return instance;
}

function panel(instance: Awaited<ReturnType<typeof i18n>>) {
  return (
    <I18nextProvider i18n={instance}>
      <Panel toolId={manifest.id} manifest={manifest as unknown as ToolManifest} run={vi.fn()} validatorFns={{}} />
    </I18nextProvider>
  );
}

describe('Panel', () => {
  it('prerenders the same HTML for everyone: UTC to New York, no clock, no NaN', async () => {
    const html = renderToString(panel(await i18n()));
    expect(html).toContain('From time zone');
    expect(html).toContain('value="UTC"');
    expect(html).toContain('value="New York"');
    expect(html).toContain('–');
    expect(html).not.toMatch(/\d:\d\d/);
    expect(html).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('converts a custom time and says how far ahead the other zone is', async () => {
    const instance = await i18n();
    render(panel(instance));
    const from = screen.getByRole('combobox', { name: 'From time zone' });
    fireEvent.change(from, { target: { value: 'Kolkata' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    const to = screen.getByRole('combobox', { name: 'To time zone' });
    fireEvent.change(to, { target: { value: '+5:45' } });
    fireEvent.keyDown(to, { key: 'Enter' });
    fireEvent.click(screen.getByRole('radio', { name: 'Custom time' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2024-01-15' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '12:00' } });
    expect(await screen.findByText('Kathmandu is 15 minutes ahead of Kolkata.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter a date');
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    await act(async () => {});
  });
});

/** Renders with the plugin's English texts. */
async function renderWithTexts(ui: ReactElement) {
  const instance = await i18n();
  return render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
}

describe('ZonePicker', () => {
  it('is a combobox with a list: type, move with the arrows, pick with Enter', async () => {
    const onSelect = vi.fn();
    await renderWithTexts(<ZonePicker toolId={manifest.id} label="From time zone" value="UTC" valueText="UTC" onSelect={onSelect} search={search} />);
    const box = screen.getByRole('combobox', { name: 'From time zone' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'IST' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('Europe/Dublin');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, then restores the chosen zone; says when nothing matches', async () => {
    await renderWithTexts(<ZonePicker toolId={manifest.id} label="To time zone" value="Asia/Tokyo" valueText="Tokyo" onSelect={vi.fn()} search={search} />);
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
    await renderWithTexts(<ZonePicker toolId={manifest.id} label="To time zone" value="Asia/Tokyo" valueText="Tokyo" onSelect={vi.fn()} search={search} />);
    const box = screen.getByRole('combobox', { name: 'To time zone' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = document.getElementById(box.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toMatch(/^Tokyo/);
  });

  it('empties itself after each pick when adding zones', async () => {
    const onSelect = vi.fn();
    await renderWithTexts(<ZonePicker toolId={manifest.id} mode="add" label="Add a time zone" onSelect={onSelect} search={search} />);
    const box = screen.getByRole('combobox', { name: 'Add a time zone' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'sydney' } });
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(onSelect).toHaveBeenCalledWith('Australia/Sydney');
    expect(box.value).toBe('');
  });
});
