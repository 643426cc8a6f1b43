/**
 * Ping in every language against the running server (private targets allowed there for the tests'
 * own loopback): real ICMP replies appear row by row with their statistics and DNS information,
 * numbers typed in the page’s language; a continuous run stops with Stop; a second ping of the same
 * visitor while one runs is refused until the first stops; an injection attempt
 * is refused at the field. On a server with a deployment's defaults measuring with TCP, localhost
 * is said to be a local address and a port outside the operator's list is refused at the port field.
 */
import { test, expect, gotoHydrated } from '../../tests/e2e/fixtures.ts';
import { LANGS } from '../../tests/e2e/site.ts';
import { displayContext } from '../../tests/display.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';
import { startDeploymentServer } from '../../tests/server/deploymentServer.ts';

// Every page here is the same visitor (127.0.0.1) to the e2e server, which runs one ping per
// visitor at a time: these tests take turns, and no other file pings that server.
test.describe.configure({ mode: 'serial' });

for (const lang of LANGS) {
  test(`pings and shows each reply with the statistics (${lang})`, async ({ page, openTool, foreignRequests }) => {
    const ctx = displayContext('ping-tool', lang);
    const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
    const nf = new Intl.NumberFormat(lang);
    await openTool(lang, 'network-tools', 'ping-tool');
    const output = page.locator('main .tool-output');
    const label = (name: string) => page.getByLabel(t(`fields.${name}.label`), { exact: true });

    await label('host').fill('8.8.8.8; cat /etc/passwd');
    await page.getByRole('button', { name: t('actions.start'), exact: true }).click();
    await expect(page.locator('main .field-error')).toHaveText(t('errors.invalidHost'));

    await label('host').fill('loopback.test');
    await label('count').fill('3');
    await label('interval').fill(nf.format(0.2));
    await page.getByRole('button', { name: t('actions.start'), exact: true }).click();
    await expect(output.locator('[data-block="table"] tbody tr')).toHaveCount(3);
    for (const row of await output.locator('[data-block="table"] tbody tr').all()) await expect(row).toContainText(t('reply.ok'));
    const stat = (key: string) => output.locator('li.stat', { has: page.locator('.stat-label', { hasText: new RegExp(`^${t(key)}$`) }) }).locator('.stat-value');
    await expect(stat('stats.sent')).toHaveText(nf.format(3));
    await expect(stat('stats.received')).toHaveText(nf.format(3));
    await expect(output.getByText(t('method.icmp'), { exact: true })).toBeVisible();
    await expect(output.getByText('127.0.0.1', { exact: true }).first()).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
}

test('a continuous ping runs until Stop, then no more replies come', async ({ page, openTool }) => {
  await openTool('en', 'network-tools', 'ping-tool');
  const output = page.locator('main .tool-output');
  await page.getByLabel('Host name or IP address', { exact: true }).fill('127.0.0.1');
  await page.getByLabel('Interval', { exact: true }).fill('0.2');
  await page.getByLabel(/^Continuous/).check();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(output.getByRole('note').filter({ hasText: 'Pinging until you press Stop (at most 5 minutes).' })).toBeVisible();
  await expect.poll(() => output.locator('[data-block="table"] tbody tr').count()).toBeGreaterThan(5);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(output.getByRole('note').filter({ hasText: /^ℹ Stopped\.$/ })).toBeVisible();
  const rows = await output.locator('[data-block="table"] tbody tr').count();
  await page.waitForTimeout(1200);
  await expect(output.locator('[data-block="table"] tbody tr')).toHaveCount(rows);
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
});

test('a second ping while the first runs is refused by the server: one ping at a time per visitor', async ({ page, context, openTool }) => {
  await openTool('en', 'network-tools', 'ping-tool');
  const other = await context.newPage();
  // Loaded and its forms live before it is used, as the first tab is (what is done earlier is tested in toolPage.spec).
  await gotoHydrated(other, new URL(page.url()).pathname);
  // The first tab pings for ten seconds; the second starts while it runs.
  await page.getByLabel('Host name or IP address', { exact: true }).fill('127.0.0.1');
  await page.getByLabel('Count', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.locator('main .tool-output [data-block="table"] tbody tr').first()).toBeVisible();
  await other.getByLabel('Host name or IP address', { exact: true }).fill('127.0.0.1');
  await other.getByLabel('Count', { exact: true }).fill('1');
  await other.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(other.locator('main [role="alert"]')).toHaveText('⚠ You already have a ping running. Stop it before starting another.');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
  // The server frees the visitor's ping once the first one's process has ended (a moment after Stop, longer on
  // a busy machine): until then it still says one is running, and the visitor starts again, as this does.
  await expect(async () => {
    await other.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(other.locator('main .tool-output [data-block="table"] tbody tr')).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });
});

test.describe('on a server with a deployment’s defaults, measuring with TCP', () => {
  test.use({ isolatedContext: true });
  test('localhost is a local address, and only the allowed ports may be used (every language)', async ({ page }) => {
    test.setTimeout(90_000);
    const server = await startDeploymentServer({ PING_METHOD: 'tcp' });
    try {
      for (const lang of LANGS) {
        const ctx = displayContext('ping-tool', lang);
        const t = (key: string, params: Record<string, string | number> = {}) => ctx.t(key, params);
        await gotoHydrated(page, `${server.base}/${lang}/network-tools/ping-tool`);
        const label = (name: string) => page.getByLabel(t(`fields.${name}.label`), { exact: true });
        const start = page.getByRole('button', { name: t('actions.start'), exact: true });
        await expect(page.getByText(t('fields.port.hint'))).toBeVisible();
        await label('host').fill('localhost');
        await start.click();
        await expect(page.locator('main .field-error')).toHaveText(t('common:errors.forbiddenTarget', { address: 'localhost', rfc: 'RFC 6761' }));
        // A public address: nothing to resolve, so only the port stands in the way.
        await label('host').fill('1.1.1.1');
        await label('port').fill('22');
        await start.click();
        await expect(page.locator('main .field-error')).toHaveText(t('errors.tcpPortNotAllowed', { port: '22', ports: '80, 443' }));
        await expect(label('port')).toHaveAttribute('aria-invalid', 'true');
      }
    } finally {
      await server.close();
    }
  });
});
