import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'qrcode';
import { test, expect, CHROMIUM_ARGS, FULL_CHROMIUM } from '../../tests/e2e/fixtures.ts';
import { eventPng, websitePng } from './samples.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

/**
 * A fake camera that films a QR code: a Y4M video (the format Chromium's fake capture device plays) of
 * one grey frame with a code holding a Wi-Fi network in the middle.
 */
function qrVideo(text: string): string {
  const width = 320;
  const height = 240;
  const code = create(text, { errorCorrectionLevel: 'M' });
  const n = code.modules.size;
  const scale = Math.floor(200 / (n + 8));
  const left = Math.floor((width - (n + 8) * scale) / 2);
  const top = Math.floor((height - (n + 8) * scale) / 2);
  const y = Buffer.alloc(width * height, 200);
  for (let py = 0; py < (n + 8) * scale; py++)
    for (let px = 0; px < (n + 8) * scale; px++) {
      const mx = Math.floor(px / scale) - 4;
      const my = Math.floor(py / scale) - 4;
      const dark = mx >= 0 && my >= 0 && mx < n && my < n && code.modules.get(my, mx);
      y[(top + py) * width + left + px] = dark ? 16 : 235;
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = join(tmpdir(), `qr-code-reader-${process.pid}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`), Buffer.from('FRAME\n'), y, chroma]));
  return file;
}

const CAMERA_CODE = 'WIFI:T:WPA;S:Camera test;P:12345678;;';
// The desktop browser (the headless shell has no camera), with a fake camera that plays the video above.
test.use({
  isolatedContext: true,
  launchOptions: {
    executablePath: FULL_CHROMIUM,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrVideo(CAMERA_CODE)}`],
  },
});

const setFile = (name: string, base64: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') });

test('reads a chosen file and a pasted image, shows a link as text only, and refuses a file that is not an image', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'qr-code-reader');
  await expect(page.getByText('The camera image is read in this page and never leaves your device.')).toBeVisible();
  await expect(page.getByText('Choose, drop or paste an image, or use the camera, to read its QR code.')).toBeVisible();

  await page.getByLabel('Image with a QR code').setInputFiles(setFile('website.png', websitePng));
  const output = page.locator('main .tool-output');
  await expect(output.locator('[data-value]').first()).toContainText('Web address');
  await expect(output.getByText('https://example.com', { exact: true }).first()).toBeVisible();
  await expect(output.getByText('This page never opens links. Copy the address into your browser if you trust it.')).toBeVisible();
  // Never a link, never opened.
  await expect(output.locator('a')).toHaveCount(0);
  await output.getByRole('button', { name: 'Copy content', exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('https://example.com');

  // A screenshot pasted anywhere on the page (not in a text box) is read.
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, eventPng);
  await expect(output.getByText('Calendar event', { exact: true })).toBeVisible();
  await expect(output.getByText('Team meeting', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Image with a QR code').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(page.getByText('This file is not an image your browser can open. Please choose a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

test('a refused camera says how to allow it, in the page\'s language', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'miscellaneous', 'qr-code-reader');
  await page.getByRole('button', { name: 'Scanner avec la caméra', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La caméra est bloquée pour ce site.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scanner avec la caméra', exact: true })).toBeVisible();
  // The examples' sample images are read as a chosen file.
  await page.getByRole('button', { name: 'Réseau Wi-Fi', exact: true }).click();
  await expect(page.locator('main .tool-output').getByText('Café; Guests', { exact: true })).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

test('the camera finds a code, reads it and turns itself off', async ({ page, context, openTool, foreignRequests }) => {
  await context.grantPermissions(['camera']);
  await openTool('en', 'miscellaneous', 'qr-code-reader');
  await page.getByRole('button', { name: 'Scan with the camera', exact: true }).click();
  const output = page.locator('main .tool-output');
  await expect(output.getByText('Wi-Fi network', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(output.getByText('Camera test', { exact: true })).toBeVisible();
  // Found: the camera is off again (its stream stopped, the button back to start).
  await expect(page.getByRole('button', { name: 'Scan with the camera', exact: true })).toBeVisible();
  expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.srcObject === null)).toBe(true);
  expect(foreignRequests).toEqual([]);
});
