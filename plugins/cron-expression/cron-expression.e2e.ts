/**
 * The next runs follow the real current moment in the zone chosen, whatever the browser's own zone:
 * with "Runs after" empty the runs follow the current instant (not the browser's clock relabelled as
 * the chosen zone), and a moment typed there is read in the chosen zone. The clock is Playwright's,
 * the browser's zone the context's.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';

const runsAfter = (page: Page) => page.getByLabel('Runs after', { exact: true });
const zone = (page: Page) => page.getByLabel('Time zone', { exact: true });
/** The date and time of each row of the table of next runs. */
const runTimes = (page: Page) => output(page).getByRole('table', { name: 'Next 10 runs' }).locator('tbody tr > :last-child');

async function open(page: Page, openTool: (lang: string, category: string, id: string) => Promise<void>, expression: string) {
  await openTool('en', 'developer-tools', 'cron-expression');
  await page.getByLabel('Cron expression', { exact: true }).fill(expression);
}

test.describe('a browser in Tokyo, UTC chosen', () => {
  test.use({ timezoneId: 'Asia/Tokyo', isolatedContext: true });

  test('at 22:17 UTC the 03:00 UTC run of the next day comes first', async ({ page, openTool, foreignRequests }) => {
    // 22:17:30 UTC on Tuesday 1 December 2026: already 07:17 on Wednesday in Tokyo.
    await page.clock.setFixedTime(new Date('2026-12-01T22:17:30Z'));
    await open(page, openTool, '0 3 * * *');
    await expect(runsAfter(page)).toHaveValue('');
    // In the browser's own zone first ("Your time zone"): Tokyo.
    await expect(output(page)).toContainText('Runs after Wed, Dec 2, 2026, 07:17:30 AM GMT+9');
    await expect(runTimes(page).first()).toHaveText('Thu, Dec 3, 2026, 03:00:00 AM GMT+9');

    // UTC chosen: the same moment, as UTC clocks show it; the run of 2 December at 03:00 UTC is not skipped.
    await zone(page).selectOption('UTC');
    await expect(output(page)).toContainText('Runs after Tue, Dec 1, 2026, 10:17:30 PM UTC');
    await expect(runTimes(page)).toHaveCount(10);
    await expect(runTimes(page).first()).toHaveText('Wed, Dec 2, 2026, 03:00:00 AM UTC');
    await expect(runTimes(page).nth(1)).toHaveText('Thu, Dec 3, 2026, 03:00:00 AM UTC');
    expect(foreignRequests).toEqual([]);
  });
});

test.describe('a browser in UTC, New York chosen', () => {
  test.use({ timezoneId: 'UTC', isolatedContext: true });

  test('at 5:16 PM EST the runs follow 5:16 PM EST; a moment typed is read in New York', async ({ page, openTool, foreignRequests }) => {
    await page.clock.setFixedTime(new Date('2026-12-01T22:16:45Z'));
    await open(page, openTool, '0 18 * * *');
    await zone(page).selectOption('America/New_York');
    await expect(output(page)).toContainText('Runs after Tue, Dec 1, 2026, 05:16:45 PM EST');
    // 6 PM in New York is still to come that evening.
    await expect(runTimes(page).first()).toHaveText('Tue, Dec 1, 2026, 06:00:00 PM EST');
    await expect(runTimes(page).nth(1)).toHaveText('Wed, Dec 2, 2026, 06:00:00 PM EST');

    await runsAfter(page).fill('2026-12-01T19:00');
    await expect(output(page)).toContainText('Runs after Tue, Dec 1, 2026, 07:00:00 PM EST');
    await expect(runTimes(page).first()).toHaveText('Wed, Dec 2, 2026, 06:00:00 PM EST');
    // Emptied: the current moment again.
    await runsAfter(page).fill('');
    await expect(output(page)).toContainText('Runs after Tue, Dec 1, 2026, 05:16:45 PM EST');
    await expect(runTimes(page).first()).toHaveText('Tue, Dec 1, 2026, 06:00:00 PM EST');
    expect(foreignRequests).toEqual([]);
  });
});

test('the German zone list names cities in German, in the order of their names', async ({ page, openTool }) => {
  await openTool('de', 'developer-tools', 'cron-expression');
  const select = page.getByLabel('Zeitzone', { exact: true });
  await expect(select.locator('option[value="Europe/Vienna"]')).toHaveText('Wien');
  await expect(select.locator('optgroup[label="Europa"] option').first()).toHaveText('Amsterdam');
  await expect(select.locator('option', { hasText: 'Vienna' })).toHaveCount(0);
  await select.selectOption({ label: 'Wien' });
  await expect(select).toHaveValue('Europe/Vienna');
});

