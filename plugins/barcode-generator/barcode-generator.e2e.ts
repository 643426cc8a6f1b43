import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { pngHeader } from '../../tests/e2e/png.ts';

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
  // Two downloads, the clipboard and five barcode types: 7–12 s alone, over 30 s twice when the machine was busiest.
  test.setTimeout(60_000);
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

/** "PNG of 230 × 162 px." → [230, 162]. */
async function shownSize(page: Page): Promise<[number, number]> {
  const text = (await page.locator('.print-size-result').textContent())!;
  const match = /([\d,.\s]+) × ([\d,.\s]+) px/.exec(text)!;
  return [Number(match[1]!.replace(/\D/g, '')), Number(match[2]!.replace(/\D/g, ''))];
}

test('downloads a PNG at print resolution: whole-pixel bars, size in mm and the DPI in the file', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'barcode-generator');
  await page.getByLabel('Barcode type').selectOption('ean13');
  await page.getByLabel('Text or number to encode').fill('400638133393');
  await expect(page.getByRole('radio', { name: 'Screen' })).toBeChecked();
  await expect(page.locator('.print-size-result')).toHaveText(/^PNG of [\d,]+ × [\d,]+ px\.$/);
  const [width, height] = await shownSize(page);
  expect(await pngHeader((await downloadOf(page, 'Download PNG')).path)).toEqual({ width, height });

  // 40 mm at 300 DPI (472 px): the narrowest bar (2 px on screen) gets the whole number of pixels that comes closest.
  await page.getByRole('radio', { name: 'Print, 300 DPI' }).check();
  const modules = width / 2;
  const scale = Math.round(472.44 / modules);
  expect(scale).toBeGreaterThan(2);
  const [w, h] = await shownSize(page);
  expect(w).toBe(modules * scale);
  expect(h).toBeGreaterThan(height);
  const mm = (px: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format((px / 300) * 25.4);
  const inches = (px: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(px / 300);
  await expect(page.locator('.print-size-result')).toHaveText(`PNG of ${w} × ${h} px: ${mm(w)} × ${mm(h)} mm (${inches(w)} × ${inches(h)} in) at 300 DPI.`);
  const png = await downloadOf(page, 'Download PNG');
  expect(png.name).toBe('barcode-ean13-4006381333931.png');
  expect(await pngHeader(png.path)).toEqual({ width: w, height: h, pixelsPerMetre: 11811, unit: 1 });
  // Crisp bars: a row through the bars holds only black and white, in runs of whole bar widths (2 px × scale).
  const image = PNG.sync.read(await readFile(png.path));
  const y = 20 * scale;
  const row = Array.from({ length: w }, (_, x) => image.data[(y * w + x) * 4]!);
  expect(new Set(row)).toEqual(new Set([0, 255]));
  const runs: number[] = [];
  row.forEach((value, x) => (x > 0 && value === row[x - 1] ? runs[runs.length - 1]!++ : runs.push(1)));
  expect(runs.length).toBeGreaterThan(30);
  expect(runs.filter((run) => run % scale !== 0)).toEqual([]);

  await page.getByRole('radio', { name: 'Print, 600 DPI' }).check();
  await expect(page.locator('.print-size-result')).toContainText('at 600 DPI.');
  const [w6, h6] = await shownSize(page);
  expect(w6).toBe(modules * Math.round(944.88 / modules));
  expect(await pngHeader((await downloadOf(page, 'Download PNG')).path)).toEqual({ width: w6, height: h6, pixelsPerMetre: 23622, unit: 1 });
  expect(foreignRequests).toEqual([]);
});

test('Spanish page: print size in Spanish, PNG carrying 300 DPI', async ({ page, openTool, foreignRequests }) => {
  await openTool('es', 'miscellaneous', 'barcode-generator');
  await page.getByLabel('Tipo de código de barras').selectOption('code128');
  await page.getByLabel('Texto o número que quieres codificar').fill('ABC-123');
  await expect(page.locator('.print-size-result')).toHaveText(/^PNG de [\d.]+ × [\d.]+ px\.$/);
  const [screenWidth, screenHeight] = await shownSize(page);
  await page.getByRole('radio', { name: 'Impresión, 300 ppp' }).check();
  const slider = page.getByRole('slider', { name: 'Ancho impreso' });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(page.getByText('150 mm (5,91 pulg.)')).toBeVisible();
  await expect(page.getByText('Incluye las zonas de silencio y el texto. Se redondea para que cada barra mida un número entero de píxeles.')).toBeVisible();
  await expect(page.locator('.print-size-result')).toHaveText(/^PNG de [\d.]+ × [\d.]+ px: [\d,]+ × [\d,]+ mm \([\d,]+ × [\d,]+ pulg\.\) a 300 ppp\.$/);
  const [w, h] = await shownSize(page);
  const png = await downloadOf(page, 'Descargar PNG');
  expect(png.name).toBe('barcode-code128-ABC-123.png');
  expect(await pngHeader(png.path)).toEqual({ width: w, height: h, pixelsPerMetre: 11811, unit: 1 });
  // 150 mm at 300 DPI is 1,771.7 px: the nearest whole number of pixels per narrowest bar (2 px on screen).
  const modules = screenWidth / 2;
  expect(w).toBe(modules * Math.round(1771.65 / modules));
  expect(h).toBeGreaterThan(screenHeight);
  expect(foreignRequests).toEqual([]);
});
