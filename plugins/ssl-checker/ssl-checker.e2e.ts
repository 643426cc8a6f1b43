/**
 * The TLS checker against the end-to-end server's own TLS listener (tests/server/tlsServer.ts: a
 * self-signed certificate for localhost that still accepts TLS 1.0 and 1.1): the verdict, what to fix
 * and the chain, in English with the accessibility check, and in French; the page's own check of a host.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { displayContext } from '../../tests/display.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';
import { testTlsPort } from '../../tests/server/tlsServer.ts';

for (const lang of ['en', 'fr'] as const) {
  test(`checks a server's TLS and says what to fix (${lang})`, async ({ page, openTool, foreignRequests }) => {
    const ctx = displayContext('ssl-checker', lang);
    const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
    await openTool(lang, 'network-tools', 'ssl-checker');
    const output = page.locator('main .tool-output');
    await page.getByLabel(t('fields.host.label'), { exact: true }).fill(`https://localhost:${testTlsPort()}/`);
    await page.getByRole('button', { name: t('actions.check'), exact: true }).click();
    await expect(output.getByText(t('verdict.refused'), { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(output.getByText(t('problem.selfSigned'))).toBeVisible();
    await expect(output.getByText(t('problem.legacyProtocols'))).toBeVisible();
    await expect(output.getByText(t('problem.expiresSoon', { days: 9 }))).toBeVisible();
    // The chain: the one certificate the server sent.
    const chain = output.locator('table').last().locator('tbody tr');
    await expect(chain).toHaveCount(1);
    await expect(chain.first()).toContainText(t('chain.sent'));
    if (lang === 'en') expect(await seriousViolations(page)).toEqual([]);

    // The page's own check, at the field, with nothing sent.
    await page.getByLabel(t('fields.host.label'), { exact: true }).fill('exa mple.com');
    await page.getByRole('button', { name: t('actions.check'), exact: true }).click();
    await expect(page.locator('main .field-error').filter({ hasText: t('errors.invalidHost') })).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
}
