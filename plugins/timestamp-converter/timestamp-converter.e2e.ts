import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from '../../tests/e2e/fixtures.ts';

// A fixed clock and zone make "now", the visitor's zone and relative times deterministic.
const NOW = new Date('2024-03-10T12:00:00Z'); // 1710072000
test.use({ timezoneId: 'America/New_York', isolatedContext: true });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const output = (page: Page) => page.locator('.tool-output');
/** The value of a result row, by its label. */
const line = (page: Page, name: string) => output(page).locator('tr', { has: page.getByRole('rowheader', { name, exact: true }) }).locator('td').first();
/** The message under a field. */
const message = (page: Page, label: string) => page.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.field-error');

test('shows the current time, converts a Unix timestamp, an ISO 8601 date and a picked time, with copy buttons, and remembers', async ({ page, openTool, foreignRequests }) => {
  await page.clock.setFixedTime(NOW);
  await openTool('en', 'time-date-tools', 'timestamp-converter');
  const tabs = page.getByRole('tablist', { name: 'Convert from' });
  await expect(tabs.getByRole('tab', { name: 'Unix timestamp' })).toHaveAttribute('aria-selected', 'true');

  // The live clock is there from the start; the empty field is asked for in the spec's words.
  const clock = output(page).getByRole('table', { name: 'Current Unix time' });
  await expect(line(page, 'Seconds')).toHaveText('1710072000');
  await expect(line(page, 'Milliseconds')).toHaveText('1710072000000');
  await clock.getByRole('button', { name: 'Copy: Seconds' }).click();
  await expect.poll(() => clipboard(page)).toBe('1710072000');
  await expect(output(page)).toContainText('Please enter a Unix timestamp');
  const unix = page.getByRole('textbox', { name: 'Unix timestamp', exact: true });
  await page.getByRole('button', { name: 'Now: Unix timestamp', exact: true }).click();
  await expect(unix).toHaveValue('1710072000');
  await expect(line(page, 'Relative to now')).toHaveText('now');

  // Seconds, detected, in the visitor's zone and in a chosen one.
  await unix.fill('1700000000');
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
  await expect(line(page, 'ISO 8601 (UTC)')).toHaveText('2023-11-14T22:13:20Z');
  await expect(line(page, 'HTTP date (RFC 7231)')).toHaveText('Tue, 14 Nov 2023 22:13:20 GMT');
  await expect(line(page, 'In UTC')).toHaveText(/Tuesday, November 14, 2023 at 10:13:20\sPM UTC/);
  await expect(line(page, 'In your time zone')).toHaveText(/Tuesday, November 14, 2023 at 5:13:20\sPM EST/);
  await expect(line(page, 'ISO 8601 (America/New York)')).toHaveText('2023-11-14T17:13:20-05:00');
  await expect(line(page, 'Relative to now')).toHaveText('4 months ago');
  await expect(page.getByText('Read as seconds, detected from the number of digits. If that is wrong, choose the unit above.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy: ISO 8601 (UTC)' }).click();
  await expect(page.getByRole('button', { name: 'Copy: ISO 8601 (UTC)' })).toHaveText('✓ Copied');
  expect(await clipboard(page)).toBe('2023-11-14T22:13:20Z');

  // Milliseconds, detected; then the unit chosen by hand.
  await unix.fill('1700000000000');
  await expect(line(page, 'Unix time (seconds)')).toHaveText('1700000000');
  await expect(page.getByText('Read as milliseconds, detected from the number of digits.', { exact: false })).toBeVisible();
  await page.getByRole('combobox', { name: 'Unit' }).selectOption({ label: 'Seconds' });
  await expect(line(page, 'ISO 8601 (UTC)')).toHaveText('+055840-11-08T22:13:20Z');
  await expect(output(page).locator('[data-block="note"]')).toHaveText(/^\W*Read as seconds\.$/);
  await page.getByRole('combobox', { name: 'Unit' }).selectOption({ label: 'Detect' });

  // Before 1970, and the spec's messages at the field.
  await unix.fill('-1');
  await expect(line(page, 'ISO 8601 (UTC)')).toHaveText('1969-12-31T23:59:59Z');
  await unix.fill('12 o’clock');
  await expect(message(page, 'Unix timestamp')).toHaveText('Unknown input format');
  await expect(unix).toHaveAttribute('aria-invalid', 'true');
  await expect(output(page)).toContainText('Correct the entry above to see the result.');
  await unix.fill('9'.repeat(25));
  await expect(message(page, 'Unix timestamp')).toContainText('This date is out of range');
  await unix.fill('');
  await expect(output(page)).toContainText('Please enter a Unix timestamp');
  await unix.fill('1700000000');

  // ISO 8601 with an offset, and an impossible date.
  await tabs.getByRole('tab', { name: 'ISO 8601' }).click();
  const iso = page.getByRole('textbox', { name: 'ISO 8601 date', exact: true });
  await expect(output(page)).toContainText('Please enter an ISO 8601 date');
  await iso.fill('2024-02-29T12:30:00+05:30');
  await expect(line(page, 'ISO 8601 (UTC)')).toHaveText('2024-02-29T07:00:00Z');
  await expect(line(page, 'Unix time (seconds)')).toHaveText('1709190000');
  await iso.fill('2023-02-30');
  await expect(message(page, 'ISO 8601 date')).toHaveText('Please enter a valid ISO 8601 date');
  await expect(iso).toHaveAttribute('aria-invalid', 'true');

  // A date and a time of day, which start at the visitor's own date and time (New York, 08:00 EDT).
  await tabs.getByRole('tab', { name: 'Date and time' }).click();
  const date = page.getByLabel('Date', { exact: true });
  const time = page.getByLabel('Time', { exact: true });
  await expect(date).toHaveValue('2024-03-10');
  await expect(time).toHaveValue('08:00:00');
  // Read in the chosen zone, on the night the clocks went forward in Paris; then to the second.
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Paris');
  await date.fill('2024-03-31');
  await time.fill('02:30');
  await expect(line(page, 'ISO 8601 (UTC)')).toHaveText('2024-03-31T01:30:00Z');
  await expect(line(page, 'ISO 8601 (Europe/Paris)')).toHaveText('2024-03-31T03:30:00+02:00');
  await expect(page.getByText('This time does not exist in Europe/Paris', { exact: false })).toBeVisible();
  await time.fill('02:30:45');
  await expect(line(page, 'ISO 8601 (UTC)')).toHaveText('2024-03-31T01:30:45Z');
  await expect(line(page, 'Unix time (seconds)')).toHaveText('1711848645');
  // Without its time, the date waits for it in the spec's words; Now puts the current time back.
  await time.fill('');
  await expect(output(page)).toContainText('Please enter a date and time');
  await expect(line(page, 'Seconds')).toHaveText('1710072000');
  await page.getByRole('button', { name: 'Now: Time', exact: true }).click();
  await expect(time).toHaveValue('08:00:00');
  await expect(line(page, 'ISO 8601 (UTC)')).toHaveText('2024-03-31T06:00:00Z');
  await page.getByRole('button', { name: 'Today: Date', exact: true }).click();
  await expect(date).toHaveValue('2024-03-10');
  await expect(line(page, 'ISO 8601 (UTC)')).toHaveText('2024-03-10T07:00:00Z');
  await date.fill('2024-03-31');
  await time.fill('02:30:45');

  // The tab, the fields and the zone survive a reload.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(tabs.getByRole('tab', { name: 'Date and time' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Paris');
  await expect(date).toHaveValue('2024-03-31');
  await expect(time).toHaveValue('02:30:45');
  await expect(line(page, 'ISO 8601 (Europe/Paris)')).toHaveText('2024-03-31T03:30:45+02:00');
  await tabs.getByRole('tab', { name: 'Unix timestamp' }).click();
  await expect(unix).toHaveValue('1700000000');

  // An example sets the tab, the text and the zone.
  await page.getByRole('button', { name: 'Before 1970: the Moon landing' }).click();
  await expect(unix).toHaveValue('-14182940');
  await expect(line(page, 'ISO 8601 (UTC)')).toHaveText('1969-07-20T20:17:40Z');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');

  expect(foreignRequests).toEqual([]);
});

