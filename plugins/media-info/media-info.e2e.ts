/**
 * What the looped examples cannot show: the engine's download (its size said before, its progress while it
 * comes, then said to be kept), WebAssembly running in the tool's worker on this page's policy, a broken
 * download said in the page's language and retried, and a file over the tool's limit refused unread.
 * Every request stays on the site's own origin (the engine is one of the site's own assets).
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { banner, output } from '../../tests/e2e/result.ts';
import { SAMPLE_MP4 as MP4, SAMPLE_WEBM as WEBM } from '@sdk/core';
import { MAX_BYTES } from './manifest.ts';

const ENGINE = '**/assets/big-MediaInfoModule-*.wasm';
const fileOf = (sample: { name: string; type: string; base64: string }) => ({ name: sample.name, mimeType: sample.type, buffer: Buffer.from(sample.base64, 'base64') });

test('says the engine’s size before the first run, shows its download, runs it in the worker, then says it is kept', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(90_000);
  const engine: string[] = [];
  page.on('request', (request) => void (/big-MediaInfoModule-.*\.wasm$/.test(request.url()) && engine.push(request.url())));
  await openTool('en', 'miscellaneous', 'media-info');
  await expect(output(page).getByText('This tool downloads 2.6 MB once; after that it works offline.')).toBeVisible();
  expect(engine).toEqual([]);

  // A slow line (about 1 MB/s), so the download's progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 1_000_000, uploadThroughput: -1 });
  await page.getByLabel('Media file', { exact: true }).setInputFiles(fileOf(MP4));
  const status = output(page).locator('.running');
  await expect(status).toContainText(/Downloading: [\d.]+ (bytes|kB|MB) of 2\.6 MB…/);
  await expect(status.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // MediaInfoLib ran (in the WebAssembly worker: the page itself may not compile WebAssembly, prerender.spec.ts).
  await expect(output(page)).toContainText('Video track 1', { timeout: 30_000 });
  await expect(output(page)).toContainText('AVC');
  await expect(output(page)).toContainText('64 × 48 pixels');
  await expect(output(page).getByText('The 2.6 MB this tool needs are kept in your browser: it works offline.')).toBeVisible();

  // The next file is read without a new download.
  const before = engine.length;
  await page.getByLabel('Media file', { exact: true }).setInputFiles(fileOf(WEBM));
  await expect(output(page)).toContainText('VP9', { timeout: 30_000 });
  expect(engine.length).toBeLessThanOrEqual(before + 1);
  expect(engine.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
  expect(foreignRequests).toEqual([]);
});

test('says a broken download in the page’s language, and running again downloads it', async ({ page, openTool }) => {
  test.setTimeout(90_000);
  await page.route(ENGINE, (route) => route.abort('connectionreset'));
  await openTool('de', 'miscellaneous', 'media-info');
  await page.getByLabel('Mediendatei', { exact: true }).setInputFiles(fileOf(MP4));
  await expect(banner(page)).toContainText('Der Download von MediaInfoModule.wasm wurde vor dem Ende unterbrochen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.', { timeout: 30_000 });
  await expect(output(page).getByText(/^Dieses Tool lädt einmalig 2,6\sMB herunter; danach funktioniert es auch offline\.$/)).toBeVisible();

  await page.unroute(ENGINE);
  await page.getByLabel('Mediendatei', { exact: true }).setInputFiles(fileOf(WEBM));
  await expect(output(page)).toContainText('Videospur 1', { timeout: 30_000 });
  await expect(output(page)).toContainText('Französisch');
  await expect(banner(page)).toHaveCount(0);
});

test.describe('a file over the limit', () => {
  // The page's Blob is changed for the whole tab: a browser context of its own.
  test.use({ isolatedContext: true });

  test('refuses a file over its limit before reading it, with both sizes in the page’s language', async ({ page, openTool }) => {
    // A real file of over 64 GiB cannot be handed to the page: this one says it is twice that (Blob.size), and is never read.
    await page.addInitScript((max) => {
      const size = Object.getOwnPropertyDescriptor(Blob.prototype, 'size')!.get!;
      Object.defineProperty(Blob.prototype, 'size', { get(this: Blob) { return this instanceof File && this.name === 'huge.mkv' ? max * 2 : size.call(this); } });
    }, MAX_BYTES);
    const engine: string[] = [];
    page.on('request', (request) => void (/\.wasm$/.test(request.url()) && engine.push(request.url())));
    await openTool('fr', 'miscellaneous', 'media-info');
    const field = page.getByLabel('Fichier média', { exact: true });
    await field.setInputFiles({ name: 'huge.mkv', mimeType: 'video/x-matroska', buffer: Buffer.from('not read') });
    await expect(page.getByText(/^huge\.mkv fait 137,4\sGo\s: cet outil accepte les fichiers jusqu’à 68,7\sGo\.$/)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(output(page)).not.toContainText('Piste');
    expect(engine).toEqual([]);
  });
});
