import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { strFromU8, unzipSync } from 'fflate';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { pngHeader } from '../../tests/e2e/png.ts';
import { logoPng } from './samples.ts';

/** Decodes a downloaded PNG with a QR decoder, as a phone camera would. */
async function decodePng(path: string): Promise<{ text: string | undefined; width: number; height: number }> {
  const png = PNG.sync.read(await readFile(path));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { text: code?.data, width: png.width, height: png.height };
}

async function downloadOf(page: Page, button: string) {
  const pending = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const download = await pending;
  return { name: download.suggestedFilename(), path: (await download.path())! };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Copy image: the image on the clipboard where the browser allows it, else the translated failure notice. */
async function checkCopyImage(page: Page, button: string, copied: string, failed: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const outcome = page.getByText(copied, { exact: true }).or(page.getByText(failed, { exact: true }));
  await expect(outcome).toBeVisible();
  if (await page.getByText(copied, { exact: true }).isVisible()) {
    const types = await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => item.types));
    expect(types).toContain('image/png');
  }
}

test('makes a Wi-Fi code that decodes back, downloads PNG and SVG, copies the image and the text, warns about colours and keeps the look', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'qr-code-generator');
  await expect(page.getByText('Fill in the fields to create your QR code.')).toBeVisible();
  const types = page.getByRole('tablist', { name: 'Content type' });
  await expect(types.getByRole('tab')).toHaveText(['URL', 'Text', 'Email', 'Phone', 'SMS', 'Wi-Fi', 'vCard', 'List (batch)']);
  await expect(types.getByRole('tab', { name: 'URL' })).toHaveAttribute('aria-selected', 'true');
  // An empty field is not a mistake yet: no message before something is typed.
  await expect(page.locator('.field-error')).toHaveCount(0);
  await page.getByLabel('Website address (URL)').fill('example.com/a b');
  await expect(page.locator('.field-error')).toHaveText('A web address cannot contain spaces: remove them or write them as %20.');

  // The tabs answer to the keyboard.
  await types.getByRole('tab', { name: 'SMS' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(types.getByRole('tab', { name: 'Wi-Fi' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'WPA/WPA2/WPA3' })).toBeChecked();
  await expect(page.getByText('WPA passwords have 8 to 63 characters.')).toBeVisible();
  await page.getByLabel('Network name (SSID)').fill('Café; Guests');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.locator('.field-error')).toHaveText('A WPA password has 8 to 63 characters (or 64 hexadecimal digits); this one has 5.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'A WPA password has 8 to 63 characters' })).toHaveCount(1);
  await page.getByRole('radio', { name: 'WEP', exact: true }).check();
  await expect(page.getByText('WEP keys have 5 or 13 characters, or 10 or 26 hexadecimal digits.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to join the Wi-Fi network Café; Guests' })).toBeVisible();
  await page.getByRole('radio', { name: 'WPA/WPA2/WPA3' }).check();

  await page.getByLabel('Password', { exact: true }).fill('p@ss:word,2024');
  await page.getByRole('checkbox', { name: 'Hidden network' }).check();
  const image = page.getByRole('img', { name: 'QR code to join the Wi-Fi network Café; Guests' });
  await expect(image).toBeVisible();
  await expect(page.locator('.field-error')).toHaveCount(0);
  await expect(page.getByText('Version 4 · 33 × 33 modules · 55 bytes · level M (15%)')).toBeVisible();
  const payload = 'WIFI:T:WPA;S:Café\\; Guests;P:p@ss\\:word\\,2024;H:true;;';
  await page.getByText('Encoded text').click();
  await expect(page.locator('.qr-code-generator-encoded pre')).toHaveText(payload);
  await page.getByRole('button', { name: 'Copy text', exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe(payload);

  // PNG at the default 250 px, decoded by a QR decoder.
  const png = await downloadOf(page, 'Download PNG');
  expect(png.name).toBe('qr-code-wifi.png');
  expect(await decodePng(png.path)).toEqual({ text: payload, width: 250, height: 250 });
  await expect(page.getByText('Download started')).toBeVisible();

  // A larger size and level H: still the same payload.
  const size = page.getByRole('slider', { name: 'Size' });
  await size.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByText('300 × 300 px', { exact: true })).toBeVisible();
  await page.getByLabel('Error correction').selectOption('H');
  await expect(page.getByLabel('Error correction').locator('option:checked')).toHaveText('H – high (30%)');
  await expect(page.getByText(/level H \(30%\)/)).toBeVisible();
  const bigger = await downloadOf(page, 'Download PNG');
  expect(await decodePng(bigger.path)).toEqual({ text: payload, width: 300, height: 300 });

  // SVG of the same size, in the chosen colours.
  const svg = await downloadOf(page, 'Download SVG');
  expect(svg.name).toBe('qr-code-wifi.svg');
  const svgText = await readFile(svg.path, 'utf8');
  expect(svgText).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="300" viewBox="0 0 (\d+) \1"/);
  expect(svgText).toContain('fill="#ffffff"');
  expect(svgText).toContain('fill="#000000"');
  expect(svgText).not.toContain('style=');

  await checkCopyImage(page, 'Copy image', 'QR code copied as an image', 'Your browser did not let this page copy the image. Download the PNG instead.');

  // Light grey on white: low contrast; swapped: lighter than its background.
  await page.getByLabel('Code colour', { exact: true }).fill('#eeeeee');
  const warnings = page.locator('.qr-code-generator-preview [data-block="note"]');
  await expect(warnings).toHaveText([/^⚠ Low contrast \(1\.16:1\): scanners may not tell the code from its background/]);
  await page.getByRole('button', { name: 'Swap colours' }).click();
  await expect(page.getByLabel('Code colour', { exact: true })).toHaveValue('#ffffff');
  await expect(warnings).toHaveText([/^⚠ Low contrast/, /^⚠ The code is lighter than its background/]);
  await page.getByRole('button', { name: 'Black on white' }).click();
  await expect(warnings).toHaveCount(0);

  // The link carries the type and the look, never what was typed.
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  const link = new URL(await clipboard(page));
  expect(Object.fromEntries(link.searchParams)).toEqual({
    type: 'wifi',
    wifiSecurity: 'WPA',
    wifiHidden: 'true',
    size: '300',
    margin: '4',
    level: 'H',
    foreground: '#000000',
    background: '#ffffff',
    logoSize: '20',
    batchFormat: 'png',
    batchNames: 'false',
  });
  expect(link.hash).toBe('');
  await expect(page.getByRole('checkbox', { name: 'Include my input' })).toHaveCount(0);

  // A text too long for level H says the limit, with its numbers written out.
  await types.getByRole('tab', { name: 'Text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('x'.repeat(1300));
  await expect(page.getByRole('alert')).toHaveText(
    '⚠ Too much content for a QR code at error correction level H: it holds at most 1,273 bytes, and this content has 1,300. Shorten it or choose a lower level.',
  );
  await expect(page.getByRole('button', { name: 'Download PNG' })).toHaveCount(0);
  // One state at a time: no invitation to fill in the fields beside the error.
  await expect(page.getByText('Fill in the fields to create your QR code.')).toHaveCount(0);

  // After a reload the type and the look are back; the password and the rest of what was typed are not.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(types.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('300 × 300 px', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('');
  await types.getByRole('tab', { name: 'Wi-Fi' }).click();
  await expect(page.getByRole('checkbox', { name: 'Hidden network' })).toBeChecked();
  await expect(page.getByLabel('Network name (SSID)')).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('p@ss');

  expect(foreignRequests).toEqual([]);
});

test('builds a contact card in German and reports a wrong email address', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'miscellaneous', 'qr-code-generator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('QR-Code-Generator');
  await expect(page.getByText('Füllen Sie die Felder aus, um Ihren QR-Code zu erstellen.')).toBeVisible();

  await page.getByRole('tab', { name: 'vCard', exact: true }).click();
  await expect(page.getByText('Ein Name oder eine Organisation ist nötig; alle anderen Felder sind optional.')).toBeVisible();
  await page.getByLabel('Vorname').fill('Jürgen');
  await page.getByLabel('Nachname').fill('Müller');
  await page.getByLabel('Firma oder Organisation').fill('Beispiel GmbH; Vertrieb');
  await page.getByLabel('Mobilnummer').fill('+49 151 2345678');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('juergen@beispiel');
  await expect(page.locator('.field-error')).toHaveText('Bitte geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com.');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('juergen@beispiel.de');
  await page.getByLabel('Ort').fill('München');

  await expect(page.getByRole('img', { name: 'QR-Code mit der Kontaktkarte von Jürgen Müller' })).toBeVisible();
  const payload = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'N:Müller;Jürgen;;;',
    'FN:Jürgen Müller',
    'ORG:Beispiel GmbH\\; Vertrieb',
    'TEL;TYPE=CELL:+49 151 2345678',
    'EMAIL;TYPE=INTERNET:juergen@beispiel.de',
    'ADR:;;;München;;;',
    'END:VCARD',
    '',
  ].join('\r\n');
  const png = await downloadOf(page, 'PNG herunterladen');
  expect(png.name).toBe('qr-code-vcard.png');
  expect((await decodePng(png.path)).text).toBe(payload);
  await expect(page.getByText('Download gestartet')).toBeVisible();
  await expect(page.getByLabel('Fehlerkorrektur').locator('option:checked')).toHaveText('M – mittel (15\u00a0%)');

  // An example switches the type and fills its fields.
  await page.getByRole('button', { name: 'WLAN', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'WLAN', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Netzwerkname (SSID)')).toHaveValue('Café; Guests');
  await page.getByRole('radio', { name: 'Keine (offenes Netzwerk)' }).check();
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'QR-Code zum Verbinden mit dem WLAN Café; Guests' })).toBeVisible();
  await page.getByRole('button', { name: 'Text kopieren', exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe('WIFI:T:nopass;S:Café\\; Guests;;');

  expect(foreignRequests).toEqual([]);
});

