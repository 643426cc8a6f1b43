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
