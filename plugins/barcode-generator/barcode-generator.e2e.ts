import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { test, expect } from '../../tests/e2e/fixtures.ts';

async function downloadOf(page: Page, button: string) {
  const pending = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const download = await pending;
  return { name: download.suggestedFilename(), path: (await download.path())! };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The human-readable text JsBarcode drew in the preview. */
const drawnText = (page: Page) => page.locator('svg.barcode-generator-code text').evaluateAll((texts) => texts.map((t) => t.textContent).join(''));

test('EAN-13 with the computed check digit, rule messages, PNG and SVG downloads and Copy image', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'barcode-generator');
  await expect(page.getByText('Type the content to see your barcode.')).toBeVisible();
  const content = page.getByLabel('Text or number to encode');

  await page.getByLabel('Barcode type').selectOption('ean13');
  await expect(page.getByText('12 digits; the 13th, the check digit, is computed. Or type all 13 to have it checked.')).toBeVisible();

  // 11 digits: the rule. A wrong 13th digit: the right one.
  await content.fill('40063813339');
  await expect(page.locator('.field-error')).toHaveText(
    'Invalid input for selected barcode type: EAN-13 takes 12 digits (the 13th, the check digit, is computed) or 13 digits with a valid check digit.',
  );
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  await content.fill('4006381333932');
  await expect(page.locator('.field-error')).toHaveText('Invalid input for selected barcode type: the check digit of this EAN-13 number should be 1, not 2.');
  // One state at a time: the content is there, so the page asks to correct it, not to type it.
  await expect(page.getByText('Type the content to see your barcode.')).toHaveCount(0);
  await expect(page.getByText('Correct the marked field to see the result.')).toBeVisible();

  // 12 digits: the check digit 1 is added and printed under the bars.
  await content.fill('400638133393');
  const image = page.getByRole('img', { name: 'EAN-13 barcode: 4006381333931' });
  await expect(image).toBeVisible();
  await expect(page.locator('.field-error')).toHaveCount(0);
  await expect(page.getByText('EAN-13 · 4006381333931 · check digit 1 added')).toBeVisible();
  expect(await drawnText(page)).toBe('4006381333931');
  // The CSP forbids style attributes: JsBarcode sets none.
  expect(await image.evaluate((svg) => svg.outerHTML.includes('style='))).toBe(false);

  const png = await downloadOf(page, 'Download PNG');
  expect(png.name).toBe('barcode-ean13-4006381333931.png');
  const decoded = PNG.sync.read(await readFile(png.path));
  const box = await image.evaluate((svg) => [svg.getAttribute('width'), svg.getAttribute('height')]);
  expect([`${decoded.width}px`, `${decoded.height}px`]).toEqual(box);
  await expect(page.getByText('Barcode downloaded as PNG', { exact: true })).toBeVisible();

  const svg = await downloadOf(page, 'Download SVG');
  expect(svg.name).toBe('barcode-ean13-4006381333931.svg');
  const svgText = await readFile(svg.path, 'utf8');
  expect(svgText.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
  expect(svgText).not.toContain('style=');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return { error: doc.querySelector('parsererror') !== null, text: [...doc.querySelectorAll('text')].map((t) => t.textContent).join(''), bars: doc.querySelectorAll('rect').length };
  }, svgText);
  expect(parsed.error).toBe(false);
  expect(parsed.text).toBe('4006381333931');
  expect(parsed.bars).toBeGreaterThan(20);
  await expect(page.getByText('Barcode downloaded as SVG', { exact: true })).toBeVisible();

  // Copy image: the PNG on the clipboard, or the spec's copy error where the browser refuses.
  await page.getByRole('button', { name: 'Copy image' }).click();
  const copied = page.getByText('Barcode copied as an image', { exact: true });
  await expect(copied.or(page.getByText(/^Copy Error: /))).toBeVisible();
  if (await copied.isVisible()) expect(await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => item.types))).toContain('image/png');

  // Without text, and Code 39 with a character it cannot encode.
  await page.getByRole('checkbox', { name: 'Show text under the bars' }).uncheck();
  await expect(page.locator('svg.barcode-generator-code text')).toHaveCount(0);
  await expect(page.getByRole('slider', { name: 'Font size' })).toHaveCount(0);
  await page.getByLabel('Barcode type').selectOption('code39');
  await content.fill('Price: 5€');
  await expect(page.locator('.field-error')).toHaveText(
    'Invalid input for selected barcode type: Code 39 cannot encode “:”. It takes letters A–Z, digits, spaces and - . $ / + %.',
  );
  await content.fill('price 5$');
  await expect(page.getByRole('img', { name: 'Code 39 barcode: PRICE 5$' })).toBeVisible();

  // Colours too close to scan: said in words.
  await page.getByLabel('Bar colour', { exact: true }).fill('#cccccc');
  await expect(page.locator('.barcode-generator-preview [data-block="note"]')).toHaveText([
    '⚠ Low contrast (1.61:1): scanners may not tell the bars from the background. Choose darker bars or a lighter background (at least 4:1).',
  ]);
  await page.getByRole('button', { name: 'Black on white' }).click();
  await expect(page.locator('[data-block="note"]')).toHaveCount(0);

  // Type, content and look come back after a reload; a link carries the content only when asked.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByLabel('Barcode type')).toHaveValue('code39');
  await expect(content).toHaveValue('price 5$');
  await expect(page.getByRole('checkbox', { name: 'Show text under the bars' })).not.toBeChecked();
  await expect(page.getByRole('img', { name: 'Code 39 barcode: PRICE 5$' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  let link = new URL(await clipboard(page));
  expect(link.searchParams.get('format')).toBe('code39');
  expect(link.searchParams.get('showText')).toBe('false');
  expect(link.hash).toBe('');
  await page.getByRole('checkbox', { name: 'Include my input in the link' }).check();
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  link = new URL(await clipboard(page));
  expect(new URLSearchParams(link.hash.slice(1)).get('content')).toBe('price 5$');

  expect(foreignRequests).toEqual([]);
});

test('opens a shared link with its type, look and content', async ({ page, foreignRequests }) => {
  await page.goto('/en/miscellaneous/barcode-generator?format=ean8&barWidth=3#content=9638507');
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByLabel('Barcode type')).toHaveValue('ean8');
  await expect(page.getByLabel('Text or number to encode')).toHaveValue('9638507');
  await expect(page.getByText('3 px', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'EAN-8 barcode: 96385074' })).toBeVisible();
  await expect(page.getByText('EAN-8 · 96385074 · check digit 4 added')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

test('speaks German: UPC-A check digit, rule message and download notices', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'miscellaneous', 'barcode-generator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Barcode-Generator');
  const content = page.getByLabel('Zu kodierender Text oder Nummer');

  await page.getByLabel('Barcode-Typ').selectOption('upca');
  await content.fill('0360002914');
  await expect(page.locator('.field-error')).toHaveText(
    'Ungültige Eingabe für den gewählten Barcode-Typ: UPC-A nimmt 11 Ziffern (die 12., die Prüfziffer, wird berechnet) oder 12 Ziffern mit gültiger Prüfziffer.',
  );
  await content.fill('03600029145');
  await expect(page.getByRole('img', { name: 'UPC-A-Barcode: 036000291452' })).toBeVisible();
  await expect(page.getByText('UPC-A · 036000291452 · Prüfziffer 2 ergänzt')).toBeVisible();
  expect(await drawnText(page)).toBe('036000291452');

  // Wider bars: the drawing follows.
  const image = page.getByRole('img', { name: 'UPC-A-Barcode: 036000291452' });
  const before = Number.parseFloat((await image.getAttribute('width'))!);
  const barWidth = page.getByRole('slider', { name: 'Strichbreite' });
  await barWidth.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('3 px', { exact: true })).toBeVisible();
  await expect.poll(async () => Number.parseFloat((await image.getAttribute('width'))!)).toBeGreaterThan(before);

  await downloadOf(page, 'PNG herunterladen');
  await expect(page.getByText('Barcode als PNG heruntergeladen', { exact: true })).toBeVisible();
  await downloadOf(page, 'SVG herunterladen');
  await expect(page.getByText('Barcode als SVG heruntergeladen', { exact: true })).toBeVisible();

  // An example fills type and content.
  await page.getByRole('button', { name: 'ITF-14-Karton' }).click();
  await expect(page.getByLabel('Barcode-Typ')).toHaveValue('itf14');
  await expect(content).toHaveValue('1540014128876');
  await expect(page.getByText('ITF-14 · 15400141288763 · Prüfziffer 3 ergänzt')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});