test('downloads a PNG at print resolution: whole pixels per module, size in mm and the DPI in the file', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'qr-code-generator');
  await page.getByRole('tab', { name: 'Text', exact: true }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Hello');
  await expect(page.getByText(/^Version 1 · 21 × 21 modules/)).toBeVisible();
  // Screen by default: the chosen size, no resolution in the file.
  await expect(page.getByRole('radio', { name: 'Screen' })).toBeChecked();
  await expect(page.getByText('PNG of 250 × 250 px.')).toBeVisible();
  expect(await pngHeader((await downloadOf(page, 'Download PNG')).path)).toEqual({ width: 250, height: 250 });

  // 40 mm at 300 DPI: 29 modules (quiet zone included) of 16 px each.
  await page.getByRole('radio', { name: 'Print, 300 DPI' }).check();
  await expect(page.getByRole('slider', { name: 'Printed width' })).toHaveValue('40');
  await expect(page.getByText('40 mm (1.57 in)')).toBeVisible();
  await expect(page.getByText('PNG of 464 × 464 px: 39.3 × 39.3 mm (1.55 × 1.55 in) at 300 DPI.')).toBeVisible();
  const png = await downloadOf(page, 'Download PNG');
  expect(png.name).toBe('qr-code-text.png');
  expect(await pngHeader(png.path)).toEqual({ width: 464, height: 464, pixelsPerMetre: 11811, unit: 1 });
  const decoded = await decodePng(png.path);
  expect(decoded.text).toBe('Hello');
  // Crisp: only the two colours, every module 16 × 16 pixels.
  const pixels = PNG.sync.read(await readFile(png.path));
  const greys = new Set<number>();
  for (let i = 0; i < pixels.data.length; i += 4) greys.add(pixels.data[i]!);
  expect([...greys].sort((a, b) => a - b)).toEqual([0, 255]);
  const row = 4 * 16 + 8; // through the first module row of the top-left finder pattern
  const line = Array.from({ length: 464 }, (_, x) => (pixels.data[(row * 464 + x) * 4] === 0 ? '1' : '0')).join('');
  expect(line.slice(0, 64 + 7 * 16)).toBe('0'.repeat(64) + '1'.repeat(7 * 16));

  // Copy image stays at the screen size; 600 DPI doubles the pixels per module.
  await page.getByRole('radio', { name: 'Print, 600 DPI' }).check();
  await expect(page.getByText('PNG of 957 × 957 px: 40.5 × 40.5 mm (1.6 × 1.6 in) at 600 DPI.')).toBeVisible();
  expect(await pngHeader((await downloadOf(page, 'Download PNG')).path)).toEqual({ width: 957, height: 957, pixelsPerMetre: 23622, unit: 1 });
  expect(foreignRequests).toEqual([]);
});