test('speaks German on the German page', async ({ page, openTool, foreignRequests }) => {
  await page.clock.setFixedTime(NOW);
  await openTool('de', 'time-date-tools', 'timestamp-converter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unix-Zeitstempel-Umrechner');
  await expect(output(page).getByRole('table', { name: 'Aktuelle Unix-Zeit' })).toContainText('1710072000');

  await page.getByRole('tab', { name: 'ISO 8601' }).click();
  const iso = page.getByRole('textbox', { name: 'Datum nach ISO 8601', exact: true });
  await iso.fill('2023-11-14T22:13:20Z');
  await expect(line(page, 'Unix-Zeit (Sekunden)')).toHaveText('1700000000');
  await expect(line(page, 'In UTC')).toHaveText('Dienstag, 14. November 2023 um 22:13:20 UTC');
  await expect(line(page, 'Relativ zu jetzt')).toHaveText('vor 4 Monaten');
  await page.getByRole('button', { name: 'Kopieren: Unix-Zeit (Millisekunden)' }).click();
  await expect.poll(() => clipboard(page)).toBe('1700000000000');

  // Zones are named by their cities in German (the SDK's table), their values stay the IANA ids.
  const zone = page.getByRole('combobox', { name: 'Zeitzone' });
  await expect(zone.locator('option[value="Europe/Vienna"]')).toHaveText('Wien');
  await zone.selectOption('America/New_York');
  await expect(zone.locator('option:checked')).toHaveText('New York');
  await iso.fill('2023-11-14T22:13:20');
  await expect(page.getByText('Der Text hat keinen UTC-Versatz und wurde deshalb als Uhrzeit in America/New York gelesen.')).toBeVisible();
  await iso.fill('2023-02-30');
  await expect(message(page, 'Datum nach ISO 8601')).toHaveText('Bitte geben Sie ein gültiges Datum nach ISO 8601 ein');
  await iso.fill('');
  await expect(output(page)).toContainText('Bitte geben Sie ein Datum nach ISO 8601 ein');

  expect(foreignRequests).toEqual([]);
});

