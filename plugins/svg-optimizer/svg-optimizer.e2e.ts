import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const stat = (page: Page, label: string) => page.locator('.stat').filter({ has: page.getByText(label, { exact: true }) }).locator('.stat-value');

const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Created with Inkscape -->
<!--! Licence: MIT -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="48" height="48" viewBox="0 0 48 48">
  <metadata>logo</metadata>
  <rect inkscape:label="background" x="0.000000" y="0.000000" width="48.000000" height="48.000000" fill="#FFFFFF"/>
  <circle cx="24.000000" cy="24.000000" r="20.000000" fill="#0000FF"/>
</svg>
`;

test('optimises an opened SVG file, shows both previews as images, copies and downloads the result', async ({ page, openTool, foreignRequests }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openTool('en', 'miscellaneous', 'svg-optimizer');
  await page.locator('main input[type="file"]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) });
  await expect(page.getByLabel('Your SVG')).toHaveValue(LOGO);
  await expect(stat(page, 'Original size')).toHaveText(`${Buffer.byteLength(LOGO)} bytes`);
  await expect(stat(page, 'Optimised, gzipped')).toHaveText(/^\d+ bytes$/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
  expect(download.suggestedFilename()).toBe('optimized.svg');
  const optimised = await readFile((await download.path())!, 'utf8');
  expect(optimised).toMatch(/^<!--! Licence: MIT--><svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="48" height="48" viewBox="0 0 48 48">/);
  expect(optimised).not.toMatch(/inkscape|metadata|Created with/);
  expect(optimised).toContain('fill="#fff"');
  await expect(stat(page, 'Minified size')).toHaveText(`${Buffer.byteLength(optimised)} bytes`);

  // Both previews are images from data: URLs (never inline markup).
  const previews = page.locator('[data-block="image"] img');
  await expect(previews).toHaveCount(2);
  for (const src of await previews.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))) expect(src).toMatch(/^data:image\/svg\+xml/);
  await expect(page.getByRole('img', { name: 'The optimised drawing' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The original drawing' })).toBeVisible();

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  expect(await clipboard(page)).toBe(optimised);

  // Options: comments kept, the viewBox removed, the result indented.
  await page.getByRole('checkbox', { name: 'Remove comments' }).uncheck();
  await expect(page.getByText('<!--Created with Inkscape-->', { exact: false }).first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Remove the viewBox' }).check();
  await page.getByRole('checkbox', { name: 'Indent the result' }).check();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => clipboard(page)).toContain('\n  <');
  expect(await clipboard(page)).not.toContain('viewBox');

  // Scripts are kept (svgo leaves them), said, and never run in the previews.
  await page.getByLabel('Your SVG').fill('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>');
  await expect(page.getByText('This SVG contains scripts or event handlers')).toBeVisible();
  await expect(page.locator('[data-block="image"] img')).toHaveCount(2);
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);

  // Not an SVG, and nothing at all.
  await page.getByLabel('Your SVG').fill('<html><body>Hello</body></html>');
  await expect(page.getByRole('alert')).toHaveText(/This is not an SVG: its first element is <html>, not <svg>\./);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/Please paste an SVG or open an \.svg file\./);

  expect(foreignRequests).toEqual([]);
});

test('says where a broken SVG is broken, in French', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'miscellaneous', 'svg-optimizer');
  await page.getByLabel('Votre SVG').fill('<svg xmlns="http://www.w3.org/2000/svg">\n  <g>\n    <rect width="4" height="4"/>\n</svg>');
  await expect(page.getByRole('alert')).toHaveText(/Ce SVG n’est pas valide ligne 4, colonne 6\u202f: une balise fermante ne correspond pas à l’élément qu’elle devrait fermer\./);
  await page.getByLabel('Votre SVG').fill('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>');
  await expect(stat(page, 'Taille d’origine')).toHaveText(/octets/);
  expect(foreignRequests).toEqual([]);
});