test('French page: print size in French, PNG carrying 600 DPI', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'miscellaneous', 'qr-code-generator');
  await page.getByRole('tab', { name: 'Texte', exact: true }).click();
  await page.getByRole('textbox', { name: 'Texte', exact: true }).fill('Bonjour');
  await page.getByRole('radio', { name: 'Impression 600 ppp' }).check();
  const width = page.getByRole('slider', { name: 'Largeur imprimée' });
  await width.focus();
  await page.keyboard.press('Home');
  // 10 mm at 600 DPI: 8 px per module, 232 px, 9.8 mm.
  await expect(page.getByText('10 mm (0,39 po)')).toBeVisible();
  await expect(page.getByText('PNG de 232 × 232 px\u202f: 9,8 × 9,8 mm (0,39 × 0,39 po) à 600 ppp.')).toBeVisible();
  await expect(page.getByText('Zone de silence comprise. Arrondie pour que chaque module fasse un nombre entier de pixels.')).toBeVisible();
  const png = await downloadOf(page, 'Télécharger en PNG');
  expect(await pngHeader(png.path)).toEqual({ width: 232, height: 232, pixelsPerMetre: 23622, unit: 1 });
  expect((await decodePng(png.path)).text).toBe('Bonjour');
  await page.getByRole('radio', { name: 'Écran' }).check();
  await expect(page.getByText('PNG de 250 × 250 px.')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

test('puts a logo in the middle: level H said, the PNG still decodes, the SVG embeds it, and an oversized logo is warned about', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'qr-code-generator');
  await page.getByLabel('Website address (URL)').fill('https://example.com');
  await expect(page.getByText(/level M \(15%\)$/)).toBeVisible();
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(logoPng, 'base64') });
  const notes = page.locator('.qr-code-generator-preview [data-block="note"]');
  await expect(notes).toHaveText([/Error correction raised to H so that the code still reads with the logo\./]);
  await expect(page.getByText('Version 3 · 29 × 29 modules · 19 bytes · level H (30%)')).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Logo size' })).toHaveValue('20');
  await expect(page.getByText('20% of the code', { exact: true })).toBeVisible();
  // The preview draws the logo over a cleared square.
  await expect(page.locator('svg.qr-code-generator-code image')).toHaveAttribute('href', /^data:image\/png;base64,/);

  // The PNG holds the logo and still decodes to the address.
  const png = await downloadOf(page, 'Download PNG');
  expect(await decodePng(png.path)).toEqual({ text: 'https://example.com', width: 250, height: 250 });
  const pixels = PNG.sync.read(await readFile(png.path));
  const centre = (125 * 250 + 125 + 8) * 4; // in the red disc, beside its white square
  expect([...pixels.data.subarray(centre, centre + 3)]).toEqual([220, 38, 38]);

  // The SVG embeds the logo as a data: URL and is still a well-formed SVG.
  const svgText = await readFile((await downloadOf(page, 'Download SVG')).path, 'utf8');
  expect(svgText).toMatch(/<image x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" preserveAspectRatio="xMidYMid meet" href="data:image\/png;base64,[A-Za-z0-9+/=]+"\/><\/svg>\n$/);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return { root: doc.documentElement.nodeName, errors: doc.getElementsByTagName('parsererror').length };
  }, svgText);
  expect(parsed).toEqual({ root: 'svg', errors: 0 });

  // 40 % of a short link hides too much: said plainly, with a smaller logo suggested.
  const logoSize = page.getByRole('slider', { name: 'Logo size' });
  await logoSize.focus();
  await page.keyboard.press('End');
  await expect(page.getByText('40% of the code', { exact: true })).toBeVisible();
  await expect(notes).toHaveText([/raised to H/, /^⚠ With a logo of 40% the code no longer reads: a scanner could not decode it\. Choose a smaller logo\.$/]);
  expect((await decodePng((await downloadOf(page, 'Download PNG')).path)).text).toBeUndefined();

  // A file that is not an image is said at the field.
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(page.locator('.field-error')).toHaveText('This file is not an image that can be read, or it is damaged.');
  expect(foreignRequests).toEqual([]);
});

