/**
 * What the looped examples cannot show: a person's own file chosen from disk, converted only when Convert is
 * pressed, with its progress, played in the page and downloaded (a real WebM: its first bytes are Matroska's
 * EBML magic); and a run stopped by Cancel, or by changing an option while it runs. Every request stays on
 * the site's own origin (FFmpeg's core is one of the site's own assets).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_MP4 as MP4 } from '@sdk/core';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

let dir: string;
let clip: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'video-converter-'));
  clip = join(dir, 'holiday clip.mp4');
  writeFileSync(clip, Buffer.from(MP4.base64, 'base64'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('converts a chosen MP4 to WebM when Convert is pressed, shows its progress, plays it and downloads it (in French)', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(120_000);
  await openTool('fr', 'miscellaneous', 'video-converter');
  await page.getByRole('group', { name: 'Format', exact: true }).getByRole('radio', { name: 'WebM (VP8)', exact: true }).check();
  await page.getByLabel('Vidéo', { exact: true }).setInputFiles(clip);
  // Nothing runs before the button is pressed.
  await page.waitForTimeout(500);
  await expect(output(page).locator('.running')).toHaveCount(0);
  await expect(output(page).locator('video')).toHaveCount(0);

  // A slower line (about 8 MB/s) so that the engine's download and the work can be seen going.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 5, downloadThroughput: 8_000_000, uploadThroughput: -1 });
  await page.getByRole('button', { name: 'Convertir', exact: true }).click();
  const status = output(page).locator('.running');
  await expect(status.getByRole('progressbar', { name: 'Progression' })).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const download = output(page).getByRole('button', { name: 'Télécharger holiday clip.webm', exact: true });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(status).toHaveCount(0);
  await expect(output(page).locator('video[aria-label="La vidéo holiday clip.webm"]')).toBeVisible();
  await expect(output(page)).toContainText('WebM (VP8 + Opus)');
  await expect(output(page).getByRole('note').filter({ hasText: 'VP8' })).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('holiday clip.webm');
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 4)]).toEqual(EBML_MAGIC);
  expect(bytes.includes(Buffer.from('webm'))).toBe(true);
  expect(foreignRequests).toEqual([]);
});

test('Cancel stops a run, and changing an option while it runs stops it too and leaves no result', async ({ page, openTool }) => {
  test.setTimeout(120_000);
  await openTool('en', 'miscellaneous', 'video-converter');
  await page.getByLabel('Video', { exact: true }).setInputFiles(clip);
  // A slow line: the run is still fetching the engine when Cancel is pressed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 500_000, uploadThroughput: -1 });
  const convert = page.getByRole('button', { name: 'Convert', exact: true });
  const status = output(page).locator('.running');

  await convert.click();
  await expect(status).toContainText(/Downloading/, { timeout: 30_000 });
  await expect(convert).toBeDisabled();
  await status.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(status).toHaveCount(0);
  await expect(convert).toBeEnabled();
  await page.waitForTimeout(1000);
  await expect(output(page).locator('video')).toHaveCount(0);
  await expect(output(page).getByRole('alert')).toHaveCount(0);

  await convert.click();
  await expect(status).toContainText(/Downloading/, { timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Remove the sound', exact: true }).check();
  await expect(status).toHaveCount(0);
  await expect(convert).toBeEnabled();
  await page.waitForTimeout(1000);
  await expect(output(page).locator('video')).toHaveCount(0);

  // Pressed again at full speed, the run goes to the end with the option as it now is.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await convert.click();
  await expect(output(page).getByRole('button', { name: 'Download holiday clip-compressed.mp4', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(output(page)).toContainText('MP4 (H.264, no sound)');
});
