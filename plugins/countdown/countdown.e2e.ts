import type { Page } from '@playwright/test';
import { gotoHydrated } from '../../tests/e2e/fixtures.ts';
import { test, expect } from '../../tests/e2e/fixtures.ts';

// The clock is Playwright's: the count is checked at chosen instants, without waiting for real seconds.
const START = new Date('2026-12-31T22:59:50Z'); // 23:59:50 in Paris, ten seconds before New Year.
test.use({ timezoneId: 'America/New_York', permissions: ['clipboard-read', 'clipboard-write'], isolatedContext: true });

const clock = (page: Page) => page.getByRole('timer');
const units = (page: Page) => clock(page).locator('.countdown-value');

test('counts down live to a moment in a zone, then counts up, and shares it with Copy link', async ({ page, openTool, foreignRequests }) => {
  await page.clock.setFixedTime(START);
  await openTool('en', 'time-date-tools', 'countdown');
  await page.getByLabel('Title (optional)').fill('New Year in Paris');
  await page.getByLabel('Date and time').fill('2027-01-01T00:00');
  await page.getByLabel('Time zone').fill('Europe/Paris');

  await expect(page.getByRole('heading', { name: 'Time left until New Year in Paris' })).toBeVisible();
  await expect(units(page)).toHaveText(['0', '00', '00', '10']);
  await expect(clock(page).locator('.countdown-label')).toHaveText(['days', 'hours', 'minutes', 'seconds']);
  await expect(page.locator('.tool-output')).toContainText('2027-01-01T00:00:00+01:00');
  // In the visitor's zone (New York) it is 6 p.m. on New Year's Eve.
  await expect(page.locator('.tool-output')).toContainText('Thursday, December 31, 2026 at 6:00:00');

  await page.clock.setFixedTime(new Date(START.getTime() + 4000));
  await expect(units(page)).toHaveText(['0', '00', '00', '06']);

  // A tab in the background whose timers were held back: at the next tick, 70 seconds after the start,
  // the count is read from the clock, so it is right rather than a few ticks behind.
  await page.clock.setFixedTime(new Date(START.getTime() + 70_000));
  await expect(page.getByRole('heading', { name: 'Time since New Year in Paris' })).toBeVisible();
  await expect(units(page)).toHaveText(['0', '00', '01', '00']);
  await expect(page.getByText('This moment has passed: the clock counts up.')).toBeVisible();

  // Copy link with the input: whoever opens it counts to the same moment.
  await page.getByRole('checkbox', { name: 'Include my input in the link' }).check();
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(decodeURIComponent(link)).toMatch(/\/en\/time-date-tools\/countdown\?zone=Europe\/Paris#title=New\+Year\+in\+Paris&when=2027-01-01T00:00$/);
  await page.goto('about:blank');
  await gotoHydrated(page, link.slice(link.indexOf('/en/')));
  await expect(page.getByRole('heading', { name: 'Time since New Year in Paris' })).toBeVisible();
  await expect(units(page)).toHaveText(['0', '00', '01', '00']);
  expect(foreignRequests).toEqual([]);
});

test('a shared link opens the countdown in another language, and a wrong zone is said', async ({ page, foreignRequests }) => {
  await page.clock.setFixedTime(new Date('2026-12-29T23:00:00Z'));
  await gotoHydrated(page, '/de/time-date-tools/countdown?zone=Europe%2FParis#title=Silvester&when=2027-01-01T00%3A00');
  await expect(page.getByRole('heading', { name: 'Noch bis Silvester' })).toBeVisible();
  await expect(units(page)).toHaveText(['2', '00', '00', '00']);
  await expect(clock(page).locator('.countdown-label')).toHaveText(['Tage', 'Stunden', 'Minuten', 'Sekunden']);

  await page.getByLabel('Zeitzone').fill('Mars/Olympus');
  await expect(page.getByText('„Mars/Olympus“ ist keine Zeitzone, die dieser Browser kennt.', { exact: false })).toBeVisible();
  await expect(clock(page)).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});
