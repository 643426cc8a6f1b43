/**
 * What the examples cannot show: live devices. Chromium's fake camera and microphone (the desktop
 * browser: the headless shell has no media capture) stand in for real ones: the camera's resolution and
 * frame rates, switching to the second camera by its name, the level meter following the fake
 * microphone's beeps, a test recording played back and downloaded, every device turned off by Stop;
 * and, without permission or with devices that fail, each problem said in the page's language.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, CHROMIUM_ARGS, FULL_CHROMIUM } from '../../tests/e2e/fixtures.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

test.use({
  isolatedContext: true,
  launchOptions: {
    executablePath: FULL_CHROMIUM,
    // Two fake cameras (and microphones), so that choosing one is tested too.
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream=device-count=2', '--autoplay-policy=no-user-gesture-required'],
  },
});

const stat = (page: Page, section: string, label: string) =>
  page
    .getByRole('region', { name: section })
    .locator('.stat')
    .filter({ has: page.locator('.stat-label').getByText(label, { exact: true }) })
    .locator('.stat-value');

test('shows the camera’s resolution and frame rate, follows the microphone, records and plays back, and turns everything off', async ({ page, context, openTool, foreignRequests }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['camera', 'microphone']);
  await openTool('en', 'miscellaneous', 'webcam-and-microphone-test');
  await expect(page.getByText('Nothing is uploaded: the camera image, the sound and the recording stay in this page and are never sent anywhere.')).toBeVisible();
  const record = page.getByRole('button', { name: 'Record 10 seconds' });
  await expect(record).toBeDisabled();

  // From the keyboard: Tab to the camera's Start button, Enter.
  const start = page.getByRole('button', { name: 'Start the camera' });
  await start.focus();
  await page.keyboard.press('Enter');
  const video = page.getByLabel('Camera image');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const size = await video.evaluate((v: HTMLVideoElement) => `${v.videoWidth} × ${v.videoHeight}`);
  await expect(stat(page, 'Camera', 'Resolution')).toHaveText(size);
  await expect(stat(page, 'Camera', 'Frame rate (camera setting)')).toHaveText(/^\d+(\.\d)? fps$/);
  await expect(stat(page, 'Camera', 'Frame rate (measured)')).toHaveText(/^\d+(\.\d)? fps$/, { timeout: 10_000 });
  const measured = Number((await stat(page, 'Camera', 'Frame rate (measured)').textContent())!.replace(' fps', ''));
  expect(measured).toBeGreaterThan(5);
  // Mirrored by default, as a mirror shows you; the option turns it off.
  await expect(video).toHaveAttribute('data-mirror', 'true');
  await page.getByLabel('Mirror the preview').uncheck();
  await expect(video).not.toHaveAttribute('data-mirror');

  // Allowed: the cameras are listed by name, and choosing the other one switches to it.
  const cameras = page.getByRole('combobox', { name: 'Camera', exact: true });
  await expect(cameras.locator('option')).toHaveCount(2);
  const first = await stat(page, 'Camera', 'Camera').textContent();
  const other = (await cameras.locator('option').allTextContents()).find((name) => name !== first)!;
  await cameras.selectOption({ label: other });
  await expect(stat(page, 'Camera', 'Camera')).toHaveText(other);

  // The microphone: the meter follows the fake microphone's beeps, in decibels and words.
  await page.getByRole('button', { name: 'Start the microphone' }).click();
  const meter = page.getByRole('meter', { name: 'Sound level' });
  await expect(meter).toBeVisible();
  const levels = new Set<string>();
  await expect
    .poll(async () => {
      levels.add((await meter.getAttribute('aria-valuetext')) ?? '');
      return levels.size;
    }, { intervals: [100] })
    .toBeGreaterThan(2);
  for (const level of levels) expect(level).toMatch(/^(Silent|Quiet|Good|Loud|Too loud, distorted) \(-?\d+ dB( or less)?\)$/);
  await expect(stat(page, 'Microphone', 'Loudest so far')).not.toHaveText('-60 dB or less');
  await expect(stat(page, 'Microphone', 'Sample rate')).toHaveText(/^\d{1,3}(,\d{3})* Hz$/);
  expect(await seriousViolations(page)).toEqual([]);

  // A test recording of both, stopped early, played back in the page and downloaded.
  await expect(page.getByText('Records what the devices that are on give, for 10 seconds at most, and plays it back here.')).toBeVisible();
  await record.click();
  await expect(page.getByRole('timer', { name: 'Recording time' })).toContainText(/Recording 00:0\d \/ 00:10/);
  await expect(page.getByText('Recording: it stops by itself after 10 seconds.')).toBeVisible();
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  const player = page.getByLabel('Your test recording');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('src', /^blob:/);
  await expect(stat(page, 'Test recording', 'Format')).toHaveText(/^video\/webm/);
  // It plays: the browser reads the recorded video, frames and all.
  await player.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the recording' }).click()]);
  expect(download.suggestedFilename()).toBe('test-recording.webm');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.length).toBeGreaterThan(1000);
  // A WebM file: the EBML header's magic number.
  expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

  // Stop turns each device off: no live track is left.
  await page.getByRole('button', { name: 'Stop the camera' }).click();
  await page.getByRole('button', { name: 'Stop the microphone' }).click();
  await expect(video).toBeHidden();
  await expect(meter).toHaveCount(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.srcObject)).toBeNull();
  await expect(record).toBeDisabled();
  expect(foreignRequests).toEqual([]);
});

test('says in the page’s language why a device cannot start: refused, in use, no camera access at all', async ({ page, openTool, foreignRequests }) => {
  // No permission given: Chromium refuses as a visitor's "Block" does.
  await openTool('de', 'miscellaneous', 'webcam-and-microphone-test');
  await page.getByRole('button', { name: 'Kamera starten' }).click();
  const cameraSection = page.getByRole('region', { name: 'Kamera' });
  await expect(cameraSection.getByRole('status')).toHaveText(
    '⚠ Der Zugriff auf die Kamera wurde verweigert. Erlauben Sie die Kamera für diese Website in Ihrem Browser (über das Kamerasymbol oder das Schloss in der Adressleiste) und klicken Sie dann erneut auf „Kamera starten“.',
  );
  await expect(page.getByRole('button', { name: 'Kamera starten' })).toBeEnabled();
  await expect(page.getByText('Starten Sie die Kamera, das Mikrofon oder beides, um einen Testclip aufzunehmen.')).toBeVisible();

  // A microphone held by another app (NotReadableError).
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Could not start audio source', 'NotReadableError'));
  });
  await page.getByRole('button', { name: 'Mikrofon starten' }).click();
  await expect(page.getByRole('region', { name: 'Mikrofon' }).getByRole('status')).toContainText('Das Mikrofon wird von einer anderen App verwendet oder konnte nicht gestartet werden.');

  // A camera that cannot give what is asked (OverconstrainedError), then a browser without camera access.
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('', 'OverconstrainedError'));
  });
  await page.getByRole('button', { name: 'Kamera starten' }).click();
  await expect(cameraSection.getByRole('status')).toContainText('Die gewählte Kamera ist nicht mehr verfügbar oder liefert kein Bild.');
  await page.evaluate(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
  await page.getByRole('button', { name: 'Kamera starten' }).click();
  await expect(cameraSection.getByRole('status')).toContainText('Dieser Browser kann auf dieser Seite keine Kamera verwenden.');
  expect(await seriousViolations(page)).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test('turns the camera and microphone off when the visitor leaves the page', async ({ page, context, openTool }) => {
  await context.grantPermissions(['camera', 'microphone']);
  await openTool('en', 'miscellaneous', 'webcam-and-microphone-test');
  // Every track the page is given, kept where the test can look at it after the page has gone.
  await page.evaluate(() => {
    const md = navigator.mediaDevices;
    const ask = md.getUserMedia.bind(md);
    const given: MediaStreamTrack[] = [];
    (window as unknown as { given: MediaStreamTrack[] }).given = given;
    md.getUserMedia = async (constraints) => {
      const stream = await ask(constraints);
      given.push(...stream.getTracks());
      return stream;
    };
  });
  await page.getByRole('button', { name: 'Start the camera' }).click();
  await page.getByRole('button', { name: 'Start the microphone' }).click();
  await expect(page.getByRole('meter', { name: 'Sound level' })).toBeVisible();
  const states = () => page.evaluate(() => (window as unknown as { given: MediaStreamTrack[] }).given.map((t) => `${t.kind} ${t.readyState}`));
  expect(await states()).toEqual(['video live', 'audio live']);
  // Another page of the site, reached by a link: the tool's panel is gone, and with it the devices.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Miscellaneous' }).click();
  await expect(page).toHaveURL(/\/en\/miscellaneous$/);
  await expect.poll(states).toEqual(['video ended', 'audio ended']);
});
