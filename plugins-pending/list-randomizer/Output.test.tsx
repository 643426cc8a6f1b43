// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { addNamespace, loadI18n } from '../../src/i18n/index.ts';
import en from './locales/en.json';
import { manifest, type Options } from './manifest.ts';
import Output from './Output.tsx';
import { run, type ListResult } from './run.ts';

const SHUFFLE: Options = { mode: 'shuffle', winners: 1, removeDuplicates: true, removeEmpty: true };

async function show(input: string, options: Options = SHUFFLE) {
  const instance = await loadI18n('en');
  addNamespace(instance, manifest.id, en, en);
  const result = run(input, options) as ListResult;
  await act(async () => {
    render(
      <I18nextProvider i18n={instance}>
        <Output toolId={manifest.id} result={result} input={input} options={options} rerun={vi.fn()} />
      </I18nextProvider>,
    );
  });
  return result;
}

describe('Output', () => {
  it('numbers the shuffled items and counts what was removed', async () => {
    await show('Anna\n\nBen\nAnna\nCarla');
    expect(document.querySelectorAll('ol li')).toHaveLength(3);
    expect(screen.getByText('Shuffled list')).toBeTruthy();
    expect(screen.getByText('Duplicates removed').previousSibling?.textContent).toBe('1');
    expect(screen.getByText('Empty lines removed').previousSibling?.textContent).toBe('1');
    expect(screen.getByText('Items in the list').previousSibling?.textContent).toBe('3');
  });

  it('caps the list at 1,000 items with a note (Copy and Download give all)', async () => {
    await show(Array.from({ length: 1500 }, (_, i) => `item ${i}`).join('\n'));
    expect(document.querySelectorAll('ol li')).toHaveLength(1000);
    expect(screen.getByText('Showing the first 1,000 of 1,500 items: Copy and Download give them all.')).toBeTruthy();
  });

  it('shows kept empty lines as such, and the winners out of the total', async () => {
    await show('Anna\n\nBen', { ...SHUFFLE, mode: 'pick', winners: 3, removeEmpty: false });
    expect(screen.getByText('(empty line)')).toBeTruthy();
    expect(screen.getByText('3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Draw again' })).toBeTruthy();
  });

  it('asks for a list when it is empty', async () => {
    await show('\n \n');
    expect(screen.getByText('Your list is empty: enter one item per line.')).toBeTruthy();
  });
});
