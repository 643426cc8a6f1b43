import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { recordSignals, signals } from '../../tests/e2e/signals.ts';

// Playwright's clock: time is moved on purpose, so the test neither waits for real seconds nor depends on the machine's speed.
const START = new Date('2026-01-05T09:00:00Z');
test.use({ permissions: ['notifications'], isolatedContext: true });

const clock = (page: Page, name: string) => page.getByRole('timer', { name });

test('the stopwatch measures from the clock, marks the best and worst laps and downloads them as CSV', async ({ page, openTool, foreignRequests }) => {
  // Installed a minute early, so that pausing at START is always ahead of the clock, however slow the machine.
  await page.clock.install({ time: START.getTime() - 60_000 });
  await page.clock.pauseAt(START);
  await openTool('en', 'time-date-tools', 'stopwatch-and-timer');
  const watch = clock(page, 'Stopwatch');
  await expect(watch).toHaveText('00:00.00');

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(61_000);
  await page.getByRole('button', { name: 'Lap', exact: true }).click();
  await page.clock.runFor(58_500);
  await page.getByRole('button', { name: 'Lap', exact: true }).click();
  await page.clock.runFor(65_500);
  await page.getByRole('button', { name: 'Lap', exact: true }).click();
  await expect(watch).toHaveText('03:05.00');

  const laps = page.getByRole('table', { name: 'Laps, latest first' });
  await expect(laps.locator('tbody tr')).toHaveCount(3);
  await expect(laps.locator('tbody tr').nth(0)).toHaveText(/3 worst\s*01:05\.50\s*03:05\.00/);
  await expect(laps.locator('tbody tr').nth(1)).toHaveText(/2 best\s*00:58\.50\s*01:59\.50/);

  // Stop holds the time; a background tab whose timers did not run shows the right time at once.
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await page.clock.runFor(10_000);
  await expect(watch).toHaveText('03:05.00');
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await page.clock.fastForward(3_600_000);
  await page.clock.runFor(100);
  await expect(watch).toHaveText('1:03:05.10');

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download laps (CSV)', exact: true }).click()]);
  expect(csv.suggestedFilename()).toBe('stopwatch-and-timer-laps.csv');
  expect(readFileSync((await csv.path())!, 'utf8').split(/\r?\n/).filter(Boolean)).toEqual(['\uFEFFLap,Lap time (s),Total (s),Note', '1,61.000,61.000,', '2,58.500,119.500,best', '3,65.500,185.000,worst']);

  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(watch).toHaveText('00:00.00');
  await expect(laps).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('the timer counts down from the clock, pauses, and says when the time is up', async ({ page, openTool, foreignRequests }) => {
  // Installed a minute early, so that pausing at START is always ahead of the clock, however slow the machine.
  await page.clock.install({ time: START.getTime() - 60_000 });
  await page.clock.pauseAt(START);
  // Record the notification and the sound instead of playing them.
  await recordSignals(page);
  await openTool('fr', 'time-date-tools', 'stopwatch-and-timer');
  await page.getByRole('tab', { name: 'Minuteur' }).click();
  await page.getByLabel('Minutes').fill('1');
  await page.getByLabel('Secondes').fill('30');
  const left = clock(page, 'Temps restant');
  await expect(left).toHaveText('01:30');

  await page.getByRole('button', { name: 'Démarrer', exact: true }).click();
  await page.clock.runFor(30_000);
  await expect(left).toHaveText('01:00');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await page.clock.runFor(20_000);
  await expect(left).toHaveText('01:00');
  await page.getByRole('button', { name: 'Reprendre', exact: true }).click();
  // Timers held back in a background tab: one jump past the end, and the next tick rings.
  await page.clock.fastForward(61_000);
  await page.clock.runFor(100);
  await expect(left).toHaveText('00:00');
  await expect(page.getByRole('status').filter({ hasText: 'C’est l’heure' })).toBeVisible();
  expect(await signals(page)).toEqual({ shown: ['C’est l’heure\u202f! Votre minuteur de 01:30 est terminé.'], beeps: 3 });

  // A bad length is said at once, and Start waits for a good one.
  await page.getByRole('button', { name: 'Réinitialiser', exact: true }).click();
  await page.getByLabel('Minutes').fill('0');
  await page.getByLabel('Secondes').fill('0');
  await expect(page.getByText('Veuillez régler une durée supérieure à zéro.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Démarrer', exact: true })).toBeDisabled();
  expect(foreignRequests).toEqual([]);
});
