/**
 * The HTTP headers checker against the end-to-end server's small web server (tests/server/httpSite.ts),
 * which sets a cookie and redirects to this site: the redirect step, the final status, the grade with
 * each security header said in words, the cookie's advice; in English with the accessibility check, and
 * in Spanish; the page's own check of an address.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { displayContext } from '../../tests/display.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';
import { testHttpPort } from '../../tests/server/httpSite.ts';

for (const lang of ['en', 'es'] as const) {
  test(`follows a redirect and grades the headers (${lang})`, async ({ page, openTool, foreignRequests }) => {
    const ctx = displayContext('http-headers-checker', lang);
    const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
    await openTool(lang, 'network-tools', 'http-headers-checker');
    const output = page.locator('main .tool-output');
    await page.getByLabel(t('fields.url.label'), { exact: true }).fill(`http://localhost:${testHttpPort()}/`);
    await page.getByRole('button', { name: t('actions.check'), exact: true }).click();
    // This site sends every security header but HSTS (it is served over plain HTTP here): B.
    await expect(output.getByText('B', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(output.getByText(t('why.hstsNeedsHttps'))).toBeVisible();
    await expect(output.getByText(t('why.permissionsGood'))).toBeVisible();
    await expect(output.getByText(t('cookies.noHttpOnly'))).toBeVisible();
    await expect(output.getByText(`http://localhost:${testHttpPort().toString()}/`, { exact: true }).first()).toBeVisible();
    if (lang === 'en') expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(t('fields.url.label'), { exact: true }).fill('ftp://example.com/file');
    await page.getByRole('button', { name: t('actions.check'), exact: true }).click();
    await expect(page.locator('main .field-error').filter({ hasText: t('errors.unsupportedScheme', { scheme: 'ftp' }) })).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
}