test('a link carries the date and the time to the second; a wrong one is said at its field', async ({ page, foreignRequests }) => {
  await page.clock.setFixedTime(NOW);
  await gotoHydrated(page, '/en/time-date-tools/timestamp-converter?mode=datetime#date=2023-11-14&time=17:13:20&timeZone=America/New_York');
  await expect(page.getByRole('tab', { name: 'Date and time' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Time', { exact: true })).toHaveValue('17:13:20');
  await expect(line(page, 'Unix time (seconds)')).toHaveText('1700000000');
  await expect(line(page, 'ISO 8601 (America/New York)')).toHaveText('2023-11-14T17:13:20-05:00');

  // 30 February and 25 o'clock (an edited link): the spec's message at each field, and no result.
  await gotoHydrated(page, '/de/time-date-tools/timestamp-converter?mode=datetime#date=2023-02-30&time=25:00&timeZone=UTC');
  await expect(message(page, 'Datum')).toHaveText('Bitte geben Sie ein gültiges Datum und eine gültige Uhrzeit ein');
  await expect(message(page, 'Uhrzeit')).toHaveText('Bitte geben Sie ein gültiges Datum und eine gültige Uhrzeit ein');
  await expect(line(page, 'Unix-Zeit (Sekunden)')).toHaveCount(0);
  // Picking a real date and time puts the result back.
  await page.getByLabel('Datum', { exact: true }).fill('2000-01-01');
  await page.getByLabel('Uhrzeit', { exact: true }).fill('00:00:01');
  await expect(message(page, 'Datum')).toHaveCount(0);
  await expect(line(page, 'Unix-Zeit (Sekunden)')).toHaveText('946684801');

  expect(foreignRequests).toEqual([]);
});
