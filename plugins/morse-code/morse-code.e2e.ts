/**
 * What the looped examples cannot show: the sound. Play starts Web Audio and turns into Stop, which
 * ends it (and a short sound ends by itself); Download WAV gives a RIFF/WAVE file whose length is
 * the timing at the chosen speed and Farnsworth spacing; a Morse mistake is said at its position;
 * all with no request leaving the page.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { resultButton } from '../../tests/e2e/result.ts';

const wavOf = async (page: Page, name: string) => {
  const [download] = await Promise.all([page.waitForEvent('download'), resultButton(page, name).click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
};

test('plays the Morse code, stops it, and downloads it as WAV at the chosen speed', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'morse-code');
  const input = page.getByLabel('Text or Morse code', { exact: true });
  await input.fill('SOS');
  await expect(page.getByLabel('Morse code', { exact: true })).toHaveValue('... --- ...');
  // SOS at 20 WPM: 27 dots of 60 ms.
  await expect(page.getByText('1.6 sec at 20 words per minute', { exact: true })).toBeVisible();

  // Play turns into Stop while the sound plays; Stop ends it at once.
  await resultButton(page, 'Play').click();
  await expect(resultButton(page, 'Stop')).toBeVisible();
  expect(await page.evaluate(() => typeof AudioContext)).toBe('function');
  await resultButton(page, 'Stop').click();
  await expect(resultButton(page, 'Play')).toBeVisible();
  // A short sound ends by itself (E: 60 ms).
  await input.fill('E');
  await resultButton(page, 'Play').click();
  await expect(resultButton(page, 'Play')).toBeVisible({ timeout: 5000 });

  // The WAV file: RIFF header, 22,050 Hz 16-bit mono, as many samples as the timing says.
  await input.fill('SOS');
  // The download is of the result on screen: SOS's, once it has replaced E's.
  await expect(page.getByLabel('Morse code', { exact: true })).toHaveValue('... --- ...');
  let wav = await wavOf(page, 'Download WAV');
  expect(wav.name).toBe('morse-code.wav');
  expect(wav.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(wav.bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
  expect(wav.bytes.readUInt32LE(24)).toBe(22_050);
  expect(wav.bytes.readUInt16LE(34)).toBe(16);
  expect(wav.bytes.readUInt32LE(40)).toBe(Math.round(27 * 0.06 * 22_050) * 2);

  // Slower, with Farnsworth spacing: letters at 10 WPM (dot 120 ms), gaps for 5 WPM overall.
  const options = page.locator('main .tool-options');
  await options.getByLabel('Speed (words per minute)', { exact: true }).fill('10');
  await options.getByRole('checkbox', { name: 'Farnsworth spacing', exact: true }).check();
  await options.getByLabel('Overall speed with Farnsworth (words per minute)', { exact: true }).fill('5');
  wav = await wavOf(page, 'Download WAV');
  // S O S: 3 letters of 5, 11 and 5 dots (21 dots of 120 ms) and two stretched letter gaps.
  const delay = (60 * 10 - 37.2 * 5) / (5 * 10);
  const seconds = 21 * 0.12 + 2 * ((3 * delay) / 19);
  expect(Math.abs(wav.bytes.readUInt32LE(40) / 2 - seconds * 22_050)).toBeLessThanOrEqual(2);
  expect(foreignRequests).toEqual([]);
});

test('decoding: a character that is not Morse is named with its position; keyboard reaches Play', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'text-tools', 'morse-code');
  await page.getByRole('tab', { name: 'Morse zu Text', exact: true }).click();
  const input = page.getByLabel('Text oder Morsecode', { exact: true });
  await input.fill('... --- x');
  await expect(page.locator('main [role="alert"]').filter({ hasText: '„x“ an Position 9 ist kein Morsecode' })).toHaveCount(1);
  await input.fill('... --- ...');
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue('SOS');
  // By keyboard: Enter plays, the same button (still focused) now says Stop, and Enter stops.
  await resultButton(page, 'Abspielen').focus();
  await page.keyboard.press('Enter');
  await expect(resultButton(page, 'Stopp')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(resultButton(page, 'Abspielen')).toBeFocused();
  expect(foreignRequests).toEqual([]);
});
