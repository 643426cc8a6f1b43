/**
 * IP address lookup in every language against the running server: an address's network and place
 * from the shipped databases with the map drawn by the site, the visitor's own address (loopback
 * here, named for what it is), the spec's messages at the field, and the PDF export.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { LANGS } from '../../tests/e2e/site.ts';
import { displayContext } from '../../tests/display.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

for (const lang of LANGS) {
  test(`looks up an address and your own (${lang})`, async ({ page, openTool, foreignRequests }) => {
    const ctx = displayContext('ip-address-lookup', lang);
    const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
    await openTool(lang, 'network-tools', 'ip-address-lookup');
    const output = page.locator('main .tool-output');
    const field = page.getByLabel(t('fields.ip.label'), { exact: true });
    const lookup = page.getByRole('button', { name: t('actions.lookup'), exact: true });

    await lookup.click();
    await expect(page.locator('main .field-error')).toHaveText(t('errors.enterIp'));
    await field.fill('300.1.2.3');
    await lookup.click();
    await expect(page.locator('main .field-error')).toHaveText(t('errors.invalidIp'));

    await field.fill('134744072');
    await lookup.click();
    await expect(output.getByText('8.8.8.8', { exact: true })).toBeVisible();
    await expect(output.getByText('Google LLC', { exact: true })).toBeVisible();
    await expect(output.getByText('AS15169', { exact: true })).toBeVisible();
    const country = new Intl.DisplayNames([lang], { type: 'region' }).of('US')!;
    await expect(output.getByText(country, { exact: true })).toBeVisible();
    await expect(output.locator('img[alt]')).toHaveAttribute('alt', new RegExp(t('map.alt', { place: '.*', latitude: '.*', longitude: '.*' }).replace(/[()]/g, '\\$&')));
    await expect(output.getByText(/DB-IP IP to City Lite \(CC BY 4\.0\)/)).toBeVisible();

    await page.getByRole('button', { name: t('actions.myIp'), exact: true }).click();
    await expect(output.getByText('127.0.0.1', { exact: true })).toBeVisible();
    await expect(output.getByText(t('result.yourIp'), { exact: true })).toBeVisible();
    await expect(output.getByText(t('special.value', { kind: t('special.loopback'), rfc: 'RFC 1122' }), { exact: true })).toBeVisible();
    await expect(output.locator('img')).toHaveCount(0);
    expect(foreignRequests).toEqual([]);
  });
}

test('exports the details as CSV and PDF (jsPDF loaded only then)', async ({ page, openTool }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await openTool('en', 'network-tools', 'ip-address-lookup');
  await page.getByLabel('IP address', { exact: true }).fill('8.8.8.8');
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  const output = page.locator('main .tool-output');
  await expect(output.getByText('Google LLC', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const before = scripts.length;
  const [csv] = await Promise.all([page.waitForEvent('download'), output.getByRole('button', { name: 'Download CSV', exact: true }).click()]);
  const csvText = readFileSync((await csv.path())!, 'utf8');
  expect(csvText).toContain('ISP or organisation,Google LLC');
  expect(csvText).toContain('AS number,AS15169');
  const [pdf] = await Promise.all([page.waitForEvent('download'), output.getByRole('button', { name: 'Download PDF', exact: true }).click()]);
  expect(pdf.suggestedFilename()).toBe('ip-8.8.8.8.pdf');
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
  expect(scripts.length, 'a chunk was loaded for the PDF').toBeGreaterThan(before);
});
