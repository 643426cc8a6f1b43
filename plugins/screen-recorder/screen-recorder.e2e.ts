/**
 * What the examples cannot show: a live screen. In the desktop browser, Chromium's fake picker and
 * devices (`--use-fake-ui-for-media-stream`, `--use-fake-device-for-media-stream`) share a fake screen
 * with sound and a fake microphone at once, so a person's session is played: record with both sounds
 * (mixed), pause and resume with the timer standing still, stop, watch, download a WebM whose length
 * MediaInfo reads, and an MP4 of it; the browser's own "Stop sharing" ending the recording; and a refused or impossible
 * sharing said in the page's language.
 */
import { readFileSync } from 'node:fs';
import mediaInfoFactory from 'mediainfo.js';
import type { Page } from '@playwright/test';
import { test, expect, CHROMIUM_ARGS, FULL_CHROMIUM } from '../../tests/e2e/fixtures.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

test.use({
  isolatedContext: true,
  launchOptions: {
    executablePath: FULL_CHROMIUM,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const seconds = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** Keeps the shared stream where the test can end it as the browser's "Stop sharing" does. */
async function keepSharedStream(page: Page) {
  await page.evaluate(() => {
    const md = navigator.mediaDevices;
    const share = md.getDisplayMedia.bind(md);
    md.getDisplayMedia = async (constraints) => {
      const stream = await share(constraints);
      (window as unknown as { shared: MediaStream }).shared = stream;
      return stream;
    };
  });
}

test('records the screen with its sound and the microphone, pauses and resumes, stops, and downloads a WebM of that length, and an MP4 of it', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(210_000);
  await openTool('en', 'miscellaneous', 'screen-recorder');
  await expect(page.getByText('No upload, no watermark, no time limit: the recording is made in your browser and stays on your device.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Record the sound of what I share')).toBeChecked();
  await page.getByLabel('Record my microphone').check();

  // From the keyboard.
  await page.getByRole('button', { name: 'Start recording' }).focus();
  await page.keyboard.press('Enter');
  const timer = page.getByRole('timer', { name: 'Time recorded' });
  await expect(timer).toBeVisible();
  // The state in words beside its sign: ● Recording, ❚❚ Paused.
  const state = page.locator('main .screen-recorder-state');
  await expect(state).toHaveText('● Recording');
  // The sound choices wait until the recording ends.
  await expect(page.getByLabel('Record my microphone')).toBeDisabled();
  await expect(timer).toHaveText('00:01', { timeout: 5_000 });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(state).toHaveText('❚❚ Paused');
  const atPause = (await timer.textContent())!;
  await page.waitForTimeout(1_500);
  await expect(timer).toHaveText(atPause);
  await page.getByRole('button', { name: 'Resume' }).press('Enter');
  await expect(state).toHaveText('● Recording');
  await expect.poll(async () => seconds((await timer.textContent())!)).toBeGreaterThanOrEqual(seconds(atPause) + 2);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();

  const result = page.getByRole('region', { name: 'Your recording' });
  const player = result.getByLabel('Your screen recording');
  await expect(player).toHaveAttribute('src', /^blob:/);
  await expect(result.getByText('The recording is in your browser’s memory only: download it before you leave or reload the page.')).toBeVisible();
  const length = seconds((await result.locator('.stat').filter({ hasText: 'Length' }).locator('.stat-value').textContent())!);
  expect(length).toBeGreaterThanOrEqual(3);
  // It plays in the page.
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  // The player knows its length (a live WebM says none until its length is written in) and can seek.
  const playerSeconds = await player.evaluate((v: HTMLVideoElement) => v.duration);
  expect(playerSeconds).toBeGreaterThan(length - 1.5);
  expect(playerSeconds).toBeLessThan(length + 1.5);

  const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'Download screen-recording.webm' }).click()]);
  expect(download.suggestedFilename()).toBe('screen-recording.webm');
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  // MediaInfo (as the media info tool reads files) finds a WebM with a picture and one sound track, as long as the timer said.
  const mediainfo = await mediaInfoFactory({ format: 'object' });
  const info = await mediainfo.analyzeData(bytes.length, (size, offset) => bytes.subarray(offset, offset + size));
  mediainfo.close();
  const tracks = info.media!.track as unknown as Record<string, unknown>[];
  const general = tracks.find((t) => t['@type'] === 'General')!;
  expect(general.Format).toBe('WebM');
  expect(tracks.filter((t) => t['@type'] === 'Video')).toHaveLength(1);
  expect(tracks.filter((t) => t['@type'] === 'Audio')).toHaveLength(1);
  const duration = Number(general.Duration);
  expect(duration).toBeGreaterThan(length - 1.5);
  expect(duration).toBeLessThan(length + 1.5);

  // An MP4 of it, made in the tool's worker by FFmpeg (downloaded from the site on first use).
  await result.getByRole('button', { name: 'Make an MP4' }).click();
  const saveMp4 = result.getByRole('button', { name: 'Download screen-recording.mp4' });
  // About four seconds on a quiet machine, more on a busy one (two cores shared with other tests). The
  // recording states no frame rate: each frame is encoded once (the SDK's frameTimingKept), not repeated
  // up to the 1,000 fps ffprobe guesses, which took minutes.
  await expect(saveMp4).toBeVisible({ timeout: 60_000 });
  await expect(result.getByLabel('The recording as an MP4 video')).toHaveAttribute('src', /^blob:/);
  const [mp4Download] = await Promise.all([page.waitForEvent('download'), saveMp4.click()]);
  const mp4 = readFileSync((await mp4Download.path())!);
  expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
  const mp4Info = await mediaInfoFactory({ format: 'object' });
  const mp4Tracks = (await mp4Info.analyzeData(mp4.length, (size, offset) => mp4.subarray(offset, offset + size))).media!.track as unknown as Record<string, unknown>[];
  mp4Info.close();
  expect(mp4Tracks.filter((t) => t['@type'] === 'Video').map((t) => t.Format)).toEqual(['AVC']);
  expect(mp4Tracks.filter((t) => t['@type'] === 'Audio').map((t) => t.Format)).toEqual(['AAC']);
  expect(Math.abs(Number(mp4Tracks.find((t) => t['@type'] === 'General')!.Duration) - duration)).toBeLessThan(1);

  await result.getByRole('button', { name: 'Discard' }).click();
  await expect(result).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('ends the recording when the browser stops sharing, with no sound asked for', async ({ page, openTool }) => {
  await openTool('fr', 'miscellaneous', 'screen-recorder');
  await page.getByLabel('Enregistrer le son de ce que je partage').uncheck();
  await keepSharedStream(page);
  await page.getByRole('button', { name: 'Démarrer l’enregistrement' }).click();
  await expect(page.getByRole('timer', { name: 'Temps enregistré' })).toHaveText('00:01', { timeout: 5_000 });
  // The browser's "Stop sharing": the track ends as if the visitor had pressed it.
  await page.evaluate(() => {
    const track = (window as unknown as { shared: MediaStream }).shared.getVideoTracks()[0]!;
    track.stop();
    track.dispatchEvent(new Event('ended'));
  });
  const result = page.getByRole('region', { name: 'Votre enregistrement' });
  await expect(result.getByLabel('Votre enregistrement d’écran')).toHaveAttribute('src', /^blob:/);
  await expect(result.getByRole('button', { name: 'Télécharger enregistrement-ecran.webm' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Démarrer l’enregistrement' })).toBeEnabled();
});

test('says in the page’s language why the screen cannot be recorded', async ({ page, openTool, foreignRequests }) => {
  await openTool('es', 'miscellaneous', 'screen-recorder');
  // The visitor closes the browser's picker without choosing (NotAllowedError).
  await page.evaluate(() => {
    navigator.mediaDevices.getDisplayMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Empezar a grabar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se ha cancelado o denegado compartir la pantalla.' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);

  // A browser that cannot share its screen at all (most phones).
  await page.evaluate(() => Object.defineProperty(navigator.mediaDevices, 'getDisplayMedia', { value: undefined }));
  await page.getByRole('button', { name: 'Empezar a grabar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Este navegador no puede grabar la pantalla.' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(foreignRequests).toEqual([]);
});
