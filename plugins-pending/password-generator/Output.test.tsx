// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { addNamespace, loadI18n } from '../../src/i18n/index.ts';
import en from './locales/en.json';
import { manifest, type Options } from './manifest.ts';
import Output from './Output.tsx';
import { run, type PasswordResult } from './run.ts';

const DEFAULTS: Options = { length: 16, uppercase: true, lowercase: true, numbers: true, symbols: true, excludeSimilar: false, excludeAmbiguous: false };

async function ui(result: PasswordResult) {
  const instance = await loadI18n('en');
  addNamespace(instance, manifest.id, en, en);
  return (
    <I18nextProvider i18n={instance}>
      <Output toolId={manifest.id} result={result} input="" options={DEFAULTS} rerun={vi.fn()} />
    </I18nextProvider>
  );
}

describe('Output', () => {
  it('never puts the password in server-rendered HTML', async () => {
    const result = run('', DEFAULTS) as PasswordResult;
    const html = renderToString(await ui(result));
    // The password's place holds only "Generating…", and no character is tinted.
    expect(html).toMatch(/<p class="password-generator-value" translate="no">Generating…<\/p>/);
    expect(html).not.toContain('password-generator-numbers');
  });

  it('shows the password, its strength in words and its entropy in the browser', async () => {
    const result = run('', { ...DEFAULTS, length: 20, uppercase: false, lowercase: false, symbols: false }) as PasswordResult;
    const element = await ui(result);
    await act(async () => {
      render(element);
    });
    expect(document.querySelector('.password-generator-value')?.textContent).toBe(result.password);
    // 20 digits: 20 × log2 10 = 66.4 bits, medium.
    expect(screen.getByText('66.4 bits of entropy · drawn from 10 characters')).toBeTruthy();
    expect(screen.getByText('Medium')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('Medium');
    // Digits are tinted, and only digits here.
    expect(document.querySelectorAll('.password-generator-numbers')).toHaveLength(20);
  });
});
