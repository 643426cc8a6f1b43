import { test, expect, gotoHydrated } from './fixtures.ts';

test.use({ serviceWorkers: 'allow', isolatedContext: true });

test('a tool opened once works offline after a reload', async ({ page, context }) => {
  await gotoHydrated(page, '/en/text-tools/case-converter');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installed the worker; a second visit goes through it and fills the caches.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByLabel('Your text').fill('warm up');
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('Your text').fill('works offline');
  await page.getByRole('radio', { name: 'UPPER CASE' }).check();
  await expect(page.getByLabel('Converted text')).toHaveValue('WORKS OFFLINE');
  await context.setOffline(false);
});

test('the site is installable: manifest with icons', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as { icons: { sizes: string }[]; start_url: string; display: string };
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.display).toBe('standalone');
  for (const icon of manifest.icons as unknown as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
});
