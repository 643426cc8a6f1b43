import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

// "Today" is Friday 3 May 2024 in Berlin, whatever the machine's clock says.
test.use({ timezoneId: 'Europe/Berlin', isolatedContext: true });
const TODAY = new Date('2024-05-03T10:00:00+02:00');

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The value on a result card, by its exact label. */
const stat = (page: Page, label: string) => page.locator('li.stat', { has: page.getByText(label, { exact: true }) }).locator('.stat-value');
const headline = (page: Page) => page.locator('.tool-output .stat-main .stat-value');
const caption = (page: Page) => page.locator('.tool-output .stat-main .stat-label');
const dateField = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The Today button beside a date field. */
const today = (page: Page, label: string) => page.locator('.date-field', { has: dateField(page, label) }).getByRole('button', { name: 'Today' });

test('counts, adds, describes and offsets dates as a person would, and remembers each tab', async ({ page, openTool, foreignRequests }) => {
  await page.clock.setFixedTime(TODAY);
  await openTool('en', 'time-date-tools', 'date-calculator');
  const tabs = page.getByRole('tablist', { name: 'Calculation' });
  await expect(tabs.getByRole('tab', { name: 'Difference' })).toHaveAttribute('aria-selected', 'true');
  const start = dateField(page, 'Start date');
  const end = dateField(page, 'End date');

  // Today's date from the Today buttons, read where the visitor is.
  await today(page, 'Start date').click();
  await expect(start).toHaveValue('2024-05-03');
  await end.fill('2024-12-31');
  await expect(headline(page)).toHaveText('7 months, 28 days');
  await expect(stat(page, 'Total days')).toHaveText('242');

  // A whole leap year, end date included.
  await start.fill('2024-01-01');
  await page.getByRole('checkbox', { name: 'Include end date' }).check();
  await expect(headline(page)).toHaveText('1 year');
  await expect(stat(page, 'Total days')).toHaveText('366');
  await expect(stat(page, 'Business days (Monday to Friday)')).toHaveText('262');
  await expect(stat(page, 'Weekend days')).toHaveText('104');
  await expect(stat(page, 'In weeks')).toHaveText('52 weeks, 2 days');
  await expect(caption(page)).toHaveText('From Monday, January 1, 2024 to Tuesday, December 31, 2024, end date included');
  await expect(page.getByText('Public holidays are not taken into account', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Copy result' }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('1 year (366 days)');

  // Dates the wrong way round are counted and said so; Swap puts them right; a missing date gets the spec's message.
  await page.getByRole('checkbox', { name: 'Include end date' }).uncheck();
  await start.fill('2024-03-01');
  await end.fill('2024-01-31');
  await expect(headline(page)).toHaveText('1 month, 1 day');
  await expect(page.getByText('The end date is before the start date', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(start).toHaveValue('2024-01-31');
  await expect(end).toHaveValue('2024-03-01');
  await expect(page.getByText('The end date is before the start date', { exact: false })).toBeHidden();
  await end.fill('');
  await expect(page.getByRole('alert')).toHaveText(/Please select both start and end dates\./);
  await today(page, 'End date').click();
  await expect(end).toHaveValue('2024-05-03');

  // Add/Subtract: month ends clamp, and the page says so.
  await tabs.getByRole('tab', { name: 'Add/Subtract' }).click();
  await dateField(page, 'Start date').fill('2024-01-31');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1');
  await page.getByRole('combobox', { name: 'Unit' }).selectOption({ label: 'Months' });
  await expect(headline(page)).toHaveText('Thursday, February 29, 2024');
  await expect(caption(page)).toHaveText('Wednesday, January 31, 2024 + 1 month');
  await expect(page.getByText('February 2024 has no day 31, so the last day of the month was used.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy: ISO 8601' }).click();
  await expect.poll(() => clipboard(page)).toBe('2024-02-29');
  await page.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Subtract' });
  await expect(headline(page)).toHaveText('Sunday, December 31, 2023');
  await page.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Add' });
  await page.getByRole('combobox', { name: 'Unit' }).selectOption({ label: 'Business days' });
  await dateField(page, 'Start date').fill('2024-05-03');
  await page.getByRole('textbox', { name: 'Amount' }).fill('10');
  await expect(headline(page)).toHaveText('Friday, May 17, 2024');
  await expect(stat(page, 'Calendar days later')).toHaveText('14');
  await expect(page.getByText('Business days are Monday to Friday; public holidays are not taken into account.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1.5');
  await expect(page.getByRole('alert')).toHaveText('Please enter valid inputs.');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Amount' }).fill('');
  await expect(page.locator('.tool-output')).toContainText('Please fill in all required fields.');
  await page.getByRole('textbox', { name: 'Amount' }).fill('10');

  // Info: an ISO week at a year boundary, and its formats with their own Copy.
  await tabs.getByRole('tab', { name: 'Info' }).click();
  const date = dateField(page, 'Date');
  await date.fill('2021-01-03');
  await expect(headline(page)).toHaveText('Sunday, January 3, 2021');
  await expect(stat(page, 'ISO week')).toHaveText('Week 53 of 2020');
  await expect(stat(page, 'Business day')).toHaveText('✗ No');
  await expect(page.getByRole('row', { name: /ISO week date/ })).toContainText('2020-W53-7');
  await page.getByRole('button', { name: 'Copy: Long' }).click();
  await expect.poll(() => clipboard(page)).toBe('Sunday, January 3, 2021');
  await date.fill('');
  await expect(page.getByRole('alert')).toHaveText(/Please select a date\./);
  await today(page, 'Date').click();
  await expect(stat(page, 'Day of the year')).toHaveText('124 of 366');

  // Before/After, with its own amount and unit.
  await tabs.getByRole('tab', { name: 'Before/After' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('90');
  await page.getByRole('combobox', { name: 'Direction' }).selectOption({ label: 'Before' });
  await dateField(page, 'Reference date').fill('2025-01-01');
  await expect(headline(page)).toHaveText('Thursday, October 3, 2024');
  await expect(caption(page)).toHaveText('90 days before Wednesday, January 1, 2025');

  // Every tab keeps its fields across a reload.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(tabs.getByRole('tab', { name: 'Before/After' })).toHaveAttribute('aria-selected', 'true');
  await expect(headline(page)).toHaveText('Thursday, October 3, 2024');
  await tabs.getByRole('tab', { name: 'Add/Subtract' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('10');
  await expect(page.getByRole('combobox', { name: 'Unit' })).toHaveValue('businessDays');
  await expect(headline(page)).toHaveText('Friday, May 17, 2024');

  expect(foreignRequests).toEqual([]);
});

test('speaks German on the German page', async ({ page, openTool, foreignRequests }) => {
  await page.clock.setFixedTime(TODAY);
  await openTool('de', 'time-date-tools', 'date-calculator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Datumsrechner');

  await dateField(page, 'Startdatum').fill('2024-01-01');
  await dateField(page, 'Enddatum').fill('2024-12-31');
  await page.getByRole('checkbox', { name: 'Enddatum einschließen' }).check();
  await expect(headline(page)).toHaveText('1 Jahr');
  await expect(stat(page, 'Arbeitstage (Montag bis Freitag)')).toHaveText('262');
  await dateField(page, 'Enddatum').fill('2025-02-03');
  await expect(headline(page)).toHaveText('1 Jahr, 1 Monat und 3 Tage');

  await page.getByRole('tab', { name: 'Info' }).click();
  await dateField(page, 'Datum').fill('2024-02-29');
  await expect(headline(page)).toHaveText('Donnerstag, 29. Februar 2024');
  await expect(stat(page, 'Kalenderwoche (ISO)')).toHaveText('KW 9');
  await expect(stat(page, 'Schaltjahr')).toHaveText('✓ Ja');
  await expect(page.getByRole('row', { name: /Numerisch/ })).toContainText('29.02.2024');
  await page.getByRole('button', { name: 'Kopieren: ISO 8601' }).click();
  await expect.poll(() => clipboard(page)).toBe('2024-02-29');
  await dateField(page, 'Datum').fill('');
  await expect(page.getByRole('alert')).toHaveText(/Bitte wählen Sie ein Datum\./);

  await page.getByRole('tab', { name: 'Addieren/Subtrahieren' }).click();
  await dateField(page, 'Startdatum').fill('2024-01-31');
  await page.getByRole('textbox', { name: 'Anzahl' }).fill('1');
  await page.getByRole('combobox', { name: 'Einheit' }).selectOption({ label: 'Monate' });
  await expect(headline(page)).toHaveText('Donnerstag, 29. Februar 2024');
  await expect(page.getByText('Der Februar 2024 hat keinen 31., daher wurde der letzte Tag des Monats verwendet.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Anzahl' }).fill('1,5');
  await expect(page.getByRole('alert')).toHaveText('Bitte geben Sie gültige Werte ein.');

  expect(foreignRequests).toEqual([]);
});