test('French page: the logo raises the level, in French', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'miscellaneous', 'qr-code-generator');
  await page.getByRole('tab', { name: 'Texte', exact: true }).click();
  await page.getByRole('textbox', { name: 'Texte', exact: true }).fill('Bonjour');
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(logoPng, 'base64') });
  await expect(page.locator('.qr-code-generator-preview [data-block="note"]')).toHaveText([/Correction d’erreurs passée au niveau H pour que le code se lise encore avec le logo\./]);
  await expect(page.getByText('20\u00a0% du code', { exact: true })).toBeVisible();
  expect((await decodePng((await downloadOf(page, 'Télécharger en PNG')).path)).text).toBe('Bonjour');
  expect(foreignRequests).toEqual([]);
});

/** Every file of a downloaded ZIP; PNG files decoded by a QR decoder, SVG files as text. */
async function unzipCodes(path: string): Promise<Record<string, string | undefined>> {
  const files = unzipSync(new Uint8Array(await readFile(path)));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => {
      if (!name.endsWith('.png')) return [name, strFromU8(bytes)];
      const png = PNG.sync.read(Buffer.from(bytes));
      return [name, jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data];
    }),
  );
}

test('List tab: three pasted lines become three codes in one ZIP that decode back, with the first codes shown', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'qr-code-generator');
  await page.getByRole('tab', { name: 'List (batch)', exact: true }).click();
  await expect(page.getByText('Paste a list or drop a file to create one QR code per line.')).toBeVisible();
  await expect(page.getByText('Up to 1,000 lines; each line is encoded as written (spaces at both ends removed). A line holds at most 2,331 bytes at level M. Empty lines are skipped. You can also open or drop a .txt or .csv file.')).toBeVisible();
  await page.getByRole('textbox', { name: 'List, one code per line' }).fill('https://example.com/menu\n\nTable 12 — Grüße\nWIFI:T:WPA;S:Home;P:secret-passphrase;;');
  const notes = page.locator('.qr-code-generator-preview [data-block="note"]');
  await expect(notes).toHaveText([/3 codes in PNG/, /Skipped 1 empty line: 2\./]);
  await expect(page.getByRole('img', { name: /^QR code of line \d+$/ })).toHaveCount(3);
  await expect(page.locator('.qr-code-generator-batch-name')).toHaveText(['001-example-com-menu.png', '003-table-12-grusse.png', '004-wifi-t-wpa-s-home-p-secret-passphrase.png']);

  const zip = await downloadOf(page, 'Download ZIP');
  expect(zip.name).toBe('qr-codes.zip');
  expect(await unzipCodes(zip.path)).toEqual({
    '001-example-com-menu.png': 'https://example.com/menu',
    '003-table-12-grusse.png': 'Table 12 — Grüße',
    '004-wifi-t-wpa-s-home-p-secret-passphrase.png': 'WIFI:T:WPA;S:Home;P:secret-passphrase;;',
  });
  const png = PNG.sync.read(Buffer.from(unzipSync(new Uint8Array(await readFile(zip.path)))['001-example-com-menu.png']!));
  expect([png.width, png.height]).toEqual([250, 250]);

  // A CSV file with a name column, as SVG files.
  await page.getByRole('checkbox', { name: 'First column is the file name (CSV)' }).check();
  await page.getByRole('radio', { name: 'SVG', exact: true }).check();
  // The list's own "Open a file…" reads a .csv file into it.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a file…' }).click();
  await (await chooser).setFiles({ name: 'doors.csv', mimeType: 'text/csv', buffer: Buffer.from('Front door,https://example.com/front\n"Back, door",https://example.com/back\n') });
  await expect(page.getByRole('textbox', { name: 'List, one code per line' })).toHaveValue('Front door,https://example.com/front\n"Back, door",https://example.com/back\n');
  await expect(notes).toHaveText([/2 codes in SVG/]);
  const svgZip = await unzipCodes((await downloadOf(page, 'Download ZIP')).path);
  expect(Object.keys(svgZip)).toEqual(['Front-door.svg', 'Back-door.svg']);
  expect(svgZip['Front-door.svg']).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="250" height="250"/);
  expect(foreignRequests).toEqual([]);
});

