/**
 * What the looped examples cannot show: a person choosing a video from disk, picking the part on the host's
 * timeline under it (a handle moved with the keyboard writes the End field; a start typed moves its handle),
 * pressing Cut, playing the new video and downloading a real MP4, in Spanish (decimal commas); and, in
 * English, parts added with "Add this part" and the player's position, joined into one video, and a part
 * that overlaps another said at the box of parts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { exampleFileBytes, SAMPLE_KEYFRAMES_MP4 } from '@sdk/core';
import { accessibilityProblems } from '../../tests/e2e/axe.ts';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { PHONE } from '../../tests/e2e/phoneChecks.ts';
import { output } from '../../tests/e2e/result.ts';

/** The keyframes sample (3 s, keyframes at 0, 1 and 2 s) as a file on disk, as a visitor would choose it. */
function videoOnDisk(name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'video-trimmer-')), name);
  writeFileSync(path, exampleFileBytes(SAMPLE_KEYFRAMES_MP4));
  return path;
}

/** The length the browser's player reads in a video, or -1 when it cannot play it. */
const playedSeconds = (player: Locator) =>
  player.evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((done) => {
        if (video.readyState >= 1) done(video.duration);
        video.addEventListener('loadedmetadata', () => done(video.duration));
        video.addEventListener('error', () => done(-1));
      }),
  );

test('cuts a video chosen from disk on the timeline in Spanish: a handle moved by keys writes End, a typed start moves its handle, a playable MP4', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(120_000);
  await openTool('es', 'miscellaneous', 'video-trimmer');
  await page.getByLabel('Vídeo', { exact: true }).setInputFiles(videoOnDisk('vacaciones.mp4'));
  // The preview plays the chosen file; its length, read by the browser, sets the timeline's end.
  await expect(page.getByLabel('Vista previa de vacaciones.mp4', { exact: true })).toBeVisible();
  const end = page.getByRole('slider', { name: 'Fin en la línea de tiempo', exact: true });
  const start = page.getByRole('slider', { name: 'Inicio en la línea de tiempo', exact: true });
  await expect(end).toHaveAttribute('aria-valuemax', '3');
  await expect(end).toHaveAttribute('aria-valuetext', '0:03,000');

  // Shift+← moves 1 s, ← a tenth: the End field follows, in the page's numbers.
  await end.focus();
  await page.keyboard.press('Shift+ArrowLeft');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('textbox', { name: 'Fin', exact: true })).toHaveValue('0:01,500');
  await expect(end).toHaveAttribute('aria-valuenow', '1.5');
  // A start typed moves its handle.
  await page.getByRole('textbox', { name: 'Inicio', exact: true }).fill('0,4');
  await expect(start).toHaveAttribute('aria-valuenow', '0.4');
  await expect(start).toHaveAttribute('aria-valuetext', '0:00,400');
  await expect(page.getByText('Parte: de 0:00,400 a 0:01,500 (1,1 s)', { exact: true })).toBeVisible();
  // The player and the timeline as axe reads them, and on a phone without scrolling sideways.
  expect(await accessibilityProblems(page, { within: 'main' })).toEqual([]);
  const viewport = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  if (process.env.TIMELINE_SHOT) await page.locator('.media-timeline').screenshot({ path: process.env.TIMELINE_SHOT });
  await page.setViewportSize(viewport);
  // Nothing runs before Cut is pressed.
  await expect(output(page).locator('video')).toHaveCount(0);

  await page.getByRole('button', { name: 'Cortar', exact: true }).click();
  const player = output(page).getByLabel('El vídeo vacaciones-0m00s-0m01.5s.mp4', { exact: true });
  await expect(player).toBeVisible({ timeout: 60_000 });
  // A fast cut starts at the keyframe before 0.4 s, and says so.
  await expect(output(page).getByRole('note').filter({ hasText: /Tu parte empieza en 0:00,000, 0,4\s+s antes de lo que pediste \(0:00,400\)\./ })).toBeVisible();
  const seconds = await playedSeconds(player);
  expect(seconds).toBeGreaterThanOrEqual(1.5);
  expect(seconds).toBeLessThan(1.6);

  const [download] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name: 'Descargar vacaciones-0m00s-0m01.5s.mp4', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('vacaciones-0m00s-0m01.5s.mp4');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect(foreignRequests).toEqual([]);
});

test('joins parts added with "Add this part" and set at the player’s position; an overlapping part is said at the box', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(120_000);
  await openTool('en', 'miscellaneous', 'video-trimmer');
  await page.getByLabel('Video', { exact: true }).setInputFiles(videoOnDisk('holiday.mp4'));
  const preview = page.getByLabel('Preview of holiday.mp4', { exact: true });
  await expect(page.getByRole('slider', { name: 'End on the timeline', exact: true })).toHaveAttribute('aria-valuemax', '3');

  // The first part: from the beginning to where the player stands.
  await preview.evaluate((video: HTMLVideoElement) => new Promise((done) => {
    video.addEventListener('seeked', done, { once: true });
    video.currentTime = 1;
  }));
  await page.getByRole('button', { name: 'Set end here', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'End', exact: true })).toHaveValue('0:01.000');
  await page.getByRole('button', { name: 'Add this part', exact: true }).click();
  const box = page.getByRole('textbox', { name: 'More parts to join', exact: true });
  await expect(box).toHaveValue('0:00 – 0:01.000');

  // An overlapping second part is said at the box, with its line.
  await box.fill('0:00 – 0:01.000\n0:00.5 – 0:02');
  await page.getByRole('button', { name: 'Cut', exact: true }).click();
  await expect(page.getByText('The part on line 2 overlaps the part on line 1', { exact: false })).toBeVisible({ timeout: 60_000 });
  await expect(box).toHaveAttribute('aria-invalid', 'true');

  // The second part typed, then cut exactly: one video as long as both parts.
  await box.fill('0:00 – 0:01.000');
  await page.getByRole('textbox', { name: 'Start', exact: true }).fill('2');
  await page.getByRole('textbox', { name: 'End', exact: true }).fill('3');
  await page.getByLabel('Exact, to the frame (re-encoded, slower)').check();
  await page.getByRole('button', { name: 'Cut', exact: true }).click();
  const player = output(page).getByLabel('The video holiday-trimmed.mp4', { exact: true });
  await expect(player).toBeVisible({ timeout: 60_000 });
  const values = output(page).locator('[data-block="values"]').first();
  await expect(values).toContainText('0:02.000 Length');
  await expect(values).toContainText('2 Parts');
  expect(await playedSeconds(player)).toBeCloseTo(2, 1);
  expect(foreignRequests).toEqual([]);
});
