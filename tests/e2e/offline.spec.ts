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

test('a recipe used once works offline after a reload, its steps and their results', async ({ page, context }) => {
  const link = `/fr/recipe?step=url-decoder&step=json-formatter#input=${encodeURIComponent('%7B%22nom%22%3A%22Ada%22%7D')}`;
  await gotoHydrated(page, '/fr/recipe');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Through the service worker: the page, then the shared recipe with the steps' code.
  await gotoHydrated(page, link);
  await expect(page.getByRole('region', { name: 'Résultat de l’étape 2' }).locator('textarea')).toHaveValue('{\n  "nom": "Ada"\n}');
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.goto(link);
  await page.locator('html[data-hydrated]').waitFor({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Résultat de l’étape 2' }).locator('textarea')).toHaveValue('{\n  "nom": "Ada"\n}');
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

test('every tool kept on request works with the network cut, on a page never opened; removing it empties the caches', async ({ page, context }) => {
  test.setTimeout(180_000);
  await gotoHydrated(page, '/de/offline');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The size is said before anything is fetched.
  await expect(page.getByText(/Zum Speichern aller Tools werden einmalig [\d,]+ MB heruntergeladen \([\d.]+ Dateien: alle Seiten auf Deutsch/)).toBeVisible();
  await expect(page.getByText('Noch nicht gespeichert.')).toBeVisible();
  // Big files offered by their folder: pdf.js's standard fonts are one entry, a size under 1 MB in kB.
  const big = page.getByRole('region', { name: 'Große Dateien' }).getByRole('listitem');
  await expect(big.filter({ hasText: 'pdfjs-dist/standard_fonts' })).toHaveText(/^pdfjs-dist\/standard_fonts \(1\d Dateien\), [\d,]+ kB: nicht gespeichert/);
  await expect(big.filter({ hasText: 'ffmpeg-core.wasm' })).toHaveText(/ffmpeg-core\.wasm, [\d,]+ MB: nicht gespeichert/);
  await expect(big.filter({ hasText: 'standard_fonts' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Alle Tools offline verfügbar machen' }).click();
  await expect(page.getByText('Alle Tools sind in diesem Browser gespeichert, auf Deutsch: Die Website funktioniert ohne Verbindung.')).toBeVisible({ timeout: 150_000 });
  await expect(page.getByText(/Diese Website belegt [\d,]+ MB der [\d.,]+ MB/)).toBeVisible();

  await context.setOffline(true);
  await page.goto('/de/text-tools/case-converter');
  // Every script from the service worker's caches: on a machine busy with other tests this took over the default wait once.
  await page.locator('html[data-hydrated]').waitFor({ timeout: 30_000 });
  await page.getByLabel('Ihr Text').fill('ohne netz');
  await page.getByRole('radio', { name: 'GROSSBUCHSTABEN' }).check();
  await expect(page.getByLabel('Umgewandelter Text')).toHaveValue('OHNE NETZ');
  await context.setOffline(false);

  const keptFiles = () => page.evaluate(async () => (await Promise.all(['pages', 'assets'].map(async (name) => (await (await caches.open(name)).keys()).length))).reduce((a, b) => a + b));
  await gotoHydrated(page, '/de/offline');
  expect(await keptFiles()).toBeGreaterThan(2000);
  await page.getByRole('button', { name: 'Alles für die Offline-Nutzung Gespeicherte entfernen' }).click();
  await expect(page.getByText('Noch nicht gespeichert.')).toBeVisible();
  // What is left is what the page itself has fetched since, if anything.
  expect(await keptFiles()).toBeLessThan(20);
});
