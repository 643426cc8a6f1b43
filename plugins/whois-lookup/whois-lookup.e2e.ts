/**
 * The WHOIS lookup against the end-to-end server's own registries (tests/server/registries.ts): a domain
 * by RDAP (registrar, expiry date, status codes in words, the registrar's site as a link), an AS number, a
 * domain of a TLD without RDAP by WHOIS on port 43 (its answer shown as written), and RDAP's 404 said in
 * words; English with the accessibility check, and French; the page's own check of the query.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { displayContext } from '../../tests/display.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

for (const lang of ['en', 'fr'] as const) {
  test(`looks up a domain, an AS number and a WHOIS-only domain (${lang})`, async ({ page, openTool, foreignRequests }) => {
    const ctx = displayContext('whois-lookup', lang);
    const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
    const day = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso));
    await openTool(lang, 'network-tools', 'whois-lookup');
    const output = page.locator('main .tool-output');
    const field = page.getByLabel(t('fields.query.label'), { exact: true });
    const lookUp = page.getByRole('button', { name: t('actions.lookup'), exact: true });

    await field.fill('https://www.example.com/');
    await lookUp.click();
    await expect(output.getByText('RESERVED-Internet Assigned Numbers Authority').first()).toBeVisible({ timeout: 20_000 });
    await expect(output.getByText(t('registrable', { typed: 'www.example.com', domain: 'example.com' }))).toBeVisible();
    await expect(output.getByText(day('2027-08-13T04:00:00Z')).first()).toBeVisible();
    await expect(output.locator('tbody tr').filter({ hasText: 'clientTransferProhibited' })).toContainText(t('status.clientTransferProhibited'));
    await expect(output.getByRole('link', { name: 'RESERVED-Internet Assigned Numbers Authority' }).first()).toHaveAttribute('href', 'https://www.iana.org/');
    await expect(output.getByText(t('dnssec.signed'), { exact: true })).toBeVisible();
    if (lang === 'en') expect(await seriousViolations(page)).toEqual([]);

    await field.fill('AS15169');
    await lookUp.click();
    await expect(output.getByText('GOOGLE', { exact: true })).toBeVisible();
    await expect(output.getByText('network-abuse@google.com')).toBeVisible();

    await field.fill('example.io');
    await lookUp.click();
    await expect(output.getByText(t('source.whois', { server: 'whois.nic.io' }))).toBeVisible();
    await expect(output.getByText('Example Registrar, Inc.').first()).toBeVisible();
    await expect(output.getByText(t('redacted'), { exact: true })).toBeVisible();
    await expect(output.locator('textarea, pre').filter({ hasText: 'Registry Expiry Date: 2027-06-18T15:20:08Z' }).first()).toBeVisible();

    await field.fill('nothing-registered.com');
    await lookUp.click();
    await expect(page.getByText(t('errors.notFound', { query: 'nothing-registered.com' }))).toBeVisible();

    // The page's own check, at the field, with nothing sent.
    await field.fill('exa mple.com');
    await lookUp.click();
    await expect(page.locator('main .field-error').filter({ hasText: t('errors.invalidQuery') })).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
}
