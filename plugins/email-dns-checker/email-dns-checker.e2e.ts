/**
 * E-mail DNS checker against the running server, whose resolver is the tests' own DNS server
 * (tests/server/mailZone.ts): the verdict and what to fix in order, MX with addresses, the SPF
 * includes and lookups counted, DMARC and DKIM in words, the MTA-STS policy file fetched from the tests'
 * HTTPS server (tests/server/mtaSts.ts) and judged, the page's own check of the selector.
 * English with the accessibility check, and German.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { displayContext } from '../../tests/display.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

for (const lang of ['en', 'de'] as const) {
  test(`checks a domain's e-mail records and lists what to fix (${lang})`, async ({ page, openTool, foreignRequests }) => {
    const ctx = displayContext('email-dns-checker', lang);
    const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
    const nf = new Intl.NumberFormat(lang);
    await openTool(lang, 'network-tools', 'email-dns-checker');
    const output = page.locator('main .tool-output');
    await page.getByLabel(t('fields.domain.label'), { exact: true }).fill('postmaster@mail.test');
    await page.getByLabel(t('fields.dkimSelector.label'), { exact: true }).fill('s1024');
    await page.getByRole('button', { name: t('actions.check'), exact: true }).click();

    await expect(output.getByText(t('verdict.critical', { count: 1, formatted: nf.format(1) }), { exact: true })).toBeVisible();
    // The fixes, most important first: the mail server without an address, then p=none.
    const fixes = output.locator('table').filter({ hasText: t('fixes.what') }).locator('tbody tr');
    await expect(fixes.nth(0)).toContainText(t('fixes.mxNoAddress', { exchange: 'mx2.mail.test' }));
    await expect(fixes.nth(0)).toContainText(t('level.critical'));
    await expect(fixes.nth(1)).toContainText(t('fixes.dmarcMonitoring'));
    await expect(output.getByRole('table', { name: t('mx.caption'), exact: true }).locator('tbody tr').filter({ hasText: 'mx1.mail.test' })).toContainText('93.184.215.25, 2606:2800:21f:cb07::25');
    await expect(output.getByText(t('spf.lookupsCount', { lookups: nf.format(6), limit: nf.format(10) }), { exact: true })).toBeVisible();
    await expect(output.locator('tbody tr').filter({ hasText: '· · _spf2.mail.test' })).toContainText('v=spf1 a ip6:2606:2800::/32 ~all');
    // p= and sp= (which follows p=) both say none.
    await expect(output.getByText(t('dmarc.p.none'), { exact: true })).toHaveCount(2);
    await expect(output.getByText(t('dkim.bitsValue', { bits: nf.format(1024) }), { exact: true })).toBeVisible();
    // The MTA-STS policy file, fetched from the tests' HTTPS server: testing mode, mx2 left out.
    await expect(output.getByText(t('mtaSts.modes.testing'), { exact: true })).toBeVisible();
    await expect(output.getByText(t('mtaSts.uncovered', { hosts: 'mx2.mail.test', count: 1, formatted: nf.format(1) }))).toBeVisible();
    await expect(fixes.filter({ hasText: t('fixes.mtaStsTesting') })).toHaveCount(1);
    if (lang === 'en') {
      expect(await seriousViolations(page)).toEqual([]);
    }

    // The page's own check, at the field, with nothing sent.
    await page.getByLabel(t('fields.dkimSelector.label'), { exact: true }).fill('my selector');
    await page.getByRole('button', { name: t('actions.check'), exact: true }).click();
    await expect(page.locator('main .field-error').filter({ hasText: t('errors.invalidSelector') })).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
}
