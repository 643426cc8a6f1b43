/**
 * DNS propagation against the end-to-end server, whose propagation resolvers are three DNS servers the
 * tests control (tests/server/e2eServer.ts), one still behind on moved.test: the answers side by side
 * with their TTLs, the one that differs said in words; in English with the accessibility check, and in
 * German; the page's own check of a name.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { displayContext } from '../../tests/display.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

for (const lang of ['en', 'de'] as const) {
  test(`compares the resolvers' answers and says which differs (${lang})`, async ({ page, openTool, foreignRequests }) => {
    const ctx = displayContext('dns-propagation', lang);
    const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
    const n = (value: number) => new Intl.NumberFormat(lang).format(value);
    await openTool(lang, 'network-tools', 'dns-propagation');
    const output = page.locator('main .tool-output');
    await page.getByLabel(t('fields.name.label'), { exact: true }).fill('moved.test');
    await page.getByRole('button', { name: t('actions.check'), exact: true }).click();
    await expect(output.getByText(t('summary.majority', { count: 2, formatted: n(2), answered: n(3) }), { exact: true })).toBeVisible();
    const stale = output.locator('tbody tr').filter({ hasText: 'Stale resolver' });
    await expect(stale).toContainText('93.184.215.14');
    await expect(stale).toContainText(t('agreement.differs'));
    await expect(stale).toContainText(n(3600));
    const first = output.locator('tbody tr').filter({ hasText: 'Test resolver A' });
    await expect(first).toContainText('93.184.215.34');
    await expect(first).toContainText(t('agreement.same'));
    await expect(output.getByText(t('differsNote'))).toBeVisible();
    if (lang === 'en') expect(await seriousViolations(page)).toEqual([]);

    // The page's own check, at the field, with nothing sent.
    await page.getByLabel(t('fields.name.label'), { exact: true }).fill('8.8.8.8');
    await page.getByRole('button', { name: t('actions.check'), exact: true }).click();
    await expect(page.locator('main .field-error').filter({ hasText: t('errors.addressNotName') })).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
}