test.describe('syntaxes and the builder', () => {
  test.use({ timezoneId: 'UTC' });
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  test('a person builds a Quartz schedule with the keyboard, reads it, copies it and edits it by hand', async ({ page, openTool, foreignRequests }) => {
    await openTool('en', 'developer-tools', 'cron-expression');
    // The tabs with the arrow keys, the syntax with the keyboard too.
    await page.getByRole('tab', { name: 'Expression' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Builder' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('radio', { name: 'Unix cron' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Quartz' })).toBeChecked();
    // Every 10 minutes, every hour, on the 1st and the 15th; the weekday left to any day.
    await field(page, 'Minute').selectOption({ label: 'Every N minutes (N, or start/N)' });
    await field(page, 'Minutes').fill('10');
    await field(page, 'Hour').selectOption({ label: 'Every hour' });
    // A box of values only for the choices that take values.
    await expect(field(page, 'Hours')).toHaveCount(0);
    await expect(field(page, 'Days of the month')).toHaveCount(0);
    await field(page, 'Day of week').selectOption({ label: 'Any day of the week' });
    await field(page, 'Day of month').selectOption({ label: 'Specific days' });
    await field(page, 'Days of the month').fill('1,15');
    await runsAfter(page).fill('2026-01-14T23:30');
    await expect(output(page)).toContainText('0 0/10 * 1,15 * ?');
    await expect(output(page)).toContainText('Every 10 minutes, on day 1 and 15 of the month');
    await expect(runTimes(page).first()).toHaveText('Thu, Jan 15, 2026, 12:00:00 AM UTC');
    await expect(output(page).getByRole('row', { name: /^Year/ })).toHaveCount(0);
    await expect(output(page).getByRole('button', { name: 'Copy expression' }).first()).toBeVisible();

    // Both day fields set: Quartz refuses, and says so at the day of week.
    await field(page, 'Day of week').selectOption({ label: 'A range of days of the week' });
    await field(page, 'Days of the week').fill('MON-FRI');
    await expect(page.getByText('Quartz matches days by one field only: set the day of month or the day of week to “every”.')).toBeVisible();
    await expect(field(page, 'Day of week')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Day of month').selectOption({ label: 'Every day' });
    await expect(output(page)).toContainText('0 0/10 * ? * MON-FRI');

    // Back on the Expression tab, the expression built, ready to edit.
    await page.getByRole('tab', { name: 'Builder' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Expression' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Cron expression', { exact: true })).toHaveValue('0 0/10 * ? * MON-FRI');
    await expect(output(page)).toContainText('Every 10 minutes, Monday through Friday');

    // An expression typed, taken to the builder: its pickers say each part.
    await page.getByLabel('Cron expression', { exact: true }).fill('0 15 10 ? * 6L 2027');
    await expect(output(page)).toContainText('At 10:15 AM, on the last Friday of the month, only in 2027');
    await page.getByRole('tab', { name: 'Builder' }).click();
    await expect(field(page, 'Day of week')).toHaveValue('last');
    await expect(field(page, 'Days of the week')).toHaveValue('FRI');
    await expect(field(page, 'Year')).toHaveValue('list');
    await expect(field(page, 'Years')).toHaveValue('2027');
    await expect(output(page)).toContainText('0 15 10 ? * 6L 2027');
    expect(foreignRequests).toEqual([]);
  });

  test('an EventBridge expression: ? required in one day field, runs in UTC, and rate()', async ({ page, openTool }) => {
    await openTool('en', 'developer-tools', 'cron-expression');
    await page.getByRole('radio', { name: 'AWS EventBridge' }).check();
    await zone(page).selectOption('UTC');
    await runsAfter(page).fill('2026-03-27T12:00');
    const typed = page.getByLabel('Cron expression', { exact: true });
    await typed.fill('cron(0 12 * * MON-FRI *)');
    await expect(page.getByText('EventBridge cannot match both a day of month (“*”) and a day of week (“MON-FRI”): put ? in one of the two fields.')).toBeVisible();
    await expect(typed).toHaveAttribute('aria-invalid', 'true');
    await typed.fill('cron(0 12 ? * MON-FRI *)');
    await expect(output(page)).toContainText('At 12:00 PM, Monday through Friday');
    await expect(runTimes(page).first()).toHaveText('Mon, Mar 30, 2026, 12:00:00 PM UTC');
    await expect(output(page).getByRole('rowheader', { name: 'Year' })).toBeVisible();
    await typed.fill('rate(5 minutes)');
    await expect(output(page)).toContainText('Every 5 minutes');
    await expect(runTimes(page).first()).toHaveText('Fri, Mar 27, 2026, 12:05:00 PM UTC');
    // A crontab expression is not EventBridge's: the field count says what it takes.
    await typed.fill('0 12 * * *');
    await expect(page.getByText(/An EventBridge cron expression has 6 fields/)).toBeVisible();
  });
});
