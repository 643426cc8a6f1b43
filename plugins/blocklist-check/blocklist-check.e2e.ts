/**
 * The blocklist checker against the end-to-end server, whose resolver (the tests' DNS server) answers
 * for the lists' zones as the lists do: a listing with what its code means and the list's reason, a
 * list that does not list it, Spamhaus's refusal said as a refusal; in English with the accessibility
 * check, and in French; a private address refused at the field.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { displayContext } from '../../tests/display.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

for (const lang of ['en', 'fr'] as const) {
  test(`checks an address against the lists and says each result in words (${lang})`, async ({ page, openTool, foreignRequests }) => {
    const ctx = displayContext('blocklist-check', lang);
    const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
    await openTool(lang, 'network-tools', 'blocklist-check');
    const output = page.locator('main .tool-output');
    const field = page.getByLabel(t('fields.name.label'), { exact: true });
    const check = page.getByRole('button', { name: t('actions.check'), exact: true });
    await field.fill('93.184.215.14');
    await check.click();
    await expect(output.getByText(t('verdict.listed', { count: 2, formatted: 2, asked: 3 }), { exact: true })).toBeVisible();
    const zen = output.locator('tbody tr').filter({ hasText: 'zen.spamhaus.org' });
    await expect(zen).toContainText(t('state.listed'));
    await expect(zen).toContainText(t('codes.sbl'));
    await expect(zen).toContainText('Listed by SBL, see https://check.spamhaus.org/sbl/query/SBL000000');
    await expect(output.locator('tbody tr').filter({ hasText: 'psbl.surriel.com' })).toContainText(t('state.notListed'));
    await expect(output.getByText(t('otherKind.ip', { count: 2, formatted: 2 }))).toBeVisible();
    if (lang === 'en') expect(await seriousViolations(page)).toEqual([]);

    await field.fill('8.8.8.8');
    await check.click();
    await expect(output.locator('tbody tr').filter({ hasText: 'zen.spamhaus.org' })).toContainText(t('state.refused'));
    await expect(output.getByText(t('refusals.publicResolver'))).toBeVisible();

    // A private address: refused by the server before any question, said at the field.
    await field.fill('10.1.2.3');
    await check.click();
    await expect(page.locator('main .field-error').filter({ hasText: t('errors.privateAddress', { address: '10.1.2.3', rfc: 'RFC 1918' }) })).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
}