const tooLong = [
  { lang: 'en', tab: 'List (batch)', field: 'List, one code per line', message: '⚠ Line 2 is too long for a QR code: at error correction level M a code holds at most 2,331 bytes, and this line has 2,400. Shorten it or remove it.' },
  {
    lang: 'es',
    tab: 'Lista (lote)',
    field: 'Lista, un código por línea',
    message: '⚠ La línea 2 es demasiado larga para un código QR: con el nivel de corrección M caben como máximo 2331 bytes y esta línea tiene 2400. Acórtala o quítala.',
  },
  {
    lang: 'de',
    tab: 'Liste (Stapel)',
    field: 'Liste, ein Code pro Zeile',
    message: '⚠ Zeile 2 ist zu lang für einen QR-Code: Bei Fehlerkorrekturstufe M fasst ein Code höchstens 2.331 Byte, diese Zeile hat 2.400. Kürzen Sie sie oder entfernen Sie sie.',
  },
  {
    lang: 'fr',
    tab: 'Liste (lot)',
    field: 'Liste, un code par ligne',
    message: '⚠ La ligne 2 est trop longue pour un code QR\u202f: au niveau de correction M, un code contient au plus 2\u202f331 octets, et cette ligne en compte 2\u202f400. Raccourcissez-la ou supprimez-la.',
  },
];

for (const { lang, tab, field, message } of tooLong) {
  test(`List tab (${lang}): a line too long for a QR code is named by its number`, async ({ page, openTool, foreignRequests }) => {
    await openTool(lang, 'miscellaneous', 'qr-code-generator');
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await page.getByRole('textbox', { name: field }).fill(`https://example.com\n${'x'.repeat(2400)}\nok`);
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('button', { name: /ZIP/ })).toHaveCount(0);
    expect(foreignRequests).toEqual([]);
  });
}
