/**
 * Port scanner in every language against the running server: the host is the visitor's own address
 * (loopback here), shown and locked; a custom range around listeners the test opens finds exactly
 * those open, streamed into the table with the statistics; Stop ends a scan of every port. On a
 * server with a deployment's defaults, a visitor at a loopback address is told why nothing can be
 * scanned from there, in every language, and no field is blamed.
 */
import { test, expect, gotoHydrated } from '../../tests/e2e/fixtures.ts';
import { LANGS } from '../../tests/e2e/site.ts';
import { displayContext } from '../../tests/display.ts';
import { portBlock } from '../../tests/server/ports.ts';
import { startDeploymentServer } from '../../tests/server/deploymentServer.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

// The server runs one scan per client at a time, and every test here is the same client: one after another.
test.describe.configure({ mode: 'serial' });

for (const lang of LANGS) {
  test(`scans your own address and finds the open ports (${lang})`, async ({ page, openTool, foreignRequests }) => {
    const ctx = displayContext('port-scanner', lang);
    const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
    const block = await portBlock();
    try {
      await openTool(lang, 'network-tools', 'port-scanner');
      const output = page.locator('main .tool-output');
      const host = page.getByLabel(t('fields.host.label'), { exact: true });
      await expect(host).toHaveValue('127.0.0.1');
      await expect(host).toHaveAttribute('readonly', '');
      await page.getByRole('tab', { name: t('options.range.values.custom'), exact: true }).click();
      await page.getByLabel(t('fields.startPort.label'), { exact: true }).fill(String(block.end));
      await page.getByLabel(t('fields.endPort.label'), { exact: true }).fill(String(block.start));
      await page.getByRole('button', { name: t('actions.start'), exact: true }).click();
      await expect(page.locator('main .field-error')).toHaveText(t('errors.invalidRange'));
      await page.getByLabel(t('fields.startPort.label'), { exact: true }).fill(String(block.start));
      await page.getByLabel(t('fields.endPort.label'), { exact: true }).fill(String(block.end));
      await page.getByRole('button', { name: t('actions.start'), exact: true }).click();
      const stat = (key: string) => output.locator('li.stat', { has: page.locator('.stat-label', { hasText: new RegExp(`^${t(key)}$`) }) }).locator('.stat-value');
      await expect(stat('stats.open')).toHaveText('3');
      await expect(stat('stats.closed')).toHaveText('18');
      await expect(output.locator('tbody tr')).toHaveCount(3);
      const ports = await output.locator('tbody tr td:first-child').allTextContents();
      expect(ports.map(Number)).toEqual(block.open);
      for (const row of await output.locator('tbody tr').all()) await expect(row).toContainText(t('state.open'));
      expect(foreignRequests).toEqual([]);
    } finally {
      block.close();
    }
  });
}

test('Stop ends a scan of every port', async ({ page, openTool }) => {
  await openTool('en', 'network-tools', 'port-scanner');
  const output = page.locator('main .tool-output');
  await page.getByRole('tab', { name: 'All (1–65535)', exact: true }).click();
  await page.getByLabel('Concurrency', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Start scan', exact: true }).click();
  const scanned = output.locator('li.stat', { has: page.locator('.stat-label', { hasText: /^Scanned$/ }) }).locator('.stat-value');
  await expect(scanned).toContainText('of 65,535');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(output.getByRole('note').filter({ hasText: /^ℹ Scan stopped\.$/ })).toBeVisible();
  const at = await scanned.textContent();
  await page.waitForTimeout(1200);
  await expect(scanned).toHaveText(at!);
  expect(at).not.toBe('65,535 of 65,535');
});

test.describe('a visitor the server sees at a local address', () => {
  test.use({ isolatedContext: true });
  test('is told why no scan is possible from there, with no field to correct (every language)', async ({ page }) => {
    test.setTimeout(90_000);
    const server = await startDeploymentServer();
    try {
      for (const lang of LANGS) {
        const ctx = displayContext('port-scanner', lang);
        const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
        await gotoHydrated(page, `${server.base}/${lang}/network-tools/port-scanner`);
        const host = page.getByLabel(t('fields.host.label'), { exact: true });
        await expect(host).toHaveValue('127.0.0.1');
        await expect(host).toHaveAttribute('readonly', '');
        await page.getByRole('button', { name: t('actions.start'), exact: true }).click();
        const output = page.locator('main .tool-output');
        await expect(output.getByRole('alert')).toHaveText(`⚠ ${t('errors.privateVisitor', { address: '127.0.0.1', rfc: 'RFC 1122' })}`);
        await expect(page.locator('main .field-error')).toHaveCount(0);
        await expect(output.getByText(t('common:tool.fixField'))).toHaveCount(0);
        await expect(host).not.toHaveAttribute('aria-invalid', 'true');
      }
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
