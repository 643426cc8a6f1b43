/**
 * DNS lookup in every language against the running server, whose resolver is the tests' own DNS
 * server (tests/server/dnsServer.ts): records with their TTLs, a name that does not exist said in
 * words, the page's own check of the name, Copy in the style of dig.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { LANGS } from '../../tests/e2e/site.ts';
import { displayContext } from '../../tests/display.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

for (const lang of LANGS) {
  test(`looks up records and says NXDOMAIN in words (${lang})`, async ({ page, openTool, foreignRequests }) => {
    const ctx = displayContext('dns-lookup', lang);
    const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
    await openTool(lang, 'network-tools', 'dns-lookup');
    const output = page.locator('main .tool-output');
    await page.getByLabel(t('fields.name.label'), { exact: true }).fill('public.test');
    await page.getByLabel(t('fields.type.label'), { exact: true }).selectOption('MX');
    await page.getByRole('button', { name: t('actions.lookup'), exact: true }).click();
    await expect(output.getByText(t('status.NOERROR'), { exact: true })).toBeVisible();
    const row = output.locator('tbody tr').first();
    await expect(row).toContainText('10 mail.public.test');
    await expect(row).toContainText(new Intl.NumberFormat(lang).format(3600));
    if (lang === 'en') {
      expect(await seriousViolations(page)).toEqual([]);
    }
    await output.getByRole('button', { name: t('common:actions.copy'), exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('public.test\t3600\tIN\tMX\t10 mail.public.test');

    await page.getByLabel(t('fields.name.label'), { exact: true }).fill('nothing-here.test');
    await page.getByLabel(t('fields.type.label'), { exact: true }).selectOption('A');
    await page.getByRole('button', { name: t('actions.lookup'), exact: true }).click();
    await expect(output.getByText(t('status.NXDOMAIN'), { exact: true })).toBeVisible();
    await expect(output.getByText(t('explain.NXDOMAIN'))).toBeVisible();

    // The page's own check, at the field, with nothing sent.
    await page.getByLabel(t('fields.name.label'), { exact: true }).fill('exa mple.com');
    await page.getByRole('button', { name: t('actions.lookup'), exact: true }).click();
    await expect(page.locator('main .field-error').filter({ hasText: t('errors.invalidName') })).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
}
