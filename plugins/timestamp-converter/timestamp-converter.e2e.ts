import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

// A fixed clock and zone make "now", the visitor's zone and relative times deterministic.
const NOW = new Date('2024-03-10T12:00:00Z'); // 1710072000
test.use({ timezoneId: 'America/New_York' });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** A result line, by its label. */
const line = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('converts a Unix timestamp, an ISO 8601 date and a picked time, with copy buttons', async ({ page, openTool, foreignRequests }) => {
  await page.clock.setFixedTime(NOW);
  await openTool('en', 'time-date-tools', 'timestamp-converter');

  // The live clock and the field start at the current time.
  const clock = page.getByRole('region', { name: 'Current Unix time' });
  await expect(clock.getByRole('group', { name: 'Seconds', exact: true })).toContainText('1710072000');
  await expect(clock.getByRole('group', { name: 'Milliseconds', exact: true })).toContainText('1710072000000');
  await clock.getByRole('group', { name: 'Seconds', exact: true }).getByRole('button', { name: 'Copy' }).click();
  expect(await clipboard(page)).toBe('1710072000');
  const unix = page.getByRole('textbox', { name: 'Unix timestamp', exact: true });
  await expect(unix).toHaveValue('1710072000');
  await expect(line(page, 'Relative to now')).toContainText('now');

  // Seconds, detected.
  await unix.fill('1700000000');
  await expect(line(page, 'ISO 8601 (UTC)')).toContainText('2023-11-14T22:13:20Z');
  await expect(line(page, 'HTTP date (RFC 7231)')).toContainText('Tue, 14 Nov 2023 22:13:20 GMT');
  await expect(line(page, 'In UTC')).toContainText(/Tuesday, November 14, 2023 at 10:13:20\sPM UTC/);
  await expect(line(page, 'In your time zone (America/New York)')).toContainText(/Tuesday, November 14, 2023 at 5:13:20\sPM EST/);
  await expect(line(page, 'ISO 8601 (America/New York)')).toContainText('2023-11-14T17:13:20-05:00');
  await expect(line(page, 'Relative to now')).toContainText('4 months ago');
  await expect(page.getByText('Read as seconds, detected from the number of digits. If that is wrong, choose the unit above.')).toBeVisible();
  await line(page, 'ISO 8601 (UTC)').getByRole('button', { name: 'Copy' }).click();
  await expect(line(page, 'ISO 8601 (UTC)').getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('2023-11-14T22:13:20Z');

  // Milliseconds, detected; then the unit chosen by hand.
  await unix.fill('1700000000000');
  await expect(line(page, 'Unix time (seconds)')).toContainText('1700000000');
  await expect(page.getByText('Read as milliseconds, detected from the number of digits.', { exact: false })).toBeVisible();
  await page.getByRole('radio', { name: 'Seconds', exact: true }).check();
  await expect(line(page, 'ISO 8601 (UTC)')).toContainText('+055840-11-08T22:13:20Z');
  await expect(page.getByText('Read as seconds.')).toBeVisible();
  await page.getByRole('radio', { name: 'Detect' }).check();

  // Before 1970, and the spec's messages.
  await unix.fill('-1');
  await expect(line(page, 'ISO 8601 (UTC)')).toContainText('1969-12-31T23:59:59Z');
  await unix.fill('');
  await expect(page.getByRole('alert')).toHaveText('Please enter a Unix timestamp');
  await expect(unix).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Correct the entry above to see the result.')).toBeVisible();
  await unix.fill('12 o’clock');
  await expect(page.getByRole('alert')).toHaveText('Unknown input format');
  await unix.fill('9'.repeat(25));
  await expect(page.getByRole('alert')).toContainText('This date is out of range');
  await page.getByRole('button', { name: 'Now', exact: true }).click();
  await expect(unix).toHaveValue('1710072000');

  // ISO 8601 with an offset, and an impossible date.
  await page.getByRole('tab', { name: 'ISO 8601' }).click();
  const iso = page.getByRole('textbox', { name: 'ISO 8601 date', exact: true });
  await expect(iso).toHaveValue('2024-03-10T12:00:00Z');
  await iso.fill('2024-02-29T12:30:00+05:30');
  await expect(line(page, 'ISO 8601 (UTC)')).toContainText('2024-02-29T07:00:00Z');
  await expect(line(page, 'Unix time (seconds)')).toContainText('1709190000');
  await iso.fill('2023-02-30');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid ISO 8601 date');

  // A picked time in a chosen zone, on the night the clocks went forward in Paris.
  await page.getByRole('tab', { name: 'Date and time' }).click();
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Paris');
  await page.getByRole('textbox', { name: 'Date and time', exact: true }).fill('2024-03-31T02:30:00');
  await expect(line(page, 'ISO 8601 (UTC)')).toContainText('2024-03-31T01:30:00Z');
  await expect(line(page, 'ISO 8601 (Europe/Paris)')).toContainText('2024-03-31T03:30:00+02:00');
  await expect(page.getByText('This time does not exist in Europe/Paris', { exact: false })).toBeVisible();

  // An example sets the mode, the text and the zone.
  await page.getByRole('button', { name: 'Before 1970: the Moon landing' }).click();
  await expect(page.getByRole('tab', { name: 'Unix timestamp' })).toHaveAttribute('aria-selected', 'true');
  await expect(unix).toHaveValue('-14182940');
  await expect(line(page, 'ISO 8601 (UTC)')).toContainText('1969-07-20T20:17:40Z');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');

  expect(foreignRequests).toEqual([]);
});

test('speaks German on the German page', async ({ page, openTool, foreignRequests }) => {
  await page.clock.setFixedTime(NOW);
  await openTool('de', 'time-date-tools', 'timestamp-converter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unix-Zeitstempel-Umrechner');
  await expect(page.getByRole('region', { name: 'Aktuelle Unix-Zeit' })).toContainText('1710072000');

  await page.getByRole('tab', { name: 'ISO 8601' }).click();
  const iso = page.getByRole('textbox', { name: 'Datum nach ISO 8601', exact: true });
  await iso.fill('2023-11-14T22:13:20Z');
  await expect(line(page, 'Unix-Zeit (Sekunden)')).toContainText('1700000000');
  await expect(line(page, 'In UTC')).toContainText('Dienstag, 14. November 2023 um 22:13:20 UTC');
  await expect(line(page, 'Relativ zu jetzt')).toContainText('vor 4 Monaten');
  await line(page, 'Unix-Zeit (Millisekunden)').getByRole('button', { name: 'Kopieren' }).click();
  expect(await clipboard(page)).toBe('1700000000000');

  await iso.fill('2023-11-14T22:13:20');
  await expect(page.getByText('Der Text hat keinen UTC-Versatz und wurde deshalb als Uhrzeit in America/New York gelesen.')).toBeVisible();
  await iso.fill('2023-02-30');
  await expect(page.getByRole('alert')).toHaveText('Bitte geben Sie ein gültiges Datum nach ISO 8601 ein');
  await iso.fill('');
  await expect(page.getByRole('alert')).toHaveText('Bitte geben Sie ein Datum nach ISO 8601 ein');

  expect(foreignRequests).toEqual([]);
});
