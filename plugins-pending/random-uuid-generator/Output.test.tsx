// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { addNamespace, loadI18n } from '../../src/i18n/index.ts';
import en from './locales/en.json';
import { manifest, type Options } from './manifest.ts';
import Output from './Output.tsx';
import { run, type UuidResult } from './run.ts';

const DEFAULTS: Options = { mode: 'generate', version: 'v4', namespace: 'dns', quantity: 5, dashes: true, uppercase: false };
const ANY_UUID = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/i;

async function i18n() {
  const instance = await loadI18n('en');
  addNamespace(instance, manifest.id, en, en);
  return instance;
}

function ui(instance: Awaited<ReturnType<typeof i18n>>, result: UuidResult, options: Options = DEFAULTS) {
  return (
    <I18nextProvider i18n={instance}>
      <Output toolId={manifest.id} result={result} input="" options={options} rerun={vi.fn()} />
    </I18nextProvider>
  );
}

describe('Output', () => {
  it('never puts a random UUID in the server-rendered HTML', async () => {
    const instance = await i18n();
    const result = run('', DEFAULTS) as UuidResult;
    const html = renderToString(ui(instance, result));
    expect(html).toContain('Generated UUIDs');
    expect(html).not.toMatch(ANY_UUID);
  });

  it('shows the UUIDs once in the browser', async () => {
    const instance = await i18n();
    const result = run('', DEFAULTS) as UuidResult & { mode: 'generate' };
    await act(async () => {
      render(ui(instance, result));
    });
    expect((screen.getByLabelText('Generated UUIDs') as HTMLTextAreaElement).value).toBe(result.uuids.join('\n'));
    expect(screen.getByText('UUIDs: 5')).toBeTruthy();
  });

  it('caps the validation table at 1,000 rows with a note', async () => {
    const instance = await i18n();
    const result = run(Array.from({ length: 1200 }, (_, i) => `line ${i}`).join('\n'), { ...DEFAULTS, mode: 'validate' }) as UuidResult;
    await act(async () => {
      render(ui(instance, result, { ...DEFAULTS, mode: 'validate' }));
    });
    expect(document.querySelectorAll('tbody tr')).toHaveLength(1000);
    expect(screen.getByText('Showing the first 1,000 of 1,200 rows.')).toBeTruthy();
  });
});
