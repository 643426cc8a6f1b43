import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

// "Today" is Friday 3 May 2024 in Berlin, whatever the machine's clock says.
test.use({ timezoneId: 'Europe/Berlin' });
const TODAY = new Date('2024-05-03T10:00:00+02:00');

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** A statistic card, by its exact label. */
const stat = (page: Page, label: string) => page.locator('.stat', { has: page.getByText(label, { exact: true }) });
const headline = (page: Page) => page.locator('.result-value');

test('counts, adds, describes and offsets dates as a person would', async ({ page, openTool, foreignRequests }) => {
  await page.clock.setFixedTime(TODAY);
  await openTool('en', 'time-date-tools', 'date-calculator');

  // Difference: from today to the end of the year, prefilled.
  await expect(page.getByRole('tab', { name: 'Difference' })).toHaveAttribute('aria-selected', 'true');
  const start = page.getByLabel('Start date', { exact: true });
  const end = page.getByLabel('End date', { exact: true });
  await expect(start).toHaveValue('2024-05-03');
  await expect(end).toHaveValue('2024-12-31');
  await expect(headline(page)).toHaveText('7 months, 28 days');
  await expect(stat(page, 'Total days')).toContainText('242');

  // A whole leap year, end date included.
  await start.fill('2024-01-01');
  await page.getByRole('checkbox', { name: 'Include end date' }).check();
  await expect(headline(page)).toHaveText('1 year');
  await expect(stat(page, 'Total days')).toContainText('366');
  await expect(stat(page, 'Business days (Monday to Friday)')).toContainText('262');
  await expect(stat(page, 'Weekend days')).toContainText('104');
  await expect(stat(page, 'In weeks')).toContainText('52 weeks, 2 days');
  await expect(page.getByText('From Monday, January 1, 2024 to Tuesday, December 31, 2024, end date included')).toBeVisible();
  await expect(page.getByText('Public holidays are not taken into account', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Copy result' }).click();
  expect(await clipboard(page)).toBe('1 year (366 days)');

  // Swapped dates are counted and said so; a missing date gets the spec's message.
  await page.getByRole('checkbox', { name: 'Include end date' }).uncheck();
  await start.fill('2024-03-01');
  await end.fill('2024-01-31');
  await expect(headline(page)).toHaveText('1 month, 1 day');
  await expect(page.getByText('The end date is before the start date', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Swap dates' }).click();
  await expect(start).toHaveValue('2024-01-31');
  await expect(page.getByText('The end date is before the start date', { exact: false })).toBeHidden();
  await end.fill('');
  await expect(page.getByRole('alert')).toContainText('Please select both start and end dates.');
  await page.getByRole('button', { name: 'Today: End date' }).click();
  await expect(end).toHaveValue('2024-05-03');

  // Add/Subtract: month ends clamp.
  await page.getByRole('tab', { name: 'Add/Subtract' }).click();
  await page.getByLabel('Start date', { exact: true }).fill('2024-01-31');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1');
  await page.getByRole('combobox', { name: 'Unit' }).selectOption({ label: 'Months' });
  await expect(headline(page)).toHaveText('Thursday, February 29, 2024');
  await expect(page.getByText('February 2024 has no day 31, so the last day of the month was used.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy date' }).click();
  expect(await clipboard(page)).toBe('2024-02-29');
  await page.getByRole('radio', { name: 'Subtract' }).check();
  await expect(headline(page)).toHaveText('Sunday, December 31, 2023');
  await page.getByRole('radio', { name: 'Add' }).check();
  await page.getByRole('combobox', { name: 'Unit' }).selectOption({ label: 'Business days' });
  await page.getByLabel('Start date', { exact: true }).fill('2024-05-03');
  await page.getByRole('textbox', { name: 'Amount' }).fill('10');
  await expect(headline(page)).toHaveText('Friday, May 17, 2024');
  await expect(stat(page, 'Calendar days later')).toContainText('14');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1.5');
  await expect(page.getByRole('alert')).toContainText('Please enter valid inputs.');
  await page.getByRole('textbox', { name: 'Amount' }).fill('');
  await expect(page.getByRole('alert')).toContainText('Please fill in all required fields.');

  // Info: today, then an ISO week at a year boundary.
  await page.getByRole('tab', { name: 'Info' }).click();
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue('2024-05-03');
  await expect(headline(page)).toHaveText('Friday, May 3, 2024');
  await expect(stat(page, 'Day of the year')).toContainText('124 of 366');
  await expect(stat(page, 'ISO week')).toContainText('Week 18');
  await expect(stat(page, 'From today')).toContainText('today');
  await date.fill('2021-01-03');
  await expect(stat(page, 'ISO week')).toContainText('Week 53 of 2020');
  await expect(stat(page, 'Business day')).toContainText('✗ No');
  await expect(page.getByRole('group', { name: 'ISO week date' })).toContainText('2020-W53-7');
  await page.getByRole('group', { name: 'Long', exact: true }).getByRole('button', { name: 'Copy' }).click();
  expect(await clipboard(page)).toBe('Sunday, January 3, 2021');
  await date.fill('');
  await expect(page.getByRole('alert')).toContainText('Please select a date.');

  // Before/After.
  await page.getByRole('tab', { name: 'Before/After' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('90');
  await page.getByRole('radio', { name: 'Before' }).check();
  await page.getByLabel('Reference date', { exact: true }).fill('2025-01-01');
  await expect(headline(page)).toHaveText('Thursday, October 3, 2024');
  await expect(page.getByText('90 days before Wednesday, January 1, 2025 =')).toBeVisible();

  // An example switches tab and fills the fields.
  await page.getByRole('button', { name: 'Week number of 3 January 2021' }).click();
  await expect(page.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
  await expect(stat(page, 'ISO week')).toContainText('Week 53 of 2020');

  expect(foreignRequests).toEqual([]);
});

test('speaks German on the German page', async ({ page, openTool, foreignRequests }) => {
  await page.clock.setFixedTime(TODAY);
  await openTool('de', 'time-date-tools', 'date-calculator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Datumsrechner');

  await page.getByLabel('Startdatum', { exact: true }).fill('2024-01-01');
  await page.getByLabel('Enddatum', { exact: true }).fill('2024-12-31');
  await page.getByRole('checkbox', { name: 'Enddatum einschließen' }).check();
  await expect(headline(page)).toHaveText('1 Jahr');
  await expect(stat(page, 'Arbeitstage (Montag bis Freitag)')).toContainText('262');

  await page.getByRole('tab', { name: 'Info' }).click();
  await page.getByLabel('Datum', { exact: true }).fill('2024-02-29');
  await expect(headline(page)).toHaveText('Donnerstag, 29. Februar 2024');
  await expect(stat(page, 'Kalenderwoche (ISO)')).toContainText('KW 9');
  await expect(stat(page, 'Schaltjahr')).toContainText('✓ Ja');
  await expect(page.getByRole('group', { name: 'Numerisch' })).toContainText('29.02.2024');
  await page.getByRole('group', { name: 'ISO 8601', exact: true }).getByRole('button', { name: 'Kopieren' }).click();
  expect(await clipboard(page)).toBe('2024-02-29');
  await page.getByLabel('Datum', { exact: true }).fill('');
  await expect(page.getByRole('alert')).toContainText('Bitte wählen Sie ein Datum.');

  await page.getByRole('tab', { name: 'Addieren/Subtrahieren' }).click();
  await page.getByLabel('Startdatum', { exact: true }).fill('2024-01-31');
  await page.getByRole('textbox', { name: 'Anzahl' }).fill('1');
  await page.getByRole('combobox', { name: 'Einheit' }).selectOption({ label: 'Monate' });
  await expect(headline(page)).toHaveText('Donnerstag, 29. Februar 2024');
  await expect(page.getByText('Der Februar 2024 hat keinen 31., daher wurde der letzte Tag des Monats verwendet.')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});
