/**
 * What the examples cannot show: the visitor's own user agent, read after hydration (never in the
 * prerendered HTML), with the Client Hints this browser offers (Chromium, the test browser, offers
 * them); a pasted user agent read instead, without Client Hints; clearing the field brings the
 * visitor's own back; nothing is requested while it works.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';

test('reads this browser’s own user agent with its Client Hints, then a pasted one without them', async ({ page, openTool, foreignRequests, baseURL }) => {
  const api: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) api.push(req.url());
  });
  // The prerendered page holds no user agent: it is filled in the browser.
  const html = await (await page.request.get(`${baseURL}/en/developer-tools/user-agent-parser`)).text();
  expect(html).not.toContain('HeadlessChrome');
  expect(html).not.toContain('Chrome/');

  await openTool('en', 'developer-tools', 'user-agent-parser');
  const output = page.locator('main .tool-output');
  const ua = await page.evaluate(() => navigator.userAgent);
  const row = (label: string) => output.locator('tr').filter({ has: page.getByText(label, { exact: true }) }).first();
  await expect(output.getByText(ua, { exact: true })).toBeVisible();
  await expect(output.getByText('This is your own browser’s user agent.', { exact: false })).toBeVisible();
  await expect(row('Engine')).toContainText('Blink');
  // Chromium offers Client Hints: the block is there, with its brands.
  await expect(output.getByText('Client Hints (your browser only)')).toBeVisible();
  await expect(row('Brands and versions')).toContainText('Chrom');
  await expect(row('Mobile')).toContainText('No');
  expect(await seriousViolations(page)).toEqual([]);

  // A pasted user agent is read instead, and Client Hints are not shown for it.
  const field = page.getByLabel('User agent to read (optional)', { exact: true });
  await field.fill(IPHONE);
  await expect(row('Browser')).toContainText('Mobile Safari 17.4.1');
  await expect(row('Device type')).toContainText('Mobile phone');
  await expect(row('Device model')).toContainText('iPhone');
  await expect(output.getByText('This is the user agent you entered.', { exact: false })).toBeVisible();
  await expect(output.getByText('Client Hints (your browser only)')).toHaveCount(0);

  // Copy and Download JSON give the parsed result.
  await output.getByRole('button', { name: 'Copy', exact: true }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Mobile Safari 17.4.1');
  const [download] = await Promise.all([page.waitForEvent('download'), output.getByRole('button', { name: 'Download JSON' }).click()]);
  const json = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(json.os).toEqual({ name: 'iOS', version: '17.4.1' });
  expect(json.clientHints).toBeUndefined();

  // Junk is read without a crash and said to be unrecognised; clearing brings back this browser.
  await field.fill('hello world');
  await expect(output.getByText('Nothing in this text is a browser', { exact: false })).toBeVisible();
  await field.fill('');
  await expect(output.getByText(ua, { exact: true })).toBeVisible();
  await expect(output.getByText('Client Hints (your browser only)')).toBeVisible();

  expect(foreignRequests).toEqual([]);
  expect(api).toEqual([]);
});

test('the parsed user agent is in the page’s language', async ({ page, openTool }) => {
  await openTool('de', 'developer-tools', 'user-agent-parser');
  const output = page.locator('main .tool-output');
  await page.getByLabel('Zu lesender User-Agent (optional)', { exact: true }).fill('curl/8.4.0');
  await expect(output.getByText('Kommandozeilen-Tool oder Bibliothek', { exact: true })).toBeVisible();
  await expect(output.getByText('Nicht angegeben', { exact: true }).first()).toBeVisible();
  await expect(output.getByText('Das ist der User-Agent, den Sie eingegeben haben.', { exact: false })).toBeVisible();
});

test('every example button fills the field and reads it, in every language', async ({ page, openTool, foreignRequests }) => {
  const { manifest } = await import('./manifest.ts');
  const names: Record<string, Record<string, string>> = {};
  for (const lang of ['en', 'es', 'de', 'fr']) names[lang] = JSON.parse(readFileSync(new URL(`./locales/${lang}.json`, import.meta.url), 'utf8')).examples;
  for (const lang of ['en', 'es', 'de', 'fr']) {
    await openTool(lang, 'developer-tools', 'user-agent-parser');
    const output = page.locator('main .tool-output');
    for (const ex of manifest.examples) {
      await page.getByRole('button', { name: names[lang]![ex.name]!, exact: true }).click();
      const out = ex.output as { userAgent: string; browser: { name: string; version: string }; client: { name: string } | null };
      await expect(output.getByText(out.userAgent, { exact: true })).toBeVisible();
      await expect(output.getByText(`${out.browser.name} ${out.browser.version}`, { exact: true })).toBeVisible();
      if (out.client) await expect(output.getByText(`${out.client.name} 2.1`, { exact: true })).toBeVisible();
    }
  }
  expect(foreignRequests).toEqual([]);
});
