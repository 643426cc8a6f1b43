/**
 * What the looped examples cannot show: a person choosing a file from disk, picking WAV, typing the part to
 * keep in German (decimal commas), pressing Convert; the engine's size said before, its download shown, the
 * result played in the page and downloaded as a real WAV file. And nothing runs before Convert is pressed,
 * a mistake in a position is said at its field, a file without sound is said to have none.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleFileBytes, SAMPLE_MP3, SAMPLE_PNG } from '@sdk/core';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';

/** The MP3 sample as a file on disk, as a visitor would choose it. */
function mp3OnDisk(name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'audio-converter-')), name);
  writeFileSync(path, exampleFileBytes(SAMPLE_MP3));
  return path;
}

test('converts an MP3 chosen from disk to a cut WAV in German: download notice, progress, a player, and a RIFF/WAVE file', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(120_000);
  await openTool('de', 'miscellaneous', 'audio-converter');
  await expect(output(page).getByText(/^Dieses Tool lädt einmalig [\d,]+\sMB herunter; danach funktioniert es auch offline\.$/)).toBeVisible();

  await page.getByRole('tab', { name: 'WAV', exact: true }).click();
  await page.getByLabel('Audio- oder Videodatei', { exact: true }).setInputFiles(mp3OnDisk('interview.mp3'));
  await page.getByRole('textbox', { name: 'Start', exact: true }).fill('0,25');
  await page.getByRole('textbox', { name: 'Ende', exact: true }).fill('0:00,75');
  // Nothing runs before the button is pressed.
  await expect(output(page).locator('audio')).toHaveCount(0);

  // A slow line (about 8 MB/s), so that the engine's download can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 8_000_000, uploadThroughput: -1 });
  await page.getByRole('button', { name: 'Umwandeln', exact: true }).click();
  const status = output(page).locator('.running');
  await expect(status).toContainText(/Download: [\d,]+\s(Byte|kB|MB) von [\d,]+\sMB…/);
  await expect(status.getByRole('progressbar', { name: 'Fortschritt' })).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const player = output(page).getByLabel('interview.wav abspielen', { exact: true });
  await expect(player).toBeVisible({ timeout: 60_000 });
  const values = output(page).locator('[data-block="values"]');
  await expect(values).toContainText('MP3 → WAV');
  await expect(values).toContainText('0:01,000 → 0:00,500');
  await expect(output(page).getByRole('img', { name: /^Wellenform von interview\.mp3 \(0:01,000\): Der behaltene Teil, von 0:00,250 bis 0:00,750/ })).toBeVisible();
  await expect(output(page).getByText('Die Quelle ist bereits verlustbehaftet komprimiert (MP3)', { exact: false })).toBeVisible();
  // The browser's player reads it: half a second of sound.
  const seconds = await player.evaluate((audio: HTMLAudioElement) => new Promise<number>((done) => {
    if (audio.readyState >= 1) done(audio.duration);
    audio.addEventListener('loadedmetadata', () => done(audio.duration));
    audio.addEventListener('error', () => done(-1));
  }));
  expect(seconds).toBeCloseTo(0.5, 2);

  const [download] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name: 'interview.wav herunterladen', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('interview.wav');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
  await expect(page.getByText('interview.wav heruntergeladen')).toBeVisible();
  await expect(output(page).getByText(/^Die [\d,]+\sMB, die dieses Tool braucht, sind in Ihrem Browser gespeichert/)).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

test('says a wrong position at its field, a change clears the result, and a file without sound is said to have none', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(120_000);
  await openTool('en', 'miscellaneous', 'audio-converter');
  await page.getByLabel('Audio or video file', { exact: true }).setInputFiles(mp3OnDisk('song.mp3'));
  const start = page.getByRole('textbox', { name: 'Start', exact: true });
  const end = page.getByRole('textbox', { name: 'End', exact: true });
  await start.fill('0.8');
  await end.fill('0.2');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByText('The end must come after the start.', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(end).toHaveAttribute('aria-invalid', 'true');

  await end.fill('');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(output(page).getByLabel('Play song-converted.mp3', { exact: true })).toBeVisible({ timeout: 60_000 });
  // A change after the press: the result made with the old values goes.
  await page.getByRole('tab', { name: 'FLAC', exact: true }).click();
  await expect(output(page).locator('audio')).toHaveCount(0);

  await page.getByLabel('Audio or video file', { exact: true }).setInputFiles({ name: SAMPLE_PNG.name, mimeType: SAMPLE_PNG.type, buffer: Buffer.from(exampleFileBytes(SAMPLE_PNG)) });
  await start.fill('');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByText('This file has no sound: it holds no audio track to convert.', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(output(page).locator('audio')).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});
