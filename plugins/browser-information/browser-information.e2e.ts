/**
 * What the examples cannot show: the report of the visitor's own browser, read after hydration.
 * The page shows this browser's real user agent, screen and window; it follows a resize and a switch
 * to dark mode; a typed user agent is read above it; and nothing at all is requested while it works
 * (no other origin, and not the site's own API either).
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';

test('shows what this browser tells every site, follows changes, and sends nothing', async ({ page, openTool, foreignRequests }) => {
  const api: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) api.push(req.url());
  });
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.emulateMedia({ colorScheme: 'light' });
  await openTool('en', 'network-tools', 'browser-information');
  const output = page.locator('main .tool-output');
  const ua = await page.evaluate(() => navigator.userAgent);
  const size = await page.evaluate(() => [window.screen.width, window.screen.height]);

  const row = (label: string) => output.locator('tr').filter({ has: page.getByText(label, { exact: true }) }).first();
  await expect(output.getByText(ua, { exact: true })).toBeVisible();
  await expect(row('Window (viewport)')).toContainText('1,000 × 700');
  await expect(row('Screen')).toContainText(`${size[0]!.toLocaleString('en')} × ${size[1]!.toLocaleString('en')}`);
  await expect(row('Colour scheme')).toContainText('Light');
  await expect(output.getByText('browser fingerprinting', { exact: false })).toBeVisible();
  // Chromium (the test browser) plays H.264 or at least VP8, and says so in words.
  await expect(output.locator('tr').filter({ hasText: 'VP8 (WebM)' })).toContainText('Yes');

  // The report follows the window and the colour scheme.
  await page.setViewportSize({ width: 800, height: 600 });
  await expect(row('Window (viewport)')).toContainText('800 × 600');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(row('Colour scheme')).toContainText('Dark');

  // A typed user agent is read above this browser's report.
  await page.getByLabel('User agent to read (optional)', { exact: true }).fill('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
  await expect(output.getByText('Safari 17.5', { exact: true })).toBeVisible();
  await expect(output.getByText('Above: the user agent you entered. Below: your own browser.')).toBeVisible();
  await expect(row('Window (viewport)')).toContainText('800 × 600');

  // Copy gives the whole report as text.
  await output.getByRole('button', { name: 'Copy', exact: true }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Safari 17.5');
  expect(copied).toContain('800 × 600');

  expect(foreignRequests).toEqual([]);
  expect(api).toEqual([]);
});

test('the report is in the page’s language', async ({ page, openTool }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openTool('fr', 'network-tools', 'browser-information');
  const output = page.locator('main .tool-output');
  await expect(output.getByText('Thème de couleurs', { exact: true })).toBeVisible();
  await expect(output.getByText('Sombre', { exact: true })).toBeVisible();
  await expect(output.getByText('Formats audio et vidéo')).toBeVisible();
});
