// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { loadI18n, loadToolPageTexts } from '../i18n/index.ts';
import { RouteErrorBoundary } from './routes.tsx';
import { ConnectionNotice } from './tool/ConnectionNotice.tsx';

function Broken(): never {
  throw new Error('boom in a page');
}

describe('RouteErrorBoundary', () => {
  it('shows the "Unexpected Application Error!" screen with the message, and recovers on the next page', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/en/a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByText('boom in a page')).toBeTruthy();
    rerender(
      <RouteErrorBoundary resetKey="/en/b">
        <p>next page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeTruthy();
    spy.mockRestore();
  });
});

describe('ConnectionNotice', () => {
  it('says a connection is needed, and warns when the device goes offline', async () => {
    const i18n = await loadI18n('de');
    // Its texts come with a tool page's, as on the site.
    await loadToolPageTexts(i18n);
    render(
      <I18nextProvider i18n={i18n}>
        <ConnectionNotice />
      </I18nextProvider>,
    );
    expect(screen.getByText(/benötigt eine Internetverbindung/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert').textContent).toMatch(/Sie sind offline/);
  });
});
